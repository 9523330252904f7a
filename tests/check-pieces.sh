#!/bin/sh
# check-pieces.sh - a matrix loaded whole (K, V) from a regular file is read
# in pieces, one per thread, cut at line starts: the same bytes, errors and
# line numbers as one reader, on files big enough to be cut (64 KiB a piece
# at least): K rounded to bf16 as it is read, comments and blank lines
# about the cuts, CRLF, a byte-order mark, -H (its header beyond the first
# piece too), quoted fields, a quoted field across lines where a cut may
# fall inside it, ragged rows and bad fields early and late (the first in
# file order is reported), no final newline, one line too long to cut, and
# K read from standard input that is a regular file.  Each is compared at
# -j 1 (one reader) with -j 2, 3, 4, 8 and the default.
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch pieces
cd "$tmp" || exit 2

# scores of the unit queries against K, unscaled: K itself, transposed,
# every number exactly as read
printf '[1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1]' >I
run() {	# run FILE [OPTIONS...]: the command on FILE, at -j $j
	f=$1; shift
	"$ATTN" scores --no-scale -q "$(cat I)" -k "$f" "$@" $opt
}

# same LABEL FILE [OPTIONS...]: stdout, stderr and status at every -j are
# those of -j 1; $first is -j 1's stderr, for the caller to look at
same() {
	label=$1; shift
	ref=
	for j in 1 2 3 4 8 default; do
		opt="-j $j"
		[ $j = default ] && opt=
		run "$@" >out 2>err
		echo $? >>err
		sum=$(cat out err | cksum)
		if [ -z "$ref" ]; then
			ref=$sum first=$(head -n 1 err)
		elif [ "$sum" != "$ref" ]; then
			bad "($label) -j $j differs from -j 1"
			diff err.1 err | sed 's/^/    /' | head -n 5
			continue
		fi
		cp err err.1
		ok
	done
}

# expect LABEL TEXT: -j 1's first line of stderr starts with TEXT
expect() {
	case $first in
	"$2"*) ok ;;
	*) bad "($1) -j 1 said '$first', not '$2...'" ;;
	esac
}

rows=12000
awk -v rows=$rows -v cols=4 -v seed=11 -f "$gen" >K.csv
same "plain" K.csv
expect "plain" 0

# K rounded to a narrower format as it is read
same "--dtype bf16" K.csv --dtype bf16

# comments and blank lines every few rows, about wherever the cuts fall
awk 'NR % 7 == 0 { print "# a comment, with a \" in it" }
     NR % 5 == 0 { print ""; print "   " } { print }' K.csv >C.csv
same "comments and blank lines" C.csv

sed 's/$/\r/' K.csv >crlf.csv
same "CRLF" crlf.csv

{ printf '\357\273\277'; cat K.csv; } >bom.csv
same "byte-order mark" bom.csv

{ echo "a,b,c,d"; cat K.csv; } >h.csv
same "-H" h.csv -H
# the header after more comment lines than a piece holds
{ awk 'BEGIN { for (i = 0; i < 4000; i++) print "# " i " ........................." }'
  echo "a,b,c,d"; cat K.csv; } >hlate.csv
same "-H beyond the first piece" hlate.csv -H

# every field quoted, one line each
sed 's/\([^,]*\)/"\1"/g' K.csv >q.csv
same "quoted fields" q.csv

# a quoted field running over 3000 lines that look like rows, in the
# middle, where the cuts of -j 2 and -j 4 fall
{ head -n 5000 K.csv; printf '1,2,3,"4\n'; head -n 3000 K.csv; echo '"'
  tail -n +5001 K.csv; } >qlines.csv
same "a quoted field across lines" qlines.csv
expect "a quoted field across lines" "attn scores: qlines.csv:5001: field 4, '4\\x0a"

# an unterminated quote near the start: every later piece looks fine
{ head -n 100 K.csv; echo '1,2,3,"4'; tail -n +101 K.csv; } >qopen.csv
same "an unterminated quote" qopen.csv

# ragged rows: late only; early and late (the early one is reported)
awk 'NR == 10000 { sub(/,[^,]*$/, "") } { print }' K.csv >rag.csv
same "a short row late" rag.csv
expect "a short row late" "attn scores: rag.csv:10000: row has 3 fields, but the row on line 1 has 4 (ragged rows)"
awk 'NR == 10000 || NR == 20 { sub(/,[^,]*$/, "") } { print }' K.csv >rag2.csv
same "short rows early and late" rag2.csv
# the second half a column wider: each piece is even within itself
awk 'NR > 6000 { $0 = $0 ",1" } { print }' K.csv >wide.csv
same "a wider second half" wide.csv
expect "a wider second half" "attn scores: wide.csv:6001: row has 5 fields, but the row on line 1 has 4 (ragged rows)"

# bad fields: late; late and early; a value K does not take
awk 'NR == 11000 { sub(/^[^,]*/, "x") } { print }' K.csv >bad.csv
same "a bad field late" bad.csv
awk 'NR == 11000 || NR == 3 { sub(/^[^,]*/, "x") } { print }' K.csv >bad2.csv
same "bad fields early and late" bad2.csv
expect "bad fields early and late" "attn scores: bad2.csv:3: field 1, 'x', is not a number"
awk 'NR == 9000 { sub(/^[^,]*/, "nan") } { print }' K.csv >nan.csv
same "nan in K" nan.csv
awk 'NR == 9000 { sub(/,/, "\r,") } { print }' K.csv >cr.csv
same "a carriage return inside a line" cr.csv

# no newline at the end; one line too long to cut
head -c -1 K.csv >nonl.csv
same "no final newline" nonl.csv
tr '\n' ',' <K.csv | sed 's/,$//' >one.csv
echo >>one.csv
cp I I.4; cp one.csv I
same "one line too long to cut" one.csv
cp I.4 I

# blank lines make up a whole piece
{ head -n 6000 K.csv; awk 'BEGIN { for (i = 0; i < 40000; i++) print "" }'
  tail -n +6001 K.csv; } >gap.csv
same "a piece of blank lines" gap.csv

# standard input that is a regular file, after the start of it was read
for j in 1 2 8; do
	{ head -n 1 >/dev/null; "$ATTN" scores --no-scale -q "$(cat I)" -k - \
	    -j $j; } <h.csv | cksum
done >sums
if [ "$(sort -u sums | wc -l)" -eq 1 ] &&
   [ "$(head -n 1 sums)" = "$(run K.csv | cksum)" ]; then ok; else
	bad "(stdin, a regular file read from its second line) differs"; fi

# the transposed output is K itself
run K.csv -j 8 | awk -F, '{ for (i = 1; i <= NF; i++)
		c[i] = NR > 1 ? c[i] "," $i : $i }
	END { for (i = 1; i <= NF; i++) print c[i] }' >back
if "$ATTN" check K.csv back --atol 0 --rtol 0 >/dev/null; then ok; else
	bad "the rows read at -j 8 are not K's"; fi
finish
