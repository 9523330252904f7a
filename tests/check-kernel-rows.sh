#!/bin/sh
# check-kernel-rows.sh - the tiled kernels (kn_scores_rows, kn_apply_rows,
# and --dtype's dt_dots and dt_wsum) give the bits of the one-row ones on
# random and nasty inputs, and the outer products' exact sums
# (kn_acc_outer, kn_acc_outer_narrow) those of kn_acc_add, the rotation
# (rotate_row) that of each entry's exact sum
# (tests/kernel-rows.c), and every instruction-set path gives the same
# bits: SSE2 alone, AVX2 without FMA, AVX2 with FMA, and all the CPU has
# (AVX-512 where there is one), each at -O2 from one build, and SSE2 at
# -O0 and all at -O3 -march=native.
. "$(dirname "$0")/lib/check.sh"
scratch krows
# each build once (the files that choose an instruction set, those that
# include num/isa.h, with SSE2 alone at -O0), then each run: a build and
# the widest set it may use (kernel_isa_cap, the program's argument)
builds='O0:-O0 -DKERNEL_ISA_MAX=0
O2:-O2
O3:-O3 -march=native'
runs='O0 sse2:O0 0
O2 sse2:O2 0
O2 avx2:O2 1
O2 avx2+fma:O2 2
O2 all:O2 3
O3 native:O3 3'
compile() {	# DIR FLAGS FILE...: each FILE to DIR/NAME.o
	to=$1 with=$2
	shift 2
	mkdir -p "$to"
	for c in "$@"; do
		# shellcheck disable=SC2086
		${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -ffp-contract=off \
		    $with -I"$top/src" -c -o "$to/$(basename "$c" .c).o" "$c" ||
		    return 1
	done
}
# the builds at once (they are most of the time)
while IFS= read -r b; do
	name=${b%%:*} flags=${b#*:}
	# shellcheck disable=SC2086
	{ compile "$tmp/$name.d" "$flags" "$here/kernel-rows.c" \
	      "$top"/src/num/*.c "$top"/src/base/*.c 2>"$tmp/$name.cc" &&
	  ${CC:-cc} $flags -o "$tmp/$name" "$tmp/$name.d"/*.o -lm \
	      2>>"$tmp/$name.cc"
	  echo $? >"$tmp/$name.rc"; } &
done <<EOF
$builds
EOF
wait
ref=
while IFS= read -r r; do
	name=${r%%:*} how=${r#*:}
	build=${how% *} cap=${how#* }
	out="$tmp/$(echo "$name" | tr ' +' '__')"
	if [ "$(cat "$tmp/$build.rc")" != 0 ]; then
		bad "$name: does not build"
		head -5 "$tmp/$build.cc"
		continue
	fi
	if ! "$tmp/$build" "$cap" >"$out.txt"; then
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
$runs
EOF
finish
