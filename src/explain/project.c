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
			double y = p->b && !r->b_first ? r->b_times * p->b[j] : 0;

			/* x W^T reads W's row j, which a square W has; (x + b)
			 * W adds b's entry t to x's, which d_in = d_out
			 * allows */
			for (t = 0; t < W->rows; t++)
				y += (X->v[i * X->cols + t] +
				      (r->b_first ? p->b[t] : 0)) *
				     (r->w_flipped ? W->v[j * dout + t] :
				      W->v[t * dout + j]);
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

/* The bias row has an entry that is not 0. */
static bool b_adds(const struct problem *p)
{
	size_t j;

	for (j = 0; p->b && j < p->w->cols; j++)
		if (p->b[j] != 0)
			return true;
	return false;
}

static bool bias_times(const struct problem *p, int v, struct recipe *r,
		       double times)
{
	if (v || !b_adds(p))
		return false;
	r->b_times = times;
	return true;
}

static bool project_bias_ignored(const struct problem *p, int v,
				 struct recipe *r)
{
	return bias_times(p, v, r, 0);
}

static void project_bias_ignored_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the bias row B was not added");
}

static bool project_bias_subtracted(const struct problem *p, int v,
				    struct recipe *r)
{
	return bias_times(p, v, r, -1);
}

static void project_bias_subtracted_text(const struct problem *p, int v,
					 char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "x W - b: the bias row B was subtracted, not added");
}

static bool project_bias_first(const struct problem *p, int v,
			       struct recipe *r)
{
	if (v || !b_adds(p) || p->w->rows != p->w->cols)
		return false;
	r->b_first = true;
	return true;
}

static void project_bias_first_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "(x + b) W: the bias row B was added to x before the "
		 "product, not after it");
}

static bool project_bias_twice(const struct problem *p, int v,
			       struct recipe *r)
{
	return bias_times(p, v, r, 2);
}

static void project_bias_twice_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "x W + 2b: the bias row B was added twice");
}

static const struct mistake table[] = {
	{ "w-transposed", STEP_PROJECT, w_transposed_text, w_transposed },
	{ "project-bias-ignored", STEP_PROJECT, project_bias_ignored_text,
	  project_bias_ignored },
	{ "project-bias-subtracted", STEP_PROJECT, project_bias_subtracted_text,
	  project_bias_subtracted },
	{ "project-bias-first", STEP_PROJECT, project_bias_first_text,
	  project_bias_first },
	{ "project-bias-twice", STEP_PROJECT, project_bias_twice_text,
	  project_bias_twice },
};
const struct mistakes project_mistakes = { table,
					   sizeof table / sizeof *table };
