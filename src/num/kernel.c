/* kernel.c - dot products, softmax and weighted sums, each within an ulp
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
 * exactly (xsum, below), so the condition number does not matter.  Each
 * result is rounded once, after the scale.  The sums run in tiles of
 * several query (or weight) rows against eight keys (or columns of V), as
 * a GEMM kernel does (kn_scores_rows, kn_apply_rows); every lane of every
 * row does the operations of its lone dot product, so a row's bits do not
 * depend on the rows beside it.
 *
 * Only + - * / and sqrt, built with -ffp-contract=off, and no libm exp
 * (glibc picks an FMA or a plain one at run time; see exp.h).  TwoProduct
 * is Dekker's split, which every x86-64 can run in SSE2; an FMA (AVX2 or
 * AVX-512) is taken only where it gives the very same bits
 * (kernel_lanes.h), never fma() from libm, a slow software routine on a
 * CPU without FMA.  Each lane of
 * a vector runs the operations of a lone dot product in the same order,
 * so vectorised or not, the bits cannot change. */
#include "num/kernel.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "num/exp.h"
#include "base/alloc.h"

#define SPLITTER 134217729.0	/* 2^27 + 1 */
#define KB 8			/* lanes: keys of kn_scores, columns of kn_apply */
/* A dot product whose error bound is above 2^-56 |result| (an eighth of an
 * ulp) is redone exactly. */
#define CERT 0x1p-56
/* What a product's rounding error can lose to underflow, for the bound. */
#define UNDER 0x1p-1070

/* The scale, with sqrt(d) as a double-double so that dividing by it
 * rounds once. */
struct kscale {
	enum scale_mode mode;
	double by, sh, sl, rs;	/* rs = 1 / sh, rounded */
};

static void split(double x, double *hi, double *lo)
{
	double t = SPLITTER * x;

	*hi = t - (t - x);
	*lo = x - *hi;
}

/* a * b = *p + *e exactly, when nothing overflows or underflows. */
static void two_prod(double a, double b, double *p, double *e)
{
	double ah, al, bh, bl;

	*p = a * b;
	split(a, &ah, &al);
	split(b, &bh, &bl);
	*e = ((ah * bh - *p) + ah * bl + al * bh) + al * bl;
}

void kn_two_prod(double a, double b, double *p, double *e)
{
	two_prod(a, b, p, e);
}

/* a + b = *s + *e exactly. */
static void two_sum(double a, double b, double *s, double *e)
{
	double z;

	*s = a + b;
	z = *s - a;
	*e = (a - (*s - z)) + (b - z);
}

static struct kscale kscale(const struct scale *sc, size_t d)
{
	struct kscale ks = { sc->mode, sc->by, 1, 0, 1 };
	double p, e;

	if (sc->mode == SCALE_SQRT) {
		/* sqrt(d) = sh + sl to 2^-106: sl = (d - sh^2) / (2 sh) */
		ks.sh = sqrt((double)d);
		two_prod(ks.sh, ks.sh, &p, &e);
		ks.sl = (((double)d - p) - e) / (2 * ks.sh);
		ks.rs = 1 / ks.sh;
	}
	return ks;
}

/* 2^k for -1022 <= k <= 1023, without libm. */
static double pow2(int k)
{
	uint64_t b = (uint64_t)(k + 1023) << 52;
	double x;

	memcpy(&x, &b, sizeof x);
	return x;
}

/* rh + rl (rh the nearest double to it) times 2^k, rounded once, also
 * where the result is subnormal. */
static double round_ldexp(double rh, double rl, int k)
{
	double w = ldexp(rh, k), t, diff, half;

	if (fabs(w) < 0x1p-1022 && rh != 0) {
		t = ldexp(w, -k);
		diff = (rh - t) + rl;
		half = ldexp(0.5, -1074 - k);
		if (diff > half)
			w = nextafter(w, INFINITY);
		else if (diff < -half)
			w = nextafter(w, -INFINITY);
	}
	return w;
}

/* (hi + lo) * 2^e scaled and rounded once; hi is hi + lo rounded. */
static double scale_dd(double hi, double lo, int e, const struct kscale *ks)
{
	double by = ks->by, ph, pl, q, r;
	int eh, eb = 0;

	if (hi == 0 || (ks->mode == SCALE_BY && by == 0))
		/* exactly 0: IEEE decides the sign */
		return ks->mode == SCALE_BY ? hi * by :
		       ks->mode == SCALE_SQRT ? hi / ks->sh : hi;
	if (e == 0 && fabs(hi) > 0x1p-900 && fabs(hi) < 0x1p900 &&
	    (ks->mode != SCALE_BY ||
	     (fabs(by) > 0x1p-100 && fabs(by) < 0x1p100))) {
		switch (ks->mode) {
		case SCALE_NONE:
			return hi;
		case SCALE_BY:
			two_prod(hi, by, &ph, &pl);
			return ph + (pl + lo * by);
		default:
			/* q within an ulp or two of hi / sh, then the
			 * remainder, exact, corrects it */
			q = hi * ks->rs;
			two_prod(q, ks->sh, &ph, &pl);
			r = (((hi - ph) - pl) + lo) - q * ks->sl;
			return q + r * ks->rs;
		}
	}
	/* Far from 1, or from the exact path: bring hi and the scale
	 * near 1 by powers of two, which is exact, and scale back once. */
	hi = frexp(hi, &eh);
	lo = ldexp(lo, -eh);
	switch (ks->mode) {
	case SCALE_NONE:
		ph = hi, pl = lo;
		break;
	case SCALE_BY:
		by = frexp(by, &eb);
		two_prod(hi, by, &ph, &pl);
		pl += lo * by;
		break;
	default:
		q = hi * ks->rs;
		two_prod(q, ks->sh, &ph, &pl);
		r = (((hi - ph) - pl) + lo) - q * ks->sl;
		ph = q, pl = r * ks->rs;
	}
	two_sum(ph, pl, &q, &r);
	return round_ldexp(q, r, eh + eb + e);
}

/*
 * The exact path: a sum of doubles kept as non-overlapping partials, the
 * msum of Shewchuk ("Adaptive precision floating-point arithmetic", 1997)
 * as Python's math.fsum has it, and rounded to nearest at the end.
 */

/* Non-overlapping partials occupy distinct bits of the 2^-1074..2^1030
 * range, so there can be no more than this. */
#define NPART 2110

struct xsum {
	double p[NPART];
	int n;
};

/* Add X to the N partials at P (room for N + 1); returns the new count. */
static int msum_add(double *p, int n, double x)
{
	double y, t, hi, lo;
	int i, j;

	for (i = j = 0; j < n; j++) {
		y = p[j];
		if (fabs(x) < fabs(y))
			t = x, x = y, y = t;
		hi = x + y;
		lo = y - (hi - x);
		if (lo != 0)
			p[i++] = lo;
		x = hi;
	}
	if (x != 0)
		p[i++] = x;
	return i;
}

static void xs_add(struct xsum *xs, double x)
{
	xs->n = msum_add(xs->p, xs->n, x);
}

/* The sum of the N partials at P rounded to nearest, ties to even. */
static double msum_round(const double *p, int n)
{
	double hi = 0, lo = 0, x, y, yr;

	if (n == 0)
		return 0;
	hi = p[--n];
	while (n > 0) {
		x = hi;
		y = p[--n];
		hi = x + y;
		yr = hi - x;
		lo = y - yr;
		if (lo != 0)
			break;
	}
	if (n > 0 && ((lo < 0 && p[n - 1] < 0) ||
		      (lo > 0 && p[n - 1] > 0))) {
		y = lo * 2;
		x = hi + y;
		yr = x - hi;
		if (y == yr)
			hi = x;
	}
	return hi;
}

static double xs_round(const struct xsum *xs)
{
	return msum_round(xs->p, xs->n);
}

/* Where Dekker's split and the FMA agree: every nonzero |x| in
 * [2^-480, 2^480] keeps products and their errors clear of overflow and
 * of the subnormal range. */
static int safe(double x)
{
	return x == 0 || (fabs(x) >= 0x1p-480 && fabs(x) <= 0x1p480);
}

/* The exact path's first try, for up to SMALL terms clear of overflow and
 * underflow: the 2n exact halves of the products, run through TwoSum from
 * first to last (Ogita, Rump and Oishi's VecSum, which keeps the sum
 * exactly) until the rest is nothing or too small to matter beside the
 * last.  Dot products of integers, or that cancel to 0, take one or two
 * passes.  Returns 0 where it cannot promise 2^-60 of the result. */
#define SMALL 256

static int exact_small(const double *a, size_t as, const double *b,
		       size_t bs, size_t n, double *hi, double *lo)
{
	double t[2 * SMALL], g, err, rest, x, y;
	size_t m = 0, i, pass;

	if (n > SMALL)
		return 0;
	for (i = 0; i < n; i++) {
		x = a[i * as];
		y = b[i * bs];
		if (!safe(x) || !safe(y))
			return 0;
		if (x != 0 && y != 0) {
			two_prod(x, y, &t[m], &t[m + 1]);
			m += 2;
		}
	}
	*hi = *lo = 0;
	if (m == 0)
		return 1;
	g = (double)m * 0x1p-53;
	g = 2 * g / (1 - g);
	for (pass = 0; pass < 6; pass++) {
		for (i = 1; i < m; i++)
			two_sum(t[i], t[i - 1], &t[i], &t[i - 1]);
		for (err = rest = 0, i = 0; i + 1 < m; i++) {
			err += fabs(t[i]);
			rest += t[i];
		}
		/* sum = t[m-1] + the rest exactly; rest is off by g err */
		if (err == 0 || g * err <= 0x1p-60 * fabs(t[m - 1])) {
			two_sum(t[m - 1], rest, hi, lo);
			return 1;
		}
	}
	return 0;
}

/* sum of A[i*AS] * B[i*BS] = (*HI + *LO) * 2^*E, *HI the nearest double to
 * the sum and *LO the nearest to the rest.  Each product is taken exactly
 * from the mantissas, all scaled by one power of two so that the largest is
 * near 1; only a product below 2^-1000 of the largest can lose bits, which
 * matters only when the sum cancels to below that.  A NaN or infinity in
 * the input gives the plain sum, so that it propagates as IEEE says. */
static void exact_dot(const double *a, size_t as, const double *b, size_t bs,
		      size_t n, double *hi, double *lo, int *e)
{
	struct xsum xs;
	double ma, mb, p, q;
	size_t i;
	int ea, eb, top = INT32_MIN;

	*hi = *lo = 0;
	*e = 0;
	if (exact_small(a, as, b, bs, n, hi, lo))
		return;
	for (i = 0; i < n; i++)
		if (!isfinite(a[i * as]) || !isfinite(b[i * bs])) {
			for (i = 0; i < n; i++)
				*hi += a[i * as] * b[i * bs];
			return;
		}
	for (i = 0; i < n; i++)
		if (a[i * as] != 0 && b[i * bs] != 0) {
			frexp(a[i * as], &ea);
			frexp(b[i * bs], &eb);
			if (ea + eb > top)
				top = ea + eb;
		}
	if (top == INT32_MIN)
		return;
	xs.n = 0;
	for (i = 0; i < n; i++) {
		if (a[i * as] == 0 || b[i * bs] == 0)
			continue;
		ma = frexp(a[i * as], &ea);
		mb = frexp(b[i * bs], &eb);
		two_prod(ma, mb, &p, &q);
		xs_add(&xs, ldexp(p, ea + eb - top));
		xs_add(&xs, ldexp(q, ea + eb - top));
	}
	*hi = xs_round(&xs);
	xs_add(&xs, -*hi);
	*lo = xs_round(&xs);
	*e = top;
}

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

/* The sums of kernel_lanes.h leave a, started at SIGMA, and s; the result
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
 * (kernel_lanes.h) does the same in vector lanes. */
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

/* Rows of a tile: kernel_lanes.h's loops take one to ROWS rows at once,
 * as many as the registers of the instruction set hold, RT at most. */
#define RT 8
typedef void tile_fn(const double *x, size_t xr, const double *y, size_t ys,
		     size_t yr, size_t n, double *acc, double *sum);
struct tiles {
	size_t rows;
	tile_fn *f[RT];		/* rows against one block */
	tile_fn *w[RT];		/* one row against blocks */
};

/* The inner loops, in SSE2's two lanes, which every x86-64 has, in
 * AVX2's four, and in AVX2's four with FMA where the CPU has them: the
 * same bits either way.  -DKERNEL_ISA_MAX=0 (SSE2) or 1 (AVX2 without FMA)
 * keeps to the narrower ones, to check that. */
#ifndef KERNEL_ISA_MAX
#define KERNEL_ISA_MAX 3
#endif
/* Past this, e^x is below 2^-1010 and is left out of the sum: it cannot
 * move a sum of at least 1 by a part in 2^106. */
#define TINY (-700.0)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define LANES(name) CAT(name, SUFFIX)
#define VL 2
#define SUFFIX 2
#define TARGET
#define ROWS 2
#include "num/kernel_lanes.h"
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#if defined(__x86_64__) && defined(__GNUC__) && KERNEL_ISA_MAX > 0
#include <immintrin.h>
#define VL 4
#define SUFFIX 4
#define TARGET __attribute__((target("avx2")))
#define ROWS 2
#include "num/kernel_lanes.h"
#undef SUFFIX
#undef TARGET
#define SUFFIX 4f
#define TARGET __attribute__((target("avx2,fma")))
#define FUSED
#include "num/kernel_lanes.h"
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#define VL 8
#define SUFFIX 8f
#define TARGET __attribute__((target("avx512f")))
#define ROWS 8
#include "num/kernel_lanes.h"
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#undef FUSED

enum { ISA_SSE2, ISA_AVX2, ISA_FMA, ISA_AVX512 };

static int isa(void)
{
	if (!__builtin_cpu_supports("avx2"))
		return ISA_SSE2;
	if (KERNEL_ISA_MAX < 2 || !__builtin_cpu_supports("fma"))
		return ISA_AVX2;
	if (KERNEL_ISA_MAX < 3 || !__builtin_cpu_supports("avx512f"))
		return ISA_FMA;
	return ISA_AVX512;
}

/* Dispatch on the CPU; the fused loops only where every product is
 * clear of overflow and underflow (SAFE), as kernel_lanes.h needs. */
#define PICK(f, safe) (level == ISA_AVX512 && (safe) ? &f##8f : \
		       level >= ISA_FMA && (safe) ? &f##4f : \
		       level >= ISA_AVX2 ? &f##4 : &f##2)
#define PICK_WIDTH(f) (level >= ISA_AVX2 ? f##4 : f##2)
#else
#define isa() 0
#define PICK(f, safe) (&f##2)
#define PICK_WIDTH(f) f##2
#endif

void kn_keys(struct kn_mat *m, const double *K, size_t nk, size_t d)
{
	size_t nb = (nk + KB - 1) / KB, b, i, l, j;

	m->v = K;
	m->rows = nk;
	m->cols = d;
	m->t = xmalloc((nb * KB * d + 1) * sizeof *m->t);
	m->amax = xmalloc((nk + 1) * sizeof *m->amax);
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
				m->safe[b] &= safe(K[j * d + i]);
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
		m->t = xcalloc(nk * nb * KB + 1, sizeof *m->t);
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
			m->safe[c / KB] &= safe(V[j * dv + c]);
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
	struct kscale ks = kscale(&none, d);
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

double kn_scale(double dot, size_t d, const struct scale *sc)
{
	struct kscale ks = kscale(sc, d);

	return scale_dd(dot, 0, 0, &ks);
}

/* Every row of X (NROWS of them, XR apart, each N long) in tiles of up to
 * RT rows, against Y in blocks of eight lanes (NB of them, block B at
 * Y + B * YB, step I of it YS further on), sums started at SIGMA_OF(sum
 * |x| * AMAX[lane]); OUT[row * NOUT + lane] = finish, times KS.
 * ALLOW (NROWS x NOUT, or NULL) leaves -inf where it is 0.  The lanes past
 * NOUT are computed and dropped.  Scores and apply alike: for scores, Y is
 * K's transposed blocks and the lane is a key; for apply, Y is V's rows and
 * the lane a column; YE and YES say where lane J's own entries are for the
 * exact path. */
struct tiling {
	const double *x, *y, *ye, *amax;
	const unsigned char *safe, *allow;
	size_t nrows, xr, n, nout, yb, ys, yes_lane, yes_step;
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
				o = tg->out + (r0 + r) * tg->nout;
				al = tg->allow ? tg->allow + (r0 + r) *
				    tg->nout : NULL;
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

void kn_scores_rows(const double *q, size_t nrows, size_t qstride,
		    const struct kn_mat *K, const struct scale *sc,
		    const unsigned char *allow, double *out)
{
	struct kscale ks = kscale(sc, K->cols);
	struct tiling tg = {
		.x = q, .y = K->t, .ye = K->v, .amax = K->amax,
		.safe = K->safe, .allow = allow, .nrows = nrows, .xr = qstride,
		.n = K->cols, .nout = K->rows, .yb = KB * K->cols, .ys = KB,
		.yes_lane = K->cols, .yes_step = 1, .ks = &ks, .out = out,
	};

	run_tiles(&tg);
}

void kn_scores(const double *q, const struct kn_mat *K,
	       const struct scale *sc, const unsigned char *allow, double *out)
{
	kn_scores_rows(q, 1, 0, K, sc, allow, out);
}

/* (eh + el) / (sh + sl) = q + *rest to about 2^-100, with ri = 1 / sh:
 * q = eh * ri is within an ulp or two, and the remainder, taken exactly,
 * corrects it; two multiplications cost less than one division. */
static double dd_div(double eh, double el, double sh, double sl, double ri,
		     double *rest)
{
	double q = eh * ri, ph, pl, r;

	two_prod(q, sh, &ph, &pl);
	r = (((eh - ph) - pl) + el) - q * sl;
	*rest = r * ri;
	return q;
}

size_t kn_softmax(const double *s, size_t n, double *w, double *tmp)
{
	return kn_softmax_shown(s, n, w, tmp, NULL, NULL);
}

size_t kn_softmax_shown(const double *s, size_t n, double *w, double *tmp,
			double *ex, double *sum)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale(&none, 1);
	double max = -INFINITY, sh = 0, sl = 0, dh, dl, eh, el, e;
	double q, r, ri;
	size_t j, live = 0;
	int k, level = isa();

	(void)level;
	for (j = 0; j < n; j++)
		if (s[j] != -INFINITY) {
			live++;
			if (s[j] > max)
				max = s[j];
		}
	if (!live)
		return 0;
	PICK_WIDTH(exp_row)(s, n, max, w, tmp);
	/* in order, a 0 adding nothing */
	for (j = 0; j < n; j++) {
		two_sum(sh, w[j], &sh, &e);
		sl += e + tmp[j];
	}
	/* sh >= 1 (the largest entry gives e^0) and sl is below an ulp */
	two_sum(sh, sl, &sh, &sl);
	/* exp_row's high parts are e^(s - max) rounded to nearest, and sh
	 * the sum so rounded: what --show-work shows */
	if (ex)
		memcpy(ex, w, n * sizeof *ex);
	if (sum)
		*sum = sh;
	ri = 1 / sh;
	PICK_WIDTH(div_row)(w, tmp, n, sh, sl, ri);
	/* what exp_row left out as below 2^-1010, unless below e^-746,
	 * whose weight is less than half the least subnormal */
	for (j = 0; j < n; j++) {
		if (w[j] != 0 || s[j] == -INFINITY)
			continue;
		dh = s[j] - max;
		if (!(dh >= -746.0))
			continue;
		dl = (s[j] - (dh - (dh - s[j]))) + (-max - (dh - s[j]));
		ex_exp(dh, dl, &eh, &el, &k);
		q = dd_div(eh, el, sh, sl, ri, &r);
		two_sum(q, r, &q, &r);
		w[j] = scale_dd(q, r, k, &ks);
	}
	return live;
}

double kn_exp(double x)
{
	double hi, lo;
	int k;

	if (isnan(x))
		return x;
	if (x > 710)
		return INFINITY;
	if (x < -746)
		return 0;
	ex_exp(x, 0, &hi, &lo, &k);
	two_sum(hi, lo, &hi, &lo);
	if (k >= -1000 && k <= 1000)
		return (hi + lo) * pow2(k);
	return round_ldexp(hi, lo, k);
}

/* Rows of weights against V, each sum times KS, rounded once. */
static void apply_rows(const double *w, size_t nrows, size_t wstride,
		       const struct kn_mat *V, const struct kscale *ks,
		       double *out)
{
	size_t dvp = V->t ? (V->cols + KB - 1) / KB * KB : V->cols;
	struct tiling tg = {
		.x = w, .y = V->t ? V->t : V->v, .ye = V->v, .amax = V->amax,
		.safe = V->safe, .allow = NULL, .nrows = nrows, .xr = wstride,
		.n = V->rows, .nout = V->cols, .yb = KB, .ys = dvp,
		.yes_lane = 1, .yes_step = V->cols, .ks = ks, .out = out,
	};

	run_tiles(&tg);
}

void kn_apply_rows(const double *w, size_t nrows, size_t wstride,
		   const struct kn_mat *V, double *out)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale(&none, 1);

	apply_rows(w, nrows, wstride, V, &ks, out);
}

/* The weighted sums, each scaled (with d for sqrt(d)) and rounded once. */
void kn_apply_scaled(const double *w, const struct kn_mat *V,
		     const struct scale *sc, size_t d, double *out)
{
	struct kscale ks = kscale(sc, d);

	apply_rows(w, 1, 0, V, &ks, out);
}

void kn_apply(const double *w, const struct kn_mat *V, double *out)
{
	kn_apply_rows(w, 1, 0, V, out);
}

/*
 * Exact running sums of products for a matrix of cells, for sums over
 * streamed rows: each cell a fixed-point number, limbs of 32-bit digits in
 * int64 (carry room for 2^28 products), all cells sharing one window of
 * exponents that grows to the products actually seen.  Limb 0's lowest bit
 * is 2^base, base = -1074 (mod 32), so every double's bits fit.  A product
 * is split exactly into two doubles (TwoProduct, on the mantissas when the
 * factors are far from 1); only a product below 2^-969 can lose bits, to
 * the subnormal range.  The last limb only takes carries.
 */
#define ACC_SLACK 1		/* spare limbs below and above when growing */
#define ACC_CARRY (1L << 26)	/* kn_acc_adds between carry propagations */

/* Propagate the carries of one cell: every limb but the last in
 * [0, 2^32), the last signed. */
static void acc_norm(int64_t *l, int n)
{
	int64_t lo, carry;
	int i;

	for (i = 0; i + 1 < n; i++) {
		lo = (int64_t)((uint64_t)l[i] & 0xffffffffu);
		carry = (l[i] - lo) / 4294967296;
		l[i] = lo;
		l[i + 1] += carry;
	}
}

static void acc_norm_all(struct kn_acc *a)
{
	size_t c;

	for (c = 0; a->limb && c < a->cells; c++)
		acc_norm(a->limb + c * (size_t)a->n, a->n);
	a->adds = 0;
}

/* Make room for limbs LO .. HI (indices in the present window, LO may be
 * negative, HI may be n - 1 or more) with a carry limb above. */
static void acc_grow(struct kn_acc *a, int lo, int hi)
{
	int nlo = lo < 0 ? lo - ACC_SLACK : 0, n, top;
	int64_t *l;
	size_t c;

	if (nlo * 32 + a->base < -1074)
		nlo = (-1074 - a->base) / 32;
	top = hi + 1 > a->n - 1 ? hi + 1 + ACC_SLACK : a->n - 1;
	n = top - nlo + 1;
	acc_norm_all(a);
	l = xcalloc(a->cells * (size_t)n + 1, sizeof *l);
	for (c = 0; c < a->cells && a->n; c++)
		memcpy(l + c * (size_t)n - nlo, a->limb + c * (size_t)a->n,
		       (size_t)a->n * sizeof *l);
	free(a->limb);
	a->limb = l;
	a->n = n;
	a->base += 32 * nlo;
}

/* Add X (finite) to cell C. */
static void acc_add1(struct kn_acc *a, size_t c, double x)
{
	uint64_t b, m, t;
	int e, sh, li;
	int64_t *l;

	if (x == 0)
		return;
	memcpy(&b, &x, sizeof b);
	e = (int)(b >> 52 & 0x7ff);
	m = b & 0xfffffffffffffu;
	if (e)
		m |= (uint64_t)1 << 52;
	else
		e = 1;
	/* |x| = m 2^(e - 1075) */
	if (!a->n) {
		/* the first: a window around it */
		a->base = e - 1075 - 32 * ACC_SLACK;
		a->base -= ((a->base + 1074) % 32 + 32) % 32;
		if (a->base < -1074)
			a->base = -1074;
	}
	sh = e - 1075 - a->base;
	li = sh < 0 ? -((31 - sh) / 32) : sh / 32;
	if (li < 0 || li + 2 > a->n - 2 || !a->n) {
		acc_grow(a, li, li + 2);
		sh = e - 1075 - a->base;
		li = sh / 32;
	}
	sh -= 32 * li;
	l = a->limb + c * (size_t)a->n + li;
	t = (m & 0xffffffffu) << sh;	/* below 2^63 */
	if (signbit(x)) {
		l[0] -= (int64_t)(t & 0xffffffffu);
		l[1] -= (int64_t)(t >> 32);
		t = (m >> 32) << sh;		/* below 2^52 */
		l[1] -= (int64_t)(t & 0xffffffffu);
		l[2] -= (int64_t)(t >> 32);
	} else {
		l[0] += (int64_t)(t & 0xffffffffu);
		l[1] += (int64_t)(t >> 32);
		t = (m >> 32) << sh;
		l[1] += (int64_t)(t & 0xffffffffu);
		l[2] += (int64_t)(t >> 32);
	}
}

void kn_acc_init(struct kn_acc *a, size_t cells)
{
	memset(a, 0, sizeof *a);
	a->cells = cells;
}

void kn_acc_add(struct kn_acc *a, size_t c, double x, double y)
{
	double p, e, mx, my;
	int ex, ey;

	if (!isfinite(x) || !isfinite(y) || !isfinite(x * y)) {
		if (!a->odd)
			a->odd = xcalloc(a->cells + 1, sizeof *a->odd);
		a->odd[c] += x * y;
		return;
	}
	if (x == 0 || y == 0)
		return;
	if (safe(x) && safe(y)) {
		two_prod(x, y, &p, &e);
	} else {
		mx = frexp(x, &ex);
		my = frexp(y, &ey);
		two_prod(mx, my, &p, &e);
		p = ldexp(p, ex + ey);
		e = ldexp(e, ex + ey);
	}
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
	acc_add1(a, c, p);
	acc_add1(a, c, e);
}

double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc)
{
	struct kscale ks = kscale(sc, d);
	double buf[72], *p = buf, hi, lo;
	int64_t *l;
	int i, k = 0, neg = 0;

	if (a->odd && a->odd[c] != 0)
		return sc->mode == SCALE_BY ? a->odd[c] * sc->by : a->odd[c];
	if (!a->n)
		return scale_dd(0, 0, 0, &ks);
	l = a->limb + c * (size_t)a->n;
	acc_norm(l, a->n);
	if (l[a->n - 1] < 0) {
		/* the magnitude, so that no digit lies above its top */
		for (i = 0; i < a->n; i++)
			l[i] = -l[i];
		acc_norm(l, a->n);
		neg = 1;
	}
	if ((size_t)a->n + 1 > sizeof buf / sizeof *buf)
		p = xmalloc(((size_t)a->n + 1) * sizeof *p);
	for (i = 0; i < a->n; i++)
		if (l[i])
			k = msum_add(p, k, ldexp((double)l[i], a->base + 32 * i));
	hi = msum_round(p, k);
	k = msum_add(p, k, -hi);
	lo = msum_round(p, k);
	if (p != buf)
		free(p);
	return scale_dd(neg ? -hi : hi, neg ? -lo : lo, 0, &ks);
}

void kn_acc_free(struct kn_acc *a)
{
	free(a->limb);
	free(a->odd);
	memset(a, 0, sizeof *a);
}
