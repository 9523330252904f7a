/* msum.h - exact sums of doubles, as non-overlapping partials rounded once
 * at the end.  Internal to num/. */
#ifndef ATTN_MSUM_H
#define ATTN_MSUM_H

/* Add X to the N non-overlapping partials at P (room for N + 1); returns
 * the new count.  Shewchuk's msum, as Python's math.fsum has it. */
int msum_add(double *p, int n, double x);
/* The sum of the N partials at P rounded to nearest, ties to even. */
double msum_round(const double *p, int n);

#endif
