/* stats.c - check --stats's measures (stats.h): exact differences and
 * exact sums of them, each rounded once at the end. */
#include "num/stats.h"

#include <math.h>

#include "num/eft.h"
#include "num/msum.h"

/* A - B as HI + LO exactly, or the non-finite difference in *HI (LO 0). */
static void difference(double a, double b, double *hi, double *lo)
{
	*lo = 0;
	if (isnan(a) || isnan(b)) {
		*hi = isnan(a) && isnan(b) ? 0 : NAN;
		return;
	}
	if (isinf(a) || isinf(b)) {
		*hi = a == b ? 0 : INFINITY;
		return;
	}
	two_sum(a, -b, hi, lo);
	if (*hi < 0 || (*hi == 0 && *lo < 0)) {
		*hi = -*hi;
		*lo = -*lo;
	}
}

/* The partials P (NP of them, room for 64) plus X; non-finite X in *BAD. */
static int add(double *p, int np, double x, double *bad)
{
	if (!isfinite(x)) {
		*bad = isnan(*bad) ? *bad : x;
		return np;
	}
	/* keep the partials few: fold them once they fill */
	if (np >= 60) {
		double s = msum_round(p, np), r;

		np = msum_add(p, np, -s);
		r = msum_round(p, np);
		p[0] = s;
		p[1] = r;
		np = r != 0 ? 2 : 1;
	}
	return msum_add(p, np, x);
}

void diff_stats(const double *a, const double *b, size_t n,
		struct diff_stats *s)
{
	double sq[64], ab[64], hi, lo, p, e, bad = 0, big = -1;
	int nsq = 0, nab = 0;
	size_t i;

	s->at = 0;
	for (i = 0; i < n; i++) {
		difference(a[i], b[i], &hi, &lo);
		/* the largest: the first nan, else the first of the most */
		if (isnan(hi) ? !isnan(big) : !isnan(big) && hi > big)
			big = hi, s->at = i;
		if (!isfinite(hi)) {
			bad = isnan(bad) ? bad : hi;
			continue;
		}
		nab = add(ab, nab, hi, &bad);
		nab = add(ab, nab, lo, &bad);
		/* (hi + lo)^2 = hi^2 + 2 hi lo + lo^2, each product exact
		 * as two doubles (to the underflow of the smallest) */
		two_prod(hi, hi, &p, &e);
		nsq = add(sq, nsq, p, &bad);
		nsq = add(sq, nsq, e, &bad);
		two_prod(2 * hi, lo, &p, &e);
		nsq = add(sq, nsq, p, &bad);
		nsq = add(sq, nsq, e, &bad);
		nsq = add(sq, nsq, lo * lo, &bad);
	}
	s->largest = n ? big < 0 ? 0 : big : 0;
	if (bad != 0) {
		s->rmse = s->mean = bad;
		return;
	}
	if (!n) {
		s->rmse = s->mean = 0;
		return;
	}
	s->rmse = sqrt(msum_round(sq, nsq) / (double)n);
	s->mean = msum_round(ab, nab) / (double)n;
}
