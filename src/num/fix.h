/* fix.h - fixed-point numbers of 544 bits, for what a double-double
 * cannot promise: rope's angles (trig.h) and frequencies, and the
 * log-sum-exp where it cancels (log.h).
 *
 * A number is 17 limbs of 32 bits, limb FX_LIMBS the whole part and limbs
 * FX_LIMBS-1 .. 0 the fraction, highest first (limb 0 worth 2^-512),
 * never negative.  A computation "at N limbs" uses the whole limb and the
 * N highest limbs of the fraction, the rest zero, so that a first try at
 * a few limbs costs a fraction of one at all of them.  Every step rounds
 * down, by at most a unit or two of the last limb kept; integer
 * arithmetic alone (and + - * / on doubles where a double is converted),
 * so the bits are the same on every machine. */
#ifndef ATTN_FIX_H
#define ATTN_FIX_H

#include <stdint.h>

#define FX_LIMBS 16
struct fx {
	uint32_t w[FX_LIMBS + 1];
};

/* From tools/gen-trig-table.py, via trig_table.c: each rounded down. */
extern const uint32_t tr_halfpi[FX_LIMBS + 1], tr_ln2[FX_LIMBS + 1];

extern const struct fx fx_one;

/* A at N limbs: the limbs below cut. */
void fx_cut(struct fx *r, const uint32_t *a, int n);
int fx_cmp(const struct fx *a, const struct fx *b);
int fx_is_zero(const struct fx *a);
/* The place of A's highest bit, P with 2^P <= A < 2^(P+1); -1000 for 0. */
int fx_top(const struct fx *a);
/* A + B, and A - B for A >= B; at N limbs. */
void fx_add(struct fx *r, const struct fx *a, const struct fx *b, int n);
void fx_sub(struct fx *r, const struct fx *a, const struct fx *b, int n);
/* A B, rounded down; the product's whole part must fit a limb. */
void fx_mul(struct fx *r, const struct fx *a, const struct fx *b, int n);
/* A K, the whole part still in a limb; A / K, rounded down. */
void fx_mulu(struct fx *r, const struct fx *a, uint32_t k, int n);
void fx_divu(struct fx *r, const struct fx *a, uint32_t k, int n);
/* A / 2^K, rounded down; A 2^K, which must keep the whole part in a
 * limb. */
void fx_shr(struct fx *r, const struct fx *a, unsigned k, int n);
void fx_shl(struct fx *r, const struct fx *a, unsigned k, int n);
/* A / B, B > 0, rounded down to within a few units; the quotient must
 * be below 2^32. */
void fx_div(struct fx *r, const struct fx *a, const struct fx *b, int n);

/* X >= 0, below 2^32, as exactly as 16 limbs hold it (rounded down). */
void fx_of_double(struct fx *r, double x);
/* The limbs of A (at N limbs) as exact doubles, signed by NEG, into D:
 * their count. */
int fx_limbs(const struct fx *a, int n, int neg, double *d);
/* A (at N limbs, signed by NEG) as three doubles of decreasing size,
 * D[0] the nearest to A, each next the nearest to what is left. */
void fx_three(const struct fx *a, int n, int neg, double *d);
/* A rounded to the nearest double. */
double fx_nearest(const struct fx *a);

/* How many Horner steps leave out only terms below 2^-(32 N + 8), for a
 * series whose terms are X^k / k!, k = FIRST, FIRST + STEP, ... */
int fx_steps(double x, int first, int step, int n);
/* e^-Z, Z >= 0 below 2^31, at N limbs. */
void fx_exp_neg(struct fx *r, const struct fx *z, int n);
/* ln M, M in [1, 2), at N limbs. */
void fx_ln(struct fx *r, const struct fx *m, int n);

/* A signed number: a magnitude and its sign. */
struct sfx {
	struct fx m;
	int neg;
};
/* A + B and A - B, at N limbs, the magnitudes below 2^32. */
void sfx_add(struct sfx *r, const struct sfx *a, const struct sfx *b, int n);
void sfx_sub(struct sfx *r, const struct sfx *a, const struct sfx *b, int n);
/* ln X for a double X > 0 whose ln lies within 2^32 of 0. */
void sfx_ln_double(struct sfx *r, double x, int n);

#endif
