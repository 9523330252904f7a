#!/bin/sh
# verify-numbers.sh - `make verify-numbers`: the number verifier on N
# random values (default 10^8, half written, half read), spread over the
# processors, each with its own seed; the edge cases run in each.
# Prints each part's counts, then the total and the time taken.
. "$(dirname "$0")/lib/check.sh"
scratch numbers
n=${N:-100000000}
jobs=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
sh "$here/numbers/build.sh" "$tmp/verify" || exit 1
start=$(date +%s)
pids=
i=1
while [ "$i" -le "$jobs" ]; do
	"$tmp/verify" -n $((n / jobs)) -s "$((${SEED:-1000} + i))" > "$tmp/out.$i" 2>&1 &
	pids="$pids $!"
	i=$((i + 1))
done
rc=0
for p in $pids; do
	wait "$p" || rc=1
done
i=1
while [ "$i" -le "$jobs" ]; do
	sed "s/^/part $i: /" "$tmp/out.$i"
	i=$((i + 1))
done
cat "$tmp"/out.* | awk -v secs=$(( $(date +%s) - start )) '
	/^written [0-9]/ { w += $2; wbad += $3; wslow += $5 }
	/^read [0-9]/ { r += $2; rbad += $3; rslow += $5 }
	END {
		printf "total: written %d (%d mismatches, %d left to the reference), ", w, wbad, wslow
		printf "read %d (%d mismatches, %d left to strtod), %d s\n", r, rbad, rslow, secs
		exit (wbad + rbad) > 0
	}' || rc=1
exit $rc
