/* rotate.c - Q's and K's heads turned by H D / sqrt(d) (rotate.h). */
#include "num/rotate.h"

#include <math.h>
#include <string.h>

#include "num/msum.h"
#include "num/scale.h"

int hadamard_sign(size_t i, size_t j)
{
	return __builtin_popcountll((unsigned long long)(i & j)) & 1 ? -1 : 1;
}

int rotate_sign(uint64_t seed, size_t j)
{
	uint64_t z = seed + (uint64_t)(j + 1) * 0x9e3779b97f4a7c15u;

	z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9u;
	z = (z ^ z >> 27) * 0x94d049bb133111ebu;
	z ^= z >> 31;
	return z >> 63 ? -1 : 1;
}

/* The turned entry of the sum HI + LO: scaled by R = 2^-k exactly where
 * sqrt(d) is 2^k, else the quotient by the irrational sqrt(d) to the
 * nearest double (never a midpoint of A itself); then to A.  It never
 * decreases as the sum grows. */
static double turned_entry(double hi, double lo, double r,
			   const struct kscale *ks, const struct dtype *a)
{
	return r ? dt_round2(hi * r, lo * r, a) :
	       dt_round(scale_dd(hi, lo, 0, ks), a);
}

/* Entry J of the row turned from its exact sum S_J sum_i X_i H_iJ */
static double exact_entry(const double *x, size_t d, uint64_t seed,
			  size_t j, double r, const struct kscale *ks,
			  const struct dtype *a)
{
	double p[64], hi, lo;
	size_t i;
	int np;

	for (np = 0, i = 0; i < d; i++)
		np = msum_add(p, np, (hadamard_sign(i, j) *
				      rotate_sign(seed, j)) < 0 ? -x[i] : x[i]);
	hi = msum_round(p, np);
	np = msum_add(p, np, -hi);
	lo = msum_round(p, np);
	return turned_entry(hi, lo, r, ks, a);
}

/* 2^-k where D = 4^k (sqrt(D) a power of two: the scaled sum is exact),
 * else 0 */
static double exact_root(size_t d)
{
	int k;

	for (k = 0; (size_t)1 << 2 * k < d; k++)
		;
	return (size_t)1 << 2 * k == d ? ldexp(1, -k) : 0;
}

void rotate_row_exact(const double *x, size_t d, uint64_t seed,
		      const struct dtype *a, double *out)
{
	struct scale sc = { .mode = SCALE_SQRT };
	struct kscale ks = kscale_of(&sc, d);
	double r = exact_root(d);
	size_t j;

	for (j = 0; j < d; j++)
		out[j] = exact_entry(x, d, seed, j, r, &ks, a);
}

/* The widest row the fast transform takes on the stack */
#define FAST_MAX 1024

void rotate_row(const double *x, size_t d, uint64_t seed,
		const struct dtype *a, double *out)
{
	struct scale sc = { .mode = SCALE_SQRT };
	struct kscale ks = kscale_of(&sc, d);
	double t[FAST_MAX], r = exact_root(d), s = 0, err = 0, b[2], y[2], u,
	       v;
	size_t i, j, h;
	int k, levels = 0, fast = d <= FAST_MAX;

	/* The turned entry is round_A of a function of the exact sum that
	 * never decreases as the sum grows (the scaling to the nearest double,
	 * then the rounding to A).  So the sums by Walsh and Hadamard's fast
	 * transform in doubles, each within ERR of the exact one (a sum of d
	 * terms in log2 d levels of rounded adds: at most log2(d) u sum |X_i|,
	 * taken twice as wide), give the exact answer wherever both ends of
	 * that interval round alike, bit for bit; elsewhere (a sum that
	 * cancels, or rounds near a midpoint of A) the exact sum decides.
	 * Tiny, huge and non-finite rows take the exact sums throughout. */
	if (fast) {
		for (i = 0; i < d; i++) {
			t[i] = x[i];
			s += fabs(x[i]);
		}
		for (h = 1; h < d; h *= 2, levels++)
			for (i = 0; i < d; i += 2 * h)
				for (j = i; j < i + h; j++) {
					u = t[j], v = t[j + h];
					t[j] = u + v;
					t[j + h] = u - v;
				}
		err = s * ldexp(2 * (levels + 1), -52);
		fast = s > 0x1p-900 && s < 0x1p1000;
	}
	for (j = 0; j < d; j++) {
		if (fast) {
			b[0] = nextafter(t[j] - err, -INFINITY);
			b[1] = nextafter(t[j] + err, INFINITY);
			for (k = 0; k < 2; k++) {
				u = rotate_sign(seed, j) < 0 ? -b[k] : b[k];
				y[k] = turned_entry(u, 0, r, &ks, a);
			}
			if (!memcmp(&y[0], &y[1], sizeof y[0])) {
				out[j] = y[0];
				continue;
			}
		}
		out[j] = exact_entry(x, d, seed, j, r, &ks, a);
	}
}
