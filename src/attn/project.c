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
 * d_out x d_in.  SHAPE: A's shape alone (W and B read and checked, as
 * always), for a backward pass that needs no W.  (A is the caller's, so
 * that what it holds is in memory when an error ends attn here.) */
static void load_w(struct matrix *a, const char *wpath, const char *bpath,
		   bool transposed, bool shape)
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
	a->v = shape ? NULL : xarray(xmul(a->rows, a->cols), sizeof *a->v);
	for (i = 0; !shape && i < din; i++)
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
	if (n == dout && !shape)
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
	load_w(&p->a, wpath, bpath, transposed, false);
	p->din = p->a.rows - (bpath != NULL);
	kn_values(&p->w, p->a.v, p->a.rows, p->a.cols);
}

void project_load_shape(struct project *p, const char *wpath,
			const char *bpath, bool transposed)
{
	memset(p, 0, sizeof *p);
	p->transposed = transposed;
	load_w(&p->a, wpath, bpath, transposed, true);
	p->din = p->a.rows - (bpath != NULL);
	p->w.rows = p->a.rows;
	p->w.cols = p->a.cols;
}

void project_free(struct project *p)
{
	kn_mat_free(&p->w);
	mat_free(&p->a);
}

/* --- the backward pass ------------------------------------------------ */

void project_back_begin(struct project_back *b, const struct project *p,
			size_t np, const enum project_wrt *wrt, size_t nwrt,
			const char *const *dpaths, int jobs)
{
	size_t k, i, j, q, off = 0, din = p[0].din, dout = p[0].w.cols, c;

	memset(b, 0, sizeof *b);
	b->p = p;
	b->np = np;
	b->wrt = wrt[0];
	b->jobs = jobs;
	b->nacc = jobs > 0 ? jobs : 1;
	for (k = 1; k < np; k++)
		if (p[k].din != din)
			fail(p[k].a.name, 0, "W has %zu %s, but the first W has "
			     "%zu (each W takes X: d_in must match)", p[k].din,
			     p[k].transposed ? "columns" : "rows", din);
	b->dy = xcalloc(np, sizeof *b->dy);
	for (k = 0; k < np; k++)
		b->dy[k] = rd_open(dpaths[k], "dY", 0);
	for (q = 0; q < nwrt; q++) {
		struct project_sum *s;

		if (wrt[q] == PROJECT_WRT_X) {
			b->x = true;
			b->out_x = q;
			continue;
		}
		if (b->nsum == 2)
			continue;
		s = &b->sum[b->nsum++];
		s->wrt = wrt[q];
		s->out = q;
		s->rows = wrt[q] == PROJECT_WRT_B ? 1 : p[0].transposed ? dout :
			  din;
		s->cols = wrt[q] == PROJECT_WRT_B ? dout : p[0].transposed ?
			  din : dout;
		s->acc = xcalloc((size_t)b->nacc, sizeof *s->acc);
		s->sums = xcalloc((size_t)b->nacc, sizeof *s->sums);
		for (c = 0; c < (size_t)b->nacc; c++) {
			kn_acc_init(&s->acc[c], xmul(s->rows, s->cols));
			kn_rows_init(&s->sums[c], s->rows, s->cols);
		}
	}
	b->out = xarray(din > dout ? din + 1 : dout + 1, sizeof *b->out);
	if (!b->x)
		return;
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
	*nout = b->x ? b->p[0].din : 0;
	return *nout;
}

/* --wrt x: the row of every dY_p, one after another, against VT. */
static void back_row(void *ctx, struct row *r)
{
	struct project_back *b = ctx;
	size_t j;

	r->out = NULL;
	if (!b->x || b->again)
		return;
	kn_apply(r->with, &b->v, r->buf);
	for (j = 0; j < b->v.cols; j++)
		if (isinf(r->buf[j]))
			fail(r->where, r->line, "dX for column %zu overflows "
			     "a double", j);
	r->out = b->keep ? NULL : r->buf;
}

/* check --of project's hold on the rows (project.h, keep), on the main
 * thread, in order; the second reading's rows are not its. */
static void back_take(void *ctx, const struct row *r)
{
	const struct project_back *b = ctx;

	if (!b->again)
		b->keep(b->keep_ctx, r, b->x ? r->buf : NULL,
			b->x ? b->v.cols : 0);
}

/* Row R as sum S takes it: a row of X^T and of dY (db: a 1 for X), in
 * the answer's layout. */
static void back_factors(const struct project_back *b,
			 const struct project_sum *s, const struct row *r,
			 const double **x, const double **y)
{
	static const double one = 1;
	bool t = b->p[0].transposed;

	*x = s->wrt == PROJECT_WRT_B ? &one : t ? r->with : r->in;
	*y = s->wrt == PROJECT_WRT_B || !t ? r->with : r->in;
}

/* --wrt w, b: a batch of rows' products into this thread's sums: the
 * tiled ones, or the exact ones (X or dY read once only). */
static void back_batch(void *ctx, struct row *r, size_t n)
{
	struct project_back *b = ctx;
	int t = pool_thread();
	const double *x[KN_OUTER], *y[KN_OUTER];
	size_t i, i0, m, q;

	for (q = 0; q < b->nsum; q++) {
		struct project_sum *s = &b->sum[q];

		for (i0 = 0; i0 < n; i0 += m) {
			m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
			for (i = 0; i < m; i++)
				back_factors(b, s, &r[i0 + i], &x[i], &y[i]);
			if (b->tiled)
				kn_rows_add(&s->sums[t], x, y, m);
			else
				kn_acc_outer(&s->acc[t], 0, s->cols, s->rows,
					     s->cols, x, y, m);
		}
	}
}

/* The second reading: the undecided cells' products, exactly. */
static void back_again(void *ctx, struct row *r, size_t n)
{
	struct project_back *b = ctx;
	int t = pool_thread();
	const double *x, *y;
	size_t i, q, u, c;

	for (q = 0; q < b->nsum; q++) {
		struct project_sum *s = &b->sum[q];

		for (i = 0; s->nund && i < n; i++) {
			back_factors(b, s, &r[i], &x, &y);
			for (u = 0; u < s->nund; u++) {
				c = s->undecided[u];
				kn_acc_add(&s->acc[t], u, x[c / s->cols],
					   y[c % s->cols]);
			}
		}
	}
}

/* Sum S's answer from the tiled sums, and the cells they leave
 * undecided. */
static void tiled_answer(struct project_back *b, struct project_sum *s)
{
	static const struct scale none = { SCALE_NONE, 0 };
	unsigned char *und = xmalloc(s->cols + 1);
	size_t i, k, cap = 0;

	for (i = 0; i < s->rows; i++)
		if (kn_rows_round(s->sums, (size_t)b->nacc, i, 1, &none,
				  s->ans + i * s->cols, und))
			for (k = 0; k < s->cols; k++)
				if (und[k]) {
					if (s->nund == cap) {
						cap = cap ? 2 * cap : 64;
						s->undecided = xrearray(
						    s->undecided, cap,
						    sizeof *s->undecided);
					}
					s->undecided[s->nund++] = i * s->cols + k;
				}
	free(und);
}

/* The undecided cells summed again exactly, from a second reading of X
 * (IN) and every dY as RS (the first reading's loop) read them. */
static void second_reading(struct project_back *b, struct rows *rs,
			   reader *in)
{
	static const struct scale none = { SCALE_NONE, 0 };
	reader **dy;
	size_t k, q, und = 0;
	int t;

	for (q = 0; q < b->nsum; q++)
		und += b->sum[q].nund;
	if (!und)
		return;
	b->again = true;
	dy = xcalloc(b->np, sizeof *dy);
	for (k = 0; k < b->np; k++)
		dy[k] = rd_again(b->dy[k]);
	rs->in = rd_again(in);
	rs->with = dy;
	rs->batch = back_again;
	for (q = 0; q < b->nsum; q++)
		for (t = 0; b->sum[q].nund && t < b->nacc; t++) {
			kn_acc_free(&b->sum[q].acc[t]);
			kn_acc_init(&b->sum[q].acc[t], b->sum[q].nund);
		}
	rows_run(rs, b->jobs);
	for (q = 0; q < b->nsum; q++)
		if (b->sum[q].nund)
			kn_acc_results(b->sum[q].acc, b->nacc, b->sum[q].nund,
				       b->sum[q].undecided, 1, &none,
				       b->sum[q].ans);
	rd_close(rs->in);
	for (k = 0; k < b->np; k++)
		rd_close(dy[k]);
	free(dy);
}

/* Sum S's answer from its exact sums. */
static void exact_answer(struct project_back *b, struct project_sum *s)
{
	static const struct scale none = { SCALE_NONE, 0 };

	kn_acc_results(s->acc, b->nacc, s->rows * s->cols, NULL, 1, &none,
		       s->ans);
}

void project_back_run(struct project_back *b, reader *in)
{
	struct rows rs = { .in = in, .with = b->dy, .nwith = b->np, .ctx = b,
			   .shape = back_shape, .fn = back_row,
			   .batch = b->nsum ? back_batch : NULL,
			   .batch_min = b->nsum ? 64 : 0,
			   .take = b->keep ? back_take : NULL };
	size_t i, j, k, q;

	b->tiled = b->nsum && rd_can_again(in);
	for (k = 0; k < b->np; k++)
		b->tiled = b->tiled && rd_can_again(b->dy[k]);
	if (b->tiled)
		rs.batch_min = KN_OUTER;
	out_select(b->out_x);
	rows_run(&rs, b->jobs);
	for (q = 0; q < b->nsum; q++) {
		struct project_sum *s = &b->sum[q];

		s->ans = xarray(xmul(s->rows, s->cols) + 1, sizeof *s->ans);
		if (b->tiled)
			tiled_answer(b, s);
		else
			exact_answer(b, s);
	}
	second_reading(b, &rs, in);
	for (q = 0; q < b->nsum; q++) {
		struct project_sum *s = &b->sum[q];

		out_select(s->out);
		for (i = 0; i < s->rows; i++) {
			for (j = 0; j < s->cols; j++) {
				b->out[j] = s->ans[i * s->cols + j];
				if (isinf(b->out[j]))
					fail(rd_name(in), 0, "d%c for %s %zu "
					     "overflows a double", s->wrt ==
					     PROJECT_WRT_B ? 'b' : 'W', s->wrt ==
					     PROJECT_WRT_B ? "column" : "row",
					     s->wrt == PROJECT_WRT_B ? j : i);
			}
			if (b->keep)
				b->keep(b->keep_ctx, NULL, b->out, s->cols);
			else
				out_row(b->out, s->cols);
		}
	}
	out_select(0);
}

void project_back_free(struct project_back *b)
{
	size_t k, q;
	int t;

	for (k = 0; b->dy && k < b->np; k++)
		rd_close(b->dy[k]);
	free(b->dy);
	if (b->vt.v)
		kn_mat_free(&b->v);
	mat_free(&b->vt);
	for (q = 0; q < b->nsum; q++) {
		struct project_sum *s = &b->sum[q];

		for (t = 0; s->acc && t < b->nacc; t++) {
			kn_acc_free(&s->acc[t]);
			kn_rows_free(&s->sums[t]);
		}
		free(s->acc);
		free(s->sums);
		free(s->undecided);
		free(s->ans);
	}
	free(b->out);
	memset(b, 0, sizeof *b);
}
