/* kernel_recipe.h - attention as a kernel computes it, in a format T with
 * accumulators in a format A (--dtype T, --accumulate A), by one of two
 * recipes, each rounding step written out:
 *
 * math (PyTorch's math attention; scores, weights and apply are its three
 * parts, so the pipeline writes attend's bytes):
 *     q~ = round_T(c q)         S = round_T(round_A(q~ . k))
 *     t = round_T(the transforms of S, each in A)
 *     m = max t, e = round_A(exp(t - m)), l = round_A(sum e)
 *     P = round_T(round_A(e / l))   O = round_T(round_A(sum P v))
 * flash (FlashAttention-2's forward, attend only), per row, by blocks of
 * BLOCK keys, m = -inf, l = 0, acc = 0 to start:
 *     s = round_A(c round_A(q . k)), the transforms in A
 *     m' = max(m, max of the block's s)   p = round_A(exp(s - m'))
 *     r = round_A(exp(m - m'))
 *     l = round_A(round_A(r l) + round_A(sum p))
 *     acc = round_A(round_A(r acc) + round_A(sum round_T(p) v))
 *     m = m'; at the end O = round_T(round_A(acc / l))
 * A block whose keys are all masked changes nothing.  With --sinks, the
 * sink is a key before the first block: m = sink, l = 1.
 *
 * These are a recipe's settings: the stage holds them (stage_state.h),
 * kernel.c's rows follow them, and check names them in its verdict and
 * its mistakes. */
#ifndef ATTN_KERNEL_RECIPE_H
#define ATTN_KERNEL_RECIPE_H

#include <stdbool.h>
#include <stddef.h>

#include "num/dtype.h"

enum kernel_recipe { KERNEL_MATH, KERNEL_FLASH };

/* A kernel's mistakes: the recipe bent one way, each a field read by the
 * one step it bends, so that a candidate is the recipe itself, run with a
 * flag set (check --of ... --dtype, explain/kernel.c). */
struct kernel_bend {
	bool no_rescale;	/* acc not multiplied by r: flash_acc */
	bool sum_not_rescaled;	/* l not multiplied by r: flash_block */
	bool stale_max;		/* p from the max before: flash_block */
	bool last_dropped;	/* the last short block left out: flash_head */
	bool no_division;	/* O = acc: flash_end */
	bool p_in_a;		/* P kept in A for P V: flash_block */
	bool scale_twice;	/* c applied twice: scores_of, scale_query */
	/* the backward's (kernel_grad.c), each read by the one step it
	 * bends */
	bool lse_prev;		/* P from the LSE of the row before: bw_p */
	bool p_from_max;	/* P = exp(s - m), the max for the LSE: bw_p */
	bool dq_overwritten;	/* dQ's sum of the last key block alone:
				   bw_dq */
	bool dq_last_dropped;	/* the last short key block left out of
				   dQ: bw_dq */
	bool dkv_overwritten;	/* dK, dV: the first row block's sum alone:
				   kg_fold */
	bool dkv_last_dropped;	/* dK, dV: the last short row block left
				   out: kg_fold */
	bool no_d;		/* dS = P dP, D left out: bw_p */
	bool no_c;		/* the scale left out of dQ and dK at the
				   end: bw_dq_end, kg_heads */
};

/* A recipe's settings: every step of kernel.c reads what it does from
 * here and from nothing else. */
struct kernel {
	const struct dtype *t;	/* what is stored: inputs, S, P, O; NULL:
				   no kernel, the stage's exact doubles */
	const struct dtype *a;	/* the accumulators */
	enum kernel_recipe recipe;
	size_t block;		/* flash: keys per block */
	struct kernel_bend bend;
	/* a candidate's run: a value past a format's range (or a row left
	 * with no key under --masked-rows=error) is kept, as inf or nan,
	 * where the recipe itself is an error */
	bool quiet;
};

#endif
