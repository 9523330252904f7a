/* dot.c - dot products, the scores and the weighted sums, each within an ulp
 * of the exactly rounded answer (half an ulp and a little more), with the
 * same bits on every machine.
 *
 * A dot product is a compensated sum in the manner of Ogita, Rump and
 * Oishi's Dot2 ("Accurate sum and dot product", 2005), made cheaper: the
 * running sum a starts at sigma, a power of two above four times
 * sum |x_i| * max |y_i|, so that each step's rounding error is caught by
 * Dekker's FastTwoSum (u = a + h, z = u - a, exact) rather than TwoSum,
 * and x y - z, the product's error plus the sum's, is rounded once into s:
 * five operations a term with an FMA where Dot2 takes ten.  (a - sigma) + s
 * carries the dot product to about n^2 2^-106 sigma, which bounds the
 * error.  Where the bound cannot promise a result within 1/8 ulp (heavy
 * cancellation, overflow, underflow) the dot product is done again
 * exactly (exact.c), so the condition number does not matter.  Each
 * result is rounded once, after the scale.  The sums run in tiles of
 * several query (or weight) rows against eight keys (or columns of V), as
 * a GEMM kernel does (kn_scores_rows, kn_apply_rows); every lane of every
 * row does the operations of its lone dot product, so a row's bits do not
 * depend on the rows beside it.
 *
 * Only + - * / and sqrt, built with -ffp-contract=off.  TwoProduct
 * is Dekker's split, which every x86-64 can run in SSE2; an FMA (AVX2 or
 * AVX-512) is taken only where it gives the very same bits
 * (lanes_dot.h), never fma() from libm, a slow software routine on a
 * CPU without FMA.  Each lane of
 * a vector runs the operations of a lone dot product in the same order,
 * so vectorised or not, the bits cannot change. */
#include "num/dot.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/eft.h"
#include "num/exact.h"
#include "num/tile.h"

int kernel_isa_cap = 3;

#define KB 8			/* lanes: keys of kn_scores, columns of kn_apply */
/* A dot product whose error bound is above 2^-56 |result| (an eighth of an
 * ulp) is redone exactly. */
#define CERT 0x1p-56
/* What a product's rounding error can lose to underflow, for the bound. */
#define UNDER 0x1p-1070

/* The error of N terms, as a multiple of sigma (see finish), plus what
 * underflow can take from each product's error. */
struct bound {
	double coef, under;
};

static struct bound bound(size_t n)
{
	double g = (double)n * 0x1p-53;
	struct bound b;

	g = g / (1 - g);
	b.coef = 2 * g * g * (1 + 2 * g);
	b.under = (double)n * UNDER;
	return b;
}

/* The sums of lanes_dot.h leave a, started at SIGMA, and s; the result
 * is the rounded dot product times the scale, or the exact path's when the
 * bound is not good enough.  Each term of s is below 2^-53 sigma (a's
 * rounding error) plus 2^-55 sigma (a product's), rounded once, and s
 * adds N of them: 1.3 n^2 2^-106 sigma covers it, which coef has twice
 * over; plus what underflow can take from each product's error. */
static double finish(double a, double sigma, double s, const struct bound *b,
		     size_t n, const double *x, size_t xs, const double *y,
		     size_t ys, const struct kscale *ks)
{
	double hi, lo;
	int e;

	two_sum(a - sigma, s, &hi, &lo);
	if (!(b->coef * sigma + b->under <= CERT * fabs(hi))) {
		exact_dot(x, xs, y, ys, n, &hi, &lo, &e);
		return scale_dd(hi, lo, e, ks);
	}
	return scale_dd(hi, lo, 0, ks);
}

/* The starting point of a sum whose terms have |x y| adding up to at most
 * P (rounded): the power of two 2^(e+3) for P in [2^e, 2^(e+1)), 2^-1020
 * at least, so that a stays within sigma / 2 of it; NaN, which no bound
 * certifies, where that would come near overflow.  sigma_lanes
 * (lanes_dot.h) does the same in vector lanes. */
static double sigma_of(double p)
{
	uint64_t b;

	if (!(p < 0x1p1017))
		return NAN;
	memcpy(&b, &p, sizeof b);
	b = (b & 0x7ff0000000000000) + ((uint64_t)3 << 52);
	memcpy(&p, &b, sizeof p);
	return p;
}

/* Rows of a tile: lanes_dot.h's loops take one to ROWS rows at once,
 * as many as the registers of the instruction set hold, RT at most. */
#define RT 8
typedef void tile_fn(const double *x, size_t xr, const double *y, size_t ys,
		     size_t yr, size_t n, double *acc, double *sum);
struct tiles {
	size_t rows;
	tile_fn *f[RT];		/* rows against one block */
	tile_fn *w[RT];		/* one row against blocks */
};

#define LANES_FILE "num/lanes_dot.h"
#include "num/isa.h"

size_t kn_tile(size_t r, const double *x, size_t xr, const double *y,
	       size_t ys, size_t n, bool safe, double *acc, double *sum)
{
	int level = isa();
	const struct tiles *tl = PICK(tiles, safe);
	size_t m = r < tl->rows ? r : tl->rows;

	(void)level;
	tl->f[m - 1](x, xr, y, ys, 0, n, acc, sum);
	return m;
}

void kn_keys(struct kn_mat *m, const double *K, size_t nk, size_t d)
{
	size_t nb = (nk + KB - 1) / KB, b, i, l, j;

	m->v = K;
	m->rows = nk;
	m->cols = d;
	m->t = xarray(xmul(nb * KB, d) + 1, sizeof *m->t);
	m->amax = xarray(nk + 1, sizeof *m->amax);
	m->safe = xmalloc(nb + 1);
	for (j = 0; j < nk; j++)
		for (m->amax[j] = 0, i = 0; i < d; i++)
			if (fabs(K[j * d + i]) > m->amax[j])
				m->amax[j] = fabs(K[j * d + i]);
	for (b = 0; b < nb; b++) {
		m->safe[b] = 1;
		for (l = 0; l < KB; l++) {
			/* a short last block repeats its last row */
			j = b * KB + l < nk ? b * KB + l : nk - 1;
			for (i = 0; i < d; i++) {
				m->t[(b * d + i) * KB + l] = K[j * d + i];
				m->safe[b] &= eft_safe(K[j * d + i]);
			}
		}
	}
}

void kn_values(struct kn_mat *m, const double *V, size_t nk, size_t dv)
{
	size_t nb = (dv + KB - 1) / KB, j, c;

	m->v = V;
	m->rows = nk;
	m->cols = dv;
	m->t = NULL;
	if (dv % KB) {
		/* rows padded with 0 to whole blocks of columns */
		m->t = xcalloc(xmul(nk, nb * KB) + 1, sizeof *m->t);
		for (j = 0; j < nk; j++)
			memcpy(m->t + j * nb * KB, V + j * dv, dv * sizeof *V);
	}
	m->amax = xcalloc(dv + 1, sizeof *m->amax);
	m->safe = xmalloc(nb + 1);
	memset(m->safe, 1, nb + 1);
	for (j = 0; j < nk; j++)
		for (c = 0; c < dv; c++) {
			if (fabs(V[j * dv + c]) > m->amax[c])
				m->amax[c] = fabs(V[j * dv + c]);
			m->safe[c / KB] &= eft_safe(V[j * dv + c]);
		}
}

void kn_mat_free(struct kn_mat *m)
{
	free(m->t);
	free(m->amax);
	free(m->safe);
}

double kn_dot(const double *a, const double *b, size_t d)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale_of(&none, d);
	struct bound bd = bound(d);
	double amax = 0, sigma, acc, s = 0, x, xh, xl, y, yh, yl, h, u, z;
	size_t i;

	for (i = 0; i < d; i++)
		if (fabs(b[i]) > amax)
			amax = fabs(b[i]);
	acc = sigma = sigma_of(abs_sum2(a, d, &(int){ 0 }) * amax);
	/* the lanes' operations, one lane */
	for (i = 0; i < d; i++) {
		x = a[i];
		y = b[i];
		split(x, &xh, &xl);
		split(y, &yh, &yl);
		h = x * y;
		u = acc + h;
		z = u - acc;
		s += (h - z) + (((xh * yh - h) + xh * yl + xl * yh) + xl * yl);
		acc = u;
	}
	return finish(acc, sigma, s, &bd, d, a, 1, b, 1, &ks);
}

/* Every row of X (NROWS of them, XR apart, each N long) in tiles of up to
 * RT rows, against Y in blocks of eight lanes (NB of them, block B at
 * Y + B * YB, step I of it YS further on), sums started at SIGMA_OF(sum
 * |x| * AMAX[lane]); OUT[row * NOUT + lane] = finish, times KS.
 * ALLOW (NROWS x NOUT, rows AS apart, or NULL) leaves -inf where it is 0;
 * OUT's rows are OS apart.  The lanes past
 * NOUT are computed and dropped.  Scores and apply alike: for scores, Y is
 * K's transposed blocks and the lane is a key; for apply, Y is V's rows and
 * the lane a column; YE and YES say where lane J's own entries are for the
 * exact path. */
struct tiling {
	const double *x, *y, *ye, *amax;
	const unsigned char *safe, *allow;
	size_t nrows, xr, n, nout, yb, ys, yes_lane, yes_step;
	size_t as, os;		/* row strides of ALLOW and OUT */
	const struct kscale *ks;
	double *out;
};

/* Whether all KB lanes are DONE and allowed by AL (NULL: all are). */
static int all_done(const int64_t *done, const unsigned char *al)
{
	int64_t all = -1;
	int l, allowed = 1;

	for (l = 0; l < KB; l++) {
		all &= done[l];
		allowed &= !al || al[l];
	}
	return all != 0 && allowed;
}

static void run_tiles(const struct tiling *tg)
{
	size_t R, U, r0, r, u, m, b, bb, l, j, nb = (tg->nout + KB - 1) / KB;
	struct bound bd = bound(tg->n);
	double sx[RT], sxu[RT], acc[RT * KB], sig[RT * KB], sum[RT * KB];
	double quick[RT * KB], am[RT * KB];
	int64_t done[RT * KB];
	const double *x, *ye;
	const struct tiles *tl;
	const struct kscale *ks = tg->ks;
	int level = isa(), ok, okr, safe, wide, by_ok = ks->mode != SCALE_BY ||
	    (fabs(ks->by) > 0x1p-100 && fabs(ks->by) < 0x1p100);

	(void)level;
	for (r0 = 0; r0 < tg->nrows; r0 += R) {
		R = tg->nrows - r0 < RT ? tg->nrows - r0 : RT;
		x = tg->x + r0 * tg->xr;
		for (ok = 1, r = 0; r < R; r++) {
			sx[r] = PICK_WIDTH(abs_sum)(x + r * tg->xr, tg->n, &okr);
			ok &= okr;
		}
		/* units of a row and a block of eight lanes: R rows against
		 * each block, or a lone row against up to RT blocks */
		wide = R == 1;
		for (b = 0; b < nb; b += wide ? U : 1) {
			U = !wide ? R : nb - b < RT ? nb - b : RT;
			for (safe = ok, u = 0; u < U; u++) {
				bb = wide ? b + u : b;
				sxu[u] = sx[wide ? 0 : u];
				safe &= tg->safe[bb];
				if ((bb + 1) * KB <= tg->nout)
					memcpy(am + u * KB, tg->amax + bb * KB,
					       KB * sizeof *am);
				else
					for (l = 0; l < KB; l++)
						am[u * KB + l] = tg->amax[bb * KB +
						    l < tg->nout ? bb * KB + l :
						    tg->nout - 1];
			}
			PICK_WIDTH(sigma_lanes)(sxu, U, am, acc, sig);
			/* the widest tiles this CPU can take, as many units
			 * at a time as they hold */
			tl = PICK(tiles, safe);
			for (u = 0; u < U; u += m) {
				m = U - u < tl->rows ? U - u : tl->rows;
				if (wide)
					tl->w[m - 1](x, 0, tg->y + (b + u) *
					    tg->yb, tg->ys, tg->yb, tg->n,
					    acc + u * KB, sum + u * KB);
				else
					tl->f[m - 1](x + u * tg->xr, tg->xr,
					    tg->y + b * tg->yb, tg->ys, 0,
					    tg->n, acc + u * KB, sum + u * KB);
			}
			PICK_WIDTH(finish_lanes)(acc, sig, sum, U * KB, &bd,
			    tg->ks, by_ok, quick, done);
			for (u = 0; u < U; u++) {
				double *o;
				const double *xo;
				const unsigned char *al;

				r = wide ? 0 : u;
				bb = wide ? b + u : b;
				o = tg->out + (r0 + r) * tg->os;
				al = tg->allow ? tg->allow + (r0 + r) *
				    tg->as : NULL;
				xo = x + r * tg->xr;
				/* the common case: a whole block, none masked,
				 * every lane quick */
				if ((bb + 1) * KB <= tg->nout &&
				    all_done(done + u * KB, al ? al + bb * KB :
					     NULL)) {
					memcpy(o + bb * KB, quick + u * KB,
					       KB * sizeof *o);
					continue;
				}
				for (l = 0; l < KB && (j = bb * KB + l) <
				     tg->nout; l++) {
					if (al && !al[j]) {
						o[j] = -INFINITY;
						continue;
					}
					if (done[u * KB + l]) {
						o[j] = quick[u * KB + l];
						continue;
					}
					ye = tg->ye + j * tg->yes_lane;
					o[j] = finish(acc[u * KB + l],
					    sig[u * KB + l], sum[u * KB + l],
					    &bd, tg->n, xo, 1, ye,
					    tg->yes_step, tg->ks);
				}
			}
		}
	}
}

void kn_scores_at(const double *q, size_t nrows, size_t qstride,
		  const struct kn_mat *K, const struct scale *sc,
		  const unsigned char *allow, size_t astride, double *out,
		  size_t ostride)
{
	struct kscale ks = kscale_of(sc, K->cols);
	struct tiling tg = {
		.x = q, .y = K->t, .ye = K->v, .amax = K->amax,
		.safe = K->safe, .allow = allow, .nrows = nrows, .xr = qstride,
		.n = K->cols, .nout = K->rows, .yb = KB * K->cols, .ys = KB,
		.yes_lane = K->cols, .yes_step = 1, .ks = &ks, .out = out,
		.as = astride, .os = ostride,
	};

	run_tiles(&tg);
}

void kn_scores_rows(const double *q, size_t nrows, size_t qstride,
		    const struct kn_mat *K, const struct scale *sc,
		    const unsigned char *allow, double *out)
{
	kn_scores_at(q, nrows, qstride, K, sc, allow, K->rows, out, K->rows);
}

void kn_scores(const double *q, const struct kn_mat *K,
	       const struct scale *sc, const unsigned char *allow, double *out)
{
	kn_scores_rows(q, 1, 0, K, sc, allow, out);
}

/* Rows of weights against V, each sum times KS, rounded once, OUT's
 * rows OSTRIDE apart. */
static void apply_rows(const double *w, size_t nrows, size_t wstride,
		       const struct kn_mat *V, const struct kscale *ks,
		       double *out, size_t ostride)
{
	size_t dvp = V->t ? (V->cols + KB - 1) / KB * KB : V->cols;
	struct tiling tg = {
		.x = w, .y = V->t ? V->t : V->v, .ye = V->v, .amax = V->amax,
		.safe = V->safe, .allow = NULL, .nrows = nrows, .xr = wstride,
		.n = V->rows, .nout = V->cols, .yb = KB, .ys = dvp,
		.yes_lane = 1, .yes_step = V->cols, .ks = ks, .out = out,
		.os = ostride,
	};

	run_tiles(&tg);
}

void kn_apply_at(const double *w, size_t nrows, size_t wstride,
		 const struct kn_mat *V, double *out, size_t ostride)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale_of(&none, 1);

	apply_rows(w, nrows, wstride, V, &ks, out, ostride);
}

void kn_apply_rows(const double *w, size_t nrows, size_t wstride,
		   const struct kn_mat *V, double *out)
{
	kn_apply_at(w, nrows, wstride, V, out, V->cols);
}

/* The weighted sums, each scaled (with d for sqrt(d)) and rounded once. */
void kn_apply_scaled_at(const double *w, size_t nrows, size_t wstride,
			const struct kn_mat *V, const struct scale *sc,
			size_t d, double *out, size_t ostride)
{
	struct kscale ks = kscale_of(sc, d);

	apply_rows(w, nrows, wstride, V, &ks, out, ostride);
}

void kn_apply_scaled(const double *w, const struct kn_mat *V,
		     const struct scale *sc, size_t d, double *out)
{
	kn_apply_scaled_at(w, 1, 0, V, sc, d, out, V->cols);
}

void kn_apply(const double *w, const struct kn_mat *V, double *out)
{
	kn_apply_rows(w, 1, 0, V, out);
}
