/* trig.h - rope's rotations: cos and sin of the real angle p * theta_t,
 * theta_t = B^(-t/m), and a pair (x_a, x_b) turned by it, each output the
 * exactly rounded x_a cos - x_b sin or x_a sin + x_b cos.
 *
 * The angle is never a double.  theta_t / (2 pi) is kept in fixed point
 * to 2^-470 or so (B^(-t/m) as e^(-(t/m) ln B), both by series in fixed
 * point (fix.h), and a scaling's factors by the same arithmetic and
 * Newton's division), and the angle in turns is the fraction of p times
 * it, exactly:
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
 * position; for --show-work, the scaling's factor, theta_t over its
 * unscaled value, rounded once (1 unscaled). */
struct tr_freq {
	struct fx theta, turns;
	double scaled;
};

/* Hugging Face's rope_scaling (modeling_rope_utils), with theta_t =
 * B^(-t/m) the frequencies unscaled and R = 2m:
 *   linear   theta_t / F
 *   dynamic  theta_t of the base B (F L / L0 - (F - 1))^(R/(R-2)), for a
 *            sequence of L > L0 positions (NTK)
 *   yarn     theta_t (1 - r_t (1 - 1/F)), r_t = clamp((t - lo) / (hi -
 *            lo), 0, 1), lo and hi the dimensions at which a frequency
 *            turns BETA_FAST and BETA_SLOW times in L0 positions, R ln(L0
 *            / (2 pi beta)) / (2 ln B), floored and ceiled when TRUNCATE,
 *            then kept to [0, R - 1]; and cos and sin times the attention
 *            factor (tr_gain_of)
 *   llama3   theta_t where L0 theta_t / (2 pi) > HIGH, theta_t / F where
 *            it is below LOW, and in between theta_t (1/F + s (1 - 1/F)),
 *            s = (L0 theta_t / (2 pi) - LOW) / (HIGH - LOW)
 * each the real value of the formula, in fixed point like theta_t. */
enum tr_scaling { TR_UNSCALED, TR_LINEAR, TR_DYNAMIC, TR_YARN, TR_LLAMA3 };
struct tr_scale {
	enum tr_scaling type;
	double factor;		/* F >= 1 */
	double orig;		/* L0, whole, 1 .. 2^31 */
	double seq;		/* dynamic: L, whole, 1 .. 2^31 */
	double beta_fast, beta_slow;	/* yarn: positive, fast > slow */
	int truncate;		/* yarn: floor lo, ceil hi */
	double low, high;	/* llama3: 0 < LOW < HIGH */
	/* yarn's attention factor: ATTENTION if not 0, else from MSCALE
	 * and MSCALE_ALL if not 0, else 0.1 ln F + 1 */
	double attention, mscale, mscale_all;
};
/* F[t] for t = 0 .. M-1: theta_t = B^(-t/M), B > 1 finite, M < 2^31,
 * scaled as SC says (NULL: not).  NULL, or what makes them impossible
 * (a dynamic scaling of 2 columns, whose exponent R/(R-2) has no
 * value). */
const char *tr_freqs(double base, size_t m, const struct tr_scale *sc,
		     struct tr_freq *f);

/* What cos and sin are multiplied by: 1, or yarn's attention factor A
 * (0.1 m ln F + 1 over 0.1 m' ln F + 1 as Hugging Face's get_mscale has
 * it, the real value), in fixed point, as a double-double, and a power
 * of two at least A for the error bounds. */
struct tr_gain {
	int one;		/* A = 1: the turn alone, bit for bit */
	struct fx a;
	double dd[2], bound;
};
void tr_gain_of(const struct tr_scale *sc, struct tr_gain *g);
/* YaRN's mscale, 0.1 M ln F + 1 (1 where F <= 1), as three doubles D,
 * each the nearest to what the ones before leave; 0 < F, M <= 2^20. */
void tr_mscale(double f, double m, double d[3]);

/* cos and sin, each as a double-double (its sum within 2^-92 of the real
 * value). */
struct tr_cs {
	double c[2], s[2];
};
/* The rotation by P theta_t (P a whole number, |P| <= 2^53, negative for
 * the inverse turn): the angle in turns, and cos and sin from it. */
struct tr_angle {
	const struct tr_freq *f;
	const struct tr_gain *g;	/* or NULL: 1 */
	long long p;
	struct fx turn;	/* p theta_t / (2 pi) mod 1 */
	struct tr_cs cs;	/* times the gain */
};
void tr_angle(struct tr_angle *a, const struct tr_freq *f,
	      const struct tr_gain *g, long long p);
/* (XA, XB) turned by A, finite: *YA = XA cos - XB sin, *YB = XA sin +
 * XB cos, cos and sin times the gain, each exactly rounded (see above);
 * P = 0 with a gain of 1 leaves them as they are, bit for bit. */
void tr_rotate(const struct tr_angle *a, double xa, double xb, double *ya,
	       double *yb);

/* For --show-work, each rounded once: theta_t and its scaling's factor
 * (tr_freq), the angle p theta_t, the angle reduced to [0, 2 pi), and
 * its cos and sin times the gain. */
struct tr_show {
	double theta, scaled, angle, reduced, cos, sin;
};
#define TR_SHOW_DOUBLES (sizeof(struct tr_show) / sizeof(double))
void tr_show(const struct tr_angle *a, struct tr_show *s);

#endif
