/* exact.c - the exact path of a dot product: for short sums clear of
 * overflow and underflow, VecSum passes; for the rest, a wide fixed-point
 * sum (wide.h). */
#include "num/exact.h"

#include <math.h>
#include <stdint.h>

#include "num/eft.h"
#include "num/wide.h"

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
		if (!eft_safe(x) || !eft_safe(y))
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

/* The products that exact_small cannot take (too many, or too large or
 * small for Dekker's split) go, each as its exact TwoProduct scaled by a
 * power of two, into one wide fixed-point sum (wide.h), which no product
 * of finite doubles can overflow or underflow. */
void exact_dot(const double *a, size_t as, const double *b, size_t bs,
	       size_t n, double *hi, double *lo, int *e)
{
	struct wide w;
	size_t i;

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
	wide_zero(&w);
	for (i = 0; i < n; i++)
		wide_add_prod(&w, a[i * as], b[i * bs]);
	wide_value(&w, hi, lo, e);
}
