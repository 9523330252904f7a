#!/bin/sh
# check-grad-torch.sh - attn grad against PyTorch autograd in float64.
#
# For each configuration (plain, scale options, causal with an offset, a
# window, a 0/1 mask, a bias with -inf, temperature, softcap, both, fully
# masked rows under each --masked-rows policy, heads, grouped-query and
# multi-query heads), PyTorch builds the same forward pass from Q, K and V
# (heads through view and repeat_interleave, masks through masked_fill, a
# fully masked row through torch.where), takes loss = sum(O * dO) and asks
# autograd for the gradients; attn grad --wrt q, k, v, scores and weights
# must agree with them to 1e-12 of the matrix's largest entry (NaN where
# autograd has NaN).  Prints the largest difference per --wrt.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch grad
cd "$tmp" || exit 2

/usr/bin/python3 "$here/lib/check_grad_torch.py"
