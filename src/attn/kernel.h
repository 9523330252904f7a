/* kernel.h - attention as a kernel computes it, in a format T with
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
 * The rows are the stage's (stage.h): its K and V, masks, heads and sinks,
 * every input rounded to T as it was read; each step rounds once from an
 * exact value (num/dtype.h), so the bytes are the same for every -j, and
 * a transcription of the recipe in exact arithmetic gives them too. */
#ifndef ATTN_KERNEL_H
#define ATTN_KERNEL_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
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

struct stage;

/* The dtype stage's parts of struct stage (stage.h) it prepares: after
 * K and V are split into heads. */
void kernel_load(struct stage *st);
/* Doubles of scratch a row needs (stage_shape's). */
size_t kernel_scratch(const struct stage *st);
/* The rows' fn and fn_batch, CTX the stage. */
void kernel_row(void *ctx, struct row *r);
void kernel_batch(void *ctx, struct row *r, size_t n);
void kernel_free(struct stage *st);

/* What a row went through, for --show-work: the values each step
 * rounded to, H blocks of NK cells (DV for the output) unless said. */
struct ktrace {
	const double *q;	/* math: q~ = round_T(c q), H blocks of DK */
	const double *dot;	/* round_A of the dot products */
	const double *s;	/* math: S; flash: round_A(c dot) */
	const double *temp, *cap;	/* after --temperature, --softcap */
	const double *t;	/* into the softmax, -inf where masked */
	const double *e;	/* math: e; flash: p, all the blocks' */
	const double *w;	/* math: P; flash: round_T(p) */
	const double *oa;	/* round_A of the output's sums (math), or
				   acc / l (flash) */
	const double *o;	/* the output */
	const double *max, *sum, *esink;	/* per head: m, l, and
						   round_A(exp(sink - m)) */
	/* flash: per head, per block: m', r, round_A(sum p), l, then the
	 * DV entries of acc after it; a block left out has m' = NaN */
	const double *blocks;
	size_t nblocks;
};
void kernel_trace(const struct stage *st, const struct row *r,
		  struct ktrace *tr);

#endif
