#!/bin/sh
# check-parallel.sh - the README's GNU parallel recipes give the same bytes
# as one process: --pipe -N with --offset per chunk for a causal mask, and
# --pipepart for stages that do not depend on the row's position; and the
# recipe for keys split into parts (attn-merge(1)), here on this machine:
# attend --lse on each part of K and V in parallel, --offset less the
# part's first key, then merge, gives the bytes of the same parts done one
# after another, and is within 4 ulps of the largest |V| of attend over
# all of K.
. "$(dirname "$0")/lib/check.sh"
need parallel /usr/bin/parallel
scratch par

awk -v rows=250 -v cols=260 -v seed=7 -f "$here/lib/matrix.awk" >"$tmp/S"
same() {	# same LABEL: compare $tmp/one with $tmp/many
	if cmp -s "$tmp/one" "$tmp/many"; then ok "$1"; else bad "$1"; fi
}

$ATTN weights --causal --offset 10 "$tmp/S" >"$tmp/one"
parallel --will-cite --pipe -N 100 --keep-order \
	'$ATTN weights --causal --offset $(( ({#}-1)*100 + 10 ))' \
	<"$tmp/S" >"$tmp/many"
same "weights --causal, --pipe -N 100 with --offset per chunk"

$ATTN rank "$tmp/S" >"$tmp/one"
parallel --will-cite --pipepart -a "$tmp/S" --block 20k --keep-order \
	'$ATTN rank' >"$tmp/many"
same "rank, --pipepart"

# keys in parts of 100: 350 keys, so that the last part is short
cd "$tmp" || exit 2
awk -v rows=40 -v cols=8 -v seed=3 -f "$here/lib/matrix.awk" >Q.csv
awk -v rows=350 -v cols=8 -v seed=4 -f "$here/lib/matrix.awk" >K.csv
awk -v rows=350 -v cols=4 -v seed=5 -f "$here/lib/matrix.awk" >V.csv
# named K_00, K_01, ... as README.md names them: K_* is the parts alone
split -l 100 -d K.csv K_
split -l 100 -d V.csv V_
parallel --will-cite \
	'$ATTN attend --lse --causal --offset $(( 300 - ({#}-1)*100 )) -q Q.csv -k K_{} -v V_{} -o O_{}' \
	::: $(ls K_* | cut -d_ -f2)
$ATTN merge O_* >many
k=0
for p in $(ls K_* | cut -d_ -f2); do
	$ATTN attend --lse --causal --offset $((300 - k)) -q Q.csv -k K_$p \
	    -v V_$p -o one.$p
	k=$((k + 100))
done
[ "$(ls O_* | wc -l)" -eq 4 ] || bad "four parts, not $(ls O_* | tr '\n' ' ')"
$ATTN merge one.* >one
same "attend --lse over parts of K and V in parallel, then merge"
$ATTN attend --causal --offset 300 -q Q.csv -k K.csv -v V.csv >whole
# 4 ulps of the largest |V|: 2^(e - 52) for max |V| in [2^e, 2^(e+1))
tol=$(awk -F, '{ for (i = 1; i <= NF; i++) { v = $i < 0 ? -$i : $i
	if (v > m) m = v } }
	END { e = int(log(m) / log(2)); if (2 ^ e > m) e--
	printf "%.17g\n", 4 * 2 ^ (e - 52) }' V.csv)
if $ATTN check whole many --atol "$tol" --rtol 0 >report; then
	ok "merged parts within 4 ulps of max |V| of attend over all of K"
else
	bad "merged parts against attend over all of K: $(tail -n 1 report)"
fi
finish
