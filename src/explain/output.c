/* output.c - the output step: each head's weights applied to its values,
 * the heads' outputs side by side; and the mistakes that bend it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* The width of each head's output by R: d_v, or n_k for V A. */
static size_t head_width(const struct recipe *r, size_t nk, size_t dv)
{
	return r->output == OUT_VA ? nk : dv;
}

void output_shape(const struct problem *p, const struct recipe *r, size_t nq,
		  size_t nk, size_t *rows, size_t *cols)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	size_t bw = head_width(r, nk, M->cols / r->g);

	*rows = r->output == OUT_ATV || r->output == OUT_VA ? nk : nq;
	*cols = r->join == JOIN_AVERAGE ? bw : r->h * bw;
}

/* A weight as R applies it: as it is, or rounded. */
static double weight(const struct recipe *r, double a)
{
	return r->weights_round.by ? rounded(&r->weights_round, a) : a;
}

/* Whether cell (I, 0) of the output already fails T (of COLS columns):
 * head 0's first column, which most candidates' rows fail at, for the
 * cost of one cell instead of a row.  Where the heads are joined in
 * blocks and A comes before V alone. */
static bool first_cell_fails(const struct problem *p, const struct recipe *r,
			     const struct scores *s, const double *w,
			     const struct row_test *t, size_t i, size_t cols)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	size_t nk = s->nk, dv = M->cols / r->g, kv, j;
	struct cut mc;
	double y = 0, a;

	if (!t || !t->cell || r->join != JOIN_BLOCKS || r->output == OUT_VA)
		return false;
	kv = r->v_first ? 0 : kv_of(r, 0);
	mc = r->v_strided ? (struct cut){ kv, r->g } : cut(r, kv, r->g, dv);
	for (j = 0; j < nk; j++) {
		a = r->output == OUT_ATV ? w[j * s->width + i] :
		    w[i * s->width + j];
		y += weight(r, a) * M->v[j * M->cols + mc.off];
	}
	return !t->cell(t->ctx, y, i * cols);
}

struct matrix step_output(const struct problem *p, const struct recipe *r,
			  const struct scores *s, const double *w,
			  const struct row_test *t)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	size_t nk = s->nk, h = r->h, dv = M->cols / r->g, i, hh, c, j;
	size_t bw = head_width(r, nk, dv);
	struct matrix o = { NULL, 0, 0, NULL };
	double *y = xarray(bw + 1, sizeof *y);

	output_shape(p, r, s->nq, nk, &o.rows, &o.cols);
	o.v = xarray(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < o.rows; i++) {
		if (first_cell_fails(p, r, s, w, t, i, o.cols)) {
			free(y);
			return stopped(&o);
		}
		memset(o.v + i * o.cols, 0, o.cols * sizeof *o.v);
		for (hh = 0; hh < h; hh++) {
			size_t kv = r->v_first ? 0 : kv_of(r, hh);
			struct cut mc = r->v_strided ? (struct cut){ kv, r->g } :
					cut(r, kv, r->g, dv);
			const double *m = M->v + i * M->cols + mc.off;

			for (c = 0; c < bw; c++)
				y[c] = 0;
			for (j = 0; r->output == OUT_VA && j < dv; j++)
				/* V A: row i of V times A, whose rows are d_v */
				for (c = 0; c < bw; c++)
					y[c] += m[j * mc.step] *
						weight(r, w[j * s->width +
							    hh * nk + c]);
			for (j = 0; r->output != OUT_VA && j < nk; j++) {
				/* A^T V: row i of the output is column i of A */
				double a = r->output == OUT_ATV ?
					   w[j * s->width + hh * nk + i] :
					   w[i * s->width + hh * nk + j];

				m = M->v + j * M->cols + mc.off;
				a = weight(r, a);
				for (c = 0; c < bw; c++)
					y[c] += a * m[c * mc.step];
			}
			/* the heads' outputs joined */
			for (c = 0; c < bw; c++)
				switch (r->join) {
				case JOIN_AVERAGE:
					o.v[i * o.cols + c] += y[c] / (double)h;
					break;
				case JOIN_REVERSED:
					o.v[i * o.cols + (h - 1 - hh) * bw + c] =
						y[c];
					break;
				case JOIN_STRIDED:
					o.v[i * o.cols + c * h + hh] = y[c];
					break;
				default:
					o.v[i * o.cols + hh * bw + c] = y[c];
				}
		}
		if (row_fails(t, &o, i)) {
			free(y);
			return stopped(&o);
		}
	}
	free(y);
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

static bool values_are_keys(const struct problem *p, int v,
			    struct recipe *r)
{
	if (v || !p->k || p->k->cols % p->g)
		return false;
	r->output = OUT_AK;
	return true;
}

static void values_are_keys_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the weights were applied to the keys K instead of "
		 "the values V");
}

static bool weights_transposed(const struct problem *p, int v,
			       struct recipe *r)
{
	if (v || n_queries(p) != n_keys(p))
		return false;
	r->output = OUT_ATV;
	return true;
}

static void weights_transposed_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the weights were transposed before they were "
		 "applied: A^T V, not A V");
}

static bool weights_rounded(const struct problem *p, int v,
			    struct recipe *r)
{
	/* apply's weights are the student's own, rounded as they were */
	return !p->a && rounding_variant(p, v, &r->weights_round, NULL);
}

static void weights_rounded_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, NULL);
	snprintf(buf, n, "the weights were rounded to %s before they were "
		 "applied to V", rounding_text(&r, d));
}

static bool join_as(const struct problem *p, int v, struct recipe *r,
		    enum join_mode how)
{
	if (v || p->h == 1)
		return false;
	r->join = how;
	return true;
}

static bool heads_averaged(const struct problem *p, int v, struct recipe *r)
{
	return join_as(p, v, r, JOIN_AVERAGE);
}

static void heads_averaged_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)v;
	snprintf(buf, n, "the %zu heads' outputs were averaged into one of "
		 "%zu columns, not written side by side", p->h, head_dv(p));
}

static bool heads_reversed(const struct problem *p, int v, struct recipe *r)
{
	return join_as(p, v, r, JOIN_REVERSED);
}

static void heads_reversed_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)v;
	snprintf(buf, n, "the heads' outputs were joined last head first: head "
		 "%zu's block came first, head 0's last", p->h - 1);
}

/* V's first head for every query head (K's too is the scores'). */
static bool gqa_all_on_first(const struct problem *p, int v,
			     struct recipe *r)
{
	if (v || p->g == 1 || p->g == p->h)
		return false;
	r->v_first = true;
	return true;
}

static void gqa_all_on_first_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	(void)v;
	snprintf(buf, n, "every query head took its output from the values of "
		 "key/value head 0, not from its own of the %zu", p->g);
}

/* heads-interleaved on the way out: variant 0 cuts the heads strided and
 * joins them so, 1 joins them so alone; with apply, 2 cuts V's alone. */
static bool heads_interleaved_out(const struct problem *p, int v,
				  struct recipe *r)
{
	if (p->h == 1 || v > (p->a ? 2 : 1))
		return false;
	if (v != 1 && p->a)
		r->v_strided = true;
	else if (v != 1)
		r->interleaved = true;
	if (v != 2)
		r->join = JOIN_STRIDED;
	return true;
}

static void heads_interleaved_out_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	size_t d = head_dv(p);

	if (v == 1)
		snprintf(buf, n, "head h's output was written to columns h, "
			 "h+%zu, ..., not to its block of %zu", p->h, d);
	else if (v == 0 && p->a)
		snprintf(buf, n, "head h took V's columns h, h+%zu, ..., and its "
			 "output went back to columns h, h+%zu, ..., not to its "
			 "block of %zu", p->g, p->h, d);
	else if (v == 2)
		snprintf(buf, n, "head h took V's columns h, h+%zu, ..., not its "
			 "block of %zu", p->g, d);
	else
		snprintf(buf, n, "head h took columns h, h+%zu, ... of each row, "
			 "and its output went back to columns h, h+%zu, ..., not "
			 "to its block of %zu", p->h, p->h, d);
}

static bool values_times_weights(const struct problem *p, int v,
				 struct recipe *r)
{
	/* V A: V is n_k x d_v, A n_q x n_k */
	if (v || n_queries(p) != head_dv(p))
		return false;
	r->output = OUT_VA;
	return true;
}

static void values_times_weights_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "V A, not A V: the values times the weights%s",
		 p->h > 1 ? ", head by head" : "");
}

static const struct mistake table[] = {
	{ "values-are-keys", STEP_OUTPUT, PARAM(output), values_are_keys_text,
	  values_are_keys },
	{ "weights-transposed", STEP_OUTPUT, PARAM(output), weights_transposed_text,
	  weights_transposed },
	{ "weights-rounded", STEP_OUTPUT, PARAM(weights_round), weights_rounded_text,
	  weights_rounded },
	{ "heads-averaged", STEP_OUTPUT, PARAM(join), heads_averaged_text, heads_averaged },
	{ "heads-reversed", STEP_OUTPUT, PARAM(join), heads_reversed_text, heads_reversed },
	{ "gqa-all-on-first", STEP_OUTPUT, PARAM(kv_modulo), gqa_all_on_first_text,
	  gqa_all_on_first },
	{ "heads-interleaved", STEP_OUTPUT, PARAM(join), heads_interleaved_out_text,
	  heads_interleaved_out },
	{ "values-times-weights", STEP_OUTPUT, PARAM(output), values_times_weights_text,
	  values_times_weights },
};
const struct mistakes output_mistakes = { table,
					  sizeof table / sizeof *table };
