/* bits.h - what the number parser (parse.c) and printer (print.c) share:
 * 128-bit products, bit counts, a double's bits, and the integer
 * logarithms that index pow5.h.  Internal to io/. */
#ifndef ATTN_BITS_H
#define ATTN_BITS_H

#include <stdint.h>
#include <string.h>

/* The hot helpers below are small and called once or a few times per
 * number; GCC at -O2 keeps several of them out of line. */
#if defined(__GNUC__)
#define HOT_INLINE inline __attribute__((always_inline))
#define COLD __attribute__((noinline, cold))
#else
#define HOT_INLINE inline
#define COLD
#endif

/* tests/numbers/verify.c builds this file with -DNUM_TEST_HOOKS: the
 * reference writer is then its to call, and the slow paths are counted
 * (tests/numbers/hooks.h declares both). */
#ifdef NUM_TEST_HOOKS
#define SLOW_PATH(count) ((count)++)
#define TEST_HOOK
#else
#define SLOW_PATH(count) ((void)0)
#define TEST_HOOK static
#endif


static inline int isdig(char c) { return c >= '0' && c <= '9'; }
static inline int lower(char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

/* The 128-bit product of a and b: the low half returned, the high in *hi. */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 u128;

static HOT_INLINE uint64_t mul64(uint64_t a, uint64_t b, uint64_t *hi)
{
	u128 p = (u128)a * b;

	*hi = (uint64_t)(p >> 64);
	return (uint64_t)p;
}
#else
static inline uint64_t mul64(uint64_t a, uint64_t b, uint64_t *hi)
{
	uint64_t al = a & 0xffffffff, ah = a >> 32;
	uint64_t bl = b & 0xffffffff, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffff) + (hl & 0xffffffff);

	*hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
	return (mid << 32) | (ll & 0xffffffff);
}
#endif

#if defined(__GNUC__)
static inline int ctz64(uint64_t x) { return __builtin_ctzll(x); }
static inline int clz64(uint64_t x) { return __builtin_clzll(x); }
#else
static inline int ctz64(uint64_t x)
{
	int n = 0;

	while (!(x & 1))
		x >>= 1, n++;
	return n;
}

static inline int clz64(uint64_t x)
{
	int n = 0;

	while (!(x >> 63))
		x <<= 1, n++;
	return n;
}
#endif

static inline uint64_t bits_of(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	return b;
}

static inline double double_of(uint64_t b)
{
	double x;

	memcpy(&x, &b, sizeof x);
	return x;
}

/* Exponents of the logarithms as integer arithmetic; tools/gen-pow5-table.py
 * checks each over the whole range it is used on. */
#define FLOOR_LOG10_POW2(q)	(((q) * 315653) >> 20)
#define FLOOR_LOG10_3POW2_4(q)	(((q) * 315653 - 131237) >> 20)
#define FLOOR_LOG2_POW10(q)	(((q) * 1741647) >> 19)
#define FLOOR_LOG2_POW5(q)	(((q) * 1217359) >> 19)

#endif
