/* project.h - a linear layer, Y = X W + b, one row of X at a time: each
 * output the exactly rounded sum_i x_i W_ij + b_j. */
#ifndef ATTN_PROJECT_H
#define ATTN_PROJECT_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/rows.h"
#include "io/matrix.h"
#include "num/dot.h"

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
/* The row loop's callbacks (rows.h), CTX being the projection. */
size_t project_shape(void *ctx, const struct row *r, size_t *nout,
		     size_t *nk, size_t *heads);
void project_row(void *ctx, struct row *r);
void project_free(struct project *p);

#endif
