/* factor.h - a product of factors rounded once, as --scale takes it:
 * DeepSeek's softmax scale, qk_head_dim^-0.5 times YaRN's mscale
 * squared, is 1/sqrt(192)*mscale(40)*mscale(40). */
#ifndef ATTN_FACTOR_H
#define ATTN_FACTOR_H

#include <stdbool.h>
#include <stddef.h>

/* X itself; 1/X and 1/sqrt(X) for a whole X from 1 to 2^53; YaRN's
 * mscale, 0.1 M ln X + 1 (1 where X <= 1, as Hugging Face's get_mscale
 * has it), for X and M above 0 and at most 2^20. */
enum factor_kind { FACTOR_NUMBER, FACTOR_RECIP, FACTOR_RSQRT, FACTOR_MSCALE };
struct factor {
	enum factor_kind kind;
	double x, m;
};
#define FACTORS_MAX 8

/* The exact product of the N factors F (1 to FACTORS_MAX), rounded once
 * to the nearest double (ties to even, subnormals included), into *OUT;
 * false where it lies beyond the largest double. */
bool factor_product(const struct factor *f, size_t n, double *out);

#endif
