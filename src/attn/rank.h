/* rank.h - the order of a row's values, largest first: topk and rank. */
#ifndef ATTN_RANK_H
#define ATTN_RANK_H

#include <stddef.h>

/* IDX (N entries) = the indices 0..N-1 of ROW, the largest value first;
 * ties: the lower index first; -inf just above nan, nan below
 * everything. */
void rank_row(const double *row, size_t n, size_t *idx);

#endif
