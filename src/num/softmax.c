/* softmax.c - the stable softmax: e^(s - max) by Tang's table method to a
 * double-double (exp.h), summed exactly enough, divided once, each weight
 * rounded once.  Only + - * /, built with -ffp-contract=off, and no libm
 * exp: glibc picks an FMA or a plain one at run time, and the two may
 * differ in the last bit; this gives the same bits everywhere. */
#include "num/softmax.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "num/eft.h"
#include "num/exp.h"
#include "num/scale.h"

/* Past this, e^x is below 2^-1010 and is left out of the sum: it cannot
 * move a sum of at least 1 by a part in 2^106. */
#define TINY (-700.0)
#define LANES_FILE "num/lanes_softmax.h"
#include "num/isa.h"

/* (eh + el) / (sh + sl) = q + *rest to about 2^-100, with ri = 1 / sh:
 * q = eh * ri is within an ulp or two, and the remainder, taken exactly,
 * corrects it; two multiplications cost less than one division. */
static double dd_div(double eh, double el, double sh, double sl, double ri,
		     double *rest)
{
	double q = eh * ri, ph, pl, r;

	two_prod(q, sh, &ph, &pl);
	r = (((eh - ph) - pl) + el) - q * sl;
	*rest = r * ri;
	return q;
}

size_t kn_softmax(const double *s, size_t n, double *w, double *tmp,
		  double *ex, double *sum)
{
	static const struct scale none = { SCALE_NONE, 0 };
	struct kscale ks = kscale_of(&none, 1);
	double max = -INFINITY, sh = 0, sl = 0, dh, dl, eh, el, e;
	double q, r, ri;
	size_t j, live = 0;
	int k, level = isa();

	(void)level;
	for (j = 0; j < n; j++)
		if (s[j] != -INFINITY) {
			live++;
			if (s[j] > max)
				max = s[j];
		}
	if (!live)
		return 0;
	PICK_WIDTH(exp_row)(s, n, max, w, tmp);
	/* in order, a 0 adding nothing */
	for (j = 0; j < n; j++) {
		two_sum(sh, w[j], &sh, &e);
		sl += e + tmp[j];
	}
	/* sh >= 1 (the largest entry gives e^0) and sl is below an ulp */
	two_sum(sh, sl, &sh, &sl);
	/* exp_row's high parts are e^(s - max) rounded to nearest, and sh
	 * the sum so rounded: what --show-work shows */
	if (ex)
		memcpy(ex, w, n * sizeof *ex);
	if (sum)
		*sum = sh;
	ri = 1 / sh;
	PICK_WIDTH(div_row)(w, tmp, n, sh, sl, ri);
	/* what exp_row left out as below 2^-1010, unless below e^-746,
	 * whose weight is less than half the least subnormal */
	for (j = 0; j < n; j++) {
		if (w[j] != 0 || s[j] == -INFINITY)
			continue;
		dh = s[j] - max;
		if (!(dh >= -746.0))
			continue;
		dl = (s[j] - (dh - (dh - s[j]))) + (-max - (dh - s[j]));
		ex_exp(dh, dl, &eh, &el, &k);
		q = dd_div(eh, el, sh, sl, ri, &r);
		two_sum(q, r, &q, &r);
		w[j] = scale_dd(q, r, k, &ks);
	}
	return live;
}
