#!/bin/sh
# check-show-work.sh - the working shows the numbers the stage wrote: for
# random rows of scores, weights, attend, grad, rope (scaled and with
# --positions too), norm and merge (d = 3 and
# longer, heads, masks, bias, transforms, sinks, LSEs, -p), every number
# of a row's stdout appears, in the same digits, as a number in that
# row's working on stderr; with --alibi and --segments too, and under
# --dtype, both recipes.
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch work
cd "$tmp" || exit 2

# shown OUT ERR: each field of row i of OUT is a token of block i of ERR
# (a block starts at "row i ("); a comment line of OUT is no row.
shown() {
	awk -F, -v out="$1" '
	/^row [0-9]+ \(/ { r = $0; sub(/^row /, "", r); sub(/ .*/, "", r) }
	{ n = split($0, t, /[] ,=()*\/+[]+/)
	  for (k = 1; k <= n; k++) if (t[k] != "") seen[r, t[k]] = 1 }
	END {
		bad = 0; i = 0
		while ((getline line < out) > 0) {
			# the LSEs note (--lse), no row of its own
			if (line ~ /^#/)
				continue
			nf = split(line, f, ",")
			for (k = 1; k <= nf; k++)
				if (!((i, f[k]) in seen)) {
					printf "row %d: %s not in its working\n", i, f[k]
					bad = 1
				}
			i++
		}
		exit bad
	}' "$2"
}

check() {	# check COMMAND...: run it with --show-work
	"$@" --show-work >out 2>err
	if [ $? -eq 0 ] && [ -s out ] && shown out err >why; then
		ok
	else
		bad "$*"
		head -n 3 why
	fi
}

for shape in "40 5 3 2" "30 9 12 3" "20 4 2 1"; do
	set -- $shape
	nq=$1 nk=$2 dk=$3 dv=$4
	seed=$((nq * 31 + nk * 7 + dk))
	awk -v rows="$nq" -v cols="$dk" -v seed="$seed" -f "$gen" >Q.csv
	awk -v rows="$nk" -v cols="$dk" -v seed=$((seed + 1)) -f "$gen" >K.csv
	awk -v rows="$nk" -v cols="$dv" -v seed=$((seed + 2)) -f "$gen" >V.csv
	awk -v rows="$nq" -v cols="$nk" -v seed=$((seed + 3)) -v kind=bias \
	    -f "$gen" >B.csv
	awk -v rows="$nq" -v cols=$((2 * dk)) -v seed=$((seed + 4)) -f "$gen" >Q2.csv
	awk -v n="$nq" 'BEGIN { for (i = 0; i < n; i++) print (i * 53) % 700 }' >Pos2.csv
	awk -v rows="$nk" -v cols=$((2 * dk)) -v seed=$((seed + 5)) -f "$gen" >K2.csv
	awk -v rows="$nq" -v cols="$dv" -v seed=$((seed + 6)) -f "$gen" >D.csv
	awk -v rows="$nq" -v cols=$((2 * dv)) -v seed=$((seed + 7)) -f "$gen" >D2.csv
	"$ATTN" scores -q Q.csv -k K.csv >S.csv
	# merge's parts: the keys split after the first two
	head -n 2 K.csv >Ka.csv; head -n 2 V.csv >Va.csv
	tail -n +3 K.csv >Kb.csv; tail -n +3 V.csv >Vb.csv
	"$ATTN" attend --lse -q Q2.csv -k Ka.csv -v Va.csv --heads 2 \
	    --kv-heads 1 --causal >P1.csv
	"$ATTN" attend --lse -q Q2.csv -k Kb.csv -v Vb.csv --heads 2 \
	    --kv-heads 1 --causal --offset -2 >P2.csv
	# segments for the first n_k rows: runs of two keys, key 3 padding
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++)
		print j == 3 ? -1 : int(j / 2) }' >G.csv
	head -n "$nk" Q.csv >Qk.csv
	head -n "$nk" D.csv >Dk.csv
	for p in "" "-p 6" "--fixed 4"; do
		check "$ATTN" scores -q Q.csv -k K.csv $p
		check "$ATTN" scores -q Q.csv -k K.csv --scale 0.3 --bias B.csv $p
		check "$ATTN" scores -q Q2.csv -k K2.csv --heads 2 --causal $p
		check "$ATTN" weights S.csv $p
		check "$ATTN" weights --causal --temperature 0.7 --softcap 2 --bias B.csv S.csv $p
		check "$ATTN" attend -q Q.csv -k K.csv -v V.csv $p
		check "$ATTN" attend -q Q.csv -k K.csv -v V.csv --window 1 --bias B.csv --masked-rows uniform $p
		check "$ATTN" attend -q Q2.csv -k K.csv -v V.csv --heads 2 --kv-heads 1 $p
		check "$ATTN" grad --wrt q -q Q.csv -k K.csv -v V.csv --dout D.csv --causal $p
		check "$ATTN" grad --wrt scores -q Q.csv -k K.csv -v V.csv --dout D.csv --softcap 2 --temperature 0.7 --bias B.csv $p
		check "$ATTN" grad --wrt weights -q Q2.csv -k K.csv -v V.csv --dout D2.csv --heads 2 --kv-heads 1 $p
		check "$ATTN" weights --causal --sinks '[0.5]' --lse S.csv $p
		check "$ATTN" attend -q Q2.csv -k K.csv -v V.csv --heads 2 --kv-heads 1 --sinks '[1,-2]' --lse --window 1 $p
		check "$ATTN" grad --wrt scores -q Q.csv -k K.csv -v V.csv --dout D.csv --sinks '[0.25]' --bias B.csv $p
		check "$ATTN" merge P1.csv P2.csv --heads 2 --lse $p
		check "$ATTN" merge P1.csv P2.csv P1.csv --heads 2 --sinks '[0.5,-0.5]' $p
		check "$ATTN" rope --offset 3 Q2.csv $p
		check "$ATTN" rope --heads 2 --rotary-dim 2 --interleaved --inverse --base 500 Q2.csv $p
		check "$ATTN" rope --rotary-dim 4 --offset 100000 Q2.csv $p
		check "$ATTN" rope --head-dim 2 --scaling yarn --factor 32 --original-max 64 --offset 70 Q2.csv $p
		check "$ATTN" rope --scaling llama3 --factor 8 --original-max 64 --positions Pos2.csv Q2.csv $p
		check "$ATTN" norm Q.csv $p
		check "$ATTN" norm --heads 2 --l2 --eps 0 Q2.csv $p
		check "$ATTN" norm --head-dim 1 -w '[0.5]' --plus-one K2.csv $p
		check "$ATTN" scores -q Q.csv -k K.csv --alibi --bias B.csv --offset 2 $p
		check "$ATTN" scores -q Q2.csv -k K2.csv --heads 2 --alibi-slopes '[0.5,-3]' $p
		check "$ATTN" weights --alibi --softcap 2 --bias B.csv --causal S.csv $p
		check "$ATTN" attend -q Qk.csv -k K.csv -v V.csv --segments G.csv --causal --alibi --masked-rows uniform $p
		check "$ATTN" grad --wrt q -q Qk.csv -k K.csv -v V.csv --dout Dk.csv --segments G.csv --alibi $p
		check "$ATTN" attend -q Qk.csv -k K.csv -v V.csv --segments G.csv --causal --alibi --sinks '[0.5]' --lse $p
		check "$ATTN" weights --alibi --sinks '[-1]' --lse --causal S.csv $p
		check "$ATTN" grad --wrt q -q Qk.csv -k K.csv -v V.csv --dout Dk.csv --segments G.csv --alibi --sinks '[0.25]' $p
		check "$ATTN" scores -q Q.csv -k K.csv --dtype bf16 --bias B.csv $p
		check "$ATTN" weights --dtype e4m3 --causal --temperature 0.7 --softcap 2 --bias B.csv S.csv $p
		check "$ATTN" attend -q Q.csv -k K.csv -v V.csv --dtype f16 --accumulate f64 --window 1 --masked-rows uniform $p
		check "$ATTN" attend -q Q2.csv -k K.csv -v V.csv --dtype bf16 --heads 2 --kv-heads 1 --sinks '[1,-2]' $p
		check "$ATTN" attend -q Q2.csv -k K.csv -v V.csv --dtype e5m2 --recipe flash --block 2 --heads 2 --kv-heads 1 --causal --alibi $p
		check "$ATTN" attend -q Qk.csv -k K.csv -v V.csv --dtype bf16 --recipe flash --block 3 --segments G.csv --causal --sinks '[0.5]' $p
	done
done
finish
