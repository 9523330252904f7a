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
cat >slow <<EOS
#!/bin/sh
{ cat Q1.csv; sleep 3; cat Q2.csv; } | "$ATTN" scores -k K.csv "\$@" >out
EOS
chmod +x slow

# Not a terminal: nothing on stderr, and the rows as ever.
./slow 2>err
if [ -s err ] || ! cmp -s out want; then
	bad "stderr a file: progress shown, or the rows changed"
else
	ok "no progress when stderr is not a terminal"
fi
# A terminal: the rows done, then erased (the last thing written is the
# erasure, "\r", then ESC [K).
script -qec ./slow /dev/null >tty </dev/null 2>&1
if grep -q 'attn scores: [0-9]* rows, [0-9.]* MB read' tty &&
    [ "$(tail -c 4 tty | od -An -c | tr -d ' ')" = '\r033[K' ] &&
    cmp -s out want; then
	ok "progress on a terminal, erased at the end"
else
	bad "under a pseudo-terminal: no progress, not erased, or the rows changed"
	od -c tty | tail -n 5
fi
# --no-progress on a terminal: none.
script -qec "./slow --no-progress" /dev/null >tty </dev/null 2>&1
if grep -q 'rows,' tty; then
	bad "--no-progress on a terminal: progress shown"
else
	ok "--no-progress"
fi
# --progress with stderr a file: shown, and erased.
./slow --progress 2>err
if grep -q 'attn scores: [0-9]* rows' err && cmp -s out want; then
	ok "--progress with stderr a file"
else
	bad "--progress with stderr a file: no progress"
fi
finish
