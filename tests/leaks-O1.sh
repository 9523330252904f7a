#!/bin/sh
# leaks-O1.sh - the bad-input golden cases (the families bad and err, the
# err-* and *-err-* cases of any family, and the bad tensor files,
# tensor-bad-*)
# under ASan, UBSan and LeakSanitizer at -O1, from a build of its own in
# build/leaks-O1 (./attn is left alone).  At -O1 a pointer that is dead
# after its last use is not kept anywhere, so memory that only such a local
# held is reported on an error exit: what is live must be freed before
# failing or be reachable from a static.  -O2's make SANITIZE=1 check does
# not see this.  Run by .ci/run; not part of make check (a second build).
. "$(dirname "$0")/lib/check.sh"
need libcsv-dev /usr/include/csv.h
need libcjson-dev /usr/include/cjson/cJSON.h
out=build/leaks-O1
mkdir -p "$out"
# shellcheck disable=SC2086
${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic \
	-Wno-missing-field-initializers -ffp-contract=off -O1 -g -fsanitize=address,undefined \
	-fno-sanitize-recover=all -fno-omit-frame-pointer \
	-Isrc -o "$out/attn" src/*/*.c -lcsv -lcjson -lm || exit 1
ASAN_OPTIONS=detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS} \
ATTN=$PWD/$out/attn exec sh tests/run.sh --name '^(bad|err)-|-err-|^tensor-bad-'
