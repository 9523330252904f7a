/* msum.c - sums of doubles kept as non-overlapping partials (Shewchuk,
 * "Adaptive precision floating-point arithmetic", 1997, as Python's
 * math.fsum has it), rounded to nearest at the end. */
#include "num/msum.h"

#include <math.h>

int msum_add(double *p, int n, double x)
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

double msum_round(const double *p, int n)
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
