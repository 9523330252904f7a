/* log.c - ln of a double-double x >= 1, to a double-double.
 *
 * x = 2^k m with m in [1, 2); F = 1 + j/128 is the point of the table
 * nearest m, and
 *
 *     ln x = k ln 2 + ln F + 2 atanh(v),  v = (m - F) / (m + F),
 *
 * with |v| <= 2^-9, so 2 atanh(v) = 2v (1 + w/3 + w^2/5 + ... + w^5/11),
 * w = v^2 <= 2^-18, whose first neglected term, w^6/13, is below 2^-111.
 * m - F is exact (both lie in [1, 2], at most 2^-8 apart), v and the
 * series are carried as double-doubles, and the parts are summed without
 * error and rounded once, so the result is good to about 2^-104.  Every
 * part is nonnegative but 2 atanh(v), which is far smaller than ln F when
 * j > 0: nothing cancels. */
#include "num/log.h"

#include <math.h>

#include "num/eft.h"
#include "num/msum.h"

/* (ah + al)(bh + bl) to about 2^-104. */
static void dd_mul(double ah, double al, double bh, double bl, double *h,
		   double *l)
{
	double p, e;

	two_prod(ah, bh, &p, &e);
	e += ah * bl + al * bh;
	*h = p + e;
	*l = e - (*h - p);
}

/* (ah + al) + (bh + bl), |ah| >= |bh|. */
static void dd_add(double ah, double al, double bh, double bl, double *h,
		   double *l)
{
	double s, e;

	two_sum(ah, bh, &s, &e);
	e += al + bl;
	*h = s + e;
	*l = e - (*h - s);
}

void ln_dd(double xh, double xl, double *hi, double *lo)
{
	double mh, ml, F, f, fh, fl, dh, dl, vh, vl, p, pe, r, wh, wl;
	double b, bh, bl, ah, al, ph, pl, x[8], t[10];
	int k, j, n = 0, i;

	/* frexp and ldexp by powers of two are exact */
	mh = frexp(xh, &k) * 2;
	k--;
	ml = ldexp(xl, -k);
	j = (int)((mh - 1) * 128 + 0.5);
	F = 1 + j / 128.0;
	f = mh - F;
	two_sum(f, ml, &fh, &fl);
	/* m + F = 2F + f */
	two_sum(2 * F, fh, &dh, &dl);
	dl += fl;
	/* v = f / (m + F): the quotient, then the remainder's correction */
	vh = fh / dh;
	two_prod(vh, dh, &p, &pe);
	r = (((fh - p) - pe) + fl) - vh * dl;
	vl = r / dh;
	/* w = v^2; then 1 + w/3 + w^2/5 + ..., inside out, the terms that
	 * can reach 2^-106 of the whole carried in two parts */
	two_prod(vh, vh, &wh, &wl);
	wl += 2 * vh * vl;
	b = wh * (ln_c7 + wh * (ln_c9 + wh * ln_c11));
	dd_add(ln_c5[0], ln_c5[1], b, 0, &bh, &bl);
	dd_mul(wh, wl, bh, bl, &ah, &al);
	dd_add(ln_c3[0], ln_c3[1], ah, al, &ah, &al);
	dd_mul(wh, wl, ah, al, &ph, &pl);
	dd_add(1, 0, ph, pl, &ph, &pl);
	dd_mul(2 * vh, 2 * vl, ph, pl, &ph, &pl);
	/* k ln 2 + ln F + 2 atanh(v), summed exactly: k * l2h is exact */
	two_prod(k, ln_l2m, &p, &pe);
	x[0] = k * ln_l2h;
	x[1] = p;
	x[2] = pe;
	x[3] = k * ln_l2l;
	x[4] = ln_tab[j][0];
	x[5] = ln_tab[j][1];
	x[6] = ph;
	x[7] = pl;
	for (i = 0; i < 8; i++)
		n = msum_add(t, n, x[i]);
	*hi = msum_round(t, n);
	n = msum_add(t, n, -*hi);
	*lo = msum_round(t, n);
}
