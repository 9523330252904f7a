/* project.c - the projection step, x W + b; and the mistakes that bend
 * it. */
#include <stdio.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

void step_project_shape(const struct problem *p, const struct recipe *r,
			size_t *rows, size_t *cols)
{
	size_t din = p->w->rows, dout = p->w->cols;
	/* dW in W's own layout, or the other */
	bool flip = p->transposed != r->dw_transposed;

	switch (p->pwrt) {
	case 'x':
		*rows = p->x->rows, *cols = din;
		break;
	case 'w':
		*rows = flip ? dout : din, *cols = flip ? din : dout;
		break;
	case 'b':
		*rows = 1, *cols = dout;
		break;
	default:
		*rows = p->x->rows, *cols = dout;
	}
}

/* The backward pass: dX = dY W^T (or dY W), dW = X^T dY (in W's layout,
 * or the other), db = the column sums of dY (or their means). */
static struct matrix project_back(const struct problem *p,
				  const struct recipe *r)
{
	const struct matrix *X = p->x, *W = p->w, *D = p->dout;
	size_t din = W->rows, dout = W->cols, i, j, t;
	bool flip = p->transposed != r->dw_transposed;
	struct matrix o = { NULL, 0, 0, NULL };

	step_project_shape(p, r, &o.rows, &o.cols);
	o.v = xcalloc(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < X->rows; i++)
		for (j = 0; j < dout; j++) {
			double g = D->v[i * dout + j];

			if (p->pwrt == 'b')
				o.v[j] += r->db_mean ? g / (double)X->rows : g;
			for (t = 0; p->pwrt == 'w' && t < din; t++)
				o.v[flip ? j * din + t : t * dout + j] +=
					X->v[i * din + t] * g;
			/* dY W reads W's row j as its column */
			for (t = 0; p->pwrt == 'x' && t < din; t++)
				o.v[i * din + t] += g * (r->dx_untransposed ?
							 W->v[j * dout + t] :
							 W->v[t * dout + j]);
		}
	return o;
}

struct matrix step_project(const struct problem *p, const struct recipe *r)
{
	const struct matrix *X = p->x, *W = p->w;
	size_t dout = W->cols, i, j, t;
	struct matrix o = { NULL, X->rows, dout, NULL };

	if (p->pwrt)
		return project_back(p, r);

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
	if (v || p->pwrt || p->w->rows != p->w->cols)
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

	for (j = 0; p->b && !p->pwrt && j < p->w->cols; j++)
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

static bool dx_not_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->pwrt != 'x' || p->w->rows != p->w->cols)
		return false;
	r->dx_untransposed = true;
	return true;
}

static void dx_not_transposed_text(const struct problem *p, int v, char *buf,
				   size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dX = dY W, not dY W^T: W was not transposed");
}

static bool dw_transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->pwrt != 'w')
		return false;
	r->dw_transposed = true;
	return true;
}

static void dw_transposed_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	if (p->transposed)
		snprintf(buf, n, "dW = X^T dY, d_in x d_out, not dY^T X in W's "
			 "own layout (--transposed: d_out x d_in)");
	else
		snprintf(buf, n, "dW = dY^T X, d_out x d_in, not X^T dY in W's "
			 "layout");
}

static bool db_mean(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->pwrt != 'b' || p->x->rows < 2)
		return false;
	r->db_mean = true;
	return true;
}

static void db_mean_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "db = the mean of dY's %zu rows, not their sum",
		 p->x->rows);
}

static const struct mistake table[] = {
	{ "w-transposed", STEP_PROJECT, PARAM(w_flipped), w_transposed_text, w_transposed },
	{ "project-bias-ignored", STEP_PROJECT, PARAM(b_times), project_bias_ignored_text,
	  project_bias_ignored },
	{ "project-bias-subtracted", STEP_PROJECT, PARAM(b_times), project_bias_subtracted_text,
	  project_bias_subtracted },
	{ "project-bias-first", STEP_PROJECT, PARAM(b_times), project_bias_first_text,
	  project_bias_first },
	{ "project-bias-twice", STEP_PROJECT, PARAM(b_times), project_bias_twice_text,
	  project_bias_twice },
	{ "dx-not-transposed", STEP_PROJECT, PARAM(dx_untransposed),
	  dx_not_transposed_text, dx_not_transposed },
	{ "dw-transposed", STEP_PROJECT, PARAM(dw_transposed),
	  dw_transposed_text, dw_transposed },
	{ "db-mean", STEP_PROJECT, PARAM(db_mean), db_mean_text, db_mean },
};
const struct mistakes project_mistakes = { table,
					   sizeof table / sizeof *table };
