/* project.h - a linear layer, Y = X W + b, one row of X at a time: each
 * output the exactly rounded sum_i x_i W_ij + b_j.  And its backward
 * pass, the gradient of sum(Y * dY), dY read in step with X:
 *
 *   dX = dY W^T      a row at a time, each entry one exact dot product
 *   dW = X^T dY      in W's layout (d_out x d_in with --transposed)
 *   db = the column sums of dY, one row
 *
 * dW and db add every row's products into one exact sum per cell
 * (num/acc.h), one per thread, merged and rounded once at the end.
 * Several projections of the same X (Q, K and V) give one dX, the sum
 * of theirs: dY_1 W_1^T + dY_2 W_2^T + ..., the concatenated row of the
 * dY_p against the W_p^T one below the other, each entry still one
 * exact dot product, rounded once. */
#ifndef ATTN_PROJECT_H
#define ATTN_PROJECT_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "io/matrix.h"
#include "num/acc.h"
#include "num/dot.h"
#include "num/rowsum.h"

struct project {
	struct matrix a;	/* W as d_in x d_out, with B's row below */
	struct kn_mat w;	/* A prepared for kn_apply */
	size_t din;
	bool transposed;	/* W was given d_out x d_in */
};

/* Load W (WPATH) and B (BPATH, or NULL) into P; TRANSPOSED: W is
 * d_out x d_in, as PyTorch's nn.Linear.weight stores it. */
void project_load(struct project *p, const char *wpath, const char *bpath,
		  bool transposed);
/* project_load for a backward pass with no dX: W and B read and checked,
 * their shapes kept, not their values. */
void project_load_shape(struct project *p, const char *wpath,
			const char *bpath, bool transposed);
/* The row loop's callbacks (rows.h), CTX being the projection. */
size_t project_shape(void *ctx, const struct row *r, size_t *nout,
		     size_t *nk, size_t *heads);
void project_row(void *ctx, struct row *r);
void project_free(struct project *p);

enum project_wrt { PROJECT_WRT_X = 'x', PROJECT_WRT_W = 'w',
		   PROJECT_WRT_B = 'b' };

/* --wrt w or b: the answer, summed over the rows. */
struct project_sum {
	enum project_wrt wrt;
	size_t out;		/* its output (out_select) */
	size_t rows, cols;	/* the answer's shape */
	struct kn_acc *acc;	/* the exact sums, one set per thread */
	/* where X and dY can be read again: the tiled sums, one set per
	 * thread, and the answer's cells they leave undecided, summed
	 * exactly (ACC) in a second reading */
	struct kn_rows *sums;
	size_t *undecided, nund;
	double *ans;		/* the answer, rows x cols */
};

struct project_back {
	const struct project *p;	/* NP projections of X, loaded */
	size_t np;
	enum project_wrt wrt;	/* the first result asked */
	int jobs;
	reader **dy;		/* dY_p, in step with X */
	/* --wrt x: written a row at a time, to output OUT_X */
	bool x;
	size_t out_x;
	struct matrix vt;	/* the W_p^T, one below the other */
	struct kn_mat v;	/* VT prepared for kn_apply */
	/* --wrt w, b, in the order asked */
	struct project_sum sum[2];
	size_t nsum;
	int nacc;
	bool tiled;		/* X and every dY can be read again */
	bool again;		/* the second reading */
	double *out;		/* a row of a summed answer */
	/* check --of project's hold on the rows, in order, instead of the
	 * outputs: each row of X (R, with its dY rows) and of dX (N
	 * cells, or NULL), then (R NULL) each row of dW or db at the end;
	 * NULL: written */
	void (*keep)(void *ctx, const struct row *r, const double *out,
		     size_t n);
	void *keep_ctx;
};

/* Begin B, the backward pass of the NP projections P (loaded, with the
 * same d_in), their dY read from DPATHS: the NWRT results WRT (each
 * named once, x with any NP, w and b with one), result i to the output
 * out_select(i) picks (io/output.h).  One pass computes them all. */
void project_back_begin(struct project_back *b, const struct project *p,
			size_t np, const enum project_wrt *wrt, size_t nwrt,
			const char *const *dpaths, int jobs);
/* Run it over the rows of X (IN) to the outputs. */
void project_back_run(struct project_back *b, reader *in);
void project_back_free(struct project_back *b);

#endif
