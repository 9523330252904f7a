/* exact.h - exact sums: a dot product summed without error and rounded
 * once, for the dot products the fast path's bound cannot certify.
 * Internal to num/. */
#ifndef ATTN_EXACT_H
#define ATTN_EXACT_H

#include <stddef.h>

/* sum of A[i*AS] * B[i*BS] = (*HI + *LO) * 2^*E, *HI the nearest double to
 * the sum and *LO the nearest to the rest.  A NaN or infinity in the input
 * gives the plain sum, so that it propagates as IEEE says. */
void exact_dot(const double *a, size_t as, const double *b, size_t bs,
	       size_t n, double *hi, double *lo, int *e);

#endif
