#!/bin/sh
# grad-scale.sh - why attention divides by sqrt(d_k), seen in the gradient.
#
# Lesson 000's claim: without the scale, the dot products of d_k = 256
# dimensional vectors are large (their spread grows like sqrt(d_k)), the
# softmax saturates on one key, and the gradient through it vanishes.
# Random Q, K, V and dO (standard normal, from awk), then attn grad --wrt
# scores with and without --no-scale.  The size of row i's gradient is
# |dS_i|, the square root of dS_i . dS_i, a dot product that attn scores
# --no-scale -q dS -k dS computes (the diagonal of dS dS^T); shown are the
# median over rows, and how many rows' gradients have all but vanished.
# Beside them, the mean over rows of the largest weight: near 1, the
# softmax has saturated on one key.
#
#   sh examples/grad-scale.sh [ATTN]
set -eu
ATTN=${1:-${ATTN:-attn}}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/grad-scale.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$tmp"

# rows x cols standard normal numbers: Box and Muller over a 32-bit
# linear congruential generator, the same on every awk.
gen() {	# gen ROWS COLS SEED
	LC_ALL=C awk -v rows="$1" -v cols="$2" -v seed="$3" '
	function u() { state = (state * 1664525 + 1013904223) % 4294967296
		return (state + 0.5) / 4294967296 }
	BEGIN { state = seed; pi = atan2(0, -1)
		for (r = 0; r < rows; r++) { s = ""
			for (c = 0; c < cols; c++)
				s = s (c ? "," : "") sprintf("%.17g",
				    sqrt(-2 * log(u())) * cos(2 * pi * u()))
			print s } }'
}
nq=64 nk=16 dk=256 dv=16
gen $nq $dk 1 >Q.csv
gen $nk $dk 2 >K.csv
gen $nk $dv 3 >V.csv
gen $nq $dv 4 >dO.csv

rownorms() {	# |dS_i| of each row of the matrix in FILE, one a line
	"$ATTN" scores --no-scale -q "$1" -k "$1" |
	    awk -F, '{ printf "%.3g\n", sqrt($NR) }'
}
top() {	# the mean over rows of the largest weight
	"$ATTN" topk --values | awk '{ s += $1 } END { printf "%.3f\n", s / NR }'
}
echo "Q, K: $nq and $nk random vectors of d_k = $dk; dO random"
printf '%-12s  %-16s %-14s %s\n' scale "mean top weight" "median |dS_i|" \
    "rows with |dS_i| < 1e-3"
for scale in "" --no-scale; do
	label=${scale:-"1/sqrt(d_k)"}
	"$ATTN" scores -q Q.csv -k K.csv $scale | "$ATTN" weights >A.csv
	"$ATTN" grad --wrt scores -q Q.csv -k K.csv -v V.csv --dout dO.csv \
	    $scale >dS.csv
	rownorms dS.csv | sort -g >norms.txt
	printf '%-12s  %-16s %-14s %s of %s\n' "$label" "$(top <A.csv)" \
	    "$(sed -n "$((nq / 2))p" norms.txt)" \
	    "$(awk '$1 < 1e-3' norms.txt | wc -l | tr -d ' ')" $nq
done
