/* scale.h - the scale of the scores (1/sqrt(d_k), --scale X, --no-scale),
 * and a double-double result times it, rounded once. */
#ifndef ATTN_SCALE_H
#define ATTN_SCALE_H

#include <stddef.h>

enum scale_mode { SCALE_SQRT, SCALE_NONE, SCALE_BY };
struct scale {
	enum scale_mode mode;
	double by;		/* SCALE_BY: the multiplier */
};

/* What num/ works with: sqrt(d) as a double-double, so that dividing by
 * it rounds once. */
struct kscale {
	enum scale_mode mode;
	double by, sh, sl, rs;	/* rs = 1 / sh, rounded */
};
/* SC for rows of D columns (SCALE_SQRT divides by sqrt(D)). */
struct kscale kscale_of(const struct scale *sc, size_t d);
/* (HI + LO) * 2^E times the scale, rounded once; HI is HI + LO rounded. */
double scale_dd(double hi, double lo, int e, const struct kscale *ks);
/* RH + RL (RH the nearest double to it) times 2^K, rounded once, also
 * where the result is subnormal. */
double round_ldexp(double rh, double rl, int k);

#endif
