/* rows.h - the one loop every streaming stage runs:
 *
 *     read a row -> decide its mask -> compute -> write it (and its working)
 *
 * A stage says what its rows are (shape) and what one row becomes (fn),
 * and what its working says (describe); the loop does the reading, the
 * masks and the writing, so that every stage streams the same way. */
#ifndef ATTN_ROWS_H
#define ATTN_ROWS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "attn/mask.h"
#include "base/text.h"
#include "io/matrix.h"

/* One row in flight, with the buffers a stage computes it in. */
struct row {
	long i;			/* 0-based data row */
	const char *where;	/* for messages: the file and line read */
	long line;
	const double *in;	/* the row read, N values */
	size_t n;
	const double *with;	/* the rows of the companion inputs read in
				   step (rows.with), one after another,
				   NWITH values in all (NULL in shape,
				   which has their widths and lines) */
	size_t nwith;
	const size_t *with_n;	/* each companion's width, rows.nwith of
				   them */
	const long *with_line;	/* each one's line, for messages */
	const unsigned char *why;	/* per cell, why it is masked; NULL
					   when no mask option is given */
	const unsigned char *allow;	/* per cell, 1 when not masked */
	const double *bias;	/* per cell, --bias; NULL when not given */
	double *buf;		/* the stage's scratch, as shape asked */
	const double *out;	/* the result, set by the stage; NULL: the
				   row writes nothing */
	struct text *work;	/* --show-work text, or NULL: the stage
				   keeps what describe will show */
};

struct rows {
	reader *in;		/* the streamed operand */
	reader *const *with;	/* NWITH more read in step, row for row,
				   named in messages by their roles (grad's
				   dO beside Q, merge's parts) */
	size_t nwith;
	struct mask *m;		/* the mask options, or NULL */
	void *ctx;		/* the stage */
	/* Called once, with the first row (R->n, R->where, R->line): check
	 * its width (fail), and say how many doubles of scratch a row needs,
	 * the output's width, and the masks' keys per head and heads. */
	size_t (*shape)(void *ctx, const struct row *r, size_t *nout,
			size_t *nk, size_t *heads);
	/* One row: read R's inputs, set R->out.  On any thread: it may
	 * write only R's own buffers. */
	void (*fn)(void *ctx, struct row *r);
	/* Or NULL: the N rows of a batch at once, in place of fn (several
	 * rows through a tiled kernel), each row's steps that can fail run
	 * through rows_try. */
	void (*fn_batch)(void *ctx, struct row *r, size_t n);
	/* Or NULL: called on the main thread with each computed row, in
	 * order, before it is written. */
	void (*take)(void *ctx, const struct row *r);
	/* The rows are take's alone: none is written. */
	bool keep;
	/* Or NULL: called after fn with the N rows of a batch that were
	 * computed (all but any after a failure), on the same thread: for a
	 * result that sums over rows, a batch at a time. */
	void (*batch)(void *ctx, struct row *r, size_t n);
	/* Or 0: the least rows a batch should have, for a batch callback
	 * whose cost per batch wants amortising over many rows. */
	size_t batch_min;
	/* Or 0: a batch's rows a multiple of this, so that every block of
	 * this many rows (from row 0) lies within one batch: for a result
	 * summed a block of rows at a time (a kernel's backward pass).  -u
	 * waits for a block too. */
	size_t batch_align;
	/* Or NULL: --show-work, called after fn on the same thread, to write
	 * the row's working into T (stderr, before the row's result). */
	void (*describe)(void *ctx, const struct row *r, struct text *t);
};

/* In fn_batch: F on row R of the batch with its error caught; false when
 * it failed, or a row before it in the batch did: the loop then says the
 * first failure in its turn and writes no row from it on, so a batch
 * needs to go on only with the rows before rows_ok(). */
bool rows_try(struct row *r, void (*f)(void *ctx, struct row *r), void *ctx);
size_t rows_ok(void);

/* apply --lse: row R's first NW fields are weights, finite or nan, as
 * apply takes them, and the H after them LSEs, finite or -inf, as weights
 * --lse writes them (else an error naming the field), copied to TO. */
void rows_lse_in(const struct row *r, size_t nw, size_t h, double *to);

/* In fn_batch: the strides of the batch's in, allow and buf into *QS,
 * *AS and *BS, for a tiled kernel that takes them as matrices; false when
 * one is uneven, after F has run each row alone (rows_try). */
bool rows_strides(struct row *r, size_t n, size_t *qs, size_t *as,
		  size_t *bs, void (*f)(void *ctx, struct row *r), void *ctx);
/* The distance from row 0's field X to every row K's, into S, when it is
 * the same for every K (the loop lays a batch's rows out so: a fn_batch
 * can then take them through a tiled kernel as one matrix); SIZE_MAX
 * when not. */
#define ROWS_STRIDE(r, n, x, s) do { \
	size_t k_; \
	(s) = (n) > 1 ? (size_t)((r)[1].x - (r)[0].x) : 0; \
	for (k_ = 1; k_ < (n); k_++) \
		if ((r)[k_].x != (r)[0].x + k_ * (s)) \
			(s) = SIZE_MAX; \
} while (0)
/* In fn_batch: a row's own step F on the N rows at R, each through
 * rows_try, which keeps the first failure for its turn; the rows that are
 * left.  ALONE: R is one row outside a batch (fn), failing as it will. */
size_t rows_each(void *ctx, struct row *r, size_t n,
		 void (*f)(void *ctx, struct row *r), bool alone);

/* A stage that runs longer than about 2 s shows its progress on stderr
 * (rows done, and how much of a file is read, or the bytes read of a
 * stream), erased at its end: ON 1 always, 0 never, -1 (the default) when
 * stderr is a terminal. */
void rows_progress(int on);

/* Run RS over every row of its input on JOBS threads (pool.h), writing
 * each result as a CSV row, in order. */
void rows_run(const struct rows *rs, int jobs);

#endif
