#!/bin/sh
# check.sh - everything `make check` runs: the golden cases (in the C locale
# and again under a comma-decimal locale), then every tests/check-*.sh
# (property, exactness, memory, man page lint...).  Each check script
# counts as one test.  Ends with the total "N passed, N failed".
. "$(dirname "$0")/lib/check.sh"

tally() {	# tally LABEL COMMAND...: run it, add up its closing line
	label=$1; shift
	out=$("$@" 2>&1); rc=$?
	line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -n 1)
	if [ -n "$line" ]; then
		p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
	elif [ $rc -eq 0 ]; then p=1 f=0; else p=0 f=1; fi
	[ $rc -ne 0 ] && [ "$f" -eq 0 ] && f=1
	pass=$((pass + p)); fail=$((fail + f))
	if [ $rc -eq 0 ]; then
		echo "ok   $label ($p)"
	else
		echo "FAIL $label"; printf '%s\n' "$out" | tail -n 60 | sed 's/^/    /'
	fi
}

tally "golden cases" sh tests/run.sh
comma=$(sh tests/locale.sh)
if [ -n "$comma" ]; then
	tally "golden cases under $comma" env LC_ALL="$comma" sh tests/run.sh
fi
for t in tests/check-*.sh; do
	[ -f "$t" ] || continue
	# an sshd and two hosts take a minute: .ci/run runs that one
	[ "$t" = tests/check-hosts.sh ] && continue
	name=${t#tests/check-}
	tally "${name%.sh}" sh "$t"
done
finish
