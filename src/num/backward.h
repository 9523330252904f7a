/* backward.h - the backward pass of attention for one row of one head: pure
 * arithmetic on the forward pass's own doubles, each step exactly rounded
 * from the doubles of its inputs.
 *
 *   dA_j = dO . V_j                     one dot product of length d_v
 *   r    = sum_j A_j dA_j               one dot product of length n_k
 *   dT_j = A_j (dA_j - r)               = [A_j, A_j] . [dA_j, -r], one
 *                                       rounding; 0 where masked
 *   dC_j = dT_j (1 - th_j^2)            --softcap C: th_j = tanh(u_j / C)
 *                                       as the forward pass computed it
 *   dS_j = dC_j / T                     --temperature T
 *
 * dT is the gradient with respect to the softmax's input (the scores after
 * the transforms and the bias), dS with respect to the scores as attn
 * scores writes them.  A row whose every key is masked has constant
 * weights: dT = dS = 0 there. */
#ifndef ATTN_BACKWARD_H
#define ATTN_BACKWARD_H

#include <stdbool.h>
#include <stddef.h>

#include "num/dot.h"

/* One row's backward steps, in the caller's buffers, each n_k long. */
struct gd_row {
	double *da;		/* dO V^T */
	double r;		/* rowsum(A * dA) */
	double *dt;		/* the softmax's backward */
	double *dc;		/* after the softcap's (when --softcap) */
	double *ds;		/* with respect to the scores as written */
};

/* dA = dO V^T for one head: DOUT (V->cols long) against each row of V,
 * prepared as keys (kn_keys).  ONES is N nonzero bytes. */
void gd_weights(const double *dout, const struct kn_mat *V,
		const unsigned char *ones, double *da);
/* The transforms the forward pass made between the scores and the
 * softmax: --temperature and --softcap, 0 when not given. */
struct gd_transforms {
	double temperature, softcap;
};
/* From dA to dS: S the scores as attn scores wrote them (-inf masked), T
 * the softmax's input, W the weights, LIVE how many keys are not masked,
 * TR the transforms. */
void gd_scores(const struct gd_transforms *tr, const double *s,
	       const double *t, const double *w, size_t n, size_t live,
	       struct gd_row *g);

#endif
