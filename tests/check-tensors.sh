#!/bin/sh
# check-tensors.sh - the values attn reads from a tensor file are the ones
# numpy's and PyTorch's own readers hold, bit for bit, and what it writes
# with -o FILE.npy numpy reads back as the very numbers it writes to
# stdout.
#
# 1. Random bit patterns of every dtype (nan, infinities, subnormals and
#    negative zeros among them), in .npy files of both byte orders and
#    both orders of the elements (numpy's np.save) and in safetensors
#    files (written here, tests/lib/tensorfile.py), 3-D and 4-D in every
#    layout: attn cast --dtype f64 (every digit) against np.load's values,
#    laid out as the layout says, and against torch's (torch.from_numpy;
#    bf16 through torch's own bfloat16 view of the bits).  The fp8
#    formats, which this PyTorch lacks, against their definition
#    (tensorfile.small_value) and ml_dtypes' where it is installed.
# 2. -o FILE.npy of attend on a batch of bf16 tensors, every layout, with
#    and without --dtype: np.load of the file against attn's CSV of the
#    same command, bit for bit, in the input's shape (under --dtype T, the
#    CSV's decimals rounded to T, as attn(1) says they read back).
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch tensors
cd "$tmp" || exit 2

PYTHONPATH=$here/lib /usr/bin/python3 "$here/lib/check_tensors.py"
