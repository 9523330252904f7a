#!/bin/sh
# check-heldout.sh - check --of against its held-out set: the 496 answers
# of tests/verdicts/heldout.jsonl (tests/verdicts/heldout.py wrote them,
# each slip computed by its own numpy, never by attn): at least 90 % of
# the single slips and 70 % of the pairs named, none named wrongly, every
# right answer (written at 1 to 4 decimals) passing at status 0.  The
# table of counts is printed; a slip missed or named wrongly is listed.
. "$(dirname "$0")/lib/check.sh"
need python3-numpy /usr/lib/python3/dist-packages/numpy

if /usr/bin/python3 "$here/verdicts/heldout.py" judge "$ATTN" \
	"$here/verdicts/heldout.jsonl"; then
	ok "the held-out set's targets"
else
	bad "the held-out set's targets"
fi
finish
