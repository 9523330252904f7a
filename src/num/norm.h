/* norm.h - RMSNorm and the L2 norm of one block of a row (one head, or
 * the whole row), and their backward passes, each output exactly rounded
 * from the doubles of x, w, eps (and dY):
 *
 *   E    = sum_i x_i^2 + n eps          exactly; n = d (RMS) or 1 (L2)
 *   y_j  = x_j w'_j / sqrt(E / n)       w'_j = w_j, 1 + w_j or 1
 *   G    = sum_j g_j w'_j x_j           exactly
 *   dx_k = (w'_k g_k E - x_k G) / (E sqrt(E / n))
 *   dw_j = sum over rows of g_j x_j / sqrt(E / n)
 *
 * g being dY.  E and G are exact sums (wide.h, big.h); y and dx are one
 * quotient each, (x w') / sqrt(E / n) and N / (E sqrt(E / n)), its
 * numerator exact (TwoProduct, or an exact big number where it cancels)
 * and its denominator in double-double, to about 2^-100, rounded once;
 * where that is too close to a midpoint between two doubles to tell,
 * the side is decided exactly, by comparing n A^2 with M^2 E (y) or
 * M^2 E^3 (dx) in big numbers, so every y and dx is the nearest double,
 * ties to even.  dw's terms are irrational: each is taken to 2^-100 and
 * their sum is exact (num/acc.h), rounded once. */
#ifndef ATTN_NUM_NORM_H
#define ATTN_NUM_NORM_H

#include <stdbool.h>
#include <stddef.h>

#include "num/acc.h"

struct nm_set {
	bool l2;		/* sum x^2 + eps, not the mean */
	double eps;		/* finite, >= 0 */
	const double *w;	/* the block's D weights, or NULL */
	bool plus_one;		/* w' = 1 + w */
};

/* What a block's working shows: the doubles nearest to sum x^2, to
 * E / n and to its square root. */
struct nm_show {
	double sum, mean, rms;
};

/* Y = the block X (D entries) normalised, and SHOW (or NULL) its
 * working.  False when E is 0 (X all 0 and eps 0), which has no norm. */
bool nm_forward(const struct nm_set *s, const double *x, size_t d,
		double *y, struct nm_show *show);
/* DX = the gradient of sum(Y * G) with respect to the block X.  False
 * as nm_forward. */
bool nm_backward_x(const struct nm_set *s, const double *x, const double *g,
		   size_t d, double *dx);
/* Cells C0 .. C0 + D - 1 of ACC += the block's g_j x_j / sqrt(E / n):
 * its part of dW.  False as nm_forward. */
bool nm_backward_w(const struct nm_set *s, const double *x, const double *g,
		   size_t d, struct kn_acc *acc, size_t c0);

#endif
