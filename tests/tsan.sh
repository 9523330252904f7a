#!/bin/sh
# tsan.sh - the threads under ThreadSanitizer: builds attn with
# -fsanitize=thread in build/tsan and runs tests/check-jobs.sh (the row
# loop) and tests/check-pieces.sh (a matrix read in pieces) with it, so
# that a data race fails the run.  Threads still running when an
# error ends attn (a reader blocked on a pipe cannot be joined) are not
# counted as leaks.  Run by .ci/run, not by make check (it is slow).
. "$(dirname "$0")/lib/check.sh"
need libcsv-dev /usr/include/csv.h
need libcjson-dev /usr/include/cjson/cJSON.h
out=build/tsan
# afresh: an object left from an older layout of src/ would be linked too
rm -rf "$out"
mkdir -p "$out"
# one compiler a CPU
export out
printf '%s\n' src/*/*.c | xargs -P "$(getconf _NPROCESSORS_ONLN)" -I {} \
    sh -c 'o=$out/$(echo "{}" | sed "s|^src/||; s|/|_|g; s|\.c\$|.o|")
	exec ${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g \
	    -ffp-contract=off -Isrc -fsanitize=thread -c {} -o "$o"' || exit 1
${CC:-cc} -fsanitize=thread -o "$out/attn" "$out"/*.o -lcsv -lcjson -lm -lpthread ||
	exit 1
export TSAN_OPTIONS="report_thread_leaks=0 halt_on_error=1 exitcode=66"
ATTN=$PWD/$out/attn sh tests/check-jobs.sh >"$out/jobs.log" 2>&1
rc=$?
ATTN=$PWD/$out/attn sh tests/check-pieces.sh >"$out/pieces.log" 2>&1 || rc=1
cat "$out/jobs.log" "$out/pieces.log" | grep -v '^[0-9]* passed, [0-9]* failed$'
# one summary line for the two
cat "$out/jobs.log" "$out/pieces.log" | awk '
	/^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3 }
	END { print p " passed, " f " failed" }'
exit $rc
