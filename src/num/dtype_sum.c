/* dtype_sum.c - a kernel's sums in the orders a GEMM adds (--sum-order),
 * and TF32's rounding of a product's operands (--tf32).
 *
 * Every term is exact (a product of two values of at most 24 bits is an
 * exact double), and every addition is one rounding to A of the exact
 * sum of two doubles (dt_add), so each order is exactly defined: the
 * same bits on every machine, in every tile and thread. */
#include "num/dtype.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

double dt_tf32(double x, enum tf32_mode m)
{
	float f = (float)x;
	uint32_t b;

	if (m == TF32_OFF || !isfinite(x))
		return x;
	memcpy(&b, &f, sizeof b);
	/* on the magnitude's bits: a carry into the exponent is the next
	 * binade's value, and past the largest finite value infinity */
	if (m == TF32_RNA)
		b += 0x1000;
	b &= ~(uint32_t)0x1fff;
	memcpy(&f, &b, sizeof f);
	return f;
}

/* Round_A of FIRST (unless NULL) then the N terms at X, one at a time
 * from +0. */
static double seq(const double *x, size_t n, const double *first,
		  const struct dtype *a)
{
	double acc = first ? dt_add(0, *first, a) : 0;
	size_t i;

	for (i = 0; i < n; i++)
		acc = dt_add(acc, x[i], a);
	return acc;
}

/* The N terms at X (N >= 1, overwritten) by pairs, level by level. */
static double pairwise(double *x, size_t n, const struct dtype *a)
{
	size_t i, k;

	/* a -0 term is +0, as the exact sum of it has it */
	for (i = 0; i < n; i++)
		x[i] += 0.0;
	while (n > 1) {
		for (i = k = 0; i + 1 < n; i += 2)
			x[k++] = dt_add(x[i], x[i + 1], a);
		if (i < n)
			x[k++] = x[i];
		n = k;
	}
	return dt_round(x[0], a);
}

double dt_accumulate(const double *x, size_t n, const double *first,
		     const struct dt_how *how, const struct dtype *a)
{
	double *t, s, acc;
	size_t i, j, m = n + (first != NULL);

	switch (how ? how->sum : SUM_EXACT) {
	case SUM_SEQ:
		return seq(x, n, first, a);
	case SUM_PAIRWISE:
		if (!m)
			return 0;
		t = xarray(m, sizeof *t);
		if (first)
			t[0] = *first;
		memcpy(t + (first != NULL), x, n * sizeof *x);
		s = pairwise(t, m, a);
		free(t);
		return s;
	case SUM_BLOCKS:
		/* the sink's term, where there is one, is the first term of
		 * the first block */
		acc = 0;
		for (i = 0; i < m; i += how->block) {
			s = 0;
			for (j = i; j < m && j < i + how->block; j++)
				s = dt_add(s, first ? j ? x[j - 1] : *first :
					   x[j], a);
			acc = dt_add(acc, s, a);
		}
		return acc;
	default:
		/* exactly, rounded once: dt_sum's own way */
		return dt_sum(x, n, first, a, NULL);
	}
}
