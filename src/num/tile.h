/* tile.h - the tiles of dot.c's dot products, for sums that run on past
 * one call (rowsum.c): rows of X against a block of eight lanes of Y,
 * each lane's running sum and its compensation as dot.c keeps them.
 * Internal to num/. */
#ifndef ATTN_TILE_H
#define ATTN_TILE_H

#include <stdbool.h>
#include <stddef.h>

#define KN_LANES 8		/* lanes of a block of Y */

/* Up to R rows of X (row r at X + r * XR, N steps each) against one block
 * of eight lanes of Y (step i at Y + i * YS): ACC (unit r's lanes at
 * r * KN_LANES) holds each lane's running sum on entry and on return, SUM
 * gets the compensation of these N steps (from 0).  SAFE: every x and y
 * is 0 or within 2^-480..2^480, which the fused loops need.  Returns the
 * rows taken, as many as this CPU's tiles hold (R at most). */
size_t kn_tile(size_t r, const double *x, size_t xr, const double *y,
	       size_t ys, size_t n, bool safe, double *acc, double *sum);

#endif
