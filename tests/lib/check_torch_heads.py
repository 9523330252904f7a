"""check_torch_heads.py - the Python half of tests/check-torch-heads.sh,
which runs it (its header says what is checked, and against what)."""
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
