/* log.h - the natural logarithm of a double-double of at least 1, to a
 * double-double (about 2^-104 relative), the same bits on every machine:
 * + - * / alone, built with -ffp-contract=off, and a table of its own, as
 * exp.h has.  For the log-sum-exp of a row (softmax.h) and of a merge. */
#ifndef ATTN_LOG_H
#define ATTN_LOG_H

#include <stddef.h>

/* From tools/gen-log-table.py, via log_table.c. */
extern const double ln_l2h, ln_l2m, ln_l2l;
extern const double ln_c3[2], ln_c5[2], ln_c7, ln_c9, ln_c11;
extern const double ln_tab[129][2];

/* ln(XH + XL) = *HI + *LO, *HI the nearest double to it.  XH must be
 * finite and at least 1, XL below half an ulp of it. */
void ln_dd(double xh, double xl, double *hi, double *lo);

/* ln(e^SINK + sum_j e^S[j]) over the N entries of S and SINK that are not
 * -inf, MAX the largest of them (finite), exactly rounded, however close
 * to 0 max and the logarithm of the rest cancel: in fixed point at 192
 * bits, and at 512 where those cannot promise the rounding (a result
 * within 2^-500 or so of a rounding boundary, beyond any test's reach,
 * is the nearest at 512 bits).  Slow beside the softmax's own sum: for
 * the rows whose double-double cannot promise it (softmax.h). */
double ln_sum_exp(const double *s, size_t n, double sink, double max);

#endif
