/* mistakes.h - the common mistakes of attention done by hand, for check
 * --of: each one redoes the computation the wrong way on the same inputs,
 * so that a wrong answer can be matched with the slip that made it.
 *
 * A mistake bends the recipe (recipe.h) of the right answer; the plain
 * loop of its step computes what it gives.  Each step's file holds the
 * table of its own (step.h); the catalogue is those tables in order. */
#ifndef ATTN_MISTAKES_H
#define ATTN_MISTAKES_H

#include <stdbool.h>
#include <stddef.h>

#include "explain/recipe.h"

struct mistake {
	const char *id;			/* stable: scripts match it */
	enum step step;
	/* What was done instead, in P's numbers, for variant V. */
	void (*describe)(const struct problem *p, int v, char *buf, size_t n);
	/* Make the mistake in R, variant V (0, 1, ...); false when it makes
	 * no sense for P or there is no variant V. */
	bool (*fn)(const struct problem *p, int v, struct recipe *r);
};

/* A step's table. */
struct mistakes {
	const struct mistake *m;
	size_t n;
};

/* The catalogue, in the order attn-check(1) lists it: how many, and the
 * K-th. */
size_t mistakes_count(void);
const struct mistake *mistake_at(size_t k);

#endif
