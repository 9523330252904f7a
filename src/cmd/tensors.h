/* tensors.h - tensor operands at the command line: the heads and the
 * batch that their shapes say, and the shape -o FILE.npy writes. */
#ifndef ATTN_TENSORS_H
#define ATTN_TENSORS_H

#include <stddef.h>

#include "cmd/options.h"

/* After the operands are settled, before the stage begins: of the
 * streamed input IN (Q, the scores, the weights, X) and the matrices
 * read whole KV[0..NKV) (K, V, dO; NULL ones skipped), those that are
 * tensors of 3 or 4 dimensions say the heads: --heads defaults to IN's
 * (Q's) H, --kv-heads to that of the first of KV, and each must agree
 * when given, as must every tensor of KV with the others.  Their batch
 * B, 1 for an operand that has none, must be the same; B > 1 is set in
 * A->batch, and each element is then read as a problem of its own
 * (tensors_element).  The output's shape, for -o FILE.npy, is IN's. */
void tensors_done(struct args *a, const char *in, const char *const *kv,
		  size_t nkv);
/* For a command whose rows are its input's, one for one (cast, norm):
 * -o FILE.npy writes IN's shape, when IN is a tensor. */
void tensors_out_shape(const char *in);
/* For a command whose rows are its input's and whose heads are a row's
 * parts (norm): when IN is a tensor of heads, its H the default of --heads
 * (which must agree when given; --head-dim must be its D), every batch
 * element's rows one after another, each row on its own; -o FILE.npy
 * writes IN's shape. */
void tensors_row_heads(struct args *a, const char *in, size_t head_dim);
/* Result I of several, once their outputs are open: -o FILE.npy writes
 * it in the shape of LIKE when that is a tensor, else as a matrix. */
void tensors_result_shape(size_t i, const char *like);
/* grad's results, once their outputs are open: -o FILE.npy writes dQ in
 * Q's shape, dK in K's, dV in V's (when they are tensors), and the
 * scores', weights' and sinks' gradients as matrices. */
void tensors_grad_shapes(const struct args *a);
/* A usage error when A has a batch: for what takes one element at a
 * time. */
void tensors_batch_refused(const struct args *a);
/* Read batch element E from now on (of A->batch). */
void tensors_element(const struct args *a, size_t e);

#endif
