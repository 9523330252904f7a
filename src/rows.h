/* rows.h - the one loop every streaming stage runs:
 *
 *     read a row -> decide its mask -> compute -> write it (and its working)
 *
 * A stage says what its rows are (shape) and what one row becomes (fn);
 * the loop does the reading, the masks, the --show-work text and the
 * writing, so that every stage streams the same way. */
#ifndef ATTN_ROWS_H
#define ATTN_ROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "mask.h"
#include "matrix.h"
#include "show_work.h"

/* One row in flight, with the buffers a stage computes it in. */
struct row {
	long i;			/* 0-based data row */
	const char *where;	/* for messages: the file and line read */
	long line;
	const double *in;	/* the row read, N values */
	size_t n;
	const unsigned char *why;	/* per cell, why it is masked; NULL
					   when no mask option is given */
	const unsigned char *allow;	/* per cell, 1 when not masked */
	const double *bias;	/* per cell, --bias; NULL when not given */
	double *buf;		/* the stage's scratch, as shape asked */
	const double *out;	/* the result, set by the stage */
	struct text *work;	/* --show-work text, or NULL */
};

struct rows {
	reader *in;		/* the streamed operand */
	struct mask *m;		/* the mask options, or NULL */
	bool work;		/* gather --show-work text */
	void *ctx;		/* the stage */
	/* Called once, with the first row (R->n, R->where, R->line): check
	 * its width (fail), and say how many doubles of scratch a row needs,
	 * the output's width, and the masks' keys per head and heads. */
	size_t (*shape)(void *ctx, const struct row *r, size_t *nout,
			size_t *nk, size_t *heads);
	/* One row: read R's inputs, set R->out (NULL: nothing to write). */
	void (*fn)(void *ctx, struct row *r);
};

/* Run RS over every row of its input, writing each result as a CSV row. */
void rows_run(const struct rows *rs);

#endif
