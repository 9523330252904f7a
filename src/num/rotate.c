/* rotate.c - Q's and K's heads turned by H D / sqrt(d) (rotate.h). */
#include "num/rotate.h"

#include <math.h>

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

void rotate_row(const double *x, size_t d, uint64_t seed,
		const struct dtype *a, double *out)
{
	struct scale sc = { .mode = SCALE_SQRT };
	struct kscale ks = kscale_of(&sc, d);
	double p[64], hi, lo, r;
	size_t i, j;
	int np, k;

	/* sqrt(d) a power of two (d = 4^k): the scaled sum is exact */
	for (k = 0; (size_t)1 << 2 * k < d; k++)
		;
	r = (size_t)1 << 2 * k == d ? ldexp(1, -k) : 0;
	for (j = 0; j < d; j++) {
		for (np = 0, i = 0; i < d; i++)
			np = msum_add(p, np, (hadamard_sign(i, j) *
					      rotate_sign(seed, j)) < 0 ? -x[i] :
				      x[i]);
		hi = msum_round(p, np);
		np = msum_add(p, np, -hi);
		lo = msum_round(p, np);
		/* else the quotient by the irrational sqrt(d) to the nearest
		 * double, then to A: it is never a midpoint of A itself */
		out[j] = r ? dt_round2(hi * r, lo * r, a) :
			 dt_round(scale_dd(hi, lo, 0, &ks), a);
	}
}
