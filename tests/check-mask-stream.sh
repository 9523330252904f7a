#!/bin/sh
# check-mask-stream.sh - --mask and --bias files are read in step with the
# streamed rows: peak memory of weights and scores with every mask option
# must not grow with the number of rows (attn(1), Streaming), nor with
# --causal=lower-right, which counts the rows first.
# Runs 1,000 rows and 100,000 rows and compares the peak resident sizes;
# the same with heads (--heads 4 --kv-heads 2, a mask with a block per
# head and a shared bias).
. "$(dirname "$0")/lib/check.sh"
need time /usr/bin/time
scratch stream
cd "$tmp" || exit 2

/usr/bin/python3 "$here/lib/check_mask_stream.py"
