#!/bin/sh
# check-dtype-casts.sh - each format's rounding is PyTorch's cast, and each
# value is written as the shortest decimal that reads back as it.
#
# 1. attn cast --dtype T against PyTorch's .to(dtype) of the same values,
#    hundreds of thousands of them: random bit patterns over the format's
#    whole range (subnormals, and the doubles below its least subnormal,
#    included), every midpoint between two neighbouring values of T and
#    the numbers just either side of it, and the neighbourhood of the
#    largest value, where rounding passes it (inf, or nan for e4m3):
#      - f32 from float64 values (PyTorch rounds a double to float32 once);
#      - bf16, f16, e4m3 and e5m2 from float32 values (PyTorch rounds a
#        double to these through float32, twice, which attn does not; from
#        a float32 both round once).  Debian's PyTorch (1.13) has no float8
#        types: where it lacks float8_e4m3fn and float8_e5m2, the casts are
#        those of c10/util/Float8_e4m3fn.h and Float8_e5m2.h, PyTorch's own,
#        transcribed below bit for bit (numpy), as ml_dtypes has them too.
#    A value that PyTorch takes past the range must be attn's error; with
#    --overflow inf, PyTorch's inf or nan, and with --overflow saturate the
#    cast of the value clamped to the range (infinities read included).
# 2. Every finite value of bf16, f16, e4m3 and e5m2, and a random sample
#    of f32's, written by attn cast, reads back (as a double, rounded to
#    the format, tests/lib/kernel.py) as itself, lies within the format's
#    range, and is the shortest such decimal, of those the nearest
#    (kernel.py's shortest, a search over the decimals either side).
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch dtype-casts
cd "$tmp" || exit 2

PYTHONPATH=$here/lib /usr/bin/python3 "$here/lib/check_dtype_casts.py"
