#!/bin/sh
# check-parallel.sh - the README's GNU parallel recipes give the same bytes
# as one process: --pipe -N with --offset per chunk for a causal mask, and
# --pipepart for stages that do not depend on the row's position.
. "$(dirname "$0")/lib/check.sh"
need parallel /usr/bin/parallel
scratch par

awk -v rows=250 -v cols=260 -v seed=7 -f "$here/lib/matrix.awk" >"$tmp/S"
same() {	# same LABEL: compare $tmp/one with $tmp/many
	if cmp -s "$tmp/one" "$tmp/many"; then ok "$1"; else bad "$1"; fi
}

$ATTN weights --causal --offset 10 "$tmp/S" >"$tmp/one"
parallel --will-cite --pipe -N 100 --keep-order \
	'$ATTN weights --causal --offset $(( ({#}-1)*100 + 10 ))' \
	<"$tmp/S" >"$tmp/many"
same "weights --causal, --pipe -N 100 with --offset per chunk"

$ATTN rank "$tmp/S" >"$tmp/one"
parallel --will-cite --pipepart -a "$tmp/S" --block 20k --keep-order \
	'$ATTN rank' >"$tmp/many"
same "rank, --pipepart"
finish
