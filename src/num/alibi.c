/* alibi.c - the ALiBi slopes, and a score plus its bias and ALiBi term.
 *
 * A slope is 2^t with t = -8k/Q, Q a power of two: t is exact, and 2^t is
 * 2^n e^(f ln 2) for t = n + f, 0 <= f < 1, the exponential by its Taylor
 * series in double-double (to about 2^-100), so that rounding it once
 * gives the nearest double; libm's exp2 promises no such thing, and may
 * differ between machines.
 *
 * The ALiBi term m |p - j| is a product, and |p - j| may need 64 bits:
 * it goes in as two exact halves, each product as its TwoProduct, and the
 * score, the bias and those four parts are summed without error and
 * rounded once.  Near the ends of the range of doubles, where Dekker's
 * split is not exact, the wide fixed-point sum (wide.h) takes them. */
#include "num/alibi.h"

#include <math.h>

#include "num/eft.h"
#include "num/msum.h"
#include "num/scale.h"
#include "num/wide.h"

/* ln 2 as a double-double. */
#define LN2_HI 0x1.62e42fefa39efp-1
#define LN2_LO 0x1.abc9e3b39803fp-56

/* 2^T, for T = -8k/Q (Q a power of two, so that T is exact), rounded
 * once.  e^y for y = f ln 2 < 0.7: the terms y^i/i! of its series, each
 * from the last times y and divided by i in double-double, summed in
 * double-double; the 30th is below 2^-110. */
static double pow2(double t)
{
	double n = floor(t), f = t - n, yh, yl, th = 1, tl = 0, sh = 1, sl = 0;
	double q, ph, pl, r, s, e;
	int i;

	two_prod(f, LN2_HI, &yh, &yl);
	yl += f * LN2_LO;
	two_sum(yh, yl, &yh, &yl);
	for (i = 1; i <= 30 && th != 0; i++) {
		dd_mul(th, tl, yh, yl, &th, &tl);
		/* divided by i: q, then the remainder, exact, corrects it */
		q = th / i;
		two_prod(q, (double)i, &ph, &pl);
		r = (((th - ph) - pl) + tl) / i;
		two_sum(q, r, &th, &tl);
		two_sum(sh, th, &s, &e);
		e += sl + tl;
		two_sum(s, e, &sh, &sl);
	}
	/* sh is the nearest double to sh + sl; 2^n scales it exactly (the
	 * slopes are 2^-8 at least) */
	return ldexp(sh, (int)n);
}

double kn_alibi_slope(size_t h, size_t nh)
{
	size_t p = 1;

	while (p <= nh / 2)
		p *= 2;
	if (h < p)
		return pow2(-8.0 * (double)(h + 1) / (double)p);
	return pow2(-8.0 * (double)(2 * (h - p) + 1) / (double)(2 * p));
}

double kn_alibi_sum(double x, double b, double m, unsigned long long d)
{
	static const struct scale none = { SCALE_NONE, 0 };
	/* D in two halves of 32 bits, each a double exactly */
	double dh = (double)(d & ~0xffffffffULL), dl = (double)(d & 0xffffffffu);
	double p[8], hi, lo;
	struct kscale ks;
	struct wide w;
	int n = 0, e;

	if (x == 0 && b == 0 && (m == 0 || d == 0))
		/* zeros alone: IEEE's sign, as x + b + (-m) d has it */
		return x + b + -m * (double)d;
	m = -m;
	if (eft_safe(x) && eft_safe(b) && eft_safe(m)) {
		/* no product or partial overflows or underflows: Shewchuk's
		 * partials are exact, and round once */
		double t[6];
		int i;

		t[0] = x;
		t[1] = b;
		two_prod(m, dh, &t[2], &t[3]);
		two_prod(m, dl, &t[4], &t[5]);
		for (i = 0; i < 6; i++)
			if (t[i] != 0)
				n = msum_add(p, n, t[i]);
		return msum_round(p, n);
	}
	wide_zero(&w);
	wide_add_prod(&w, x, 1);
	wide_add_prod(&w, b, 1);
	wide_add_prod(&w, m, dh);
	wide_add_prod(&w, m, dl);
	wide_value(&w, &hi, &lo, &e);
	ks = kscale_of(&none, 1);
	return scale_dd(hi, lo, e, &ks);
}
