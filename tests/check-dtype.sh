#!/bin/sh
# check-dtype.sh - attend --dtype on larger random problems, both recipes,
# against tests/lib/kernel.py, the recipes of attn(1)'s "A kernel's
# precision" transcribed in exact arithmetic: the same values of T in every
# cell, written as the same digits.
#
# Problems of 300 keys (more than two blocks of the default 128, and
# blocks of 7 and 64 that do not divide them either), d_k = 64, in every
# format with f32 accumulators, and with f64, bf16 and f16 ones; causal
# and windowed masks, a bias with -inf cells, ALiBi, the transforms,
# sinks, --masked-rows, heads and grouped-query heads.  Inputs are random
# doubles, so that rounding them as they are read is tested too, of
# several sizes (1e-3 to 10), and a score of some rows large enough that
# e^(s - max) underflows the narrow formats.  The scores | weights | apply
# pipeline is held to the math recipe too.  grad --dtype's backward
# recipes likewise, on problems of their own (tests/lib/dtype_grad.py).
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch dtype
cd "$tmp" || exit 2

PYTHONPATH=$here/lib /usr/bin/python3 "$here/lib/check_dtype.py"
