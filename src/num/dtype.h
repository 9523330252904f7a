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

#include <stdbool.h>
#include <stddef.h>

#include "num/dot.h"
#include "num/scale.h"

struct dtype {
	const char *name;	/* as --dtype takes it: "bf16" */
	int prec;		/* significant bits, the leading one included */
	int emin;		/* the least normal value is 2^emin */
	double max;		/* the largest finite value */
	bool nan_past_top;	/* past max: NaN (e4m3), not infinity */
};
extern const struct dtype dt_f64, dt_f32, dt_bf16, dt_f16, dt_e4m3, dt_e5m2;
/* The format named NAME, or NULL; DT_NAMES lists them for messages. */
const struct dtype *dt_named(const char *name);
#define DT_NAMES "f64, f32, bf16, f16, e4m3 or e5m2"
/* The exponent of T's least subnormal, one unit of its last place there. */
int dt_qmin(const struct dtype *t);
/* Whether T is the double itself, whose rounding changes nothing. */
bool dt_is_f64(const struct dtype *t);

/* X, taken as exact, rounded to T (NaN and infinities as they are). */
double dt_round(double x, const struct dtype *t);
/* HI + LO, exact, rounded to T: LO, however small, decides a tie. */
double dt_round2(double hi, double lo, const struct dtype *t);

/* Each of these is round_T of the exact result of its operation. */
double dt_add(double a, double b, const struct dtype *t);
double dt_mul(double a, double b, const struct dtype *t);
double dt_div(double a, double b, const struct dtype *t);
/* X times the scale KS (1/sqrt(d), --scale, or 1). */
double dt_scale(double x, const struct kscale *ks, const struct dtype *t);
/* e^(XH + XL), XH + XL at most 0 and XL small beside XH (the rounding
 * error of XH, say); 0 for -inf. */
double dt_exp(double xh, double xl, const struct dtype *t);
/* e^(X - M), X and M finite or -inf, X <= M (the softmax's entries less
 * the row's maximum): 0 for X = -inf. */
double dt_exp_diff(double x, double m, const struct dtype *t);
/* C tanh(X / C), C > 0. */
double dt_softcap(double x, double c, const struct dtype *t);
/* X + B - M D (B = -0 adds nothing): a score, its bias and its ALiBi
 * term. */
double dt_bias(double x, double b, double m, unsigned long long d,
	       const struct dtype *t);
/* The N values at V, and EXTRA, summed. */
double dt_sum(const double *v, size_t n, double extra, const struct dtype *t);

/* The dot products of a kernel: of values of a format of at most 24 bits
 * (whose products are exact doubles), each rounded to the accumulators'
 * format A.  K (keys) or V (values) as kn_keys or kn_values prepared
 * them, and per key (or column of V) the exponent of the lowest bit its
 * entries have, which tells when a plain sum of doubles is exact. */
struct dt_mat {
	const struct kn_mat *m;
	int *low;		/* per row of K, per column of V */
};
void dt_keys(struct dt_mat *k, const struct kn_mat *K);
void dt_values(struct dt_mat *v, const struct kn_mat *V);
void dt_mat_free(struct dt_mat *m);
/* NROWS rows of Q (QSTRIDE apart, K->m->cols long): for each key that
 * ALLOW (ASTRIDE apart) admits, round_A(q . k) into OUT (OSTRIDE apart),
 * -inf for the others. */
void dt_dots(const double *q, size_t nrows, size_t qstride,
	     const struct dt_mat *K, const unsigned char *allow,
	     size_t astride, const struct dtype *a, double *out,
	     size_t ostride);
/* NROWS rows of weights (WSTRIDE apart): for each column c of V,
 * round_A(sum over J0 <= j < J1 of w[j] V[j][c]) into OUT (OSTRIDE
 * apart); a NaN weight gives NaN. */
void dt_wsum(const double *w, size_t nrows, size_t wstride,
	     const struct dt_mat *V, size_t j0, size_t j1,
	     const struct dtype *a, double *out, size_t ostride);

#endif
