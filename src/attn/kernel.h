/* kernel.h - a row of scores, weights and apply (or attend) as a kernel
 * computes it in --dtype's format, by its recipe (kernel_recipe.h): the
 * row loop's callbacks in place of the stage's own (stage_run picks
 * them).
 *
 * The rows are the stage's, read from what it holds (stage_state.h): its
 * K and V, masks, heads and sinks, every input rounded to T as it was
 * read; each step rounds once from an exact value (num/dtype.h), so the
 * bytes are the same for every -j, and a transcription of the recipe in
 * exact arithmetic gives them too. */
#ifndef ATTN_KERNEL_H
#define ATTN_KERNEL_H

#include <stddef.h>

#include "attn/rows.h"
#include "attn/stage_state.h"

/* The dtype stage's parts of struct stage it prepares: after K and V are
 * split into heads. */
void kernel_load(struct stage *st);
/* --quantize: Q's descales, per head and block of rows, from the whole
 * of Q (its rows rounded to T as read), before the rows. */
void kernel_qscales(struct stage *st, const struct matrix *Q);
/* Doubles of scratch a row needs (stage_shape's). */
size_t kernel_scratch(const struct stage *st);
/* The rows' fn and fn_batch, CTX the stage. */
void kernel_row(void *ctx, struct row *r);
void kernel_batch(void *ctx, struct row *r, size_t n);
void kernel_free(struct stage *st);
/* E[j] = round_A(e^(S[j] - M)) for the N entries of S (each at most M;
 * 0 for -inf), TMP N doubles of scratch (it may be E: each cell is read
 * before it is written): fast, and exact where the fast way cannot
 * promise the rounding.  The softmax's, and the backward's P. */
void kernel_exps(const double *s, size_t n, double m, const struct dtype *a,
		 double *e, double *tmp);

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
	const double *lse;	/* per head: round_A(m + round_A(ln l)) */
	/* flash: per head, per block: m', r, round_A(sum p), l, then the
	 * DV entries of acc after it; a block left out has m' = NaN */
	const double *blocks;
	size_t nblocks;
};
void kernel_trace(const struct stage *st, const struct row *r,
		  struct ktrace *tr);

#endif
