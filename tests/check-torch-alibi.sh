#!/bin/sh
# check-torch-alibi.sh - --alibi, --alibi-slopes and --segments against
# PyTorch in float64, each built as the model code builds it:
#
#   * the slopes: the ALiBi paper's get_slopes (Press, Smith and Lewis,
#     "Train short, test long", their attention_with_linear_biases code),
#     written out here as it is there; attn's slope of every head of 1 to
#     256 heads (and 384, 512, 1000, 1024, 4096) must be the exactly
#     rounded 2^(-8k/P) of mpmath, and its distance from get_slopes' float
#     arithmetic is printed in ulps;
#   * the bias: FlashAttention's attn_bias_from_alibi_slopes (its test
#     reference, the non-causal form -slopes * |row + sk - sq - col|, with
#     attn's --offset in place of sk - sq); on a causal case the weights
#     must also agree with its causal form, arange(-sk + 1, 1) * slopes,
#     which differs from the first by a constant along each row;
#   * --segments: xformers' BlockDiagonalMask (and BlockDiagonalCausalMask)
#     from the sequence lengths, materialized as 0 inside each block and
#     -inf outside it, lower triangular inside with causal; and
#     FlexAttention's document mask_mod, document_id[q] == document_id[kv]
#     (and q >= kv), evaluated on every index pair as create_mask does,
#     with a query offset and padding (document id -1, never attended);
#   * grad: autograd through loss = sum(O * dO), --wrt q, k, v, scores and
#     weights.
#
# Heads through view and repeat_interleave; a fully masked row through
# torch.where, as check-grad-torch.sh has it.  Every matrix must agree
# within 1e-12 of its largest entry; the largest difference of each kind
# is printed (about 1e-15 is expected).
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch torch-alibi
cd "$tmp" || exit 2

LIB="$here/lib" /usr/bin/python3 "$here/lib/check_torch_alibi.py"
