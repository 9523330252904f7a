#!/bin/sh
# check-locate.sh - a failing check --of says where the differing cells
# lie and what they look like, and looks for the mistake where they are.
#
# Each answer is a right one with a fault planted by hand, so the lines
# that must come are known from the planting, not from attn: the right
# answer is attn attend's own (exact, its cells all reading as
# themselves), or numpy's float64 attention for a key block left out
# (within check's tolerance of the exact one).  The faults: rows of one
# head set to 0; a row of NaN; two heads' columns swapped; a key block
# left out of one head; a large answer (a head of more than 65536 cells)
# whose search is held to 64 rows of its one differing head; a bf16 kernel
# (examples/kernel-check/model.py at a small size) with a bug in one head,
# named on that head; and two matrices compared without --of.  --json
# carries the same lines.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch locate
cd "$tmp" || exit 2

PYTHONPATH=$here/lib MODEL=$here/../examples/kernel-check/model.py \
    /usr/bin/python3 "$here/lib/check_locate.py"
