#!/bin/sh
# check.sh - everything `make check` runs: the golden cases (in the C locale,
# and a sample of them again under a comma-decimal locale), then every tests/check-*.sh
# (property, exactness, memory, man page lint...), each of which must end
# with its summary line "N passed, N failed" (tests/lib/check.sh).  Each
# says how many it passed and how long it took.  Ends with the total, the
# same line.
. "$(dirname "$0")/lib/check.sh"

# tally LABEL COMMAND...: run it and add up its summary line.  It fails as
# a whole when it exits with a status other than 0, when its last line is
# not the summary, or when the summary counts no test at all.
tally() {
	label=$1; shift
	t0=$(date +%s)
	out=$("$@" 2>&1); rc=$?
	secs=$(( $(date +%s) - t0 ))
	line=$(printf '%s\n' "$out" | tail -n 1 |
	    grep -E '^[0-9]+ passed, [0-9]+ failed$')
	why=
	if [ -z "$line" ]; then
		p=0 f=1 why="its last line is not 'N passed, N failed'"
	else
		p=${line%% passed*}; f=${line#*passed, }; f=${f% failed}
		[ "$p" -eq 0 ] && [ "$f" -eq 0 ] && f=1 why="it ran no test"
	fi
	[ $rc -ne 0 ] && [ "$f" -eq 0 ] && f=1 why="exit status $rc"
	pass=$((pass + p)); fail=$((fail + f))
	if [ "$f" -eq 0 ]; then
		echo "ok   $label ($p, $secs s)"
	else
		echo "FAIL $label${why:+: $why} ($secs s)"
		printf '%s\n' "$out" | tail -n 60 | sed 's/^/    /'
	fi
}

tally "golden cases" sh tests/run.sh
comma=$(sh tests/locale.sh)
if [ -n "$comma" ]; then
	# a sample: what a locale could change (tests/lib/sample.py locale)
	# shellcheck disable=SC2046
	tally "golden cases under $comma, a sample" env LC_ALL="$comma" \
	    sh tests/run.sh $(/usr/bin/python3 tests/lib/sample.py locale)
else
	fail=$((fail + 1))
	echo "FAIL golden cases under a comma-decimal locale: none can be had (tests/locale.sh)"
fi
for t in tests/check-*.sh; do
	[ -f "$t" ] || continue
	# an sshd and two hosts take a minute: .ci/run runs that one
	[ "$t" = tests/check-hosts.sh ] && continue
	name=${t#tests/check-}
	tally "${name%.sh}" sh "$t"
done
finish
