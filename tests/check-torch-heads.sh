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

cd "$tmp" && /usr/bin/python3 - <<'EOF'
import math
import torch
import torch.nn.functional as F

sdpa = getattr(F, "scaled_dot_product_attention", None)
gqa = False
if sdpa is not None:
    import inspect
    try:
        gqa = "enable_gqa" in inspect.signature(sdpa).parameters
    except (TypeError, ValueError):
        gqa = False


def load(path):
    with open(path) as f:
        return torch.tensor([[float(x) for x in line.split(",")]
                             for line in f if line.strip()],
                            dtype=torch.float64)


def attention(q, k, v, causal, mask, math_only=False, **kw):
    """scaled_dot_product_attention, or its documented math without it."""
    if sdpa is not None and not math_only:
        return sdpa(q, k, v, attn_mask=mask, is_causal=causal, **kw)
    s = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    if causal:
        n, m = s.shape[-2], s.shape[-1]
        s = s.masked_fill(~torch.ones(n, m, dtype=torch.bool).tril(),
                          -math.inf)
    if mask is not None:
        s = s.masked_fill(~mask, -math.inf) if mask.dtype == torch.bool \
            else s + mask
    return torch.softmax(s, dim=-1) @ v


def heads(x, n):
    """n_rows x n*d -> n x n_rows x d, as view(n_rows, n, d) lays it."""
    return x.view(x.shape[0], n, -1).transpose(0, 1)


worst_all = 0.0
passed = failed = 0
with open("runs") as f:
    runs = [line.split() for line in f]
for run in runs:
    name, h, g, opts = run[0], int(run[1]), int(run[2]), run[3:]
    Q, K, V = (load("%s-%s.csv" % (name, x)) for x in "QKV")
    got = load(name + ".csv")
    causal = "--causal" in opts
    mask = None
    if "--mask" in opts:
        mask = heads(load(name + "-M.csv") != 0, h)
    if "--bias" in opts:
        mask = heads(load(name + "-B.csv"), h)
    q, k, v = heads(Q, h), heads(K, g), heads(V, g)
    kr = k.repeat_interleave(h // g, dim=0)
    vr = v.repeat_interleave(h // g, dim=0)
    wants = [("repeat_interleave", attention(q, kr, vr, causal, mask))]
    size = attention(q, kr, vr.abs(), causal, mask, math_only=True)
    size = size.transpose(0, 1).reshape(Q.shape[0], -1).clamp(min=1e-300)
    if gqa and g < h:
        wants.append(("enable_gqa", attention(q, k, v, causal, mask,
                                              enable_gqa=True)))
    for how, want in wants:
        want = want.transpose(0, 1).reshape(Q.shape[0], -1)
        if got.shape != want.shape:
            print("FAIL %s (%s): shape %s, torch %s" % (name, how,
                  tuple(got.shape), tuple(want.shape)))
            failed += 1
            continue
        rel = ((got - want).abs() / size).max().item()
        worst_all = max(worst_all, rel)
        ok = rel <= 1e-12
        passed += ok
        failed += not ok
        print("%s %-12s H=%d G=%d %-8s %-17s largest relative difference "
              "%.3g" % ("ok  " if ok else "FAIL", name, h, g,
                        "causal" if causal else "", how, rel))
print("PyTorch %s, %s: largest relative difference %.3g" % (
    torch.__version__, "scaled_dot_product_attention" if sdpa else
    "softmax(q k^T / sqrt(d) + mask) v (no scaled_dot_product_attention)",
    worst_all))
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
EOF
