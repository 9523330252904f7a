/* exp.h - e^x to about 2^-65 relative, the same bits on every machine. */
#ifndef ATTN_EXP_H
#define ATTN_EXP_H

/* From tools/gen-exp-table.py, via exp_table.c. */
extern const double ex_invl, ex_l1, ex_l2;
extern const double ex_tab[128][2];

/* e^(XH + XL) = 2^*K * (*HI + *LO), *HI + *LO in [0.99, 2.01] and *LO
 * below half an ulp of *HI.  XH must lie in [-2000, 2000] and XL be
 * small beside it (the rounding error of XH, say). */
void ex_exp(double xh, double xl, double *hi, double *lo, int *k);

#endif
