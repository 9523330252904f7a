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
 * dS (H*NK each), the row sums (H), and the streamed answers' rows
 * (g->rowout). */
enum { G_DA, G_DT, G_DC, G_DS, G_NBLOCKS };

static double *block(const struct grad *g, const struct row *r, int b)
{
	return r->buf + g->fwd + (size_t)b * g->st->hd.h * g->nk;
}

/* dC and dS: dT's own block where no --softcap and no --temperature
 * makes them another number (dC = dT, dS = dC), so that a row's steps
 * write and read one block, not three. */
static double *dc_block(const struct grad *g, const struct row *r)
{
	return block(g, r, g->st->m.softcap ? G_DC : G_DT);
}

static double *ds_block(const struct grad *g, const struct row *r)
{
	return g->st->m.temperature ? block(g, r, G_DS) : dc_block(g, r);
}

static double *rowsums(const struct grad *g, const struct row *r)
{
	return block(g, r, G_NBLOCKS);
}

/* Result RS's row in R's buffer (streamed results). */
static double *answer_of(const struct grad *g, const struct row *r,
			 const struct grad_result *rs)
{
	return rowsums(g, r) + g->st->hd.h + rs->at;
}

static double *answer(const struct grad *g, const struct row *r)
{
	return answer_of(g, r, &g->res[0]);
}

static bool summed(enum grad_wrt w)
{
	return w == WRT_K || w == WRT_V || w == WRT_SINKS;
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

/* The first streamed result, which the row loop writes; NULL: none. */
static const struct grad_result *streamed(const struct grad *g)
{
	size_t i;

	for (i = 0; i < g->nres; i++)
		if (!summed(g->res[i].wrt))
			return &g->res[i];
	return NULL;
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
	const struct grad_result *first = streamed(g);

	g->fwd = stage_shape(g->st, r, nout, nk, heads);
	grad_dout_shape(g->Q, g->D, r, g->wo);
	*nout = first ? first->width : g->width;
	return g->fwd + G_NBLOCKS * *heads * *nk + *heads + g->rowout;
}

/* Head H of row R's dQ for result RS, from its dS: computed unless
 * LATER (grad_rows tiles it), and checked. */
static void head_dq(struct grad *g, struct row *r, size_t h,
		    const struct grad_result *rs, bool later)
{
	const struct stage *st = g->st;
	double *ho = answer_of(g, r, rs) + h * st->dk;

	if (!later)
		kn_apply_scaled(ds_block(g, r) + h * st->nk,
				&g->kv[heads_kv(&st->hd, h)], &st->sc,
				st->dk, ho);
	finite(ho, st->dk, "dQ for column", r);
}

static bool overflows(const double *v, size_t n)
{
	size_t j;

	for (j = 0; j < n; j++)
		if (isinf(v[j]))
			return true;
	return false;
}

/* In a batch (dQ left to grad_rows), before head H's step fails: the dQ
 * of the heads before it, which a row alone computes and checks first. */
static void dq_before(struct grad *g, struct row *r, size_t h)
{
	size_t k, i;

	for (k = 0; k < h; k++)
		for (i = 0; i < g->nres; i++)
			if (g->res[i].wrt == WRT_Q)
				head_dq(g, r, k, &g->res[i], false);
}

/* Head H of row R, backwards, from the forward pass's trace: the steps
 * the results need, and the streamed ones' part of their rows.  BATCH:
 * dA is there already and dQ is left to grad_rows. */
static void head(struct grad *g, struct row *r, size_t h,
		 const struct trace *tr, bool batch)
{
	const struct stage *st = g->st;
	size_t nk = st->nk, dv = st->dv, kv = heads_kv(&st->hd, h);
	size_t j, i, live = 0, o = h * nk;
	struct gd_row gd = { block(g, r, G_DA) + o, 0, block(g, r, G_DT) + o,
			     dc_block(g, r) + o, ds_block(g, r) + o };
	struct gd_transforms tf = { st->m.temperature, st->m.softcap };
	double *ho;

	for (j = 0; j < nk; j++)
		live += tr->t[o + j] != -INFINITY;
	if (g->need_da) {
		if (!batch)
			gd_weights(r->with + h * dv, &g->vk[kv], g->ones,
				   gd.da);
		if (batch && overflows(gd.da, nk))
			dq_before(g, r, h);
		finite(gd.da, nk, "dA for key", r);
	}
	if (g->need_ds) {
		gd_scores(&tf, tr->s + o, tr->t + o, tr->w + o, nk, live, &gd);
		/* |A (dA - r)| <= 2 max |dA| can overflow, and so can
		 * dividing by a small --temperature */
		if (batch && overflows(gd.ds, nk))
			dq_before(g, r, h);
		finite(gd.ds, nk, "dS for key", r);
	}
	rowsums(g, r)[h] = gd.r;
	for (i = 0; i < g->nres; i++) {
		const struct grad_result *rs = &g->res[i];

		ho = answer_of(g, r, rs) + h * nk;
		if (rs->wrt == WRT_WEIGHTS)
			memcpy(ho, gd.da, nk * sizeof *ho);
		else if (rs->wrt == WRT_SCORES)
			memcpy(ho, gd.ds, nk * sizeof *ho);
		else if (rs->wrt == WRT_Q && !batch)
			head_dq(g, r, h, rs, false);
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
static void factors(const struct grad *g, enum grad_wrt w,
		    const struct row *ri, size_t h, const double **x,
		    const double **y)
{
	const struct stage *st = g->st;
	size_t nk = st->nk, d = w == WRT_K ? st->dk : st->dv;
	struct trace tr;

	stage_trace(st, ri, &tr);
	*x = w == WRT_K ? ds_block(g, ri) + h * nk : tr.w + h * nk;
	*y = w == WRT_K ? ri->in + h * d : ri->with + h * d;
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
	size_t nk = st->nk, h, kv, i, i0, m, q, d;
	const double *x[KN_OUTER], *y[KN_OUTER];

	for (q = 0; q < g->nres; q++) {
		struct grad_result *rs = &g->res[q];

		if (rs->wrt == WRT_SINKS)
			sinks_batch(g, &rs->acc[t], r, n);
		if (rs->wrt != WRT_K && rs->wrt != WRT_V)
			continue;
		d = rs->wrt == WRT_K ? st->dk : st->dv;
		for (i0 = 0; i0 < n; i0 += m) {
			m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
			for (h = 0; h < st->hd.h; h++) {
				kv = heads_kv(&st->hd, h);
				/* dK: dS_j q; dV: A_j dO */
				for (i = 0; i < m; i++)
					factors(g, rs->wrt, &r[i0 + i], h, &x[i],
						&y[i]);
				if (g->tiled)
					kn_rows_add(&rs->tsum[kv *
					    (size_t)g->nacc + (size_t)t], x, y, m);
				else
					kn_acc_outer(&rs->acc[t], kv * d,
						     rs->width, nk, d, x, y, m);
			}
		}
	}
}

/* The second pass: the undecided cells' products, exactly. */
static void grad_again(void *ctx, struct row *r, size_t n)
{
	struct grad *g = ctx;
	const struct stage *st = g->st;
	int t = pool_thread();
	size_t i, h, q, u, c, j, k, kv, d;
	const double *x, *y;

	for (q = 0; q < g->nres; q++) {
		struct grad_result *rs = &g->res[q];

		if (!rs->nund)
			continue;
		d = rs->wrt == WRT_K ? st->dk : st->dv;
		for (i = 0; i < n; i++)
			for (h = 0; h < st->hd.h; h++) {
				kv = heads_kv(&st->hd, h);
				factors(g, rs->wrt, &r[i], h, &x, &y);
				for (u = 0; u < rs->nund; u++) {
					c = rs->undecided[u];
					j = c / rs->width;
					k = c % rs->width;
					if (k / d == kv)
						kn_acc_add(&rs->acc[t], u, x[j],
							   y[k % d]);
				}
			}
	}
}

/* Row R backwards, its forward pass done; BATCH as head's. */
static void back(struct grad *g, struct row *r, bool batch)
{
	const struct grad_result *first = streamed(g);
	struct trace tr;
	size_t h;

	stage_trace(g->st, r, &tr);
	for (h = 0; h < g->st->hd.h; h++)
		head(g, r, h, &tr, batch);
	r->out = !first || g->keep || g->again ? NULL : answer_of(g, r, first);
}

static void grad_back(void *ctx, struct row *r)
{
	back(ctx, r, false);
}

static void grad_back_batch(void *ctx, struct row *r)
{
	back(ctx, r, true);
}

/* A row's dQ, tiled by grad_rows, checked head by head. */
static void grad_dq_check(void *ctx, struct row *r)
{
	struct grad *g = ctx;
	size_t h, i;

	for (h = 0; h < g->st->hd.h; h++)
		for (i = 0; i < g->nres; i++)
			if (g->res[i].wrt == WRT_Q)
				head_dq(g, r, h, &g->res[i], true);
}

static void grad_row(void *ctx, struct row *r)
{
	struct grad *g = ctx;

	stage_row(g->st, r);
	grad_back(ctx, r);
}

/* A batch of rows through the tiled kernels, each row's bits as alone:
 * the forward pass (stage_batch), dA = dO V^T, each row's steps from dA
 * to dS, and dQ = dS K; where the rows' strides are uneven, a row at a
 * time. */
static void grad_rows(void *ctx, struct row *r, size_t n)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct grad *g = ctx;
	const struct stage *st = g->st;
	size_t nk = st->nk, h, i, kv, qs, as, bs, ws;

	stage_batch(g->st, r, n);
	n = rows_ok();
	if (!n)
		return;
	ROWS_STRIDE(r, n, with, ws);
	if (!rows_strides(r, n, &qs, &as, &bs, grad_back, ctx))
		return;
	if (ws == SIZE_MAX) {
		rows_each(ctx, r, n, grad_back, false);
		return;
	}
	for (h = 0; g->need_da && h < st->hd.h; h++)
		kn_scores_at(r[0].with + h * st->dv, n, ws,
			     &g->vk[heads_kv(&st->hd, h)], &none, g->ones, 0,
			     block(g, &r[0], G_DA) + h * nk, bs);
	n = rows_each(ctx, r, n, grad_back_batch, false);
	if (!n)
		return;
	for (i = 0; i < g->nres; i++) {
		if (g->res[i].wrt != WRT_Q)
			continue;
		for (h = 0; h < st->hd.h; h++) {
			kv = heads_kv(&st->hd, h);
			kn_apply_scaled_at(ds_block(g, &r[0]) + h * nk, n,
					   bs, &g->kv[kv], &st->sc, st->dk,
					   answer_of(g, &r[0], &g->res[i]) +
					   h * st->dk, bs);
		}
	}
	rows_each(ctx, r, n, grad_dq_check, false);
}

/* check --of grad's hold on the rows (grad.h, keep), on the main thread,
 * in order; or the streamed results past the first, each to its own
 * output (the row loop writes the first's). */
static void grad_take(void *ctx, const struct row *r)
{
	struct grad *g = ctx;
	const struct grad_result *first = streamed(g);
	size_t i;

	if (g->again)
		return;
	if (g->keep) {
		g->keep(g->keep_ctx, r, summed(g->wrt) ? NULL : answer(g, r),
			summed(g->wrt) ? 0 : g->width);
		return;
	}
	for (i = 0; i < g->nres; i++)
		if (&g->res[i] != first && !summed(g->res[i].wrt)) {
			out_select(i);
			out_row(answer_of(g, r, &g->res[i]), g->res[i].width);
		}
	out_select(first ? (size_t)(first - g->res) : 0);
}

void grad_trace(const struct grad *g, const struct row *r, size_t h,
		struct grad_trace *tr)
{
	size_t nk = g->nk, o = h * nk, j;
	struct trace ft;

	stage_trace(g->st, r, &ft);
	tr->da = block(g, r, G_DA) + o;
	tr->dt = block(g, r, G_DT) + o;
	tr->dc = dc_block(g, r) + o;
	tr->ds = ds_block(g, r) + o;
	tr->r = rowsums(g, r)[h];
	for (tr->live = 0, j = 0; j < nk; j++)
		tr->live += ft.t[o + j] != -INFINITY;
	tr->out = answer(g, r) + h * (g->wrt == WRT_Q ? g->st->dk : nk);
}

void grad_begin(struct grad *g, struct stage *st, const enum grad_wrt *wrt,
		size_t nwrt, const char *qpath, const char *dpath)
{
	size_t nk = st->nk, k, i;
	bool want_q = false, want_da = false;

	memset(g, 0, sizeof *g);
	g->st = st;
	g->wrt = wrt[0];
	g->ng = st->hd.g;
	g->nk = nk;
	g->wo = st->hd.h * st->dv;
	g->nacc = st->jobs > 0 ? st->jobs : 1;
	g->nres = nwrt < GRAD_RESULTS ? nwrt : GRAD_RESULTS;
	for (i = 0; i < g->nres; i++) {
		struct grad_result *rs = &g->res[i];
		enum grad_wrt w = wrt[i];

		rs->wrt = w;
		rs->width = w == WRT_Q ? st->hd.h * st->dk :
			    w == WRT_K ? st->hd.g * st->dk :
			    w == WRT_V ? st->hd.g * st->dv :
			    w == WRT_SINKS ? st->hd.h : st->hd.h * nk;
		want_q |= w == WRT_Q;
		want_da |= w != WRT_V;
		/* sinks too: dS's overflow is an error there as well */
		g->need_ds |= w != WRT_V && w != WRT_WEIGHTS;
		if (!summed(w)) {
			rs->at = g->rowout;
			g->rowout += rs->width;
			continue;
		}
		rs->nsum = w == WRT_SINKS ? 1 : nk;
		rs->acc = xcalloc((size_t)g->nacc, sizeof *rs->acc);
		for (k = 0; k < (size_t)g->nacc; k++)
			kn_acc_init(&rs->acc[k], xmul(rs->nsum, rs->width));
		if (w == WRT_SINKS)
			continue;
		rs->tsum = xcalloc(xmul(st->hd.g, (size_t)g->nacc),
				   sizeof *rs->tsum);
		for (k = 0; k < st->hd.g * (size_t)g->nacc; k++)
			kn_rows_init(&rs->tsum[k], nk, w == WRT_K ? st->dk :
				     st->dv);
	}
	g->need_da = want_da;
	g->width = g->res[0].width;
	g->vk = xcalloc(st->hd.g, sizeof *g->vk);
	g->kv = xcalloc(st->hd.g, sizeof *g->kv);
	for (k = 0; k < st->hd.g; k++) {
		if (want_da)
			kn_keys(&g->vk[k], st->V[k].v, nk, st->dv);
		if (want_q)
			kn_values(&g->kv[k], st->K[k].v, nk, st->dk);
	}
	g->ones = xmalloc(nk + 1);
	memset(g->ones, 1, nk + 1);
	for (k = i = 0; i < g->nres; i++)
		k = g->res[i].width > k ? g->res[i].width : k;
	g->out = xarray(k + 1, sizeof *g->out);
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

/* Result RS (k or v), tiled: its answer, and the cells undecided. */
static void tiled_answer(struct grad *g, struct grad_result *rs)
{
	const struct stage *st = g->st;
	static const struct scale none = { SCALE_NONE, 0 };
	size_t d = rs->wrt == WRT_K ? st->dk : st->dv, j, kv, k, c, cap = 0;
	unsigned char *und = xmalloc(d + 1);

	for (j = 0; j < rs->nsum; j++)
		for (kv = 0; kv < st->hd.g; kv++) {
			c = j * rs->width + kv * d;
			if (!kn_rows_round(&rs->tsum[kv * (size_t)g->nacc],
					   (size_t)g->nacc, j, st->dk,
					   rs->wrt == WRT_K ? &st->sc : &none,
					   rs->ans + c, und))
				continue;
			for (k = 0; k < d; k++)
				if (und[k]) {
					if (rs->nund == cap) {
						cap = cap ? 2 * cap : 64;
						rs->undecided = xrearray(
						    rs->undecided, cap,
						    sizeof *rs->undecided);
					}
					rs->undecided[rs->nund++] = c + k;
				}
		}
	free(und);
}

/* The tiled sums' undecided cells, summed again exactly in a second pass
 * over Q and dO, as RS (the first pass's loop) read them. */
static void second_pass(struct grad *g, struct rows *rs)
{
	const struct stage *st = g->st;
	static const struct scale none = { SCALE_NONE, 0 };
	size_t q, und = 0;
	reader *qr, *dr;
	int t;

	for (q = 0; q < g->nres; q++)
		und += g->res[q].nund;
	if (!und)
		return;
	g->again = true;
	qr = rs->in = rd_again(g->Q);
	dr = rd_again(g->D);
	rs->with = &dr;
	rs->batch = grad_again;
	rs->describe = NULL;
	rd_close(st->m.mask_rd);
	rd_close(st->m.bias_rd);
	g->st->m.mask_rd = g->st->m.bias_rd = NULL;
	for (q = 0; q < g->nres; q++)
		for (t = 0; g->res[q].nund && t < g->nacc; t++) {
			kn_acc_free(&g->res[q].acc[t]);
			kn_acc_init(&g->res[q].acc[t], g->res[q].nund);
		}
	rows_run(rs, st->jobs);
	for (q = 0; q < g->nres; q++) {
		struct grad_result *r = &g->res[q];

		if (r->nund)
			kn_acc_results(r->acc, g->nacc, r->nund, r->undecided,
				       st->dk, r->wrt == WRT_K ? &st->sc : &none,
				       r->ans);
	}
	rd_close(qr);
	rd_close(dr);
}

/* Summed result RS's answer from its exact sums. */
static void exact_answer(struct grad *g, struct grad_result *rs)
{
	static const struct scale none = { SCALE_NONE, 0 };

	kn_acc_results(rs->acc, g->nacc, rs->nsum * rs->width, NULL,
		       g->st->dk, rs->wrt == WRT_K ? &g->st->sc : &none,
		       rs->ans);
}

/* Summed result RS, to the output. */
static void write_sum(struct grad *g, const struct grad_result *rs)
{
	size_t j, c;

	for (j = 0; j < rs->nsum; j++) {
		for (c = 0; c < rs->width; c++) {
			g->out[c] = rs->ans[j * rs->width + c];
			if (isinf(g->out[c]) && rs->wrt == WRT_SINKS)
				fail(rd_name(g->Q), 0, "d sink for head %zu "
				     "overflows a double", c);
			if (isinf(g->out[c]))
				fail(rd_name(g->Q), 0, "d%c for key %zu "
				     "overflows a double", rs->wrt == WRT_K ?
				     'K' : 'V', j);
		}
		if (g->keep)
			g->keep(g->keep_ctx, NULL, g->out, rs->width);
		else
			out_row(g->out, rs->width);
	}
}

void grad_run(struct grad *g)
{
	const struct stage *st = g->st;
	const struct grad_result *first = streamed(g);
	struct rows rs = { .in = g->Q, .with = &g->D, .nwith = 1,
			   .m = &g->st->m, .ctx = g, .shape = grad_shape,
			   .fn = grad_row, .fn_batch = grad_rows,
			   .batch = grad_batch,
			   .take = g->keep || g->nres > 1 ? grad_take : NULL,
			   .describe = g->describe };
	size_t q;
	bool kv = false, sums = false;

	for (q = 0; q < g->nres; q++) {
		kv |= g->res[q].tsum != NULL;
		sums |= summed(g->res[q].wrt);
	}
	g->tiled = kv && rd_can_again(g->Q) && rd_can_again(g->D) &&
		   again_path(st->m.mask_path) && again_path(st->m.bias_path);
	if (!sums)
		rs.batch = NULL;
	/* a row's buffer holds H x nk of each step: batches of 16 rows
	 * keep the ring small and give the tiles enough steps */
	rs.batch_min = g->tiled ? 16 : sums ? 64 : 0;
	out_select(first ? (size_t)(first - g->res) : 0);
	rows_run(&rs, st->jobs);
	for (q = 0; q < g->nres; q++) {
		struct grad_result *r = &g->res[q];

		if (!summed(r->wrt))
			continue;
		r->ans = xarray(xmul(r->nsum, r->width) + 1, sizeof *r->ans);
		if (g->tiled && r->tsum)
			tiled_answer(g, r);
		else
			exact_answer(g, r);
	}
	second_pass(g, &rs);
	for (q = 0; q < g->nres; q++)
		if (summed(g->res[q].wrt)) {
			out_select(q);
			write_sum(g, &g->res[q]);
		}
	out_select(0);
}

void grad_free(struct grad *g)
{
	size_t i, q;
	int t;

	for (i = 0; g->vk && i < g->ng; i++)
		kn_mat_free(&g->vk[i]);
	for (i = 0; g->kv && i < g->ng; i++)
		kn_mat_free(&g->kv[i]);
	free(g->vk);
	free(g->kv);
	for (q = 0; q < g->nres; q++) {
		struct grad_result *r = &g->res[q];

		for (t = 0; r->acc && t < g->nacc; t++)
			kn_acc_free(&r->acc[t]);
		free(r->acc);
		for (i = 0; r->tsum && i < g->ng * (size_t)g->nacc; i++)
			kn_rows_free(&r->tsum[i]);
		free(r->tsum);
		free(r->undecided);
		free(r->ans);
	}
	free(g->ones);
	free(g->out);
	rd_close(g->Q);
	rd_close(g->D);
	memset(g, 0, sizeof *g);
}
