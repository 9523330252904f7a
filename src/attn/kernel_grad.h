/* kernel_grad.h - the backward pass as a kernel computes it in --dtype's
 * format T with accumulators in A (grad --dtype T --wrt q|k|v), on the
 * forward pass of the same recipe (kernel.h), c the scale, per row i and
 * head, masked keys left out (P = 0, dS = 0):
 *
 * math (PyTorch's math attention's autograd in T, attention_ref's): q~,
 * S and P as the forward recipe has them, then
 *     dP = round_T(round_A(dO . v))     D = round_A(sum P dP)
 *     dS = round_T(round_A(P round_A(dP - D)))
 *     dQ = round_T(c round_T(round_A(sum_j dS k)))
 *     dK = round_T(round_A(sum_i dS q~))   dV = round_T(round_A(sum_i P dO))
 * flash (FlashAttention-2's backward), m and l the flash forward's, O its
 * output in T:
 *     LSE = round_A(m + round_A(ln l))   D = round_A(sum dO O)
 *     P = round_A(exp(s - LSE)), s as the forward has it
 *     dP = round_A(dO . v)   dS = round_A(P round_A(dP - D))
 *     dQ: acc += round_A(sum over a key block of round_T(dS) k), blocks
 *         in order; dQ = round_T(round_A(c acc))
 *     dK: acc += round_A(sum over a row block of round_T(dS) q), the row
 *         blocks from the last to the first; dK = round_T(round_A(c acc))
 *     dV: likewise of round_T(P) dO; dV = round_T(acc)
 * each acc += x being round_A(acc + x), blocks of BLOCK rows or keys
 * from 0.  With --kv-heads, a key/value head's dK (dV) is
 * round_T(round_A(sum of its query heads' dK)).
 *
 * Every step rounds once from an exact value, so the bytes are the same
 * at every -j: Q and dO stream in step, a batch of rows holds whole row
 * blocks (rows.h, batch_align), each block's sums are kept (in A) until
 * the end; math's sums over the rows are exact (num/acc.h) until then. */
#ifndef ATTN_KERNEL_GRAD_H
#define ATTN_KERNEL_GRAD_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/grad.h"
#include "attn/rows.h"
#include "attn/stage_state.h"
#include "io/matrix.h"
#include "num/acc.h"
#include "num/dot.h"
#include "num/dtype.h"

/* One thread's sums of row blocks (flash, --wrt k and v): block B[i]'s
 * n_k x H*d cells at V[i]. */
struct kg_parts {
	size_t n, cap;
	size_t *b;
	double **v;
	/* a block's scratch, kept from block to block */
	double *y, *wt;
	size_t ycap, wtcap;
};

struct kgrad {
	struct stage *st;	/* the forward pass, by the recipe of st->kn */
	enum grad_wrt wrt;	/* q, k or v */
	reader *Q, *D;		/* Q and dO, read in step, rounded to T */
	size_t nk, nh, ng, dk, dv;
	size_t d;		/* --wrt k: d_k; v: d_v */
	size_t width;		/* the answer's */
	size_t fwd;		/* the forward pass's scratch in a row's buffer */
	size_t nq;		/* rows read */
	struct kn_mat *vk, *kv;	/* per key/value head: V as keys (dP), K as
				   values (dQ) */
	struct dt_mat *dvk, *dkv;
	/* --wrt k, v: per thread, math's exact sums (n_k x H*d), flash's
	 * row blocks */
	struct kn_acc *acc;
	struct kg_parts *parts;
	int nthreads;
	double *prev;		/* lse_prev's bend: the row before's LSE,
				   one thread */
	double *out;		/* --wrt k, v: the answer, n_k x width */
	/* Or NULL: nothing is written, and KEEP (with KEEP_CTX) is handed
	 * each row read with its row of the answer, as grad.h's keep */
	void (*keep)(void *ctx, const struct row *r, const double *out,
		     size_t n);
	void *keep_ctx;
};

/* Begin G for ST (loaded with K and V, its kn a recipe) and WRT (q, k or
 * v), reading Q (QPATH) and dO (DPATH). */
void kgrad_begin(struct kgrad *g, struct stage *st, enum grad_wrt wrt,
		 const char *qpath, const char *dpath);
/* Run it: every row, then for --wrt k and v the sums, to the output. */
void kgrad_run(struct kgrad *g);
void kgrad_free(struct kgrad *g);

#endif
