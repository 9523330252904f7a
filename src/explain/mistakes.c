/* mistakes.c - the catalogue of common mistakes: the tables of the steps
 * (step.h), in the order attn-check(1) lists them, and what their words
 * share.
 *
 * A mistake is tried only where it can change the answer: a mask mistake
 * with a mask option, a heads mistake with --heads, a transpose where the
 * shapes allow it.  One that gives the right matrix all the same is not
 * named (diagnose.c). */
#include "explain/mistakes.h"

#include <math.h>
#include <stdio.h>

#include "explain/step.h"

/* The steps' tables, in order; a new step's table goes in its place. */
static const struct mistakes *const catalogue[] = {
	&scores_mistakes, &softmax_mistakes, &output_mistakes, &grad_mistakes,
	&project_mistakes, &rope_mistakes, &merge_mistakes, &norm_mistakes,
	&norm_grad_mistakes, &kernel_mistakes, &any_mistakes,
};

size_t mistakes_count(void)
{
	size_t c, n = 0;

	for (c = 0; c < sizeof catalogue / sizeof *catalogue; c++)
		n += catalogue[c]->n;
	return n;
}

const struct mistake *mistake_at(size_t k)
{
	size_t c;

	for (c = 0; c < sizeof catalogue / sizeof *catalogue; c++) {
		if (k < catalogue[c]->n)
			return &catalogue[c]->m[k];
		k -= catalogue[c]->n;
	}
	return NULL;
}

/* --- what their words share ------------------------------------------- */

const char *num(char *buf, double x)
{
	snprintf(buf, 32, "%.7g", x);
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

double rounded(const struct rounding *r, double x)
{
	/* as numpy has it: x 10^d rounded, over 10^d (exact to 10^22) */
	return (r->even ? rint(x * r->by) : round(x * r->by)) / r->by;
}

bool rounding_variant(const struct problem *p, int v, struct rounding *r,
		      bool (*tie)(const struct problem *p,
				  const struct rounding *r))
{
	int d, k = 0, even;

	/* by hand, or by numpy to a few places: not past 6 */
	for (d = 1; d <= p->decimals && d <= ROUNDING_MOST; d++)
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
	snprintf(buf, 64, "%d decimal%s%s", r->decimals,
		 r->decimals > 1 ? "s" : "",
		 r->even ? " (halves to even, as numpy rounds)" : "");
	return buf;
}
