/* project.c - Y = X W + b, one row of X at a time. */
#include "attn/project.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/err.h"

/* Into A: W as d_in x d_out whatever its layout, with B's row below it.
 * Each output, sum_i x_i W_ij + b_j, is then one dot product of [x, 1]
 * with a column of A, summed exactly and rounded once.  TRANSPOSED: W is
 * d_out x d_in.  (A is the caller's, so that what it holds is in memory
 * when an error ends attn here.) */
static void load_w(struct matrix *a, const char *wpath, const char *bpath,
		   bool transposed)
{
	struct matrix W = mat_load(wpath, "W", 0, false);
	size_t din = transposed ? W.cols : W.rows;
	size_t dout = transposed ? W.rows : W.cols, i, j, n;
	const double *b;
	long line;
	reader *B;

	a->rows = din + (bpath != NULL);
	a->cols = dout;
	a->name = W.name;
	a->v = xarray(xmul(a->rows, a->cols), sizeof *a->v);
	for (i = 0; i < din; i++)
		for (j = 0; j < dout; j++)
			a->v[i * dout + j] = transposed ? W.v[j * din + i] :
			    W.v[i * dout + j];
	mat_free(&W);
	if (!bpath)
		return;
	B = rd_open(bpath, "B", 0);
	if (!rd_row(B, &b, &n))
		fail(rd_name(B), 0, "no data rows (B needs one)");
	line = rd_line(B);
	if (n == dout)
		memcpy(a->v + din * dout, b, dout * sizeof *b);
	/* a second row first: B written as a column is the likelier slip */
	if (rd_row(B, &b, &i))
		fail(rd_name(B), rd_line(B), "B has more than one row (it must "
		     "be one row of d_out = %zu number%s)", dout,
		     dout == 1 ? "" : "s");
	if (n != dout)
		fail(rd_name(B), line, "B has %zu number%s, but W has %zu %s "
		     "(d_out must match)", n, n == 1 ? "" : "s", dout,
		     transposed ? (dout == 1 ? "row" : "rows") :
		     (dout == 1 ? "column" : "columns"));
	rd_close(B);
}

size_t project_shape(void *ctx, const struct row *r, size_t *nout,
		     size_t *nk, size_t *heads)
{
	struct project *p = ctx;
	size_t din = p->din;

	(void)nk;
	(void)heads;
	if (r->n != din)
		fail(r->where, r->line, "row has %zu column%s, but W has %zu %s "
		     "(d_in must match)", r->n, r->n == 1 ? "" : "s", din,
		     p->transposed ? (din == 1 ? "column" : "columns") :
		     (din == 1 ? "row" : "rows"));
	*nout = p->w.cols;
	/* [x, 1], then y */
	return p->w.rows + p->w.cols;
}

void project_row(void *ctx, struct row *r)
{
	struct project *p = ctx;
	double *xb = r->buf, *y = r->buf + p->w.rows;
	size_t j;

	memcpy(xb, r->in, p->din * sizeof *xb);
	/* the 1 that picks up B's row, when there is one */
	if (p->w.rows > p->din)
		xb[p->din] = 1;
	kn_apply(xb, &p->w, y);
	/* as in scores: finite in, infinite out is an error */
	for (j = 0; j < p->w.cols; j++)
		if (isinf(y[j]))
			fail(r->where, r->line, "the output for column %zu "
			     "overflows a double", j);
	r->out = y;
}

void project_load(struct project *p, const char *wpath, const char *bpath,
		  bool transposed)
{
	p->transposed = transposed;
	load_w(&p->a, wpath, bpath, transposed);
	p->din = p->a.rows - (bpath != NULL);
	kn_values(&p->w, p->a.v, p->a.rows, p->a.cols);
}

void project_free(struct project *p)
{
	kn_mat_free(&p->w);
	mat_free(&p->a);
}
