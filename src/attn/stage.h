/* stage.h - one row of scores, of weights and of apply, head by head.
 * scores, weights and apply each run one of the steps; attend runs all
 * three on the same row, which is why it writes the pipeline's bytes. */
#ifndef ATTN_STAGE_H
#define ATTN_STAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "attn/stage_state.h"

/* The stage of a command, doing STEPS: its state lives in a static, so
 * that an error exit leaves nothing unreachable. */
struct stage *stage_begin(int steps);
/* Load K (and V) whole and split them into key/value heads (ST->hd.g set
 * by then), the sinks when ST->sinks_path says, and what the masks read
 * whole (mask_load).  KPATH or VPATH may be NULL when the steps do not
 * need it. */
void stage_load(struct stage *st, const char *kpath, const char *vpath);
/* K and V whole (Kw, Vw: the heads side by side) let go where each
 * key/value head is held apart too (--kv-heads or --heads above 1), their
 * shapes kept: the stage's rows read the heads.  stage_whole_again makes
 * them again from the heads. */
void stage_let_whole_go(struct stage *st);
void stage_whole_again(struct stage *st);
/* The row loop's callbacks (rows.h), CTX being the stage. */
size_t stage_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		   size_t *heads);
void stage_row(void *ctx, struct row *r);
/* The rows' fn_batch: N rows at once through the tiled kernels, the same
 * bits as stage_row on each. */
void stage_batch(void *ctx, struct row *r, size_t n);
/* After stage_row: what row R went through, the doubles the stage
 * computed, in R's buffer.  Each is H*NK cells (a block per head) unless
 * said. */
struct trace {
	const double *s;	/* the scores as scores writes them */
	const double *temp;	/* after --temperature */
	const double *cap;	/* after --softcap */
	const double *t;	/* into the softmax: transformed, biased and
				   masked; scores --bias, --alibi: the
				   biased scores */
	const double *ex;	/* e^(t - max), rounded */
	const double *sum;	/* their sum, the sink's term included, per
				   head: H cells */
	const double *max;	/* the max subtracted, the sink included: H */
	const double *esink;	/* e^(sink - max): H (--sinks) */
	const double *wsink;	/* the sink's weight, e^sink over the sum: H */
	const double *w;	/* the weights */
	const double *o;	/* the output, H*DV cells */
	const double *lse;	/* --lse: each head's log-sum-exp, H cells */
};
void stage_trace(const struct stage *st, const struct row *r,
		 struct trace *tr);
/* Run the stage over the rows of IN. */
void stage_run(struct stage *st, reader *in);
void stage_free(struct stage *st);

#endif
