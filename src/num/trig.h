/* trig.h - rope's rotations: cos and sin of the real angle p * theta_t,
 * theta_t = B^(-t/m), and a pair (x_a, x_b) turned by it, each output the
 * exactly rounded x_a cos - x_b sin or x_a sin + x_b cos.
 *
 * The angle is never a double.  theta_t / (2 pi) is kept in fixed point
 * to 2^-470 or so (B^(-t/m) as e^(-(t/m) ln B), both by series in fixed
 * point), and the angle in turns is the fraction of p times it, exactly:
 * the reduction modulo 2 pi of Payne and Hanek, whatever p.  A quarter
 * turn's table (trig_table.c, from tools/gen-trig-table.py) and two short
 * Taylor series give cos and sin, first as double-doubles within 2^-92;
 * each output is then one exact sum, rounded once, and taken only where
 * the rounding cannot change within that error.  Where it could, cos and
 * sin are done again in fixed point, to 2^-150 and then to 2^-360.
 * Integer arithmetic and + - * on doubles alone, so the bits are the same
 * on every machine.  B up to 2^64 and |p| up to 2^53 keep these bounds. */
#ifndef ATTN_TRIG_H
#define ATTN_TRIG_H

#include <stddef.h>
#include <stdint.h>

#include "num/fix.h"

#define TR_LIMBS FX_LIMBS
#define TR_STEPS 64		/* the table's steps in a quarter turn */

/* From tools/gen-trig-table.py, via trig_table.c: each rounded down (the
 * rest of the table is in fix.h). */
extern const uint32_t tr_inv2pi[TR_LIMBS + 1];
extern const uint32_t tr_sin[TR_STEPS + 1][TR_LIMBS + 1];
extern const double tr_sin_dd[TR_STEPS + 1][2], tr_pi128_dd[2],
    tr_inv_fact[16][2];

/* One pair's frequency: theta_t, and theta_t / (2 pi), the turns per
 * position. */
struct tr_freq {
	struct fx theta, turns;
};
/* F[t] for t = 0 .. M-1: theta_t = B^(-t/M), B > 1 finite, M < 2^31. */
void tr_freqs(double base, size_t m, struct tr_freq *f);

/* cos and sin, each as a double-double (its sum within 2^-92 of the real
 * value). */
struct tr_cs {
	double c[2], s[2];
};
/* The rotation by P theta_t (P a whole number, |P| <= 2^53, negative for
 * the inverse turn): the angle in turns, and cos and sin from it. */
struct tr_angle {
	const struct tr_freq *f;
	long long p;
	struct fx turn;	/* p theta_t / (2 pi) mod 1 */
	struct tr_cs cs;
};
void tr_angle(struct tr_angle *a, const struct tr_freq *f, long long p);
/* (XA, XB) turned by A, finite: *YA = XA cos - XB sin, *YB = XA sin +
 * XB cos, each exactly rounded (see above); P = 0 leaves them as they
 * are, bit for bit. */
void tr_rotate(const struct tr_angle *a, double xa, double xb, double *ya,
	       double *yb);

/* For --show-work, each rounded once: theta_t, the angle p theta_t, the
 * angle reduced to [0, 2 pi), and its cos and sin. */
struct tr_show {
	double theta, angle, reduced, cos, sin;
};
void tr_show(const struct tr_angle *a, struct tr_show *s);

#endif
