/* rank.c - a row's indices sorted by value. */
#include "attn/rank.h"

#include <math.h>
#include <stdlib.h>

/* qsort takes no context: the row being sorted (one thread). */
static const double *cmp_row;

/* Larger value first, nan last, then the lower index. */
static int by_value(const void *a, const void *b)
{
	size_t i = *(const size_t *)a, j = *(const size_t *)b;
	double x = cmp_row[i], y = cmp_row[j];

	if (isnan(x) != isnan(y))
		return isnan(x) ? 1 : -1;
	if (!isnan(x) && x != y)
		return x > y ? -1 : 1;
	return i < j ? -1 : i > j;
}

void rank_row(const double *row, size_t n, size_t *idx)
{
	size_t j;

	for (j = 0; j < n; j++)
		idx[j] = j;
	cmp_row = row;
	qsort(idx, n, sizeof *idx, by_value);
}
