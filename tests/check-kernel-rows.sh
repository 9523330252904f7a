#!/bin/sh
# check-kernel-rows.sh - the tiled kernels (kn_scores_rows, kn_apply_rows,
# and --dtype's dt_dots and dt_wsum) give the bits of the one-row ones on
# random and nasty inputs, and the outer products' exact sums
# (kn_acc_outer, kn_acc_outer_narrow) those of kn_acc_add, the rotation
# (rotate_row) that of each entry's exact sum
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
# the builds at once (they are most of the time), then the runs in order:
# the files that choose an instruction set (those that include num/isa.h)
# compiled for each build, the rest once for each level of optimisation
isa=$(grep -l 'num/isa\.h' "$top"/src/num/*.c)
rest=$(grep -L 'num/isa\.h' "$top"/src/num/*.c "$top"/src/base/*.c)
levels=$(echo "$builds" | sed 's/^[^:]*://; s/ *-DKERNEL_ISA_MAX=[0-9]*//' |
	sort -u)
dir_of() {	# the folder of the objects of the level FLAGS
	echo "$tmp/rest$(echo "$1" | tr -c 'a-zA-Z0-9\n' _)"
}
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
while IFS= read -r f; do
	d=$(dir_of "$f")
	# shellcheck disable=SC2086
	{ compile "$d" "$f" "$here/kernel-rows.c" $rest 2>"$d.cc"
	  echo $? >"$d.rc"; } &
done <<LEVELS
$levels
LEVELS
wait
while IFS= read -r b; do
	name=${b%%:*} flags=${b#*:}
	out="$tmp/$(echo "$name" | tr ' +' '__')"
	d=$(dir_of "$(echo "$flags" | sed 's/ *-DKERNEL_ISA_MAX=[0-9]*//')")
	# shellcheck disable=SC2086
	{ cp "$d.cc" "$out.cc"
	  [ "$(cat "$d.rc")" = 0 ] &&
	  compile "$out.d" "$flags" $isa 2>>"$out.cc" &&
	  ${CC:-cc} $flags -o "$out" "$d"/*.o "$out.d"/*.o -lm 2>>"$out.cc"
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
