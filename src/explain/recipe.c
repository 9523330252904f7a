/* recipe.c - a problem's answer from a recipe (recipe.h): the loops of
 * the steps (step.h), each in its step's file, run in order, with the
 * last candidate's forward pass kept for the next; and the mistakes of
 * any stage's answer, which bend the whole. */
#include "explain/recipe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the whole -------------------------------------------------------- */

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

size_t recipe_blocks(const struct problem *p, const struct recipe *r)
{
	/* a row turned by rope is one vector, whatever its heads; so is a
	 * normalised one; a merge's has its LSEs after O; the heads
	 * averaged are one block */
	if (p->of == STEP_PROJECT || p->of == STEP_ROPE ||
	    p->of == STEP_MERGE || p->of == STEP_NORM ||
	    p->of == STEP_NORM_GRAD || r->join == JOIN_AVERAGE)
		return 1;
	if (p->of == STEP_GRAD && (p->wrt == WRT_K || p->wrt == WRT_V))
		return r->g;
	return r->h;
}

void recipe_shape(const struct problem *p, const struct recipe *r,
		  size_t *rows, size_t *cols)
{
	const struct matrix *m;
	size_t nk = p->of >= STEP_PROJECT ? 0 : n_keys(p), b;

	switch (p->of) {
	case STEP_PROJECT:
		step_project_shape(p, r, rows, cols);
		break;
	case STEP_ROPE:
		*rows = p->x->rows, *cols = p->x->cols;
		break;
	case STEP_MERGE:
		step_merge_shape(p, rows, cols);
		break;
	case STEP_NORM:
	case STEP_NORM_GRAD:
		step_norm_shape(p, r, rows, cols);
		break;
	case STEP_OUTPUT:
		output_shape(p, r, n_queries(p), nk, rows, cols);
		break;
	default:
		/* dS and dA have the shape of the scores and the weights; the
		 * sink's column after each head's keys */
		*rows = p->q->rows;
		*cols = r->h * (nk + (r->sink == SINK_AS_COLUMN));
		m = p->wrt == WRT_Q ? p->q : p->wrt == WRT_K ? p->k : p->v;
		if (p->of == STEP_GRAD && p->wrt != WRT_SCORES &&
		    p->wrt != WRT_WEIGHTS)
			*rows = m->rows, *cols = m->cols;
	}
	if (r->transpose) {
		b = r->transpose == 1 ? recipe_blocks(p, r) : 1;
		nk = *rows;
		*rows = *cols / b;
		*cols = b * nk;
	}
}

/* The last candidate's forward pass, for the next one that shares it: in
 * the pairs, a mistake of the scores is tried with every later one, and
 * a later one after the right scores.  One for the whole problem, one for
 * its first row (first_row_passes), which candidates try first. */
static struct forward {
	const struct problem *p;
	const double *q, *k;		/* its Q and K (first_row's change) */
	struct recipe r;		/* what they were computed by */
	bool scored, weighed;
	struct scores s;
	double *w;
	size_t wroom;			/* cells W has room for */
} fw[2];
static struct problem first_row;

/* Whether rules A and B are the same rules. */
static bool same_rule(const struct mask_rule *a, const struct mask_rule *b)
{
	return a->offset == b->offset && a->causal == b->causal &&
	       a->flipped == b->flipped && a->reach == b->reach &&
	       a->prefix == b->prefix && a->bidir == b->bidir &&
	       a->nbidir == b->nbidir && a->window == b->window &&
	       a->left == b->left && a->right == b->right &&
	       a->seg == b->seg && a->chunk == b->chunk;
}

/* Whether A and B round alike. */
static bool same_rounding(const struct rounding *a, const struct rounding *b)
{
	return a->by == b->by && a->even == b->even;
}

/* Whether recipes A and B give the same scores: they read these. */
static bool same_scores(const struct recipe *a, const struct recipe *b)
{
	return a->h == b->h && a->g == b->g &&
	       a->interleaved == b->interleaved &&
	       a->kv_modulo == b->kv_modulo &&
	       a->no_transpose == b->no_transpose && a->kq == b->kq &&
	       a->kv_first == b->kv_first && a->scale == b->scale &&
	       a->bias_off == b->bias_off && a->bias_scaled == b->bias_scaled &&
	       a->alibi == b->alibi && a->slopes == b->slopes &&
	       a->alibi_signed == b->alibi_signed &&
	       a->alibi_scaled == b->alibi_scaled &&
	       same_rounding(&a->scores_round, &b->scores_round) &&
	       a->bias_after == b->bias_after &&
	       same_rule(&a->rule, &b->rule) &&
	       a->unmasked == b->unmasked &&
	       a->mask_inverted == b->mask_inverted &&
	       a->masked_finite == b->masked_finite &&
	       a->masked_as == b->masked_as &&
	       a->mask_added == b->mask_added &&
	       a->temperature == b->temperature &&
	       a->softcap_off == b->softcap_off &&
	       a->softcap_outer == b->softcap_outer;
}

/* And the same weights: these too. */
static bool same_weights(const struct recipe *a, const struct recipe *b)
{
	return same_scores(a, b) && a->softmax == b->softmax &&
	       a->log_base == b->log_base && a->times == b->times &&
	       a->scale_after == b->scale_after &&
	       same_rounding(&a->exp_round, &b->exp_round) &&
	       same_rounding(&a->sum_round, &b->sum_round) &&
	       a->fill == b->fill && a->sinks == b->sinks &&
	       a->sink == b->sink;
}

static void forward_free(struct forward *f)
{
	step_scores_free(&f->s);
	free(f->w);
	memset(f, 0, sizeof *f);
}

/* R's scores (and its weights, when WEIGHTS_TOO) for P, kept for the
 * next candidate. */
static const struct forward *forward(const struct problem *p,
				     const struct recipe *r, bool weights_too)
{
	struct forward *f = &fw[p == &first_row];
	size_t cells;

	if (!f->scored || f->p != p || f->q != p->q->v || f->k != p->k->v ||
	    !same_scores(&f->r, r)) {
		f->p = p;
		f->q = p->q->v;
		f->k = p->k->v;
		f->r = *r;
		f->weighed = false;
		step_scores(p, r, &f->s);
		f->scored = true;
	}
	if (weights_too && (!f->weighed || !same_weights(&f->r, r))) {
		cells = xmul(f->s.nq, f->s.width);
		if (!f->w || f->wroom < cells) {
			free(f->w);
			f->w = xarray(cells + 1, sizeof *f->w);
			f->wroom = cells;
		}
		f->r = *r;
		step_softmax(p, r, &f->s, f->w);
		f->weighed = true;
	}
	return f;
}

struct matrix recipe_run(const struct problem *p, const struct recipe *r)
{
	return recipe_try(p, r, NULL);
}

/* The weights with the sink's own weight kept after each head's keys,
 * n_q x h*(n_k + 1): what is left of 1 when the keys have theirs. */
static struct matrix sink_column(const struct scores *s, const double *w,
				 size_t h)
{
	size_t nk = s->nk, i, hh, j;
	struct matrix m = { NULL, s->nq, h * (nk + 1), NULL };

	m.v = xarray(xmul(m.rows, m.cols) + 1, sizeof *m.v);
	for (i = 0; i < s->nq; i++)
		for (hh = 0; hh < h; hh++) {
			const double *a = w + i * s->width + hh * nk;
			double *out = m.v + i * m.cols + hh * (nk + 1), sum = 0;

			for (j = 0; j < nk; j++)
				sum += out[j] = a[j];
			out[nk] = 1 - sum;
		}
	return m;
}

/* The answer of the attention's steps, by R. */
static struct matrix attention(const struct problem *p, const struct recipe *r,
			       const struct row_test *test)
{
	struct matrix m = { NULL, 0, 0, NULL };
	const struct forward *f;
	struct scores given;
	size_t i, cells;
	bool flash;

	if (p->a) {
		/* apply: the weights are given */
		given = (struct scores){ .nq = p->a->rows,
			.nk = p->a->cols / r->h, .width = p->a->cols };
		return step_output(p, r, &given, p->a->v, test);
	}
	flash = p->of == STEP_OUTPUT && p->kv && flash_bent(r);
	f = forward(p, r, p->of != STEP_SCORES && !flash);
	if (flash)
		return step_flash(p, r, &f->s, test);
	if (p->of == STEP_GRAD)
		return step_grad(p, r, &f->s, f->w, test);
	if (p->of == STEP_OUTPUT)
		return step_output(p, r, &f->s, f->w, test);
	if (p->of == STEP_SOFTMAX && r->sink == SINK_AS_COLUMN)
		return sink_column(&f->s, f->w, r->h);
	m.rows = f->s.nq;
	m.cols = f->s.width;
	cells = xmul(m.rows, m.cols);
	m.v = xarray(cells + 1, sizeof *m.v);
	for (i = 0; i < cells; i++) {
		m.v[i] = p->of == STEP_SOFTMAX ? f->w[i] :
			 f->s.allow[i] ? f->s.raw[i] : -INFINITY;
		if ((i + 1) % m.cols == 0 && row_fails(test, &m, i / m.cols))
			return stopped(&m);
	}
	return m;
}

/* Whether R's first row of P's answer comes from the first row of the
 * inputs alone (Q's, dO's, the mask's and the bias's): no softmax over
 * the whole block or down its columns, nothing transposed, no sum over
 * the rows. */
static bool row_local(const struct problem *p, const struct recipe *r)
{
	return p->q && p->q->rows > 1 && !r->transpose &&
	       (!r->kq || p->h == p->g) &&
	       r->softmax != SM_WHOLE && r->softmax != SM_COLUMNS &&
	       r->softmax != SM_BROADCAST &&
	       r->output != OUT_ATV && r->output != OUT_VA &&
	       (p->of != STEP_GRAD || (p->wrt != WRT_K && p->wrt != WRT_V &&
				       r->backward != BW_COLUMN_SUMS));
}

/* Row 0 of P's answer by R, from a problem of P's first row alone, held
 * against T (NULL: none); { NULL } where it fails.  Most candidates fail
 * there, at the cost of one row instead of the whole forward pass. */
static struct matrix row0(const struct problem *p, const struct recipe *r,
			  const struct row_test *t)
{
	static struct matrix q, d, mask, bias;
	struct problem *one = &first_row;
	struct recipe kq;

	*one = *p;
	q = (struct matrix){ p->q->v, 1, p->q->cols, p->q->name };
	one->q = &q;
	if (r->kq) {
		/* K Q^T's row 0 is key 0's dot products with the queries:
		 * the scores of a query K_0 over the keys Q (heads one to
		 * one) */
		q.v = p->k->v;
		one->k = p->q;
		kq = *r;
		kq.kq = false;
		r = &kq;
	}
	if (p->dout) {
		d = (struct matrix){ p->dout->v, 1, p->dout->cols, NULL };
		one->dout = &d;
	}
	if (p->mask) {
		mask = (struct matrix){ p->mask->v, 1, p->mask->cols, NULL };
		one->mask = &mask;
	}
	if (p->bias) {
		bias = (struct matrix){ p->bias->v, 1, p->bias->cols, NULL };
		one->bias = &bias;
	}
	return attention(one, r, t);
}

/* Whether row 0 of P's answer by R passes T. */
static bool first_row_passes(const struct problem *p, const struct recipe *r,
			     const struct row_test *t)
{
	/* row 0 of the one row is the answer's row 0: its tests stop it */
	struct matrix m = row0(p, r, t);
	bool ok = m.v && t->ok(t->ctx, m.v, 0, m.cols);

	free(m.v);
	return ok;
}

/* Whether the answer's column 0 (of each block of heads) can be row 0 of
 * R's matrix untransposed, when R transposes it (each of its blocks, or
 * the whole): a transpose's first row, for the cost of R's first row
 * instead of the whole. */
static bool first_column_passes(const struct problem *p,
				const struct recipe *r,
				const struct row_test *t)
{
	struct recipe u = *r;
	size_t blocks, bw, b, a, rows = p->q->rows;
	struct matrix m;
	bool ok = true;

	u.transpose = 0;
	if (!t->cell || !row_local(p, &u))
		return true;
	blocks = r->transpose == 1 ? recipe_blocks(p, &u) : 1;
	m = row0(p, &u, NULL);
	bw = m.cols / blocks;
	/* block b's cell (0, a) lands at row a, column b * rows */
	for (b = 0; ok && b < blocks; b++)
		for (a = 0; ok && a < bw; a++)
			ok = t->cell(t->ctx, m.v[b * bw + a],
				     a * blocks * rows + b * rows);
	free(m.v);
	return ok;
}

struct matrix recipe_try(const struct problem *p, const struct recipe *r,
			 const struct row_test *test)
{
	struct matrix m, t;

	/* a transpose's rows come whole at the end, its first row from the
	 * first row untransposed */
	if (test && r->transpose && p->of <= STEP_GRAD && !p->a &&
	    !first_column_passes(p, r, test))
		return (struct matrix){ NULL, 0, 0, NULL };
	if (r->transpose)
		test = NULL;
	if (test && p->of <= STEP_GRAD && !p->a && row_local(p, r) &&
	    !first_row_passes(p, r, test))
		return (struct matrix){ NULL, 0, 0, NULL };
	if (p->of == STEP_PROJECT)
		m = step_project(p, r);
	else if (p->of == STEP_ROPE)
		m = step_rope(p, r);
	else if (p->of == STEP_MERGE)
		m = step_merge(p, r);
	else if (p->of == STEP_NORM || p->of == STEP_NORM_GRAD)
		m = step_norm(p, r);
	else
		m = attention(p, r, test);
	if (r->transpose && m.v) {
		t = transpose(&m, r->transpose == 1 ? recipe_blocks(p, r) : 1);
		free(m.v);
		m = t;
	}
	return m;
}

void recipe_done(void)
{
	recipe_memo_done();
	forward_free(&fw[0]);
	forward_free(&fw[1]);
	recipe_right_scores_done();
	recipe_forget();
}

void recipe_forget(void)
{
	recipe_memo_forget();
	memset(fw, 0, sizeof fw);
	recipe_right_scores_forget();
}

/* --- the mistakes of any answer --------------------------------------- */

static bool transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v > (recipe_blocks(p, r) > 1))
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
	if (recipe_blocks(p, &r) > 1 && v == 0)
		snprintf(buf, n, "each head's block of the right matrix "
			 "transposed, %zux%zu each", m.cols /
			 recipe_blocks(p, &r), m.rows);
	else if (m.rows == m.cols)
		snprintf(buf, n, "the right matrix transposed, its rows "
			 "written as columns");
	else
		snprintf(buf, n, "the right matrix transposed: %zux%zu instead "
			 "of %zux%zu", m.cols, m.rows, m.rows, m.cols);
	free(m.v);
}

static const struct mistake table[] = {
	{ "transposed", STEP_ANY, PARAM(transpose), transposed_text, transposed },
};
const struct mistakes any_mistakes = { table, sizeof table / sizeof *table };
