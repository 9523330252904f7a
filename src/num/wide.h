/* wide.h - fixed-point numbers wide enough for any sum of products of
 * doubles: limbs of 32-bit digits held in int64 (room for 2^30 adds between
 * carry propagations), limb i worth 2^(base + 32 i).  A product x y is
 * added exactly as its TwoProduct on the mantissas, scaled by 2^(ex + ey)
 * without ever forming x y, so no product overflows or underflows: the
 * exact path of dot.c and the sums of acc.c are exact for every finite
 * input.  Internal to num/. */
#ifndef ATTN_WIDE_H
#define ATTN_WIDE_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "num/eft.h"

/* The lowest bit any product's TwoProduct can hold: the mantissas' product
 * has 106 bits below 1, and the exponents reach -1073 each: 2^-2252,
 * rounded down to a whole limb. */
#define WIDE_LO (-2272)
/* A window from WIDE_LO to 2^(2048 + 64), products of the largest doubles
 * and 2^64 of them: every limb a fixed-point sum can need. */
#define WIDE_LIMBS ((2048 + 64 - WIDE_LO) / 32 + 2)

/* Where X 2^K (X finite, nonzero) falls: *M its 53-bit integer mantissa,
 * its lowest bit 2^(*E), E counted from WIDE_LO. */
static inline void wide_bits(double x, int k, uint64_t *m, int *e)
{
	uint64_t b;
	int be;

	memcpy(&b, &x, sizeof b);
	be = (int)(b >> 52 & 0x7ff);
	*m = b & 0xfffffffffffffu;
	if (be)
		*m |= (uint64_t)1 << 52;
	else
		be = 1;
	*e = be - 1075 + k - WIDE_LO;
}

/* L[li..li+2] += or -= M << SH (SH < 32, M < 2^53). */
static inline void wide_put(int64_t *l, uint64_t m, int sh, int neg)
{
	uint64_t t = (m & 0xffffffffu) << sh;	/* below 2^63 */
	uint64_t u = (m >> 32) << sh;		/* below 2^52 */
	int64_t d0 = (int64_t)(t & 0xffffffffu);
	int64_t d1 = (int64_t)(t >> 32) + (int64_t)(u & 0xffffffffu);
	int64_t d2 = (int64_t)(u >> 32);

	if (neg) {
		l[0] -= d0;
		l[1] -= d1;
		l[2] -= d2;
	} else {
		l[0] += d0;
		l[1] += d1;
		l[2] += d2;
	}
}

/* The product X Y (finite) as two doubles and a power of two, exactly:
 * X Y = (*P + *Q) 2^*K. */
static inline void wide_prod(double x, double y, double *p, double *q,
			     int *k)
{
	int ex, ey;

	if (eft_safe(x) && eft_safe(y)) {
		two_prod(x, y, p, q);
		*k = 0;
		return;
	}
	x = frexp(x, &ex);
	y = frexp(y, &ey);
	two_prod(x, y, p, q);
	*k = ex + ey;
}

/* A whole-range sum, on the stack: the limbs used so far are LO to HI. */
struct wide {
	int64_t l[WIDE_LIMBS];
	int lo, hi;
	long adds;
};
/* W = 0. */
void wide_zero(struct wide *w);
/* W += X Y exactly (X, Y finite). */
void wide_add_prod(struct wide *w, double x, double y);
/* W += X Y 2^K exactly (X, Y finite, K <= 0); a product below 2^-2114,
 * whose bits would fall below the window and which no sum of fewer than
 * 2^1000 of them can lift to the least subnormal, is left out. */
void wide_add_prod_k(struct wide *w, double x, double y, int k);
/* W = 0 again, clearing only the limbs used (after wide_value). */
void wide_clear(struct wide *w);
/* W as (*HI + *LO) 2^*E, as wide_round has it; W's carries propagated. */
void wide_value(struct wide *w, double *hi, double *lo, int *e);
/* X - W (W as wide_value left it, X finite) as (*HI + *LO) 2^*E. */
void wide_from(const struct wide *w, double x, double *hi, double *lo,
	       int *e);

/* Propagate the carries of the N limbs at L: every limb but the last in
 * [0, 2^32), the last signed. */
void wide_norm(int64_t *l, int n);
/* The N limbs at L (limb 0 worth 2^BASE), normalised by wide_norm, as
 * (*HI + *LO) 2^*E: *HI the nearest double to the sum over 2^*E, *LO the
 * nearest to the rest; 0 when they are. */
void wide_round(int64_t *l, int n, int base, double *hi, double *lo,
		int *e);

#endif
