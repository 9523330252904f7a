#!/usr/bin/python3
"""heads.py - write the tests/cases/heads-* golden cases.

Every expected stdout here comes from the reference below, written from
attn(1) (Heads, Mask options), attn-topk(1) and attn-heatmap(1) without
running attn:

  * heads: a row of Q is H blocks of d_k columns, of K and V G blocks;
    query head h reads key/value head h // (H // G), as PyTorch's
    repeat_interleave does; a row of scores or weights is H blocks of n_k;
  * scores: exact dot products (fractions.Fraction) over the head's
    columns, divided by sqrt(d_k) of one head (mpmath at 400 bits), or
    times --scale, rounded once to a double; --bias on scores then adds the
    bias in double;
  * masks: attn(1)'s table, j being the key's index inside the head's block; a
    --mask or --bias row is n_k wide (every head alike) or H*n_k (a block
    per head);
  * weights: per block, the transforms in double (x / T, C tanh(x / C)
    with a correctly rounded tanh, + bias), then exp(x - max) / sum in
    mpmath, rounded once; a block with every key masked follows
    --masked-rows;
  * apply: per head, the weights of its block times the rows of its
    key/value head's block of V, summed exactly (Fraction), rounded once;
  * attend: scores (masks, no bias), weights (transforms, bias, policy),
    apply, each step's doubles as above;
  * topk, rank: each block sorted by value (nan last, -inf above it, ties
    to the lower index), indices inside the block;
  * heatmap --ascii: the layout of attn's one-panel picture (heatmap-*
    cases), one panel per head, three spaces apart, each titled.

Weights and outputs print with -p 12 or --fixed N, so that a last-bit
difference in exp cannot flip a digit; scores, exact applies and 1/n
weights print in full.  Error messages are written by hand from the
messages the code gives (src/attn/heads.c, stage.c, mask.c).

The mask table and the transforms are the mask cases' (tests/lib/masks.py);
the rounding, the number format and the folder writer tests/lib/cases.py's.

Run it from anywhere: /usr/bin/python3 tests/gen/heads.py
It rewrites only the heads-* folders it defines.
"""
import math
import os
import sys
from fractions import Fraction

from mpmath import mp, mpf

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, csv, fmt, parse, rnd  # noqa: E402
from masks import NEG_INF, masked, softmax, transform  # noqa: E402

mp.prec = 400
NAN = float("nan")


# --- the reference ---------------------------------------------------------

def block(row, h, n):
    return row[h * n:(h + 1) * n]


def side(o, key, i, h, nk):
    """Row i of a --mask or --bias file, as head h sees it."""
    m = o.get(key)
    if m is None:
        return None
    r = m[i]
    return r if len(r) == nk else block(r, h, nk)


def ref_scores(Q, K, H, G, o):
    dk = len(K[0]) // G
    nk = len(K)
    assert len(Q[0]) == H * dk
    out = []
    for i, q in enumerate(Q):
        row = []
        for h in range(H):
            g = h // (H // G)
            qh = block(q, h, dk)
            mrow, brow = side(o, "mask", i, h, nk), side(o, "bias", i, h, nk)
            for j in range(nk):
                if masked(i, j, o, mrow, brow):
                    row.append(NEG_INF)
                    continue
                kj = block(K[j], g, dk)
                dot = sum(Fraction(a) * Fraction(b) for a, b in zip(qh, kj))
                if o.get("noscale"):
                    x = float(dot)
                elif "scale" in o:
                    # an exact 0 keeps IEEE's sign: +0 * -0.5 is -0
                    x = float(dot * Fraction(o["scale"])) if dot else \
                        0.0 * o["scale"]
                else:
                    x = rnd(mpf(dot.numerator) / mpf(dot.denominator)
                            / mp.sqrt(dk))
                if brow is not None:
                    x = x + brow[j]
                row.append(x)
        out.append(row)
    return out


class Fail(Exception):
    pass


def ref_weights(S, H, o):
    nk = len(S[0]) // H
    out = []
    for i, s in enumerate(S):
        row = []
        for h in range(H):
            sh = block(s, h, nk)
            mrow, brow = side(o, "mask", i, h, nk), side(o, "bias", i, h, nk)
            x = []
            for j in range(nk):
                if sh[j] == NEG_INF or masked(i, j, o, mrow, brow):
                    x.append(None)
                else:
                    x.append(transform(sh[j], o, None if brow is None
                                       else brow[j]))
            w = softmax(x, o.get("policy", "zero"))
            if w is None:
                raise Fail(i, h)
            row += w
        out.append(row)
    return out


def ref_apply(W, V, H, G):
    nk = len(V)
    dv = len(V[0]) // G
    out = []
    for w in W:
        row = []
        for h in range(H):
            g = h // (H // G)
            wh = block(w, h, nk)
            for c in range(dv):
                if any(math.isnan(a) for a in wh):
                    row.append(NAN)
                    continue
                row.append(float(sum(Fraction(wh[j]) *
                                     Fraction(V[j][g * dv + c])
                                     for j in range(nk) if wh[j])))
        out.append(row)
    return out


def ref_attend(Q, K, V, H, G, o):
    so = {k: v for k, v in o.items() if k != "bias"}
    if "bias" in o:
        # a -inf bias masks in scores already; the bias itself is added
        # in weights
        so["bias_mask"] = o["bias"]
    S = ref_scores(Q, K, H, G, {k: v for k, v in so.items()
                                if k != "bias_mask"})
    if "bias" in o:
        nk = len(K)
        for i, r in enumerate(S):
            for h in range(H):
                b = side(o, "bias", i, h, nk)
                for j in range(nk):
                    if b[j] == NEG_INF:
                        r[h * nk + j] = NEG_INF
    W = ref_weights(S, H, o)
    return ref_apply(W, V, H, G)


def order(row):
    """Indices of ROW, largest value first; nan last; ties: lower first."""
    def key(j):
        x = row[j]
        return (1, 0, j) if math.isnan(x) else (0, -x, j)
    return sorted(range(len(row)), key=key)


def ref_topk(M, H, n=None, values=False, pairs=False, base=0):
    w = len(M[0]) // H
    out = []
    for r in M:
        line = []
        for h in range(H):
            b = block(r, h, w)
            for j in order(b)[:n if n is not None else w]:
                if pairs:
                    line += [str(j + base), fmt(b[j], None)]
                elif values:
                    line.append(fmt(b[j], None))
                else:
                    line.append(str(j + base))
        out.append(",".join(line) + "\n")
    return "".join(out)


# --- output ----------------------------------------------------------------

def flag(how):
    if how is None:
        return ""
    return " -p %d" % how[1] if how[0] == "p" else " --fixed %d" % how[1]


# --- heatmap --ascii, one panel per head -----------------------------------

RAMP = " .:-=+*#%@"


def g3(x):
    """A legend number: three significant digits, as %g."""
    return "%.3g" % x


def heatmap_ascii(M, H):
    """attn heatmap --ascii --heads H, for a matrix narrow enough that every
    column shows, two characters a cell."""
    finite = [x for r in M for x in r if math.isfinite(x)]
    lo, hi = (min(finite), max(finite)) if finite else (0.0, 1.0)
    if lo >= 0 and hi <= 1:
        lo, hi = 0.0, 1.0
    w = len(M[0]) // H
    rw = len(str(len(M) - 1))
    axis = " ".join(str(j) for j in range(w))     # one digit: every index
    assert w <= 10
    grid = 2 * w + 2
    title = len("head %d" % (H - 1))
    slot = max(grid, 1 + len(axis), title)

    def line(parts, prefix=None):
        # each panel padded to its slot, 3 spaces apart, no trailing space
        s = prefix if prefix is not None else " " * (rw + 1)
        for p, text in enumerate(parts):
            s += text if p == H - 1 else text.ljust(slot) + "   "
        return s + "\n"

    def ch(x):
        if x == NEG_INF:
            return "/"
        if math.isnan(x):
            return "?"
        t = 0.5 if not hi > lo else min(max((x / 2 - lo / 2) /
                                            (hi / 2 - lo / 2), 0), 1)
        return RAMP[min(int(math.floor(t * 10)), 9)]

    out = line(["head %d" % p for p in range(H)]) if H > 1 else ""
    out += line([" " + axis] * H)
    border = line(["+" + "-" * (2 * w) + "+"] * H)
    out += border
    for i, r in enumerate(M):
        out += line(["|" + "".join(ch(x) * 2 for x in block(r, p, w)) + "|"
                     for p in range(H)], "%*d " % (rw, i))
    out += border
    legend = " " * (rw + 1) + g3(lo) + " [" + RAMP + "] " + g3(hi)
    if any(x == NEG_INF for r in M for x in r):
        legend += "   // -inf"
    if any(math.isnan(x) for r in M for x in r):
        legend += "   ?? nan"
    return out + legend + "\n"


# --- the data --------------------------------------------------------------

# H = 2, d_k = 2 (so 1/sqrt(2), not the whole row's 1/2), n_k = 3, d_v = 2
Q2 = [[1, 0.5, -1, 2], [0, 1, 1, 1], [2, -1, 0.5, 0], [-0.5, 1.5, 1, -1]]
K2 = [[1, 2, 0, 1], [0.5, -1, 1, 0], [1, 1, -1, 1]]
V2 = [[1, 0, 2, -1], [0, 2, 0.5, 0.5], [-1, 1, 1, 3]]
# GQA: H = 4 query heads of d_k = 2, G = 2 key/value heads, n_k = 4, d_v = 3
Q4 = [[1, 0, 0.5, -1, 2, 1, -1, 0.25], [0, 1, 1, 1, -0.5, 2, 1, 0],
      [1.5, -1, 0, 2, 1, 1, 0.5, -2]]
K42 = [[1, 2, 0, -1], [0, -1, 1, 1], [2, 0, -1, 0.5], [1, 1, 1, 1]]
V42 = [[1, 0, 2, -1, 0.5, 1], [0, 2, 1, 1, -1, 0], [3, -1, 0, 0.25, 2, 1],
       [-2, 1, 1, 0, 0, 4]]
# MQA: the same Q, one key/value head
K41 = [[1, 2], [0, -1], [2, 0.5], [-1, 1]]
V41 = [[1, 0], [0, 2], [3, -1], [-2, 0.5]]
# scores and weights, H = 2, n_k = 4
S2 = [[0.5, 1, -1, 2, 0, 1.25, 3, -0.5], [1.5, -0.5, 0.25, 3, 1, -1, 0, 2],
      [2, 0, 1, -2, 0.5, 0.75, -1, 1], [-1, 0.5, 1.5, 0.75, 2, 0, 0.25, 1]]
# a shared mask (n_k wide) and one with a block per head (H*n_k)
MASK_SHARED = "1,0,1,1\n0,1,1,0\n1,1,0,1\n1,1,1,0\n"
MASK_HEADS = "1,0,1,1,1,1,0,1\n1,1,1,1,0,0,1,1\n0,1,1,1,1,1,1,0\n" \
    "1,0,0,1,0,1,1,1\n"
BIAS_SHARED = "0,0.5,-1,0\n-inf,0,0,1\n0.25,-0.25,0,-inf\n1,0,-2,0.5\n"
BIAS_HEADS = "0,0.5,-1,0,1,0,0,-inf\n-inf,0,0,1,0,0,2,0\n" \
    "0.25,-0.25,0,-inf,0,-1,0,0\n1,0,-2,0.5,-inf,-inf,0,0.5\n"
# for the scores and attend of Q2, K2 (n_k = 3)
MASK3_SHARED = "1,0,1\n0,1,1\n1,1,0\n1,0,1\n"
MASK3_HEADS = "1,0,1,0,1,1\n1,1,1,1,0,0\n0,1,1,1,1,0\n1,1,0,0,0,1\n"
BIAS3_SHARED = "0,0.5,-1\n-inf,0,1\n0.25,-0.25,0\n1,0,-inf\n"
BIAS3_HEADS = "0,0.5,-1,1,0,-inf\n-inf,0,1,0,2,0\n0.25,-0.25,0,0,-1,0\n" \
    "1,0,-inf,-inf,0,0.5\n"

CASES = []


def case(name, cmd, stdout="", stderr="", status=0, files=None, how=None,
         after=None):
    CASES.append(dict(name="heads-" + name, cmd=cmd, stdout=stdout,
                      stderr=stderr, status=status, files=files or {},
                      how=how, after=after, stdin=None))


def qkv_files(Q, K, V=None, extra=None):
    f = {"Q.csv": csv(Q), "K.csv": csv(K)}
    if V is not None:
        f["V.csv"] = csv(V)
    f.update(extra or {})
    return f


# --- scores ----------------------------------------------------------------

def scores_case(name, opts, Q, K, H, G, o, files=None, how=None):
    case(name, "$ATTN scores -q Q.csv -k K.csv %s\n" % opts,
         stdout=csv(ref_scores(Q, K, H, G, o)), files=qkv_files(Q, K,
                                                                extra=files),
         how=how or "ref_scores(Q, K, H=%d, G=%d, %r): exactly rounded"
         % (H, G, o))


scores_case("scores-h2", "--heads 2", Q2, K2, 2, 2, {},
            how="two heads of d_k = 2: each score divided by sqrt(2), the "
            "head's d_k, not by sqrt(4)")
scores_case("scores-h2-kv2", "--heads 2 --kv-heads 2", Q2, K2, 2, 2, {},
            how="--kv-heads 2 is the default for --heads 2")
scores_case("scores-gqa-4-2", "--heads 4 --kv-heads 2", Q4, K42, 4, 2, {},
            how="query heads 0 and 1 read key head 0, 2 and 3 key head 1")
scores_case("scores-gqa-4-1", "--heads 4 --kv-heads 1", Q4, K41, 4, 1, {},
            how="multi-query: every query head reads the one key head")
scores_case("scores-no-scale", "--heads 2 --no-scale", Q2, K2, 2, 2,
            {"noscale": 1})
scores_case("scores-scale", "--heads 4 --kv-heads 2 --scale -0.5", Q4, K42,
            4, 2, {"scale": -0.5},
            how="dot products times -0.5, exact; a zero dot product gives "
            "-0, as IEEE's +0 * -0.5 does (scores-scale-negative)")
scores_case("scores-causal", "--heads 2 --causal", Q2, K2, 2, 2,
            {"causal": 1}, how="--causal masks j > i in every head's block")
scores_case("scores-window-offset", "--heads 4 --kv-heads 1 --window 1,0 "
            "--offset 1", Q4, K41, 4, 1, {"window": (1, 0), "offset": 1})
scores_case("scores-mask-shared", "--heads 2 --mask M.csv", Q2, K2, 2, 2,
            {"mask": parse(MASK3_SHARED)}, files={"M.csv": MASK3_SHARED},
            how="an n_k-wide mask: the same for both heads")
scores_case("scores-mask-heads", "--heads 2 --mask M.csv", Q2, K2, 2, 2,
            {"mask": parse(MASK3_HEADS)}, files={"M.csv": MASK3_HEADS},
            how="an H*n_k-wide mask: a block per head")
scores_case("scores-bias-shared", "--heads 2 --bias B.csv", Q2, K2, 2, 2,
            {"bias": parse(BIAS3_SHARED)}, files={"B.csv": BIAS3_SHARED},
            how="scores --bias: the bias added to each head's scaled score "
            "in double; -inf masks")
scores_case("scores-bias-heads", "--heads 2 --bias B.csv --causal", Q2, K2,
            2, 2, {"bias": parse(BIAS3_HEADS), "causal": 1},
            files={"B.csv": BIAS3_HEADS})

# --- weights ---------------------------------------------------------------

P12 = ("p", 12)


def weights_case(name, opts, S, H, o, how=P12, files=None, note=None):
    files = dict(files or {})
    files["S.csv"] = csv(S)
    case(name, "$ATTN weights %s%s S.csv\n" % (opts, flag(how)),
         stdout=csv(ref_weights(S, H, o), how), files=files,
         how=note or "ref_weights(S, H=%d, %r)" % (H, o))


weights_case("weights-h2", "--heads 2", S2, 2, {},
             note="a softmax over each block of 4")
weights_case("weights-h4", "--heads 4", S2, 4, {},
             note="four blocks of 2")
weights_case("weights-causal", "--heads 2 --causal", S2, 2, {"causal": 1})
weights_case("weights-window", "--heads 2 --window 1 --offset 1", S2, 2,
             {"window": (1, 1), "offset": 1})
weights_case("weights-mask-shared", "--heads 2 --mask M.csv", S2, 2,
             {"mask": parse(MASK_SHARED)}, files={"M.csv": MASK_SHARED})
weights_case("weights-mask-heads", "--heads 2 --mask M.csv", S2, 2,
             {"mask": parse(MASK_HEADS)}, files={"M.csv": MASK_HEADS})
weights_case("weights-bias-shared", "--heads 2 --bias B.csv", S2, 2,
             {"bias": parse(BIAS_SHARED)}, files={"B.csv": BIAS_SHARED})
weights_case("weights-bias-heads", "--heads 2 --bias B.csv --temperature 0.5 "
             "--softcap 3", S2, 2, {"bias": parse(BIAS_HEADS),
                                    "temperature": 0.5, "softcap": 3.0},
             files={"B.csv": BIAS_HEADS})
weights_case("weights-fixed", "--heads 2 --causal --mask M.csv", S2, 2,
             {"causal": 1, "mask": parse(MASK_HEADS)}, how=("fixed", 4),
             files={"M.csv": MASK_HEADS})
# --masked-rows acts per block: head 1 of row 0 and head 0 of row 3 are
# fully masked here, their other blocks are not.
MASK_ROWS = "1,1,0,0,0,0,0,0\n1,1,1,1,0,1,1,1\n1,1,1,0,1,0,0,1\n" \
    "0,0,0,0,1,1,0,1\n"
for pol in ("zero", "uniform", "nan"):
    weights_case("weights-rows-%s" % pol, "--heads 2 --mask M.csv "
                 "--masked-rows %s" % pol, S2, 2,
                 {"mask": parse(MASK_ROWS), "policy": pol},
                 files={"M.csv": MASK_ROWS},
                 note="--masked-rows %s fills only the blocks with every "
                 "key masked (row 0 head 1, row 3 head 0)" % pol)
weights_case("weights-rows-exact", "--heads 2 --mask M.csv --masked-rows "
             "uniform", [[3] * 8] * 4, 2,
             {"mask": parse(MASK_ROWS), "policy": "uniform"}, how=None,
             files={"M.csv": MASK_ROWS},
             note="equal scores: each allowed key weighs 1/k, a fully "
             "masked block 1/4 each; exactly rounded")
case("weights-rows-error",
     "$ATTN weights --heads 2 --mask M.csv --masked-rows error S.csv\n",
     status=1, files={"S.csv": csv(S2), "M.csv": MASK_ROWS},
     stderr="attn weights: S.csv:1: every key of head 1 is masked in this "
     "row (see --masked-rows)\n",
     how="row 0's head 1 block is fully masked: the error names the head")

# --- apply: exact inputs, exact full-precision outputs -----------------------

W2 = [[0.5, 0.25, 0.25, 0, 1, 0], [0.125, 0.375, 0.5, 0.75, 0, 0.25],
      [1, 0, 0, 0.5, 0.5, 0]]
W4 = [[0.5, 0.25, 0.25, 0, 1, 0, 0, 0, 0.25, 0.25, 0.25, 0.25,
       0.125, 0.375, 0.5, 0],
      [0, 0, 0, 1, 0.5, 0.5, 0, 0, 0.75, 0, 0.25, 0, 0.2, 0.3, 0.1, 0.4]]


def apply_case(name, opts, W, V, H, G, how=None, fmtp=None):
    case(name, "$ATTN apply -v V.csv %s%s W.csv\n" % (opts, flag(fmtp)),
         stdout=csv(ref_apply(W, V, H, G), fmtp),
         files={"W.csv": csv(W), "V.csv": csv(V)},
         how=how or "ref_apply(W, V, H=%d, G=%d): exact sums, rounded once"
         % (H, G))


apply_case("apply-h2", "--heads 2", W2, V2, 2, 2,
           how="head h's weights times V's block h: O = [A0 V0, A1 V1]")
apply_case("apply-gqa-4-2", "--heads 4 --kv-heads 2", W4, V42, 4, 2,
           how="heads 0, 1 read V's block 0, heads 2, 3 block 1")
apply_case("apply-gqa-4-1", "--heads 4 --kv-heads 1", W4, V41, 4, 1,
           how="every head reads the one value head")
apply_case("apply-nan", "--heads 2", [[NAN, NAN, NAN, 0.5, 0.5, 0]], V2, 2,
           2, how="a nan block (--masked-rows nan) gives nan in its head's "
           "output only")

# --- attend, and the pipeline's bytes ---------------------------------------

def attend_case(name, sopts, wopts, Q, K, V, H, G, o, fmtp=P12, files=None,
                how=None):
    """attend OPTS, checked byte for byte against the pipeline too."""
    hs = "--heads %d --kv-heads %d" % (H, G)
    def words(*parts):
        return " ".join(p for p in parts if p)
    cmd = ("$ATTN attend -q Q.csv -k K.csv -v V.csv %s%s >a; "
           "$ATTN scores -q Q.csv -k K.csv %s | $ATTN weights %s | "
           "$ATTN apply -v V.csv %s%s >b; cmp a b && cat a\n"
           % (words(hs, sopts, wopts), flag(fmtp), words(hs, sopts),
              words("--heads %d" % H, wopts), hs, flag(fmtp)))
    case(name, cmd, stdout=csv(ref_attend(Q, K, V, H, G, o), fmtp),
         files=qkv_files(Q, K, V, files),
         how=how or "ref_attend(Q, K, V, H=%d, G=%d, %r); the pipeline "
         "must write the same bytes" % (H, G, o))


attend_case("attend-h2", "", "", Q2, K2, V2, 2, 2, {})
attend_case("attend-gqa-4-2", "", "", Q4, K42, V42, 4, 2, {})
attend_case("attend-gqa-4-1", "", "", Q4, K41, V41, 4, 1, {})
attend_case("attend-causal", "--causal", "", Q2, K2, V2, 2, 2,
            {"causal": 1})
attend_case("attend-gqa-causal", "--causal", "", Q4, K42, V42, 4, 2,
            {"causal": 1}, fmtp=("fixed", 6))
attend_case("attend-mask-shared", "--mask M.csv", "", Q2, K2, V2, 2, 2,
            {"mask": parse(MASK3_SHARED)}, files={"M.csv": MASK3_SHARED})
attend_case("attend-mask-heads", "--mask M.csv", "", Q2, K2, V2, 2, 2,
            {"mask": parse(MASK3_HEADS)}, files={"M.csv": MASK3_HEADS})
attend_case("attend-bias-shared", "", "--bias B.csv", Q2, K2, V2, 2, 2,
            {"bias": parse(BIAS3_SHARED)}, files={"B.csv": BIAS3_SHARED})
attend_case("attend-bias-heads", "--causal", "--bias B.csv --temperature 2",
            Q2, K2, V2, 2, 2, {"bias": parse(BIAS3_HEADS), "causal": 1,
                                "temperature": 2.0},
            files={"B.csv": BIAS3_HEADS})
# the masks of current models, per head (the rules of position are the
# same for every head; n_k counts one head's keys)
scores_case("scores-gqa-chunk", "--heads 4 --kv-heads 2 --causal --chunk 2",
            Q4, K42, 4, 2, {"causal": 1, "chunk": 2},
            how="Llama 4's chunked attention on every head: causal within "
            "chunks of 2 positions")
weights_case("weights-prefix", "--heads 2 --prefix 2 --offset -1", S2, 2,
             {"prefix": 2, "offset": -1},
             note="keys 0 and 1 seen by every row of both heads, even row "
             "0, which sits at position -1; causal beyond")
attend_case("attend-gqa-bidirectional", "--bidirectional '[0,1,1,0]'", "",
            Q4, K42, V42, 4, 2, {"bidir": [0, 1, 1, 0]}, fmtp=P12)
attend_case("attend-lower-right", "--causal=lower-right --chunk 3", "",
            Q2[:2], K42 + [[0.5, -0.5, 1, 0]],
            [r[:3] for r in V42] + [[1, 1, 1]], 1, 1,
            {"causal": 1, "offset": 3, "chunk": 3}, fmtp=P12,
            how="2 queries, 5 keys: --causal=lower-right is offset 3; "
            "chunks of 3 positions, so row 0 (position 3) sees key 3 alone")
attend_case("attend-rows-uniform", "--causal --offset -1",
            "--masked-rows uniform", Q4, K41, V41, 4, 1,
            {"causal": 1, "offset": -1, "policy": "uniform"},
            how="row 0 sees no key in any head: uniform weights give the "
            "mean of V's rows in every head; the pipeline must agree")
case("attend-rows-heads",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --heads 2 --mask M.csv "
     "--masked-rows nan -p 12\n",
     stdout=csv(ref_attend(Q2, K2, V2, 2, 2, {
         "mask": parse("1,1,1,0,0,0\n0,0,0,1,0,1\n1,1,0,1,1,1\n"
                       "0,0,0,0,0,0\n"), "policy": "nan"}), P12),
     files=qkv_files(Q2, K2, V2, {"M.csv": "1,1,1,0,0,0\n0,0,0,1,0,1\n"
                                  "1,1,0,1,1,1\n0,0,0,0,0,0\n"}),
     how="--masked-rows nan per block: a fully masked head gives nan in "
     "its own output columns only")

# --- --show-work names the head ---------------------------------------------

case("work-attend",
     "$ATTN attend -q '[1,0,0,1,1,1,0,2]' -k K.csv -v V.csv --heads 4 "
     "--kv-heads 2 --show-work 2>&1 >/dev/null | grep -E '^row|head '\n",
     stdout="row 0 (<literal> line 1): q = [1, 0, 0, 1, 1, 1, 0, 2]\n"
     "  head           0 of 4 (key/value head 0)\n"
     "  head           1 of 4 (key/value head 0)\n"
     "  head           2 of 4 (key/value head 1)\n"
     "  head           3 of 4 (key/value head 1)\n",
     files=qkv_files([[0] * 8], K42, V42),
     how="each head's working starts with its line, naming the key/value "
     "head it reads (h // (H/G))")
case("work-weights",
     "$ATTN weights --heads 2 --show-work '[1,2,3,4]' 2>&1 >/dev/null | "
     "grep -E '^  head'\n",
     stdout="  head           0 of 2\n  head           1 of 2\n",
     how="weights knows no key/value heads: the line names the head alone")
case("work-scores",
     "$ATTN scores --heads 2 --show-work -q '[1,0,0,1]' -k '[1,1,0,1;2,0,1,1]' "
     "2>&1 "
     ">/dev/null | grep -E '^  (head|scale)'\n",
     stdout="  head           0 of 2 (key/value head 0)\n"
     "  scale          divide by sqrt(d_k) = sqrt(2) = 1.4142135623730951\n"
     "  head           1 of 2 (key/value head 1)\n"
     "  scale          divide by sqrt(d_k) = sqrt(2) = 1.4142135623730951\n",
     how="d_k in the working is the head's: sqrt(2), not sqrt(4)")

# --- topk and rank ----------------------------------------------------------

TR = [[3, 1, 2, 5, 4, 6], [1, 1, 1, NAN, NEG_INF, 0],
      [-1, 0.5, 0.5, 2, 2, -3]]
TR_TEXT = csv(TR)


def rank_case(name, cmd, M, H, **kw):
    case(name, "$ATTN %s M.csv\n" % cmd, stdout=ref_topk(M, H, **kw),
         files={"M.csv": csv(M)},
         how="each of the %d blocks sorted on its own: largest first, ties "
         "to the lower index, -inf above nan; indices inside the block" % H)


rank_case("topk-h2", "topk --heads 2", TR, 2, n=1)
rank_case("topk-h2-n2", "topk -n 2 --heads 2", TR, 2, n=2)
rank_case("topk-h3-big-n", "topk -n 5 --heads 3", TR, 3, n=5)
rank_case("topk-values", "topk -n 2 --heads 2 --values", TR, 2, n=2,
          values=True)
rank_case("topk-pairs", "topk -n 2 --heads 3 --pairs --one-based", TR, 3,
          n=2, pairs=True, base=1)
rank_case("rank-h2", "rank --heads 2", TR, 2)
rank_case("rank-h3-one-based", "rank --heads 3 --one-based", TR, 3, base=1)
rank_case("rank-h6", "rank --heads 6 --values", TR, 6, values=True)
case("topk-weights",
     "$ATTN attend -q Q.csv -k K.csv -v K.csv --heads 4 --kv-heads 2 "
     "--causal -p 17 >/dev/null; $ATTN scores -q Q.csv -k K.csv --heads 4 "
     "--kv-heads 2 | $ATTN weights --heads 4 | $ATTN topk -n 2 --heads 4\n",
     stdout=ref_topk(ref_weights(ref_scores(Q4, K42, 4, 2, {}), 4, {}), 4,
                     n=2),
     files=qkv_files(Q4, K42),
     how="the two keys each head attends most, from ref_weights")

# --- heatmap --ascii ----------------------------------------------------------

XC = [[1, 0, 1, 0], [0, 1, 1, 1], [1, 1, 0, 1], [1, -1, -1, 0],
      [-1, 0.5, 1, 1]]
SC = ref_scores(XC, XC, 2, 2, {"causal": 1})
WC = ref_weights(SC, 2, {"causal": 1})
case("heatmap-ascii-causal",
     "$ATTN scores --heads 2 --causal -q X.csv -k X.csv | "
     "$ATTN weights --heads 2 --causal | $ATTN heatmap --heads 2 --ascii\n",
     stdout=heatmap_ascii(WC, 2), files={"X.csv": csv(XC)},
     how="the causal two-head weights of X (5 tokens, 2 heads of d_k = 2), "
     "from ref_weights; level floor(10 w), masked weights 0 (' ')")
case("heatmap-ascii-scores",
     "$ATTN scores --heads 2 --causal -q X.csv -k X.csv | "
     "$ATTN heatmap --heads 2 --ascii\n",
     stdout=heatmap_ascii(SC, 2), files={"X.csv": csv(XC)},
     how="the causal scores: -inf as '//', one range over both panels")
case("heatmap-ascii-h3",
     "$ATTN heatmap --heads 3 --ascii M.csv\n",
     stdout=heatmap_ascii(TR, 3), files={"M.csv": csv(TR)},
     how="three panels of two columns: each slot as wide as its title")
case("heatmap-color-layout",
     "COLUMNS=80 $ATTN heatmap --heads 2 --color=always S.csv | "
     "sed 's/\\x1b\\[[0-9;]*m//g'\n",
     stdout="  head 0     head 1\n"
     "  0 1 2 3    0 1 2 3\n" + "".join(
         "%d %s   %s\n" % (i, " " * 8, " " * 8) for i in range(4)) +
     "  -2 " + " " * 20 + " 3\n",
     files={"S.csv": csv(S2)},
     how="the colour picture without its colour codes: two panels of 4 "
     "cells (2 blanks each), 3 spaces apart, one legend of 20 blocks")
case("heatmap-svg-titles",
     "$ATTN heatmap --svg --heads 2 '[0.5,-inf,1,0;0.25,0.75,nan,2]' | "
     "grep -o -e '>head [0-9]<' -e '<title>[^<]*</title>'\n",
     stdout="<title>attn heatmap: 2 x 4, 2 heads</title>\n"
     ">head 0<\n>head 1<\n" +
     "".join("<title>row %d, head %d, column %d: %s</title>\n"
             % (i, j // 2, j % 2, v) for i, r in
             enumerate([["0.5", "-inf", "1", "0"],
                        ["0.25", "0.75", "nan", "2"]])
             for j, v in enumerate(r)),
     how="a title per panel, and each cell's tooltip names its head and its "
     "column inside the head")
case("heatmap-svg-labels",
     "$ATTN heatmap --svg --heads 2 --labels-k k.txt '[1,2,3,4]' | "
     "grep -c '>key[ab]</text>'\n",
     stdout="4\n", files={"k.txt": "keya\nkeyb\n"},
     how="--labels-k: one label per column of a head, shown over each of "
     "the two panels")

# --- errors -------------------------------------------------------------------

ERRS = [
    # (name, args, files, status, message)
    ("err-q-width", "scores -q Q.csv -k K.csv --heads 3 --kv-heads 1",
     {"K.csv": "1\n2\n"}, 1,
     "Q.csv:1: row has 4 columns, which --heads 3 does not divide"),
    ("err-attend-q-width", "attend -q Q.csv -k K.csv -v V.csv --heads 3 "
     "--kv-heads 1", {"K.csv": "1\n2\n3\n"}, 1,
     "Q.csv:1: row has 4 columns, which --heads 3 does not divide"),
    ("err-k-width", "scores -q Q.csv -k K.csv --heads 2 --kv-heads 2",
     {"K.csv": "1,2,3\n"}, 1,
     "K.csv: K has 3 columns, which --kv-heads 2 does not divide"),
    ("err-k-width-heads", "attend -q Q.csv -k K.csv -v V.csv --heads 2",
     {"K.csv": "1,2,3\n4,5,6\n7,8,9\n"}, 1,
     "K.csv: K has 3 columns, which --heads 2 does not divide"),
    ("err-v-width", "apply -v V.csv --heads 4 --kv-heads 2 W.csv",
     {"V.csv": "1,2,3\n", "W.csv": "1,1,1,1\n"}, 1,
     "V.csv: V has 3 columns, which --kv-heads 2 does not divide"),
    ("err-g-divides", "attend -q Q.csv -k K.csv -v V.csv --heads 4 "
     "--kv-heads 3", {}, 2,
     "--kv-heads 3 does not divide --heads 4 (see attn attend --help)"),
    ("err-g-bigger", "scores -q Q.csv -k K.csv --heads 2 --kv-heads 4", {},
     2, "--kv-heads 4 does not divide --heads 2 (see attn scores --help)"),
    ("err-g-apply", "apply -v V.csv --kv-heads 2 W.csv",
     {"W.csv": "1,0,0\n"}, 2,
     "--kv-heads 2 does not divide --heads 1 (see attn apply --help)"),
    ("err-heads-zero", "scores -q Q.csv -k K.csv --heads 0", {}, 2,
     "--heads takes a whole number from 1 to 1048576, not '0' "
     "(see attn scores --help)"),
    ("err-kv-zero", "attend -q Q.csv -k K.csv -v V.csv --kv-heads 0", {}, 2,
     "--kv-heads takes a whole number from 1 to 1048576, not '0' "
     "(see attn attend --help)"),
    ("err-heads-neg", "weights --heads -2 S.csv", {"S.csv": "1,2\n"}, 2,
     "--heads takes a whole number from 1 to 1048576, not '-2' "
     "(see attn weights --help)"),
    ("err-heads-word", "apply -v V.csv --heads two W.csv",
     {"W.csv": "1\n"}, 2,
     "--heads takes a whole number from 1 to 1048576, not 'two' "
     "(see attn apply --help)"),
    ("err-weights-kv", "weights --heads 2 --kv-heads 1 S.csv",
     {"S.csv": "1,2\n"}, 2,
     "unknown option '--kv-heads' (see attn weights --help)"),
    ("err-dk", "scores -q Q.csv -k K.csv --heads 2",
     {"Q.csv": "1,2,3,4,5,6\n"}, 1,
     "Q.csv:1: row has 3 columns per head, but K has 2 per key/value head "
     "(d_k must match)"),
    ("err-dk-gqa", "attend -q Q.csv -k K.csv -v V.csv --heads 2 "
     "--kv-heads 1", {}, 1,
     "Q.csv:1: row has 2 columns per head, but K has 4 per key/value head "
     "(d_k must match)"),
    ("err-mask-width", "scores -q Q.csv -k K.csv --heads 2 --mask M.csv",
     {"M.csv": "1,1,1,1,1\n"}, 1,
     "M.csv:1: the mask row has 5 fields, but the scores have 3 per head "
     "(6 in all)"),
    ("err-bias-width", "weights --heads 2 --bias B.csv S.csv",
     {"S.csv": "1,2,3,4\n5,6,7,8\n", "B.csv": "0,0,0\n0,0,0\n"}, 1,
     "B.csv:1: the bias row has 3 fields, but the scores have 2 per head "
     "(4 in all)"),
    ("err-bias-width-attend", "attend -q Q.csv -k K.csv -v V.csv --heads 2 "
     "--bias B.csv", {"B.csv": "0\n"}, 1,
     "B.csv:1: the bias row has 1 field, but the scores have 3 per head "
     "(6 in all)"),
    ("err-weights-width", "weights --heads 2 S.csv",
     {"S.csv": "1,2,3,4,5\n"}, 1,
     "S.csv:1: row has 5 columns, which --heads 2 does not divide"),
    ("err-weights-width-one", "weights --heads 2 S.csv", {"S.csv": "1\n"},
     1, "S.csv:1: row has 1 column, which --heads 2 does not divide"),
    ("err-apply-width", "apply -v V.csv --heads 2 W.csv",
     {"W.csv": "0.5,0.5,0,0.5\n"}, 1,
     "W.csv:1: row has 4 weights, but --heads 2 with V's 3 rows needs 6"),
    ("err-apply-gqa-width", "apply -v V.csv --heads 4 --kv-heads 2 W.csv",
     {"W.csv": "# weights\n1,0,0,1,0,0\n"}, 1,
     "W.csv:2: row has 6 weights, but --heads 4 with V's 3 rows needs 12"),
    ("err-topk-width", "topk --heads 4 S.csv", {"S.csv": "1,2,3,4,5,6\n"},
     1, "S.csv:1: row has 6 columns, which --heads 4 does not divide"),
    ("err-rank-zero", "rank --heads 0 S.csv", {"S.csv": "1\n"}, 2,
     "--heads takes a whole number from 1 to 1048576, not '0' "
     "(see attn rank --help)"),
    ("err-topk-kv", "topk --kv-heads 2 S.csv", {"S.csv": "1\n"}, 2,
     "unknown option '--kv-heads' (see attn topk --help)"),
    ("err-heatmap-width", "heatmap --heads 2 S.csv",
     {"S.csv": "1,2,3\n4,5,6\n"}, 1,
     "S.csv: the matrix has 3 columns, which --heads 2 does not divide"),
    ("err-heatmap-zero", "heatmap --heads 0 S.csv", {"S.csv": "1\n"}, 2,
     "--heads takes a whole number from 1 to 1048576, not '0' "
     "(see attn heatmap --help)"),
    ("err-heatmap-labels", "heatmap --svg --heads 2 --labels-k k.txt S.csv",
     {"S.csv": "1,2,3,4\n", "k.txt": "a\nb\nc\nd\n"}, 1,
     "k.txt: 4 labels for 2 columns of a head (one label per line)"),
    ("err-score-overflow", "scores -q Q.csv -k K.csv --heads 2 --no-scale",
     {"Q.csv": "1,1,1e300,1e300\n", "K.csv": "1,1,1e10,1\n"}, 1,
     "Q.csv:1: the score for key 0 of head 1 overflows a double"),
    ("err-bias-overflow", "weights --heads 2 --bias B.csv S.csv",
     {"S.csv": "1,2,1e308,4\n", "B.csv": "1.7e308,0\n"}, 1,
     "S.csv:1: the score for key 0 of head 1 plus its bias overflows to "
     "inf"),
    ("err-temperature", "attend -q Q.csv -k K.csv -v V.csv --heads 2 "
     "--no-scale --temperature 1e-308", {"Q.csv": "0,0,2,0\n"}, 1,
     "Q.csv:1: the score for key 1 of head 1 becomes inf under "
     "--temperature"),
]
for name, args, files, status, msg in ERRS:
    f = {"Q.csv": csv(Q2), "K.csv": csv(K2), "V.csv": csv(V2)}
    f.update(files)
    sub = args.split()[0]
    case(name, "$ATTN %s </dev/null\n" % args, status=status, files=f,
         stderr="attn %s: %s\n" % (sub, msg),
         how="%s error, written by hand from the code's messages"
         % ("usage" if status == 2 else "data"))


def main():
    out = Cases()
    for c in CASES:
        out.case(c["name"], c["cmd"], c["stdout"], c["stderr"], c["status"],
                 c["stdin"], c["after"],
                 "Generated by tests/gen/heads.py.\n" + (c["how"] or "") +
                 "\n", c["files"])
    out.done("heads")


if __name__ == "__main__":
    main()
