/* stats.c - check --stats's measures (stats.h): exact differences and
 * exact sums of them, each rounded once at the end. */
#include "num/stats.h"

#include <math.h>

#include "num/eft.h"
#include "num/msum.h"

/* (A - B) H as HI + LO exactly, H 1 or 1/2 (where a difference of two
 * doubles passes the largest), or the non-finite difference in *HI (LO
 * 0). */
static void difference(double a, double b, double h, double *hi, double *lo)
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
	two_sum(a * h, -b * h, hi, lo);
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
	double sq[64], ab[64], hi, lo, p, e, bad = 0, big = -1, h = 1, top = 0;
	int nsq = 0, nab = 0, k;
	size_t i;

	/* the differences are taken halved where one passes the largest
	 * double, and scaled by 2^-k, the largest to [1/2, 1), so that no
	 * square overflows (past 1e154) or underflows: each measure is then
	 * taken back by 2^k, exactly */
	for (i = 0; i < n; i++) {
		difference(a[i], b[i], 1, &hi, &lo);
		if (isinf(hi) && isfinite(a[i]) && isfinite(b[i]))
			h = 0.5;
	}
	for (i = 0; i < n; i++) {
		difference(a[i], b[i], h, &hi, &lo);
		if (isfinite(hi) && hi > top)
			top = hi;
	}
	frexp(top, &k);
	s->at = 0;
	for (i = 0; i < n; i++) {
		difference(a[i], b[i], 1, &hi, &lo);
		/* the largest: the first nan, else the first of the most */
		if (isnan(hi) ? !isnan(big) : !isnan(big) && hi > big)
			big = hi, s->at = i;
		if (!isfinite(hi) && !(isinf(hi) && isfinite(a[i]) &&
				       isfinite(b[i]))) {
			bad = isnan(bad) ? bad : hi;
			continue;
		}
		difference(a[i], b[i], h, &hi, &lo);
		hi = ldexp(hi, -k);
		lo = ldexp(lo, -k);
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
	s->rmse = ldexp(sqrt(msum_round(sq, nsq) / (double)n), k) / h;
	s->mean = ldexp(msum_round(ab, nab) / (double)n, k) / h;
}
