/* stats.h - how far apart two lists of numbers are, as a measure rather
 * than a verdict (check --stats): the root mean square of the
 * differences, the largest absolute difference, and the mean one. */
#ifndef ATTN_STATS_H
#define ATTN_STATS_H

#include <stddef.h>

struct diff_stats {
	double rmse;		/* sqrt(sum (a - b)^2 / n) */
	double largest;		/* max |a - b|, at cell AT (the first) */
	size_t at;
	double mean;		/* sum |a - b| / n */
};

/* The N cells of A against those of B: each difference exact, the sums
 * of their squares and of their magnitudes exact, each rounded once,
 * then divided by N (and the root taken), so that each measure is within
 * an ulp or two of the exact one.  The same infinity, or a nan against a
 * nan, differs by 0; an infinity against anything else by inf, a nan
 * against a number by nan (and every measure is then inf or nan). */
void diff_stats(const double *a, const double *b, size_t n,
		struct diff_stats *s);

#endif
