/* mistakes.c - the catalogue of common mistakes: the tables of the steps
 * (step.h), in the order attn-check(1) lists them.
 *
 * A mistake is tried only where it can change the answer: a mask mistake
 * with a mask option, a heads mistake with --heads, a transpose where the
 * shapes allow it.  One that gives the right matrix all the same is not
 * named (diagnose.c). */
#include "explain/mistakes.h"

#include "explain/recipe.h"
#include "explain/step.h"

/* The steps' tables, in order; a new step's table goes in its place. */
static const struct mistakes *const catalogue[] = {
	&scores_mistakes, &softmax_mistakes, &output_mistakes, &grad_mistakes,
	&project_mistakes, &rope_mistakes, &merge_mistakes, &norm_mistakes,
	&norm_grad_mistakes, &kernel_mistakes, &kernel_grad_mistakes,
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
