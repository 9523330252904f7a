#!/bin/sh
# check-verdicts.sh - how far a student can trust check --of: a class of
# answers made by tests/verdicts/answers.py with numpy (slips of the list,
# slips it has not, right answers to 1-4 decimals, noise, one-hot rows),
# each checked against its problem.  Every listed slip is named, and never
# a slip the student did not make: no false name, no right answer failed,
# nothing named for noise, and a one-hot answer named argmax only where it
# is one.  Prints the counts, then the summary line.
. "$(dirname "$0")/lib/check.sh"
PY=/usr/bin/python3
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch verdicts

$PY "$here/verdicts/answers.py" write "$tmp" || die "answers.py write failed"
while read -r name kind expect args; do
	# shellcheck disable=SC2086
	(cd "$tmp/p$name" && $ATTN $args >"$tmp/$name.out" 2>&1; echo $? >"$tmp/$name.st")
done <"$tmp/manifest"
$PY "$here/verdicts/answers.py" judge "$tmp" >"$tmp/judged"
st=$?
sed 's/^/    /' "$tmp/judged"
# every listed slip named: a miss is counted, and fails too
misses=$(awk '$1 == "wrong" && /missed/' "$tmp/judged")
if [ $st -eq 0 ] && [ -z "$misses" ]; then ok; else bad "verdicts"; fi
finish
