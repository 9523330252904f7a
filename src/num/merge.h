/* merge.h - one head of attn merge: the outputs of attention over
 * disjoint parts of the keys, each with its log-sum-exp, made into the
 * output over all of them, as FlashAttention's online softmax rescales
 * its blocks:
 *
 *     L = ln(e^sink + sum_p e^L_p),   O = sum_p e^(L_p - L) O_p,
 *
 * each cell of O rounded once from the exact value of that expression in
 * the doubles given (the sink, a part whose output is 0, may be absent). */
#ifndef ATTN_NUM_MERGE_H
#define ATTN_NUM_MERGE_H

#include <stddef.h>

/* What a head's merge shows in --show-work. */
struct kn_merge {
	double max;		/* the largest L_p, the sink included */
	double sum;		/* sum of e^(L_p - max), rounded */
	double lse;		/* L */
	double fsink;		/* the sink's factor, e^(sink - L) */
};

/* NP parts, part p's LSE L[p] (-inf: it has no key) and its output, the
 * DV values at O + p OSTRIDE; SINK a part of LSE SINK and output 0 (-inf:
 * none).  OUT (DV values) gets the merged output, 0 where every part is
 * -inf; F (NP) each part's factor e^(L_p - L), rounded: the softmax of
 * the L_p; *M the rest.  SCRATCH holds 4 NP doubles. */
void kn_merge(const double *L, const double *O, size_t ostride, size_t np,
	      size_t dv, double sink, double *out, double *f, double *scratch,
	      struct kn_merge *m);

/* The same as FlashAttention's split-KV combine computes it, in the
 * accumulators' format A with the output in T: M = max_p L_p, the sink
 * first among the parts; e_p = round_A(e^(L_p - M)); S = e_sink + e_1 +
 * ... each add rounded to A; L = round_A(M + round_A(ln S)); f_p =
 * round_A(e^(L_p - L)); O = round_T(acc), acc = round_A(acc + f_p O_p)
 * part by part from 0 (a fused multiply-add).  Every L_p -inf and no
 * sink: OUT 0, L and M -inf.  The L_p are A's values, the O_p T's. */
struct dtype;
void dt_merge(const double *L, const double *O, size_t ostride, size_t np,
	      size_t dv, double sink, const struct dtype *t,
	      const struct dtype *a, double *out, double *f,
	      struct kn_merge *m);

/* A row every part masks, under --masked-rows uniform: each part's
 * output (DV values at O + p OSTRIDE) is the mean of its KEYS[p] values,
 * and OUT gets the mean of all of them, sum_p keys_p O_p / sum_p keys_p,
 * summed exactly and rounded once. */
void kn_merge_uniform(const double *O, size_t ostride, const long long *keys,
		      size_t np, size_t dv, double *out);

#endif
