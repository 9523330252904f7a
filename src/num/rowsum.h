/* rowsum.h - sums over streamed rows, one per cell of a matrix: cell
 * (j, k) = sum over rows i of X_i[j] Y_i[k] (dW = X^T dY, dK = dS^T Q,
 * dV = A^T dO), a batch of rows at a time through the tiles of the dot
 * products (dot.c), at their speed.  Each cell keeps the tiles' running
 * sum, anchored at a power of two, and its compensation, with a bound on
 * what they can miss; at the end a cell is rounded only where the bound
 * proves the rounding of the exact sum (the very double that num/acc.h's
 * exact sums round to): the rare cell it cannot decide (a sum within the
 * bound of a rounding boundary, a NaN or infinity, a range far out) is
 * for the caller to sum again exactly (kn_acc).  Sums kept apart (one per
 * thread) are rounded together. */
#ifndef ATTN_ROWSUM_H
#define ATTN_ROWSUM_H

#include <stdbool.h>
#include <stddef.h>

#include "num/scale.h"

struct kn_rows {
	size_t nj, nk, nkp;	/* NJ x NK cells, NK padded to whole lanes */
	double *a, *s;		/* per cell (rows NKP apart): the running sum
				   and its compensation */
	double *sx, *ay;	/* per j, the sum of |x|; per k, the largest
				   |y|, for the anchors */
	int *ex, *ey;		/* per j, per k: the anchor is
				   2^(ex + ey + 2), above 4 sum |x y| */
	unsigned *nx, *ny;	/* per j, per k: anchors moved */
	unsigned char *bady;	/* per k: a y not finite */
	size_t terms;		/* products per cell */
	size_t pieces;		/* tile sums per cell */
	/* a batch's scratch */
	double *xt, *yb, *sxb, *ayb;
	unsigned char *sfx, *sfy;
	size_t cap;
};

/* R for NJ x NK cells (its arrays made at its first rows). */
void kn_rows_init(struct kn_rows *r, size_t nj, size_t nk);
/* Cells += sum over the N rows i of X[i][j] Y[i][k] (X[i] NJ long, Y[i]
 * NK long). */
void kn_rows_add(struct kn_rows *r, const double *const *x,
		 const double *const *y, size_t n);
/* Row J of the sum of the NT sums R (of the same shape; one that took no
 * rows adds nothing), each cell times the scale SC (D for sqrt(D)) and
 * rounded once, into OUT (NK of them); UNDECIDED[k] is set to 1 where
 * the bound cannot decide the rounding, and OUT[k] is then to be
 * replaced by the exact sum's.  Returns how many were undecided. */
size_t kn_rows_round(const struct kn_rows *r, size_t nt, size_t j,
		     size_t d, const struct scale *sc, double *out,
		     unsigned char *undecided);
void kn_rows_free(struct kn_rows *r);

#endif
