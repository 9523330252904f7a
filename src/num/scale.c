/* scale.c - the scale, and results rounded once after it. */
#include "num/scale.h"

#include <math.h>

#include "num/eft.h"

struct kscale kscale_of(const struct scale *sc, size_t d)
{
	struct kscale ks = { sc->mode, sc->by, 1, 0, 1 };
	double p, e;

	if (sc->mode == SCALE_SQRT) {
		/* sqrt(d) = sh + sl to 2^-106: sl = (d - sh^2) / (2 sh) */
		ks.sh = sqrt((double)d);
		two_prod(ks.sh, ks.sh, &p, &e);
		ks.sl = (((double)d - p) - e) / (2 * ks.sh);
		ks.rs = 1 / ks.sh;
	}
	return ks;
}

double round_ldexp(double rh, double rl, int k)
{
	double w = ldexp(rh, k), t, diff, half;

	if (fabs(w) < 0x1p-1022 && rh != 0) {
		t = ldexp(w, -k);
		diff = (rh - t) + rl;
		half = ldexp(0.5, -1074 - k);
		if (diff > half)
			w = nextafter(w, INFINITY);
		else if (diff < -half)
			w = nextafter(w, -INFINITY);
	}
	return w;
}

double scale_dd(double hi, double lo, int e, const struct kscale *ks)
{
	double by = ks->by, ph, pl, q, r;
	int eh, eb = 0;

	if (hi == 0 || (ks->mode == SCALE_BY && by == 0))
		/* exactly 0: IEEE decides the sign */
		return ks->mode == SCALE_BY ? hi * by :
		       ks->mode == SCALE_SQRT ? hi / ks->sh : hi;
	if (e == 0 && fabs(hi) > 0x1p-900 && fabs(hi) < 0x1p900 &&
	    (ks->mode != SCALE_BY ||
	     (fabs(by) > 0x1p-100 && fabs(by) < 0x1p100))) {
		switch (ks->mode) {
		case SCALE_NONE:
			return hi;
		case SCALE_BY:
			two_prod(hi, by, &ph, &pl);
			return ph + (pl + lo * by);
		default:
			/* q within an ulp or two of hi / sh, then the
			 * remainder, exact, corrects it */
			q = hi * ks->rs;
			two_prod(q, ks->sh, &ph, &pl);
			r = (((hi - ph) - pl) + lo) - q * ks->sl;
			return q + r * ks->rs;
		}
	}
	/* Far from 1, or from the exact path: bring hi and the scale
	 * near 1 by powers of two, which is exact, and scale back once. */
	hi = frexp(hi, &eh);
	lo = ldexp(lo, -eh);
	switch (ks->mode) {
	case SCALE_NONE:
		/* hi is the nearest double already: adding lo again would
		 * take a lo of half an ulp, rounded there from a little
		 * less, for a tie, and might move hi away */
		return round_ldexp(hi, lo, eh + e);
	case SCALE_BY:
		by = frexp(by, &eb);
		two_prod(hi, by, &ph, &pl);
		pl += lo * by;
		break;
	default:
		q = hi * ks->rs;
		two_prod(q, ks->sh, &ph, &pl);
		r = (((hi - ph) - pl) + lo) - q * ks->sl;
		ph = q, pl = r * ks->rs;
	}
	two_sum(ph, pl, &q, &r);
	return round_ldexp(q, r, eh + eb + e);
}
