/* dtype.c - the formats, their rounding, and the operations of a kernel's
 * recipe, each rounded once from its exact result.
 *
 * The rounding works on a double's bits: x = m 2^(ex - 52), and T's last
 * place at x is 2^e, e = max(ex - (prec - 1), qmin), so round_T(x) is m
 * shifted right by e - (ex - 52) bits, rounded to nearest, ties to even.
 * Every value of T, and every midpoint between two, is a double; so
 * rounding the double nearest an exact value y to T gives round_T(y),
 * except where that double is a midpoint itself: there the rest, y less
 * the double, decides (dt_round2).  An operation therefore computes its
 * result as a double and its rest, exactly where it can (sums, products,
 * quotients: error-free transformations), or with an error bound (e^x,
 * tanh), taken only when both ends of the bound round alike. */
#include "num/dtype.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "num/eft.h"
#include "num/exp.h"
#include "num/log.h"
#include "num/msum.h"

/* name, prec, emin, max, NaN past max; 53 - prec, and the biased
 * exponents 1023 + emin .. 1023 + emax of T's normal values.  The order
 * is --dtype's words', and the places dtype.h names. */
const struct dtype dt_table[] = {
	{ "f64", 53, -1022, DBL_MAX, false, 0, 1, 2046 },
	{ "f32", 24, -126, 0x1.fffffep127, false, 29, 897, 1150 },
	{ "bf16", 8, -126, 0x1.fep127, false, 45, 897, 1150 },
	{ "f16", 11, -14, 65504, false, 42, 1009, 1038 },
	{ "e4m3", 4, -6, 448, true, 49, 1017, 1031 },
	{ "e5m2", 3, -14, 57344, false, 50, 1009, 1038 },
	{ NULL, 0, 0, 0, false, 0, 0, 0 }
};

const struct dtype *dt_at(size_t i)
{
	size_t n;

	for (n = 0; n < i && dt_table[n].name; n++)
		;
	return dt_table[n].name ? &dt_table[n] : NULL;
}

const struct dtype *dt_named(const char *name)
{
	const struct dtype *t;
	size_t i;

	for (i = 0; (t = dt_at(i)) != NULL; i++)
		if (strcmp(name, t->name) == 0)
			return t;
	return NULL;
}

int dt_qmin(const struct dtype *t)
{
	return t->emin - t->prec + 1;
}

/* --- the rounding --------------------------------------------------------- */

static uint64_t bits_of(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	return b;
}

/* Where |X| (finite, nonzero, T narrower than a double) falls on T's
 * grid: |X| = (*Q + *LOW / 2^sh) 2^*E, *HALF = 2^(sh - 1) the midpoint's
 * *LOW; false where |X| is below half T's least subnormal (it rounds to
 * 0; exactly half, a tie, goes to 0, the even one). */
static bool grid(double x, const struct dtype *t, uint64_t *q, uint64_t *low,
		 uint64_t *half, int *e)
{
	uint64_t b = bits_of(x), m;
	int be = (int)(b >> 52 & 0x7ff), ex, sh, qmin = dt_qmin(t);

	if (be == 0)
		return false;	/* below 2^-1022: far below any T's least */
	m = (b & 0xfffffffffffffu) | (uint64_t)1 << 52;
	ex = be - 1023;
	*e = ex - (t->prec - 1) < qmin ? qmin : ex - (t->prec - 1);
	sh = *e - (ex - 52);
	if (sh > 53)
		return false;
	*q = m >> sh;
	*low = m & (((uint64_t)1 << sh) - 1);
	*half = (uint64_t)1 << (sh - 1);
	return true;
}

double dt_round_slow(double x, int rest, const struct dtype *t)
{
	uint64_t q, low, half;
	int e, neg = signbit(x) != 0;
	double r;

	if (x == 0 || !isfinite(x))
		return x;
	if (!grid(x, t, &q, &low, &half, &e))
		return neg ? -0.0 : 0.0;
	if (neg)
		rest = -rest;
	if (low > half || (low == half && (rest > 0 || (rest == 0 && (q & 1)))))
		q++;
	r = (double)q * dt_pow2(e);
	if (r > t->max)
		r = t->nan_past_top ? NAN : INFINITY;
	return neg ? -r : r;
}

/* Whether X lies on a midpoint of T, where the rest of an exact value
 * decides its rounding. */
static bool on_midpoint(double x, const struct dtype *t)
{
	uint64_t q, low, half;
	int e;

	return x != 0 && isfinite(x) && grid(x, t, &q, &low, &half, &e) &&
	       low == half;
}

static int sign(double x)
{
	return (x > 0) - (x < 0);
}

double dt_round2(double hi, double lo, const struct dtype *t)
{
	double s, r;

	if (!isfinite(hi) || !isfinite(lo))
		return dt_round(hi + lo, t);
	two_sum(hi, lo, &s, &r);
	return dt_is_f64(t) ? s : dt_round_rest(s, sign(r), t);
}

/* HI + LO within ERR of an exact value y, all times 2^K (K >= -1074 -
 * 53, the scaled values finite): round_T(y) into *OUT when both ends of
 * the bound round alike, true then; ERR 0 always does. */
static bool round_within(double hi, double lo, double err, int k,
			 const struct dtype *t, double *out)
{
	double a, al, b, bl;

	if (dt_is_f64(t)) {
		two_sum(hi, lo - err, &a, &al);
		two_sum(hi, lo + err, &b, &bl);
		a = round_ldexp(a, al, k);
		b = round_ldexp(b, bl, k);
	} else {
		/* 2^K is a normal double here, and so is hi 2^K */
		double s = k >= -1022 ? dt_pow2(k) : 0x1p-1022 * dt_pow2(k + 1022);

		a = dt_round2(hi * s, (lo - err) * s, t);
		b = dt_round2(hi * s, (lo + err) * s, t);
	}
	*out = a;
	return a == b || (isnan(a) && isnan(b));
}

/* --- exact operations --------------------------------------------------- */

/* A * B = *P + *E exactly, for any finite A and B whose product is a
 * normal double well inside the range (else *E is 0 and *P the rounded
 * product, which T, narrower, rounds to 0 or infinity alike). */
static void product(double a, double b, double *p, double *e)
{
	double fa, fb;
	int ea, eb;

	if (eft_safe(a) && eft_safe(b)) {
		two_prod(a, b, p, e);
		return;
	}
	*p = a * b;
	*e = 0;
	if (!isfinite(*p) || !(fabs(*p) > 0x1p-900 && fabs(*p) < 0x1p900))
		return;
	fa = frexp(a, &ea);
	fb = frexp(b, &eb);
	two_prod(fa, fb, p, e);
	*p = ldexp(*p, ea + eb);
	*e = ldexp(*e, ea + eb);
}

double dt_mul(double a, double b, const struct dtype *t)
{
	double p, e;

	if (dt_is_f64(t))
		return a * b;
	product(a, b, &p, &e);
	return dt_round2(p, e, t);
}

double dt_div_slow(double a, double b, const struct dtype *t)
{
	double q = a / b, p, e;

	if (dt_is_f64(t))
		return q;
	if (!on_midpoint(q, t))
		return dt_round_rest(q, 0, t);
	/* the remainder a - q b is exact, a double, and its sign (times
	 * b's) says which side of q the quotient lies */
	product(q, b, &p, &e);
	return dt_round_rest(q, sign((a - p) - e) * sign(b), t);
}

double dt_scale_slow(double x, const struct kscale *ks, const struct dtype *t)
{
	double q, p, e, rest;

	switch (ks->mode) {
	case SCALE_NONE:
		return dt_round(x, t);
	case SCALE_BY:
		return dt_mul(x, ks->by, t);
	default:
		/* x / (sh + sl), sqrt(d) = sh + sl to 2^-106 (exact where d
		 * is a square): q, within half an ulp and a little of it, and
		 * where that cannot tell, the rest from the exact remainder */
		q = x / ks->sh;
		if (q == 0 || !isfinite(q))
			return dt_round(q, t);
		product(q, ks->sh, &p, &e);
		rest = ((x - p) - e) - q * ks->sl;
		return dt_round2(q, rest / ks->sh, t);
	}
}

double dt_bias(double x, double b, double m, unsigned long long d,
	       const struct dtype *t)
{
	double p[16], ph, pl;
	unsigned long long part[2] = { d >> 32 << 32, d & 0xffffffffu };
	int n = 0, i;

	if (!isfinite(x) || !isfinite(b))
		return x + b;
	n = msum_add(p, n, x);
	n = msum_add(p, n, b);
	/* m d in two parts of 32 bits each, every product exact */
	for (i = 0; i < 2 && m != 0; i++) {
		product(-m, (double)part[i], &ph, &pl);
		n = msum_add(p, n, ph);
		n = msum_add(p, n, pl);
	}
	ph = msum_round(p, n);
	if (dt_is_f64(t) || !isfinite(ph))
		return dt_round(ph, t);
	n = msum_add(p, n, -ph);
	return dt_round_rest(ph, sign(msum_round(p, n)), t);
}

double dt_sum(const double *v, size_t n, const double *first,
	      const struct dtype *t, const struct dt_how *how)
{
	double s = 0, c = 0, big = 0, e, g, r, p[64], extra = first ? *first : 0;
	size_t j;
	int np = 0;

	if (how && how->sum != SUM_EXACT)
		return dt_accumulate(v, n, first, how, t);
	/* TwoSum along the row: s + c is the sum to gamma_n^2 sum |v|
	 * (Ogita, Rump and Oishi's Sum2) */
	for (j = 0; j < n; j++) {
		two_sum(s, v[j], &s, &e);
		c += e;
		big += fabs(v[j]);
	}
	two_sum(s, extra, &s, &e);
	c += e;
	big += fabs(extra);
	if (!isfinite(big))
		return dt_round(s, t);
	g = (double)(n + 1) * 0x1p-53;
	g = g / (1 - g);
	if (round_within(s, c, 2 * g * g * big, 0, t, &r))
		return r;
	/* near a midpoint: exactly (non-overlapping partials of doubles
	 * number at most 40, 2098 bits over 53) */
	for (j = 0; j < n; j++)
		np = msum_add(p, np, v[j]);
	np = msum_add(p, np, extra);
	s = msum_round(p, np);
	np = msum_add(p, np, -s);
	return dt_is_f64(t) ? s : dt_round_rest(s, sign(msum_round(p, np)), t);
}

/* --- e^x and tanh to about 2^-100 ---------------------------------------- */

/* ln 2 as three doubles, to 2^-160 */
#define LN2_H 0x1.62e42fefa39efp-1
#define LN2_M 0x1.abc9e3b39803fp-56
#define LN2_L 0x1.7b57a079a1934p-111

/* (ah + al) / (bh + bl), a double-double to about 2^-104 relative. */
static void dddiv(double ah, double al, double bh, double bl, double *h,
		  double *l)
{
	double q = ah / bh, p, e, r;

	two_prod(q, bh, &p, &e);
	r = ((((ah - p) - e) + al) - q * bl) / bh;
	two_sum(q, r, h, l);
}

/* e^(xh + xl) = 2^*K (*HI + *LO), to about 2^-102, xh in [-750, 750]:
 * x = n ln2/128 + r as in exp.h, with ln 2 to 2^-160 and r carried as a
 * double-double, e^r by its Taylor series to r^13/13!. */
static void dd_exp(double xh, double xl, double *hi, double *lo, int *k)
{
	double nf, p1, e1, p2, e2, rh, rl, s, e, q;
	double terms[5];
	int n, j, i;

	nf = (xh * ex_invl + EX_ROUNDER) - EX_ROUNDER;
	n = (int)nf;
	j = ((n % 128) + 128) % 128;
	*k = (n - j) / 128;
	two_prod(nf, LN2_H, &p1, &e1);
	two_prod(nf, LN2_M, &p2, &e2);
	/* xh - n l2h / 128 is exact (Sterbenz), the rest summed after */
	rh = xh - p1 / 128;
	rl = 0;
	terms[0] = xl;
	terms[1] = -e1 / 128;
	terms[2] = -p2 / 128;
	terms[3] = -e2 / 128;
	terms[4] = -(nf * LN2_L) / 128;
	for (i = 0; i < 5; i++)
		dd_add(rh, rl, terms[i], 0, &rh, &rl);
	/* 1 + r (1 + r/2 (1 + r/3 (... (1 + r/13)))) */
	s = 1;
	e = 0;
	for (i = 13; i >= 1; i--) {
		dd_mul(s, e, rh, rl, &s, &e);
		q = s / i;
		two_prod(q, (double)i, &p1, &e1);
		e = (((s - p1) - e1) + e) / i;
		dd_add(1, 0, q, e, &s, &e);
	}
	dd_mul(s, e, ex_tab[j][0], ex_tab[j][1], hi, lo);
}

/* e^z - 1 for |z| < 1/16, to about 2^-102 relative: its Taylor series,
 * z (1 + z/2 (1 + z/3 (... (1 + z/18)))). */
static void dd_expm1(double zh, double zl, double *h, double *l)
{
	double s = 1, e = 0, q, p, pe;
	int i;

	for (i = 18; i >= 2; i--) {
		dd_mul(s, e, zh, zl, &s, &e);
		q = s / i;
		two_prod(q, (double)i, &p, &pe);
		e = (((s - p) - pe) + e) / i;
		dd_add(1, 0, q, e, &s, &e);
	}
	dd_mul(s, e, zh, zl, h, l);
}

double dt_exp(double xh, double xl, const struct dtype *t)
{
	double hi, lo, r;
	int k;

	if (!(xh >= -746))
		return 0;	/* e^-746 is below half the least double */
	ex_exp(xh, xl, &hi, &lo, &k);
	if (!dt_is_f64(t) && k < dt_qmin(t) - 3)
		return 0;	/* below half T's least: 2^k (hi + lo) < 2^(k+1.1) */
	if (!dt_is_f64(t) && k >= -1000 &&
	    dt_round_near(hi * dt_pow2(k), (fabs(lo) + 0x1p-60 * hi) * dt_pow2(k), t,
			  &r))
		return r;
	if (round_within(hi, lo, 0x1p-60 * hi, k, t, &r))
		return r;
	dd_exp(xh, xl, &hi, &lo, &k);
	round_within(hi, lo, 0, k, t, &r);
	return r;
}

double dt_exp_diff(double x, double m, const struct dtype *t)
{
	double dh, dl;

	if (x == -INFINITY)
		return 0;
	two_sum(x, -m, &dh, &dl);
	return dt_exp(dh, dl, t);
}

double dt_lse(double m, double l, const struct dtype *t)
{
	double hi, lo;

	if (m == -INFINITY)
		return INFINITY;
	ln_dd(l, 0, &hi, &lo);
	return dt_add(m, dt_round2(hi, lo, t), t);
}

double dt_softcap(double x, double c, const struct dtype *t)
{
	double yh, yl, p, e, zh, zl, nh, nl, dh, dl, th, tl;
	int k;

	if (x == 0 || !isfinite(x))
		return dt_round(x == 0 ? x : x > 0 ? c : -c, t);
	/* y = |x| / c as a double-double, from the exact remainder */
	yh = fabs(x) / c;
	product(yh, c, &p, &e);
	yl = ((fabs(x) - p) - e) / c;
	/* tanh y = (1 - E) / (1 + E), E = e^(-2y); 1 - E by expm1 where
	 * it would cancel */
	zh = -2 * yh;
	zl = -2 * yl;
	if (yh < 1.0 / 32) {
		dd_expm1(zh, zl, &nh, &nl);
		dd_add(2, 0, nh, nl, &dh, &dl);
		nh = -nh;
		nl = -nl;
	} else if (zh < -800) {
		nh = dh = 1;
		nl = dl = 0;
	} else {
		dd_exp(zh, zl, &nh, &nl, &k);
		nh = ldexp(nh, k);
		nl = ldexp(nl, k);
		dd_add(1, 0, nh, nl, &dh, &dl);
		dd_add(1, 0, -nh, -nl, &nh, &nl);
	}
	dddiv(nh, nl, dh, dl, &th, &tl);
	dd_mul(th, tl, c, 0, &th, &tl);
	return x < 0 ? -dt_round2(th, tl, t) : dt_round2(th, tl, t);
}
