/* norm.h - --show-work for attn norm: each head's sum of squares,
 * mean (or sum) with eps, root and outputs, every number a double the
 * stage computed. */
#ifndef ATTN_SHOW_NORM_H
#define ATTN_SHOW_NORM_H

#include "attn/rows.h"
#include "base/text.h"

/* The working of a row of norm (CTX, attn/norm.h). */
void sw_norm(void *ctx, const struct row *r, struct text *t);

#endif
