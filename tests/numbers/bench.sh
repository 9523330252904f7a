#!/bin/sh
# bench.sh [OLD] - ns/number for writing and reading, src/io/parse.c and print.c against
# the number.c of commit OLD (default bd077ce, before the fast methods).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
old=${1:-bd077ce}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git show "$old:src/number.c" > "$tmp/old.c"
git show "$old:src/number.h" > "$tmp/number.h"
# Commits with the fast methods have their table too.
git show "$old:src/pow10.h" > "$tmp/pow10.h" 2>/dev/null || rm -f "$tmp/pow10.h"
flags="-O2 -std=c11 -D_POSIX_C_SOURCE=200809L -ffp-contract=off"
# Only the functions the bench calls get new names; the rest stay static
# or unused.
${CC:-cc} $flags -I"$tmp" -Dnum_parse=old_num_parse -Dnum_shortest=old_num_shortest \
	-Dnum_write=old_num_write -Dnum_layout=old_num_layout -Dnum_fmt=old_num_fmt \
	-Dnum_shortest_ref=old_num_shortest_ref -Dnum_slow_writes=old_num_slow_writes \
	-Dnum_slow_reads=old_num_slow_reads \
	-c -o "$tmp/old.o" "$tmp/old.c"
${CC:-cc} $flags -Isrc -o "$tmp/bench" tests/numbers/bench.c src/io/parse.c src/io/print.c \
	src/io/pow5_table.c "$tmp/old.o" -lm
shift $(( $# > 0 ? 1 : 0 ))
"$tmp/bench" "$@"
