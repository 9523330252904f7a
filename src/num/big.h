/* big.h - exact signed numbers of a few thousand bits, with an exponent:
 * for what the fixed-point sums of wide.h cannot hold, products of three
 * or four doubles and of an exact sum with a double, and the rare exact
 * decisions a correct rounding needs (which side of a midpoint an
 * irrational quotient lies).  Slow beside the double-double arithmetic,
 * and so kept for the few places that need every bit.  Internal to num/. */
#ifndef ATTN_BIG_H
#define ATTN_BIG_H

#include <stdint.h>

#include "num/wide.h"

/* Digits enough for a product of four doubles from either end of the
 * range, or of an exact sum of squares (wide.h's span) with two doubles;
 * beyond it a result keeps its top digits (2^-8000 of it, and more). */
#define BIG_DIGITS 256

/* (-1)^neg * sum over i < n of d[i] 2^(e + 32 i); n = 0 is 0.  e is a
 * multiple of 32, d[0] and d[n - 1] are not 0. */
struct big {
	int n, e, neg;
	uint32_t d[BIG_DIGITS];
};

/* B = X (finite), exactly. */
void big_double(struct big *b, double x);
/* B = W (as wide_value left it), exactly. */
void big_wide(struct big *b, const struct wide *w);
/* R = A * B; R = A + B; R = A * 2^K (K any whole number).  R may be A
 * or B. */
void big_mul(struct big *r, const struct big *a, const struct big *b);
void big_add(struct big *r, const struct big *a, const struct big *b);
void big_shift(struct big *b, int k);
/* The sign of A - B: -1, 0 or 1. */
int big_cmp(const struct big *a, const struct big *b);
/* B as (*HI + *LO) 2^*E: *HI the nearest double to B / 2^*E, *LO the
 * nearest to the rest, to 2^-150 of B; 0 for 0. */
void big_value(const struct big *b, double *hi, double *lo, int *e);

#endif
