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
	&project_mistakes, &rope_mistakes, &norm_mistakes, &norm_grad_mistakes,
	&any_mistakes,
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

bool any_mask(const struct problem *p)
{
	return p->opt->causal || p->opt->window || p->mask || p->bias ||
	       p->opt->segments_path;
}

size_t masked_count(const struct problem *p)
{
	const struct scores *s = recipe_right_scores(p);
	size_t i, n = 0;

	for (i = 0; i < s->nq * s->width; i++)
		n += !s->allow[i];
	return n;
}

size_t fully_masked(const struct problem *p)
{
	const struct scores *s = recipe_right_scores(p);
	size_t b, j, n = 0, live;

	/* a block of n_k keys for each row and head */
	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		for (live = 0, j = 0; j < s->nk; j++)
			live += s->allow[b * s->nk + j];
		n += !live;
	}
	return n;
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

double decimal_unit(int d)
{
	return pow(10, -d);
}
