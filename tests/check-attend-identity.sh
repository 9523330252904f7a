#!/bin/sh
# check-attend-identity.sh - attn attend writes the very bytes of
#   attn scores SCALE MASKS | attn weights TRANSFORMS BIAS POLICY | attn apply
# (with --sinks on weights, and --lse on weights and apply, which passes
# the LSEs through: attn-apply(1); and with --dtype and --accumulate on
# each stage, a kernel's math recipe, whose three parts they are, --lse
# too)
# on random matrices of several shapes (d_k = 1, n_k = 1, 50 x 64) and
# option sets, causal and not, and again with -p 6 on the last stage only
# (on the first shape without heads and with grouped-query heads);
# and with heads: attend --heads H --kv-heads G against
#   scores --heads H --kv-heads G | weights --heads H | apply --heads H --kv-heads G
# for (H, G) = (2, 2), (4, 2), (4, 1), over the same option sets (those
# with --segments where every row's position is a key's, n_q <= n_k).
# The matrices come from tests/lib/matrix.awk, so every run is the same.
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch identity

# Each option set: what goes to scores | what goes to weights [| what goes
# to apply]; attend takes the first two.  B.csv (a bias with -inf cells),
# M.csv (a 0/1 mask) and S.csv (a sink per head) are made for every
# shape, and L.csv (an ALiBi slope per head, some negative), G.csv
# (segments: the keys in runs of three) and P.csv (the same, every fourth
# key padding), I.csv (image ids: three keys of an image, two of text).
# --alibi and --bias give the same bytes on scores as on
# weights when there is no transform: one exact sum either way; ALiBi on
# weights needs the rows' --offset there too.
sets='|
--causal|
--causal --offset 3|
--window 2|
--window 1,0 --offset -1|
--no-scale|
--scale -0.5|
--scale 0|
|--temperature 0.7
|--softcap 5
--mask M.csv|
|--bias B.csv
--causal --offset -2|--masked-rows uniform
--causal --offset -2|--masked-rows nan
--causal --offset -1 --mask M.csv|--bias B.csv --masked-rows uniform
--scale 3 --window 1|--temperature 0.7 --softcap 5 --bias B.csv
|--alibi
--alibi|
--alibi --bias B.csv --causal|
--causal --offset 1|--offset 1 --alibi-slopes L.csv --temperature 0.7 --softcap 5 --bias B.csv
--segments G.csv|
--segments G.csv --causal|--alibi --masked-rows uniform
--segments P.csv --window 1|--alibi-slopes L.csv --bias B.csv --masked-rows nan
|--sinks S.csv
|--lse|--lse
--causal --offset -2|--sinks S.csv --lse --masked-rows nan|--lse
--window 1 --mask M.csv|--temperature 0.7 --bias B.csv --sinks S.csv --lse|--lse
--segments G.csv --causal|--alibi --sinks S.csv --lse|--lse
--segments P.csv|--sinks S.csv --lse --masked-rows nan|--lse
--segments P.csv --causal|--alibi-slopes L.csv --bias B.csv --sinks S.csv
--prefix 1|
--causal --chunk 2 --offset 1|--temperature 0.7
--bidirectional I.csv|--masked-rows uniform
--causal=lower-right --chunk 3|
--prefix 1 --bidirectional I.csv --window 2|--bias B.csv --sinks S.csv
--dtype bf16|--dtype bf16|--dtype bf16
--dtype f16 --accumulate f64 --causal --offset -1|--dtype f16 --accumulate f64 --masked-rows uniform|--dtype f16 --accumulate f64
--dtype e4m3 --accumulate bf16 --window 1 --mask M.csv|--dtype e4m3 --accumulate bf16 --temperature 0.7 --softcap 5 --bias B.csv --sinks S.csv|--dtype e4m3 --accumulate bf16
--dtype e5m2 --segments G.csv --causal|--dtype e5m2 --alibi --masked-rows nan|--dtype e5m2
--dtype f32 --recipe math --scale -0.5|--dtype f32 --recipe math --alibi-slopes L.csv|--dtype f32 --recipe math
--dtype bf16 --causal --offset -2|--dtype bf16 --sinks S.csv --lse --masked-rows nan|--dtype bf16 --lse
--dtype f16 --accumulate f64 --window 1|--dtype f16 --accumulate f64 --lse|--dtype f16 --accumulate f64 --lse'

# shape N_Q N_K D_K D_V H G: every option set on one shape, with H query
# heads and G key/value heads (Q is H*D_K wide, K G*D_K, V G*D_V).  The
# mask and bias are a block per head (H*N_K wide) when H > 1 and G < H,
# shared (N_K wide) otherwise, so that both kinds are crossed with heads.
shape() {
	nq=$1 nk=$2 dk=$3 dv=$4 h=$5 g=$6 first=${7:-0}
	heads=
	[ "$h" -gt 1 ] && heads="--heads $h --kv-heads $g"
	mw=$nk
	[ "$h" -gt 1 ] && [ "$g" -lt "$h" ] && mw=$((h * nk))
	seed=$((nq * 1000 + nk * 100 + dk * 10 + dv + h * 7 + g))
	awk -v rows="$nq" -v cols=$((h * dk)) -v seed="$seed" -f "$gen" >"$tmp/Q.csv"
	awk -v rows="$nk" -v cols=$((g * dk)) -v seed=$((seed + 1)) -f "$gen" >"$tmp/K.csv"
	awk -v rows="$nk" -v cols=$((g * dv)) -v seed=$((seed + 2)) -f "$gen" >"$tmp/V.csv"
	awk -v rows="$nq" -v cols="$mw" -v seed=$((seed + 3)) -v kind=mask \
	    -f "$gen" >"$tmp/M.csv"
	awk -v rows="$nq" -v cols="$mw" -v seed=$((seed + 4)) -v kind=bias \
	    -f "$gen" >"$tmp/B.csv"
	awk -v rows="$h" -v cols=1 -v seed=$((seed + 5)) -f "$gen" >"$tmp/L.csv"
	awk -v rows=1 -v cols="$h" -v seed=$((seed + 6)) -f "$gen" >"$tmp/S.csv"
	# the rows' positions i + offset must be keys': as many keys as rows
	# and more, the option sets' offsets kept within them
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++) print int(j / 3) }' \
	    >"$tmp/G.csv"
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++)
		print j % 4 == 3 ? -1 : int(j / 3) }' >"$tmp/P.csv"
	# images of three keys, two keys of text between them
	awk -v n="$nk" 'BEGIN { for (j = 0; j < n; j++)
		print j % 5 < 3 ? 1 + int(j / 5) : 0 }' >"$tmp/I.csv"
	wheads=
	[ "$h" -gt 1 ] && wheads="--heads $h"
	while IFS='|' read -r sopts wopts aopts; do
		case "$sopts" in
		*--segments*) [ "$nq" -le "$nk" ] || continue ;;
		esac
		for p in "" "-p 6"; do
			[ -n "$p" ] && [ "$first" != 1 ] && continue
			$ATTN attend -q Q.csv -k K.csv -v V.csv $heads \
			    $sopts $wopts $p >attend.out 2>attend.err
			rc=$?
			$ATTN scores -q Q.csv -k K.csv $heads $sopts |
			    $ATTN weights $wheads $wopts |
			    $ATTN apply -v V.csv $heads $aopts $p >pipe.out \
			    2>pipe.err
			if [ $? != $rc ] || [ $rc != 0 ] || [ ! -s attend.out ] ||
			    ! cmp -s attend.out pipe.out; then
				bad "${nq}x${dk} ${nk}x${dk} ${nk}x${dv} H=$h G=$g [$sopts | $wopts | $aopts] $p"
				cat attend.err pipe.err | sed 's/^/    /'
				diff attend.out pipe.out | head -5 | sed 's/^/    /'
			else
				ok
			fi
		done
	done <<EOF
$sets
EOF
}

# n_q n_k d_k d_v (d_k and d_v per head); -p 6 on the shapes with a 1
# after H and G
cd "$tmp" || exit 2
# Under the sanitizers' sample (CHECK_SAMPLE=1), where each run of attn
# costs ten times as much and the whole set minutes: the edges alone
# (d_k = 1, n_k = 1, the widest rows) and, with heads, grouped-query alone
# (its 4 heads on 2 run the paths of the other two).
sample=0
[ "${CHECK_SAMPLE:-0}" = 1 ] && sample=1
shapes='"6 5 1 3" "4 1 2 3" "7 3 4 1" "6 9 2 3" "50 64 64 64" "50 50 64 8"'
[ $sample = 1 ] && shapes='"6 5 1 3" "4 1 2 3" "50 64 64 64"'
shape 5 4 3 2 1 1 1
eval "set -- $shapes"
for s in "$@"; do
	shape $s 1 1
done
# with heads: multi-head, grouped-query and multi-query, grouped-query on
# every shape, the other two on all but d_k = 1 and n_q > n_k (the shapes
# without heads take those; the loop's words are taken once: the inner
# set -- does not change them)
hgs='"2 2" "4 2" "4 1"'
all='"6 5 1 3" "4 1 2 3" "7 3 4 1" "6 9 2 3" "40 32 16 8"'
some='"4 1 2 3" "6 9 2 3" "40 32 16 8"'
[ $sample = 1 ] && hgs='"4 2"' all='"4 1 2 3" "40 32 16 8"'
eval "set -- $hgs"
for hg in "$@"; do
	# -p 6 with grouped-query heads alone: it is the last stage's
	# printing, which the heads' paths reach alike
	p6=0
	[ "$hg" = "4 2" ] && p6=1
	shape 5 4 3 2 $hg $p6
	shapes=$some
	[ "$hg" = "4 2" ] && shapes=$all
	eval "set -- $shapes"
	for s in "$@"; do
		shape $s $hg
	done
done
finish
