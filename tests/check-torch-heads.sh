#!/bin/sh
# check-torch-heads.sh - attn attend --heads H --kv-heads G against
# PyTorch's scaled_dot_product_attention, one head at a time, in float64.
#
# Q is n_q x H*d, K and V n_k x G*d and n_k x G*d_v (tests/lib/matrix.awk).
# PyTorch gets them as view(n, H, d).transpose(0, 1), K and V repeated to H
# heads with repeat_interleave(H // G) (and, where this PyTorch has it, once
# more through enable_gqa=True), with is_causal or a boolean attn_mask per
# head (a block per head of an H*n_k-wide mask file), and a float attn_mask
# (an H*n_k-wide bias).  A PyTorch older than 2.0 has no
# scaled_dot_product_attention: then its documented math,
# softmax(q k^T / sqrt(d) + mask) v, is written out in torch instead.
# Every output cell must agree within 1e-12 relative; the largest relative
# difference is printed.  Relative to the size of the cell's terms,
# sum_j a_j |v_j| (A V with |V|): where the sum cancels, a difference
# relative to the cell itself would measure PyTorch's own rounding.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch torch-heads
gen="$here/lib/matrix.awk"

# run NAME N_Q N_K D D_V H G [attend options]: attn's output into NAME.csv,
# the shapes into NAME.sh for the comparison below.
run() {
	name=$1 nq=$2 nk=$3 d=$4 dv=$5 h=$6 g=$7; shift 7
	seed=$((nq * 31 + nk * 17 + d * 7 + h * 3 + g))
	awk -v rows="$nq" -v cols=$((h * d)) -v seed="$seed" -f "$gen" >"$tmp/$name-Q.csv"
	awk -v rows="$nk" -v cols=$((g * d)) -v seed=$((seed + 1)) -f "$gen" >"$tmp/$name-K.csv"
	awk -v rows="$nk" -v cols=$((g * dv)) -v seed=$((seed + 2)) -f "$gen" >"$tmp/$name-V.csv"
	awk -v rows="$nq" -v cols=$((h * nk)) -v seed=$((seed + 3)) -v kind=mask \
	    -f "$gen" | sed 's/^0/1/' >"$tmp/$name-M.csv"	# key 0 always seen
	awk -v rows="$nq" -v cols=$((h * nk)) -v seed=$((seed + 4)) -v kind=bias \
	    -f "$gen" | sed 's/^-inf/0/' >"$tmp/$name-B.csv"
	if ! (cd "$tmp" && "$ATTN" attend -q "$name-Q.csv" -k "$name-K.csv" \
	    -v "$name-V.csv" --heads "$h" --kv-heads "$g" "$@" >"$name.csv"); then
		bad "attn attend $name"
	fi
	echo "$name $h $g $*" >>"$tmp/runs"
}

run mha 6 6 4 3 2 2
run mha-causal 6 6 4 3 2 2 --causal
run gqa 7 5 3 2 4 2
run gqa-causal 7 7 3 2 4 2 --causal
run mqa 5 8 2 4 4 1
run mqa-causal 8 8 2 4 4 1 --causal
run gqa8 9 9 8 8 8 2 --causal
run mask 6 5 4 3 4 2 --mask mask-M.csv
run bias 6 5 4 3 4 1 --bias bias-B.csv
run wide 20 24 16 8 4 2
run wide-causal 24 24 16 8 4 2 --causal
[ "$fail" -eq 0 ] || finish

cd "$tmp" && /usr/bin/python3 "$here/lib/check_torch_heads.py"
