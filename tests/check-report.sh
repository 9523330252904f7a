#!/bin/sh
# check-report.sh - check's report for graders.  For a set of answers,
# right, wrong, of other shapes, with nan and inf, to check and to check
# --of:
#   - --json writes one object that Python's json reads, whose status is
#     the exit status, whose summary, cells and mistakes are those the text
#     report says (the same run without --json), and whose first 20 cells
#     are the first 20 differing cells in order;
#   - --json's object has the keys attn-check(1) lists, in its order,
#     for every verdict (tests/lib/check_json_schema.py);
#   - -o FILE holds the report at status 0 and 1 (the bytes of stdout),
#     and is left alone at status 2;
#   - check -o leaves no descriptor open at exit, cells differing or not
#     (valgrind --track-fds=yes).
. "$(dirname "$0")/lib/check.sh"
PY=/usr/bin/python3
need valgrind /usr/bin/valgrind
scratch report

L1="-q [1,0;0,1] -k [1,1;1,-1]"
W="check --of weights $L1"
# one command a line: the arguments of attn, split on spaces
cat >"$tmp/runs" <<EOF
check [1,2;3,4] [1,2;3,5]
check [1,2;3,4] [1,2;3,4]
check [1,2] [1,2;3,4]
check [nan,inf,-inf,1] [nan,-inf,-inf,2]
check --one-based [1,2;3,4] [0,2;3,5]
$W [0.5,0.5;0.881,0.119]
$W [0.50,0.50;0.804,0.196]
$W [0.4,0.6;0.9,0.1]
$W [0.5,0.5;1,0]
$W [0.5,0.5;0.8044296825069569,0.19557031749304307]
$W [1,2,3]
check --of scores -q [1,0,2;0.5,1,-1] -k [1,2,0;0,1,1;-1,0,2] -p 4 [1.291,0.5774;0.7217,1.8764]
check --of attend -q [1,0,2;0.5,1,-1] -k [1,2,0;0,1,1;-1,0,2] -v [1,0,2;0,3,-1;2,1,0] [1.2,1.3,1.1;0.6,1.4,0.7]
check --of weights -q Q22.csv -k [1,0.5;-0.5,1] A22.csv
EOF
# 22 rows of a wrong answer: more than 20 cells differ
awk 'BEGIN { for (i = 0; i < 11; i++) print (i * 7 % 5) - 2 "," (i * 3 % 4) - 1 }' >"$tmp/Q22.csv"
awk 'BEGIN { for (i = 0; i < 11; i++) print "0.3,0.6" }' >"$tmp/A22.csv"

n=0
while read -r line; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	(cd "$tmp" && $ATTN $line >"text.$n" 2>&1; echo $? >"st.$n"
	 $ATTN $line --json >"json.$n" 2>&1; echo $? >"jst.$n"
	 $ATTN $line --all >"all.$n" 2>&1)
	if $PY "$here/lib/check_report.py" "$tmp" "$n" 2>"$tmp/err"; then
		ok
	else
		bad "--json for: $line"
		sed 's/^/    /' "$tmp/err" | tail -5
	fi
done <"$tmp/runs"

# One schema: the keys attn-check(1) lists, in order, whatever the
# verdict, every verdict met: close, differ, shapes; right, wrong,
# rounding (--strict) and shapes with --of; a kernel's rounding and
# wrong; error at status 2, bad data and bad usage alike.
$ATTN attend --dtype bf16 -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[2,0;0,2]' \
    >"$tmp/K.csv"
D="--of attend --dtype bf16 -q [1,0;0,1] -k [1,1;1,-1] -v [2,0;0,2]"
cat >"$tmp/schema" <<EOF
check [1,2] [1,2]
check [1,2] [1,3]
check [1,2] [1;2]
$W [0.50,0.50;0.80,0.20]
$W [0.5,0.5;0.881,0.119]
$W --strict [0.50,0.50;0.80,0.20]
$W [1,2,3]
check $D K.csv
check $D [1,0.66;1.34,0.66]
check [1,2] [1,x]
check --bogus [1] [1]
EOF
n=0
while read -r line; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	(cd "$tmp" && $ATTN $line --json >"schema.$n" 2>/dev/null)
done <"$tmp/schema"
if $PY "$here/lib/check_json_schema.py" "$here/../man/attn-check.1" "$tmp" "$n" \
    >"$tmp/err"; then
	ok
else
	bad "--json: the schema attn-check(1) documents"
	sed 's/^/    /' "$tmp/err" | head -8
fi

# -o FILE: the report, at status 0 and 1; at 2 the old FILE stays
o_file() {	# o_file NAME STATUS ARGS...: -o writes what stdout would
	name=$1 want=$2; shift 2
	(cd "$tmp" && rm -f r.txt && $ATTN "$@" >out.txt; echo $? >st &&
	 $ATTN "$@" -o r.txt >/dev/null; echo $? >>st)
	if [ "$(cat "$tmp/st")" = "$want
$want" ] && cmp -s "$tmp/out.txt" "$tmp/r.txt"; then
		ok
	else
		bad "-o: $name"
	fi
}
o_file "check, close" 0 check '[1,2]' '[1,2]'
o_file "check, cells differ" 1 check '[1,2]' '[1,3]'
o_file "check, shapes differ" 1 check '[1,2]' '[1;2]'
o_file "check --of, a mistake" 1 check --of weights $L1 '[0.5,0.5;0.881,0.119]'
o_file "check --of --json" 1 check --of weights $L1 --json '[0.5,0.5;0.881,0.119]'
echo old >"$tmp/r.txt"
(cd "$tmp" && $ATTN check '[1,2]' '[1,x]' -o r.txt 2>/dev/null; echo $? >st)
if [ "$(cat "$tmp/st")" = 2 ] && [ "$(cat "$tmp/r.txt")" = old ]; then
	ok
else
	bad "-o: trouble (status 2) changed the old FILE"
fi

# No descriptor of attn's own open at exit: each that valgrind lists was
# inherited from the shell.
fds() {	# fds NAME ARGS...
	name=$1; shift
	(cd "$tmp" && valgrind -q --track-fds=yes --log-file=vg.log $ATTN "$@" \
	    >/dev/null 2>&1)
	if grep -q 'FILE DESCRIPTORS:' "$tmp/vg.log" &&
	    awk '/Open (AF_UNIX socket|file descriptor)/ { open = 1; next }
		open && /inherited from parent/ { open = 0; next }
		open && /at 0x|by 0x/ { leak = 1 }
		{ open = 0 }
		END { exit leak }' "$tmp/vg.log"; then
		ok
	else
		bad "a descriptor left open: $name"
		grep -A3 'Open file descriptor' "$tmp/vg.log" | sed 's/^/    /' | head -8
	fi
}
fds "check -o, cells differ" check -o r.txt '[1,2]' '[1,3]'
fds "check -o, close" check -o r.txt '[1,2]' '[1,2]'
fds "check --of -o, a mistake" check --of weights $L1 -o r.txt '[0.5,0.5;0.881,0.119]'
fds "check --of --json -o" check --of weights $L1 --json -o r.txt '[0.4,0.6;0.9,0.1]'
finish
