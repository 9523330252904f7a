/* compare.h - two matrices cell by cell, numpy.isclose style, and the
 * report check writes: a line per differing cell, then a summary. */
#ifndef ATTN_COMPARE_H
#define ATTN_COMPARE_H

#include <stdbool.h>
#include <stddef.h>

#include "io/matrix.h"
#include "io/number.h"

/* The same shape: as many rows, and as many columns unless empty. */
bool same_shape(const struct matrix *a, const struct matrix *b);
/* Got A against expected B: |a - b| <= atol + rtol * |b|, nan equal to
 * nan, infinities equal when of the same sign; *DIFF is |a - b| (nan
 * against a number: nan). */
bool close_to(double a, double b, double atol, double rtol, double *diff);

/* How many cells of A differ from E's, as compare counts them, without a
 * word: SIZE_MAX when the shapes do (check -s). */
size_t differing(const struct matrix *E, const struct matrix *A,
		 double atol, double rtol);
/* The report of A (got) against E (expected), to the output: a line per
 * differing cell (rows and columns counted from BASE) and the summary, or
 * the shapes; the last line also in SUM (CHECK_SUMSZ bytes), for a
 * notice.  Returns how many cells differ, or SIZE_MAX when the shapes
 * do. */
#define CHECK_SUMSZ (2 * NUM_BUFSZ + 128)
size_t compare(const struct matrix *E, const struct matrix *A, double atol,
	       double rtol, size_t base, char *sum);

#endif
