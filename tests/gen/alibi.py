#!/usr/bin/python3
"""alibi.py - write the tests/cases/alibi-* and segments-* golden cases:
--alibi, --alibi-slopes and --segments on scores, weights, attend, grad
and check --of.

Every expected stdout comes from the reference below, written from attn(1)
(Mask options, Heads) without attn's code and without running it:

  * the slopes: the ALiBi paper's rule as attn(1) states it, with P the
    largest power of two not above H: 2^(-8k/P) for k = 1 .. P, then
    2^(-8k/(2P)) for k = 1, 3, 5, ...; each power of two in mpmath at 400
    bits, rounded once;
  * scores: the exact dot product over the head's columns (Fraction)
    times the scale, rounded once (exactly where 1/sqrt(d_k) is a power of
    two, d_k = 1, 4 or 16, else in mpmath at 400 bits); with --bias or --alibi, that double plus the bias
    entry minus m_h |i + offset - j| as one exact Fraction, rounded once;
  * masks: attn(1)'s table (tests/lib/masks.py), and --segments: row i
    belongs to the segment of key i + offset, and (i, j) is masked when the
    segments differ or either is negative (padding);
  * weights: the transforms in double (masks.transform: x / T, then
    C tanh(x / C) with a correctly rounded tanh), then bias and ALiBi as
    one exact sum, rounded once; exp(x - max) / sum in mpmath, rounded
    once; --masked-rows for a block with nothing left;
  * attend: scores with the masks, weights with the transforms, bias and
    ALiBi, then the weights times V summed exactly, rounded once;
  * grad: the forward pass above, then dA = dO V^T and dV = A^T dO as
    exact sums rounded once, and dS = A (dA - r), r = A . dA kept exact,
    rounded once (attn-grad(1)).

Weights, outputs and gradients print with -p 12, so that a last-bit
difference in exp cannot flip a digit; scores print in full, exactly
rounded.  Error messages and statuses are written by hand from attn(1)
(Mask options, DIAGNOSTICS, EXIT STATUS).

Run it from anywhere: /usr/bin/python3 tests/gen/alibi.py
"""
import math
import os
import sys
from fractions import Fraction as F

from mpmath import mp, mpf

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, csv, lit, rnd  # noqa: E402
from masks import NEG_INF, masked, softmax, transform  # noqa: E402
from masks import alibi_slope as slope  # noqa: E402

mp.prec = 400
NAN = float("nan")
P12 = ("p", 12)


class Fail(Exception):
    """The reference's own error: the case must fail there."""


# --- the reference ---------------------------------------------------------

def slopes(o):
    H = o.get("heads", 1)
    return o.get("slopes") or [slope(h, H) for h in range(H)]


def block(row, h, n):
    return row[h * n:(h + 1) * n]


def side(o, key, i, h, nk):
    """Row i of a --mask or --bias file as head h sees it (n_k wide, or a
    block of an H*n_k row)."""
    m = o.get(key)
    if m is None:
        return None
    r = m[i]
    return r if len(r) == nk else block(r, h, nk)


def seg_masked(i, j, o):
    seg = o.get("segments")
    if seg is None:
        return False
    p = i + o.get("offset", 0)
    if not 0 <= p < len(seg):
        raise Fail("row %d outside the segments" % i)
    return seg[p] < 0 or seg[j] < 0 or seg[p] != seg[j]


def hidden(i, j, o, h, nk, bias=True):
    return (masked(i, j, o, side(o, "mask", i, h, nk),
                   side(o, "bias", i, h, nk) if bias else None)
            or seg_masked(i, j, o))


def biased(x, i, j, h, o, nk, bias=True):
    """X plus its bias and ALiBi term, one exact sum rounded once; X alone
    when neither is given."""
    b = side(o, "bias", i, h, nk) if bias else None
    if b is None and not o.get("alibi"):
        return x
    t = F(x)
    if b is not None:
        t += F(b[j])
    if o.get("alibi"):
        t -= F(slopes(o)[h]) * abs(i + o.get("offset", 0) - j)
    try:
        return float(t)
    except OverflowError:
        raise Fail("overflow")


def scaled(d, o, dk):
    """The exact dot product D (a Fraction) times the scale, rounded once:
    exact when 1/sqrt(d_k) is a power of two, else through mpmath."""
    if o.get("noscale"):
        return float(d)
    root = math.isqrt(dk)
    if root * root == dk and root & (root - 1) == 0:
        return float(d / root)
    return rnd(mpf(d.numerator) / d.denominator / mp.sqrt(dk))


def ref_scores(Q, K, o, bias=True):
    """attn scores: with BIAS false, the scores attend's first step writes
    (masks only; the bias and ALiBi join in the weights)."""
    H, G = o.get("heads", 1), o.get("kv", o.get("heads", 1))
    dk, nk = len(K[0]) // G, len(K)
    out = []
    for i, q in enumerate(Q):
        row = []
        for h in range(H):
            g = h // (H // G)
            for j, k in enumerate(K):
                if hidden(i, j, o, h, nk):
                    row.append(NEG_INF)
                    continue
                x = scaled(sum(F(a) * F(b) for a, b in
                               zip(block(q, h, dk), block(k, g, dk))), o, dk)
                row.append(biased(x, i, j, h, o, nk) if bias else x)
        out.append(row)
    return out


def ref_weights(S, o):
    H = o.get("heads", 1)
    nk = len(S[0]) // H
    out = []
    for i, s in enumerate(S):
        row = []
        for h in range(H):
            x = []
            for j in range(nk):
                v = s[h * nk + j]
                if v == NEG_INF or hidden(i, j, o, h, nk):
                    x.append(None)
                else:
                    x.append(biased(transform(v, o, None), i, j, h, o, nk))
            w = softmax(x, o.get("policy", "zero"))
            if w is None:
                raise Fail("row %d fully masked" % i)
            row += w
        out.append(row)
    return out


def ref_apply(W, V, o):
    H, G = o.get("heads", 1), o.get("kv", o.get("heads", 1))
    nk, dv = len(V), len(V[0]) // G
    out = []
    for w in W:
        row = []
        for h in range(H):
            g = h // (H // G)
            for c in range(dv):
                if any(math.isnan(w[h * nk + j]) for j in range(nk)):
                    row.append(NAN)
                    continue
                row.append(float(sum(F(w[h * nk + j]) * F(V[j][g * dv + c])
                                     for j in range(nk))))
        out.append(row)
    return out


def ref_attend(Q, K, V, o):
    return ref_apply(ref_weights(ref_scores(Q, K, o, bias=False), o), V, o)


def ref_grad(Q, K, V, dO, o, wrt):
    """attn grad --wrt v or scores (no transforms)."""
    assert not o.get("temperature") and not o.get("softcap")
    H, G = o.get("heads", 1), o.get("kv", o.get("heads", 1))
    nk, dv = len(K), len(V[0]) // G
    A = ref_weights(ref_scores(Q, K, o, bias=False), o)
    if wrt == "v":
        return [[float(sum(F(A[i][h * nk + j]) * F(dO[i][h * dv + c])
                           for i in range(len(Q)) for h in range(H)
                           if h // (H // G) == g))
                 for g in range(G) for c in range(dv)] for j in range(nk)]
    out = []
    for i in range(len(Q)):
        row = []
        for h in range(H):
            g = h // (H // G)
            a = A[i][h * nk:(h + 1) * nk]
            da = [float(sum(F(dO[i][h * dv + c]) * F(V[j][g * dv + c])
                            for c in range(dv))) for j in range(nk)]
            live = [not hidden(i, j, o, h, nk) for j in range(nk)]
            r = sum(F(x) * F(y) for x, y in zip(a, da))
            row += [float(F(a[j]) * (F(da[j]) - r)) if live[j] else 0.0
                    for j in range(nk)]
        out.append(row)
    return out


# --- the cases -------------------------------------------------------------

CASES = []


def case(name, cmd, stdout="", stderr="", status=0, files=None, stdin=None,
         after=None, how=None):
    CASES.append(dict(name=name, cmd=cmd, stdout=stdout, stderr=stderr,
                      status=status, files=files or {}, stdin=stdin,
                      after=after, how=how))


Q4 = [[1, 0, 2, -1], [0, 1, 1, 1], [2, -1, 0, 1], [1, 1, -1, 0]]
K4 = [[1, 2, 0, 1], [0, -1, 1, 2], [1, 1, 1, 1], [2, 0, -1, 0]]
V4 = [[1, 0], [0, 2], [-1, 1], [3, -2]]
S4 = [[0.5, 1, -1, 2], [1.5, -0.5, 0.25, 3], [2, 0, 1, -2],
      [-1, 0.5, 1.5, 0.75]]
BIAS4_TEXT = "0,0.5,-1,0\n-inf,0,0,1\n0.25,-0.25,0,-inf\n1,0,-2,0.5\n"
BIAS4 = [[float(x) for x in r.split(",")] for r in BIAS4_TEXT.split()]
QK = {"Q.csv": csv(Q4), "K.csv": csv(K4)}
QKV = dict(QK, **{"V.csv": csv(V4)})


def scores(name, opts, o, Q=Q4, K=K4, files=None, how=None):
    f = {"Q.csv": csv(Q), "K.csv": csv(K)}
    f.update(files or {})
    case(name, "$ATTN scores -q Q.csv -k K.csv %s" % opts,
         csv(ref_scores(Q, K, o)), files=f,
         how=how or "ref_scores(Q, K, %r): exact, rounded once" % (o,))


def weights(name, opts, o, S=S4, files=None, how=None):
    f = {"S.csv": csv(S)}
    f.update(files or {})
    case(name, "$ATTN weights %s -p 12 S.csv" % opts,
         csv(ref_weights(S, o), P12), files=f,
         how=how or "ref_weights(S, %r)" % (o,))


def attend(name, opts, o, Q=Q4, K=K4, V=V4, files=None, how=None):
    f = {"Q.csv": csv(Q), "K.csv": csv(K), "V.csv": csv(V)}
    f.update(files or {})
    case(name, "$ATTN attend -q Q.csv -k K.csv -v V.csv %s -p 12" % opts,
         csv(ref_attend(Q, K, V, o), P12), files=f,
         how=how or "ref_attend(Q, K, V, %r)" % (o,))


# ALiBi on scores: one head (slope 2^-8), the transforms' place, offsets
scores("alibi-scores", "--alibi", {"alibi": 1},
       how="d_k = 4: the dot products over 2, less 2^-8 |i - j|, each "
       "exact and rounded once")
scores("alibi-scores-no-scale", "--no-scale --alibi", {"alibi": 1,
                                                        "noscale": 1})
scores("alibi-scores-causal", "--alibi --causal", {"alibi": 1, "causal": 1},
       how="masked scores stay -inf; the others less 2^-8 |i - j|")
scores("alibi-scores-window-offset", "--alibi --window 1 --offset 1",
       {"alibi": 1, "window": (1, 1), "offset": 1})
scores("alibi-scores-bottom-right", "--alibi --causal --offset 2",
       {"alibi": 1, "causal": 1, "offset": 2}, Q=Q4[:2],
       how="two new queries after two cached keys: offset n_k - n_q = 2, "
       "the distances |i + 2 - j|")
scores("alibi-scores-offset-neg", "--alibi --offset -3",
       {"alibi": 1, "offset": -3})
scores("alibi-scores-bias", "--alibi --bias B.csv",
       {"alibi": 1, "bias": BIAS4}, files={"B.csv": BIAS4_TEXT},
       how="score + bias - 2^-8 |i - j| as one Fraction, rounded once; a "
       "bias of -inf masks")
# One rounding, not two: 1 + 2^-53 alone is a tie that goes to 1, and
# 2^-54 more then rounds to 1 again; all three at once round up.
ONCE = {"noscale": 1, "bias": [[2.0 ** -53, 0]], "alibi": 1,
        "slopes": [-2.0 ** -54], "offset": 1}
assert float(F(1) + F(2.0 ** -53)) + 2.0 ** -54 == 1      # two roundings
case("alibi-scores-bias-once",
     "$ATTN scores --no-scale -q '[1]' -k '[1;0]' --bias '[%r,0]' "
     "--alibi-slopes '[%r]' --offset 1" % (2.0 ** -53, -2.0 ** -54),
     csv(ref_scores([[1]], [[1], [0]], ONCE)),
     how="key 0: 1 + 2^-53 (the bias) - (-2^-54) * |0 + 1 - 0| = "
     "1 + 3 * 2^-54 exactly, which rounds to 1 + 2^-52, where rounding "
     "1 + 2^-53 first (a tie, to 1) would give 1.  Key 1: 0 + 0 - "
     "(-2^-54) * 0 = 0")
# Distances beyond a long long, exact: a bias as large as the ALiBi term
# cancels it, and only an exact distance and an exact sum leave j + 1.
BIG = {"noscale": 1, "alibi": 1, "slopes": [1.0], "offset": 2 ** 63 - 1,
       "bias": [[2.0 ** 63] * 3] * 2}
case("alibi-scores-offset-max",
     "$ATTN scores --no-scale -q '[0;0]' -k '[0;0;0]' --alibi-slopes '[1]' "
     "--offset 9223372036854775807 --bias '%s'" % lit(BIG["bias"]),
     csv(ref_scores([[0], [0]], [[0]] * 3, BIG)),
     how="scores 0, slope 1, bias 2^63: 2^63 - |i + 2^63 - 1 - j|, the "
     "distance up to 2^63 (past a long long) and the sum exact: row 0 "
     "gives j + 1, row 1 gives j")
BIG = {"noscale": 1, "alibi": 1, "slopes": [3.0], "offset": -2 ** 63,
       "bias": [[3.0 * 2 ** 63] * 3] * 2}
case("alibi-scores-offset-min",
     "$ATTN scores --no-scale -q '[0;0]' -k '[0;0;0]' --alibi-slopes '[3]' "
     "--offset -9223372036854775808 --bias '%s'" % lit(BIG["bias"]),
     csv(ref_scores([[0], [0]], [[0]] * 3, BIG)),
     how="scores 0, slope 3, bias 3 * 2^63: 3 * 2^63 - 3 |i - 2^63 - j| "
     "= 3 (i - j), from distances of 2^63 + 2 at most")

# The slopes of H heads, H not a power of two: zero queries against two
# zero keys, so that key 1 of row 0 is -m_h and row 1 mirrors it.
for H in (1, 2, 3, 5, 6, 8, 12):
    Q = [[0] * H, [0] * H]
    K = [[0], [0]]
    scores("alibi-slopes-heads-%d" % H, "--alibi --heads %d --kv-heads 1" % H,
           {"alibi": 1, "heads": H, "kv": 1}, Q=Q, K=K,
           how="zero scores: each head's block is 0 and -m_h; m_h the "
           "paper's slopes for %d heads: %s" % (
               H, ", ".join(repr(slope(h, H)) for h in range(H))))
QH = [[1, 0, 2, -1, 0, 1, 1, 1, 2, -1, 0, 1, 1, 1, -1, 0],
      [0, 1, -1, 2, 1, 0, 0, 1, -1, 1, 2, 0, 0, 2, 1, -1]]
KH = [[1, 2, 0, 1, 0, -1, 1, 2], [1, 1, 1, 1, 2, 0, -1, 0],
      [0, 1, 1, 0, 1, -1, 0, 1]]
scores("alibi-scores-gqa", "--alibi --heads 4 --kv-heads 2 --offset 1",
       {"alibi": 1, "heads": 4, "kv": 2, "offset": 1}, Q=QH, K=KH,
       how="four query heads of d_k = 4 over two key/value heads, "
       "slopes 1/4, 1/16, 1/64, 1/256")
scores("alibi-scores-heads-bias", "--alibi --heads 4 --kv-heads 2 "
       "--bias B.csv", {"alibi": 1, "heads": 4, "kv": 2,
                        "bias": [[0, 1, -1, 0.5, 0, 0, 2, 0, 1, 0, 0, -1],
                                 [1] * 12]},
       Q=QH, K=KH, files={"B.csv": "0,1,-1,0.5,0,0,2,0,1,0,0,-1\n" +
                          ",".join(["1"] * 12) + "\n"},
       how="a bias of a block per head (H*n_k wide) with ALiBi, each "
       "cell one exact sum")

# --alibi-slopes: a literal row, a column file, stdin, any sign
SL = [0.75, -0.5]
scores("alibi-slopes-literal", "--heads 2 --alibi-slopes '[0.75,-0.5]'",
       {"alibi": 1, "heads": 2, "slopes": SL}, Q=[r * 2 for r in Q4],
       K=[r * 2 for r in K4],
       how="slopes 0.75 and -0.5: a negative slope favours the far keys")
scores("alibi-slopes-file", "--heads 2 --alibi-slopes M.csv",
       {"alibi": 1, "heads": 2, "slopes": [0.125, 3]},
       Q=[r * 2 for r in Q4], K=[r * 2 for r in K4],
       files={"M.csv": "# one slope per head\n0.125\n3\n"})
case("alibi-slopes-stdin",
     "printf '0.5\\n' | $ATTN scores -q Q.csv -k K.csv --alibi-slopes -",
     csv(ref_scores(Q4, K4, {"alibi": 1, "slopes": [0.5]})), files=QK,
     how="ref_scores with the slope 0.5 read from stdin")
scores("alibi-slopes-zero", "--alibi-slopes '[0]'",
       {"alibi": 1, "slopes": [0.0]},
       how="a slope of 0 adds nothing: the plain scores")
case("alibi-slopes-header", "$ATTN scores -H -q Q.csv -k K.csv "
     "--alibi-slopes M.csv",
     csv(ref_scores(Q4, K4, {"alibi": 1, "slopes": [0.25]})),
     files={"Q.csv": "q0,q1,q2,q3\n" + csv(Q4),
            "K.csv": "k0,k1,k2,k3\n" + csv(K4), "M.csv": "m\n0.25\n"},
     how="-H skips the first row of every CSV input, the slopes included")

# ALiBi on weights: after --temperature and --softcap, with the bias
weights("alibi-weights", "--alibi", {"alibi": 1})
weights("alibi-weights-transforms", "--temperature 2 --softcap 3 --bias B.csv "
        "--alibi-slopes '[0.5]'", {"temperature": 2.0, "softcap": 3.0,
                                   "bias": BIAS4, "alibi": 1,
                                   "slopes": [0.5]},
        files={"B.csv": BIAS4_TEXT},
        how="x / 2, then 3 tanh(x / 3), then + bias - 0.5 |i - j| as one "
        "exact sum: ALiBi joins where --bias joins")
weights("alibi-weights-heads", "--heads 3 --alibi --causal --offset 1",
        {"heads": 3, "alibi": 1, "causal": 1, "offset": 1},
        S=[r[:3] + r[1:] + [r[0], r[2], r[3]] for r in S4],
        how="three heads of three keys: slopes 1/16, 1/256, 1/4")
weights("alibi-weights-masked-rows", "--alibi --causal --offset -1 "
        "--masked-rows uniform", {"alibi": 1, "causal": 1, "offset": -1,
                                  "policy": "uniform"})
attend("alibi-attend", "--alibi --causal", {"alibi": 1, "causal": 1})
case("alibi-attend-pipeline",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --alibi --bias B.csv "
     "--window 2 >a; $ATTN scores -q Q.csv -k K.csv --window 2 | "
     "$ATTN weights --alibi --bias B.csv --window 2 | $ATTN apply -v V.csv "
     ">b; $ATTN scores -q Q.csv -k K.csv --window 2 --alibi --bias B.csv | "
     "$ATTN weights | $ATTN apply -v V.csv >c; cmp a b && cmp a c && "
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --alibi --bias B.csv "
     "--window 2 -p 12",
     csv(ref_attend(Q4, K4, V4, {"alibi": 1, "bias": BIAS4,
                                 "window": (2, 2)}), P12),
     files=dict(QKV, **{"B.csv": BIAS4_TEXT}),
     how="ref_attend; without --temperature and --softcap, --alibi and "
     "--bias on scores or on weights are the same one exact sum, so the "
     "two pipelines and attend write the same bytes")
QG = [[1, 0, 2, -1, 0, 1], [0, 1, 1, 1, -1, 0], [2, -1, 0, 1, 1, 1]]
KG = [[1, 2], [0, -1], [1, 1], [2, 0]]
VG = [[1, 0, 2, 1], [0, 2, -1, 0], [-1, 1, 0, 2], [3, -2, 1, -1]]
attend("alibi-attend-heads-6", "--heads 6 --kv-heads 2 --alibi --offset 1",
       {"heads": 6, "kv": 2, "alibi": 1, "offset": 1}, Q=QG, K=KG, V=VG,
       how="six query heads of d_k = 1 over two key/value heads; slopes "
       "for six heads: 1/4, 1/16, 1/64, 1/256, then 1/2, 1/8")

# --segments
SEG = [3, 3, 1, 1]
scores("segments-scores", "--segments G.csv", {"segments": SEG},
       files={"G.csv": "3\n3\n1\n1\n"},
       how="two segments, ids 3 and 1: each row sees its segment's keys")
scores("segments-causal", "--segments G.csv --causal",
       {"segments": SEG, "causal": 1}, files={"G.csv": "3\n3\n1\n1\n"},
       how="causal within each segment")
scores("segments-scattered", "--segments '[2;5;2;5]'",
       {"segments": [2, 5, 2, 5]},
       how="ids need not be in order nor their keys together: 2, 5, 2, 5")
scores("segments-largest-ids", "--segments '[9007199254740991;9007199254740991;"
       "-9007199254740991;-9007199254740991]'",
       {"segments": [9007199254740991, 9007199254740991, -9007199254740991,
                     -9007199254740991]},
       how="the ids of largest magnitude, 2^53 - 1 and its negative "
       "(padding)")
scores("segments-offset", "--segments '[0;0;1;1;1;1]' --causal --offset 2",
       {"segments": [0, 0, 1, 1, 1, 1], "causal": 1, "offset": 2},
       K=K4 + [[1, -1, 1, -1], [0, 0, 2, 1]],
       how="rows at key positions 2 to 5, all in segment 1: keys 2 on, "
       "causally")
scores("segments-alibi", "--segments '[0;0;1;1]' --alibi-slopes '[0.5]'",
       {"segments": [0, 0, 1, 1], "alibi": 1, "slopes": [0.5]},
       how="ALiBi inside each segment; the distance is still |i - j|")
case("segments-stdin",
     "printf '0\\n0\\n0\\n1\\n' | $ATTN scores -q Q.csv -k K.csv --segments -",
     csv(ref_scores(Q4, K4, {"segments": [0, 0, 0, 1]})), files=QK)
case("segments-header",
     "$ATTN scores -H -q Q.csv -k K.csv --segments G.csv",
     csv(ref_scores(Q4, K4, {"segments": [7, 7, 8, 8]})),
     files={"Q.csv": "a,b,c,d\n" + csv(Q4), "K.csv": "a,b,c,d\n" + csv(K4),
            "G.csv": "doc\n7\n7.0\n8\n8e0\n"},
     how="-H skips the header of the segments file too; 7.0 and 8e0 are "
     "whole numbers")
PAD = [0, 0, -1, 1]
weights("segments-padding", "--segments '[0;0;-1;1]'", {"segments": PAD},
        how="key 2 is padding: no row sees it, and row 2 (padding) sees "
        "nothing: a row of 0")
for pol in ("uniform", "nan"):
    weights("segments-padding-%s" % pol, "--segments '[0;0;-1;1]' "
            "--masked-rows %s" % pol, {"segments": PAD, "policy": pol})
weights("segments-padding-minus", "--segments '[-1;-1;-2;-2]'",
        {"segments": [-1, -1, -2, -2]},
        how="every id negative: all padding, even two keys of the same "
        "negative id; every row 0")
weights("segments-heads", "--heads 2 --segments '[0;0;1;1]' --causal",
        {"heads": 2, "segments": [0, 0, 1, 1], "causal": 1},
        S=[r + r[::-1] for r in S4],
        how="the segments act on every head's block alike")
attend("segments-attend", "--segments '[4;4;4;9]' --causal --alibi",
       {"segments": [4, 4, 4, 9], "causal": 1, "alibi": 1})
case("segments-attend-pipeline",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --heads 6 --kv-heads 2 "
     "--segments G.csv --causal --alibi --masked-rows uniform >a; "
     "$ATTN scores -q Q.csv -k K.csv --heads 6 --kv-heads 2 --segments "
     "G.csv --causal --alibi | $ATTN weights --heads 6 --masked-rows "
     "uniform | $ATTN apply -v V.csv --heads 6 --kv-heads 2 >b; cmp a b "
     "&& $ATTN attend -q Q.csv -k K.csv -v V.csv --heads 6 --kv-heads 2 "
     "--segments G.csv --causal --alibi --masked-rows uniform -p 12",
     csv(ref_attend(QG, KG, VG, {"heads": 6, "kv": 2, "causal": 1,
                                 "alibi": 1, "policy": "uniform",
                                 "segments": [-1, 1, 1, 2]}), P12),
     files={"Q.csv": csv(QG), "K.csv": csv(KG), "V.csv": csv(VG),
            "G.csv": "-1\n1\n1\n2\n"},
     how="ref_attend: grouped-query heads, causal within segments, ALiBi, "
     "a padding row 0 under --masked-rows uniform (the mean of V); the "
     "pipeline gives the same bytes")

# grad through the same forward pass: a bias has no gradient
DO = [[1, -1], [0.5, 2], [-1, 0], [2, 1]]
GF = dict(QKV, **{"D.csv": csv(DO)})
for wrt in ("scores", "v"):
    for name, opts, o in (
            ("alibi", "--alibi --causal", {"alibi": 1, "causal": 1}),
            ("segments", "--segments '[0;0;-1;1]' --alibi-slopes '[0.5]'",
             {"segments": PAD, "alibi": 1, "slopes": [0.5]})):
        case("%s-grad-%s" % (name, wrt),
             "$ATTN grad --wrt %s -q Q.csv -k K.csv -v V.csv --dout D.csv "
             "%s -p 12" % (wrt, opts),
             csv(ref_grad(Q4, K4, V4, DO, o, wrt), P12), files=GF,
             how="ref_grad(%r, --wrt %s): the forward pass of attend, then "
             "each backward step exactly rounded; a masked or padding cell "
             "gets dS 0" % (o, wrt))
DG = [[1, 0, -1, 2, 0.5, 1, 0, 2, 1, -1, 1, 0],
      [0, 1, 1, -1, 2, 0, 1, 1, 0, 0, -1, 2],
      [2, -1, 0, 1, 1, 0, -1, 0, 2, 1, 1, 1]]
case("alibi-grad-v-heads",
     "$ATTN grad --wrt v -q Q.csv -k K.csv -v V.csv --dout D.csv --heads 6 "
     "--kv-heads 2 --alibi --segments '[0;0;1;1]' -p 12",
     csv(ref_grad(QG, KG, VG, DG, {"heads": 6, "kv": 2, "alibi": 1,
                                   "segments": [0, 0, 1, 1]}, "v"), P12),
     files={"Q.csv": csv(QG), "K.csv": csv(KG), "V.csv": csv(VG),
            "D.csv": csv(DG)},
     how="dV of each key/value head sums over its three query heads, "
     "through the forward pass with the six heads' slopes")

# check --of computes its expected matrix with the options
SA = ref_scores(Q4, K4, {"alibi": 1, "segments": SEG})
case("alibi-checkof-right",
     "$ATTN check --of scores -q Q.csv -k K.csv --alibi --segments G.csv "
     "'%s'" % lit(SA), "right to the digits written (16 cells)",
     files=dict(QK, **{"G.csv": "3\n3\n1\n1\n"}),
     how="the answer is ref_scores, exactly rounded: every cell equal")
WN = ref_weights(ref_scores(Q4, K4, {"noscale": 1}), {"alibi": 1})
case("alibi-checkof-no-scale",
     "$ATTN check --of weights -q Q.csv -k K.csv --alibi -p 3 A.csv | "
     "tail -n 1",
     "likely mistake (no-scale): the dot products were not divided by "
     "sqrt(d_k) = 2",
     files=dict(QK, **{"A.csv": csv(WN, ("fixed", 4))}),
     how="the answer is the weights with ALiBi but without the scale "
     "(ref_weights of the unscaled scores), to 4 decimals: the no-scale "
     "mistake made with ALiBi reproduces it")

# --show-work: the slope times the distances, and who masked what
g6 = ("p", 6)


def f6(x):
    return "%.6g" % x


SW = ref_scores([[1, 0]], [[1, 1], [1, -1], [0, 1]],
                {"alibi": 1, "slopes": [0.5], "bias": [[0, 1, 0]],
                 "offset": 1})
case("alibi-show-work-scores",
     "$ATTN scores -q '[1,0]' -k '[1,1;1,-1;0,1]' --alibi-slopes '[0.5]' "
     "--bias '[0,1,0]' --offset 1 -p 6 --show-work 2>&1",
     "row 0 (<literal> line 1): q = [1, 0]\n"
     "  dot products   q.k0 = 1*1 + 0*1 = 1\n"
     "                 q.k1 = 1*1 + 0*(-1) = 1\n"
     "                 q.k2 = 1*0 + 0*1 = 0\n"
     "  scale          divide by sqrt(d_k) = sqrt(2) = 1.41421\n"
     "  scaled         [1, 1, 0] / 1.41421\n"
     "                 = [0.707107, 0.707107, 0]\n"
     "  + bias         + [0, 1, 0]\n"
     "  - alibi        - 0.5*[1, 0, 1]\n"
     "                 = [%s]\n%s" % (", ".join(f6(x) for x in SW[0]),
                                      csv(SW, g6)),
     how="the working of attn(1), Show work: the slope times the distances "
     "|0 + 1 - j|, then the one exact sum (ref_scores)")
SWW = [[1, 2, 3], [1, 2, 3]]
WW = ref_weights(SWW, {"segments": [0, 1, 1], "causal": 1, "alibi": 1,
                       "slopes": [-0.25]})
case("segments-show-work",
     "$ATTN weights --segments '[0;1;1]' --causal --alibi-slopes '[-0.25]' "
     "-p 6 --show-work '[1,2,3;1,2,3]' 2>&1",
     "row 0 (<literal> line 1)\n"
     "  scores         [1, 2, 3]\n"
     "  masked         [1, -inf, -inf]   by --causal --segments\n"
     "  - alibi        - (-0.25)*[0, 1, 2]\n"
     "                 = [1, -inf, -inf]\n"
     "  row max        1\n"
     "  exp(s - max)   [exp(0), 0, 0]\n"
     "                 = [1, 0, 0]\n"
     "  sum            1 + 0 + 0 = 1\n"
     "  weights        [1, 0, 0] / 1\n"
     "                 = [1, 0, 0]\n"
     "%s"
     "row 1 (<literal> line 2)\n"
     "  scores         [1, 2, 3]\n"
     "  masked         [-inf, 2, -inf]   by --causal --segments\n"
     "  - alibi        - (-0.25)*[1, 0, 1]\n"
     "                 = [-inf, 2, -inf]\n"
     "  row max        2\n"
     "  exp(s - max)   [0, exp(0), 0]\n"
     "                 = [0, 1, 0]\n"
     "  sum            0 + 1 + 0 = 1\n"
     "  weights        [0, 1, 0] / 1\n"
     "                 = [0, 1, 0]\n"
     "%s" % (csv(WW[:1], g6), csv(WW[1:], g6)),
     how="row 0 keeps key 0 (key 1 is another segment, key 2 is after "
     "it), row 1 keeps key 1 (key 0 is another segment): each a single "
     "key, weight 1; the masked line names both options")

# --- errors ----------------------------------------------------------------

NO_OUT = "test -e out.csv && echo out.csv written || echo no out.csv\n"
S3 = "1,2\n3,4\n5,6\n"
DATA = [
    ("alibi-err-slopes-fewer", "weights --heads 2 --alibi-slopes '[0.5]' "
     "S4.csv", "<literal>: there is 1 ALiBi slope, but 2 heads (a slope "
     "per head)"),
    ("alibi-err-slopes-more", "scores -q Q.csv -k K.csv --alibi-slopes "
     "M.csv -o out.csv", "M.csv: there are 3 ALiBi slopes, but 1 head (a "
     "slope per head)"),
    ("alibi-err-slopes-empty", "attend -q Q.csv -k K1.csv -v K1.csv "
     "--heads 2 --kv-heads 1 --alibi-slopes E.csv",
     "E.csv: there are 0 ALiBi slopes, but 2 heads (a slope per head)"),
    ("alibi-err-slopes-matrix", "weights --heads 4 --alibi-slopes "
     "'[1,2;3,4]' S4.csv", "<literal>: the ALiBi slopes are a 2 x 2 "
     "matrix, not a list (one row or one column, a slope per head)"),
    ("alibi-err-slopes-inf", "weights --heads 2 --alibi-slopes '[1,inf]' "
     "S4.csv", "<literal>:1: field 2 is 'inf'; ALiBi slopes must be finite"),
    ("alibi-err-slopes-neg-inf", "weights --alibi-slopes M.csv S.csv",
     "M.csv:2: field 1 is '-inf'; ALiBi slopes must be finite"),
    ("alibi-err-slopes-nan", "grad --wrt q -q Q.csv -k K.csv -v K.csv "
     "--dout K.csv --alibi-slopes '[nan]'",
     "<literal>:1: field 1 is 'nan'; ALiBi slopes must be finite"),
    ("alibi-err-slopes-text", "weights --alibi-slopes '[x]' S.csv",
     "<literal>:1: field 1, 'x', is not a number"),
    ("alibi-err-slopes-missing", "weights --alibi-slopes nope.csv S.csv",
     "nope.csv: no such file or directory"),
    ("alibi-err-overflow", "scores --no-scale -q '[-1e308;1]' -k '[1;1]' "
     "--alibi-slopes '[1.7e308]' -o out.csv",
     "<literal>:1: the score for key 1 plus its ALiBi term overflows to "
     "-inf"),
    ("alibi-err-overflow-pos", "weights --alibi-slopes '[-1e308]' --offset "
     "2 S.csv", "S.csv:1: the score for key 0 plus its ALiBi term overflows "
     "to inf"),
    ("alibi-err-overflow-bias", "weights --alibi-slopes '[1e308]' --bias "
     "'[0,-1e308;0,0;0,0]' S.csv",
     "S.csv:1: the score for key 1 plus its bias and ALiBi term overflows "
     "to -inf"),
    ("alibi-err-overflow-heads", "attend -q Q.csv -k K1.csv -v K1.csv "
     "--heads 2 --kv-heads 1 --alibi-slopes '[1,1e308]' --offset 2",
     "Q.csv:1: the score for key 0 of head 1 plus its ALiBi term overflows "
     "to -inf"),
    ("segments-err-fewer", "weights --segments G.csv S.csv -o out.csv",
     "G.csv: the segments file has 1 id, but the scores have 2 keys (one "
     "id per key)"),
    ("segments-err-more", "scores -q Q.csv -k K.csv --segments "
     "'[0;0;1;1]'", "<literal>: the segments file has 4 ids, but the "
     "scores have 3 keys (one id per key)"),
    ("segments-err-heads", "weights --heads 2 --segments '[0;0;1]' S4.csv",
     "<literal>: the segments file has 3 ids, but the scores have 2 keys "
     "per head (one id per key)"),
    ("segments-err-fraction", "weights --segments '[0;0.5]' S.csv",
     "<literal>:2: segment id 0.5 is not a whole number"),
    ("segments-err-huge", "weights --segments '[0;9007199254740992]' S.csv",
     "<literal>:2: segment id 9007199254740992 is out of range: an id must "
     "lie within 2^53 of 0"),
    ("segments-err-huge-odd", "weights --segments '[9007199254740993;0]' "
     "S.csv", "<literal>:1: segment id 9007199254740992 is out of range: an "
     "id must lie within 2^53 of 0"),
    ("segments-err-huge-neg", "weights --segments '[0;-9007199254740992]' "
     "S.csv", "<literal>:2: segment id -9007199254740992 is out of range: an "
     "id must lie within 2^53 of 0"),
    ("segments-err-huge-exp", "weights --segments '[1e300;0]' S.csv",
     "<literal>:1: segment id 1e+300 is out of range: an id must lie within "
     "2^53 of 0"),
    ("segments-err-fields", "weights --segments '[0,1;1,1]' S.csv",
     "<literal>:1: a segments file has one id a row, not 2 fields"),
    ("segments-err-empty", "weights --segments E.csv S.csv",
     "E.csv: no data rows (the segments file needs one id per key)"),
    ("segments-err-inf", "weights --segments '[0;-inf]' S.csv",
     "<literal>:2: field 1 is '-inf'; segments must be finite"),
    ("segments-err-nan", "weights --segments '[nan;0]' S.csv",
     "<literal>:1: field 1 is 'nan'; segments must be finite"),
    ("segments-err-missing", "weights --segments nope.csv S.csv",
     "nope.csv: no such file or directory"),
    ("segments-err-offset", "weights --segments '[0;0]' --offset 1 S.csv "
     "-o out.csv",
     "S.csv:2: the row sits at key position 2, outside <literal>'s 2 "
     "positions (0 to 1); see --offset"),
    ("segments-err-offset-neg", "attend -q Q.csv -k K.csv -v K.csv "
     "--segments '[0;0;0]' --offset -1",
     "Q.csv:1: the row sits at key position -1, outside <literal>'s 3 "
     "positions (0 to 2); see --offset"),
    ("segments-err-offset-max", "weights --segments G2.csv --offset "
     "9223372036854775807 S.csv",
     "S.csv:1: the row sits at key position 9223372036854775807, outside "
     "G2.csv's 2 positions (0 to 1); see --offset"),
    ("segments-err-grad", "grad --wrt k -q Q.csv -k K.csv -v K.csv --dout "
     "D.csv --segments '[0;0]'",
     "<literal>: the segments file has 2 ids, but the scores have 3 keys "
     "(one id per key)"),
]
for name, args, msg in DATA:
    files = {"S.csv": S3, "S4.csv": "1,2,3,4\n", "Q.csv": "1,0\n0,1\n",
             "K.csv": "1,1\n1,-1\n0,1\n", "M.csv": "0.5\n-inf\n",
             "E.csv": "# nothing\n", "G.csv": "0\n", "G2.csv": "0\n1\n",
             "K1.csv": "1\n1\n0\n", "D.csv": "1,0\n0,1\n"}
    if name == "alibi-err-slopes-more":
        files["M.csv"] = "1\n2\n3\n"
    sub = args.split()[0]
    case(name, "$ATTN %s" % args, stdout="no out.csv\n" if "-o out.csv" in
         args else "", stderr="attn %s: %s\n" % (sub, msg), status=1,
         files=files, after=NO_OUT if "-o out.csv" in args else None,
         how="data error, written by hand from attn(1) (Mask options, "
         "DIAGNOSTICS): exit 1, one line")
# the rows before an error are written
case("segments-err-later-row",
     "$ATTN scores --no-scale -q '[1;1;1]' -k '[1;2]' --segments '[0;0]'",
     "1,2\n1,2\n", "attn scores: <literal>:3: the row sits at key position "
     "2, outside <literal>'s 2 positions (0 to 1); see --offset\n", 1,
     how="rows 0 and 1 sit at keys 0 and 1, in segment 0: written; row 2 "
     "sits past the last key")
case("segments-err-offset-past-max",
     "$ATTN scores --no-scale -q '[1;1]' -k '[1;2]' --segments '[0;0]' "
     "--offset 9223372036854775806",
     "", "attn scores: <literal>:1: the row sits at key position "
     "9223372036854775806, outside <literal>'s 2 positions (0 to 1); see "
     "--offset\n", 1)

USAGE = [
    ("alibi-usage-value", "weights --alibi=2", "option '--alibi' takes no "
     "value"),
    ("alibi-usage-slopes-value", "scores -k K.csv --alibi-slopes",
     "option '--alibi-slopes' needs a value"),
    ("segments-usage-value", "attend -k K.csv -v K.csv --segments",
     "option '--segments' needs a value"),
    ("alibi-usage-two-stdin", "weights --alibi-slopes - --segments -",
     "only one operand can be read from stdin"),
    ("segments-usage-stdin-q", "scores -k K.csv --segments -",
     "only one operand can be read from stdin"),
    ("alibi-usage-apply", "apply -v K.csv --alibi", "unknown option "
     "'--alibi'"),
]
for name, args, msg in USAGE:
    sub = args.split()[0]
    case(name, "$ATTN %s </dev/null" % args, status=2,
         files={"K.csv": "1,2\n"},
         stderr="attn %s: %s (see attn %s --help)\n" % (sub, msg, sub),
         how="usage error, written by hand from attn(1) (EXIT STATUS)")


# --- write the folders -----------------------------------------------------

def main():
    out = Cases()
    for c in CASES:
        out.case(c["name"], c["cmd"], c["stdout"], c["stderr"], c["status"],
                 c["stdin"], c["after"],
                 "Generated by tests/gen/alibi.py.\n" + (c["how"] or ""),
                 c["files"])
    out.done("alibi and segments")


if __name__ == "__main__":
    main()
