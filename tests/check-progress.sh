#!/bin/sh
# check-progress.sh - a stage that runs longer than about 2 s shows its
# progress on stderr when stderr is a terminal (here a pseudo-terminal,
# script(1)'s), erased at its end, and never when stderr is not one;
# --progress and --no-progress force it either way.  The stage is made
# long by its input: rows from a pipe that pauses 3 s.
. "$(dirname "$0")/lib/check.sh"
need bsdutils /usr/bin/script
gen="$here/lib/matrix.awk"
scratch progress
cd "$tmp" || exit 2
awk -v rows=4 -v cols=3 -v seed=1 -f "$gen" >K.csv
awk -v rows=300 -v cols=3 -v seed=2 -f "$gen" >Q.csv
head -n 150 Q.csv >Q1.csv
tail -n 150 Q.csv >Q2.csv
"$ATTN" scores -k K.csv Q.csv >want

# slow OPTS: scores of Q's rows, which come in two halves 3 s apart
# slow OUT [OPTION]: scores over the rows with a pause of 3 s in the
# middle, into OUT.  The four runs below pause side by side.
cat >slow <<EOS
o=\$1; shift
{ cat Q1.csv; sleep 3; cat Q2.csv; } | "$ATTN" scores -k K.csv "\$@" >\$o
EOS
chmod +x slow

./slow out1 2>err1 &
script -qec "./slow out2" /dev/null >tty2 </dev/null 2>&1 &
script -qec "./slow out3 --no-progress" /dev/null >tty3 </dev/null 2>&1 &
./slow out4 --progress 2>err4 &
wait

if [ -s err1 ] || ! cmp -s out1 want; then
	bad "stderr a file: progress shown, or the rows changed"
else
	ok "no progress when stderr is not a terminal"
fi
if grep -q 'attn scores: [0-9]* rows, [0-9.]* MB read' tty2 &&
    [ "$(tail -c 4 tty2 | od -An -c | tr -d ' ')" = '\r033[K' ] &&
    cmp -s out2 want; then
	ok "progress on a terminal, erased at the end"
else
	bad "under a pseudo-terminal: no progress, not erased, or the rows changed"
	od -c tty2 | tail -n 5
fi
if grep -q 'rows,' tty3 || ! cmp -s out3 want; then
	bad "--no-progress on a terminal: progress shown, or the rows changed"
else
	ok "--no-progress"
fi
if grep -q 'attn scores: [0-9]* rows' err4 && cmp -s out4 want; then
	ok "--progress with stderr a file"
else
	bad "--progress with stderr a file: no progress"
fi
finish
