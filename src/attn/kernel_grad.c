/* kernel_grad.c - the backward pass as a kernel computes it in --dtype's
 * format, by the math or the flash recipe (kernel_grad.h).
 *
 * A batch of rows goes through in phases, as kernel.c's forward does: the
 * forward pass (kernel_batch), dP = dO V^T for all the batch's rows through
 * the tiled kernels of num/dtype.h, each row's own steps (P, D, dS), and
 * for --wrt q the sums of dS K, a key block at a time, tiled across the
 * rows.  For --wrt k and v the batch is then summed: math's products into
 * this thread's exact sums, flash's a row block at a time (the batch
 * holds whole blocks), each block's sums rounded to A and kept until the
 * end, when they are added from the last block to the first. */
#include "attn/kernel_grad.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/kernel.h"
#include "attn/pool.h"
#include "attn/stage.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"

/* A row's buffer, after the forward pass's: per head NK cells each of dP
 * (then dS in T), P in A and P in T (flash's); then per head D and the
 * LSE; the answer's row (--wrt q), dQ's acc and a block's sums (H d_k
 * each); and scratch for NK + d_v products. */
enum { KG_DP, KG_P, KG_PT, KG_NBLOCKS };

struct kparts {
	double *b[KG_NBLOCKS];
	double *d, *lse, *ans, *acc, *sum, *tmp;
};

static void kparts_of(const struct kgrad *g, double *buf, struct kparts *p)
{
	size_t n = g->nh * g->nk, k;

	for (k = 0; k < KG_NBLOCKS; k++)
		p->b[k] = buf + g->fwd + k * n;
	p->d = buf + g->fwd + KG_NBLOCKS * n;
	p->lse = p->d + g->nh;
	p->ans = p->lse + g->nh;
	p->acc = p->ans + g->nh * g->dk;
	p->sum = p->acc + g->nh * g->dk;
	p->tmp = p->sum + g->nh * g->dk;
}

static size_t kg_scratch(const struct kgrad *g)
{
	return KG_NBLOCKS * g->nh * g->nk + 2 * g->nh + 3 * g->nh * g->dk +
	       g->nk + g->dv + 1;
}

static bool flash(const struct kgrad *g)
{
	return g->st->kn.recipe == KERNEL_FLASH;
}

/* --wrt k and v sum over the rows. */
static bool sums(const struct kgrad *g)
{
	return g->wrt != WRT_Q;
}

/* A step's failure, unless the run is a candidate's (the recipe's quiet),
 * which keeps the value it has. */
#define FAIL(g, ...) do { if (!(g)->st->kn.quiet) fail(__VA_ARGS__); } \
	while (0)

static size_t kg_shape(void *ctx, const struct row *r, size_t *nout,
		       size_t *nk, size_t *heads)
{
	struct kgrad *g = ctx;

	g->fwd = stage_shape(g->st, r, nout, nk, heads);
	grad_dout_shape(g->Q, g->D, r, g->nh * g->dv);
	*nout = g->width;
	return g->fwd + kg_scratch(g);
}

/* --- a row's own steps -------------------------------------------------- */

/* round_A(e^(S - BASE)): S at most BASE but where a bend took another
 * row's LSE or the max (then e^(S - BASE) may pass A's range: inf, or NaN
 * for e4m3); 0 for BASE = inf, an LSE of no key. */
static double expo(double s, double base, const struct dtype *a)
{
	if (base == INFINITY)
		return 0;
	if (s - base > 709)
		return dt_is_f64(a) ? INFINITY : dt_round(DBL_MAX, a);
	return dt_exp_diff(s, base, a);
}

/* dS of key J, head H of row R: round_T(round_A(P round_A(dP - D))),
 * an error where it overflows. */
static double bw_ds(const struct kgrad *g, const struct row *r, size_t h,
		    size_t j, double p, double dp, double d)
{
	const struct dtype *t = g->st->kn.t, *a = g->st->kn.a;
	double x = dt_mul(p, dt_add(dp, -d, a), a), y = dt_round(x, t);
	char hb[HEADS_OF_SIZE];

	if (!isfinite(y) && !isnan(p))
		FAIL(g, r->where, r->line, "dS for key %zu%s overflows %s", j,
		     heads_of(g->nh, h, hb), isfinite(x) ? t->name : a->name);
	return y;
}

/* dP of key J, head H of row R, in A (T: math's round_T of it), an error
 * where it overflows. */
static double bw_dp(const struct kgrad *g, const struct row *r, size_t h,
		    size_t j, double dp, const struct dtype *t)
{
	double y = dt_round(dp, t);
	char hb[HEADS_OF_SIZE];

	if (!isfinite(y))
		FAIL(g, r->where, r->line, "dP for key %zu%s overflows %s", j,
		     heads_of(g->nh, h, hb), isfinite(dp) ? t->name :
		     g->st->kn.a->name);
	return y;
}

/* Head H of row R (its forward trace TR): P, dS in T and D, from dP in
 * the row's buffer.  Flash: P from the LSE (or as the bends have it: the
 * row before's, PREV, or the max). */
static void bw_p(const struct kgrad *g, const struct row *r, size_t h,
		 const struct ktrace *tr, const struct kparts *p)
{
	const struct kernel *kn = &g->st->kn;
	const struct dtype *t = kn->t, *a = kn->a;
	size_t nk = g->nk, dv = g->dv, j, c, n;
	const double *s = tr->t + h * nk, *w = tr->w + h * nk;
	const double *dout = r->with + h * dv;
	double *dp = p->b[KG_DP] + h * nk, *pa = p->b[KG_P] + h * nk;
	double *pt = p->b[KG_PT] + h * nk, *x = p->tmp, base;
	bool ds = g->wrt != WRT_V;

	if (kn->recipe == KERNEL_MATH && !ds)
		return;		/* dV takes the forward pass's P alone */
	if (kn->recipe == KERNEL_MATH) {
		/* dP in T; D from P and dP, each product exact */
		for (n = 0, j = 0; j < nk; j++)
			if (s[j] != -INFINITY) {
				dp[j] = bw_dp(g, r, h, j, dp[j], t);
				x[n++] = w[j] * dp[j];
			}
		p->d[h] = kn->bend.no_d ? 0 : dt_sum(x, n, NULL, a, NULL);
		for (j = 0; j < nk; j++)
			dp[j] = s[j] == -INFINITY ? 0 :
				bw_ds(g, r, h, j, w[j], dp[j], p->d[h]);
		return;
	}
	p->lse[h] = dt_lse(tr->max[h], tr->sum[h], a);
	for (c = 0; c < dv; c++)
		x[c] = dout[c] * tr->o[h * dv + c];
	p->d[h] = kn->bend.no_d ? 0 : dt_sum(x, dv, NULL, a, NULL);
	base = kn->bend.p_from_max ? tr->max[h] :
	       kn->bend.lse_prev && r->i > 0 ? g->prev[h] : p->lse[h];
	/* the bends' base may lie below a score */
	if (base == p->lse[h] && base != INFINITY)
		kernel_exps(s, nk, base, a, pa, x);
	for (j = 0; j < nk; j++) {
		if (s[j] == -INFINITY) {
			pa[j] = pt[j] = dp[j] = 0;
			continue;
		}
		if (base != p->lse[h] || base == INFINITY)
			pa[j] = expo(s[j], base, a);
		pt[j] = dt_round(pa[j], t);
		if (ds)
			dp[j] = bw_ds(g, r, h, j, pa[j],
				      bw_dp(g, r, h, j, dp[j], a), p->d[h]);
	}
}

/* Row R's steps after dP, head by head. */
static void bw_row(void *ctx, struct row *r)
{
	struct kgrad *g = ctx;
	struct ktrace tr;
	struct kparts p;
	size_t h;

	kernel_trace(g->st, r, &tr);
	kparts_of(g, r->buf, &p);
	for (h = 0; h < g->nh; h++)
		bw_p(g, r, h, &tr, &p);
	/* the bend reads the row before's: one thread, rows in order */
	if (g->st->kn.bend.lse_prev)
		memcpy(g->prev, p.lse, g->nh * sizeof *p.lse);
}

/* dQ of N rows (buffers BS apart), head by head: each key block's sums of
 * dS k into acc, as the bends have it. */
static void bw_dq(const struct kgrad *g, struct row *r, size_t n, size_t bs)
{
	const struct kernel *kn = &g->st->kn;
	const struct dtype *a = kn->a;
	size_t nk = g->nk, dk = g->dk, N = flash(g) ? kn->block : nk;
	size_t nb = (nk + N - 1) / N, b, h, k, c, j0, j1;
	struct kparts p;

	kparts_of(g, r[0].buf, &p);
	for (k = 0; k < n; k++) {
		kparts_of(g, r[k].buf, &p);
		memset(p.acc, 0, g->nh * dk * sizeof *p.acc);
	}
	if (kn->bend.dq_last_dropped && nb > 1 && nk % N)
		nb--;
	for (h = 0; h < g->nh; h++)
		for (b = 0; b < nb; b++) {
			j0 = b * N;
			j1 = j0 + N < nk ? j0 + N : nk;
			kparts_of(g, r[0].buf, &p);
			dt_wsum(p.b[KG_DP] + h * nk, n, bs,
				&g->dkv[heads_kv(&g->st->hd, h)], j0, j1, a,
				p.sum + h * dk, bs, NULL);
			for (k = 0; k < n; k++) {
				kparts_of(g, r[k].buf, &p);
				for (c = h * dk; c < (h + 1) * dk; c++)
					p.acc[c] = kn->bend.dq_overwritten ?
						   p.sum[c] :
						   dt_add(p.acc[c], p.sum[c], a);
			}
		}
}

/* dQ's row from acc: flash round_T(round_A(c acc)), math
 * round_T(c round_T(acc)). */
static void bw_dq_end(void *ctx, struct row *r)
{
	struct kgrad *g = ctx;
	const struct kernel *kn = &g->st->kn;
	struct kscale ks = kscale_of(&g->st->sc, g->dk);
	struct kparts p;
	size_t c;

	kparts_of(g, r->buf, &p);
	for (c = 0; c < g->width; c++) {
		p.ans[c] = kn->bend.no_c ? dt_round(p.acc[c], kn->t) :
			   kn->recipe == KERNEL_FLASH ?
			   dt_round(dt_scale(p.acc[c], &ks, kn->a), kn->t) :
			   dt_scale(dt_round(p.acc[c], kn->t), &ks, kn->t);
		if (!isfinite(p.ans[c]))
			FAIL(g, r->where, r->line, "dQ for column %zu overflows "
			     "%s", c, !isfinite(p.acc[c]) ? kn->a->name :
			     kn->t->name);
	}
	r->out = g->keep ? NULL : p.ans;
}

/* --- the rows ----------------------------------------------------------- */

/* The N rows at R (ALONE: one row, outside a batch), their dO's WS apart,
 * their masks AS apart, their buffers BS apart. */
static void rows(struct kgrad *g, struct row *r, size_t n, size_t ws,
		 size_t as, size_t bs, bool alone)
{
	const struct stage *st = g->st;
	size_t nk = g->nk, h, k;
	struct kparts p;

	if (alone) {
		kernel_row(g->st, r);
	} else {
		kernel_batch(g->st, r, n);
		if (!(n = rows_ok()))
			return;
	}
	kparts_of(g, r[0].buf, &p);
	for (h = 0; g->wrt != WRT_V && h < g->nh; h++)
		dt_dots(r[0].with + h * g->dv, n, ws,
			&g->dvk[heads_kv(&st->hd, h)], r[0].allow + h * nk, as,
			st->kn.a, p.b[KG_DP] + h * nk, bs, NULL);
	n = rows_each(g, r, n, bw_row, alone);
	/* the forward pass's O is not the answer */
	for (k = 0; k < n; k++)
		r[k].out = NULL;
	if (g->wrt != WRT_Q || !n)
		return;
	bw_dq(g, r, n, bs);
	rows_each(g, r, n, bw_dq_end, alone);
}

static void kg_row(void *ctx, struct row *r)
{
	rows(ctx, r, 1, 0, 0, 0, true);
}

static void kg_batch(void *ctx, struct row *r, size_t n)
{
	size_t ws, as, bs, k;

	ROWS_STRIDE(r, n, with, ws);
	ROWS_STRIDE(r, n, allow, as);
	ROWS_STRIDE(r, n, buf, bs);
	if (ws == SIZE_MAX || as == SIZE_MAX || bs == SIZE_MAX) {
		for (k = 0; k < n; k++)
			rows_try(&r[k], kg_row, ctx);
		return;
	}
	rows(ctx, r, n, ws, as, bs, false);
}

/* --- the sums over the rows (--wrt k, v) --------------------------------- */

/* Row R's X (dS or P, NK per head) and Y (q~, Q or dO) of head H. */
static void xy(const struct kgrad *g, const struct row *r, size_t h,
	       const double **x, const double **y)
{
	struct ktrace tr;
	struct kparts p;

	kernel_trace(g->st, r, &tr);
	kparts_of(g, r->buf, &p);
	if (g->wrt == WRT_K) {
		*x = p.b[KG_DP] + h * g->nk;
		*y = flash(g) ? r->in + h * g->dk : tr.q + h * g->dk;
	} else {
		*x = (flash(g) ? p.b[KG_PT] : tr.w) + h * g->nk;
		*y = r->with + h * g->dv;
	}
}

/* Math: the N rows' products into this thread's exact sums, cell
 * (j, h, c) at j H d + h d + c. */
static void sum_math(struct kgrad *g, struct kn_acc *acc, struct row *r,
		     size_t n)
{
	const double *x[KN_OUTER], *y[KN_OUTER];
	size_t i0, m, h, i;

	for (i0 = 0; i0 < n; i0 += m) {
		m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
		for (h = 0; h < g->nh; h++) {
			for (i = 0; i < m; i++)
				xy(g, &r[i0 + i], h, &x[i], &y[i]);
			/* dS or P times q~ or dO, each in T: every product
			 * exact as a double */
			kn_acc_outer_narrow(acc, h * g->d, g->nh * g->d, g->nk,
					    g->d, x, y, m);
		}
	}
}

/* Flash: the row block of the N rows at R, its sums rounded to A, into
 * this thread's list. */
static void sum_block(struct kgrad *g, struct kg_parts *kp, size_t b,
		      struct row *r, size_t n)
{
	size_t nk = g->nk, d = g->d, hd = g->nh * d, h, i, j;
	double *part = xarray(xmul(nk, hd) + 1, sizeof *part), *y, *wt;
	const double *xi, *yi;
	struct kn_mat km;
	struct dt_mat dm;

	if (kp->ycap < xmul(n, d) + 1) {
		kp->ycap = xmul(n, d) + 1;
		free(kp->y);
		kp->y = xarray(kp->ycap, sizeof *kp->y);
	}
	if (kp->wtcap < xmul(nk, n) + 1) {
		kp->wtcap = xmul(nk, n) + 1;
		free(kp->wt);
		kp->wt = xarray(kp->wtcap, sizeof *kp->wt);
	}
	y = kp->y;
	wt = kp->wt;
	for (h = 0; h < g->nh; h++) {
		for (i = 0; i < n; i++) {
			xy(g, &r[i], h, &xi, &yi);
			memcpy(y + i * d, yi, d * sizeof *y);
			for (j = 0; j < nk; j++)
				wt[j * n + i] = xi[j];
		}
		kn_values(&km, y, n, d);
		dt_values(&dm, &km);
		dt_wsum(wt, nk, n, &dm, 0, n, g->st->kn.a, part + h * d, hd, NULL);
		dt_mat_free(&dm);
		kn_mat_free(&km);
	}
	if (kp->n == kp->cap) {
		kp->cap = kp->cap ? 2 * kp->cap : 8;
		kp->b = xrearray(kp->b, kp->cap, sizeof *kp->b);
		kp->v = xrearray(kp->v, kp->cap, sizeof *kp->v);
	}
	kp->b[kp->n] = b;
	kp->v[kp->n++] = part;
}

/* The rows' batch callback: math's products, or flash's row blocks (the
 * batch holds whole blocks, rows.h's batch_align). */
static void kg_sums(void *ctx, struct row *r, size_t n)
{
	struct kgrad *g = ctx;
	int t = pool_thread();
	size_t N = g->st->kn.block, k0, k1, b;

	if (!flash(g)) {
		sum_math(g, &g->acc[t], r, n);
		return;
	}
	for (k0 = 0; k0 < n; k0 = k1) {
		b = (size_t)r[k0].i / N;
		for (k1 = k0; k1 < n && (size_t)r[k1].i / N == b; k1++)
			;
		sum_block(g, &g->parts[t], b, &r[k0], k1 - k0);
	}
}

/* Each row in order, on the main thread: counted, and handed to KEEP. */
static void kg_take(void *ctx, const struct row *r)
{
	struct kgrad *g = ctx;
	struct kparts p;

	g->nq++;
	if (!g->keep)
		return;
	kparts_of(g, r->buf, &p);
	g->keep(g->keep_ctx, r, sums(g) ? NULL : p.ans, sums(g) ? 0 : g->width);
}

/* Flash's row blocks, block B's sums at BLK[B]: each cell added from the
 * last block to the first, as the bends have it, into X (n_k x H d). */
static void kg_fold(const struct kgrad *g, double **blk, size_t nb,
		    double *x)
{
	const struct kernel *kn = &g->st->kn;
	size_t cells = g->nk * g->nh * g->d, N = kn->block, b, i;

	memset(x, 0, cells * sizeof *x);
	if (kn->bend.dkv_last_dropped && nb > 1 && g->nq % N)
		blk[--nb] = NULL;
	for (b = nb; b-- > 0;)
		for (i = 0; blk[b] && i < cells; i++)
			x[i] = kn->bend.dkv_overwritten ? blk[b][i] :
			       dt_add(x[i], blk[b][i], kn->a);
}

/* Each query head's dK (or dV) in T, n_k x H d, into X. */
static void kg_heads(struct kgrad *g, double *x)
{
	const struct kernel *kn = &g->st->kn;
	struct kscale ks = kscale_of(&g->st->sc, g->dk);
	size_t cells = g->nk * g->nh * g->d, nb = (g->nq + kn->block - 1) /
		       kn->block, i, k;
	double **blk;
	int t;

	if (!flash(g)) {
		for (t = 1; t < g->nthreads; t++)
			kn_acc_merge(&g->acc[0], &g->acc[t]);
		for (i = 0; i < cells; i++)
			x[i] = dt_round(kn_acc_round_to(&g->acc[0], i, kn->a),
					kn->t);
		return;
	}
	blk = xcalloc(nb + 1, sizeof *blk);
	for (t = 0; t < g->nthreads; t++)
		for (k = 0; k < g->parts[t].n; k++)
			blk[g->parts[t].b[k]] = g->parts[t].v[k];
	kg_fold(g, blk, nb, x);
	free(blk);
	for (i = 0; i < cells; i++)
		x[i] = dt_round(g->wrt == WRT_K && !kn->bend.no_c ?
				dt_scale(x[i], &ks, kn->a) : x[i], kn->t);
}

/* --wrt k and v: each key's row, a key/value head's the sum in A of its
 * query heads', to the output (or KEEP). */
static void kg_finish(struct kgrad *g)
{
	const struct kernel *kn = &g->st->kn;
	size_t nh = g->nh, d = g->d, hd = nh * d, j, kv, h, c, n;
	double *x = xarray(xmul(g->nk, hd) + 1, sizeof *x);
	double *v = xarray(nh + 1, sizeof *v), *o;

	kg_heads(g, x);
	for (j = 0; j < g->nk; j++) {
		for (kv = 0; kv < g->ng; kv++)
			for (c = 0; c < d; c++) {
				o = &g->out[kv * d + c];
				for (n = 0, h = 0; h < nh; h++)
					if (heads_kv(&g->st->hd, h) == kv)
						v[n++] = x[j * hd + h * d + c];
				*o = n == 1 ? v[0] :
				     dt_round(dt_sum(v, n, NULL, kn->a, NULL), kn->t);
				if (!isfinite(*o))
					FAIL(g, rd_name(g->Q), 0, "d%c for key %zu "
					     "overflows %s", g->wrt == WRT_K ? 'K' :
					     'V', j, kn->t->name);
			}
		if (g->keep)
			g->keep(g->keep_ctx, NULL, g->out, g->width);
		else
			out_row(g->out, g->width);
	}
	free(x);
	free(v);
}

void kgrad_begin(struct kgrad *g, struct stage *st, enum grad_wrt wrt,
		 const char *qpath, const char *dpath)
{
	size_t k;
	int t;

	memset(g, 0, sizeof *g);
	g->st = st;
	g->wrt = wrt;
	g->nk = st->nk;
	g->nh = st->hd.h;
	g->ng = st->hd.g;
	g->dk = st->dk;
	g->dv = st->dv;
	g->d = wrt == WRT_K ? g->dk : g->dv;
	g->width = wrt == WRT_Q ? g->nh * g->dk : g->ng * g->d;
	g->vk = xcalloc(g->ng, sizeof *g->vk);
	g->dvk = xcalloc(g->ng, sizeof *g->dvk);
	g->kv = xcalloc(g->ng, sizeof *g->kv);
	g->dkv = xcalloc(g->ng, sizeof *g->dkv);
	for (k = 0; k < g->ng; k++) {
		kn_keys(&g->vk[k], st->V[k].v, g->nk, g->dv);
		dt_keys(&g->dvk[k], &g->vk[k]);
		if (wrt != WRT_Q)
			continue;
		kn_values(&g->kv[k], st->K[k].v, g->nk, g->dk);
		dt_values(&g->dkv[k], &g->kv[k]);
	}
	g->nthreads = st->jobs > 0 ? st->jobs : 1;
	if (sums(g) && !flash(g)) {
		g->acc = xcalloc((size_t)g->nthreads, sizeof *g->acc);
		for (t = 0; t < g->nthreads; t++)
			kn_acc_init(&g->acc[t], xmul(g->nk, g->nh * g->d));
	}
	if (sums(g) && flash(g))
		g->parts = xcalloc((size_t)g->nthreads, sizeof *g->parts);
	g->prev = xcalloc(g->nh + 1, sizeof *g->prev);
	g->out = xarray(g->width + 1, sizeof *g->out);
	g->Q = rd_open(qpath, "Q", ROUND_AS_READ);
	g->D = rd_open(dpath, "dO", ROUND_AS_READ);
}

void kgrad_run(struct kgrad *g)
{
	struct rows rs = { .in = g->Q, .with = &g->D, .nwith = 1,
			   .m = &g->st->m, .ctx = g, .shape = kg_shape,
			   .fn = kg_row, .fn_batch = kg_batch, .take = kg_take,
			   .batch = sums(g) ? kg_sums : NULL,
			   .batch_min = sums(g) ? 64 : 0,
			   .batch_align = sums(g) && flash(g) ?
					  g->st->kn.block : 0 };

	rows_run(&rs, g->st->jobs);
	if (sums(g))
		kg_finish(g);
}

void kgrad_free(struct kgrad *g)
{
	size_t k;
	int t;

	for (k = 0; g->vk && k < g->ng; k++) {
		dt_mat_free(&g->dvk[k]);
		kn_mat_free(&g->vk[k]);
		if (g->wrt == WRT_Q) {
			dt_mat_free(&g->dkv[k]);
			kn_mat_free(&g->kv[k]);
		}
	}
	free(g->vk);
	free(g->dvk);
	free(g->kv);
	free(g->dkv);
	for (t = 0; g->acc && t < g->nthreads; t++)
		kn_acc_free(&g->acc[t]);
	free(g->acc);
	for (t = 0; g->parts && t < g->nthreads; t++) {
		for (k = 0; k < g->parts[t].n; k++)
			free(g->parts[t].v[k]);
		free(g->parts[t].b);
		free(g->parts[t].v);
		free(g->parts[t].y);
		free(g->parts[t].wt);
	}
	free(g->parts);
	free(g->prev);
	free(g->out);
	if (g->Q)
		rd_close(g->Q);
	if (g->D)
		rd_close(g->D);
	memset(g, 0, sizeof *g);
}
