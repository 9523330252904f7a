/* mistakes.c - the catalogue of common mistakes, and the plain loops that
 * compute attention with them made.
 *
 * The loops follow the recipe step by step: the scores of every key (the
 * scale, then --temperature, --softcap and the bias, --alibi's too, as
 * attn weights has them), which keys each row keeps (--segments too), a
 * softmax of some kind over each head's block, and the weighted sum.  Nothing here needs to be exact: a
 * candidate only has to come as close to the slip as a hand-written answer
 * does. */
#include "explain/mistakes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"

/* A number in a description: the digits a student writes, 1.414214. */
static const char *num(char *buf, double x)
{
	snprintf(buf, 32, "%.7g", x);
	return buf;
}

static size_t head_dk(const struct problem *p) { return p->q->cols / p->h; }

static bool any_mask(const struct problem *p)
{
	return p->opt->causal || p->opt->window || p->mask || p->bias ||
	       p->opt->segments_path;
}

/* --- the scores ------------------------------------------------------- */

/* The scores of every key as recipe R has them, n_q x h*n_k: RAW before
 * masking (a bias of -inf left out), ALLOW the keys each row keeps. */
struct scores {
	size_t nq, nk, width;
	double *raw;
	unsigned char *allow;
};

static bool position_kept(const struct mask *o, enum causal_mode cm,
			  size_t i, size_t j)
{
	double pos = (double)i + (double)o->offset, key = (double)j;

	if (o->window && (key < pos - (double)o->left ||
			  key > pos + (double)o->right))
		return false;
	if (!o->causal)
		return true;
	switch (cm) {
	case CAUSAL_FLIPPED:
		return key >= pos;
	case CAUSAL_STRICT:
		return key < pos;
	default:
		return key <= pos;
	}
}

/* Entry (I, head HH, key J) of a mask or bias file, n_k or h*n_k wide. */
static double side(const struct matrix *m, size_t i, size_t hh, size_t nk,
		   size_t j)
{
	return m->v[i * m->cols + (m->cols == nk ? j : hh * nk + j)];
}

/* The dot products of every query head with its key head, n_q x h*n_k,
 * for H heads over G key heads: the same for every candidate with those
 * heads, so computed once (there are two: --heads, and heads-ignored). */
static struct dots {
	const struct problem *p;
	size_t h, g;
	double *v;
} dots[2];

static const double *dot_products(const struct problem *p, size_t h,
				  size_t g)
{
	const struct matrix *Q = p->q, *K = p->k;
	struct heads hd = { h, g, false };
	size_t dk = Q->cols / h, nk = K->rows, i, hh, j, t, c;
	struct dots *d;

	for (c = 0; c < 2; c++)
		if (dots[c].v && dots[c].p == p && dots[c].h == h &&
		    dots[c].g == g)
			return dots[c].v;
	d = &dots[dots[0].v != NULL];
	free(d->v);
	*d = (struct dots){ p, h, g, xarray(xmul(xmul(Q->rows, h), nk), sizeof *d->v) };
	for (i = 0; i < Q->rows; i++)
		for (hh = 0; hh < h; hh++)
			for (j = 0; j < nk; j++) {
				const double *q = Q->v + i * Q->cols + hh * dk;
				const double *k = K->v + j * K->cols +
						  heads_kv(&hd, hh) * dk;
				double x = 0;

				for (t = 0; t < dk; t++)
					x += q[t] * k[t];
				d->v[(i * h + hh) * nk + j] = x;
			}
	return d->v;
}

void recipe_done(void)
{
	free(dots[0].v);
	free(dots[1].v);
	recipe_forget();
}

void recipe_forget(void)
{
	memset(dots, 0, sizeof dots);
}

static void scores(const struct problem *p, const struct recipe *r,
		   struct scores *s)
{
	const struct mask *o = p->opt;
	const double *dot = dot_products(p, r->h, r->g);
	bool transforms = p->of != STEP_SCORES;
	size_t i, hh, j;

	s->nq = p->q->rows;
	s->nk = p->k->rows;
	s->width = r->h * s->nk;
	s->raw = xarray(xmul(s->nq, s->width), sizeof *s->raw);
	s->allow = xmalloc(xmul(s->nq, s->width));
	for (i = 0; i < s->nq; i++)
		for (hh = 0; hh < r->h; hh++)
			for (j = 0; j < s->nk; j++) {
				size_t at = i * s->width + hh * s->nk + j;
				double x = dot[at] * r->scale, b = 0;
				bool keep;

				if (transforms && o->temperature)
					x = r->temperature_times ?
					    x * o->temperature : x / o->temperature;
				if (transforms && o->softcap)
					x = o->softcap * tanh(x / o->softcap);
				if (p->bias)
					b = side(p->bias, i, hh, s->nk, j);
				if (o->alibi)
					x -= o->slopes[hh] * (double)
					     mask_distance(o, (long)i, j);
				keep = position_kept(o, r->causal, i, j) &&
				       mask_segment_keeps(o, (long)i, j) &&
				       (!p->mask || side(p->mask, i, hh, s->nk, j)) &&
				       b != -INFINITY;
				s->raw[at] = isinf(b) ? x : x + b;
				s->allow[at] = r->unmasked || keep;
			}
}

static void scores_free(struct scores *s)
{
	free(s->raw);
	free(s->allow);
}

/* --- the softmax, of some kind, over a set of scores ------------------ */

/* W[0..N) from the scores X[0..N), OK saying which count, by MODE, SINK
 * (-inf: none) one more term of a shifted softmax's denominator.  A set
 * with nothing kept and no sink gets FILL everywhere. */
static void normalize(const double *x, const unsigned char *ok, size_t n,
		      enum softmax_mode mode, double fill, double sink,
		      double *w)
{
	double max = sink, sum = 0;
	size_t t, live = 0;

	for (t = 0; t < n; t++)
		if (ok[t] || mode == SM_AFTER_MASK) {
			live++;
			if (x[t] > max)
				max = x[t];
		}
	if (!live && sink == -INFINITY && mode != SM_NONE) {
		for (t = 0; t < n; t++)
			w[t] = fill;
		return;
	}
	for (t = 0; t < n; t++) {
		bool in = ok[t] || mode == SM_AFTER_MASK;

		switch (mode) {
		case SM_NONE:
		case SM_NO_EXP:
			w[t] = in ? x[t] : 0;
			break;
		case SM_NO_NORM:
			w[t] = in ? exp(x[t]) : 0;
			break;
		default:
			w[t] = in ? exp(x[t] - max) : 0;
		}
		sum += w[t];
	}
	if (mode == SM_NONE || mode == SM_NO_NORM || mode == SM_NO_NORM_SHIFTED)
		return;
	if (sink != -INFINITY)
		sum += exp(sink - max);
	for (t = 0; t < n; t++)
		w[t] = mode == SM_AFTER_MASK && !ok[t] ? 0 : w[t] / sum;
}

/* The weights of S by recipe R, n_q x h*n_k: each row's block, each
 * head's whole block, or each column of it. */
static double *weights(const struct problem *p, const struct recipe *r,
		       const struct scores *s)
{
	size_t nq = s->nq, nk = s->nk, n, i, j, hh, t;
	size_t setmax = nq * nk > nk ? nq * nk : nk;
	double *w = xarray(xmul(nq, s->width), sizeof *w);
	double *x = xarray(xmul(2, setmax), sizeof *x), *y = x + setmax;
	size_t *at = xarray(setmax, sizeof *at);
	unsigned char *ok = xmalloc(setmax);
	enum masked_rows pol = p->opt->policy;
	double sink;
	double fill = pol == ROWS_UNIFORM ? 1.0 / (double)nk :
		      pol == ROWS_NAN ? NAN : 0;
	size_t sets = r->softmax == SM_WHOLE ? r->h :
		      r->softmax == SM_COLUMNS ? r->h * nk : nq * r->h;

	for (t = 0; t < sets; t++) {
		/* gather the set's positions in the matrix */
		n = 0;
		sink = -INFINITY;
		if (r->softmax == SM_WHOLE) {
			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					at[n++] = i * s->width + t * nk + j;
		} else if (r->softmax == SM_COLUMNS) {
			for (i = 0; i < nq; i++)
				at[n++] = i * s->width + t;
		} else {
			i = t / r->h, hh = t % r->h;
			for (j = 0; j < nk; j++)
				at[n++] = i * s->width + hh * nk + j;
			/* a row's softmax, shifted by its max, has the sink */
			if (r->sinks && p->sinks && (r->softmax == SM_ROWS ||
			    r->softmax == SM_AFTER_MASK))
				sink = p->sinks[hh];
		}
		for (j = 0; j < n; j++)
			x[j] = s->raw[at[j]], ok[j] = s->allow[at[j]];
		normalize(x, ok, n, r->softmax, r->softmax == SM_COLUMNS ? 0 :
			  r->softmax == SM_WHOLE && pol == ROWS_UNIFORM ?
			  1.0 / (double)n : fill, sink, y);
		for (j = 0; j < n; j++)
			w[at[j]] = y[j];
	}
	free(x);
	free(at);
	free(ok);
	return w;
}

/* --- the output ------------------------------------------------------- */

/* W (n_q x h*n_k) applied to V, to K, or transposed to V. */
static struct matrix output(const struct problem *p, const struct recipe *r,
			    const struct scores *s, const double *w)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	struct heads hd = { r->h, r->g, false };
	size_t nk = s->nk, dv = M->cols / r->g, i, hh, c, j;
	size_t rows = r->output == OUT_ATV ? nk : s->nq;
	struct matrix o = { NULL, rows, r->h * dv, NULL };

	o.v = xcalloc(xmul(rows, o.cols) + 1, sizeof *o.v);
	for (hh = 0; hh < r->h; hh++) {
		const double *m = M->v + heads_kv(&hd, hh) * dv;

		for (i = 0; i < rows; i++) {
			double *out = o.v + i * o.cols + hh * dv;

			for (j = 0; j < nk; j++) {
				/* A^T V: row i of the output is column i of A */
				double a = r->output == OUT_ATV ?
					   w[j * s->width + hh * nk + i] :
					   w[i * s->width + hh * nk + j];

				for (c = 0; c < dv; c++)
					out[c] += a * m[j * M->cols + c];
			}
		}
	}
	return o;
}

/* Each of the H blocks of columns of M transposed (H = 1: the whole). */
static struct matrix transpose(const struct matrix *m, size_t h)
{
	size_t bw = h ? m->cols / h : 0, i, b, a;
	struct matrix t = { NULL, bw, h * m->rows, NULL };

	t.v = xarray(xmul(m->rows, m->cols) + 1, sizeof *t.v);
	for (b = 0; b < h; b++)
		for (i = 0; i < m->rows; i++)
			for (a = 0; a < bw; a++)
				t.v[a * t.cols + b * m->rows + i] =
					m->v[i * m->cols + b * bw + a];
	return t;
}

void recipe_right(const struct problem *p, struct recipe *r)
{
	memset(r, 0, sizeof *r);
	r->h = p->h;
	r->g = p->g;
	r->scale = p->sc.mode == SCALE_NONE ? 1 : p->sc.mode == SCALE_BY ?
		   p->sc.by : 1 / sqrt((double)head_dk(p));
	r->sinks = p->sinks != NULL;
}

struct matrix recipe_run(const struct problem *p, const struct recipe *r)
{
	struct matrix m = { NULL, 0, 0, NULL }, t;
	struct scores s;
	double *w;
	size_t i;

	scores(p, r, &s);
	if (p->of == STEP_SCORES) {
		m.rows = s.nq;
		m.cols = s.width;
		m.v = s.raw;
		for (i = 0; i < m.rows * m.cols; i++)
			if (!s.allow[i])
				m.v[i] = -INFINITY;
		free(s.allow);
	} else {
		w = weights(p, r, &s);
		if (p->of == STEP_SOFTMAX) {
			m.rows = s.nq;
			m.cols = s.width;
			m.v = w;
		} else {
			m = output(p, r, &s, w);
			free(w);
		}
		scores_free(&s);
	}
	if (r->transpose) {
		t = transpose(&m, r->transpose == 1 ? r->h : 1);
		free(m.v);
		m = t;
	}
	return m;
}

/* --- the catalogue ---------------------------------------------------- */

/* Row 0's sum, in head 0, of the scores (kept ones) or their exponentials
 * (EXPS: 1 of exp(s - max), 2 of exp(s)), as the right recipe has them. */
static double row0_sum(const struct problem *p, int exps)
{
	struct recipe r;
	struct scores s;
	double sum = 0, max = -INFINITY;
	size_t j;

	recipe_right(p, &r);
	scores(p, &r, &s);
	for (j = 0; j < s.nk; j++)
		if (s.allow[j] && s.raw[j] > max)
			max = s.raw[j];
	for (j = 0; j < s.nk; j++)
		if (s.allow[j])
			sum += exps == 0 ? s.raw[j] :
			       exp(s.raw[j] - (exps == 1 ? max : 0));
	scores_free(&s);
	return sum;
}

/* How many entries the masks hide, all heads together. */
static size_t masked_count(const struct problem *p)
{
	struct recipe r;
	struct scores s;
	size_t i, n = 0;

	recipe_right(p, &r);
	scores(p, &r, &s);
	for (i = 0; i < s.nq * s.width; i++)
		n += !s.allow[i];
	scores_free(&s);
	return n;
}

static bool no_scale(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode == SCALE_NONE)
		return false;
	r->scale = 1;
	return true;
}

static void no_scale_text(const struct problem *p, int v, char *buf,
			  size_t n)
{
	char a[32];

	(void)v;
	if (p->sc.mode == SCALE_BY)
		snprintf(buf, n, "the dot products were not multiplied by "
			 "--scale %s", num(a, p->sc.by));
	else
		snprintf(buf, n, "the dot products were not divided by "
			 "sqrt(d_k) = %s", num(a, sqrt((double)head_dk(p))));
}

static bool scale_by_d(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = 1 / (double)head_dk(p);
	return true;
}

static void scale_by_d_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by d_k = %zu, not by "
		 "sqrt(d_k) = %s", head_dk(p), num(a, sqrt((double)head_dk(p))));
}

static bool scale_inverted(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = sqrt((double)head_dk(p));
	return true;
}

static void scale_inverted_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the dot products were multiplied by sqrt(d_k) = %s "
		 "instead of divided by it", num(a, sqrt((double)head_dk(p))));
}

static bool scale_full_width(const struct problem *p, int v,
			     struct recipe *r)
{
	if (v || p->h == 1 || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = 1 / sqrt((double)p->q->cols);
	return true;
}

static void scale_full_width_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char a[32], b[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by sqrt(%zu) = %s, the "
		 "square root of the whole row's width, not by sqrt(d_k) = %s of "
		 "one head", p->q->cols, num(a, sqrt((double)p->q->cols)),
		 num(b, sqrt((double)head_dk(p))));
}

static bool heads_ignored(const struct problem *p, int v, struct recipe *r)
{
	size_t nk = p->k->rows;

	if (v || p->h == 1 || p->k->cols != p->q->cols ||
	    (p->mask && p->mask->cols != nk) || (p->bias && p->bias->cols != nk))
		return false;
	r->h = r->g = 1;
	if (p->sc.mode == SCALE_SQRT)
		r->scale = 1 / sqrt((double)p->q->cols);
	return true;
}

static void heads_ignored_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "one head over all %zu columns, not %zu heads of %zu",
		 p->q->cols, p->h, head_dk(p));
}

static bool mask_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !any_mask(p))
		return false;
	r->unmasked = true;
	return true;
}

static void mask_ignored_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t k = masked_count(p);

	(void)v;
	snprintf(buf, n, "no mask was applied: the %zu masked entr%s counted "
		 "like the others", k, k == 1 ? "y was" : "ies were");
}

static bool causal_flipped(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->causal)
		return false;
	r->causal = CAUSAL_FLIPPED;
	return true;
}

static void causal_flipped_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask hid the keys before each row's "
		 "position instead of those after it");
}

static bool causal_strict(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->causal)
		return false;
	r->causal = CAUSAL_STRICT;
	return true;
}

static void causal_strict_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask hid each row's own position too, "
		 "not only the keys after it");
}

static bool softmax_as(enum softmax_mode mode, int v, struct recipe *r)
{
	if (v)
		return false;
	r->softmax = mode;
	return true;
}

static bool no_softmax(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_NONE, v, r);
}

static void no_softmax_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)v;
	snprintf(buf, n, "the scores were taken for the weights, with no "
		 "softmax%s", any_mask(p) ? " (masked entries as 0)" : "");
}

static bool whole_matrix(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_WHOLE, v, r);
}

static void whole_matrix_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t cells = p->q->rows * p->k->rows, k = 0;

	(void)v;
	if (any_mask(p))
		k = masked_count(p) / p->h;
	if (p->h > 1)
		snprintf(buf, n, "one softmax over each head's whole %zux%zu "
			 "block, not one per row", p->q->rows, p->k->rows);
	else
		snprintf(buf, n, "one softmax over all %zu %sentries of the "
			 "matrix, not one per row", cells - k,
			 any_mask(p) ? "unmasked " : "");
}

static bool columns(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_COLUMNS, v, r);
}

static void columns_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "a softmax down each of the %zu columns%s, not along "
		 "each row", p->k->rows, p->h > 1 ? " of each head" : "");
}

static bool no_exp(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_NO_EXP, v, r);
}

static void no_exp_text(const struct problem *p, int v, char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "each score was divided by its row's sum, with no "
		 "exponential (row 0 sums to %s)", num(a, row0_sum(p, 0)));
}

static bool no_normalize(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v > 1)
		return false;
	r->softmax = v ? SM_NO_NORM : SM_NO_NORM_SHIFTED;
	return true;
}

static void no_normalize_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	char a[32];

	snprintf(buf, n, "the exponentials %s were not divided by their sum "
		 "(row 0: %s)", v ? "exp(s)" : "exp(s - max)",
		 num(a, row0_sum(p, v ? 2 : 1)));
}

static bool after_softmax(const struct problem *p, int v, struct recipe *r)
{
	if (!any_mask(p))
		return false;
	return softmax_as(SM_AFTER_MASK, v, r);
}

static void after_softmax_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "the softmax ran over all %zu keys of each row, then "
		 "the masked weights were set to 0 without renormalising",
		 p->k->rows);
}

static bool temperature_inverted(const struct problem *p, int v,
				 struct recipe *r)
{
	if (v || !p->opt->temperature)
		return false;
	r->temperature_times = true;
	return true;
}

static void temperature_inverted_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the scores were multiplied by the temperature %s "
		 "instead of divided by it", num(a, p->opt->temperature));
}

static bool values_are_keys(const struct problem *p, int v,
			    struct recipe *r)
{
	if (v || p->k->cols % p->g)
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
	if (v || p->q->rows != p->k->rows)
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

static bool transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v > (p->h > 1))
		return false;
	r->transpose = v + 1;
	return true;
}

static void transposed_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	struct recipe r;
	struct matrix m;

	recipe_right(p, &r);
	m = recipe_run(p, &r);
	if (p->h > 1 && v == 0)
		snprintf(buf, n, "each head's block of the right matrix "
			 "transposed, %zux%zu each", m.cols / p->h, m.rows);
	else if (m.rows == m.cols)
		snprintf(buf, n, "the right matrix transposed, its rows "
			 "written as columns");
	else
		snprintf(buf, n, "the right matrix transposed: %zux%zu instead "
			 "of %zux%zu", m.cols, m.rows, m.rows, m.cols);
	free(m.v);
}

const struct mistake mistakes[] = {
	{ "no-scale", STEP_SCORES, no_scale_text, no_scale },
	{ "scale-by-d", STEP_SCORES, scale_by_d_text, scale_by_d },
	{ "scale-inverted", STEP_SCORES, scale_inverted_text, scale_inverted },
	{ "scale-full-width", STEP_SCORES, scale_full_width_text,
	  scale_full_width },
	{ "heads-ignored", STEP_SCORES, heads_ignored_text, heads_ignored },
	{ "mask-ignored", STEP_SCORES, mask_ignored_text, mask_ignored },
	{ "causal-flipped", STEP_SCORES, causal_flipped_text, causal_flipped },
	{ "causal-strict", STEP_SCORES, causal_strict_text, causal_strict },
	{ "no-softmax", STEP_SOFTMAX, no_softmax_text, no_softmax },
	{ "softmax-whole-matrix", STEP_SOFTMAX, whole_matrix_text,
	  whole_matrix },
	{ "softmax-columns", STEP_SOFTMAX, columns_text, columns },
	{ "no-exp", STEP_SOFTMAX, no_exp_text, no_exp },
	{ "no-normalize", STEP_SOFTMAX, no_normalize_text, no_normalize },
	{ "mask-after-softmax", STEP_SOFTMAX, after_softmax_text,
	  after_softmax },
	{ "temperature-inverted", STEP_SOFTMAX, temperature_inverted_text,
	  temperature_inverted },
	{ "values-are-keys", STEP_OUTPUT, values_are_keys_text,
	  values_are_keys },
	{ "weights-transposed", STEP_OUTPUT, weights_transposed_text,
	  weights_transposed },
	{ "transposed", STEP_ANY, transposed_text, transposed },
};
const size_t n_mistakes = sizeof mistakes / sizeof *mistakes;
