/* rotate.h - FlashAttention-3's incoherent processing: a row's head
 * turned by a random orthogonal matrix, H D / sqrt(d), H Sylvester's
 * Hadamard matrix of width d (a power of two), D a diagonal of signs
 * drawn from a seed.  Q and K turned by the same matrix keep Q K^T in
 * exact arithmetic, while an outlier of one column is spread over all. */
#ifndef ATTN_ROTATE_H
#define ATTN_ROTATE_H

#include <stddef.h>
#include <stdint.h>

#include "num/dtype.h"

/* Sylvester's H: H_ij = (-1)^(the bits i and j share), +1 or -1. */
int hadamard_sign(size_t i, size_t j);
/* D's J-th sign from SEED, +1 or -1: the top bit of splitmix64's J-th
 * output from the state SEED (1 is -1). */
int rotate_sign(uint64_t seed, size_t j);
/* X (D numbers, D a power of two) turned: OUT_j = round_A(s_j / sqrt(D)
 * sum_i X_i H_ij), each sum exact and rounded once with the scale. */
void rotate_row(const double *x, size_t d, uint64_t seed,
		const struct dtype *a, double *out);
/* The same, each entry from its exact sum: what rotate_row's faster way
 * is held to (tests/kernel-rows.c). */
void rotate_row_exact(const double *x, size_t d, uint64_t seed,
		      const struct dtype *a, double *out);

#endif
