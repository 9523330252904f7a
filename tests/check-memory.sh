#!/bin/sh
# check-memory.sh - streaming stages keep memory flat: the peak RSS of
# weights (and weights --alibi, whose distances grow with the row) and
# rope and cast on 1,000 vs 100,000 rows, of scores, project and attend
# --dtype (both recipes) on 2,000 vs 40,000 rows, of grad --wrt q, k and
# sinks on 2,000 vs 40,000 rows of Q and dO, of norm and its backward
# (--wrt x and w) and of project's (--wrt x, w and b) on 2,000 vs 40,000
# rows of X and dY, and of merge on three parts
# of 2,000 vs 40,000 rows, may grow by less than 1 MiB.
. "$(dirname "$0")/lib/check.sh"
need time /usr/bin/time
scratch mem

# rows N COLS SEED: N rows of COLS pseudo-random numbers (tests/lib/matrix.awk)
rows() {
	awk -v rows="$1" -v cols="$2" -v seed="$3" -f "$here/lib/matrix.awk"
}
# peak KiB of a command reading FILE on stdin
peak() {
	file=$1; shift
	/usr/bin/time -f %M -o "$tmp/rss" "$@" <"$file" >/dev/null || return 1
	cat "$tmp/rss"
}

rows 1000 16 1 >"$tmp/s1k"
rows 100000 16 1 >"$tmp/s100k"
rows 16 8 2 >"$tmp/K"
rows 2000 8 3 >"$tmp/q2k"
rows 40000 8 3 >"$tmp/q40k"
rows 16 8 4 >"$tmp/V"
rows 2000 8 5 >"$tmp/d2k"
rows 40000 8 5 >"$tmp/d40k"

compare() {	# compare LABEL SMALL LARGE
	grow=$(( $3 - $2 ))
	what="$1: peak RSS $2 KiB -> $3 KiB (grows $grow KiB; limit 1024)"
	if [ "$grow" -lt 1024 ]; then ok "$what"; else bad "$what"; fi
}
a=$(peak "$tmp/s1k" $ATTN weights --causal) &&
b=$(peak "$tmp/s100k" $ATTN weights --causal) &&
compare "weights, 1,000 vs 100,000 rows" "$a" "$b" || bad "weights: a run failed"
a=$(peak "$tmp/s1k" $ATTN weights --heads 2 --alibi) &&
b=$(peak "$tmp/s100k" $ATTN weights --heads 2 --alibi) &&
compare "weights --alibi, 1,000 vs 100,000 rows" "$a" "$b" ||
    bad "weights --alibi: a run failed"
a=$(peak "$tmp/q2k" $ATTN scores -k "$tmp/K") &&
b=$(peak "$tmp/q40k" $ATTN scores -k "$tmp/K") &&
compare "scores, 2,000 vs 40,000 query rows" "$a" "$b" || bad "scores: a run failed"
for wrt in q k sinks; do
	a=$(peak "$tmp/q2k" $ATTN grad --wrt $wrt -k "$tmp/K" -v "$tmp/V" \
	    --dout "$tmp/d2k" --sinks '[0.5]') &&
	b=$(peak "$tmp/q40k" $ATTN grad --wrt $wrt -k "$tmp/K" -v "$tmp/V" \
	    --dout "$tmp/d40k" --sinks '[0.5]') &&
	compare "grad --wrt $wrt, 2,000 vs 40,000 rows" "$a" "$b" ||
	    bad "grad --wrt $wrt: a run failed"
done
for how in "--dtype bf16" "--dtype e4m3 --recipe flash --block 5"; do
	a=$(peak "$tmp/q2k" $ATTN attend -k "$tmp/K" -v "$tmp/V" $how) &&
	b=$(peak "$tmp/q40k" $ATTN attend -k "$tmp/K" -v "$tmp/V" $how) &&
	compare "attend $how, 2,000 vs 40,000 rows" "$a" "$b" ||
	    bad "attend $how: a run failed"
done
a=$(peak "$tmp/s1k" $ATTN cast --dtype f16) &&
b=$(peak "$tmp/s100k" $ATTN cast --dtype f16) &&
compare "cast, 1,000 vs 100,000 rows" "$a" "$b" || bad "cast: a run failed"
rows 8 16 4 >"$tmp/W"
a=$(peak "$tmp/q2k" $ATTN project -w "$tmp/W") &&
b=$(peak "$tmp/q40k" $ATTN project -w "$tmp/W") &&
compare "project, 2,000 vs 40,000 rows" "$a" "$b" || bad "project: a run failed"
# the backward passes: X on stdin, dY (the same rows) read in step
rows 2000 16 7 >"$tmp/s2k"
rows 40000 16 7 >"$tmp/s40k"
for back in "norm --heads 2" "norm --heads 2 --dout $tmp/d2k" \
    "norm --head-dim 4 -w [1,2,3,4] --dout $tmp/d2k --wrt w" \
    "project --transposed -w $tmp/K --dout $tmp/s2k" \
    "project --transposed -w $tmp/K --dout $tmp/s2k --wrt w" \
    "project -w $tmp/W --dout $tmp/s2k --wrt b"; do
	large=$(printf '%s\n' "$back" | sed 's/2k/40k/g')
	a=$(peak "$tmp/q2k" $ATTN $back) &&
	b=$(peak "$tmp/q40k" $ATTN $large) &&
	compare "$(printf '%s\n' "$back" | sed "s|$tmp/||g"), 2,000 vs 40,000 rows" \
	    "$a" "$b" ||
	    bad "$back: a run failed"
done
awk 'BEGIN { for (i = 0; i < 100007; i++) print int(i / 300) }' >"$tmp/seg"
a=$(peak "$tmp/s1k" $ATTN rope --heads 2 --offset 7 --segments "$tmp/seg") &&
b=$(peak "$tmp/s100k" $ATTN rope --heads 2 --offset 7 --segments "$tmp/seg") &&
compare "rope, 1,000 vs 100,000 rows" "$a" "$b" || bad "rope: a run failed"
# --positions is read in step, not held
awk 'BEGIN { for (i = 0; i < 1000; i++) print i % 4096 }' >"$tmp/pos1k"
awk 'BEGIN { for (i = 0; i < 100000; i++) print i % 4096 }' >"$tmp/pos100k"
a=$(peak "$tmp/s1k" $ATTN rope --positions "$tmp/pos1k" --scaling yarn --factor 32 --original-max 4096) &&
b=$(peak "$tmp/s100k" $ATTN rope --positions "$tmp/pos100k" --scaling yarn --factor 32 --original-max 4096) &&
compare "rope --positions, 1,000 vs 100,000 rows" "$a" "$b" ||
    bad "rope --positions: a run failed"
# merge's parts: O (8 columns) and an LSE, the first part on stdin
rows 2000 9 6 >"$tmp/p2k"
rows 40000 9 6 >"$tmp/p40k"
a=$(peak "$tmp/p2k" $ATTN merge --lse - "$tmp/p2k" "$tmp/p2k") &&
b=$(peak "$tmp/p40k" $ATTN merge --lse - "$tmp/p40k" "$tmp/p40k") &&
compare "merge, three parts of 2,000 vs 40,000 rows" "$a" "$b" ||
    bad "merge: a run failed"
finish
