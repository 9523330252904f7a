#!/bin/sh
# check-grad-pipeline.sh - attn grad writes the very bytes of the backward
# pass written with attn's own forward stages, where one can be written:
# awk only moves numbers about (transposes, a diagonal, a sign), every
# product and sum is an exactly rounded attn stage.
#
#   --wrt weights  dA = attn scores --no-scale -q dO -k V
#   --wrt scores   dS_j = A_j (dA_j - r) with r = A . dA exact: one dot
#                  product of doubles, A_j dA_j + sum_l (p_jl + e_jl)(-dA_l)
#                  where A_j A_l = p_jl + e_jl exactly (TwoProduct), one
#                  attn apply per row (its diagonal), one rounding per cell;
#                  A = attn scores MASKS | attn weights
#   --wrt q        dQ = attn scores --scale c -q dS -k K^T
#   --wrt k        dK = attn scores --scale c -q dS^T -k Q^T
#   --wrt v        dV = attn scores --no-scale -q A^T -k dO^T
#
# --scale c only: the default 1/sqrt(d_k) of scores would take the
# square root of the inner dimension (n_k, not d_k), and --scale
# fl(1/sqrt(d_k)) rounds twice.  Nor can --temperature or --softcap be
# written so: no stage divides by T or forms 1 - tanh^2 exactly.
. "$(dirname "$0")/lib/check.sh"
gen="$here/lib/matrix.awk"
scratch gradpipe
cd "$tmp" || exit 2

T() { awk -F, '{ for (j = 1; j <= NF; j++) a[NR, j] = $j; if (NF > n) n = NF }
	END { for (j = 1; j <= n; j++) { s = a[1, j]
		for (i = 2; i <= NR; i++) s = s "," a[i, j]; print s } }' "$1"; }
same() {	# same NAME FILE FILE
	if cmp -s "$2" "$3"; then ok; else bad "$1"; diff "$2" "$3" | head -5; fi
}

for shape in "5 6 4 3" "7 7 8 2" "1 3 1 1"; do
	set -- $shape
	nq=$1 nk=$2 d=$3 dv=$4
	awk -v rows=$nq -v cols=$d -v seed=11 -f "$gen" >Q.csv
	awk -v rows=$nk -v cols=$d -v seed=12 -f "$gen" >K.csv
	awk -v rows=$nk -v cols=$dv -v seed=13 -f "$gen" >V.csv
	awk -v rows=$nq -v cols=$dv -v seed=14 -f "$gen" >dO.csv
	awk -v rows=$nq -v cols=$nk -v seed=15 -v kind=mask -f "$gen" >M.csv
	T Q.csv >Qt.csv; T K.csv >Kt.csv; T dO.csv >dOt.csv
	for opts in "--scale 0.5" "--no-scale --causal" "--scale -0.25 --mask M.csv" \
	    "--scale 1 --causal --offset -1 --window 1"; do
		name="$nq x $nk, d=$d, d_v=$dv, $opts"
		g="$ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv $opts"
		case $opts in --no-scale*) c=1 ;; *) c=${opts#--scale }; c=${c%% *} ;; esac
		"$ATTN" scores -q Q.csv -k K.csv $opts | "$ATTN" weights >A.csv
		"$ATTN" scores --no-scale -q dO.csv -k V.csv >dA.csv
		$g --wrt weights >got.csv; same "$name --wrt weights" dA.csv got.csv
		: >dS.csv
		i=1
		while [ $i -le $nq ]; do
			# dS_j = A_j dA_j + sum_l (-A_j A_l) dA_l, one dot
			# product of doubles: A_j A_l = p + e exactly (Dekker's
			# TwoProduct, in awk's doubles), so one attn apply per
			# row, whose diagonal is dS
			sed -n "${i}p" A.csv >a.csv
			sed -n "${i}p" dA.csv >da.csv
			awk -F, '
			function dsplit(x) { t = 134217729 * x; H = t - (t - x); L = x - H }
			{ n = NF; for (j = 1; j <= n; j++) a[j] = $j + 0 }
			END { for (j = 1; j <= n; j++) { s = ""
				for (k = 1; k <= n; k++)
					s = s (k > 1 ? "," : "") (k == j ? sprintf("%.17g", a[j]) : 0)
				for (l = 1; l <= n; l++) {
					p = a[j] * a[l]
					dsplit(a[j]); ah = H; al = L
					dsplit(a[l]); bh = H; bl = L
					e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
					s = s "," sprintf("%.17g,%.17g", p, e) }
				print s } }' a.csv >w.csv
			awk -F, '{ n = NF
			    for (k = 1; k <= n; k++) { s = ""
				for (j = 1; j <= n; j++) s = s (j > 1 ? "," : "") (j == k ? $k : 0)
				print s }
			    for (l = 1; l <= n; l++) {
				m = (substr($l, 1, 1) == "-") ? substr($l, 2) : ("-" $l)
				s = m
				for (j = 2; j <= n; j++) s = s "," m
				print s; print s } }' da.csv >v.csv
			"$ATTN" apply -v v.csv w.csv |
			    awk -F, '{ printf "%s%s", (NR > 1 ? "," : ""), $NR }
				END { print "" }' >>dS.csv
			i=$((i + 1))
		done
		$g --wrt scores >got.csv; same "$name --wrt scores" dS.csv got.csv
		T dS.csv >dSt.csv; T A.csv >At.csv
		"$ATTN" scores --scale "$c" -q dS.csv -k Kt.csv >want.csv
		$g --wrt q >got.csv; same "$name --wrt q" want.csv got.csv
		"$ATTN" scores --scale "$c" -q dSt.csv -k Qt.csv >want.csv
		$g --wrt k >got.csv; same "$name --wrt k" want.csv got.csv
		"$ATTN" scores --no-scale -q At.csv -k dOt.csv >want.csv
		$g --wrt v >got.csv; same "$name --wrt v" want.csv got.csv
	done
done
finish
