#!/bin/sh
# check-kernel-verdicts.sh - check --of attend --dtype T on kernels that
# PyTorch runs, and --profile torch against torch.testing itself.
#
#   - real kernels on random problems (bf16 and f16, f32 accumulators,
#     causal or not, one or two heads): PyTorch's own math attention in T
#     (the scale on q first, as FlashAttention's attention_ref) must be
#     rounding by the factor rule against the math recipe, and a
#     FlashAttention-2 loop written in PyTorch (blocks of keys, f32 m, l
#     and acc, P cast to T for P V) against either recipe; the same loop
#     bent each way attn-check(1) lists (the rescales, the stale max, the
#     last block dropped, no final division, the scale twice) must be
#     named, by its ID, where the bend changes the output; P kept in f32
#     is rounding; noise (random numbers, one cell changed by hand, a
#     row's signs flipped) names nothing;
#   - --profile torch: answers near the boundary of torch's tolerances
#     (values of T some ulps from round_T(O), doubles a hair inside or
#     outside it, zeros, inf and nan) in f64, f32, f16 and bf16; attn's
#     status is assert_close's, and its message's numbers of mismatched
#     elements and greatest differences, and their indices, are torch's
#     own (to check's 6 digits);
#   - examples/kernel-check's figures: the exact output (mpmath) and the
#     recipes in exact arithmetic (tests/lib/kernel.py) give the numbers
#     of its expected.txt;
#   - check --of grad --dtype on backward kernels: PyTorch's autograd and
#     a FlashAttention-2 backward loop, good and bent each way attn-check(1)
#     lists (tests/lib/grad_verdicts.py).
# round_T(O) for the torch profile is attn's own attend rounded by torch,
# exactness the golden cases and check-dtype.sh hold; what is checked here
# is the verdict.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch kernelverdicts
cd "$tmp" || exit 2

PYTHONPATH="$here/lib:$here/gen" /usr/bin/python3 "$here/lib/check_kernel_verdicts.py" "$top"
