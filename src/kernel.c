/* kernel.c - dot products, softmax and weighted sums, each within an ulp
 * of the exactly rounded answer (half an ulp and a little more), with the
 * same bits on every machine.
 *
 * The sums are Ogita, Rump and Oishi's Dot2 ("Accurate sum and dot
 * product", 2005): TwoProduct and TwoSum keep every rounding error, so the
 * pair p + s carries the dot product to about n^2 2^-106 of
 * sum |x_i| * max |y_i|, which bounds the error.  Where the bound cannot
 * promise a result within 1/8 ulp (heavy cancellation, overflow, underflow)
 * the dot product is done again exactly (xsum, below), so the condition
 * number does not matter.  Each result is rounded once, after the scale.
 *
 * Only + - * / and sqrt, built with -ffp-contract=off, and no libm exp
 * (glibc picks an FMA or a plain one at run time; see exp.h).  TwoProduct
 * is Dekker's split, which every x86-64 can run in SSE2; an FMA is taken
 * only where it gives the very same bits (kernel_lanes.h), never fma()
 * from libm, a slow software routine on a CPU without FMA.  Each lane of
 * a vector runs the operations of a lone dot product in the same order,
 * so vectorised or not, the bits cannot change. */
#include "kernel.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "exp.h"
#include "util.h"

#define SPLITTER 134217729.0	/* 2^27 + 1 */
#define KB 8			/* lanes: keys of kn_scores, columns of kn_apply */
/* A dot product whose Dot2 bound is above 2^-56 |result| (an eighth of an
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

/* Dot2's error for N terms is at most gamma_N^2 sum |x_i y_i| (Ogita, Rump
 * and Oishi, Theorem 5.3), doubled here for the rounding of the bound
 * itself, plus what underflow can take from each product's error. */
struct bound {
	double coef, under;
};

static struct bound bound(size_t n)
{
	double g = (double)n * 0x1p-53;
	struct bound b;

	g = g / (1 - g);
	/* a = sum |x_i| * max |y_i| >= sum |x_i y_i|, less what the
	 * rounding of the sum can take, a factor 1 + g at most */
	b.coef = 2 * g * g * (1 + 2 * g);
	b.under = (double)n * UNDER;
	return b;
}

/* Dot2 leaves p + s; the result is the rounded dot product times the
 * scale, or the exact path's when the bound is not good enough. */
static double finish(double p, double s, double a, const struct bound *b,
		     size_t n, const double *x, size_t xs, const double *y,
		     size_t ys, const struct kscale *ks)
{
	double hi, lo;
	int e;

	two_sum(p, s, &hi, &lo);
	if (!(b->coef * a + b->under <= CERT * fabs(hi))) {
		exact_dot(x, xs, y, ys, n, &hi, &lo, &e);
		return scale_dd(hi, lo, e, ks);
	}
	return scale_dd(hi, lo, 0, ks);
}

/* The inner loops, in SSE2's two lanes, which every x86-64 has, in
 * AVX2's four, and in AVX2's four with FMA where the CPU has them: the
 * same bits either way.  -DKERNEL_ISA_MAX=0 (SSE2) or 1 (AVX2 without FMA)
 * keeps to the narrower ones, to check that. */
#ifndef KERNEL_ISA_MAX
#define KERNEL_ISA_MAX 2
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
#include "kernel_lanes.h"
#undef VL
#undef SUFFIX
#undef TARGET
#if defined(__x86_64__) && defined(__GNUC__) && KERNEL_ISA_MAX > 0
#include <immintrin.h>
#define VL 4
#define SUFFIX 4
#define TARGET __attribute__((target("avx2")))
#include "kernel_lanes.h"
#undef SUFFIX
#undef TARGET
#define SUFFIX 4f
#define TARGET __attribute__((target("avx2,fma")))
#define FUSED
#include "kernel_lanes.h"
#undef VL
#undef SUFFIX
#undef TARGET
#undef FUSED

enum { ISA_SSE2, ISA_AVX2, ISA_FMA };

static int isa(void)
{
	if (!__builtin_cpu_supports("avx2"))
		return ISA_SSE2;
	if (KERNEL_ISA_MAX < 2 || !__builtin_cpu_supports("fma"))
		return ISA_AVX2;
	return ISA_FMA;
}

/* Dispatch on the CPU; the fused loops only where every product is
 * clear of overflow and underflow (SAFE), as kernel_lanes.h needs. */
#define PICK(f, safe) (level == ISA_FMA && (safe) ? f##4f : \
		       level >= ISA_AVX2 ? f##4 : f##2)
#define PICK_WIDTH(f) (level >= ISA_AVX2 ? f##4 : f##2)
#else
#define isa() 0
#define PICK(f, safe) f##2
#define PICK_WIDTH(f) f##2
#endif

/* Sum of |X[i * XS]| (for the bound) and whether every X[i * XS] is
 * safe. */
static double abs_sum(const double *x, size_t xs, size_t n, int *ok)
{
	double a = 0;
	size_t i;

	*ok = 1;
	for (i = 0; i < n; i++) {
		a += fabs(x[i * xs]);
		*ok &= safe(x[i * xs]);
	}
	return a;
}

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
	double p = 0, s = 0, amax = 0, x, xh, xl, y, t, yh, yl, h, r, u, z;
	size_t i;

	/* the lanes' operations, one lane */
	for (i = 0; i < d; i++) {
		x = a[i];
		y = b[i];
		split(x, &xh, &xl);
		h = x * y;
		t = SPLITTER * y;
		yh = t - (t - y);
		yl = y - yh;
		r = ((xh * yh - h) + xh * yl + xl * yh) + xl * yl;
		u = p + h;
		z = u - p;
		s += ((p - (u - z)) + (h - z)) + r;
		p = u;
		if (fabs(y) > amax)
			amax = fabs(y);
	}
	return finish(p, s, abs_sum(a, 1, d, &(int){ 0 }) * amax, &bd, d,
		      a, 1, b, 1, &ks);
}

double kn_scale(double dot, size_t d, const struct scale *sc)
{
	struct kscale ks = kscale(sc, d);

	return scale_dd(dot, 0, 0, &ks);
}

void kn_scores(const double *q, const struct kn_mat *K,
	       const struct scale *sc, const unsigned char *allow, double *out)
{
	size_t nk = K->rows, d = K->cols, j, l, b;
	struct kscale ks = kscale(sc, d);
	struct bound bd = bound(d);
	double p[KB], s[KB], sq;
	int level = isa(), ok;

	(void)level;
	sq = abs_sum(q, 1, d, &ok);
	for (b = 0; b * KB < nk; b++) {
		PICK(dot2_keys, ok && K->safe[b])(q, K->t + b * KB * d, d, p, s);
		for (l = 0; l < KB && (j = b * KB + l) < nk; l++)
			out[j] = allow[j] ? finish(p[l], s[l],
			    sq * K->amax[j], &bd, d, q, 1, K->v + j * d, 1,
			    &ks) : -INFINITY;
	}
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

/* Dot2 of the weights with eight columns of V at a time, each sum scaled
 * (with d for sqrt(d)) and rounded once. */
void kn_apply_scaled(const double *w, const struct kn_mat *V,
		     const struct scale *sc, size_t d, double *out)
{
	size_t nk = V->rows, dv = V->cols, c0, c;
	struct kscale ks = kscale(sc, d);
	struct bound bd = bound(nk);
	double p[KB], s[KB], sw;
	int level = isa(), ok;

	(void)level;
	sw = abs_sum(w, 1, nk, &ok);
	for (c0 = 0; c0 < dv; c0 += KB) {
		PICK(dot2_cols, ok && V->safe[c0 / KB])(w, V->v, nk, dv, c0,
							 p, s);
		for (c = 0; c < KB && c0 + c < dv; c++)
			out[c0 + c] = finish(p[c], s[c], sw * V->amax[c0 + c],
			    &bd, nk, w, 1, V->v + c0 + c, dv, &ks);
	}
}

void kn_apply(const double *w, const struct kn_mat *V, double *out)
{
	static const struct scale none = { SCALE_NONE, 0 };

	kn_apply_scaled(w, V, &none, 1, out);
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

	for (c = 0; c < a->cells; c++)
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
	int64_t *l = a->limb + c * (size_t)a->n;
	int i, k = 0, neg = 0;

	if (a->odd && a->odd[c] != 0)
		return sc->mode == SCALE_BY ? a->odd[c] * sc->by : a->odd[c];
	if (!a->n)
		return scale_dd(0, 0, 0, &ks);
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
