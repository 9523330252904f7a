/* eft.h - error-free transformations: a + b and a * b as the nearest
 * double and the exact rest, from + - * alone (Dekker's split, Knuth's
 * TwoSum), so that every x86-64 gives the same bits.  Inline: the kernels
 * call them once a term.  Internal to num/. */
#ifndef ATTN_EFT_H
#define ATTN_EFT_H

#include <math.h>

#define SPLITTER 134217729.0	/* 2^27 + 1 */

/* x = *hi + *lo, each half of x's bits. */
static inline void split(double x, double *hi, double *lo)
{
	double t = SPLITTER * x;

	*hi = t - (t - x);
	*lo = x - *hi;
}

/* a * b = *p + *e exactly, when nothing overflows or underflows. */
static inline void two_prod(double a, double b, double *p, double *e)
{
	double ah, al, bh, bl;

	*p = a * b;
	split(a, &ah, &al);
	split(b, &bh, &bl);
	*e = ((ah * bh - *p) + ah * bl + al * bh) + al * bl;
}

/* a + b = *s + *e exactly. */
static inline void two_sum(double a, double b, double *s, double *e)
{
	double z;

	*s = a + b;
	z = *s - a;
	*e = (a - (*s - z)) + (b - z);
}

/* (eh + el) / (sh + sl) = q + *rest to about 2^-100, with ri = 1 / sh:
 * q = eh * ri is within an ulp or two, and the remainder, taken exactly,
 * corrects it; two multiplications cost less than one division. */
static inline double dd_div(double eh, double el, double sh, double sl,
			    double ri, double *rest)
{
	double q = eh * ri, ph, pl, r;

	two_prod(q, sh, &ph, &pl);
	r = (((eh - ph) - pl) + el) - q * sl;
	*rest = r * ri;
	return q;
}

/* (ah + al)(bh + bl) and (ah + al) + (bh + bl), double-doubles, each to
 * about 2^-104 relative: the leading terms exactly, the rest's products
 * and sums rounded, and the result normalised (|*l| <= ulp(*h) / 2). */
static inline void dd_mul(double ah, double al, double bh, double bl,
			  double *h, double *l)
{
	double p, e;

	two_prod(ah, bh, &p, &e);
	e += ah * bl + al * bh;
	two_sum(p, e, h, l);
}

static inline void dd_add(double ah, double al, double bh, double bl,
			  double *h, double *l)
{
	double s, e;

	two_sum(ah, bh, &s, &e);
	e += al + bl;
	two_sum(s, e, h, l);
}

/* Where Dekker's split and the FMA agree: every nonzero |x| in
 * [2^-480, 2^480] keeps products and their errors clear of overflow and
 * of the subnormal range. */
static inline int eft_safe(double x)
{
	return x == 0 || (fabs(x) >= 0x1p-480 && fabs(x) <= 0x1p480);
}

#endif
