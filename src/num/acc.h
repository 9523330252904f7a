/* acc.h - exact sums of products, one per cell of a matrix, for sums over
 * streamed rows (grad's dK and dV): each rounded once at the end. */
#ifndef ATTN_ACC_H
#define ATTN_ACC_H

#include <stddef.h>
#include <stdint.h>

#include "num/scale.h"

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
};
void kn_acc_init(struct kn_acc *a, size_t cells);
/* Cell C += X * Y, exactly. */
void kn_acc_add(struct kn_acc *a, size_t c, double x, double y);
/* Cell C += X * Y * Z, exactly, X, Y and Z finite; a product below
 * 2^-2040, which no sum of fewer than 2^960 of them can lift to the
 * least subnormal, is left out. */
void kn_acc_add3(struct kn_acc *a, size_t c, double x, double y, double z);
/* Cell C times the scale SC (D for sqrt(D)), rounded once. */
double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc);
void kn_acc_free(struct kn_acc *a);

#endif
