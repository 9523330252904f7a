#!/bin/sh
# kbench.sh [REV] - kernel CPU time, this tree's kernel against the plain
# one of REV (default bd077ce, before compensation), same flags as make.
set -eu
cd "$(dirname "$0")/.."
rev=${1:-bd077ce}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -O2 -ffp-contract=off"
git show "$rev:src/kernel.c" > "$tmp/kernel.c"
git show "$rev:src/kernel.h" > "$tmp/kernel.h"
cp tools/kbench.c "$tmp/"
cc $flags -DPLAIN -o "$tmp/plain" "$tmp/kbench.c" "$tmp/kernel.c" -lm
cc $flags ${KBENCH_CFLAGS:-} -Isrc -o "$tmp/new" tools/kbench.c src/kernel.c \
    src/exp_table.c src/util.c -lm
printf 'plain (%s): ' "$rev"; "$tmp/plain"
printf 'this tree:     '; "$tmp/new"
