#!/bin/sh
# check-kernel-rows.sh - the tiled kernels (kn_scores_rows, kn_apply_rows,
# and --dtype's dt_dots and dt_wsum) give the bits of the one-row ones on
# random and nasty inputs
# (tests/kernel-rows.c), and every instruction-set path gives the same
# bits: built for SSE2 alone, AVX2 without FMA, AVX2 with FMA, and all the
# CPU has (AVX-512 where there is one), at -O0, -O2 and -O3 -march=native.
. "$(dirname "$0")/lib/check.sh"
scratch krows
builds='O0 sse2:-O0 -DKERNEL_ISA_MAX=0
O2 sse2:-O2 -DKERNEL_ISA_MAX=0
O2 avx2:-O2 -DKERNEL_ISA_MAX=1
O2 avx2+fma:-O2 -DKERNEL_ISA_MAX=2
O2 all:-O2
O3 native:-O3 -march=native'
# the builds at once (they are most of the time), then the runs in order
while IFS= read -r b; do
	name=${b%%:*} flags=${b#*:}
	out="$tmp/$(echo "$name" | tr ' +' '__')"
	# shellcheck disable=SC2086
	{ ${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -ffp-contract=off \
	    $flags -I"$top/src" -o "$out" "$here/kernel-rows.c" \
	    "$top"/src/num/*.c "$top"/src/base/*.c -lm 2>"$out.cc"
	  echo $? >"$out.rc"; } &
done <<EOF
$builds
EOF
wait
ref=
while IFS= read -r b; do
	name=${b%%:*}
	out="$tmp/$(echo "$name" | tr ' +' '__')"
	if [ "$(cat "$out.rc")" != 0 ]; then
		bad "$name: does not build"
		head -5 "$out.cc"
		continue
	fi
	if ! "$out" >"$out.txt"; then
		bad "$name: tiles differ from rows"
		grep DIFFER "$out.txt" | head -5
	elif [ -z "$ref" ]; then
		ref=$out.txt
		ok "$name: tiles give the bits of rows ($(wc -l <"$ref") cases)"
	elif cmp -s "$ref" "$out.txt"; then
		ok "$name: tiles agree, and the bits of O0 sse2"
	else
		bad "$name: bits differ from O0 sse2"
		diff "$ref" "$out.txt" | head -4
	fi
done <<EOF
$builds
EOF
finish
