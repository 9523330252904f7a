/* kernel.c - a row of scores, weights and apply (or attend), as a kernel
 * computes it in --dtype's format: the math recipe, or attend's flash
 * recipe (kernel_recipe.h).
 *
 * A batch of rows goes through in phases: each row's own steps (those
 * that can fail: an overflow is an error naming the row) through
 * rows_try, and the dot products of all the batch's rows at once through
 * the tiled kernels of num/dtype.h.  The flash recipe walks the key blocks
 * in order for all the rows together, the block's weighted sum of V tiled
 * across them.  Which rows share a batch never changes a bit.
 *
 * A row's scratch is K_NBLOCKS blocks of H * NK cells (the steps of the
 * scores and the softmax) when --show-work shows them, else three (each
 * step overwrites the one before it, cell by cell), H for the LSEs after
 * the weights (--lse: a written row is contiguous), then H * DK for q~,
 * H * DV each for round_A of the output and the output, H for the LSEs
 * after it, H * DV each for flash's acc and a block's sums, N_NCELLS * H for each head's normaliser, and with
 * --show-work under flash each block's steps. */
#include "attn/kernel.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/stage_state.h"
#include "base/alloc.h"
#include "base/err.h"
#include "num/rotate.h"
#include "num/softmax.h"

enum { K_DOT, K_S, K_TEMP, K_CAP, K_T, K_E, K_W, K_NBLOCKS };
/* Per head: the max m, the sum l, round_A(exp(sink - m)); flash's r and
 * round_A(sum p) of the block at hand, and whether it had a key to see. */
enum { N_MAX, N_SUM, N_ESINK, N_R, N_BSUM, N_LIVE, N_NCELLS };
/* A flash block's trace: m', r, round_A(sum p), l, then acc. */
enum { F_M, F_R, F_SUM, F_L, F_NCELLS };

struct parts {
	double *b[K_NBLOCKS];
	double *wlse, *q, *oa, *o, *olse, *acc, *pv, *norm, *blocks;
};

static size_t nblocks(const struct stage *st)
{
	return st->kn.recipe == KERNEL_FLASH ?
	       (st->nk + st->kn.block - 1) / st->kn.block : 0;
}

/* The flash blocks' trace, per head: kept for --show-work only. */
static size_t block_cells(const struct stage *st)
{
	return st->describe ? nblocks(st) * (F_NCELLS + st->dv) : 0;
}

/* The blocks a row has: all of them for --show-work, else the scores'
 * steps in one block, the exponentials, and the weights. */
static size_t nparts(const struct stage *st)
{
	return st->describe ? K_NBLOCKS : 3;
}

static void parts_of(const struct stage *st, double *buf, struct parts *p)
{
	size_t h = st->hd.h, n = h * st->nk, k;

	for (k = 0; k < K_NBLOCKS; k++)
		p->b[k] = buf + (!st->describe ? k < K_E ? 0 : k - K_E + 1 : k) * n;
	p->wlse = buf + nparts(st) * n;
	p->q = p->wlse + h;
	p->oa = p->q + h * st->dk;
	p->o = p->oa + h * st->dv;
	p->olse = p->o + h * st->dv;
	p->acc = p->olse + h;
	p->pv = p->acc + h * st->dv;
	p->norm = p->pv + h * st->dv;
	p->blocks = p->norm + N_NCELLS * h;
}

size_t kernel_scratch(const struct stage *st)
{
	size_t h = st->hd.h;

	return nparts(st) * h * st->nk + h + h * st->dk + 4 * h * st->dv +
	       h + N_NCELLS * h + h * block_cells(st) + 1;
}

/* --- FP8 with scales ----------------------------------------------------- */

/* 2^8 where P is stored in an fp8 format (FlashAttention-3's Max_offset:
 * P in [0, 256], not [0, 1], where fp8 has its precision), else 1. */
static double p_boost(const struct kernel *kn)
{
	return kn->quant && (kn->pdt == &dt_e4m3 || kn->pdt == &dt_e5m2) ?
	       256 : 1;
}

/* Rows a descale covers, of N. */
static size_t per_block(const struct kernel *kn, size_t n)
{
	return kn->scale_block ? kn->scale_block : n ? n : 1;
}

/* The descale of the N rows at X (W wide, STRIDE apart): round_A(amax /
 * the format's largest), 1 where every entry is 0; past A's range an
 * error naming the block (rows R0 on of ROLE in WHERE, head H of NH). */
static double descale(const double *x, size_t n, size_t w, size_t stride,
		      const struct kernel *kn, const char *where,
		      const char *role, size_t r0, size_t h, size_t nh)
{
	double m = 0, d;
	size_t i, c;
	char hb[HEADS_OF_SIZE];

	for (i = 0; i < n; i++)
		for (c = 0; c < w; c++)
			if (fabs(x[i * stride + c]) > m)
				m = fabs(x[i * stride + c]);
	d = m == 0 ? 1 : dt_div(m, kn->quant->max, kn->a);
	if (!isfinite(d) || d == 0)
		fail(where, 0, "the descale of %s's rows %zu-%zu%s (its largest "
		     "|entry| over %g, %s's largest) %s %s", role, r0 + 1,
		     r0 + n, heads_of(nh, h, hb), kn->quant->max,
		     kn->quant->name, d == 0 ? "underflows" : "overflows",
		     kn->a->name);
	return d;
}

/* ROW's D numbers turned (--rotate) into OUT, or copied. */
static void turned(const struct kernel *kn, const double *row, size_t d,
		   double *out)
{
	if (kn->rotate)
		rotate_row(row, d, kn->seed, kn->a, out);
	else
		memcpy(out, row, d * sizeof *row);
}

/* K and V of the G key/value heads quantized, as the dot products read
 * them: K turned and in fp8, V in fp8 times its descale, each exact. */
static void quantize_kv(struct stage *st)
{
	const struct kernel *kn = &st->kn;
	size_t g = st->hd.g, nk = st->nk, dk = st->dk, dv = st->dv,
	       bs = per_block(kn, nk), h, j, c, b;
	double *k8, *v8;

	st->nkb = (nk + bs - 1) / bs + !nk;
	st->kd = xarray(g * st->nkb, sizeof *st->kd);
	st->vd = xarray(g * st->nkb, sizeof *st->vd);
	st->qkv = xarray(xmul(g, xmul(nk, dk + dv)) + 1, sizeof *st->qkv);
	st->qK = xcalloc(g, sizeof *st->qK);
	st->qV = xcalloc(g, sizeof *st->qV);
	for (h = 0; st->K && h < g; h++) {
		k8 = st->qkv + h * nk * dk;
		for (j = 0; j < nk; j++)
			turned(kn, st->K[h].v + j * dk, dk, k8 + j * dk);
		for (b = 0; b * bs < nk; b++)
			st->kd[h * st->nkb + b] = descale(k8 + b * bs * dk,
				nk - b * bs < bs ? nk - b * bs : bs, dk, dk, kn,
				st->Kw.name, "K", b * bs, h, g);
		for (j = 0; j < nk * dk; j++)
			k8[j] = dt_div(k8[j], st->kd[h * st->nkb + j / dk / bs],
				       kn->quant);
		kn_keys(&st->qK[h], k8, nk, dk);
	}
	for (h = 0; st->V && h < g; h++) {
		v8 = st->qkv + g * nk * dk + h * nk * dv;
		for (b = 0; b * bs < nk; b++)
			st->vd[h * st->nkb + b] = descale(st->V[h].v + b * bs * dv,
				nk - b * bs < bs ? nk - b * bs : bs, dv, dv, kn,
				st->Vw.name, "V", b * bs, h, g);
		for (j = 0; j < nk; j++)
			for (c = 0; c < dv; c++) {
				double d = st->vd[h * st->nkb + j / bs];

				v8[j * dv + c] = dt_div(st->V[h].v[j * dv + c], d,
							kn->quant) * d;
			}
		kn_values(&st->qV[h], v8, nk, dv);
	}
}

void kernel_qscales(struct stage *st, const struct matrix *Q)
{
	const struct kernel *kn = &st->kn;
	size_t nh = st->hd.h, dk = st->dk, bs = per_block(kn, Q->rows), h, i, b;
	double *t = xarray(xmul(Q->rows, dk) + 1, sizeof *t);

	st->nqb = (Q->rows + bs - 1) / bs + !Q->rows;
	st->qd = xarray(nh * st->nqb, sizeof *st->qd);
	for (h = 0; h < nh; h++) {
		for (i = 0; i < Q->rows; i++)
			turned(kn, Q->v + i * Q->cols + h * dk, dk, t + i * dk);
		for (b = 0; b * bs < Q->rows || b < st->nqb; b++)
			st->qd[h * st->nqb + b] = descale(t + b * bs * dk,
				Q->rows - b * bs < bs ? Q->rows - b * bs : bs, dk,
				dk, kn, Q->name, "Q", b * bs, h, nh);
	}
	free(t);
}

void kernel_load(struct stage *st)
{
	const struct dtype *t = st->kn.t;
	size_t g = st->hd.g, h;

	if (st->kn.quant)
		quantize_kv(st);
	if (st->K) {
		st->dK = xcalloc(g, sizeof *st->dK);
		for (h = 0; h < g; h++)
			dt_keys(&st->dK[h], st->kn.quant ? &st->qK[h] :
				&st->K[h]);
	}
	if (st->V) {
		st->dV = xcalloc(g, sizeof *st->dV);
		for (h = 0; h < g; h++)
			dt_values(&st->dV[h], st->kn.quant ? &st->qV[h] :
				  &st->V[h]);
	}
	/* the paper's slopes are numbers a kernel is handed, as the
	 * slopes of --alibi-slopes are read: in T */
	if (st->m.alibi && !st->m.slopes_path)
		for (h = 0; h < st->hd.h; h++)
			st->m.slopes[h] = dt_round(st->m.slopes[h], t);
}

void kernel_free(struct stage *st)
{
	size_t h;

	for (h = 0; st->dK && h < st->hd.g; h++)
		dt_mat_free(&st->dK[h]);
	for (h = 0; st->dV && h < st->hd.g; h++)
		dt_mat_free(&st->dV[h]);
	free(st->dK);
	free(st->dV);
	st->dK = st->dV = NULL;
	for (h = 0; st->qK && h < st->hd.g; h++)
		kn_mat_free(&st->qK[h]);
	for (h = 0; st->qV && h < st->hd.g; h++)
		kn_mat_free(&st->qV[h]);
	free(st->qK);
	free(st->qV);
	free(st->qkv);
	free(st->qd);
	free(st->kd);
	free(st->vd);
	st->qK = st->qV = NULL;
	st->qkv = st->qd = st->kd = st->vd = NULL;
}

/* --- a row's own steps -------------------------------------------------- */

/* A step's failure, unless the run is a candidate's (the recipe's
 * quiet), which keeps the value it has. */
#define FAIL(st, ...) do { if (!(st)->kn.quiet) fail(__VA_ARGS__); } while (0)

static const char *of_head(const struct stage *st, size_t h, char *buf)
{
	return heads_of(st->hd.h, h, buf);
}

/* Math: q~ = round_T(c q), head by head. */
static void scale_query(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct kscale ks = kscale_of(&st->sc, st->dk);
	struct parts p;
	size_t c;

	parts_of(st, r->buf, &p);
	for (c = 0; c < st->hd.h * st->dk; c++) {
		p.q[c] = dt_scale(r->in[c], &ks, st->kn.t);
		if (st->kn.bend.scale_twice)
			p.q[c] = dt_scale(p.q[c], &ks, st->kn.t);
		if (!isfinite(p.q[c]))
			FAIL(st, r->where, r->line, "field %zu times the scale "
			     "overflows %s", c + 1, st->kn.t->name);
	}
}

/* --quantize: q8, each head of the row turned (--rotate), divided by its
 * block's descale and rounded to the fp8 format. */
static void quant_query(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	const struct kernel *kn = &st->kn;
	size_t dk = st->dk, h, c,
	       b = kn->scale_block ? (size_t)r->i / kn->scale_block : 0;
	struct parts p;
	double d;

	parts_of(st, r->buf, &p);
	for (h = 0; h < st->hd.h; h++) {
		turned(kn, r->in + h * dk, dk, p.q + h * dk);
		d = st->qd[h * st->nqb + (b < st->nqb ? b : st->nqb - 1)];
		for (c = 0; c < dk; c++)
			p.q[h * dk + c] = dt_div(p.q[h * dk + c], d, kn->quant);
	}
}

/* --quantize: round_A(c round_A(dq dk)), the scale of a dot product of
 * row R's head H with key J. */
static double quant_scale(const struct stage *st, const struct row *r,
			  size_t h, size_t j)
{
	const struct kernel *kn = &st->kn;
	struct kscale ks = kscale_of(&st->sc, st->dk);
	size_t qb = kn->scale_block ? (size_t)r->i / kn->scale_block : 0,
	       kb = kn->scale_block ? j / kn->scale_block : 0;

	qb = qb < st->nqb ? qb : st->nqb - 1;
	return dt_scale(dt_mul(st->qd[h * st->nqb + qb],
			       st->kd[heads_kv(&st->hd, h) * st->nkb + kb],
			       kn->a), &ks, kn->a);
}

/* Head H's scores from its dot products: math's S = round_T(dot),
 * flash's s = round_A(c dot); one past the format's range is an error. */
static void scores_of(const struct stage *st, const struct row *r, size_t h,
		      const struct parts *p)
{
	size_t nk = st->nk, o = h * nk, j;
	struct kscale ks = kscale_of(&st->sc, st->dk);
	const struct dtype *f = st->kn.recipe == KERNEL_MATH ? st->kn.t :
				st->kn.a;
	const double *dot = p->b[K_DOT] + o;
	double *s = p->b[K_S] + o;
	char hb[HEADS_OF_SIZE];
	double d, sigma = 1;

	/* S may be where the dot products are: each read before written */
	for (j = 0; j < nk; j++) {
		if ((d = dot[j]) == -INFINITY) {
			s[j] = -INFINITY;
			continue;
		}
		if (st->kn.quant) {
			if (j == 0 || (st->kn.scale_block &&
				       j % st->kn.scale_block == 0))
				sigma = quant_scale(st, r, h, j);
			s[j] = dt_round(dt_mul(sigma, d, st->kn.a), st->kn.sdt);
		} else {
			s[j] = st->kn.recipe == KERNEL_MATH ? dt_round(d, f) :
			       dt_scale(d, &ks, f);
		}
		if (st->kn.recipe == KERNEL_FLASH && st->kn.bend.scale_twice)
			s[j] = dt_scale(s[j], &ks, f);
		if (!isfinite(d) || !isfinite(s[j]))
			FAIL(st, r->where, r->line, "the score for key %zu%s "
			     "overflows %s", j, of_head(st, h, hb),
			     !isfinite(d) ? st->kn.a->name : f->name);
	}
}

/* Head H's transforms in A on the NK scores IN: TEMP, CAP, and T (into
 * the softmax, in T under math), -inf where masked. */
static void transforms(const struct stage *st, const struct row *r,
		       size_t h, const double *in, const struct parts *p)
{
	const struct mask *m = &st->m;
	const struct dtype *a = st->kn.a, *t = st->kn.t;
	size_t nk = st->nk, o = h * nk, j;
	double *temp = p->b[K_TEMP] + o, *cap = p->b[K_CAP] + o,
	       *out = p->b[K_T] + o, x, b;
	char hb[HEADS_OF_SIZE];

	if (!r->why && !m->temperature && !m->softcap && !r->bias &&
	    !m->alibi) {
		/* nothing to do: the scores go in as they are */
		if (out != in)
			memcpy(out, in, nk * sizeof *in);
		return;
	}
	for (j = 0; j < nk; j++) {
		x = in[j];
		if ((r->why && r->why[o + j]) || x == -INFINITY) {
			temp[j] = cap[j] = out[j] = -INFINITY;
			continue;
		}
		if (m->temperature) {
			x = dt_div(x, m->temperature, a);
			if (!isfinite(x))
				FAIL(st, r->where, r->line, "the score for key "
				     "%zu%s overflows %s under --temperature",
				     j, of_head(st, h, hb), a->name);
		}
		temp[j] = x;
		if (m->softcap)
			x = dt_softcap(x, m->softcap, a);
		cap[j] = x;
		if (r->bias || m->alibi) {
			b = r->bias ? r->bias[o + j] : -0.0;
			x = b == -INFINITY ? -INFINITY : m->alibi ?
			    dt_bias(x, b, m->slopes[h],
				    mask_distance(m, r->i, j), a) :
			    dt_add(x, b, a);
			if (x != -INFINITY && !isfinite(x))
				FAIL(st, r->where, r->line, "the score for key "
				     "%zu%s plus its %s overflows %s", j,
				     of_head(st, h, hb), !m->alibi ? "bias" :
				     r->bias ? "bias and ALiBi term" :
				     "ALiBi term", a->name);
		}
		if (st->kn.recipe == KERNEL_MATH && x != -INFINITY) {
			x = dt_round(x, st->kn.quant ? st->kn.sdt : t);
			if (!isfinite(x))
				FAIL(st, r->where, r->line, "the score for key "
				     "%zu%s overflows %s", j, of_head(st, h, hb),
				     t->name);
		}
		out[j] = x;
	}
}

/* A block with every key masked, under --masked-rows: its N weights W
 * (uniform: round_T(round_A(1 / N)), as the math recipe's softmax would
 * have it). */
static void empty_row(const struct stage *st, const struct row *r,
		      size_t h, double *w, size_t n)
{
	size_t j;

	if (st->kn.quiet && st->m.policy == ROWS_ERROR) {
		for (j = 0; j < n; j++)
			w[j] = NAN;
		return;
	}
	mask_empty_row(&st->m, h, w, n, r->where, r->line);
	if (st->m.policy == ROWS_UNIFORM)
		for (j = 0; j < n; j++)
			w[j] = dt_round(dt_div(1, (double)n, st->kn.a),
					st->kn.t);
}

void kernel_exps(const double *s, size_t n, double m, const struct dtype *a,
		 double *e, double *tmp)
{
	size_t j;

	kn_exp_row(s, n, m, e, tmp);
	for (j = 0; j < n; j++)
		if (s[j] == -INFINITY)
			e[j] = 0;
		else if (!dt_round2_near(e[j], tmp[j], 0x1p-60 * e[j], a, &e[j]))
			e[j] = dt_exp_diff(s[j], m, a);
}

static void stale_exps(const double *s, size_t j0, size_t j1, double m,
		       const struct dtype *a, double *e);

/* The log-sum-exp of a softmax whose max is M and sum L, as FlashAttention
 * writes it: round_A(M + round_A(ln L)); -inf where no key was seen. */
static double lse_of(double m, double l, const struct dtype *a)
{
	if (m == -INFINITY || l == 0)
		return -INFINITY;
	/* a candidate's bent run (its quiet overflow) keeps what it has */
	return isfinite(l) && isfinite(m) ? dt_lse(m, l, a) : m + l;
}

/* Math: head H's softmax in A, from T (K_T) into P (K_W), and its
 * log-sum-exp. */
static void softmax(const struct stage *st, const struct row *r, size_t h,
		    const struct parts *p)
{
	const struct dtype *a = st->kn.a, *t = st->kn.t;
	size_t nk = st->nk, nh = st->hd.h, o = h * nk, j;
	const double *s = p->b[K_T] + o;
	double *e = p->b[K_E] + o, *w = p->b[K_W] + o, *nm = p->norm;
	double m = st->sinks ? st->sinks[h] : -INFINITY, l, es = 0;
	char hb[HEADS_OF_SIZE];

	for (j = 0; j < nk; j++)
		if (s[j] > m)
			m = s[j];
	nm[N_MAX * nh + h] = m;
	nm[N_SUM * nh + h] = nm[N_ESINK * nh + h] = 0;
	p->wlse[h] = -INFINITY;
	if (m == -INFINITY) {
		memset(e, 0, nk * sizeof *e);
		empty_row(st, r, h, w, nk);
		return;
	}
	if (st->kn.bend.no_max)
		stale_exps(s, 0, nk, m = 0, a, e);
	else
		kernel_exps(s, nk, m, a, e, w);
	if (st->sinks)
		es = st->sinks[h] - m > 709 ? INFINITY :
		     dt_exp_diff(st->sinks[h], m, a);
	if (st->kn.quant) {
		for (j = 0; j < nk; j++)
			e[j] = dt_round(e[j], st->kn.sdt);
		es = dt_round(es, st->kn.sdt);
	}
	l = dt_sum(e, nk, st->sinks ? &es : NULL, a, &st->kn.how);
	if (st->kn.quant)
		l = dt_round(l, st->kn.sdt);
	if (!isfinite(l))
		FAIL(st, r->where, r->line, "the sum of the exponentials%s "
		     "overflows %s (the accumulators)", of_head(st, h, hb),
		     a->name);
	nm[N_SUM * nh + h] = l;
	nm[N_ESINK * nh + h] = es;
	if (st->lse)
		p->wlse[h] = lse_of(m, l, a);
	for (j = 0; j < nk; j++)
		w[j] = !st->kn.quant ? dt_round(dt_div(e[j], l, a), t) :
		       dt_round(dt_mul(p_boost(&st->kn), dt_div(e[j], l, a), a),
				st->kn.pdt);
}

/* Between the dot products and the weighted sums: each head's scores,
 * their transforms and (math) the softmax; where the row's result is,
 * unless the output is still to come. */
static void middle(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	size_t nk = st->nk, h;
	struct parts p;
	const double *in;

	parts_of(st, r->buf, &p);
	for (h = 0; h < st->hd.h; h++) {
		in = r->in + h * nk;
		if (st->steps & DO_SCORES) {
			scores_of(st, r, h, &p);
			in = p.b[K_S] + h * nk;
		}
		if (st->steps == DO_SCORES && !r->bias && !st->m.alibi)
			continue;
		transforms(st, r, h, in, &p);
		if (st->steps & DO_WEIGHTS && st->kn.recipe == KERNEL_MATH)
			softmax(st, r, h, &p);
	}
	r->out = st->steps == DO_SCORES ? p.b[r->bias || st->m.alibi ? K_T :
					     K_S] : p.b[K_W];
}

/* apply --lse: the LSEs after the weights, A's values as they were read,
 * on after the output. */
static void pass_lse(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct parts p;

	parts_of(st, r->buf, &p);
	rows_lse_in(r, st->hd.h * st->nk, st->hd.h, p.wlse);
}

/* The output of each head from round_A of its sums: round_T; an
 * infinite one, or a NaN that no NaN weight explains, is an error. */
static void output(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	const double *w;
	struct parts p;
	size_t h, c, j;
	bool nan;

	parts_of(st, r->buf, &p);
	w = st->steps & DO_WEIGHTS ? p.b[K_W] : r->in;
	for (h = 0; h < st->hd.h; h++)
		for (c = 0; c < st->dv; c++) {
			double *o = p.o + h * st->dv + c;

			if (p_boost(&st->kn) != 1 && st->kn.recipe == KERNEL_MATH)
				p.oa[h * st->dv + c] = dt_mul(p.oa[h * st->dv + c],
					1 / p_boost(&st->kn), st->kn.a);
			*o = dt_round(p.oa[h * st->dv + c], st->kn.t);
			if (isfinite(*o))
				continue;
			for (nan = false, j = 0; j < st->nk; j++)
				nan |= isnan(w[h * st->nk + j]);
			if (isinf(*o) || !nan)
				FAIL(st, r->where, r->line, "the output for column "
				     "%zu overflows %s", h * st->dv + c,
				     !isfinite(p.oa[h * st->dv + c]) ?
				     st->kn.a->name : st->kn.t->name);
		}
	if (st->lse)
		memcpy(p.olse, p.wlse, st->hd.h * sizeof *p.olse);
	r->out = p.o;
}

/* --- the flash recipe ------------------------------------------------- */

/* Head H of N rows (buffers BS apart), to start: m = -inf, l = 0,
 * acc = 0, or with a sink m = sink, l = 1. */
static void flash_start(const struct stage *st, struct row *r, size_t n,
			size_t h)
{
	size_t nh = st->hd.h, k;
	struct parts p;

	for (k = 0; k < n; k++) {
		parts_of(st, r[k].buf, &p);
		p.norm[N_MAX * nh + h] = st->sinks ? st->sinks[h] : -INFINITY;
		p.norm[N_SUM * nh + h] = st->sinks ? 1 : 0;
		memset(p.acc + h * st->dv, 0, st->dv * sizeof *p.acc);
	}
}

/* The stale max's p (a bend): E[j] = round_A(e^(S[j] - M)) for J0 <= j
 * < J1, M the max of the blocks before, which S[j] may pass: one past
 * A's range is A's overflow, inf (nan for e4m3). */
static void stale_exps(const double *s, size_t j0, size_t j1, double m,
		       const struct dtype *a, double *e)
{
	size_t j;

	for (j = j0; j < j1; j++)
		e[j] = s[j] - m > 709 ? dt_is_f64(a) ?
		       INFINITY : dt_round(DBL_MAX, a) :
		       dt_exp_diff(s[j], m, a);
}

/* Block [J0, J1) of head H, a row's part before the weighted sum: m',
 * p = round_A(exp(s - m')) and round_T(p), r, and l. */
static void flash_block(const struct stage *st, struct row *r, size_t h,
			size_t j0, size_t j1)
{
	const struct dtype *a = st->kn.a, *t = st->kn.t;
	size_t nh = st->hd.h, o = h * st->nk, j;
	struct parts p;
	double m, mb = -INFINITY, rr, l, *nm, *s, *e, *w;

	parts_of(st, r->buf, &p);
	nm = p.norm;
	s = p.b[K_T] + o;
	e = p.b[K_E] + o;
	w = p.b[K_W] + o;
	for (j = j0; j < j1; j++)
		if (s[j] > mb)
			mb = s[j];
	nm[N_LIVE * nh + h] = mb != -INFINITY;
	if (mb == -INFINITY) {
		/* every key masked: the block changes nothing */
		for (j = j0; j < j1; j++)
			e[j] = w[j] = 0;
		return;
	}
	m = nm[N_MAX * nh + h];
	mb = mb > m ? mb : m;
	if (st->kn.bend.no_max)
		stale_exps(s, j0, j1, 0, a, e);
	else if (st->kn.bend.stale_max && m != -INFINITY)
		stale_exps(s, j0, j1, m, a, e);
	else
		kernel_exps(s + j0, j1 - j0, mb, a, e + j0, w + j0);
	if (st->kn.quant)
		for (j = j0; j < j1; j++)
			e[j] = dt_round(dt_mul(p_boost(&st->kn), e[j], a),
					st->kn.sdt);
	for (j = j0; j < j1; j++)
		w[j] = st->kn.bend.p_in_a ? e[j] :
		       dt_round(e[j], st->kn.quant ? st->kn.pdt : t);
	/* without the max taken off, nothing is rescaled */
	rr = st->kn.bend.no_max ? m == -INFINITY ? 0 : 1 : dt_exp_diff(m, mb, a);
	nm[N_R * nh + h] = rr;
	nm[N_BSUM * nh + h] = dt_sum(e + j0, j1 - j0, NULL, a,
				      &st->kn.how);
	l = nm[N_SUM * nh + h];
	nm[N_SUM * nh + h] = dt_add(st->kn.bend.sum_not_rescaled ? l :
				    dt_mul(rr, l, a), nm[N_BSUM * nh + h], a);
	nm[N_MAX * nh + h] = mb;
}

/* Block B of head H, the row's part after the weighted sum (in PV):
 * acc = round_A(round_A(r acc) + PV); and the block's trace. */
static void flash_acc(const struct stage *st, struct row *r, size_t h,
		      size_t b)
{
	const struct dtype *a = st->kn.a;
	size_t nh = st->hd.h, dv = st->dv, c;
	struct parts p;
	double *acc, *pv, rr, *tr;
	bool live;

	parts_of(st, r->buf, &p);
	acc = p.acc + h * dv;
	pv = p.pv + h * dv;
	live = p.norm[N_LIVE * nh + h] != 0;
	rr = p.norm[N_R * nh + h];
	/* r is 1 where the block left the max where it was, 0 at the
	 * first block that sees a key */
	for (c = 0; live && c < dv; c++)
		acc[c] = dt_add(rr == 1 || st->kn.bend.no_rescale ? acc[c] :
				rr == 0 ? 0 : dt_mul(rr, acc[c], a), pv[c], a);
	if (!block_cells(st))
		return;
	tr = p.blocks + (h * nblocks(st) + b) * (F_NCELLS + dv);
	tr[F_M] = live ? p.norm[N_MAX * nh + h] : NAN;
	tr[F_R] = rr;
	tr[F_SUM] = live ? p.norm[N_BSUM * nh + h] : 0;
	tr[F_L] = p.norm[N_SUM * nh + h];
	memcpy(tr + F_NCELLS, acc, dv * sizeof *acc);
}

/* Head H of N rows, buffers BS apart: every block in order. */
static void flash_head(const struct stage *st, struct row *r, size_t n,
		       size_t bs, size_t h)
{
	size_t nb = nblocks(st), b, k, j0, j1, nk = st->nk;
	struct parts p;

	flash_start(st, r, n, h);
	parts_of(st, r[0].buf, &p);
	if (st->kn.bend.last_dropped && nb > 1 && nk % st->kn.block)
		nb--;
	for (b = 0; b < nb; b++) {
		j0 = b * st->kn.block;
		j1 = j0 + st->kn.block < nk ? j0 + st->kn.block : nk;
		for (k = 0; k < n; k++)
			flash_block(st, &r[k], h, j0, j1);
		dt_wsum(p.b[K_W] + h * nk, n, bs, &st->dV[heads_kv(&st->hd, h)],
			j0, j1, st->kn.a, p.pv + h * st->dv, bs, &st->kn.how);
		for (k = 0; k < n; k++)
			flash_acc(st, &r[k], h, b);
	}
}

/* The flash output of a row: acc / l, or with every key masked what
 * --masked-rows says. */
static void flash_end(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	const struct dtype *a = st->kn.a;
	size_t nh = st->hd.h, dv = st->dv, h, c;
	struct parts p;
	double l;

	parts_of(st, r->buf, &p);
	for (h = 0; h < nh; h++) {
		double *oa = p.oa + h * dv, *w = p.b[K_W] + h * st->nk;

		/* FlashAttention-3 sums P at 2^8 its size where P is fp8:
		 * the sum it takes the log of is 2^-8 that */
		if (st->lse)
			p.wlse[h] = lse_of(p.norm[N_MAX * nh + h],
					   p.norm[N_SUM * nh + h] /
					   p_boost(&st->kn), a);
		if (p.norm[N_MAX * nh + h] == -INFINITY) {
			empty_row(st, r, h, w, st->nk);
			if (st->m.policy == ROWS_UNIFORM)
				dt_wsum(w, 1, 0, &st->dV[heads_kv(&st->hd, h)],
					0, st->nk, a, oa, 0, &st->kn.how);
			else
				for (c = 0; c < dv; c++)
					oa[c] = w[0];
			continue;
		}
		l = p.norm[N_SUM * nh + h];
		for (c = 0; c < dv; c++)
			oa[c] = st->kn.bend.no_division ? p.acc[h * dv + c] :
				dt_div(p.acc[h * dv + c], l, a);
	}
	output(ctx, r);
}

/* --- the rows ----------------------------------------------------------- */

/* The weights the output's sums take: the softmax's, or the row read. */
static const double *weights_of(const struct stage *st, const struct row *r,
				const struct parts *p)
{
	return st->steps & DO_WEIGHTS ? p->b[K_W] : r->in;
}

/* The N rows at R, their inputs QS apart, their masks AS apart, their
 * buffers BS apart, in phases (ALONE: R is one row, outside a batch). */
static void rows(void *ctx, struct row *r, size_t n, size_t qs, size_t as,
		 size_t bs, bool alone)
{
	const struct stage *st = ctx;
	const struct dtype *a = st->kn.a;
	size_t h, nk = st->nk;
	bool math = st->kn.recipe == KERNEL_MATH;
	struct parts p;

	parts_of(st, r[0].buf, &p);
	if (st->steps & DO_SCORES) {
		if (st->kn.quant)
			n = rows_each(ctx, r, n, quant_query, alone);
		else if (math)
			n = rows_each(ctx, r, n, scale_query, alone);
		for (h = 0; h < st->hd.h; h++)
			dt_dots(math || st->kn.quant ? p.q + h * st->dk :
				r[0].in + h * st->dk, n,
				math || st->kn.quant ? bs : qs,
				&st->dK[heads_kv(&st->hd, h)],
				r[0].allow + h * nk, as, a, p.b[K_DOT] + h * nk,
				bs, &st->kn.how);
	}
	if (st->steps != DO_APPLY)
		n = rows_each(ctx, r, n, middle, alone);
	else if (st->lse)
		n = rows_each(ctx, r, n, pass_lse, alone);
	if (!(st->steps & DO_APPLY) || !n)
		return;
	if (math) {
		for (h = 0; h < st->hd.h; h++)
			dt_wsum(weights_of(st, &r[0], &p) + h * nk, n,
				st->steps & DO_WEIGHTS ? bs : qs,
				&st->dV[heads_kv(&st->hd, h)], 0, nk, a,
				p.oa + h * st->dv, bs, &st->kn.how);
		rows_each(ctx, r, n, output, alone);
		return;
	}
	for (h = 0; h < st->hd.h; h++)
		flash_head(st, r, n, bs, h);
	rows_each(ctx, r, n, flash_end, alone);
}

void kernel_row(void *ctx, struct row *r)
{
	rows(ctx, r, 1, 0, 0, 0, true);
}

void kernel_batch(void *ctx, struct row *r, size_t n)
{
	size_t qs, as, bs;

	if (rows_strides(r, n, &qs, &as, &bs, kernel_row, ctx))
		rows(ctx, r, n, qs, as, bs, false);
}

void kernel_trace(const struct stage *st, const struct row *r,
		  struct ktrace *tr)
{
	size_t h = st->hd.h;
	struct parts p;

	parts_of(st, r->buf, &p);
	tr->q = p.q;
	tr->dot = p.b[K_DOT];
	tr->s = p.b[K_S];
	tr->temp = p.b[K_TEMP];
	tr->cap = p.b[K_CAP];
	tr->t = p.b[K_T];
	tr->e = p.b[K_E];
	tr->w = p.b[K_W];
	tr->oa = p.oa;
	tr->o = p.o;
	tr->max = p.norm + N_MAX * h;
	tr->sum = p.norm + N_SUM * h;
	tr->esink = p.norm + N_ESINK * h;
	tr->lse = p.wlse;
	tr->blocks = p.blocks;
	tr->nblocks = block_cells(st) ? nblocks(st) : 0;
}
