#!/bin/sh
# check-several.sh - several results in one pass: grad --wrt q,k,v (any of
# q, k, v, scores, weights, sinks) and project --dout --wrt x,w,b, each
# result to its own -o, write the very bytes of the separate runs, on
# random shapes, heads, GQA, masks and transforms, at -j 1 and -j 3; a
# failed write of one result leaves every old file as it was.  And the
# sums over the rows (dK, dV, dW, db) are the same bytes whichever way
# they go: through the tiles (the rows in a file, read again for the
# rare cell the tiles' bound cannot decide) or the exact sums alone (the
# rows from a pipe), on data that makes the bound undecided often (ties,
# exact zeros, wide ranges, inf and nan).
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch several
cd "$tmp" || exit 2

# mat ROWS COLS SEED [KIND]: a random matrix
mat() {
	awk -v rows="$1" -v cols="$2" -v seed="$3" -v kind="${4:-num}" -f "$gen"
}

# together LABEL WORDS COMMAND: COMMAND --wrt WORDS with an -o per word
# writes what COMMAND --wrt WORD writes for each word alone.
together() {
	label=$1 words=$2 cmd=$3 outs= i=0
	for w in $(echo "$words" | tr , ' '); do
		i=$((i + 1))
		eval "$cmd --wrt $w" >one$i 2>&1 || echo "status $?" >>one$i
		outs="$outs -o got$i"
		rm -f got$i
	done
	if ! eval "$cmd --wrt $words $outs" >log 2>&1; then
		bad "($label) --wrt $words: $(cat log)"
		return
	fi
	while [ $i -gt 0 ]; do
		if ! cmp -s one$i got$i; then
			bad "($label) --wrt $words: result $i differs from its own run"
			return
		fi
		i=$((i - 1))
	done
	ok
}

# nq nk dk dv H G: shapes with heads, GQA, a row, more rows than a batch
for shape in "1 3 2 2 1 1" "7 5 3 2 2 2" "40 17 4 3 4 2" "300 33 8 5 4 1"; do
	set -- $shape
	nq=$1 nk=$2 dk=$3 dv=$4 h=$5 g=$6
	seed=$((nq * 11 + nk))
	mat "$nq" $((h * dk)) "$seed" >Q.csv
	mat "$nk" $((g * dk)) $((seed + 1)) >K.csv
	mat "$nk" $((g * dv)) $((seed + 2)) >V.csv
	mat "$nq" $((h * dv)) $((seed + 3)) >D.csv
	mat "$nq" "$nk" $((seed + 4)) mask >M.csv
	awk -v n="$h" 'BEGIN { for (i = 0; i < n; i++) printf "%s%.3f",
	    i ? "," : "", i / 3 - 0.5; print "" }' >S.csv
	base="grad -q Q.csv -k K.csv -v V.csv --dout D.csv --heads $h --kv-heads $g"
	for opts in "" "--causal" "--window 3,1 --softcap 4" "--mask M.csv" \
	    "--no-scale --sinks S.csv"; do
		# -j 1 and -j 3, the results in either order
		together "$shape $opts -j 1" q,k,v "\"\$ATTN\" $base $opts -j 1"
		together "$shape $opts -j 3" v,weights,k,scores,q \
		    "\"\$ATTN\" $base $opts -j 3"
	done
	together "$shape sinks" sinks,v,q "\"\$ATTN\" $base --sinks S.csv -j 3"
done

# project: X, dY and W, plain and transposed, with a bias
for shape in "1 3 2" "9 4 5" "300 17 24"; do
	set -- $shape
	n=$1 din=$2 dout=$3
	seed=$((n * 13 + din))
	mat "$n" "$din" "$seed" >X.csv
	mat "$n" "$dout" $((seed + 1)) >Y.csv
	mat "$din" "$dout" $((seed + 2)) >W.csv
	mat "$dout" "$din" $((seed + 3)) >Wt.csv
	mat 1 "$dout" $((seed + 4)) >B.csv
	for j in 1 3; do
		words=x,w,b
		[ $j = 3 ] && words=b,x,w
		together "project $shape -j $j" $words \
		    "\"\$ATTN\" project -w W.csv -b B.csv --dout Y.csv -j $j X.csv"
		together "project --transposed $shape -j $j" $words \
		    "\"\$ATTN\" project --transposed -w Wt.csv --dout Y.csv -j $j X.csv"
	done
done

# A result that cannot be written: no file changes, the others' old
# contents included.
mat 5 3 1 >X.csv; mat 5 2 2 >Y.csv; mat 3 2 3 >W.csv
echo old1 >f1; echo old3 >f3
if "$ATTN" project -w W.csv --dout Y.csv --wrt x,w,b -o f1 -o /dev/full \
    -o f3 X.csv 2>/dev/null; then
	bad "a result to /dev/full: status 0"
elif [ "$(cat f1)" = old1 ] && [ "$(cat f3)" = old3 ] &&
    [ -z "$(ls -A | grep '^\.f[13]\.')" ]; then
	ok
else
	bad "a result to /dev/full changed the others or left a temporary"
fi
if "$ATTN" project -w W.csv --dout Y.csv --wrt x,w -o f1 -o nodir/f2 X.csv \
    2>/dev/null; then
	bad "a result to a missing directory: status 0"
elif [ "$(cat f1)" = old1 ]; then
	ok
else
	bad "a result to a missing directory changed another's file"
fi

# The tiled sums (the rows from stdin redirected from a file, which can be
# read again) and the exact ones (from a pipe): the same bytes.
for kind in num ties wide extreme special; do
	for shape in "6 4 3" "70 9 8" "300 16 5"; do
		set -- $shape
		n=$1 a=$2 b=$3
		seed=$((n + a * 3))
		mat "$n" "$a" "$seed" "$kind" >X.csv
		mat "$n" "$b" $((seed + 1)) "$kind" >Y.csv
		# rows that cancel: the sums 0, or nearly
		cat X.csv X.csv >XX.csv
		sed 's/^/-/; s/,/,-/g; s/--//g' Y.csv | cat Y.csv - >YY.csv
		mat "$a" "$b" $((seed + 2)) >W.csv
		for x in X XX; do
			y=Y
			[ $x = XX ] && y=YY
			for w in w b; do
				for j in 1 3; do
					[ $w$j = w1 ] || [ $w$j = b3 ] || continue
					c="project -w W.csv --dout $y.csv --wrt $w -j $j"
					"$ATTN" $c <$x.csv >tiled 2>&1
					echo $? >>tiled
					cat $x.csv | "$ATTN" $c >exact 2>&1
					echo $? >>exact
					if cmp -s tiled exact; then
						ok
					else
						bad "($kind $shape $x) $c: tiled and exact sums differ"
					fi
				done
			done
		done
		mat "$n" 8 $((seed + 3)) "$kind" >Q.csv
		mat "$a" 4 $((seed + 4)) "$kind" >K.csv
		mat "$a" 6 $((seed + 5)) "$kind" >V.csv
		mat "$n" 12 $((seed + 6)) "$kind" >D.csv
		for w in k v; do
			for opts in "--heads 2" "--heads 2 --kv-heads 1 --causal"; do
				c="grad --wrt $w -k K.csv -v V.csv --dout D.csv $opts -j 3"
				"$ATTN" $c <Q.csv >tiled 2>&1
				echo $? >>tiled
				cat Q.csv | "$ATTN" $c >exact 2>&1
				echo $? >>exact
				if cmp -s tiled exact; then
					ok
				else
					bad "($kind $shape) $c: tiled and exact sums differ"
				fi
			done
		done
	done
done
finish
