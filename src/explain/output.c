/* output.c - the output step: each head's weights applied to its values,
 * the heads' outputs side by side; and the mistakes that bend it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

struct matrix step_output(const struct problem *p, const struct recipe *r,
			 const struct scores *s, const double *w,
			 const struct row_test *t)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	size_t nk = s->nk, dv = M->cols / r->g, i, hh, c, j;
	size_t rows = r->output == OUT_ATV ? nk : s->nq;
	struct matrix o = { NULL, rows, r->h * dv, NULL };

	o.v = xcalloc(xmul(rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < rows; i++) {
		for (hh = 0; hh < r->h; hh++) {
			struct cut mc = cut(r, kv_of(r, hh), r->g, dv);
			double *out = o.v + i * o.cols + hh * dv;

			for (j = 0; j < nk; j++) {
				/* A^T V: row i of the output is column i of A */
				double a = r->output == OUT_ATV ?
					   w[j * s->width + hh * nk + i] :
					   w[i * s->width + hh * nk + j];
				const double *m = M->v + j * M->cols + mc.off;

				if (r->round_to)
					a = round(a / r->round_to) * r->round_to;
				if (mc.step == 1)
					for (c = 0; c < dv; c++)
						out[c] += a * m[c];
				else
					for (c = 0; c < dv; c++)
						out[c] += a * m[c * mc.step];
			}
		}
		if (row_fails(t, &o, i))
			return stopped(&o);
	}
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

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

/* Variant V rounds to V + 1 decimals, up to as many as the answer has. */
static bool weights_rounded(const struct problem *p, int v,
			    struct recipe *r)
{
	if (v >= p->decimals)
		return false;
	r->round_to = decimal_unit(v + 1);
	return true;
}

static void weights_rounded_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p;
	snprintf(buf, n, "the weights were rounded to %d decimal%s before they "
		 "were applied to V", v + 1, v ? "s" : "");
}

static const struct mistake table[] = {
	{ "values-are-keys", STEP_OUTPUT, values_are_keys_text,
	  values_are_keys },
	{ "weights-transposed", STEP_OUTPUT, weights_transposed_text,
	  weights_transposed },
	{ "weights-rounded", STEP_OUTPUT, weights_rounded_text,
	  weights_rounded },
};
const struct mistakes output_mistakes = { table,
					  sizeof table / sizeof *table };
