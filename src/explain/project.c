/* project.c - the projection step, x W + b; and the mistakes that bend
 * it. */
#include <stdio.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

struct matrix step_project(const struct problem *p, const struct recipe *r)
{
	const struct matrix *X = p->x, *W = p->w;
	size_t dout = W->cols, i, j, t;
	struct matrix o = { NULL, X->rows, dout, NULL };

	o.v = xarray(xmul(o.rows, dout) + 1, sizeof *o.v);
	for (i = 0; i < X->rows; i++)
		for (j = 0; j < dout; j++) {
			double y = p->b && !r->b_off ? p->b[j] : 0;

			/* x W^T reads W's row j, which a square W has */
			for (t = 0; t < W->rows; t++)
				y += X->v[i * X->cols + t] * (r->w_flipped ?
				     W->v[j * dout + t] : W->v[t * dout + j]);
			o.v[i * dout + j] = y;
		}
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

static bool w_transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->w->rows != p->w->cols)
		return false;
	r->w_flipped = true;
	return true;
}

static void w_transposed_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	if (p->transposed)
		snprintf(buf, n, "x W with W as it is stored, though "
			 "--transposed says it is d_out x d_in (x W^T)");
	else
		snprintf(buf, n, "x W^T, not x W: W's rows were taken for its "
			 "columns");
}

static bool project_bias_ignored(const struct problem *p, int v,
				 struct recipe *r)
{
	size_t j;

	for (j = 0; !v && p->b && j < p->w->cols; j++)
		if (p->b[j] != 0) {
			r->b_off = true;
			return true;
		}
	return false;
}

static void project_bias_ignored_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the bias row B was not added");
}

static const struct mistake table[] = {
	{ "w-transposed", STEP_PROJECT, w_transposed_text, w_transposed },
	{ "project-bias-ignored", STEP_PROJECT, project_bias_ignored_text,
	  project_bias_ignored },
};
const struct mistakes project_mistakes = { table,
					   sizeof table / sizeof *table };
