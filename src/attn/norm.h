/* norm.h - RMSNorm and the L2 norm, one row at a time, per head or over
 * the whole row, and their backward passes: the arithmetic is
 * num/norm.h's, each output exactly rounded.
 *
 * Forward and --wrt x write each row as it is done; --wrt w adds each
 * row's terms into one exact sum per column of a head (num/acc.h), one
 * per thread, merged and rounded once at the end: dW is one row, summed
 * over rows and heads. */
#ifndef ATTN_NORM_H
#define ATTN_NORM_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "io/matrix.h"
#include "num/acc.h"
#include "num/norm.h"

enum norm_wrt { NORM_FORWARD, NORM_WRT_X = 'x', NORM_WRT_W = 'w' };

struct norm {
	/* the settings */
	bool l2;
	double eps;
	bool plus_one;
	size_t heads;		/* H, or 0 when head_dim is given */
	size_t head_dim;	/* D, or 0 */
	enum norm_wrt wrt;
	int jobs;
	/* loaded */
	struct matrix w;	/* the weights (one row or column), or none */
	reader *dy;		/* dY, read in step with X (--wrt) */
	/* from the first row */
	size_t d, nh;		/* a head's width, and the heads */
	struct nm_set set;
	struct kn_acc *acc;	/* --wrt w: D exact sums, one per thread */
	int nacc;
	double *out;		/* --wrt w: the answer's row */
	/* Or NULL: nothing is written, and KEEP (with KEEP_CTX) is handed,
	 * in order, each row read (R, X's row in and dY's with) with its row
	 * of the answer (OUT, N doubles); for --wrt w, NULL, and dW follows
	 * the last row with R NULL: check --of norm holds them all */
	void (*keep)(void *ctx, const struct row *r, const double *out,
		     size_t n);
	void *keep_ctx;
};

/* Load the weights from WPATH (or none when NULL) and, with --wrt, open
 * dY (DPATH). */
void norm_load(struct norm *nm, const char *wpath, const char *dpath);
/* Run over the rows of X (IN) to the output: the rows, or dW. */
void norm_run(struct norm *nm, reader *in,
	      void (*describe)(void *ctx, const struct row *r,
			       struct text *t));
void norm_free(struct norm *nm);

/* After a row of the forward pass: head H's working (num/norm.h). */
const struct nm_show *norm_show(const struct norm *nm, const struct row *r,
				size_t h);

#endif
