/* log.h - the natural logarithm of a double-double of at least 1, to a
 * double-double (about 2^-104 relative), the same bits on every machine:
 * + - * / alone, built with -ffp-contract=off, and a table of its own, as
 * exp.h has.  For the log-sum-exp of a row (softmax.h) and of a merge. */
#ifndef ATTN_LOG_H
#define ATTN_LOG_H

/* From tools/gen-log-table.py, via log_table.c. */
extern const double ln_l2h, ln_l2m, ln_l2l;
extern const double ln_c3[2], ln_c5[2], ln_c7, ln_c9, ln_c11;
extern const double ln_tab[129][2];

/* ln(XH + XL) = *HI + *LO, *HI the nearest double to it.  XH must be
 * finite and at least 1, XL below half an ulp of it. */
void ln_dd(double xh, double xl, double *hi, double *lo);

#endif
