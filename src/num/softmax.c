/* softmax.c - the stable softmax: e^(s - max) by Tang's table method to a
 * double-double (exp.h), summed exactly enough, divided once, each weight
 * rounded once.  Only + - * /, built with -ffp-contract=off, and no libm
 * exp: glibc picks an FMA or a plain one at run time, and the two may
 * differ in the last bit; this gives the same bits everywhere. */
#include "num/softmax.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "num/eft.h"
#include "num/exp.h"
#include "num/log.h"
#include "num/msum.h"
#include "num/scale.h"

/* Past this, e^x is below 2^-1010 and is left out of the sum: it cannot
 * move a sum of at least 1 by a part in 2^106. */
#define TINY (-700.0)
#define LANES_FILE "num/lanes_softmax.h"
#include "num/isa.h"

/* e^(X - MAX) = 2^*K (*E + *EL), X - MAX in [-2000, 0], as exp_row
 * and the tiny path below compute it for an entry of the row. */
static void entry_exp(double x, double max, double *e, double *el, int *k)
{
	double dh = x - max, dl = (x - (dh - (dh - x))) + (-max - (dh - x));

	ex_exp(dh, dl, e, el, k);
}

/* A weight that exp_row left out as below 2^-1010: e^(X - MAX) over the
 * sum, 0 below e^-746, whose weight is less than half the least
 * subnormal. */
static double tiny_weight(double x, double max, double sh, double sl,
			  double ri)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale_of(&none, 1);
	double eh, el, q, r;
	int k;

	if (!(x - max >= -746.0))
		return 0;
	entry_exp(x, max, &eh, &el, &k);
	q = dd_div(eh, el, sh, sl, ri, &r);
	two_sum(q, r, &q, &r);
	return scale_dd(q, r, k, &ks);
}

size_t kn_softmax(const double *s, size_t n, double sink, double *w,
		  double *tmp, double *ex, struct kn_norm *nm)
{
	double max = sink, sh = 0, sl = 0, eh = 0, el = 0, e, q, r, ri;
	size_t j, live = 0;
	int k, level = isa();
	bool joins;

	(void)level;
	for (j = 0; j < n; j++)
		if (s[j] != -INFINITY) {
			live++;
			if (s[j] > max)
				max = s[j];
		}
	nm->max = max;
	nm->sh = nm->sl = nm->esink = nm->wsink = 0;
	if (max == -INFINITY)
		return 0;
	PICK_WIDTH(exp_row)(s, n, max, w, tmp);
	/* in order, a 0 adding nothing */
	for (j = 0; j < n; j++) {
		two_sum(sh, w[j], &sh, &e);
		sl += e + tmp[j];
	}
	/* the sink last, as the extra last column of gpt-oss's logits, when
	 * it is not too small to join the sum, as exp_row has it */
	joins = sink != -INFINITY && sink - max >= TINY;
	if (joins) {
		entry_exp(sink, max, &eh, &el, &k);
		/* 2^k is a normal double here: both products are exact */
		eh = ldexp(eh, k);
		el = ldexp(el, k);
		two_sum(sh, eh, &sh, &e);
		sl += e + el;
	}
	/* sh >= 1 (the largest entry gives e^0) and sl is below an ulp */
	two_sum(sh, sl, &sh, &sl);
	/* exp_row's high parts are e^(s - max) rounded to nearest, and sh
	 * the sum so rounded: what --show-work shows */
	if (ex)
		memcpy(ex, w, n * sizeof *ex);
	nm->sh = sh;
	nm->sl = sl;
	ri = 1 / sh;
	PICK_WIDTH(div_row)(w, tmp, n, sh, sl, ri);
	if (joins) {
		nm->esink = eh;
		q = dd_div(eh, el, sh, sl, ri, &r);
		nm->wsink = q + r;
	} else if (sink != -INFINITY) {
		nm->wsink = tiny_weight(sink, max, sh, sl, ri);
	}
	for (j = 0; j < n; j++)
		if (w[j] == 0 && s[j] != -INFINITY)
			w[j] = tiny_weight(s[j], max, sh, sl, ri);
	return live;
}

void kn_exp_row(const double *s, size_t n, double max, double *hi,
		double *lo)
{
	int level = isa();

	(void)level;
	PICK_WIDTH(exp_row)(s, n, max, hi, lo);
}

/* max + LH + LL + E, rounded once. */
static double lse_near(double max, double lh, double ll, double e)
{
	double p[5];
	int n = 0;

	n = msum_add(p, n, max);
	n = msum_add(p, n, lh);
	n = msum_add(p, n, ll);
	n = msum_add(p, n, e);
	return msum_round(p, n);
}

double kn_lse(const struct kn_norm *nm, const double *s, size_t n,
	      double sink)
{
	double lh, ll, r, err, k;

	if (nm->max == -INFINITY)
		return -INFINITY;
	ln_dd(nm->sh, nm->sl, &lh, &ll);
	r = lse_near(nm->max, lh, ll, 0);
	/* The sum is 1 (the max's e^0, exact) and u, whose terms are each
	 * within 2^-65 or so relatively (exp.h), 2^-60 here; its low part
	 * sl was summed in doubles, n + 1 roundings of at most 2^-53 of
	 * what it held, its own size and the errors of the high part's
	 * sums, half an ulp of sh each; ln_dd is within 2^-104 of ln(sum),
	 * 2^-100 here; each term that exp_row left out is below e^-700,
	 * 2^-1009.  Where the result within all that of it rounds the same,
	 * it is exactly rounded; elsewhere the fixed-point sum decides. */
	k = (double)(n + 1);
	err = ((nm->sh - 1) + nm->sl) * 0x1p-60 + lh * 0x1p-100 +
	      2 * k * 0x1p-53 * (fabs(nm->sl) + k * nm->sh * 0x1p-52) +
	      k * 0x1p-1008;
	if (lse_near(nm->max, lh, ll, -err) == lse_near(nm->max, lh, ll, err))
		return r;
	return ln_sum_exp(s, n, sink, nm->max);
}
