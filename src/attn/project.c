/* project.c - Y = X W + b, one row of X at a time, and its backward
 * pass. */
#include "attn/project.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"
#include "num/scale.h"

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

/* --- the backward pass ------------------------------------------------ */

void project_back_begin(struct project_back *b, const struct project *p,
			size_t np, enum project_wrt wrt,
			const char *const *dpaths, int jobs)
{
	size_t k, i, j, off = 0, din = p[0].din, dout, c;

	memset(b, 0, sizeof *b);
	b->p = p;
	b->np = np;
	b->wrt = wrt;
	b->jobs = jobs;
	for (k = 1; k < np; k++)
		if (p[k].din != din)
			fail(p[k].a.name, 0, "W has %zu %s, but the first W has "
			     "%zu (each W takes X: d_in must match)", p[k].din,
			     p[k].transposed ? "columns" : "rows", din);
	b->dy = xcalloc(np, sizeof *b->dy);
	for (k = 0; k < np; k++)
		b->dy[k] = rd_open(dpaths[k], "dY", 0);
	if (wrt == PROJECT_WRT_X) {
		for (k = 0; k < np; k++)
			off += p[k].w.cols;
		b->vt.rows = off;
		b->vt.cols = din;
		b->vt.v = xarray(xmul(off, din), sizeof *b->vt.v);
		for (off = k = 0; k < np; off += p[k].w.cols, k++)
			for (j = 0; j < p[k].w.cols; j++)
				for (i = 0; i < din; i++)
					b->vt.v[(off + j) * din + i] =
					    p[k].a.v[i * p[k].w.cols + j];
		kn_values(&b->v, b->vt.v, b->vt.rows, din);
		return;
	}
	dout = p[0].w.cols;
	b->rows = wrt == PROJECT_WRT_B ? 1 : p[0].transposed ? dout : din;
	b->cols = wrt == PROJECT_WRT_B ? dout : p[0].transposed ? din : dout;
	b->nacc = jobs > 0 ? jobs : 1;
	b->acc = xcalloc((size_t)b->nacc, sizeof *b->acc);
	b->sums = xcalloc((size_t)b->nacc, sizeof *b->sums);
	for (c = 0; c < (size_t)b->nacc; c++) {
		kn_acc_init(&b->acc[c], xmul(b->rows, b->cols));
		kn_rows_init(&b->sums[c], b->rows, b->cols);
	}
	b->out = xarray(b->cols, sizeof *b->out);
}

/* The first row: X's width, and each dY's. */
static size_t back_shape(void *ctx, const struct row *r, size_t *nout,
			 size_t *nk, size_t *heads)
{
	struct project_back *b = ctx;
	size_t k, n;

	project_shape((void *)b->p, r, nout, nk, heads);
	for (k = 0; k < b->np; k++) {
		n = r->with_n[k];
		if (n != b->p[k].w.cols)
			fail(rd_name(b->dy[k]), r->with_line[k], "dY has %zu "
			     "column%s, but W has %zu %s%s (d_out must match)",
			     n, n == 1 ? "" : "s", b->p[k].w.cols,
			     b->p[k].transposed ? "row" : "column",
			     b->p[k].w.cols == 1 ? "" : "s");
	}
	*nout = b->wrt == PROJECT_WRT_X ? b->p[0].din : 0;
	return *nout;
}

/* --wrt x: the row of every dY_p, one after another, against VT. */
static void back_row(void *ctx, struct row *r)
{
	struct project_back *b = ctx;
	size_t j;

	r->out = NULL;
	if (b->wrt != PROJECT_WRT_X)
		return;
	kn_apply(r->with, &b->v, r->buf);
	for (j = 0; j < b->v.cols; j++)
		if (isinf(r->buf[j]))
			fail(r->where, r->line, "dX for column %zu overflows "
			     "a double", j);
	r->out = r->buf;
}

/* Row I of a batch as --wrt w, b take it: the rows of X^T and dY (db:
 * a 1 for X), in the answer's layout. */
static void back_factors(const struct project_back *b, const struct row *r,
			 const double **x, const double **y)
{
	static const double one = 1;
	bool t = b->p[0].transposed;

	*x = b->wrt == PROJECT_WRT_B ? &one : t ? r->with : r->in;
	*y = b->wrt == PROJECT_WRT_B || !t ? r->with : r->in;
}

/* --wrt w, b: a batch of rows' products into this thread's sums: the
 * tiled ones, or the exact ones (X or dY read once only). */
static void back_batch(void *ctx, struct row *r, size_t n)
{
	struct project_back *b = ctx;
	struct kn_acc *acc = &b->acc[pool_thread()];
	struct kn_rows *sums = &b->sums[pool_thread()];
	const double *x[KN_OUTER], *y[KN_OUTER];
	size_t i, i0, m;

	for (i0 = 0; i0 < n; i0 += m) {
		m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
		for (i = 0; i < m; i++)
			back_factors(b, &r[i0 + i], &x[i], &y[i]);
		if (b->tiled)
			kn_rows_add(sums, x, y, m);
		else
			kn_acc_outer(acc, 0, b->cols, b->rows, b->cols, x, y, m);
	}
}

/* The second reading: the undecided cells' products, exactly. */
static void back_again(void *ctx, struct row *r, size_t n)
{
	struct project_back *b = ctx;
	struct kn_acc *acc = &b->acc[pool_thread()];
	const double *x, *y;
	size_t i, q, c;

	for (i = 0; i < n; i++) {
		back_factors(b, &r[i], &x, &y);
		for (q = 0; q < b->nund; q++) {
			c = b->undecided[q];
			kn_acc_add(acc, q, x[c / b->cols], y[c % b->cols]);
		}
	}
}

/* The answer from the tiled sums into RES, its undecided cells summed
 * again exactly from a second reading of X (IN) and every dY. */
static void back_tiled(struct project_back *b, reader *in, double *res)
{
	static const struct scale none = { SCALE_NONE, 0 };
	unsigned char *und = xmalloc(b->cols + 1);
	reader **dy;
	struct rows rs = { .with = b->dy, .nwith = b->np, .ctx = b,
			   .shape = back_shape, .fn = back_row,
			   .batch = back_again, .batch_min = 64 };
	size_t i, k, cap = 0;
	int t;

	for (i = 0; i < b->rows; i++)
		if (kn_rows_round(b->sums, (size_t)b->nacc, i, 1, &none,
				  res + i * b->cols, und))
			for (k = 0; k < b->cols; k++)
				if (und[k]) {
					if (b->nund == cap) {
						cap = cap ? 2 * cap : 64;
						b->undecided = xrearray(
						    b->undecided, cap,
						    sizeof *b->undecided);
					}
					b->undecided[b->nund++] = i * b->cols + k;
				}
	free(und);
	if (!b->nund)
		return;
	dy = xcalloc(b->np, sizeof *dy);
	for (k = 0; k < b->np; k++)
		dy[k] = rd_again(b->dy[k]);
	rs.in = rd_again(in);
	rs.with = dy;
	for (t = 0; t < b->nacc; t++) {
		kn_acc_free(&b->acc[t]);
		kn_acc_init(&b->acc[t], b->nund);
	}
	rows_run(&rs, b->jobs);
	for (t = 1; t < b->nacc; t++)
		kn_acc_merge(&b->acc[0], &b->acc[t]);
	for (i = 0; i < b->nund; i++)
		res[b->undecided[i]] = kn_acc_round(&b->acc[0], i, 1, &none);
	rd_close(rs.in);
	for (k = 0; k < b->np; k++)
		rd_close(dy[k]);
	free(dy);
}

void project_back_run(struct project_back *b, reader *in)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct rows rs = { .in = in, .with = b->dy, .nwith = b->np, .ctx = b,
			   .shape = back_shape, .fn = back_row,
			   .batch = b->acc ? back_batch : NULL,
			   .batch_min = b->acc ? 64 : 0 };
	double *res = NULL;
	size_t i, j, k;
	int t;

	b->tiled = b->acc && rd_can_again(in);
	for (k = 0; k < b->np; k++)
		b->tiled = b->tiled && rd_can_again(b->dy[k]);
	if (b->tiled)
		rs.batch_min = KN_OUTER;
	rows_run(&rs, b->jobs);
	if (!b->acc)
		return;
	if (b->tiled) {
		res = xarray(xmul(b->rows, b->cols) + 1, sizeof *res);
		back_tiled(b, in, res);
	} else
		for (t = 1; t < b->nacc; t++)
			kn_acc_merge(&b->acc[0], &b->acc[t]);
	for (i = 0; i < b->rows; i++) {
		for (j = 0; j < b->cols; j++) {
			b->out[j] = res ? res[i * b->cols + j] :
			    kn_acc_round(&b->acc[0], i * b->cols + j, 1, &none);
			if (isinf(b->out[j])) {
				free(res);
				fail(rd_name(in), 0, "d%c for %s %zu overflows a "
				     "double", b->wrt == PROJECT_WRT_B ? 'b' : 'W',
				     b->wrt == PROJECT_WRT_B ? "column" : "row",
				     b->wrt == PROJECT_WRT_B ? j : i);
			}
		}
		out_row(b->out, b->cols);
	}
	free(res);
}

void project_back_free(struct project_back *b)
{
	size_t k;
	int t;

	for (k = 0; b->dy && k < b->np; k++)
		rd_close(b->dy[k]);
	free(b->dy);
	if (b->vt.v)
		kn_mat_free(&b->v);
	mat_free(&b->vt);
	for (t = 0; b->acc && t < b->nacc; t++) {
		kn_acc_free(&b->acc[t]);
		kn_rows_free(&b->sums[t]);
	}
	free(b->acc);
	free(b->sums);
	free(b->undecided);
	free(b->out);
	memset(b, 0, sizeof *b);
}
