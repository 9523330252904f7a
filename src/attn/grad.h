/* grad.h - the backward pass of attention: the gradient of sum(O * dO)
 * with respect to Q, K, V, the scores or the weights, through the forward
 * pass attend computes (the same stage, the same row loop).
 *
 * The backward steps are num/backward.h's, each exactly rounded from the
 * doubles of its inputs.  Q and dO are read in step, a row at a time:
 * --wrt q, scores and weights write each row as it is done; --wrt k and v
 * add each row's products into one exact sum per cell of the n_k-row
 * answer (num/acc.h) and round each once at the end, with the scale;
 * --wrt sinks likewise, one cell per head:
 *
 *     d sink_h = - sum over rows i of a_sink(i) * sum_j A_ij dA_ij,
 *
 * a_sink(i) the sink's weight in row i as the forward pass computed it
 * (attn/stage.h's trace), every term a_sink A_ij dA_ij exact. */
#ifndef ATTN_GRAD_H
#define ATTN_GRAD_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "attn/stage.h"
#include "io/matrix.h"
#include "num/acc.h"
#include "num/dot.h"
#include "num/rowsum.h"

enum grad_wrt { WRT_Q = 'q', WRT_K = 'k', WRT_V = 'v', WRT_SCORES = 's',
		WRT_WEIGHTS = 'w', WRT_SINKS = 'z' };

/* One result of a pass: --wrt q, scores and weights are written a row at
 * a time, k, v and sinks summed over the rows and written at the end. */
struct grad_result {
	enum grad_wrt wrt;
	size_t width;		/* the answer's */
	size_t at;		/* streamed: its row's place in a row's
				   buffer, past the row sums */
	size_t nsum;		/* summed: the answer's rows */
	struct kn_acc *acc;	/* summed: the exact sums, one per thread */
	/* --wrt k, v where Q, dO and the mask files can be read again: the
	 * tiled sums, per key/value head one set per thread (head kv's at
	 * kv * nacc), and the answer's cells they leave undecided, summed
	 * exactly (ACC) in a second pass */
	struct kn_rows *tsum;
	size_t *undecided, nund;
	double *ans;		/* summed: the answer, nsum x width */
};
#define GRAD_RESULTS 6

struct grad {
	struct stage *st;	/* the forward pass: scores and weights */
	/* the results, in the order asked: one pass computes them all, the
	 * forward pass and the steps they share once */
	struct grad_result res[GRAD_RESULTS];
	size_t nres;
	enum grad_wrt wrt;	/* the first's */
	reader *Q, *D;		/* Q and dO, read in step */
	size_t ng, nk;		/* key/value heads; keys */
	size_t wo;		/* dO's width: H * d_v */
	size_t width;		/* the first answer's */
	size_t rowout;		/* the streamed answers' rows, one after
				   another */
	size_t fwd;		/* the forward pass's scratch in a row's buffer */
	struct kn_mat *vk;	/* per key/value head: V as keys, for dA */
	struct kn_mat *kv;	/* K as values, for dQ */
	int nacc;		/* threads, each with its sums */
	bool tiled;		/* the sums of k and v through the tiles */
	bool again;		/* the second pass, for the undecided cells */
	bool need_da, need_ds;	/* the steps the results need */
	unsigned char *ones;
	double *out;		/* a row of a summed answer */
	/* --show-work: the forward pass's working, then the backward's */
	void (*describe)(void *g, const struct row *r, struct text *t);
	/* Or NULL: nothing is written, and KEEP (with KEEP_CTX) is handed,
	 * in order, each row read (R, Q's row in and dO's with) with its row
	 * of the answer (OUT, N doubles), NULL for --wrt k and v, whose rows
	 * follow the last one with R NULL: check --of grad holds them all */
	void (*keep)(void *ctx, const struct row *r, const double *out,
		     size_t n);
	void *keep_ctx;
};

/* Begin G for ST (loaded with K and V) and the NWRT results WRT (each
 * named once), reading Q (QPATH) and dO (DPATH). */
void grad_begin(struct grad *g, struct stage *st, const enum grad_wrt *wrt,
		size_t nwrt, const char *qpath, const char *dpath);
/* Run it: every row, then for --wrt k, v and sinks the sums; result i to
 * the output out_select(i) picks (io/output.h). */
void grad_run(struct grad *g);
void grad_free(struct grad *g);
/* The first row R (Q's, dO's with it): a data error unless dO's width is
 * WO, O's, naming both shapes (Q and D read to the end to count them). */
void grad_dout_shape(reader *Q, reader *D, const struct row *r, size_t wo);

/* After a row: head H's backward steps, in the row's buffer, NK each
 * (num/backward.h), and its part of the answer. */
struct grad_trace {
	const double *da, *dt, *dc, *ds;
	double r;		/* rowsum(A * dA) */
	size_t live;		/* keys not masked */
	const double *out;	/* --wrt q, scores, weights: the head's part
				   of the answer's row */
};
void grad_trace(const struct grad *g, const struct row *r, size_t h,
		struct grad_trace *tr);

#endif
