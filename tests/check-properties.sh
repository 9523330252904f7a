#!/bin/sh
# check-properties.sh - properties that must hold on any input, checked on
# matrices from tests/lib/matrix.awk (deterministic, no outside data):
#   weights   every row sums to 1 within 1e-14 * n_k, every weight in [0, 1],
#             also with masks and for extreme scores (+-1e308, +-1e-308)
#   topk      topk -n N is the first N fields of rank (indices and values)
#   reread    the default output, read back and written again, is the same
#             bytes, and is the very double the input held
#   locale    a comma-decimal locale changes no byte of any output
# Ends with "N passed, N failed", one test per property and input.
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C
scratch prop

gen() {	# gen SEED ROWS COLS KIND > FILE
	awk -v seed="$1" -v rows="$2" -v cols="$3" -v kind="$4" -f tests/lib/matrix.awk
}

identity() {	# identity N: the N x N identity matrix
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) { l = "";
		for (j = 0; j < n; j++) l = l (j ? "," : "") (i == j);
		print l } }'
}

# Weights in FILE: finite, in [0, 1], each row summing to 1 within
# 1e-14 * n_k.  awk's own sum adds at most n_k * 1.2e-16 to the error.
# With ZERO=1, a row may be all 0 (every key masked: --masked-rows=zero).
weights_ok() {
	awk -F, -v zero="${2:-0}" '{
		s = 0
		for (i = 1; i <= NF; i++) {
			if ($i !~ /^[0-9]+(\.[0-9]+)?(e[-+][0-9]+)?$/ || $i + 0 > 1) {
				print "row " NR ", field " i ": " $i " is not in [0, 1]"
				exit 1
			}
			s += $i
		}
		if (zero && s == 0)
			next
		if (s - 1 > 1e-14 * NF || 1 - s > 1e-14 * NF) {
			printf "row %d sums to %.17g\n", NR, s
			exit 1
		}
	}' "$1"
}

# weights: plain, causal, windowed; narrow, wide and extreme scores
for spec in "1 1 1 normal" "2 4 7 normal" "3 40 64 normal" "4 5 300 normal" \
	    "5 30 30 wide" "6 20 9 ties" "7 50 12 extreme" "8 10 200 extreme"; do
	set -- $spec
	gen "$1" "$2" "$3" "$4" >"$tmp/s"
	for opts in "" "--causal" "--window 2,1 --offset 3"; do
		if $ATTN weights $opts "$tmp/s" >"$tmp/w" 2>"$tmp/err" &&
		    [ "$(wc -l <"$tmp/w")" -eq "$2" ] &&
		    msg=$(weights_ok "$tmp/w" "$(expr "$opts" : '.*window' >/dev/null && echo 1)"); then
			ok
		else
			bad "weights $opts on gen $spec: $msg$(cat "$tmp/err")"
		fi
		msg=
	done
done

# topk -n N is the head of rank, with ties, -inf and nan about
for spec in "11 20 9 ties" "12 20 15 special" "13 5 40 normal" "14 3 1 normal"; do
	set -- $spec
	gen "$1" "$2" "$3" "$4" >"$tmp/m"
	for n in 1 2 5 "$3" 50; do
		for opts in "" "--values" "--pairs --one-based"; do
			f=$n
			case $opts in --pairs*) f=$((2 * n)) ;; esac
			$ATTN rank $opts "$tmp/m" | cut -d, -f"1-$f" >"$tmp/want"
			$ATTN topk -n "$n" $opts "$tmp/m" >"$tmp/got"
			if [ -s "$tmp/got" ] && cmp -s "$tmp/want" "$tmp/got"; then
				ok
			else
				bad "topk -n $n $opts on gen $spec differs from rank"
			fi
		done
	done
done

# Reread: X through the identity as keys writes X's values; that output
# written again is the same bytes, and check finds no difference at all.
for spec in "21 30 8 normal" "22 60 6 wide" "23 10 5 extreme"; do
	set -- $spec
	gen "$1" "$2" "$3" "$4" >"$tmp/x"
	identity "$3" >"$tmp/i"
	if $ATTN scores --no-scale -k "$tmp/i" -q "$tmp/x" >"$tmp/y" 2>"$tmp/err" &&
	    $ATTN scores --no-scale -k "$tmp/i" -q "$tmp/y" >"$tmp/z" 2>>"$tmp/err" &&
	    cmp -s "$tmp/y" "$tmp/z" &&
	    $ATTN check --atol 0 --rtol 0 "$tmp/x" "$tmp/y" >/dev/null 2>>"$tmp/err"; then
		ok
	else
		bad "reread of gen $spec: $(cat "$tmp/err")"
	fi
	# weights and their reread
	if $ATTN weights "$tmp/x" >"$tmp/w" 2>"$tmp/err" &&
	    $ATTN scores --no-scale -k "$tmp/i" -q "$tmp/w" >"$tmp/w2" 2>>"$tmp/err" &&
	    cmp -s "$tmp/w" "$tmp/w2"; then
		ok
	else
		bad "reread of weights of gen $spec: $(cat "$tmp/err")"
	fi
done

# Locale: every stage, every number format, the same bytes under a
# comma-decimal locale.
comma=$(sh tests/locale.sh)
gen 31 12 6 normal >"$tmp/q"
gen 32 9 6 normal >"$tmp/k"
gen 33 9 4 wide >"$tmp/v"
run_all() {
	$ATTN scores -q "$tmp/q" -k "$tmp/k" --causal --offset 3 >"$1.s" &&
	$ATTN weights --temperature 0.7 <"$1.s" >"$1.w" &&
	$ATTN apply -v "$tmp/v" <"$1.w" >"$1.o" &&
	$ATTN attend -q "$tmp/q" -k "$tmp/k" -v "$tmp/v" -p 5 >"$1.p" &&
	$ATTN weights --fixed 3 "$1.s" >"$1.f" &&
	$ATTN rank --pairs "$1.s" >"$1.r" &&
	{ $ATTN check --rtol 1e-3 "$1.o" "$1.p" >"$1.c"; [ $? -le 1 ]; }
}
if [ -z "$comma" ]; then
	bad "locale: no comma-decimal locale could be had"
elif ! run_all "$tmp/C" 2>"$tmp/err"; then
	bad "locale: the C locale run failed: $(cat "$tmp/err")"
elif ! LC_ALL=$comma run_all "$tmp/L" 2>"$tmp/err"; then
	bad "locale: the $comma run failed: $(cat "$tmp/err")"
else
	for f in s w o p f r c; do
		if cmp -s "$tmp/C.$f" "$tmp/L.$f" && [ -s "$tmp/C.$f" ]; then
			ok
		else
			bad "locale: output .$f differs under $comma"
		fi
	done
fi
finish
