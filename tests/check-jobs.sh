#!/bin/sh
# check-jobs.sh - -j changes no byte: every threaded stage writes the same
# stdout, stderr and status at -j 1, 2, 7 and the default, on shapes that
# do not divide evenly among the threads, with masks, heads, sinks and
# LSEs, merge over parts of the keys, norm and the backward passes of
# norm and project (their dW and db summed on every thread) included; and
# an error in a row is
# reported after the rows before it, as with one thread.
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch jobs
cd "$tmp" || exit 2

# same LABEL COMMAND: COMMAND's stdout, stderr and status at -j 2, 7 and
# the default are those at -j 1 (one check each); under the sanitizers'
# sample (CHECK_SAMPLE=1), at -j 7 alone, the most pieces.
# The default is one thread per CPU: where that is 2 or 7, it is run
# already.
js="1 2 7 default"
case $(getconf _NPROCESSORS_ONLN 2>/dev/null) in 2|7) js="1 2 7" ;; esac
[ "${CHECK_SAMPLE:-0}" = 1 ] && js="1 7"
same() {
	label=$1
	for j in $js; do
		opt="-j $j"
		[ $j = default ] && opt=
		eval "$2 $opt" >out.$j 2>err.$j
		echo $? >>err.$j
		[ $j = 1 ] && continue
		if cmp -s out.1 out.$j && cmp -s err.1 err.$j; then ok
		else bad "($label) -j $j: $2"; fi
	done
}

# n_q n_k d_k d_v: 1 row, fewer rows than threads, many odd ones
for shape in "1 3 2 2" "5 4 3 2" "203 17 8 5" "1001 33 4 3"; do
	set -- $shape
	nq=$1 nk=$2 dk=$3 dv=$4
	seed=$((nq * 7 + nk))
	awk -v rows="$nq" -v cols=$((4 * dk)) -v seed="$seed" -f "$gen" >Q.csv
	awk -v rows="$nk" -v cols=$((2 * dk)) -v seed=$((seed + 1)) -f "$gen" >K.csv
	awk -v rows="$nk" -v cols=$((2 * dv)) -v seed=$((seed + 2)) -f "$gen" >V.csv
	awk -v rows="$nq" -v cols="$nk" -v seed=$((seed + 3)) -v kind=mask \
	    -f "$gen" >M.csv
	awk -v rows="$nq" -v cols=$((4 * nk)) -v seed=$((seed + 4)) -v kind=bias \
	    -f "$gen" >B.csv
	awk -v rows="$nq" -v cols=$((4 * dv)) -v seed=$((seed + 5)) -f "$gen" >D.csv
	# segments in runs of five keys, every seventh key padding, for rows
	# at positions 0 .. n_k - 1 (the first n_k rows of Q)
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++)
		print j % 7 == 6 ? -1 : int(j / 5) }' >G.csv
	head -n "$nk" Q.csv >Qk.csv
	awk -v n="$nq" 'BEGIN { for (i = 0; i < n; i++) print (i * 37) % 1000 }' >Pos.csv
	"$ATTN" scores -q Q.csv -k K.csv --heads 4 --kv-heads 2 >S.csv
	"$ATTN" weights --heads 4 S.csv >A.csv
	head -n 1 A.csv | cut -d, -f1-"$nk" >b.csv
	# parts for merge: attend --lse over the first key and over the rest,
	# the second with rows it masks (its O nan); and under uniform, with a
	# row that every part masks
	head -n 1 K.csv >K1.csv; head -n 1 V.csv >V1.csv
	tail -n +2 K.csv >K2.csv; tail -n +2 V.csv >V2.csv
	"$ATTN" attend --lse -q Q.csv -k K1.csv -v V1.csv --heads 4 \
	    --kv-heads 2 --causal --masked-rows nan >P1.csv
	"$ATTN" attend --lse -q Q.csv -k K1.csv -v V1.csv --heads 4 \
	    --kv-heads 2 --causal --offset -2 --masked-rows uniform >U1.csv
	"$ATTN" attend --lse -q Q.csv -k K2.csv -v V2.csv --heads 4 \
	    --kv-heads 2 --causal --offset -3 --masked-rows uniform >U2.csv
	if [ "$nk" -gt 1 ]; then
		"$ATTN" attend --lse -q Q.csv -k K2.csv -v V2.csv --heads 4 \
		    --kv-heads 2 --causal --offset -1 --masked-rows nan >P2.csv
	else
		cp P1.csv P2.csv
	fi
	# and with ALiBi, the sinks added at the merge
	"$ATTN" attend --lse -q Q.csv -k K1.csv -v V1.csv --heads 4 \
	    --kv-heads 2 --causal --alibi >A1.csv
	if [ "$nk" -gt 1 ]; then
		"$ATTN" attend --lse -q Q.csv -k K2.csv -v V2.csv --heads 4 \
		    --kv-heads 2 --causal --alibi --offset -1 >A2.csv
	else
		cp A1.csv A2.csv
	fi
	head -n "$nk" D.csv >Dk.csv
	"$ATTN" rope --heads 2 --rotary-dim 2 --segments G.csv K.csv >Kr.csv
	awk -v n="$nq" 'BEGIN { for (i = 0; i < n; i++) print int(i / 7) % 3 }' >seg.csv
	# image ids: runs of four keys, text (0) between images 1 and 2
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++) print int(j / 4) % 3 }' >I.csv
	# norm's X is Q, its dY G2; project's X is Xp, W is K, dY E
	awk -v rows="$nq" -v cols=$((4 * dk)) -v seed=$((seed + 6)) -f "$gen" >G2.csv
	awk -v rows=1 -v cols=$((2 * dk)) -v seed=$((seed + 7)) -f "$gen" >Wn.csv
	awk -v rows="$nq" -v cols="$nk" -v seed=$((seed + 8)) -f "$gen" >E.csv
	cut -d, -f1-$((2 * dk)) Q.csv >Xp.csv
	# tests/lib/jobs-commands: the commands, one a line
	while IFS='|' read -r what; do
		case $what in ''|'#'*) continue ;; esac
		same "$shape" "$what"
	done <"$here/lib/jobs-commands"
done

# Errors come in their turn: a bad row 60 of 100 (ragged, in X or in dY),
# an overflow in row 40 (of a dot product, or of the ALiBi term), a row 40
# without a norm, a mask that ends early, row 70 sitting past the last
# segment, and under --dtype a number past the format's range in row 40
# (of Q, of the bias), a ragged row 60, a nan score in row 50; the rows
# before each are written first.
awk -v rows=100 -v cols=4 -v seed=9 -f "$gen" >Q.csv
awk 'NR == 60 { print "1,2"; next } { print }' Q.csv >ragged.csv
awk 'NR == 40 { print "1e300,1e300,1e300,1e300"; next } { print }' Q.csv >big.csv
awk -v rows=70 -v cols=100 -v seed=9 -v kind=mask -f "$gen" >short.csv
awk -v rows=100 -v cols=3 -v seed=11 -f "$gen" >P.csv
awk 'NR == 50 { print "1,nan,0.5"; next } { print }' P.csv >Pnan.csv
head -n 70 P.csv >Pshort.csv
awk 'BEGIN { for (i = 0; i < 50; i++) print int(i / 9) }' >seg50.csv
awk 'BEGIN { for (j = 0; j < 100; j++) print 0 }' >seg.csv
awk 'BEGIN { for (i = 0; i < 100; i++) print i == 59 ? -1 : 3 * i }' >posbad.csv
awk 'NR == 40 { print "0,0,0,0"; next } { print }' Q.csv >zero.csv
head -n 4 Q.csv >W4.csv
echo 1e306 >1e306.csv
echo 0 >0.csv
awk 'BEGIN { for (i = 0; i < 100; i++) { s = ""
	for (j = 0; j < 100; j++) s = s (j ? "," : "") (i == 39 && j == 99 ? "-1.7e308" : 0)
	print s } }' >far.csv
for what in "scores -q ragged.csv -k Q.csv" "scores -q big.csv -k big.csv --no-scale" \
	    "attend -q Q.csv -k Q.csv -v Q.csv --mask short.csv" \
	    "weights --causal --show-work ragged.csv" \
	    "merge P.csv Pnan.csv" "merge P.csv Pshort.csv" \
	    "rope --offset 9 --segments seg50.csv Q.csv" \
	    "rope --positions posbad.csv --scaling yarn --factor 4 --original-max 16 Q.csv" \
	    "attend -q Q.csv -k Q.csv -v Q.csv --segments seg.csv --offset 30" \
	    "attend -q Q.csv -k Q.csv -v Q.csv --segments seg.csv --offset 30 --sinks 0.csv --lse" \
	    "scores -q Q.csv -k Q.csv --bias far.csv --alibi-slopes 1e306.csv" \
	    "attend -q big.csv -k Q.csv -v Q.csv --dtype bf16 --recipe flash" \
	    "attend -q Q.csv -k Q.csv -v Q.csv --dtype f16 --bias far.csv" \
	    "attend -q ragged.csv -k Q.csv -v Q.csv --dtype e4m3" \
	    "weights --dtype bf16 --softcap 2 Pnan.csv" \
	    "norm --eps 0 zero.csv" "norm --dout ragged.csv Q.csv" \
	    "project --dout ragged.csv -w W4.csv Q.csv"; do
	same error "\"$ATTN\" $what"
	# with -j 1: rows, then status 1
	if [ "$(tail -n 1 err.1)" = 1 ] && [ -s out.1 ]; then ok
	else bad "$what: no rows before the error, or not status 1"; fi
done
finish
