/* kernel.h - --show-work under --dtype: each step of a kernel's
 * recipe (attn/kernel_recipe.h) with the value it rounded to, in the
 * format it was rounded to: T's values in T's shortest digits, the
 * accumulators' in A's. */
#ifndef ATTN_SHOW_KERNEL_H
#define ATTN_SHOW_KERNEL_H

#include "attn/rows.h"
#include "base/text.h"

/* The working of a row of scores, weights, apply or attend under
 * --dtype: the rows' describe for a stage (CTX, attn/stage.h). */
void sw_kernel(void *ctx, const struct row *r, struct text *t);

#endif
