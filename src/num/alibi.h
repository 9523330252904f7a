/* alibi.h - ALiBi, the bias attention computes instead of reading: head h
 * adds -m_h |p - j| to the score of key j for a query at position p.
 * The slopes, and a score plus its bias and its ALiBi term, each exactly
 * rounded, the same bits on every machine. */
#ifndef ATTN_ALIBI_H
#define ATTN_ALIBI_H

#include <stddef.h>

/* The slope of head H of NH (0 <= H < NH), the ALiBi paper's: with P the
 * largest power of two not above NH, 2^(-8k/P) for k = H + 1 while H < P,
 * then 2^(-8k/(2P)) for k = 1, 3, 5, ...; exactly rounded. */
double kn_alibi_slope(size_t h, size_t nh);
/* X + B - M * D, summed exactly and rounded once (B = -0 adds nothing);
 * +-inf where that overflows. */
double kn_alibi_sum(double x, double b, double m, unsigned long long d);

#endif
