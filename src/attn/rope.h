/* rope.h - rotary position embedding, one row at a time: row i sits at
 * position p = i + offset (or, with segments, p counts from the start of
 * the row's run of equal ids; or p is given, one a row), and in each
 * head's block of width d the first R columns turn in R/2 pairs, pair t
 * by the angle p * theta_t, theta_t = B^(-2t/R) or its scaled value
 * (num/trig.h); the other columns pass through.  Each output is exactly
 * rounded from the real angle. */
#ifndef ATTN_ROPE_H
#define ATTN_ROPE_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "attn/segments.h"
#include "num/trig.h"

struct rope {
	/* the settings */
	double base;		/* B > 1 */
	bool interleaved;	/* pair 2t with 2t + 1, not t with t + R/2 */
	size_t rdim;		/* R; 0: the head's width */
	long long offset;	/* row i at position i + offset */
	const struct segments *seg;	/* or NULL */
	bool inverse;		/* turn by -p theta_t */
	size_t heads;		/* H >= 1 */
	size_t head_dim;	/* or 0: the heads are the width over it */
	struct tr_scale scale;	/* the frequencies' scaling */
	/* row i's position is the one number of row i of the companion
	 * input read in step (rows.with), named POS_NAME in messages;
	 * instead of i + offset */
	bool positions;
	const char *pos_name;
	struct tr_gain gain;	/* from the scaling, at the first row */
	/* from the first row */
	size_t d, r;		/* the head's width, R */
	struct tr_freq *f;	/* R/2 frequencies */
};

/* Positions beyond this, in magnitude, are an error: the bounds of
 * num/trig.h hold up to it. */
#define ROPE_MAX_POS (1LL << 53)

/* --scaling dynamic without --seq-len: the sequence's length is the
 * largest position + 1, as Hugging Face takes it from a call's position
 * ids; of NROWS rows at i + offset (less their segments' starts), or of
 * the --positions operand OP, read through once (a value that is no
 * position is left for the rows to refuse).  Into RP->scale.seq, at
 * least 1. */
void rope_seq_of_rows(struct rope *rp, size_t nrows);
void rope_seq_of_positions(struct rope *rp, const char *op);

/* Columns A and B of pair T of a head (the head's own columns). */
void rope_pair(const struct rope *rp, size_t t, size_t *a, size_t *b);
/* The row loop's callbacks (rows.h), CTX being the rope.  A row's buf
 * holds its output, then its position, then for --show-work each pair's
 * struct tr_show (TR_SHOW_DOUBLES). */
size_t rope_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		  size_t *heads);
void rope_row(void *ctx, struct row *r);
void rope_free(struct rope *rp);

#endif
