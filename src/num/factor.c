/* factor.c - a product of factors rounded once (factor.h).
 *
 * The product P = S D T / (R sqrt(Q)): S its sign, D the numbers' sizes,
 * R the whole numbers of the 1/N factors, Q those of the 1/sqrt(N), T the
 * mscales.  A first guess in long double is moved to the nearest double
 * by deciding, exactly, on which side of a midpoint M between two
 * doubles P lies: P > M as D^2 T^2 > M^2 R^2 Q, all of them exact big
 * numbers but T^2, known to 2^-140 of itself; a product with an mscale is
 * transcendental and so lies on no midpoint, and nearer one than that the
 * middle of T's bounds decides. */
#include "num/factor.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "num/big.h"
#include "num/trig.h"

struct prod {
	struct big d2, r2;	/* D^2; R^2 Q */
	struct big t2lo, t2hi;	/* bounds of T^2 */
	bool mscaled;
};

/* B = X 2^K, X a double. */
static void big_of(struct big *b, double x, int k)
{
	big_double(b, x);
	big_shift(b, k);
}

/* The sign of P - MU. */
static int side(const struct prod *p, const struct big *mu)
{
	struct big b, lo, hi;
	int s;

	big_mul(&b, mu, mu);
	big_mul(&b, &b, &p->r2);
	if (!p->mscaled)
		return big_cmp(&p->d2, &b);
	big_mul(&lo, &p->d2, &p->t2lo);
	if (big_cmp(&lo, &b) > 0)
		return 1;
	big_mul(&hi, &p->d2, &p->t2hi);
	if (big_cmp(&hi, &b) < 0)
		return -1;
	big_add(&lo, &lo, &hi);
	big_shift(&b, 1);
	s = big_cmp(&lo, &b);
	return s ? s : 1;
}

/* The sign of P - (R + G/2), G a gap between doubles (G/2 may be below
 * the least subnormal); SIGN -1 for R - G/2. */
static int side_of_mid(const struct prod *p, double r, double g, int sign)
{
	struct big mu, half;

	big_double(&mu, r);
	big_of(&half, sign * g, -1);
	big_add(&mu, &mu, &half);
	return side(p, &mu);
}

static bool even(double x)
{
	unsigned long long bits;

	memcpy(&bits, &x, sizeof bits);
	return (bits & 1) == 0;
}

/* The exact parts of the N factors F into P; the first guess at |P| as
 * M 2^E, M in [0.5, 1). */
static void parts(const struct factor *f, size_t n, struct prod *p,
		  long double *m, long *e)
{
	struct big t, lo, hi, eps, x;
	double d[3];
	long double v;
	size_t i;
	int k;

	big_double(&p->d2, 1);
	big_double(&p->r2, 1);
	big_double(&p->t2lo, 1);
	big_double(&p->t2hi, 1);
	p->mscaled = false;
	*m = 1;
	*e = 0;
	for (i = 0; i < n; i++) {
		switch (f[i].kind) {
		case FACTOR_NUMBER:
			big_double(&x, fabs(f[i].x));
			big_mul(&p->d2, &p->d2, &x);
			big_mul(&p->d2, &p->d2, &x);
			v = fabsl((long double)f[i].x);
			break;
		case FACTOR_RECIP:
		case FACTOR_RSQRT:
			big_double(&x, f[i].x);
			big_mul(&p->r2, &p->r2, &x);
			if (f[i].kind == FACTOR_RECIP)
				big_mul(&p->r2, &p->r2, &x);
			v = f[i].kind == FACTOR_RECIP ? 1 / (long double)f[i].x :
			    1 / sqrtl((long double)f[i].x);
			break;
		default:
			tr_mscale(f[i].x, f[i].m, d);
			big_double(&t, d[0]);
			big_double(&x, d[1]);
			big_add(&t, &t, &x);
			big_double(&x, d[2]);
			big_add(&t, &t, &x);
			/* fx_three's rest and fix.h's own rounding: far below
			 * 2^-140 of T */
			frexp(d[0], &k);
			big_of(&eps, 1, k - 140);
			big_add(&hi, &t, &eps);
			eps.neg = !eps.neg;
			big_add(&lo, &t, &eps);
			big_mul(&p->t2lo, &p->t2lo, &lo);
			big_mul(&p->t2lo, &p->t2lo, &lo);
			big_mul(&p->t2hi, &p->t2hi, &hi);
			big_mul(&p->t2hi, &p->t2hi, &hi);
			p->mscaled = true;
			v = (long double)d[0] + d[1];
			break;
		}
		*m *= frexpl(v, &k);
		*e += k;
		*m = frexpl(*m, &k);
		*e += k;
	}
}

bool factor_product(const struct factor *f, size_t n, double *out)
{
	struct prod p;
	long double m;
	long e;
	double r, g;
	bool neg = false;
	size_t i;
	int s;

	for (i = 0; i < n; i++) {
		if (f[i].kind == FACTOR_NUMBER && f[i].x == 0) {
			*out = 0;
			for (i = 0; i < n; i++)
				if (f[i].kind == FACTOR_NUMBER && signbit(f[i].x))
					*out = -*out;
			return true;
		}
		if (f[i].kind == FACTOR_NUMBER && f[i].x < 0)
			neg = !neg;
	}
	parts(f, n, &p, &m, &e);
	/* the guess is within a few 2^-60 of P: far past the largest
	 * double, or far below the least, it is the answer */
	if (e > DBL_MAX_EXP + 1)
		return false;
	r = e < DBL_MIN_EXP - 60 ? 0 : e > DBL_MAX_EXP ? DBL_MAX :
	    fmin(ldexp((double)m, (int)e), DBL_MAX);
	for (;;) {
		g = r == DBL_MAX ? DBL_MAX - nextafter(DBL_MAX, 0) :
		    nextafter(r, INFINITY) - r;
		s = side_of_mid(&p, r, g, 1);
		if (s > 0 || (s == 0 && !even(r))) {
			if (r == DBL_MAX)
				return false;
			r = nextafter(r, INFINITY);
			if (s == 0)
				break;
			continue;
		}
		if (r == 0)
			break;
		g = r - nextafter(r, 0);
		s = side_of_mid(&p, r, g, -1);
		if (s < 0 || (s == 0 && !even(r))) {
			r = nextafter(r, 0);
			if (s == 0)
				break;
			continue;
		}
		break;
	}
	*out = neg ? -r : r;
	return true;
}
