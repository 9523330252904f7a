#!/bin/sh
# check-merge.sh - attn-merge(1)'s bound, measured: attend --lse over the
# parts of K and V, merged, against attend over the whole, on random
# splits (2 to 5 parts, heads and GQA, causal parts with --offset less
# their first key, sinks added at the merge or not, values of several
# magnitudes, merges nested as a tree of hosts would), in ulps of the
# largest |V| entry of the head.  As attn-merge(1) says, each merged cell
# must be within 4 ulps where the parts' LSEs are below 32, and within
# the worst case it derives, 3.5 + 2^53 ulp(max |L_p|) ulps, everywhere
# (the parts' own roundings, and each part's LSE rounded to a double,
# which moves its factor by up to half an ulp of L_p); the largest
# difference is printed, with how many cells were over 4 ulps and what
# their LSEs were.  A second set of splits has scores in the tens, where
# the LSEs' rounding shows.  MERGE_SPLITS=K runs K times as many splits
# (a fraction too); the sanitizers' sample (CHECK_SAMPLE=1) runs a fifth
# of them: some 1500 small runs of attn, each ten times slower there, in
# which the sanitizers see only what the first few hundred show them.
. "$(dirname "$0")/lib/check.sh"
scratch merge
splits=1
[ "${CHECK_SAMPLE:-0}" = 1 ] && splits=0.2
/usr/bin/python3 "$here/lib/check_merge.py" "$ATTN" "$tmp" "${MERGE_SPLITS:-$splits}"
