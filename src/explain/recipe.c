/* recipe.c - a problem's answer from a recipe (recipe.h): the loops of
 * the steps (step.h), each in its step's file, run in order, with what
 * candidates share kept from one to the next; and the mistakes of any
 * stage's answer, which bend the whole. */
#include "explain/recipe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- what every candidate with the same heads shares ------------------ */

/* The dot products Q K^T of every query head with its key head, and
 * grad's dA = dO V^T, n_q x h*n_k each: the same for every candidate that
 * cuts the heads and reads K (or V) the same way, so computed once for
 * each way (there are few: --heads, and the mistakes heads-ignored,
 * heads-interleaved, gqa-modulo, no-transpose). */
static struct memo {
	const struct problem *p;
	int kind;
	size_t h, g;
	bool interleaved, kv_modulo, no_transpose;
	double *v;
} memo[8];
static size_t memo_next;

double *recipe_memo(int kind, const struct problem *p, const struct recipe *r,
		    bool *found)
{
	struct memo key = { p, kind, r->h, r->g, r->interleaved,
			    r->kv_modulo, kind == MEMO_DOTS && r->no_transpose,
			    NULL }, *m;
	size_t c, n = sizeof memo / sizeof *memo;

	for (c = 0; c < n; c++) {
		m = &memo[c];
		if (m->v && m->p == p && m->kind == kind && m->h == key.h &&
		    m->g == key.g && m->interleaved == key.interleaved &&
		    m->kv_modulo == key.kv_modulo &&
		    m->no_transpose == key.no_transpose) {
			*found = true;
			return m->v;
		}
	}
	m = &memo[memo_next++ % n];
	free(m->v);
	*m = key;
	m->v = xarray(xmul(xmul(p->q->rows, r->h), p->k->rows) + 1,
		      sizeof *m->v);
	*found = false;
	return m->v;
}

/* The right recipe's scores, for recipe_right_scores. */
static struct {
	const struct problem *p;
	bool have;
	struct scores s;
} right;

const struct scores *recipe_right_scores(const struct problem *p)
{
	struct recipe r;

	if (!right.have || right.p != p) {
		if (right.have)
			step_scores_free(&right.s);
		recipe_right(p, &r);
		step_scores(p, &r, &right.s);
		right.p = p;
		right.have = true;
	}
	return &right.s;
}

bool row_fails(const struct row_test *t, const struct matrix *o, size_t i)
{
	return t && !t->ok(t->ctx, o->v + i * o->cols, i, o->cols);
}

struct matrix stopped(struct matrix *o)
{
	free(o->v);
	return (struct matrix){ NULL, 0, 0, NULL };
}

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
	 * normalised one */
	if (p->of == STEP_PROJECT || p->of == STEP_ROPE ||
	    p->of == STEP_NORM || p->of == STEP_NORM_GRAD)
		return 1;
	if (p->of == STEP_GRAD && (p->wrt == WRT_K || p->wrt == WRT_V))
		return r->g;
	return r->h;
}

void recipe_shape(const struct problem *p, const struct recipe *r,
		  size_t *rows, size_t *cols)
{
	const struct matrix *m = r->output == OUT_AK ? p->k : p->v;
	size_t nk = p->of >= STEP_PROJECT ? 0 : p->k->rows, b;

	switch (p->of) {
	case STEP_PROJECT:
		*rows = p->x->rows, *cols = p->w->cols;
		break;
	case STEP_ROPE:
		*rows = p->x->rows, *cols = p->x->cols;
		break;
	case STEP_NORM:
	case STEP_NORM_GRAD:
		step_norm_shape(p, r, rows, cols);
		break;
	case STEP_OUTPUT:
		*rows = r->output == OUT_ATV ? nk : p->q->rows;
		*cols = r->h * (m->cols / r->g);
		break;
	default:
		/* dS and dA have the shape of the scores and the weights */
		*rows = p->q->rows, *cols = r->h * nk;
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

void recipe_right(const struct problem *p, struct recipe *r)
{
	memset(r, 0, sizeof *r);
	r->log_base = 1;
	r->times = 1;
	if (p->of >= STEP_PROJECT)
		return;
	r->h = p->h;
	r->g = p->g;
	r->scale = p->sc.mode == SCALE_NONE ? 1 : p->sc.mode == SCALE_BY ?
		   p->sc.by : 1 / sqrt((double)(p->q->cols / p->h));
	mask_rule_of(p->opt, &r->rule);
	r->alibi = p->opt->alibi;
	r->fill = p->opt->policy;
	r->sinks = p->sinks != NULL;
}

/* The last candidate's forward pass, for the next one that shares it: in
 * the pairs, a mistake of the scores is tried with every later one, and
 * a later one after the right scores. */
static struct forward {
	const struct problem *p;
	struct recipe r;		/* what they were computed by */
	bool scored, weighed;
	struct scores s;
	double *w;
} last;

/* Whether rules A and B are the same rules. */
static bool same_rule(const struct mask_rule *a, const struct mask_rule *b)
{
	return a->offset == b->offset && a->causal == b->causal &&
	       a->flipped == b->flipped && a->reach == b->reach &&
	       a->window == b->window && a->left == b->left &&
	       a->right == b->right && a->seg == b->seg;
}

/* Whether recipes A and B give the same scores: they read these. */
static bool same_scores(const struct recipe *a, const struct recipe *b)
{
	return a->h == b->h && a->g == b->g &&
	       a->interleaved == b->interleaved &&
	       a->kv_modulo == b->kv_modulo &&
	       a->no_transpose == b->no_transpose && a->scale == b->scale &&
	       a->bias_off == b->bias_off && a->bias_scaled == b->bias_scaled &&
	       a->alibi == b->alibi &&
	       same_rule(&a->rule, &b->rule) &&
	       a->unmasked == b->unmasked &&
	       a->mask_inverted == b->mask_inverted &&
	       a->masked_finite == b->masked_finite &&
	       a->masked_as == b->masked_as &&
	       a->temperature == b->temperature &&
	       a->softcap_off == b->softcap_off;
}

/* And the same weights: these too. */
static bool same_weights(const struct recipe *a, const struct recipe *b)
{
	return same_scores(a, b) && a->softmax == b->softmax &&
	       a->log_base == b->log_base && a->times == b->times &&
	       a->fill == b->fill && a->sinks == b->sinks;
}

static void forward_free(void)
{
	if (last.scored)
		step_scores_free(&last.s);
	free(last.w);
	memset(&last, 0, sizeof last);
}

/* R's scores (and its weights, when WEIGHTS) for P, kept in LAST. */
static void forward(const struct problem *p, const struct recipe *r,
		    bool weights_too)
{
	if (!last.scored || last.p != p || !same_scores(&last.r, r)) {
		forward_free();
		last.p = p;
		last.r = *r;
		step_scores(p, r, &last.s);
		last.scored = true;
	}
	if (weights_too && (!last.weighed || !same_weights(&last.r, r))) {
		free(last.w);
		last.r = *r;
		last.w = step_softmax(r, &last.s, p->sinks);
		last.weighed = true;
	}
}

struct matrix recipe_run(const struct problem *p, const struct recipe *r)
{
	return recipe_try(p, r, NULL);
}

struct matrix recipe_try(const struct problem *p, const struct recipe *r,
			 const struct row_test *test)
{
	struct matrix m = { NULL, 0, 0, NULL }, t;
	const struct scores *s = &last.s;
	size_t i, cells;

	/* a transpose's rows come whole at the end */
	if (r->transpose)
		test = NULL;
	if (p->of == STEP_PROJECT) {
		m = step_project(p, r);
	} else if (p->of == STEP_ROPE) {
		m = step_rope(p, r);
	} else if (p->of == STEP_NORM || p->of == STEP_NORM_GRAD) {
		m = step_norm(p, r);
	} else {
		forward(p, r, p->of != STEP_SCORES);
		m.rows = s->nq;
		m.cols = s->width;
		cells = xmul(m.rows, m.cols);
		if (p->of == STEP_GRAD) {
			m = step_grad(p, r, s, last.w, test);
		} else if (p->of != STEP_OUTPUT) {
			m.v = xarray(cells + 1, sizeof *m.v);
			for (i = 0; i < cells; i++)
				m.v[i] = p->of == STEP_SOFTMAX ? last.w[i] :
					 s->allow[i] ? s->raw[i] : -INFINITY;
		} else {
			m = step_output(p, r, s, last.w, test);
		}
	}
	if (r->transpose && m.v) {
		t = transpose(&m, r->transpose == 1 ? recipe_blocks(p, r) : 1);
		free(m.v);
		m = t;
	}
	return m;
}

void recipe_done(void)
{
	size_t c;

	for (c = 0; c < sizeof memo / sizeof *memo; c++)
		free(memo[c].v);
	forward_free();
	if (right.have)
		step_scores_free(&right.s);
	recipe_forget();
}

void recipe_forget(void)
{
	memset(memo, 0, sizeof memo);
	memo_next = 0;
	memset(&last, 0, sizeof last);
	memset(&right, 0, sizeof right);
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
	{ "transposed", STEP_ANY, transposed_text, transposed },
};
const struct mistakes any_mistakes = { table, sizeof table / sizeof *table };
