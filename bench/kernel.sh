#!/bin/sh
# kernel.sh [N [D [REPS]]] - make bench-kernel: ns per term of the exact
# dot products (src/kernel.c, built as make builds it) one row at a time
# and in tiles, beside a plain tiled dot product compiled for this CPU
# with contraction into FMA allowed (bench/kernel.c).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attn-kbench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
cc=${CC:-cc}
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -O2"
objs=
for f in "$top"/src/num/*.c "$top"/src/base/*.c; do
	o=$tmp/$(basename "$f" .c).o
	$cc $flags -ffp-contract=off -I"$top/src" -c -o "$o" "$f"
	objs="$objs $o"
done
$cc $flags -march=native -ffp-contract=fast -I"$top/src" -c \
    -o "$tmp/bench.o" "$top/bench/kernel.c"
# shellcheck disable=SC2086
$cc -o "$tmp/kernel" "$tmp/bench.o" $objs -lm
"$tmp/kernel" "$@"
