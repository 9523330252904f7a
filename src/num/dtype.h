/* dtype.h - the number formats a kernel computes in, and the one rounding
 * of each.
 *
 * f64 is the double itself; f32, bf16, f16, e4m3 (fp8 E4M3FN) and e5m2
 * (fp8 E5M2) are narrower.  round_T(x) is the value of T nearest the
 * exact x, ties to even, with T's subnormals; where that rounding passes
 * T's largest finite value it is infinity, or NaN for e4m3, which has no
 * infinity (PyTorch's casts do the same).  Every operation below is one
 * such rounding of its exact result (a sum or a dot product is exact,
 * then rounded once), so a recipe made of them is exactly defined: its
 * bits do not depend on an order of summation, a machine or a thread.
 * Where an exact value is transcendental (e^x, tanh) it is computed to
 * 2^-60 or so, and again to about 2^-100 where a rounding cannot be told
 * from that; only a value within 2^-100 of a midpoint of T could round
 * the wrong way, and none is known.  + - * / and integer operations
 * alone, built with -ffp-contract=off: the same bits on every machine. */
#ifndef ATTN_DTYPE_H
#define ATTN_DTYPE_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "num/dot.h"
#include "num/scale.h"

struct dtype {
	const char *name;	/* as --dtype takes it: "bf16" */
	int prec;		/* significant bits, the leading one included */
	int emin;		/* the least normal value is 2^emin */
	double max;		/* the largest finite value */
	bool nan_past_top;	/* past max: NaN (e4m3), not infinity */
	/* what dt_round's fast path needs: the bits a double has beyond
	 * T's (53 - prec), and the biased exponents of the doubles in T's
	 * normal range */
	unsigned sh;
	int be_lo, be_hi;
};
/* The formats, one row each of num/dtype.c's table, which is all that
 * names them (--dtype's words and messages are read from it): format I
 * in the order of the table, f64 first, or NULL past the last. */
const struct dtype *dt_at(size_t i);
/* The format named NAME, or NULL. */
const struct dtype *dt_named(const char *name);
/* Those the code names, by their place in the table. */
extern const struct dtype dt_table[];
#define dt_f64 (dt_table[0])
#define dt_f32 (dt_table[1])
#define dt_bf16 (dt_table[2])
#define dt_f16 (dt_table[3])
#define dt_e4m3 (dt_table[4])
#define dt_e5m2 (dt_table[5])
/* The exponent of T's least subnormal, one unit of its last place there. */
int dt_qmin(const struct dtype *t);
/* Whether T is the double itself, whose rounding changes nothing. */
static inline bool dt_is_f64(const struct dtype *t)
{
	return t->prec == 53;
}

/* 2^E, E within the normal doubles' range, from its bits. */
static inline double dt_pow2(int e)
{
	uint64_t b = (uint64_t)(e + 1023) << 52;
	double x;

	memcpy(&x, &b, sizeof x);
	return x;
}

/* X (finite) rounded to T, REST the sign of what an exact value has
 * beyond X (-1, 0 or 1), which breaks a tie: the whole range. */
double dt_round_slow(double x, int rest, const struct dtype *t);

/* The same, inline: where X lies in T's normal range, which is nearly
 * always, m shifted by sh bits, rounded on the bits themselves (a carry
 * into the exponent is the next binade's value, as it should be). */
static inline double dt_round_rest(double x, int rest, const struct dtype *t)
{
	uint64_t b, mask, half, low, up;
	int be;
	double r;

	if (dt_is_f64(t))
		return x;
	memcpy(&b, &x, sizeof b);
	be = (int)(b >> 52 & 0x7ff);
	if (be < t->be_lo || be > t->be_hi)
		return dt_round_slow(x, rest, t);
	mask = ((uint64_t)1 << t->sh) - 1;
	half = (uint64_t)1 << (t->sh - 1);
	low = b & mask;
	/* REST toward |x|'s side rounds a tie up in magnitude; without
	 * branches on LOW, which goes either way as often */
	up = rest ? (uint64_t)((rest > 0) == (x > 0)) : b >> t->sh & 1;
	up = (uint64_t)(low > half) | ((uint64_t)(low == half) & up);
	b = (b & ~mask) + (up << t->sh);
	memcpy(&r, &b, sizeof r);
	return fabs(r) > t->max ? dt_round_slow(x, rest, t) : r;
}

/* X, taken as exact, rounded to T (NaN and infinities as they are). */
static inline double dt_round(double x, const struct dtype *t)
{
	return dt_round_rest(x, 0, t);
}

/* HI + LO, exact, rounded to T: LO, however small, decides a tie. */
double dt_round2(double hi, double lo, const struct dtype *t);

/* S within ERR (>= 0) of an exact value y, T narrower than a double: true,
 * and round_T(y) in *OUT, where every value within ERR of S rounds to T
 * as S does; false where that cannot be promised. */
static inline bool dt_round_near(double s, double err, const struct dtype *t,
				 double *out)
{
	uint64_t b, mask, half, low, eb;
	int be;
	double eu, unit;

	memcpy(&b, &s, sizeof b);
	be = (int)(b >> 52 & 0x7ff);
	if (be < t->be_lo || be > t->be_hi)
		return false;
	mask = ((uint64_t)1 << t->sh) - 1;
	half = (uint64_t)1 << (t->sh - 1);
	low = b & mask;
	/* ERR in units of S's last bit, 2^(be - 1075) */
	eb = (uint64_t)(2098 - be) << 52;
	memcpy(&unit, &eb, sizeof unit);
	eu = err * unit + 1;
	/* clear of the midpoint, and of the binade below, where T's grid
	 * is finer */
	low = low > half ? low - half : half - low;
	if (!((eu < (double)low) & (eu < (double)(b & 0xfffffffffffffu))))
		return false;
	*out = dt_round_rest(s, 0, t);
	return true;
}

/* HI + LO (|LO| at most half an ulp of HI) within ERR of an exact value:
 * true, and its rounding to T in *OUT, where every value within ERR of
 * it rounds alike. */
static inline bool dt_round2_near(double hi, double lo, double err,
				  const struct dtype *t, double *out)
{
	uint64_t b;
	double half;
	int low;

	if (!dt_is_f64(t))
		return dt_round_near(hi, fabs(lo) + err, t, out);
	/* hi is the nearest double unless the value is within ERR of a
	 * midpoint, half an ulp of hi away */
	memcpy(&b, &hi, sizeof b);
	/* just below a power of two the ulp is half as wide */
	low = !(b & 0xfffffffffffffu) && (lo < 0) == (hi > 0);
	b = (b & 0x7ff0000000000000u);
	if (b < ((uint64_t)60 << 52) || b >= ((uint64_t)2046 << 52))
		return false;
	b -= (uint64_t)(53 + low) << 52;
	memcpy(&half, &b, sizeof half);
	if (!(fabs(lo) + err < half))
		return false;
	*out = hi;
	return true;
}

/* Each of these is round_T of the exact result of its operation. */
static inline double dt_add(double a, double b, const struct dtype *t)
{
	double s = a + b, z = s - a, e = (a - (s - z)) + (b - z);

	if (dt_is_f64(t) || !isfinite(s))
		return dt_round(s, t);
	return dt_round_rest(s, (e > 0) - (e < 0), t);
}
double dt_mul(double a, double b, const struct dtype *t);
double dt_div_slow(double a, double b, const struct dtype *t);
static inline double dt_div(double a, double b, const struct dtype *t)
{
	double q = a / b, r;

	/* the rounded quotient rounds as the exact one does, unless it
	 * lies on a midpoint of T */
	if (dt_is_f64(t))
		return q;
	return dt_round_near(q, 0, t, &r) ? r : dt_div_slow(a, b, t);
}
/* X times the scale KS (1/sqrt(d), --scale, or 1). */
double dt_scale_slow(double x, const struct kscale *ks, const struct dtype *t);
static inline double dt_scale(double x, const struct kscale *ks,
			      const struct dtype *t)
{
	double q = x * ks->rs, r;

	/* x rs is within 2^-51 of x / sqrt(d) */
	if (ks->mode == SCALE_SQRT && !dt_is_f64(t) &&
	    dt_round_near(q, fabs(q) * 0x1p-50, t, &r))
		return r;
	return dt_scale_slow(x, ks, t);
}
/* e^(XH + XL), XH + XL at most 0 and XL small beside XH (the rounding
 * error of XH, say); 0 for -inf. */
double dt_exp(double xh, double xl, const struct dtype *t);
/* e^(X - M), X and M finite or -inf, X <= M (the softmax's entries less
 * the row's maximum): 0 for X = -inf. */
double dt_exp_diff(double x, double m, const struct dtype *t);
/* A row's log-sum-exp as FlashAttention keeps it: round_T(M +
 * round_T(ln L)), M the row's max and L >= 1 its sum of e^(s - M) (ln to
 * about 2^-104, log.h); +inf where M is -inf (no key seen). */
double dt_lse(double m, double l, const struct dtype *t);
/* C tanh(X / C), C > 0. */
double dt_softcap(double x, double c, const struct dtype *t);
/* X + B - M D (B = -0 adds nothing): a score, its bias and its ALiBi
 * term. */
double dt_bias(double x, double b, double m, unsigned long long d,
	       const struct dtype *t);

/* How a kernel's sums are accumulated in A (--sum-order), and whether the
 * operands of its matrix products are rounded to TF32 first (--tf32):
 *   SUM_EXACT     the exact sum, rounded once;
 *   SUM_SEQ       one term at a time in index order from +0, each step
 *                 round_A(acc + term) (a fused multiply-add's rounding);
 *   SUM_PAIRWISE  a balanced tree: adjacent pairs added, each rounded to
 *                 A, level by level, an odd last one carried up as it is
 *                 (the first half of the tree is the largest power of two
 *                 below the count);
 *   SUM_BLOCKS    SUM_SEQ within blocks of BLOCK consecutive terms, then
 *                 SUM_SEQ over the blocks' sums.
 * The terms are exact (products of values of at most 24 bits are exact
 * doubles), so each order is exactly defined. */
enum sum_kind { SUM_EXACT, SUM_SEQ, SUM_PAIRWISE, SUM_BLOCKS };
/* TF32: 8 bits of exponent, 11 significant: to nearest with ties away
 * from zero (PTX's cvt.rna.tf32.f32), or the low 13 bits of the f32
 * dropped (a tensor core fed plain f32). */
enum tf32_mode { TF32_OFF, TF32_RNA, TF32_TRUNCATE };
struct dt_how {
	enum sum_kind sum;
	size_t block;		/* SUM_BLOCKS: terms a block */
	enum tf32_mode tf32;
	bool wide;		/* operands of more than 24 bits (fp8 values
				   times their descales): no f32 lanes */
};
/* Whether HOW (NULL: the exact sums) is anything but the exact sums of
 * the operands as they are. */
static inline bool dt_how_plain(const struct dt_how *how)
{
	return !how || (how->sum == SUM_EXACT && how->tf32 == TF32_OFF);
}
/* X, a value of f32 (or of a narrower format), rounded to TF32 by M. */
double dt_tf32(double x, enum tf32_mode m);
/* FIRST (unless NULL) and then the N exact terms at X, accumulated in A
 * by HOW's order. */
double dt_accumulate(const double *x, size_t n, const double *first,
		     const struct dt_how *how, const struct dtype *a);
/* The N values at V, after FIRST (unless NULL), summed as HOW says. */
double dt_sum(const double *v, size_t n, const double *first,
	      const struct dtype *t, const struct dt_how *how);

/* The dot products of a kernel: of values of a format of at most 24 bits
 * (whose products are exact doubles), each rounded to the accumulators'
 * format A.  K (keys) or V (values) as kn_keys or kn_values prepared
 * them, and per key (or column of V) the exponent of the lowest bit its
 * entries have, which tells when a plain sum of doubles is exact. */
struct dt_mat {
	const struct kn_mat *m;
	/* per row of K (per column of V), 2^(its lowest bit + 53) over its
	 * largest |entry|: a row of X whose sum |x| times 2^-(its lowest
	 * bit) is below it has a sum of products that no rounding touches */
	double *lim;
};
void dt_keys(struct dt_mat *k, const struct kn_mat *K);
void dt_values(struct dt_mat *v, const struct kn_mat *V);
void dt_mat_free(struct dt_mat *m);
/* NROWS rows of Q (QSTRIDE apart, K->m->cols long): for each key that
 * ALLOW (ASTRIDE apart) admits, round_A(q . k) into OUT (OSTRIDE apart),
 * -inf for the others; summed as HOW says (NULL: exactly). */
void dt_dots(const double *q, size_t nrows, size_t qstride,
	     const struct dt_mat *K, const unsigned char *allow,
	     size_t astride, const struct dtype *a, double *out,
	     size_t ostride, const struct dt_how *how);
/* NROWS rows of weights (WSTRIDE apart): for each column c of V,
 * round_A(sum over J0 <= j < J1 of w[j] V[j][c]) into OUT (OSTRIDE
 * apart); a NaN weight gives NaN. */
void dt_wsum(const double *w, size_t nrows, size_t wstride,
	     const struct dt_mat *V, size_t j0, size_t j1,
	     const struct dtype *a, double *out, size_t ostride,
	     const struct dt_how *how);

#endif
