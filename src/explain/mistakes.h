/* mistakes.h - the common mistakes of attention done by hand, for check
 * --of: each one redoes the computation the wrong way on the same inputs,
 * so that a wrong answer can be matched with the slip that made it.
 *
 * A mistake bends the recipe (problem.h) of the right answer; the plain
 * loop of its step computes what it gives.  Each step's file holds the
 * table of its own (step.h); the catalogue is those tables in order. */
#ifndef ATTN_MISTAKES_H
#define ATTN_MISTAKES_H

#include <stddef.h>

#include "explain/problem.h"

/* The catalogue, in the order attn-check(1) lists it: how many, and the
 * K-th. */
size_t mistakes_count(void);
const struct mistake *mistake_at(size_t k);

#endif
