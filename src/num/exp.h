/* exp.h - e^x by Tang's table method, carried to a double-double: to
 * about 2^-65 relative, the same bits on every machine.
 *
 * glibc chooses between an FMA and a plain exp at run time, and the two may
 * differ in the last bit; this one is additions and multiplications alone,
 * built with -ffp-contract=off, so it gives the same bits everywhere.
 * x = (128 k + j) ln2/128 + r with |r| <= ln2/256, so
 * e^x = 2^k * 2^(j/128) * e^r: the table entry comes from exp_table.c as a
 * pair of doubles, and e^r - 1 - r is a Taylor polynomial whose first
 * neglected term, r^7/7!, is below 2^-71. */
#ifndef ATTN_EXP_H
#define ATTN_EXP_H

/* From tools/gen-exp-table.py, via exp_table.c. */
extern const double ex_invl, ex_l1, ex_l2;
extern const double ex_tab[128][2];

/* e^(XH + XL) = 2^*K * (*HI + *LO), *HI + *LO in [0.99, 2.01] and *LO
 * below half an ulp of *HI.  XH must lie in [-2000, 2000] and XL be
 * small beside it (the rounding error of XH, say).  Inline: the softmax
 * calls it once an entry. */

/* 2^52 + 2^51: adding and subtracting it rounds a double below 2^50 in
 * magnitude to the nearest integer, ties to even, with no libm call. */
#define EX_ROUNDER 0x1.8p52
#define EX_SPLITTER 134217729.0	/* 2^27 + 1, Dekker's split */

static inline void ex_exp(double xh, double xl, double *hi, double *lo,
			  int *k)
{
	double nf, r1, r2, rh, rl, z, p, th, tl, t, ah, al, bh, bl;
	double ph, pl, sh, se, tail;
	int n, j;

	nf = (xh * ex_invl + EX_ROUNDER) - EX_ROUNDER;
	n = (int)nf;
	j = ((n % 128) + 128) % 128;
	*k = (n - j) / 128;
	/* n * l1 is exact (l1 has 32 bits, |n| < 2^21), and so is r1 by
	 * Sterbenz's lemma; the rest of ln2/128 and XL go into r2. */
	r1 = xh - nf * ex_l1;
	r2 = xl - nf * ex_l2;
	rh = r1 + r2;
	z = rh - r1;
	rl = (r1 - (rh - z)) + (r2 - z);
	p = rh * rh * (1.0 / 2 + rh * (1.0 / 6 + rh * (1.0 / 24 +
	    rh * (1.0 / 120 + rh * (1.0 / 720)))));
	/* e^r = 1 + rh + (rl + rl*rh + p), to 2^-70 */
	th = ex_tab[j][0];
	tl = ex_tab[j][1];
	ph = th * rh;
	t = EX_SPLITTER * th;
	ah = t - (t - th);
	al = th - ah;
	t = EX_SPLITTER * rh;
	bh = t - (t - rh);
	bl = rh - bh;
	pl = ((ah * bh - ph) + ah * bl + al * bh) + al * bl;
	sh = th + ph;		/* th >= 1 > |ph|: Fast2Sum */
	se = ph - (sh - th);
	tail = se + pl + th * (rl + rl * rh + p) + tl * (1.0 + rh + p);
	*hi = sh + tail;
	*lo = tail - (*hi - sh);
}

#endif
