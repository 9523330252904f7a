/* norm.c - RMSNorm and the L2 norm, and their backward passes, a row at a
 * time (norm.h). */
#include "attn/norm.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"
#include "num/scale.h"

/* A row's buffer: the answer's row (N doubles), then each head's
 * working (a struct nm_show each). */
enum { SHOW = sizeof(struct nm_show) / sizeof(double) };

void norm_load(struct norm *nm, const char *wpath, const char *dpath)
{
	if (wpath) {
		nm->w = mat_load(wpath, "W", 0, false);
		if (nm->w.rows != 1 && nm->w.cols != 1)
			fail(nm->w.name, 0, "W is %zu x %zu; it must be one "
			     "row or one column (one weight per column of a "
			     "head)", nm->w.rows, nm->w.cols);
	}
	if (dpath)
		nm->dy = rd_open(dpath, "dY", 0);
}

/* The row's heads "the row" or "head H of the row", for messages. */
static const char *block_name(const struct norm *nm, size_t h, char *buf,
			      size_t n)
{
	if (nm->nh == 1)
		return "the row";
	snprintf(buf, n, "head %zu of the row", h);
	return buf;
}

static size_t norm_shape(void *ctx, const struct row *r, size_t *nout,
			 size_t *nk, size_t *heads)
{
	struct norm *nm = ctx;
	size_t nw = nm->w.rows * nm->w.cols, k;

	(void)nk;
	(void)heads;
	if (nm->head_dim) {
		nm->nh = heads_split(r->n, nm->head_dim, "--head-dim", r->where,
				     r->line, "the row");
		nm->d = nm->head_dim;
	} else {
		nm->d = heads_split(r->n, nm->heads, "--heads", r->where,
				    r->line, "the row");
		nm->nh = nm->heads;
	}
	if (nm->w.v && nw != nm->d)
		fail(nm->w.name, 0, "W has %zu weight%s, but %s has %zu "
		     "column%s (one weight per column%s)", nw,
		     nw == 1 ? "" : "s", nm->nh == 1 ? "the row" : "a head",
		     nm->d, nm->d == 1 ? "" : "s", nm->nh == 1 ? "" :
		     " of a head");
	if (nm->dy && r->with_n[0] != r->n)
		fail(rd_name(nm->dy), r->with_line[0], "dY has %zu column%s, "
		     "but X has %zu (dY must have the output's shape)",
		     r->with_n[0], r->with_n[0] == 1 ? "" : "s", r->n);
	nm->set.l2 = nm->l2;
	nm->set.eps = nm->eps;
	nm->set.plus_one = nm->plus_one;
	nm->set.w = nm->w.v;
	if (nm->wrt == NORM_WRT_W) {
		nm->nacc = nm->jobs > 0 ? nm->jobs : 1;
		nm->acc = xcalloc((size_t)nm->nacc, sizeof *nm->acc);
		for (k = 0; k < (size_t)nm->nacc; k++)
			kn_acc_init(&nm->acc[k], nm->d);
	}
	*nout = nm->wrt == NORM_WRT_W ? 0 : r->n;
	return r->n + xmul(nm->nh, SHOW);
}

/* A block without a norm: all 0, with --eps 0. */
static _Noreturn void no_norm(const struct norm *nm, const struct row *r,
			      size_t h)
{
	char buf[48];

	fail(r->where, r->line, "%s is all 0 and --eps is 0, so it has no "
	     "norm (0/0)", block_name(nm, h, buf, sizeof buf));
}

static void norm_row(void *ctx, struct row *r)
{
	const struct norm *nm = ctx;
	double *y = r->buf;
	struct nm_show *show = (struct nm_show *)(r->buf + r->n);
	size_t h, o, j;
	bool ok;

	r->out = NULL;
	if (nm->wrt == NORM_WRT_W)
		return;
	for (h = 0; h < nm->nh; h++) {
		o = h * nm->d;
		ok = nm->wrt == NORM_WRT_X ?
		     nm_backward_x(&nm->set, r->in + o, r->with + o, nm->d,
				   y + o) :
		     nm_forward(&nm->set, r->in + o, nm->d, y + o,
				r->work ? &show[h] : NULL);
		if (!ok)
			no_norm(nm, r, h);
		for (j = o; j < o + nm->d; j++)
			if (isinf(y[j]))
				fail(r->where, r->line, "%s for column %zu "
				     "overflows a double", nm->wrt ? "dX" :
				     "the output", j);
	}
	r->out = nm->keep ? NULL : y;
}

/* check --of norm's hold on the rows (norm.h, keep), on the main thread,
 * in order. */
static void norm_take(void *ctx, const struct row *r)
{
	const struct norm *nm = ctx;
	bool dw = nm->wrt == NORM_WRT_W;

	nm->keep(nm->keep_ctx, r, dw ? NULL : r->buf, dw ? 0 : r->n);
}

/* --wrt w: a batch of rows' terms into this thread's sums. */
static void norm_batch(void *ctx, struct row *r, size_t n)
{
	struct norm *nm = ctx;
	struct kn_acc *acc = &nm->acc[pool_thread()];
	size_t i, h, o;

	for (i = 0; i < n; i++)
		for (h = 0; h < nm->nh; h++) {
			o = h * nm->d;
			if (!nm_backward_w(&nm->set, r[i].in + o,
					   r[i].with + o, nm->d, acc, 0))
				no_norm(nm, &r[i], h);
		}
}

void norm_run(struct norm *nm, reader *in,
	      void (*describe)(void *ctx, const struct row *r,
			       struct text *t))
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct rows rs = { .in = in, .with = &nm->dy, .nwith = nm->dy != NULL,
			   .ctx = nm, .shape = norm_shape, .fn = norm_row,
			   .batch = nm->wrt == NORM_WRT_W ? norm_batch : NULL,
			   .take = nm->keep ? norm_take : NULL,
			   .describe = describe };
	size_t j, n;
	int t;

	rows_run(&rs, nm->jobs);
	if (nm->wrt != NORM_WRT_W)
		return;
	/* no rows: a sum of nothing, as wide as W says, if it is given */
	n = nm->acc ? nm->d : nm->w.rows * nm->w.cols;
	if (!n)
		return;
	nm->out = xarray(n, sizeof *nm->out);
	for (t = 1; t < nm->nacc; t++)
		kn_acc_merge(&nm->acc[0], &nm->acc[t]);
	for (j = 0; j < n; j++) {
		nm->out[j] = nm->acc ? kn_acc_round(&nm->acc[0], j, 1, &none) :
			     0;
		if (isinf(nm->out[j]))
			fail(rd_name(in), 0, "dW for column %zu overflows a "
			     "double", j);
	}
	if (nm->keep)
		nm->keep(nm->keep_ctx, NULL, nm->out, n);
	else
		out_row(nm->out, n);
}

const struct nm_show *norm_show(const struct norm *nm, const struct row *r,
				size_t h)
{
	(void)nm;
	return (const struct nm_show *)(r->buf + r->n) + h;
}

void norm_free(struct norm *nm)
{
	int t;

	for (t = 0; nm->acc && t < nm->nacc; t++)
		kn_acc_free(&nm->acc[t]);
	free(nm->acc);
	free(nm->out);
	mat_free(&nm->w);
	rd_close(nm->dy);
	memset(nm, 0, sizeof *nm);
}
