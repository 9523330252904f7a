/* hooks.h - what src/io/number.c shows its tests when built with
 * -DNUM_TEST_HOOKS (tests/numbers/build.sh does). */
#ifndef ATTN_NUMBER_HOOKS_H
#define ATTN_NUMBER_HOOKS_H

#include <stddef.h>

/* The slow reference writer the fast one is checked against. */
size_t num_shortest_ref(double x, char *buf);
/* How often the fast methods left the decision to the slow ones. */
extern unsigned long num_slow_writes, num_slow_reads;

#endif
