#!/bin/sh
# build.sh OUT - build the number verifier (tests/numbers/verify.c and
# src/io/number.c) as OUT, with the project's flags; SANITIZE=1 adds ASan and
# UBSan as `make SANITIZE=1` does.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic -Werror \
-ffp-contract=off -O2 -DNUM_TEST_HOOKS"
if [ "${SANITIZE:-0}" = 1 ]; then
	flags="$flags -fsanitize=address,undefined -fno-sanitize-recover=all"
fi
# shellcheck disable=SC2086
exec ${CC:-cc} $flags -I"$root/src" -o "$1" "$here/verify.c" "$root/src/io/number.c" \
	"$root/src/io/pow5_table.c" -lm
