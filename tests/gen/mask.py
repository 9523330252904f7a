#!/usr/bin/python3
"""mask.py - write the tests/cases/mask-* golden cases.

Every expected stdout here comes from the reference below, written from
attn(1) (Mask options) and attn-weights(1) without looking at attn's code and
without running attn:

  * scores: exact dot products (fractions.Fraction) times an exact scale
    (the inputs are small integers, d_k is 1, 4 or 16, so 1/sqrt(d_k) is a
    power of two), rounded once to a double;
  * masks: the formulas of the manual's table, one (i, j) at a time;
  * transforms, as the manual says they are computed, in double: x / T, then
    C * tanh(x / C) (tanh from mpmath, correctly rounded), then x + bias;
  * softmax: exp(x_j - max) / sum_k exp(x_k - max) in mpmath at 300 bits,
    then rounded to the nearest double;
  * attend: the weights above (doubles) times V, summed exactly, rounded.

Full-precision output is used only where the result is exact or exactly
rounded by construction (scores, 1/n weights); elsewhere the case prints
with -p 12 or --fixed N, as a student would, so that a last-bit difference
in exp cannot flip a digit.  Error messages and statuses are written by
hand from attn(1), EXIT STATUS and DIAGNOSTICS.

Run it from anywhere: /usr/bin/python3 tests/gen/mask.py
It rewrites only the mask-* folders it defines.
"""
import math
import os
import sys
from fractions import Fraction

from mpmath import mp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, csv, parse  # noqa: E402
from masks import NEG_INF, masked, softmax, transform  # noqa: E402

mp.prec = 300


# --- the reference ---------------------------------------------------------

class Fail(Exception):
    pass


def side(o, key, i):
    m = o.get(key)
    return None if m is None else m[i]


def ref_scores(Q, K, o):
    d = len(K[0])
    if o.get("noscale"):
        scale = Fraction(1)
    else:
        root = math.isqrt(d)
        assert root * root == d and root & (root - 1) == 0, "inexact scale"
        scale = Fraction(1, root)
    out = []
    for i, q in enumerate(Q):
        row = []
        for j, k in enumerate(K):
            if masked(i, j, o, side(o, "mask", i), side(o, "bias", i)):
                row.append(NEG_INF)
                continue
            x = float(sum(Fraction(a) * Fraction(b) for a, b in zip(q, k))
                      * scale)
            b = side(o, "bias", i)
            if b is not None:
                x = x + b[j]
            row.append(x)
        out.append(row)
    return out


def ref_weights(S, o):
    out = []
    n = len(S[0])
    for i, s in enumerate(S):
        mrow, brow = side(o, "mask", i), side(o, "bias", i)
        x = []
        for j in range(n):
            if s[j] == NEG_INF or masked(i, j, o, mrow, brow):
                x.append(None)
            else:
                x.append(transform(s[j], o, None if brow is None else
                                   brow[j]))
        w = softmax(x, o.get("policy", "zero"))
        if w is None:
            raise Fail(i)
        out.append(w)
    return out


def ref_attend(Q, K, V, o):
    S = ref_scores(Q, K, {k: v for k, v in o.items() if k != "bias"})
    W = ref_weights(S, o)
    return [[float(sum(Fraction(w[j]) * Fraction(V[j][c])
                       for j in range(len(V)) if w[j]))
             for c in range(len(V[0]))] for w in W]


# --- the data --------------------------------------------------------------

Q4 = [[1, 0, 2, -1], [0, 1, 1, 1], [2, -1, 0, 1], [1, 1, -1, 0]]
K5 = [[1, 2, 0, 1], [0, -1, 1, 2], [1, 1, 1, 1], [2, 0, -1, 0],
      [-1, 1, 0, 3]]
K4 = K5[:4]
V5 = [[1, 0], [0, 2], [-1, 1], [3, -2], [0.5, 0.25]]
V4 = V5[:4]
S4 = [[0.5, 1, -1, 2], [1.5, -0.5, 0.25, 3], [2, 0, 1, -2],
      [-1, 0.5, 1.5, 0.75]]
S6 = [[0.5, 1, -1, 2, 0, 1.25], [1.5, -0.5, 0.25, 3, 1, -1],
      [2, 0, 1, -2, 0.5, 0.75], [-1, 0.5, 1.5, 0.75, 2, 0],
      [0.25, 1, -0.5, 1.5, 1, 2.5], [3, -1, 0, 0.5, 1.25, 1]]
# A 0/1 mask spelt every way attn(1) allows (Numbers).
MASK4_TEXT = "1,0,1.0,1e0\n0.0,1,+1,-0\n1,.0,1.,0e5\n1,1,0,1\n"
MASK4 = parse(MASK4_TEXT)
MASK6_TEXT = "".join(",".join(r) + "\n" for r in (
    "111111", "111111", "101111", "110111", "111101", "111110"))
MASK6 = parse(MASK6_TEXT)
BIAS4_TEXT = "0,0.5,-1,0\n-inf,0,0,1\n0.25,-0.25,0,-inf\n1,0,-2,0.5\n"
BIAS4 = parse(BIAS4_TEXT)

CASES = []


def case(name, cmd, stdout="", stderr="", status=0, files=None,
         stdin=None, after=None, how=None):
    CASES.append(dict(name="mask-" + name, cmd=cmd, stdout=stdout,
                      stderr=stderr, status=status, files=files or {},
                      stdin=stdin, after=after, how=how))


def weights_case(name, opts, S, o, how=None, fmtp=("p", 12), files=None,
                 extra=""):
    """attn weights OPTS on S, checked against ref_weights."""
    files = dict(files or {})
    files["S.csv"] = csv(S)
    flag = "" if fmtp is None else (" -p %d" % fmtp[1] if fmtp[0] == "p"
                                    else " --fixed %d" % fmtp[1])
    case(name, "$ATTN weights %s%s S.csv%s\n" % (opts, flag, extra),
         stdout=csv(ref_weights(S, o), fmtp), files=files,
         how=how or "weights: ref_weights(S, %r)" % (o,))


def scores_case(name, opts, Q, K, o, files=None, how=None):
    files = dict(files or {})
    files["Q.csv"], files["K.csv"] = csv(Q), csv(K)
    case(name, "$ATTN scores -q Q.csv -k K.csv %s\n" % opts,
         stdout=csv(ref_scores(Q, K, o)), files=files,
         how=how or "scores: ref_scores(Q, K, %r), exact" % (o,))


# scores: every mask option alone, then together (exact, full precision)
scores_case("scores-causal", "--causal", Q4, K4, {"causal": 1})
scores_case("scores-window-one", "--window 1", Q4, K4, {"window": (1, 1)})
scores_case("scores-window-two", "--window 2,0", Q4, K4, {"window": (2, 0)})
scores_case("scores-window-ahead", "--window 0,1", Q4, K5,
            {"window": (0, 1)})
scores_case("scores-window-zero", "--window 0", Q4, K4, {"window": (0, 0)})
scores_case("scores-mask", "--mask M.csv", Q4, K4, {"mask": MASK4},
            files={"M.csv": MASK4_TEXT})
scores_case("scores-bias", "--bias B.csv", Q4, K4, {"bias": BIAS4},
            files={"B.csv": BIAS4_TEXT})
scores_case("scores-causal-window", "--causal --window 1", Q4, K4,
            {"causal": 1, "window": (1, 1)})
scores_case("scores-causal-mask", "--causal --mask M.csv", Q4, K4,
            {"causal": 1, "mask": MASK4}, files={"M.csv": MASK4_TEXT})
scores_case("scores-bias-causal", "--bias B.csv --causal", Q4, K4,
            {"causal": 1, "bias": BIAS4}, files={"B.csv": BIAS4_TEXT})
scores_case("scores-offset-neg", "--causal --offset -1", Q4, K4,
            {"causal": 1, "offset": -1})
scores_case("scores-offset-pos", "--causal --offset 2", Q4, K5,
            {"causal": 1, "offset": 2})
# FlashAttention's bottom-right alignment: offset = n_k - n_q = 5 - 2.
scores_case("scores-bottom-right", "--causal --offset $((5 - 2))",
            Q4[2:], K5, {"causal": 1, "offset": 3},
            how="scores: ref_scores(Q, K, causal, offset 3 = n_k - n_q): "
            "the last query row sees every key, as FlashAttention's "
            "bottom-right causal mask")
scores_case("scores-window-offset", "--window 1 --offset 2", Q4[:3], K5,
            {"window": (1, 1), "offset": 2})
scores_case("scores-offset-alone", "--offset 2", Q4, K4, {},
            how="--offset alone moves nothing: it only shifts --causal "
            "and --window")
scores_case("scores-all", "--causal --window 2 --offset 1 --mask M.csv "
            "--bias B.csv", Q4, K5,
            {"causal": 1, "window": (2, 2), "offset": 1,
             "mask": parse("1,1,1,1,0\n1,0,1,1,1\n1,1,1,1,1\n0,1,1,1,1\n"),
             "bias": parse("1,2,3,4,5\n0,0,-inf,0,0\n-1,-1,-1,-1,-1\n"
                           "0.5,0.5,0.5,-inf,0.5\n")},
            files={"M.csv": "1,1,1,1,0\n1,0,1,1,1\n1,1,1,1,1\n0,1,1,1,1\n",
                   "B.csv": "1,2,3,4,5\n0,0,-inf,0,0\n-1,-1,-1,-1,-1\n"
                   "0.5,0.5,0.5,-inf,0.5\n"})
# R does not matter under --causal: two runs, the same rows twice.
case("scores-causal-window-r",
     "$ATTN scores -q Q.csv -k K.csv --causal --window 1,0; "
     "$ATTN scores -q Q.csv -k K.csv --causal --window 1,3\n",
     stdout=csv(ref_scores(Q4, K4, {"causal": 1, "window": (1, 0)})) * 2,
     files={"Q.csv": csv(Q4), "K.csv": csv(K4)},
     how="ref_scores with causal and window (1, 0), written twice: R=3 "
     "must give the same as R=0")

# weights: each option alone, then the combinations users write
weights_case("weights-causal", "--causal", S4, {"causal": 1})
weights_case("weights-window-one", "--window 1", S4, {"window": (1, 1)})
weights_case("weights-window-two", "--window 1,2", S4, {"window": (1, 2)})
weights_case("weights-mask", "--mask M.csv", S4, {"mask": MASK4},
             files={"M.csv": MASK4_TEXT})
weights_case("weights-bias", "--bias B.csv", S4, {"bias": BIAS4},
             files={"B.csv": BIAS4_TEXT})
weights_case("weights-temperature", "--temperature 0.5", S4,
             {"temperature": 0.5})
weights_case("weights-temperature-big", "--temperature 3", S4,
             {"temperature": 3.0})
weights_case("weights-softcap", "--softcap 1", S4, {"softcap": 1.0})
weights_case("weights-softcap-big", "--softcap 30", S4, {"softcap": 30.0})
weights_case("weights-causal-window", "--causal --window 1", S4,
             {"causal": 1, "window": (1, 1)})
weights_case("weights-causal-mask", "--causal --mask M.csv", S4,
             {"causal": 1, "mask": MASK4}, files={"M.csv": MASK4_TEXT})
weights_case("weights-bias-causal", "--bias B.csv --causal", S4,
             {"causal": 1, "bias": BIAS4}, files={"B.csv": BIAS4_TEXT})
weights_case("weights-offset-pos", "--causal --offset 1", S4,
             {"causal": 1, "offset": 1})
weights_case("weights-bottom-right", "--causal --offset $((6 - 2))",
             S6[:2], {"causal": 1, "offset": 4},
             how="weights of a 2 x 6 score block, causal, offset n_k - n_q "
             "= 4 (bottom-right)")
weights_case("weights-order", "--softcap 2 --bias B.csv --temperature 0.5",
             S4, {"temperature": 0.5, "softcap": 2.0, "bias": BIAS4},
             files={"B.csv": BIAS4_TEXT},
             how="ref_weights: x / 0.5, then 2 tanh(x / 2), then + bias, "
             "whatever order the options come in")
# attn(1): -inf stays masked through every transform; a softcap must not
# make it -C (which would give it weight e^-C / sum, not 0).
SINF = [[NEG_INF, 0, 1], [2, NEG_INF, -1], [NEG_INF, NEG_INF, 0.5]]
weights_case("weights-softcap-inf", "--softcap 1", SINF, {"softcap": 1.0},
             how="softcap 1 over scores with -inf: masked entries weigh "
             "exactly 0 (not e^-1 / sum, as -inf -> -C would give); the "
             "last row keeps one key, weight 1")
weights_case("weights-softcap-inf-p", "--softcap 1 --temperature 2 "
             "--bias B.csv", SINF,
             {"softcap": 1.0, "temperature": 2.0,
              "bias": parse("5,0,0\n0,-5,0\n-1,3,0\n")},
             files={"B.csv": "5,0,0\n0,-5,0\n-1,3,0\n"})
weights_case("weights-combined", "--causal --window 2 --mask M.csv", S6,
             {"causal": 1, "window": (2, 2), "mask": MASK6},
             files={"M.csv": MASK6_TEXT}, fmtp=("fixed", 4),
             how="the README example: causal + window 2 + a mask file")
weights_case("weights-combined-p12", "--causal --window 2 --mask M.csv",
             S6, {"causal": 1, "window": (2, 2), "mask": MASK6},
             files={"M.csv": MASK6_TEXT}, fmtp=("p", 12))
# Equal allowed scores: weights 1/k, exactly rounded in full precision.
EQ = [[3] * 5] * 5
weights_case("weights-window-exact", "--window 1,2", EQ,
             {"window": (1, 2)}, fmtp=None,
             how="equal scores: every allowed key weighs 1/k, k the number "
             "allowed; exactly rounded")

# Offsets at the ends of a long: no overflow, row + offset is exact.
weights_case("weights-offset-max", "--causal --offset 9223372036854775807",
             S4, {"causal": 1, "offset": 9223372036854775807},
             how="every key lies before the diagonal: plain softmax")
weights_case("weights-offset-min", "--window 9223372036854775807 "
             "--offset -9223372036854775808", S4,
             {"window": (9223372036854775807, 9223372036854775807),
              "offset": -9223372036854775808},
             how="row i sees keys up to i - 1, computed without overflow: "
             "i - 2^63 + 2^63 - 1")
weights_case("weights-offset-max-window", "--window 9223372036854775805,0 "
             "--offset 9223372036854775807", S4,
             {"window": (9223372036854775805, 0),
              "offset": 9223372036854775807},
             how="row i sees keys from i + 2 on: offset and L nearly cancel, "
             "and must do so exactly (no clamping)")
case("weights-empty", "$ATTN weights --mask M.csv --bias B.csv </dev/null\n",
     files={"M.csv": "", "B.csv": "# nothing\n"},
     how="no scores and no mask rows: empty output, status 0")

# --masked-rows on rows that end fully masked, by every route
for pol in ("zero", "uniform", "nan"):
    weights_case("weights-rows-%s" % pol,
                 "--causal --offset -2 --masked-rows %s" % pol, S4,
                 {"causal": 1, "offset": -2, "policy": pol}, fmtp=("p", 12))
weights_case("weights-rows-default", "--window 0 --offset 4", S4,
             {"window": (0, 0), "offset": 4}, fmtp=None,
             how="the window lies past the last key: every row masked, "
             "default policy zero")
weights_case("weights-rows-temperature-uniform", "--temperature 0.25 "
             "--mask M.csv --masked-rows=uniform", S4,
             {"temperature": 0.25, "mask": parse(
                 "1,1,0,0\n0,0,0,0\n0,1,0,1\n0,0,0,0\n"),
              "policy": "uniform"},
             files={"M.csv": "1,1,0,0\n0,0,0,0\n0,1,0,1\n0,0,0,0\n"})
weights_case("weights-rows-temperature-nan", "--temperature 2 --softcap 5 "
             "--masked-rows nan", [[NEG_INF] * 3, [1, NEG_INF, 2]],
             {"temperature": 2.0, "softcap": 5.0, "policy": "nan"})
weights_case("weights-rows-bias", "--bias B.csv --masked-rows uniform",
             [[1, 2], [3, 4]], {"bias": parse("-inf,-inf\n0,1\n"),
                                "policy": "uniform"},
             files={"B.csv": "-inf,-inf\n0,1\n"})
weights_case("weights-input-inf", "--temperature 0.5 --bias B.csv",
             [[NEG_INF, 1, 2], [0, NEG_INF, NEG_INF]],
             {"temperature": 0.5, "bias": parse("100,0,1\n0,-7,2\n")},
             files={"B.csv": "100,0,1\n0,-7,2\n"},
             how="-inf in the scores stays masked though the bias adds 100 "
             "to it; row 2 keeps a single key: weight exactly 1")
weights_case("weights-header", "-H --mask M.csv --bias B.csv", S4[:2],
             {"mask": parse("1,1,0,1\n1,0,1,1\n"),
              "bias": parse("0,0,0,1\n1,0,0,0\n")},
             files={"M.csv": "m0,m1,m2,m3\n1,1,0,1\n1,0,1,1\n",
                    "B.csv": "# a comment\nb0,b1,b2,b3\n0,0,0,1\n\n"
                    "1,0,0,0\n"},
             extra="", how="-H skips the first row of every CSV input, "
             "the mask and bias included")
# -H applies to S.csv too: give it a header row.
CASES[-1]["files"]["S.csv"] = "s0,s1,s2,s3\n" + csv(S4[:2])
case("weights-mask-stdin",
     "printf '0,1,1\\n1,1,0\\n' | $ATTN weights --mask - -p 12 S.csv\n",
     stdout=csv(ref_weights([[1, 2, 3], [4, 5, 6]],
                            {"mask": [[0, 1, 1], [1, 1, 0]]}), ("p", 12)),
     files={"S.csv": csv([[1, 2, 3], [4, 5, 6]])},
     how="ref_weights with the mask read from stdin")

# a leading + on --offset and --window, as on -n and --fixed; not two
case("offset-plus", "$ATTN weights --causal --offset +1 '[1,1,1]'",
     stdout=csv(ref_weights([[1, 1, 1]], {"causal": 1, "offset": 1})),
     how="ref_weights with causal and offset 1: --offset +1 is --offset 1")
case("window-plus", "$ATTN weights --window +0,+1 '[1,1,1,1]'",
     stdout=csv(ref_weights([[1, 1, 1, 1]], {"window": (0, 1)})),
     how="ref_weights with window (0, 1): --window +0,+1 is --window 0,1")
case("usage-offset-plus-twice", "$ATTN weights --offset ++1 '[1]'", status=2,
     stderr="attn weights: --offset takes a whole number, not '++1' "
     "(see attn weights --help)",
     how="usage error, written by hand: one + only")

# attend: a few, each also checked byte for byte against the pipeline
AO = {"causal": 1, "window": (1, 1), "mask": MASK4, "temperature": 2.0,
      "softcap": 3.0, "bias": BIAS4}
AOPT = ("--causal --window 1 --mask M.csv --temperature 2 --softcap 3 "
        "--bias B.csv")
case("attend-all",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv %s -p 12 >a; "
     "$ATTN scores -q Q.csv -k K.csv --causal --window 1 --mask M.csv | "
     "$ATTN weights --temperature 2 --softcap 3 --bias B.csv | "
     "$ATTN apply -v V.csv -p 12 >b; cmp a b && cat a\n" % AOPT,
     stdout=csv(ref_attend(Q4, K4, V4, AO), ("p", 12)),
     files={"Q.csv": csv(Q4), "K.csv": csv(K4), "V.csv": csv(V4),
            "M.csv": MASK4_TEXT, "B.csv": BIAS4_TEXT},
     how="ref_attend: scores masked as in scores, then temperature, "
     "softcap, bias as in weights; the pipeline must give the same bytes")
case("attend-bottom-right",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --causal --offset 3 -p 12\n",
     stdout=csv(ref_attend(Q4[:2], K5, V5, {"causal": 1, "offset": 3}),
                ("p", 12)),
     files={"Q.csv": csv(Q4[:2]), "K.csv": csv(K5), "V.csv": csv(V5)})
case("attend-rows-uniform",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --causal --offset -1 "
     "--masked-rows uniform\n",
     stdout=csv(ref_attend(Q4[:2], K4, V4, {"causal": 1, "offset": -1,
                                            "policy": "uniform"})),
     files={"Q.csv": csv(Q4[:2]), "K.csv": csv(K4), "V.csv": csv(V4)},
     how="row 0 sees no key: uniform weights 1/4 give the mean of V's "
     "rows, (0.75, 0.25); row 1 sees key 0 alone: V's row 0; exact")
case("attend-rows-zero",
     "$ATTN attend -q Q.csv -k K.csv -v V.csv --window 0 --offset 9\n",
     stdout=csv([[0.0, 0.0]] * 2),
     files={"Q.csv": csv(Q4[:2]), "K.csv": csv(K4), "V.csv": csv(V4)},
     how="every key masked, policy zero: a row of zeros (+0, not -0)")

# usage errors: exit 2, one line naming the option
USAGE = [
    ("usage-window-neg", "weights --window -1",
     "--window takes L or L,R, whole numbers >= 0, not '-1'"),
    ("usage-window-bad", "weights --window 2,x",
     "--window takes L or L,R, whole numbers >= 0, not '2,x'"),
    ("usage-window-three", "scores -k K.csv --window 1,2,3",
     "--window takes L or L,R, whole numbers >= 0, not '1,2,3'"),
    ("usage-window-empty-r", "attend -k K.csv -v K.csv --window 2,",
     "--window takes L or L,R, whole numbers >= 0, not '2,'"),
    ("usage-temperature-zero", "weights --temperature 0",
     "--temperature must be a positive number, not '0'"),
    ("usage-temperature-inf", "attend -k K.csv -v K.csv --temperature inf",
     "--temperature must be a positive number, not 'inf'"),
    ("usage-softcap-neg", "weights --softcap -1",
     "--softcap must be a positive number, not '-1'"),
    ("usage-softcap-nan", "weights --softcap=nan",
     "--softcap must be a positive number, not 'nan'"),
    ("usage-masked-rows", "weights --masked-rows bogus",
     "--masked-rows takes zero, uniform, nan or error, not 'bogus'"),
    ("usage-masked-rows-case", "attend -k K.csv -v K.csv --masked-rows Zero",
     "--masked-rows takes zero, uniform, nan or error, not 'Zero'"),
    ("usage-offset-frac", "weights --causal --offset 1.5",
     "--offset takes a whole number, not '1.5'"),
    ("usage-offset-huge", "weights --offset 99999999999999999999",
     "--offset takes a whole number, not '99999999999999999999'"),
    ("usage-scores-temperature", "scores -k K.csv --temperature 2",
     "unknown option '--temperature'"),
    ("usage-scores-softcap", "scores -k K.csv --softcap=2",
     "unknown option '--softcap'"),
    ("usage-scores-masked-rows", "scores -k K.csv --masked-rows zero",
     "unknown option '--masked-rows'"),
    ("usage-mask-value", "weights --mask",
     "option '--mask' needs a value"),
    ("usage-two-stdin", "weights --mask - --bias -",
     "only one operand can be read from stdin"),
]


def usage_cases(entries):
    for name, args, msg in entries:
        sub = args.split()[0]
        case(name, "$ATTN %s </dev/null\n" % args, status=2,
             files={"K.csv": "1,2\n"},
             stderr="attn %s: %s (see attn %s --help)\n" % (sub, msg, sub),
             how="usage error, written by hand from attn(1) (DIAGNOSTICS, "
             "EXIT STATUS)")


usage_cases(USAGE)

# data errors: exit 1, one line FILE:LINE: what
NO_OUT = "test -e out.csv && echo out.csv written || echo no out.csv\n"
S3 = "1,2\n3,4\n5,6\n"
DATA = [
    ("err-mask-value", "weights --mask M.csv S.csv -o out.csv",
     {"M.csv": "1,0\n2,1\n1,1\n"},
     "M.csv:2: field 1 is '2'; a mask must be 0 or 1"),
    ("err-mask-half", "weights --mask M.csv S.csv",
     {"M.csv": "1,0.5\n1,1\n1,1\n"},
     "M.csv:1: field 2 is '0.5'; a mask must be 0 or 1"),
    ("err-mask-neg-inf", "weights --mask M.csv S.csv",
     {"M.csv": "-inf,1\n1,1\n1,1\n"},
     "M.csv:1: field 1 is '-inf'; a mask must be 0 or 1"),
    ("err-mask-nan", "scores -q S.csv -k S.csv --mask M.csv",
     {"M.csv": "1,1,nan\n"},
     "M.csv:1: field 3 is 'nan'; a mask must be 0 or 1"),
    ("err-mask-minus-one", "weights --mask M.csv S.csv",
     {"M.csv": "1,-1\n"},
     "M.csv:1: field 2 is '-1'; a mask must be 0 or 1"),
    ("err-mask-fewer", "weights --mask M.csv S.csv -o out.csv",
     {"M.csv": "1,0\n# two rows only\n1,1\n"},
     "M.csv:4: the mask has 2 rows, fewer than the scores"),
    ("err-mask-empty", "weights --mask M.csv S.csv",
     {"M.csv": ""},
     "M.csv:1: the mask has 0 rows, fewer than the scores"),
    ("err-mask-more", "weights --mask M.csv S.csv -o out.csv",
     {"M.csv": "1,0\n1,1\n1,1\n\n0,1\n"},
     "M.csv:5: the mask has more rows than the scores (3)"),
    ("err-mask-more-empty", "weights --mask M.csv </dev/null",
     {"M.csv": "1,1\n"},
     "M.csv:1: the mask has more rows than the scores (0)"),
    ("err-mask-width", "weights --mask M.csv S.csv",
     {"M.csv": "1,0,1\n1,1,1\n1,1,1\n"},
     "M.csv:1: the mask row has 3 fields, but the scores have 2"),
    ("err-mask-width-scores", "scores -q S.csv -k S.csv --mask M.csv",
     {"M.csv": "1,0\n"},
     "M.csv:1: the mask row has 2 fields, but the scores have 3"),
    ("err-mask-missing", "weights --mask nope.csv S.csv", {},
     "nope.csv: no such file or directory"),
    ("err-mask-literal-fewer", "attend -q S.csv -k S.csv -v S.csv "
     "--mask '[1,1,1;1,1,1]' -o out.csv", {},
     "<literal>:3: the mask has 2 rows, fewer than the scores"),
    ("err-bias-fewer", "scores -q S.csv -k S.csv --bias B.csv -o out.csv",
     {"B.csv": "0,0,0\n"},
     "B.csv:2: the bias has 1 row, fewer than the scores"),
    ("err-bias-more", "weights --bias B.csv S.csv -o out.csv",
     {"B.csv": "0,0\n0,0\n0,0\n0,0\n"},
     "B.csv:4: the bias has more rows than the scores (3)"),
    ("err-bias-width", "weights --bias B.csv S.csv",
     {"B.csv": "0\n0\n0\n"},
     "B.csv:1: the bias row has 1 field, but the scores have 2"),
    ("err-bias-inf", "weights --bias B.csv S.csv -o out.csv",
     {"B.csv": "0,0\n0,inf\n0,0\n"},
     "B.csv:2: field 2 is 'inf'; a bias must be finite or -inf"),
    ("err-bias-nan", "attend -q S.csv -k S.csv -v S.csv --bias B.csv",
     {"B.csv": "0,0,NaN\n"},
     "B.csv:1: field 3 is 'NaN'; a bias must be finite or -inf"),
    ("err-bias-overflow", "weights --bias B.csv S.csv",
     {"B.csv": "1.7e308,0\n0,0\n0,0\n", "S.csv": "1.7e308,4\n3,4\n5,6\n"},
     "S.csv:1: the score for key 0 plus its bias overflows to inf"),
    ("err-bias-overflow-neg", "scores -q Q.csv -k K.csv --no-scale "
     "--bias B.csv",
     {"Q.csv": "1e300\n", "K.csv": "1\n-1e8\n", "B.csv": "0,-1.797e308\n"},
     "Q.csv:1: the score for key 1 plus its bias overflows to -inf"),
    ("err-temperature-overflow", "weights --temperature 1e-300 S.csv",
     {"S.csv": "-inf,-1e10,1\n-inf,1,1\n"},
     "S.csv:1: the score for key 1 becomes -inf under --temperature"),
    ("err-rows-error", "weights --causal --offset -1 --masked-rows error "
     "S.csv", {},
     "S.csv:1: every key is masked in this row (see --masked-rows)"),
    ("err-rows-error-later", "weights --mask M.csv --masked-rows error "
     "S.csv -o out.csv", {"M.csv": "1,1\n0,1\n0,0\n"},
     "S.csv:3: every key is masked in this row (see --masked-rows)"),
    ("err-rows-error-attend", "attend -q S.csv -k S.csv -v S.csv "
     "--window 0 --offset 3 --masked-rows=error", {},
     "S.csv:1: every key is masked in this row (see --masked-rows)"),
    ("err-rows-error-inf", "weights --masked-rows error S.csv -o out.csv",
     {"S.csv": "1,2\n-inf,-inf\n"},
     "S.csv:2: every key is masked in this row (see --masked-rows)"),
    ("err-scores-posinf", "weights --causal S.csv",
     {"S.csv": "1,inf\n"},
     "S.csv:1: field 2 is 'inf'; scores must be finite or -inf"),
    ("err-scores-nan", "weights --softcap 1 S.csv -o out.csv",
     {"S.csv": "1,2\nnan,1\n"},
     "S.csv:2: field 1 is 'nan'; scores must be finite or -inf"),
]
for name, args, files, msg in DATA:
    files = dict(files)
    files.setdefault("S.csv", S3)
    sub = args.split()[0]
    case(name, "$ATTN %s\n" % args, status=1, files=files,
         stderr="attn %s: %s\n" % (sub, msg),
         after=NO_OUT if "-o out.csv" in args else None,
         stdout="no out.csv\n" if "-o out.csv" in args else "",
         how="data error, written by hand from attn(1) (DIAGNOSTICS, "
         "EXIT STATUS)")


# --- the masks of current models --------------------------------------------
# --prefix (PaliGemma), --chunk (Llama 4), --bidirectional (Gemma 3),
# --causal=lower-right (PyTorch's causal_lower_right): each through
# masks.py's rules, as attn(1) orders them.

IDS4 = [0, 1, 1, 0]
IDS6 = [0, 1, 1, 1, 0, 2]
Q6 = Q4 + [[0, 2, -1, 1], [1, -1, 1, -1]]
K6 = K5 + [[1, 0, 1, 0]]
scores_case("scores-prefix", "--prefix 2", Q4, K4, {"prefix": 2},
            how="scores: ref_scores with the prefix 2: keys 0 and 1 seen by "
            "every row, causal beyond (the rule --prefix brings)")
scores_case("scores-prefix-causal", "--causal --prefix 2", Q4, K4,
            {"causal": 1, "prefix": 2},
            how="--causal beside --prefix changes nothing: the prefix brings "
            "the causal rule")
scores_case("scores-prefix-zero", "--prefix 0", Q4, K4, {"prefix": 0},
            how="an empty prefix: plain causal attention")
scores_case("scores-prefix-all", "--prefix 4", Q4, K4, {"prefix": 4},
            how="a prefix of every key (n_k = 4): nothing masked")
scores_case("scores-prefix-offset", "--prefix 1 --offset -2", Q4, K4,
            {"prefix": 1, "offset": -2},
            how="--offset moves the rows, not the prefix's keys: rows 0 and "
            "1 (positions -2, -1) still see key 0")
scores_case("scores-prefix-window", "--prefix 3 --window 1", Q4, K5,
            {"prefix": 3, "window": (1, 1)},
            how="the window narrows what the prefix widened: row 3 keeps "
            "keys 2 to 3 only")
scores_case("scores-chunk", "--chunk 2", Q4, K5, {"chunk": 2},
            how="--chunk alone narrows every key: each row sees its own "
            "chunk of 2 positions, both ways")
scores_case("scores-chunk-causal", "--causal --chunk 2", Q6, K6,
            {"causal": 1, "chunk": 2},
            how="Llama 4's chunked attention: causal within chunks of 2 "
            "(floor(j / 2) = floor(i / 2))")
scores_case("scores-chunk-one", "--chunk 1", Q4, K4, {"chunk": 1},
            how="chunks of one position: the diagonal alone")
scores_case("scores-chunk-offset", "--causal --chunk 3 --offset 2", Q4, K6,
            {"causal": 1, "chunk": 3, "offset": 2},
            how="rows at positions 2 to 5: row 0 in chunk 0 (keys 0-2), rows "
            "1 to 3 in chunk 1 (keys 3-5), causal within")
scores_case("scores-chunk-offset-neg", "--chunk 2 --offset -3", Q4, K4,
            {"chunk": 2, "offset": -3},
            how="positions -3 to 0: floor(-3 / 2) = -2 and floor(-1 / 2) = "
            "-1 share no key's chunk; row 3, at 0, sees keys 0 and 1")
scores_case("scores-bidirectional", "--bidirectional '[0,1,1,0]'", Q4, K4,
            {"bidir": IDS4},
            how="an image at keys 1 and 2: row 1 sees key 2 too; text is "
            "causal (the rule --bidirectional brings)")
scores_case("scores-bidirectional-two", "--bidirectional G.csv", Q6, K6,
            {"bidir": IDS6},
            files={"G.csv": "# image ids, one a row\n0\n1\n1\n1\n0\n2\n"},
            how="ids in a column, with a comment line: image 1 at keys 1-3, "
            "image 2 at key 5; row 5 (image 2) sees everything causally")
scores_case("scores-bidirectional-offset", "--bidirectional '[0,1,1,1,0]' "
            "--offset 1", Q4, K5, {"bidir": [0, 1, 1, 1, 0], "offset": 1},
            how="row i has the id of key i + 1: rows 0 to 2 are image 1")
scores_case("scores-bidirectional-window", "--bidirectional '[1,1,1,1,1,0]' "
            "--causal --window 1", Q6, K6,
            {"bidir": [1, 1, 1, 1, 1, 0], "causal": 1, "window": (1, 1)},
            how="a key of the row's own image is seen whatever the window "
            "says, as Hugging Face's Gemma 3 ORs its sliding causal mask "
            "with the image block: rows 0 to 4 see the whole image; row 5 "
            "(text) sees keys 4 and 5 alone, its window")
scores_case("scores-lower-right", "--causal=lower-right", Q4[2:], K5,
            {"causal": 1, "offset": 3},
            how="2 queries, 5 keys: --causal=lower-right is offset 5 - 2 = 3, "
            "FlashAttention's causal mask")
scores_case("scores-upper-left", "--causal=upper-left", Q4[2:], K5,
            {"causal": 1},
            how="--causal=upper-left is plain --causal, PyTorch's "
            "is_causal=True")
scores_case("scores-lower-right-more-q", "--causal=lower-right", Q6, K4,
            {"causal": 1, "offset": -2},
            how="6 queries, 4 keys: offset 4 - 6 = -2, so rows 0 and 1 see "
            "no key (torch warns of NaNs; attn writes -inf)")
case("scores-lower-right-literal",
     "$ATTN scores --no-scale --causal=lower-right -q '[1;2]' "
     "-k '[1;1;1;1;1]'\n",
     stdout="1,1,1,1,-inf\n2,2,2,2,2\n",
     how="attn(1)'s example: a literal Q is counted too")
case("scores-lower-right-header",
     "$ATTN scores --no-scale -H --causal=lower-right -q Q.csv -k K.csv\n",
     stdout="1,1,-inf\n1,1,1\n",
     files={"Q.csv": "q\n# two rows\n1\n\n1\n", "K.csv": "k\n1\n1\n1\n"},
     how="-H, comments and blank lines are not rows: n_q = 2, offset 1")

weights_case("weights-prefix", "--prefix 3", S6, {"prefix": 3})
weights_case("weights-chunk-causal", "--causal --chunk 4", S6,
             {"causal": 1, "chunk": 4})
weights_case("weights-bidirectional", "--bidirectional '[0,1,1,1,0,2]'", S6,
             {"bidir": IDS6})
weights_case("weights-lower-right", "--causal=lower-right", S6[:2],
             {"causal": 1, "offset": 4},
             how="weights of a 2 x 6 block: offset 6 - 2 = 4, counted from "
             "the scores' rows")
weights_case("weights-all-new", "--prefix 1 --bidirectional I.csv --chunk 3 "
             "--mask M.csv", S6,
             {"prefix": 1, "bidir": IDS6, "chunk": 3, "mask": MASK6},
             files={"I.csv": "0,1,1,1,0,2\n", "M.csv": MASK6_TEXT},
             how="the widening rules, then --chunk and --mask narrow: key 0 "
             "is in chunk 0 only")
weights_case("weights-chunk-offset-max",
             "--chunk 9223372036854775807 --offset 9223372036854775803",
             S6, {"chunk": 9223372036854775807,
                  "offset": 9223372036854775803}, fmtp=("p", 12),
             how="rows 0 to 3 sit at 2^63 - 5 to 2^63 - 2, in chunk 0 with "
             "every key; rows 4 and 5, at 2^63 - 1 and 2^63, in chunk 1: "
             "masked, computed without overflow")
EQ6 = [[0] * 6] * 6
weights_case("weights-prefix-exact", "--prefix 2", EQ6, {"prefix": 2},
             fmtp=None, how="equal scores: 1/k for the k keys kept, exactly "
             "rounded")

PIPE = ("$ATTN attend -q Q.csv -k K.csv -v V.csv %s -p 12 >a; "
        "$ATTN scores -q Q.csv -k K.csv %s | $ATTN weights %s | "
        "$ATTN apply -v V.csv -p 12 >b; cmp a b && cat a\n")
V6 = V5 + [[2, -1]]
for name, opts, o in [
        ("attend-prefix", "--prefix 2", {"prefix": 2}),
        ("attend-chunk", "--causal --chunk 3", {"causal": 1, "chunk": 3}),
        ("attend-bidirectional", "--bidirectional '[0,1,1,1,0,2]'",
         {"bidir": IDS6}),
        ("attend-lower-right", "--causal=lower-right --prefix 1",
         {"causal": 1, "prefix": 1, "offset": 2})]:
    nq = 4 if "offset" in o else 6
    case(name, PIPE % (opts, opts, ""),
         stdout=csv(ref_attend(Q6[:nq], K6, V6, o), ("p", 12)),
         files={"Q.csv": csv(Q6[:nq]), "K.csv": csv(K6), "V.csv": csv(V6)},
         how="ref_attend with %r; the pipeline gives the same bytes" % (o,))

# usage errors: exit 2, one line naming the option
NEW_USAGE = [
    ("usage-chunk-zero", "weights --chunk 0",
     "--chunk takes a whole number >= 1 (the positions of a chunk), not '0'"),
    ("usage-chunk-neg", "scores -k K.csv --chunk -2",
     "--chunk takes a whole number >= 1 (the positions of a chunk), not '-2'"),
    ("usage-chunk-word", "attend -k K.csv -v K.csv --chunk four",
     "--chunk takes a whole number >= 1 (the positions of a chunk), not "
     "'four'"),
    ("usage-prefix-neg", "weights --prefix -1",
     "--prefix takes a whole number >= 0 (the prefix's keys), not '-1'"),
    ("usage-prefix-frac", "grad -k K.csv -v K.csv --prefix 1.5",
     "--prefix takes a whole number >= 0 (the prefix's keys), not '1.5'"),
    ("usage-causal-bogus", "weights --causal=bottom-right",
     "--causal takes =lower-right or =upper-left, not 'bottom-right'"),
    ("usage-bidirectional-value", "weights --bidirectional",
     "option '--bidirectional' needs a value"),
    ("usage-lower-right-stdin", "weights --causal=lower-right",
     "--causal=lower-right needs the number of rows of the scores, which "
     "stdin cannot give before it ends: give --offset N_K-N_Q instead"),
    ("usage-lower-right-offset", "weights --causal=lower-right --offset 0 "
     "K.csv",
     "--causal=lower-right sets the offset itself, to n_k - n_q: give it or "
     "--offset, not both"),
    ("usage-lower-right-q-stdin", "attend -k K.csv -v K.csv "
     "--causal=lower-right",
     "--causal=lower-right needs the number of rows of Q, which stdin cannot "
     "give before it ends: give --offset N_K-N_Q instead"),
    ("usage-two-stdin-bidirectional", "scores -k K.csv --bidirectional -",
     "only one operand can be read from stdin"),
]
usage_cases(NEW_USAGE)
case("usage-lower-right-pipe",
     "printf '1\\n1\\n' | $ATTN scores -k '[1;1]' -q /dev/stdin "
     "--causal=lower-right -o out.csv; echo \"status $?\"; "
     "test -e out.csv || echo no out.csv\n",
     stdout="status 2\nno out.csv\n",
     stderr="attn scores: --causal=lower-right needs the number of rows of Q, "
     "which a pipe cannot give before it ends: give --offset N_K-N_Q "
     "instead (see attn scores --help)\n",
     how="a pipe by its name (/dev/stdin) cannot be counted either")

# data errors: exit 1, one line, and -o keeps the old file
KEEP = "; echo \"status $?\"; cat out.csv\n"
NEW_DATA = [
    ("err-prefix-past", "scores -q Q.csv -k K.csv --prefix 5",
     {}, "Q.csv:1: --prefix 5 is past the keys: the scores have 4 keys"),
    ("err-prefix-past-heads", "weights --heads 2 --prefix 3 S.csv", {},
     "S.csv:1: --prefix 3 is past the keys: the scores have 2 keys per "
     "head"),
    ("err-bidirectional-short", "attend -q Q.csv -k K.csv -v K.csv "
     "--bidirectional I.csv", {"I.csv": "0\n1\n1\n"},
     "I.csv: --bidirectional has 3 ids, but the scores have 4 keys (one id "
     "per key)"),
    ("err-bidirectional-long", "weights --bidirectional '[0,1,1,0,0]' S.csv",
     {}, "<literal>: --bidirectional has 5 ids, but the scores have 4 keys "
     "(one id per key)"),
    ("err-bidirectional-frac", "scores -q Q.csv -k K.csv --bidirectional "
     "I.csv", {"I.csv": "0\n1\n1.5\n0\n"},
     "I.csv:3: image id 1.5 is not a whole number"),
    ("err-bidirectional-neg", "grad --wrt q -q Q.csv -k K.csv -v K.csv "
     "--dout Q.csv --bidirectional I.csv",
     {"I.csv": "-1,0,0,1\n"},
     "I.csv:1: image id -1 is negative (0 is text, each image an id of 1 or "
     "more)"),
    ("err-bidirectional-inf", "weights --bidirectional '[0,1,inf,0]' S.csv",
     {}, "<literal>:1: field 3 is 'inf'; an image id must be finite"),
    ("err-bidirectional-huge", "weights --bidirectional '[0,1,1e16,0]' "
     "S.csv", {}, "<literal>:1: image id 1e+16 is too large (an id is "
     "below 2^53)"),
    ("err-bidirectional-matrix", "weights --bidirectional '[0,1;1,0]' S.csv",
     {}, "<literal>:2: --bidirectional has more than one row and more than "
     "one column; it takes one id per key, in one row or one column"),
    ("err-bidirectional-empty", "weights --bidirectional I.csv S.csv",
     {"I.csv": "# none\n"},
     "I.csv: no image ids (--bidirectional needs one per key)"),
    ("err-bidirectional-missing", "weights --bidirectional nope.csv S.csv",
     {}, "nope.csv: no such file or directory"),
    ("err-lower-right-missing", "scores -q nope.csv -k K.csv "
     "--causal=lower-right", {}, "nope.csv: no such file or directory"),
    ("err-lower-right-quote", "weights --causal=lower-right S.csv",
     {"S.csv": "1,2,3,4\n1,\"2,3,4\n"},
     "S.csv:2: unterminated quoted field"),
]
S44 = "1,2,3,4\n5,6,7,8\n"
for name, args, files, msg in NEW_DATA:
    files = dict(files)
    files.setdefault("S.csv", S44)
    files.setdefault("Q.csv", "1,0\n0,1\n")
    files.setdefault("K.csv", "1,0\n0,1\n1,1\n0,0\n")
    sub = args.split()[0]
    case(name, "echo old >out.csv; $ATTN %s -o out.csv%s" % (args, KEEP),
         files=files, stdout="status 1\nold\n",
         stderr="attn %s: %s\n" % (sub, msg),
         how="data error, written by hand from attn(1) (DIAGNOSTICS, "
         "EXIT STATUS); -o keeps the old file")


# --- write the folders -----------------------------------------------------

GENERATED = ("Generated by tests/gen/mask.py (see "
             "tests/cases/mask/README.md).\n")


def main():
    out = Cases()
    for c in CASES:
        out.case(c["name"], c["cmd"], c["stdout"], c["stderr"], c["status"],
                 c["stdin"], c["after"], GENERATED + (c["how"] or "") + "\n",
                 c["files"])
    out.done("mask")


if __name__ == "__main__":
    main()
