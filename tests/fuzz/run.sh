#!/bin/sh
# run.sh - build the libFuzzer harness (tests/fuzz/fuzz.c with every
# src/*/*.c but src/cmd/main.c, under ASan and UBSan) and fuzz for
# FUZZ_SECONDS (default 180) from the seed corpus in tests/fuzz/corpus.
#
# The seeds are replayed first, so a crash once found and kept there stays
# fixed.  New inputs go to build/fuzz/corpus, never into the tree.  A
# finding is written to build/fuzz/crash-*; make it a golden case (prefix
# bad-) and a seed, then fix it.  Ends with "N executions, no finding" or
# exits 1.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cd "$top" || exit 2
seconds=${FUZZ_SECONDS:-180}
out=$top/build/fuzz

sh tests/need.sh clang-14 /usr/bin/clang-14 || exit 1
rt=$(ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a \
	2>/dev/null | head -n 1)
sh tests/need.sh libclang-rt-14-dev "${rt:-/nonexistent}" ||
	ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a \
		>/dev/null 2>&1 || exit 1
sh tests/need.sh libcsv-dev /usr/include/csv.h || exit 1
sh tests/need.sh libcjson-dev /usr/include/cjson/cJSON.h || exit 1

mkdir -p "$out/obj" "$out/corpus" "$out/tmp" || exit 2
flags="-g -O1 -std=c11 -D_POSIX_C_SOURCE=200809L
	-Wall -Wextra -Wpedantic -Wno-missing-field-initializers \
	-ffp-contract=off -DATTN_FUZZ
	-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
	-fno-omit-frame-pointer"
objs=
for c in src/*/*.c; do
	[ "$c" = src/cmd/main.c ] && continue
	o=$out/obj/$(echo "${c#src/}" | tr / _ | sed 's/\.c$/.o/')
	# reads and allocations go through the harness (see fuzz.c)
	clang-14 $flags -Isrc -Dread=fuzz_read -Dmalloc=fuzz_malloc \
		-Dcalloc=fuzz_calloc -Drealloc=fuzz_realloc -Dfree=fuzz_free \
		-Dopen=fuzz_open -Dclose=fuzz_close -c -o "$o" "$c" || exit 1
	objs="$objs $o"
done
clang-14 $flags -Isrc -c -o "$out/obj/fuzz.o" tests/fuzz/fuzz.c || exit 1
clang-14 -fsanitize=fuzzer,address,undefined \
	-Wl,--wrap=csv_init -Wl,--wrap=csv_free -o "$out/attn-fuzz" \
	"$out/obj/fuzz.o" $objs -lcsv -lcjson -lm || exit 1

log=$out/log
rm -rf "$out/tmp"/*
TMPDIR=$out/tmp UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
"$out/attn-fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
	-max_len=4096 -close_fd_mask=3 -print_final_stats=1 \
	-dict="$here/attn.dict" -artifact_prefix="$out/" \
	"$out/corpus" "$here/corpus" >"$log" 2>&1
rc=$?
rm -rf "$out/tmp"/*
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
if [ $rc -ne 0 ]; then
	tail -n 40 "$log"
	echo "fuzz: a finding after ${runs:-?} executions:" \
		"$(ls "$out"/crash-* "$out"/leak-* "$out"/timeout-* "$out"/oom-* \
			2>/dev/null | head -n 1)"
	exit 1
fi
echo "fuzz: ${runs:-?} executions in ${seconds} s, no finding"
