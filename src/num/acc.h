/* acc.h - exact sums of products, one per cell of a matrix, for sums over
 * streamed rows (grad's dK and dV): each rounded once at the end. */
#ifndef ATTN_ACC_H
#define ATTN_ACC_H

#include <stddef.h>
#include <stdint.h>

#include "num/scale.h"

struct dtype;

/* Exact running sums of products, one per cell of a matrix, for sums over
 * streamed rows: fixed point in limbs of int64, over a window of
 * exponents all cells share, grown to the magnitudes the products reach
 * (8 bytes a cell per 32 bits of range). */
struct kn_acc {
	int64_t *limb;		/* cells x n */
	double *odd;		/* per cell, NaN or infinity terms; NULL: none */
	size_t cells;
	int n;			/* limbs per cell; 0 until the first term */
	int base;		/* exponent of limb 0's lowest bit */
	long adds;		/* since carries were propagated */
	/* kn_acc_outer's levels in front of the limbs (acc.c): per cell,
	 * KN_LEVELS running sums of doubles on fixed grids, the grid's
	 * exponent and the products taken since the levels were spilled
	 * into the limbs; NULL until the first kn_acc_outer */
	double *lev;
	int *grid, *taken;
	int *eys;		/* kn_acc_outer's scratch: a column's exponent */
	size_t neys;
};
#define KN_LEVELS 5
/* Cells C0 + J STRIDE + K (J < NK, K < D) += sum over I < N of
 * X[I][J] Y[I][K], exactly: a batch of rows' outer products, N at most
 * KN_OUTER, several times faster than kn_acc_add_row row by row. */
#define KN_OUTER 256
void kn_acc_outer(struct kn_acc *a, size_t c0, size_t stride, size_t nk,
		  size_t d, const double *const *x, const double *const *y,
		  size_t n);
/* The same where every X[I][J] Y[I][K] is exact as a double (values of
 * formats whose bits add up to 53 or fewer, a kernel's): faster. */
void kn_acc_outer_narrow(struct kn_acc *a, size_t c0, size_t stride,
			 size_t nk, size_t d, const double *const *x,
			 const double *const *y, size_t n);
void kn_acc_init(struct kn_acc *a, size_t cells);
/* Cell C += X * Y, exactly. */
void kn_acc_add(struct kn_acc *a, size_t c, double x, double y);
/* Cell C += X * Y * Z, exactly, X, Y and Z finite; a product below
 * 2^-2040, which no sum of fewer than 2^960 of them can lift to the
 * least subnormal, is left out. */
void kn_acc_add3(struct kn_acc *a, size_t c, double x, double y, double z);
/* Cell C += X * Y * 2^K, exactly, X and Y finite: kn_acc_add3 (X, Y,
 * 2^K) with K any whole number, the same terms left out. */
void kn_acc_add_k(struct kn_acc *a, size_t c, double x, double y, int k);
/* Cells C0 .. C0 + N - 1 += X * Y[k], exactly: one row of products, much
 * faster than kn_acc_add one at a time. */
void kn_acc_add_row(struct kn_acc *a, size_t c0, double x, const double *y,
		    size_t n);
/* DST += SRC, cell by cell, exactly (SRC's carries propagated): sums kept
 * apart, one per thread, then brought together in any order give the
 * same bits. */
void kn_acc_merge(struct kn_acc *dst, struct kn_acc *src);
/* Cell C times the scale SC (D for sqrt(D)), rounded once. */
double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc);
/* Cell C rounded once to the format T (a kernel's accumulators). */
double kn_acc_round_to(struct kn_acc *a, size_t c, const struct dtype *t);
void kn_acc_free(struct kn_acc *a);
/* The sums of N threads as one: ACC[0] += ACC[1 .. N-1], then each of its
 * CELLS cells times the scale SC (D for sqrt(D)), rounded once, into
 * OUT[AT[c]] (or OUT[c] where AT is NULL). */
void kn_acc_results(struct kn_acc *acc, int n, size_t cells,
		    const size_t *at, size_t d, const struct scale *sc,
		    double *out);

#endif
