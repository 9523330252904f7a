#!/bin/sh
# check-attend-identity.sh - attn attend writes the very bytes of
#   attn scores SCALE MASKS | attn weights TRANSFORMS BIAS POLICY | attn apply
# on random matrices of several shapes (d_k = 1, n_k = 1, 50 x 64) and
# option sets, causal and not, and again with -p 6 on the last stage only.
# The matrices come from tests/gen-matrix.awk, so every run is the same.
set -u
here=$(cd "$(dirname "$0")" && pwd)
ATTN=${ATTN:-$here/../attn}
gen="$here/gen-matrix.awk"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attn-identity.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0

# Each option set: what goes to scores | what goes to weights.  B.csv (a
# bias with -inf cells) and M.csv (a 0/1 mask) are made for every shape.
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
--scale 3 --window 1|--temperature 0.7 --softcap 5 --bias B.csv'

# n_q n_k d_k d_v
for shape in "5 4 3 2" "6 5 1 3" "4 1 2 3" "7 3 4 1" "50 64 64 64" "50 50 64 8"; do
	set -- $shape
	nq=$1 nk=$2 dk=$3 dv=$4
	seed=$((nq * 1000 + nk * 100 + dk * 10 + dv))
	awk -v rows="$nq" -v cols="$dk" -v seed="$seed" -f "$gen" >"$tmp/Q.csv"
	awk -v rows="$nk" -v cols="$dk" -v seed=$((seed + 1)) -f "$gen" >"$tmp/K.csv"
	awk -v rows="$nk" -v cols="$dv" -v seed=$((seed + 2)) -f "$gen" >"$tmp/V.csv"
	awk -v rows="$nq" -v cols="$nk" -v seed=$((seed + 3)) -v kind=mask \
	    -f "$gen" >"$tmp/M.csv"
	awk -v rows="$nq" -v cols="$nk" -v seed=$((seed + 4)) -v kind=bias \
	    -f "$gen" >"$tmp/B.csv"
	echo "$sets" | while IFS='|' read -r sopts wopts; do
		for p in "" "-p 6"; do
			(
				cd "$tmp" || exit 2
				$ATTN attend -q Q.csv -k K.csv -v V.csv $sopts $wopts \
				    $p >attend.out 2>attend.err
				echo $? >attend.rc
				$ATTN scores -q Q.csv -k K.csv $sopts |
				    $ATTN weights $wopts |
				    $ATTN apply -v V.csv $p >pipe.out 2>pipe.err
				echo $? >pipe.rc
			)
			what="${nq}x${dk} ${nk}x${dk} ${nk}x${dv} [$sopts | $wopts] $p"
			if ! cmp -s "$tmp/attend.rc" "$tmp/pipe.rc" ||
			    [ "$(cat "$tmp/attend.rc")" != 0 ] ||
			    [ ! -s "$tmp/attend.out" ] ||
			    ! cmp -s "$tmp/attend.out" "$tmp/pipe.out"; then
				echo "FAIL $what"
				cat "$tmp/attend.err" "$tmp/pipe.err" | sed 's/^/    /'
				diff "$tmp/attend.out" "$tmp/pipe.out" | head -5 | sed 's/^/    /'
				echo fail >>"$tmp/tally"
			else
				echo pass >>"$tmp/tally"
			fi
		done
	done
done
pass=$(grep -c pass "$tmp/tally")
fail=$(grep -c fail "$tmp/tally")
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
