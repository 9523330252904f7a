#!/bin/sh
# check-golden.sh [--write] - the generated golden cases are what their
# generators write.  Every tests/gen/*.py is run, all at once, each into a
# scratch directory of its own (they compute with fractions and mpmath and
# never run attn); then
#   - every folder a generator writes must be the folder of that name in
#     tests/cases, byte for byte and file for file;
#   - no two generators may write the same folder;
#   - a folder of tests/cases whose prefix (its name up to the first '-')
#     is one that a generator writes, mask- or scores- say, must be written
#     by a generator: a case a generator no longer writes fails here, and
#     so does one added by hand among generated ones (add it to the
#     generator, or give it a prefix of its own).
# With --write (make golden), nothing is compared: each folder written
# replaces the one in tests/cases and the folders of the last kind are
# removed, so that the check then passes.
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch golden
write=0
[ "${1:-}" = --write ] && write=1

# Every generator at once; $tmp/written gets a line "FOLDER GENERATOR" for
# each folder written.
jobs=
for g in "$here"/gen/*.py; do
	n=${g##*/}
	n=${n%.py}
	/usr/bin/python3 "$g" "$tmp/out/$n" >"$tmp/$n.log" 2>&1 &
	jobs="$jobs $n:$!"
done
[ -n "$jobs" ] || die "no generator in tests/gen"
for j in $jobs; do
	if ! wait "${j#*:}"; then
		bad "tests/gen/${j%%:*}.py failed"
		tail -n 20 "$tmp/${j%%:*}.log" | sed 's/^/    /'
	fi
done
[ "$fail" -eq 0 ] || finish
for d in "$tmp"/out/*/*/; do
	d=${d%/}
	n=${d%/*}
	echo "${d##*/} ${n##*/}"
done | sort >"$tmp/written"
[ -s "$tmp/written" ] || die "the generators wrote no case"
cut -d' ' -f1 "$tmp/written" | uniq -d | while read -r name; do
	echo "FAIL $name is written by more than one generator:" \
	    $(grep "^$name " "$tmp/written" | cut -d' ' -f2)
done >"$tmp/twice"
if [ -s "$tmp/twice" ]; then
	cat "$tmp/twice"
	fail=$((fail + $(wc -l <"$tmp/twice")))
	finish
fi

# The folders of tests/cases with a generator's prefix that none writes.
for d in tests/cases/*/; do d=${d%/}; echo "${d##*/}"; done |
    awk 'NR == FNR { sub(/ .*/, ""); written[$0] = 1; p = $0
	    sub(/-.*/, "", p); prefix[p] = 1; next }
	{ p = $0; sub(/-.*/, "", p) }
	(p in prefix) && !($0 in written)' "$tmp/written" - >"$tmp/stale"

if [ $write = 1 ]; then
	changed=0 removed=0
	while read -r name n; do
		dest=tests/cases/$name
		diff -r "$tmp/out/$n/$name" "$dest" >/dev/null 2>&1 && continue
		rm -rf "$dest" && cp -R "$tmp/out/$n/$name" "$dest" || exit 2
		echo "wrote tests/cases/$name (tests/gen/$n.py)"
		changed=$((changed + 1))
	done <"$tmp/written"
	while read -r name; do
		rm -rf "tests/cases/$name" || exit 2
		echo "removed tests/cases/$name: no generator writes it"
		removed=$((removed + 1))
	done <"$tmp/stale"
	echo "$(wc -l <"$tmp/written") generated folders: $changed written" \
	    "again, $removed removed"
	exit 0
fi

while read -r name n; do
	if diff -r "$tmp/out/$n/$name" "tests/cases/$name" >"$tmp/diff" 2>&1; then
		ok
	else
		bad "tests/cases/$name is not what tests/gen/$n.py writes" \
		    "(make golden writes it again)"
		sed -n '1,20p' "$tmp/diff" | sed 's/^/    /'
	fi
done <"$tmp/written"
while read -r name; do
	bad "tests/cases/$name has the prefix ${name%%-*}- of generated" \
	    "cases, but no generator writes it"
done <"$tmp/stale"
finish
