/* grad.c - the backward pass, a row at a time, on the forward pass's own
 * doubles (grad.h). */
#include "attn/grad.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"
#include "num/backward.h"

/* A row's buffer: the forward pass's (g->fwd doubles), then dA, dT, dC and
 * dS (H*NK each), the row sums (H), and the answer's row (g->width). */
enum { G_DA, G_DT, G_DC, G_DS, G_NBLOCKS };

static double *block(const struct grad *g, const struct row *r, int b)
{
	return r->buf + g->fwd + (size_t)b * g->st->hd.h * g->nk;
}

static double *rowsums(const struct grad *g, const struct row *r)
{
	return block(g, r, G_NBLOCKS);
}

static double *answer(const struct grad *g, const struct row *r)
{
	return rowsums(g, r) + g->st->hd.h;
}

/* A step that overflowed from finite inputs: an error naming the row. */
static void finite(const double *v, size_t n, const char *what,
		   const struct row *r)
{
	size_t j;

	for (j = 0; j < n; j++)
		if (isinf(v[j]))
			fail(r->where, r->line, "%s %zu overflows a double",
			     what, j);
}

/* The first row: Q's width (as attend checks it), dO's, and the row's
 * buffer. */
void grad_dout_shape(reader *Q, reader *D, const struct row *r, size_t wo)
{
	const double *x;
	size_t n, nq = 1, nd = 1;
	long line = rd_line(D);

	if (r->nwith == wo)
		return;
	/* count both to the end, to name both shapes */
	while (rd_row(Q, &x, &n))
		nq++;
	while (rd_row(D, &x, &n))
		nd++;
	fail(rd_name(D), line, "dO is %zu x %zu, but the output O is %zu x %zu "
	     "(dO must have its shape)", nd, r->nwith, nq, wo);
}

static size_t grad_shape(void *ctx, const struct row *r, size_t *nout,
			 size_t *nk, size_t *heads)
{
	struct grad *g = ctx;

	g->fwd = stage_shape(g->st, r, nout, nk, heads);
	grad_dout_shape(g->Q, g->D, r, g->wo);
	*nout = g->width;
	return g->fwd + G_NBLOCKS * *heads * *nk + *heads + g->width;
}

/* Head H of row R, backwards, from the forward pass's trace. */
static void head(struct grad *g, struct row *r, size_t h,
		 const struct trace *tr)
{
	const struct stage *st = g->st;
	size_t nk = st->nk, dk = st->dk, dv = st->dv, kv = heads_kv(&st->hd, h);
	size_t j, live = 0, o = h * nk;
	struct gd_row gd = { block(g, r, G_DA) + o, 0, block(g, r, G_DT) + o,
			     block(g, r, G_DC) + o, block(g, r, G_DS) + o };
	struct gd_transforms tf = { st->m.temperature, st->m.softcap };
	double *ho = answer(g, r) + h * (g->wrt == WRT_Q ? dk : nk);

	for (j = 0; j < nk; j++)
		live += tr->t[o + j] != -INFINITY;
	if (g->wrt != WRT_V) {
		gd_weights(r->with + h * dv, &g->vk[kv], g->ones, gd.da);
		finite(gd.da, nk, "dA for key", r);
	}
	if (g->wrt != WRT_V && g->wrt != WRT_WEIGHTS) {
		gd_scores(&tf, tr->s + o, tr->t + o, tr->w + o, nk, live, &gd);
		/* |A (dA - r)| <= 2 max |dA| can overflow, and so can
		 * dividing by a small --temperature */
		finite(gd.ds, nk, "dS for key", r);
	}
	rowsums(g, r)[h] = gd.r;
	if (g->wrt == WRT_WEIGHTS)
		memcpy(ho, gd.da, nk * sizeof *ho);
	else if (g->wrt == WRT_SCORES)
		memcpy(ho, gd.ds, nk * sizeof *ho);
	else if (g->wrt == WRT_Q) {
		kn_apply_scaled(gd.ds, &g->kv[kv], &st->sc, dk, ho);
		finite(ho, dk, "dQ for column", r);
	}
}

/* --wrt sinks: a batch's terms - a_sink A_ij dA_ij into this thread's
 * exact sums, one per head. */
static void sinks_batch(struct grad *g, struct kn_acc *acc,
			const struct row *r, size_t n)
{
	const struct stage *st = g->st;
	size_t nk = st->nk, h, j, i;
	const double *da;
	struct trace tr;

	for (i = 0; i < n; i++) {
		stage_trace(st, &r[i], &tr);
		da = block(g, &r[i], G_DA);
		for (h = 0; h < st->hd.h; h++)
			for (j = 0; j < nk; j++)
				if (tr.w[h * nk + j] != 0)
					kn_acc_add3(acc, h, -tr.wsink[h],
						    tr.w[h * nk + j],
						    da[h * nk + j]);
	}
}

/* Row RI's factors for head H of --wrt k (dS_j and q) and v (A_j and dO),
 * into *X (NK of them) and *Y (d). */
static void factors(const struct grad *g, const struct row *ri, size_t h,
		    const double **x, const double **y)
{
	const struct stage *st = g->st;
	size_t nk = st->nk, d = g->wrt == WRT_K ? st->dk : st->dv;
	struct trace tr;

	stage_trace(st, ri, &tr);
	*x = g->wrt == WRT_K ? block(g, ri, G_DS) + h * nk : tr.w + h * nk;
	*y = g->wrt == WRT_K ? ri->in + h * d : ri->with + h * d;
}

/* --wrt k and v: a batch of rows' products into this thread's sums, the
 * tiled ones or the exact ones, as outer products, a head at a time;
 * --wrt sinks: sinks_batch (the order of rows and threads cannot change
 * an exact sum). */
static void grad_batch(void *ctx, struct row *r, size_t n)
{
	struct grad *g = ctx;
	const struct stage *st = g->st;
	int t = pool_thread();
	struct kn_acc *acc = &g->acc[t];
	size_t nk = st->nk, h, kv, i, i0, m;
	size_t d = g->wrt == WRT_K ? st->dk : st->dv;
	const double *x[KN_OUTER], *y[KN_OUTER];

	if (g->wrt == WRT_SINKS) {
		sinks_batch(g, acc, r, n);
		return;
	}
	for (i0 = 0; i0 < n; i0 += m) {
		m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
		for (h = 0; h < st->hd.h; h++) {
			kv = heads_kv(&st->hd, h);
			/* dK: dS_j q; dV: A_j dO */
			for (i = 0; i < m; i++)
				factors(g, &r[i0 + i], h, &x[i], &y[i]);
			if (g->tiled)
				kn_rows_add(&g->tsum[kv * (size_t)g->nacc + (size_t)t],
					    x, y, m);
			else
				kn_acc_outer(acc, kv * d, g->width, nk, d, x, y,
					     m);
		}
	}
}

/* The second pass: the undecided cells' products, exactly. */
static void grad_again(void *ctx, struct row *r, size_t n)
{
	struct grad *g = ctx;
	const struct stage *st = g->st;
	struct kn_acc *acc = &g->acc[pool_thread()];
	size_t d = g->wrt == WRT_K ? st->dk : st->dv, i, h, q, c, j, k, kv;
	const double *x, *y;

	for (i = 0; i < n; i++)
		for (h = 0; h < st->hd.h; h++) {
			kv = heads_kv(&st->hd, h);
			factors(g, &r[i], h, &x, &y);
			for (q = 0; q < g->nund; q++) {
				c = g->undecided[q];
				j = c / g->width;
				k = c % g->width;
				if (k / d == kv)
					kn_acc_add(acc, q, x[j], y[k % d]);
			}
		}
}

static void grad_row(void *ctx, struct row *r)
{
	struct grad *g = ctx;
	struct trace tr;
	size_t h;

	stage_row(g->st, r);
	stage_trace(g->st, r, &tr);
	for (h = 0; h < g->st->hd.h; h++)
		head(g, r, h, &tr);
	r->out = g->sums || g->keep ? NULL : answer(g, r);
}

/* check --of grad's hold on the rows (grad.h, keep), on the main thread,
 * in order. */
static void grad_take(void *ctx, const struct row *r)
{
	struct grad *g = ctx;

	g->keep(g->keep_ctx, r, g->sums ? NULL : answer(g, r),
		g->sums ? 0 : g->width);
}

void grad_trace(const struct grad *g, const struct row *r, size_t h,
		struct grad_trace *tr)
{
	size_t nk = g->nk, o = h * nk, j;
	struct trace ft;

	stage_trace(g->st, r, &ft);
	tr->da = block(g, r, G_DA) + o;
	tr->dt = block(g, r, G_DT) + o;
	tr->dc = block(g, r, G_DC) + o;
	tr->ds = block(g, r, G_DS) + o;
	tr->r = rowsums(g, r)[h];
	for (tr->live = 0, j = 0; j < nk; j++)
		tr->live += ft.t[o + j] != -INFINITY;
	tr->out = answer(g, r) + h * (g->wrt == WRT_Q ? g->st->dk : nk);
}

void grad_begin(struct grad *g, struct stage *st, enum grad_wrt wrt,
		const char *qpath, const char *dpath)
{
	size_t nk = st->nk, k;

	memset(g, 0, sizeof *g);
	g->st = st;
	g->wrt = wrt;
	g->ng = st->hd.g;
	g->nk = nk;
	g->wo = st->hd.h * st->dv;
	g->width = wrt == WRT_Q ? st->hd.h * st->dk :
		   wrt == WRT_K ? st->hd.g * st->dk :
		   wrt == WRT_V ? st->hd.g * st->dv :
		   wrt == WRT_SINKS ? st->hd.h : st->hd.h * nk;
	g->vk = xcalloc(st->hd.g, sizeof *g->vk);
	g->kv = xcalloc(st->hd.g, sizeof *g->kv);
	for (k = 0; k < st->hd.g; k++) {
		if (wrt != WRT_V)
			kn_keys(&g->vk[k], st->V[k].v, nk, st->dv);
		if (wrt == WRT_Q)
			kn_values(&g->kv[k], st->K[k].v, nk, st->dk);
	}
	g->sums = wrt == WRT_K || wrt == WRT_V || wrt == WRT_SINKS;
	g->nsum = wrt == WRT_SINKS ? 1 : nk;
	g->nacc = st->jobs > 0 ? st->jobs : 1;
	g->acc = xcalloc((size_t)g->nacc, sizeof *g->acc);
	for (k = 0; k < (size_t)g->nacc; k++)
		kn_acc_init(&g->acc[k], g->sums ? xmul(g->nsum, g->width) : 0);
	if (wrt == WRT_K || wrt == WRT_V) {
		g->tsum = xcalloc(xmul(st->hd.g, (size_t)g->nacc),
				  sizeof *g->tsum);
		for (k = 0; k < st->hd.g * (size_t)g->nacc; k++)
			kn_rows_init(&g->tsum[k], nk, wrt == WRT_K ? st->dk :
				     st->dv);
	}
	g->ones = xmalloc(nk + 1);
	memset(g->ones, 1, nk + 1);
	g->out = xarray(g->width + 1, sizeof *g->out);
	/* under --dtype (check's exact gradient of a kernel's problem),
	 * read as T's values */
	g->Q = rd_open(qpath, "Q", st->m.rounding);
	g->D = rd_open(dpath, "dO", st->m.rounding);
}

/* Whether a mask or bias file (or none, NULL) can be read again. */
static bool again_path(const char *path)
{
	return !path || rd_path_again(path);
}

/* --wrt k, v, tiled: the answer into RES (nk x width), its undecided
 * cells summed again exactly in a second pass over Q and dO. */
static void grad_tiled(struct grad *g, struct rows *rs, double *res)
{
	const struct stage *st = g->st;
	static const struct scale none = { SCALE_NONE, 0 };
	size_t d = g->wrt == WRT_K ? st->dk : st->dv, j, kv, k, c, cap = 0;
	unsigned char *und = xmalloc(d + 1);
	reader *q, *dd;
	int t;

	for (j = 0; j < g->nsum; j++)
		for (kv = 0; kv < st->hd.g; kv++) {
			c = j * g->width + kv * d;
			if (!kn_rows_round(&g->tsum[kv * (size_t)g->nacc],
					   (size_t)g->nacc, j, st->dk,
					   g->wrt == WRT_K ? &st->sc : &none,
					   res + c, und))
				continue;
			for (k = 0; k < d; k++)
				if (und[k]) {
					if (g->nund == cap) {
						cap = cap ? 2 * cap : 64;
						g->undecided = xrearray(
						    g->undecided, cap,
						    sizeof *g->undecided);
					}
					g->undecided[g->nund++] = c + k;
				}
		}
	free(und);
	if (!g->nund)
		return;
	q = rs->in = rd_again(g->Q);
	dd = rd_again(g->D);
	rs->with = &dd;
	rs->batch = grad_again;
	rs->take = NULL;
	rs->describe = NULL;
	rd_close(st->m.mask_rd);
	rd_close(st->m.bias_rd);
	g->st->m.mask_rd = g->st->m.bias_rd = NULL;
	for (t = 0; t < g->nacc; t++) {
		kn_acc_free(&g->acc[t]);
		kn_acc_init(&g->acc[t], g->nund);
	}
	rows_run(rs, st->jobs);
	for (t = 1; t < g->nacc; t++)
		kn_acc_merge(&g->acc[0], &g->acc[t]);
	for (j = 0; j < g->nund; j++)
		res[g->undecided[j]] = kn_acc_round(&g->acc[0], j, st->dk,
		    g->wrt == WRT_K ? &st->sc : &none);
	rd_close(q);
	rd_close(dd);
}

void grad_run(struct grad *g)
{
	static const struct scale none = { SCALE_NONE, 0 };
	const struct stage *st = g->st;
	struct rows rs = { .in = g->Q, .with = &g->D, .nwith = 1,
			   .m = &g->st->m, .ctx = g, .shape = grad_shape,
			   .fn = grad_row, .batch = g->sums ? grad_batch : NULL,
			   .take = g->keep ? grad_take : NULL,
			   .batch_min = g->sums ? 64 : 0,
			   .describe = g->describe };
	double *res = NULL;
	size_t j, c;
	int t;

	g->tiled = g->tsum && rd_can_again(g->Q) && rd_can_again(g->D) &&
		   again_path(st->m.mask_path) && again_path(st->m.bias_path);
	/* a row's buffer holds H x nk of each step: batches of 16 rows
	 * keep the ring small and give the tiles enough steps */
	if (g->tiled)
		rs.batch_min = 16;
	rows_run(&rs, st->jobs);
	if (g->tiled) {
		res = xarray(xmul(g->nsum, g->width) + 1, sizeof *res);
		grad_tiled(g, &rs, res);
	}
	for (t = 1; g->sums && !g->tiled && t < g->nacc; t++)
		kn_acc_merge(&g->acc[0], &g->acc[t]);
	for (j = 0; g->sums && j < g->nsum; j++) {
		for (c = 0; c < g->width; c++) {
			g->out[c] = res ? res[j * g->width + c] :
			    kn_acc_round(&g->acc[0], j * g->width + c, st->dk,
					 g->wrt == WRT_K ? &st->sc : &none);
			if (isinf(g->out[c]) && g->wrt == WRT_SINKS)
				fail(rd_name(g->Q), 0, "d sink for head %zu "
				     "overflows a double", c);
			if (isinf(g->out[c])) {
				free(res);
				fail(rd_name(g->Q), 0, "d%c for key %zu "
				     "overflows a double", g->wrt == WRT_K ?
				     'K' : 'V', j);
			}
		}
		if (g->keep)
			g->keep(g->keep_ctx, NULL, g->out, g->width);
		else
			out_row(g->out, g->width);
	}
	free(res);
}

void grad_free(struct grad *g)
{
	size_t i;

	for (i = 0; g->vk && i < g->ng; i++)
		kn_mat_free(&g->vk[i]);
	for (i = 0; g->kv && i < g->ng; i++)
		kn_mat_free(&g->kv[i]);
	free(g->vk);
	free(g->kv);
	for (i = 0; g->acc && i < (size_t)g->nacc; i++)
		kn_acc_free(&g->acc[i]);
	free(g->acc);
	for (i = 0; g->tsum && i < g->ng * (size_t)g->nacc; i++)
		kn_rows_free(&g->tsum[i]);
	free(g->tsum);
	free(g->undecided);
	free(g->ones);
	free(g->out);
	rd_close(g->Q);
	rd_close(g->D);
	memset(g, 0, sizeof *g);
}
