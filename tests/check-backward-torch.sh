#!/bin/sh
# check-backward-torch.sh - the backward passes of project and norm (and
# norm's forward pass) against PyTorch's autograd in float64.
#
# project: F.linear(x, W, b) with W an nn.Linear.weight (attn project
# --transposed) or its transpose (attn project), loss = sum(Y * dY), and
# --wrt x, w and b against x.grad, W.grad (laid out as attn's W) and
# b.grad; three projections of one x (Q, K and V) against the x.grad of
# the sum of their losses.  norm: the RMSNorm of Hugging Face's
# Qwen3RMSNorm (the mean of the squares, x * rsqrt(variance + eps), the
# weight times it), Gemma's (1 + weight), no weight (Llama 4's QK norm),
# and the L2 norm x * rsqrt(sum(x^2) + eps), each per head (view(n, H,
# d)) and over the whole row; Y, --wrt x and --wrt w against the forward
# pass, x.grad and weight.grad.  Each must agree within 1e-12 of the
# matrix's largest entry; the largest difference of each is printed.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch backward
cd "$tmp" || exit 2

/usr/bin/python3 "$here/lib/check_backward_torch.py"
