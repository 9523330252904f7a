/* problem.c - what every file of check --of's search shares
 * (problem.h): the right recipe, what candidates with the same heads
 * share, the tests of their rows, and the words of the mistakes'
 * numbers. */
#include "explain/problem.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* --- the right recipe ------------------------------------------------- */

void recipe_right(const struct problem *p, struct recipe *r)
{
	memset(r, 0, sizeof *r);
	r->log_base = 1;
	r->times = 1;
	r->grad_scale = 1;
	r->b_times = 1;
	if (p->of >= STEP_PROJECT)
		return;
	r->h = p->h;
	r->g = p->g;
	if (p->a)
		return;
	r->scale = p->sc.mode == SCALE_NONE ? 1 : p->sc.mode == SCALE_BY ?
		   p->sc.by : 1 / sqrt((double)(p->q->cols / p->h));
	mask_rule_of(p->opt, &r->rule);
	r->alibi = p->opt->alibi;
	r->fill = p->opt->policy;
	r->sinks = p->sinks != NULL;
}

/* --- a candidate's rows ----------------------------------------------- */

bool row_fails(const struct row_test *t, const struct matrix *o, size_t i)
{
	return t && !t->ok(t->ctx, o->v + i * o->cols, i, o->cols);
}

struct matrix stopped(struct matrix *o)
{
	free(o->v);
	return (struct matrix){ NULL, 0, 0, NULL };
}

/* --- what every candidate with the same heads shares ------------------ */

/* The dot products Q K^T of every query head with its key head, and
 * grad's dA = dO V^T, n_q x h*n_k each: the same for every candidate that
 * cuts the heads and reads K (or V) the same way, so computed once for
 * each way (there are few: --heads, and the mistakes heads-ignored,
 * heads-interleaved, gqa-modulo, no-transpose, da-not-transposed). */
static struct memo {
	const struct problem *p;
	const double *q, *k;	/* its Q and K (first_row's change) */
	int kind;
	size_t h, g;
	bool interleaved, kv_modulo, kv_first, flipped;
	double *v;
} memo[8];
static size_t memo_next;

double *recipe_memo(int kind, const struct problem *p, const struct recipe *r,
		    bool *found)
{
	struct memo key = { p, p->q->v, p->k->v, kind, r->h, r->g,
			    r->interleaved,
			    r->kv_modulo, r->kv_first, kind == MEMO_DOTS ?
			    r->no_transpose : r->da_untransposed, NULL }, *m;
	size_t c, n = sizeof memo / sizeof *memo;

	for (c = 0; c < n; c++) {
		m = &memo[c];
		if (m->v && m->p == p && m->q == key.q && m->k == key.k &&
		    m->kind == kind && m->h == key.h &&
		    m->g == key.g && m->interleaved == key.interleaved &&
		    m->kv_modulo == key.kv_modulo &&
		    m->kv_first == key.kv_first && m->flipped == key.flipped) {
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

void recipe_memo_done(void)
{
	size_t c;

	for (c = 0; c < sizeof memo / sizeof *memo; c++)
		free(memo[c].v);
	recipe_memo_forget();
}

void recipe_memo_forget(void)
{
	memset(memo, 0, sizeof memo);
	memo_next = 0;
}

/* --- what the words of the mistakes share ----------------------------- */

const char *num(char *buf, double x)
{
	snprintf(buf, 32, "%.6g", x);
	return buf;
}

size_t head_dk(const struct problem *p) { return p->q->cols / p->h; }
size_t head_dv(const struct problem *p) { return p->v->cols / p->g; }

size_t n_queries(const struct problem *p)
{
	return p->a ? p->a->rows : p->q->rows;
}

size_t n_keys(const struct problem *p)
{
	return p->a ? p->a->cols / p->h : p->k->rows;
}

bool any_mask(const struct problem *p)
{
	return p->opt->causal || p->opt->window || p->mask || p->bias ||
	       p->opt->segments_path || p->opt->prefix || p->opt->chunk ||
	       p->opt->bidir_path;
}

bool bias_adds(const struct problem *p)
{
	size_t i;

	for (i = 0; p->bias && i < p->bias->rows * p->bias->cols; i++)
		if (isfinite(p->bias->v[i]) && p->bias->v[i] != 0)
			return true;
	return false;
}

double right_scale(const struct problem *p)
{
	struct recipe r;

	recipe_right(p, &r);
	return r.scale;
}

const char *position_text(char *buf, long long offset)
{
	if (offset)
		snprintf(buf, 32, "i %c %llu", offset < 0 ? '-' : '+',
			 offset < 0 ? 0ULL - (unsigned long long)offset :
			 (unsigned long long)offset);
	else
		snprintf(buf, 32, "i");
	return buf;
}

bool rounding_variant(const struct problem *p, int v, struct rounding *r,
		      bool (*tie)(const struct problem *p,
				  const struct rounding *r))
{
	int d, k = 0, even, most = p->decimals > ROUNDING_FEW ?
				    p->decimals : ROUNDING_FEW;

	/* by hand, or by numpy to a few places: not past 6; a kernel rounds
	 * nothing to decimals */
	for (d = 0; !p->kv && d <= most && d <= ROUNDING_MOST; d++)
		for (even = 0; even < 2; even++) {
			*r = (struct rounding){ d, even, pow(10, d) };
			if (even && tie && !tie(p, r))
				continue;
			if (k++ == v)
				return true;
		}
	return false;
}

const char *rounding_text(const struct rounding *r, char *buf)
{
	if (r->decimals)
		snprintf(buf, 64, "%d decimal%s%s", r->decimals,
			 r->decimals > 1 ? "s" : "",
			 r->even ? " (halves to even, as numpy rounds)" : "");
	else
		snprintf(buf, 64, "whole numbers%s",
			 r->even ? " (halves to even, as numpy rounds)" : "");
	return buf;
}
