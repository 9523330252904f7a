"""check_torch_alibi.py - the Python half of tests/check-torch-alibi.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import random
import sys

import torch
from mpmath import mp, mpf

sys.path.insert(0, os.environ["LIB"])
from tally import done, result  # noqa: E402
from torch_attention import run, torch_all, write  # noqa: E402

rng = random.Random(8)
TOL = 1e-12
inf = float("inf")
mp.prec = 200


# --- the slopes ------------------------------------------------------------

def get_slopes(n):
    """The ALiBi paper's slopes, as its code computes them."""
    def get_slopes_power_of_2(n):
        start = (2**(-2**-(math.log2(n)-3)))
        ratio = start
        return [start*ratio**i for i in range(n)]
    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    else:
        closest_power_of_2 = 2**math.floor(math.log2(n))
        return get_slopes_power_of_2(closest_power_of_2) + \
            get_slopes(2*closest_power_of_2)[0::2][:n-closest_power_of_2]


def exact_slope(h, H):
    """2^(-8k/P) as attn(1) states the rule, in mpmath, rounded once."""
    p = 2 ** int(math.floor(math.log2(H)))
    k, q = (h + 1, p) if h < p else (2 * (h - p) + 1, 2 * p)
    return float(mp.power(2, mpf(-8 * k) / q))


def attn_slopes(H):
    # zero scores, two zero keys: row 0 of head h is 0, -m_h
    s = run(["scores", "--no-scale", "--alibi", "--heads", str(H),
             "--kv-heads", "1", "-q", "[" + ",".join(["0"] * H) + "]",
             "-k", "[0;0]"])[0]
    return [-s[2 * h + 1].item() for h in range(H)]


worst_ulps = worst16 = 0
wrong = 0
for H in list(range(1, 257)) + [384, 512, 1000, 1024, 4096]:
    got = attn_slopes(H)
    paper = get_slopes(H)
    for h in range(H):
        if got[h] != exact_slope(h, H):
            wrong += 1
            print("slope %d of %d: attn %r, exactly rounded %r"
                  % (h, H, got[h], exact_slope(h, H)))
        ulps = abs(got[h] - paper[h]) / math.ulp(got[h])
        worst_ulps = max(worst_ulps, ulps)
        worst16 = max(worst16, ulps) if H <= 16 else worst16
result(wrong == 0, "%d slopes not exactly rounded" % wrong)
print("slopes of 1 to 256 heads (and 384 ... 4096): all exactly rounded; "
      "get_slopes' float arithmetic is off by up to %g ulps (%g up to 16 "
      "heads)" % (worst_ulps, worst16))


# --- the masks, as the model code builds them ------------------------------

def attn_bias_from_alibi_slopes(slopes, seqlen_q, seqlen_k, offset=None,
                                causal=False):
    """FlashAttention's test reference (flash_attn tests), with attn's
    --offset in place of sk - sq; per head, seqlen_q x seqlen_k."""
    slopes = slopes.view(-1, 1, 1)
    if causal:
        return torch.arange(-seqlen_k + 1, 1, dtype=torch.float64) * slopes
    row_idx = torch.arange(seqlen_q, dtype=torch.long).view(-1, 1)
    col_idx = torch.arange(seqlen_k, dtype=torch.long)
    sk_minus_sq = seqlen_k - seqlen_q if offset is None else offset
    relative_pos = torch.abs(row_idx + sk_minus_sq - col_idx)
    return -slopes * relative_pos.to(dtype=slopes.dtype)


def block_diagonal(q_seqlen, kv_seqlen, nq, nk, causal=False):
    """xformers' BlockDiagonalMask.from_seqlens(q_seqlen, kv_seqlen)
    (BlockDiagonalCausalMask with causal), materialized: 0 inside each
    block, -inf elsewhere; rows and keys past the blocks are padding."""
    m = torch.full((nq, nk), -inf, dtype=torch.float64)
    qs = ks = 0
    for lq, lk in zip(q_seqlen, kv_seqlen):
        blk = torch.zeros(lq, lk, dtype=torch.float64)
        if causal:
            blk = blk.masked_fill(torch.ones(lq, lk).triu(1).bool(), -inf)
        m[qs:qs + lq, ks:ks + lk] = blk
        qs, ks = qs + lq, ks + lk
    return m


def document_mask(document_id, nq, nk, offset=0, causal=False):
    """FlexAttention's document mask_mod on every (q_idx, kv_idx), as
    create_mask evaluates it; a query chunk starting at OFFSET, and a
    document id of -1 for padding, which nothing attends."""
    def mask_mod(b, h, q_idx, kv_idx):
        same = document_id[q_idx + offset] == document_id[kv_idx]
        keep = same & (document_id[kv_idx] >= 0)
        return keep & (q_idx + offset >= kv_idx) if causal else keep
    q_idx = torch.arange(nq).view(-1, 1)
    kv_idx = torch.arange(nk).view(1, -1)
    ok = mask_mod(0, 0, q_idx, kv_idx)
    return torch.zeros(nq, nk, dtype=torch.float64).masked_fill(~ok, -inf)


# --- forward and backward in torch: tests/lib/torch_attention.py ----------

def mat(n, m):
    return [[rng.gauss(0, 1) for _ in range(m)] for _ in range(n)]


worst = {}


def compare(name, kind, got, want):
    fin = want != -inf
    ok = got.shape == want.shape and torch.equal(got == -inf, ~fin)
    if ok:
        big = want[fin].abs().max().item()
        rel = (got[fin] - want[fin]).abs().max().item() / (big or 1)
        worst[kind] = max(worst.get(kind, 0), rel)
        ok = rel <= TOL
    result(ok, "%s, %s:\n  attn  %s\n  torch %s" % (name, kind,
                                                     got.tolist(),
                                                     want.tolist()))


def check(name, nq, nk, dk, dv, H, G, opts, add, policy="zero",
          also=None):
    """attn's scores, weights, attend and grad with OPTS against torch
    with ADD (H x nq x nk); ALSO: another ADD whose weights must agree."""
    Q, K, V, dO = mat(nq, H * dk), mat(nk, G * dk), mat(nk, G * dv), \
        mat(nq, H * dv)
    for f, m in (("Q", Q), ("K", K), ("V", V), ("dO", dO)):
        write(f + ".csv", m)
    want = torch_all(Q, K, V, dO, H, G, add, policy)
    heads = ["--heads", str(H), "--kv-heads", str(G)]
    qkv = ["-q", "Q.csv", "-k", "K.csv", "-v", "V.csv"]
    pol = ["--masked-rows", policy]
    compare(name, "scores", run(["scores"] + qkv[:4] + heads + opts),
            want["scores"])
    write("S.csv", run(["scores"] + qkv[:4] + heads).tolist())
    compare(name, "weights", run(["weights", "S.csv", "--heads", str(H)] +
                                 opts + pol), want["weights"])
    compare(name, "attend", run(["attend"] + qkv + heads + opts + pol),
            want["attend"])
    for wrt in ("q", "k", "v", "scores", "weights"):
        compare(name, "grad " + wrt, run(["grad", "--wrt", wrt, "--dout",
                                          "dO.csv"] + qkv + heads + opts +
                                         pol), want["grad " + wrt])
    if also is not None:
        other = torch_all(Q, K, V, dO, H, G, also, policy)
        compare(name + " (FlashAttention's causal form)", "weights",
                run(["weights", "S.csv", "--heads", str(H)] + opts + pol),
                other["weights"])


def slopes_of(H):
    return torch.tensor(get_slopes(H), dtype=torch.float64)


def causal(nq, nk, offset=0):
    i = torch.arange(nq).view(-1, 1)
    j = torch.arange(nk).view(1, -1)
    return torch.zeros(nq, nk, dtype=torch.float64).masked_fill(
        j > i + offset, -inf)


# ALiBi: the paper's slopes (H a power of two or not), given slopes,
# offsets, with a bias, with causal masks
for H, G in ((1, 1), (4, 4), (6, 2), (12, 3), (5, 5)):
    nq, nk = 7, 6
    check("--alibi, %d heads over %d" % (H, G), nq, nk, 3, 2, H, G,
          ["--alibi"], attn_bias_from_alibi_slopes(slopes_of(H), nq, nk, 0))
sl = [rng.uniform(-1, 1) for _ in range(3)]
write("slopes.csv", [[x] for x in sl])
check("--alibi-slopes, 3 heads, some negative", 5, 6, 4, 3, 3, 3,
      ["--alibi-slopes", "slopes.csv"],
      attn_bias_from_alibi_slopes(torch.tensor(sl, dtype=torch.float64),
                                  5, 6, 0))
nq, nk = 3, 8
check("--alibi --causal --offset n_k - n_q (bottom-right)", nq, nk, 4, 2, 4,
      2, ["--alibi", "--causal", "--offset", str(nk - nq)],
      attn_bias_from_alibi_slopes(slopes_of(4), nq, nk) + causal(nq, nk, 5),
      also=attn_bias_from_alibi_slopes(slopes_of(4), nq, nk, causal=True) +
      causal(nq, nk, 5))
check("--alibi --offset -2 --window 2", 6, 6, 2, 2, 2, 1,
      ["--alibi", "--offset", "-2", "--window", "2"],
      attn_bias_from_alibi_slopes(slopes_of(2), 6, 6, -2) +
      torch.zeros(6, 6, dtype=torch.float64).masked_fill(
          (torch.arange(6).view(1, -1) - torch.arange(6).view(-1, 1) + 2)
          .abs() > 2, -inf), policy="uniform")
B = mat(6, 5)
write("B.csv", B)
check("--alibi --bias", 6, 5, 3, 3, 2, 2, ["--alibi", "--bias", "B.csv"],
      attn_bias_from_alibi_slopes(slopes_of(2), 6, 5, 0) +
      torch.tensor(B, dtype=torch.float64))

# --segments: block-diagonal masks from sequence lengths, and documents
lens = [3, 2, 4]
write("seg.csv", [[d] for d, n in enumerate(lens) for _ in range(n)])
check("--segments, BlockDiagonalMask [3, 2, 4]", 9, 9, 3, 2, 2, 2,
      ["--segments", "seg.csv"], block_diagonal(lens, lens, 9, 9))
check("--segments --causal, BlockDiagonalCausalMask [3, 2, 4]", 9, 9, 3, 2,
      4, 2, ["--segments", "seg.csv", "--causal"],
      block_diagonal(lens, lens, 9, 9, causal=True))
lens = [3, 2]
write("pad.csv", [[0]] * 3 + [[1]] * 2 + [[-1]] * 2)
for pol in ("zero", "uniform"):
    check("--segments with two padding tokens, --masked-rows " + pol, 7, 7,
          2, 3, 2, 1, ["--segments", "pad.csv"],
          block_diagonal(lens, lens, 7, 7), policy=pol)
doc = torch.tensor([0, 0, 1, 1, 1, 2, 2, 2, -1])
write("doc.csv", [[d] for d in doc.tolist()])
check("--segments --causal --alibi, FlexAttention's document mask", 9, 9,
      4, 2, 6, 3, ["--segments", "doc.csv", "--causal", "--alibi"],
      document_mask(doc, 9, 9, causal=True) +
      attn_bias_from_alibi_slopes(slopes_of(6), 9, 9, 0))
check("--segments --causal --offset 3 --alibi, a chunk of queries", 5, 9,
      3, 2, 2, 2, ["--segments", "doc.csv", "--causal", "--offset", "3",
                   "--alibi"],
      document_mask(doc, 5, 9, offset=3, causal=True) +
      attn_bias_from_alibi_slopes(slopes_of(2), 5, 9, 3))

print("largest difference from PyTorch, relative to the largest entry:")
for kind, d in worst.items():
    print("  %-13s %.3g" % (kind, d))
done()
