/* norm.c - RMSNorm and the L2 norm of a block, forward and backward
 * (norm.h), each output one quotient rounded once. */
#include "num/norm.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "num/big.h"
#include "num/eft.h"
#include "num/scale.h"
#include "num/wide.h"

/* A quotient within this of a midpoint, relative to it, is decided
 * exactly: the double-double steps below are good to 2^-100. */
#define NEAR 0x1p-94
/* The same for dx's quotient when its numerator was taken in
 * double-double (good to 2^-94, fast_numer): a wider margin. */
#define NEAR_DD 0x1p-88

/* The block's denominator: E exactly, and, with E = (m + l) 2^(2h),
 * E / n = (q1 + q2) 2^(2h) and sqrt(E / n) = (sh + sl) 2^h, each to
 * about 2^-104. */
struct den {
	struct wide e;
	size_t n;
	double m, l, q1, q2, sh, sl, rs;	/* rs = 1 / sh, rounded */
	int h;
};

static bool den(struct den *dn, const struct nm_set *s, const double *x,
		size_t d)
{
	double hi, lo, p, pe;
	size_t i;
	int e, k;

	dn->n = s->l2 ? 1 : d;
	wide_zero(&dn->e);
	for (i = 0; i < d; i++)
		wide_add_prod(&dn->e, x[i], x[i]);
	wide_add_prod(&dn->e, (double)dn->n, s->eps);
	wide_value(&dn->e, &hi, &lo, &e);
	if (hi == 0)
		return false;
	hi = frexp(hi, &k);
	lo = ldexp(lo, -k);
	e += k;
	if (e & 1) {
		hi *= 2;
		lo *= 2;
		e--;
	}
	dn->m = hi;
	dn->l = lo;
	dn->h = e / 2;
	/* E / n: the remainder m - q1 n is exact */
	dn->q1 = hi / (double)dn->n;
	two_prod(dn->q1, (double)dn->n, &p, &pe);
	dn->q2 = (((hi - p) - pe) + lo) / (double)dn->n;
	/* the root: the remainder q1 - sh^2 is exact */
	dn->sh = sqrt(dn->q1);
	two_prod(dn->sh, dn->sh, &p, &pe);
	dn->sl = (((dn->q1 - p) - pe) + dn->q2) / (2 * dn->sh);
	dn->rs = 1 / dn->sh;
	return true;
}

/* The weight of column J: w_j, 1 + w_j (as S1 + S2 exactly) or 1. */
static void weight(const struct nm_set *s, size_t j, double *s1, double *s2)
{
	if (!s->w) {
		*s1 = 1;
		*s2 = 0;
	} else if (s->plus_one) {
		two_sum(1, s->w[j], s1, s2);
	} else {
		*s1 = s->w[j];
		*s2 = 0;
	}
}

/* --- the exact decisions ---------------------------------------------- */

/* B = 1 + w_j, w_j or 1: column J's w' exactly. */
static void big_weight(const struct nm_set *s, size_t j, struct big *b)
{
	struct big t;

	big_double(b, s->w ? s->w[j] : 1);
	if (s->w && s->plus_one) {
		big_double(&t, 1);
		big_add(b, b, &t);
	}
}

/* A quotient close to a midpoint: the doubles LO and HI either side of
 * it (magnitudes), and the midpoint, (MH + ML) 2^k. */
struct mid {
	double lo, hi, mh, ml;
};

/* Z = (YH + YL) 2^K rounded once, YH + YL within 2^-100 of a quotient;
 * false when Z is the nearest double to the quotient for certain, true
 * when the quotient is too close to a midpoint to tell (M says which). */
/* X 2^K, X finite: by a product with 2^K where that power is a normal
 * double (the same bits as ldexp: scaling by a power of two is exact
 * short of overflow and underflow, and near_mid's scalings of z and of
 * its ulps land near the double-double's size, far inside the range). */
static double scaled(double x, int k)
{
	uint64_t b;
	double p;

	if (k < -1000 || k > 1000)
		return ldexp(x, k);
	b = (uint64_t)(k + 1023) << 52;
	memcpy(&p, &b, sizeof p);
	return x * p;
}

/* The doubles next to X (finite, >= 0): above (inf past the largest)
 * and below (X > 0), as nextafter gives them. */
static double next_up(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	b++;
	memcpy(&x, &b, sizeof b);
	return x;
}

static double next_down(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	b--;
	memcpy(&x, &b, sizeof b);
	return x;
}

static bool near_mid(double yh, double yl, int k, double near, double *z,
		     struct mid *m)
{
	double az, ah, al, zc, up, dn, t;

	*z = round_ldexp(yh, yl, k);
	az = fabs(*z);
	if (isinf(az))
		return false;
	ah = fabs(yh);
	al = yh < 0 ? -yl : yl;
	zc = scaled(az, -k);
	up = next_up(az);
	dn = az > 0 ? next_down(az) : az;
	/* the quotient's distance from z, in units of 2^k, exact but for
	 * al's part */
	t = (ah - zc) + al;
	m->mh = zc;
	if (!isinf(up) && fabs(t - scaled(up - az, -k - 1)) <= near * ah) {
		m->lo = az;
		m->hi = up;
		m->ml = scaled(up - az, -k - 1);
		return true;
	}
	if (az > 0 && fabs(t + scaled(az - dn, -k - 1)) <= near * ah) {
		m->lo = dn;
		m->hi = az;
		m->ml = -scaled(az - dn, -k - 1);
		return true;
	}
	return false;
}

static bool even(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	return !(b & 1);
}

/* The double nearest to A / (E^c sqrt(E / n)) (A exact, not 0), ties to
 * even, M's midpoint (times 2^K) being close to it: which side of M it
 * lies, from the sign of n A^2 - M^2 E^(2c + 1). */
static double decide(const struct mid *m, int k, const struct big *a,
		     const struct den *dn, int c)
{
	struct big l, r, t, E;
	double z;
	int i, side;

	big_mul(&l, a, a);
	big_double(&t, (double)dn->n);
	big_mul(&l, &l, &t);
	big_double(&r, m->mh);
	big_double(&t, m->ml);
	big_add(&r, &r, &t);
	big_shift(&r, k);
	big_mul(&r, &r, &r);
	big_wide(&E, &dn->e);
	for (i = 0; i < 2 * c + 1; i++)
		big_mul(&r, &r, &E);
	side = big_cmp(&l, &r);
	z = side > 0 ? m->hi : side < 0 ? m->lo : even(m->lo) ? m->lo : m->hi;
	return a->neg ? -z : z;
}

/* --- forward ---------------------------------------------------------- */

bool nm_forward(const struct nm_set *s, const double *x, size_t d,
		double *y, struct nm_show *show)
{
	struct den dn;
	double s1, s2, mx, ms, ph, pl, q, rest;
	struct big a, t;
	struct mid m;
	size_t j;
	int ex, es, k;

	if (!den(&dn, s, x, d))
		return false;
	if (show) {
		struct wide sq;

		wide_zero(&sq);
		for (j = 0; j < d; j++)
			wide_add_prod(&sq, x[j], x[j]);
		wide_value(&sq, &ph, &pl, &k);
		show->sum = round_ldexp(ph, pl, k);
		two_sum(dn.q1, dn.q2, &ph, &pl);
		show->mean = round_ldexp(ph, pl, 2 * dn.h);
		two_sum(dn.sh, dn.sl, &ph, &pl);
		show->rms = round_ldexp(ph, pl, dn.h);
	}
	for (j = 0; j < d; j++) {
		weight(s, j, &s1, &s2);
		if (x[j] == 0 || (s1 == 0 && s2 == 0)) {
			/* a signed 0, as x w' / sqrt(...) has it */
			y[j] = x[j] * s1 / dn.sh;
			continue;
		}
		/* x w' = (ph + pl) 2^(ex + es), exactly but for a part of w'
		 * below 2^-106 of it */
		mx = frexp(x[j], &ex);
		ms = frexp(s1, &es);
		two_prod(mx, ms, &ph, &pl);
		if (s2 != 0)
			pl += mx * ldexp(s2, -es);
		q = dd_div(ph, pl, dn.sh, dn.sl, dn.rs, &rest);
		two_sum(q, rest, &ph, &pl);
		k = ex + es - dn.h;
		if (!near_mid(ph, pl, k, NEAR, &y[j], &m))
			continue;
		big_double(&a, x[j]);
		big_weight(s, j, &t);
		big_mul(&a, &a, &t);
		y[j] = decide(&m, k, &a, &dn, 0);
	}
	return true;
}

/* --- backward --------------------------------------------------------- */

/* Inside this range two doubles' TwoProduct is exact and far from
 * overflow. */
static bool tame(double v)
{
	return v == 0 || (fabs(v) >= 0x1p-400 && fabs(v) <= 0x1p400);
}

/* G = sum_j g_j w'_j x_j, exactly: in a wide sum, two doubles a product,
 * where w x is exact as a TwoProduct; in big numbers otherwise.  True in
 * the first case, with G = (*GH + *GL) 2^*GE too, to 2^-106. */
static bool gsum(const struct nm_set *s, const double *x, const double *g,
		 size_t d, struct big *G, double *gh, double *gl, int *ge)
{
	struct wide w;
	struct big t, u;
	double p, q;
	size_t j;
	bool fast = true;

	for (j = 0; j < d && fast; j++)
		fast = tame(x[j]) && (!s->w || tame(s->w[j]));
	if (!fast) {
		G->n = G->e = G->neg = 0;
		for (j = 0; j < d; j++) {
			big_double(&t, g[j]);
			big_double(&u, x[j]);
			big_mul(&t, &t, &u);
			big_weight(s, j, &u);
			big_mul(&t, &t, &u);
			big_add(G, G, &t);
		}
		return false;
	}
	wide_zero(&w);
	for (j = 0; j < d; j++) {
		if (!s->w || s->plus_one)
			wide_add_prod(&w, g[j], x[j]);
		if (s->w) {
			two_prod(s->w[j], x[j], &p, &q);
			wide_add_prod(&w, g[j], p);
			wide_add_prod(&w, g[j], q);
		}
	}
	wide_value(&w, gh, gl, ge);
	big_wide(G, &w);
	return true;
}

/* A = w'_j g_j E - x_j G exactly, E and G as big numbers. */
static void big_numer(const struct nm_set *s, size_t j, double x, double g,
		      const struct big *E, const struct big *G, struct big *a)
{
	struct big t;

	big_double(a, g);
	big_mul(a, a, E);
	big_weight(s, j, &t);
	big_mul(a, a, &t);
	big_double(&t, -x);
	big_mul(&t, &t, G);
	big_add(a, a, &t);
}

/* The numerator w'_j g_j E - x_j G over 2^(2h) as *NH + *NL, in
 * double-double, E / 2^(2h) = m + l and G / 2^(2h) = GH + GL (each to
 * 2^-105), x, g and w' tame.  w' g is exact as p + pe but for g s2's
 * rounding (2^-105 of it), each product is good to 2^-103, their sum to
 * 2^-101 of |T1| + |T2| (the two products' sizes); where the sum keeps at
 * least 2^-6 of that (it cancels little) it is good to 2^-95 of itself,
 * and the quotient to 2^-94, 2^6 inside NEAR_DD.  False where it cancels
 * more, or where |T1| + |T2| leaves [2^-700, 2^700] (inside it nothing
 * overflows, and what underflow takes from a part is below 2^-370 of
 * it): the exact numerator is taken there. */
static bool fast_numer(const struct nm_set *s, size_t j, double x, double g,
		       const struct den *dn, double gh, double gl, double *nh,
		       double *nl)
{
	double s1, s2, p, pe, t1h, t1l, t2h, t2l, mag;

	if (!tame(g))
		return false;
	weight(s, j, &s1, &s2);
	two_prod(g, s1, &p, &pe);
	pe += g * s2;
	dd_mul(p, pe, dn->m, dn->l, &t1h, &t1l);
	dd_mul(x, 0, gh, gl, &t2h, &t2l);
	mag = fabs(t1h) + fabs(t2h);
	if (!(mag >= 0x1p-700 && mag <= 0x1p700))
		return false;
	dd_add(t1h, t1l, -t2h, -t2l, nh, nl);
	return fabs(*nh) >= 0x1p-6 * mag;
}

bool nm_backward_x(const struct nm_set *s, const double *x, const double *g,
		   size_t d, double *dx)
{
	struct den dn;
	struct big E, G, a;
	double dh, dl, rd, nh, nl, q, rest, gh = 0, gl = 0, near;
	struct mid m;
	size_t j;
	int ne, e1, k, ge = 0;
	bool fast;

	if (!den(&dn, s, x, d))
		return false;
	big_wide(&E, &dn.e);
	fast = gsum(s, x, g, d, &G, &gh, &gl, &ge);
	/* G over 2^(2h), where that stays far from the ends of the range */
	if (fast && gh != 0 && abs(ge - 2 * dn.h) <= 600) {
		gh = ldexp(gh, ge - 2 * dn.h);
		gl = ldexp(gl, ge - 2 * dn.h);
	} else if (gh != 0) {
		fast = false;
	}
	/* E sqrt(E / n) = (dh + dl) 2^(3h) */
	two_prod(dn.m, dn.sh, &dh, &dl);
	dl += dn.m * dn.sl + dn.l * dn.sh;
	two_sum(dh, dl, &dh, &dl);
	rd = 1 / dh;
	for (j = 0; j < d; j++) {
		if (fast && fast_numer(s, j, x[j], g[j], &dn, gh, gl, &nh,
				       &nl)) {
			ne = 2 * dn.h;
			near = NEAR_DD;
			a.n = 0;
		} else {
			/* the numerator w'_j g_j E - x_j G, exactly */
			big_numer(s, j, x[j], g[j], &E, &G, &a);
			if (!a.n) {
				dx[j] = 0;
				continue;
			}
			big_value(&a, &nh, &nl, &ne);
			near = NEAR;
		}
		nh = frexp(nh, &e1);
		nl = ldexp(nl, -e1);
		q = dd_div(nh, nl, dh, dl, rd, &rest);
		two_sum(q, rest, &nh, &nl);
		k = ne + e1 - 3 * dn.h;
		if (!near_mid(nh, nl, k, near, &dx[j], &m))
			continue;
		if (!a.n)
			big_numer(s, j, x[j], g[j], &E, &G, &a);
		dx[j] = decide(&m, k, &a, &dn, 1);
	}
	return true;
}

/* Cell C += G X 2^T exactly, G in [1/2, 1), X a double, 2^T split in two
 * doubles; a term below 2^-2021, which fewer than 2^900 of them cannot
 * lift to the least subnormal, is left out. */
static void add_scaled(struct kn_acc *acc, size_t c, double g, double x,
		       int t)
{
	int t2 = t > 1000 ? 1000 : t < -1000 ? -1000 : t, t1 = t - t2;

	/* kn_acc_add3 (G 2^t1, X, 2^t2) took the same terms */
	if (t1 >= -1021)
		kn_acc_add_k(acc, c, g, x, t);
}

bool nm_backward_w(const struct nm_set *s, const double *x, const double *g,
		   size_t d, struct kn_acc *acc, size_t c0)
{
	struct den dn;
	double mx, mg, q, rest, xh, xl;
	size_t j;
	int ex, eg, t;

	if (!den(&dn, s, x, d))
		return false;
	for (j = 0; j < d; j++) {
		if (x[j] == 0 || g[j] == 0)
			continue;
		/* x / sqrt(E / n) = (xh + xl) 2^(ex - h) */
		mx = frexp(x[j], &ex);
		q = dd_div(mx, 0, dn.sh, dn.sl, dn.rs, &rest);
		two_sum(q, rest, &xh, &xl);
		mg = frexp(g[j], &eg);
		t = ex - dn.h + eg;
		add_scaled(acc, c0 + j, mg, xh, t);
		add_scaled(acc, c0 + j, mg, xl, t);
	}
	return true;
}
