#!/usr/bin/python3
"""dtype.py - write the tests/cases/dtype-* golden cases: --dtype,
--accumulate, --recipe math|flash and --block on scores, weights, apply
and attend, and attn cast.

Every expected stdout comes from tests/lib/kernel.py, a transcription of
attn(1)'s "A kernel's precision" in exact arithmetic (fractions, and
mpmath at 300 bits for exp, tanh and 1/sqrt(d_k)), written without attn's
code and without running it: each format (f32, bf16, f16, e4m3, e5m2),
each recipe, blocks that do not divide n_k, masks, the transforms, sinks,
--masked-rows, heads and grouped-query heads, other accumulators; the
numbers as the shortest decimals that read back as the same value of the
format.  The working of --show-work is laid out here from the same
values, as attn(1) shows it.  Error messages and statuses are written by
hand from attn(1) and attn-cast(1).

Run it from anywhere: /usr/bin/python3 tests/gen/dtype.py
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, lit  # noqa: E402
from kernel import Fail, Problem, combine, round_to, shortest  # noqa: E402

FORMATS = ["f32", "bf16", "f16", "e4m3", "e5m2"]
FORMATS_ALL = ["f64"] + FORMATS
INF = float("inf")
NAN = float("nan")
OUT = Cases()


def case(name, cmd, stdout="", stderr="", status=0, **kw):
    OUT.case("dtype-" + name, cmd, stdout, stderr, status, **kw)


def csv(rows):
    """ROWS as attn reads them: each number in full (repr)."""
    return "".join(",".join(repr(x) if math.isfinite(x) else
                            {INF: "inf", -INF: "-inf"}.get(x, "nan")
                            for x in r) + "\n" for r in rows)


def written(rows, t, p=None):
    """ROWS of values of T as attn writes them (-p P: printf %.Pg)."""
    def one(x):
        if p is None:
            return shortest(x, t)
        if math.isnan(x):
            return "nan"
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        return "%.*g" % (p, x)
    return "".join(",".join(one(x) for x in r) + "\n" for r in rows)


def usage(cmd, what):
    return "attn %s: %s (see attn %s --help)" % (cmd, what, cmd)


def matrix(r, n, m, scale=1.0, digits=3):
    return [[round(r.gauss(0, scale), digits) for _ in range(m)]
            for _ in range(n)]


R = random.Random(26)
Q = matrix(R, 3, 4)
K = matrix(R, 5, 4)
V = matrix(R, 5, 3)
FILES = {"Q.csv": csv(Q), "K.csv": csv(K), "V.csv": csv(V)}
QKV = "-q Q.csv -k K.csv -v V.csv"


def attend(o, Qm=Q, Km=K, Vm=V, flash=False):
    """The rows of attend --dtype by the recipe, or Fail."""
    P = Problem(Qm, Km, Vm, **o)
    return [P.flash(i) if flash else P.math(i) for i in range(len(Qm))]


def opts(o, flash=False):
    """The command line of options O (the Problem's)."""
    s = "--dtype %s" % o["t"]
    if "a" in o:
        s += " --accumulate %s" % o["a"]
    if flash:
        s += " --recipe flash"
        if "block" in o:
            s += " --block %d" % o["block"]
    for k, v in (("heads", "--heads"), ("kv_heads", "--kv-heads"),
                 ("offset", "--offset"), ("temperature", "--temperature"),
                 ("softcap", "--softcap"), ("policy", "--masked-rows")):
        if k in o:
            s += " %s %s" % (v, v == "--softcap" and repr(o[k]) or o[k])
    if o.get("causal"):
        s += " --causal"
    if "window" in o:
        s += " --window %d,%d" % o["window"]
    if o.get("alibi"):
        s += " --alibi"
    return s


# --- attend, each format and recipe ------------------------------------------

for t in FORMATS:
    o = {"t": t}
    case("attend-math-" + t, "$ATTN attend %s %s" % (QKV, opts(o)),
         written(attend(o), t), files=FILES,
         how="tests/lib/kernel.py's math recipe in exact arithmetic")
    for b in (2, 3):
        o = {"t": t, "block": b}
        case("attend-flash-%s-block%d" % (t, b),
             "$ATTN attend %s %s" % (QKV, opts(o, True)),
             written(attend(o, flash=True), t), files=FILES,
             how="tests/lib/kernel.py's flash recipe in exact arithmetic: "
             "blocks of %d of the 5 keys, the last one shorter" % b)
# the default block, 128, takes the 5 keys at once
case("attend-flash-default-block", "$ATTN attend %s --dtype bf16 --recipe "
     "flash" % QKV, written(attend({"t": "bf16", "block": 128}, flash=True),
                            "bf16"), files=FILES)
for a in ("f64", "bf16", "f16", "e4m3"):
    for flash in (False, True):
        o = {"t": "bf16", "a": a, "block": 2}
        case("attend-%s-acc-%s" % ("flash" if flash else "math", a),
             "$ATTN attend %s %s" % (QKV, opts(o, flash)),
             written(attend(o, flash=flash), "bf16"), files=FILES)
# f32 stored, f64 accumulators: a double-precision reference of an f32
# kernel
o = {"t": "f32", "a": "f64", "block": 3}
for flash in (False, True):
    case("attend-%s-f32-acc-f64" % ("flash" if flash else "math"),
         "$ATTN attend %s %s" % (QKV, opts(o, flash)),
         written(attend(o, flash=flash), "f32"), files=FILES)
# the sums' orders and TF32: a kernel's own GEMM, transcribed
for word, order in (("seq", "seq"), ("pairwise", "pairwise"),
                    ("blocks:3", ("blocks", 3)), ("exact", "exact")):
    for flash in (False, True):
        o = {"t": "f32", "block": 3, "sum_order": order}
        case("attend-%s-sum-%s" % ("flash" if flash else "math",
                                   word.replace(":", "")),
             "$ATTN attend %s %s --sum-order %s" % (QKV, opts(o, flash), word),
             written(attend(o, flash=flash), "f32"), files=FILES,
             how="tests/lib/kernel.py's recipe in exact arithmetic, its sums "
             "by accumulate() in the order %s" % word)
for tf, opt in (("rna", "--tf32"), ("rna", "--tf32=rna"),
                ("truncate", "--tf32=truncate")):
    o = {"t": "f32", "tf32": tf, "sum_order": "seq"}
    case("attend-tf32-%s%s" % (tf, "" if "=" in opt else "-default"),
         "$ATTN attend %s %s --sum-order seq %s" % (QKV, opts(o), opt),
         written(attend(o), "f32"), files=FILES,
         how="tests/lib/kernel.py's math recipe, every product's operands "
         "rounded by tf32_int() first")
o = {"t": "bf16", "sum_order": ("blocks", 2), "sinks": [0.5]}
case("weights-sum-blocks-sinks", "$ATTN weights --dtype bf16 --sum-order "
     "blocks:2 --sinks '[0.5]' S.csv",
     written([Problem([[0.0]], [[0.0]] * 3, None, **o).math_head(
         0, 0, [1.0, 2.5, -1.0])["w"]], "bf16"),
     files={"S.csv": "1,2.5,-1\n"},
     how="tests/lib/kernel.py: the sink's e first, then the three, summed "
     "in blocks of 2")
# FP8 with scales: FlashAttention-3's forward, and the paper's baseline
for name, o, more in (
        ("flash", {"t": "bf16", "quant": "e4m3", "pdt": "e4m3", "block": 2,
                   "flash": True}, "--recipe flash --block 2 --p-dtype e4m3"),
        ("flash-rotate-blocks", {"t": "bf16", "quant": "e4m3", "pdt": "e4m3",
                                 "block": 2, "flash": True, "rotate": 5,
                                 "scale_block": 2},
         "--recipe flash --block 2 --p-dtype e4m3 --rotate hadamard:5 "
         "--scale-block 2"),
        ("math-f16-softmax", {"t": "f16", "quant": "e5m2", "sdt": "f16"},
         "--softmax-dtype f16"),
        ("math-rotate", {"t": "f16", "quant": "e4m3", "rotate": 0,
                         "pdt": "e4m3"}, "--rotate hadamard --p-dtype e4m3")):
    case("attend-fp8-" + name, "$ATTN attend %s --dtype %s --quantize %s %s"
         % (QKV, o["t"], o["quant"], more),
         written(attend(o, flash=o.get("flash", False)), o["t"]), files=FILES,
         how="tests/lib/kernel.py's recipe with --quantize in exact "
         "arithmetic: descales, fp8 values, the rotation H D / sqrt(4)")
case("attend-p", "$ATTN attend %s --dtype bf16 -p 3" % QKV,
     written(attend({"t": "bf16"}), "bf16", 3), files=FILES)
case("attend-math-recipe", "$ATTN attend %s --dtype f16 --recipe math" % QKV,
     written(attend({"t": "f16"}), "f16"), files=FILES)

# --- masks, transforms, sinks, --masked-rows ---------------------------------

M = [[1, 0, 1, 1, 0], [0, 0, 0, 0, 0], [1, 1, 0, 1, 1]]
B = [[0.5, -INF, 0.25, -1, 2], [1, 1, -INF, 0, 0.5], [-INF] * 5]
MASKFILES = dict(FILES, **{"M.csv": csv(M), "B.csv": csv(B)})
MASKED = [
    ("causal", {"causal": True}),
    ("causal-offset", {"causal": True, "offset": 1}),
    ("window", {"window": (1, 0), "offset": 2}),
    ("mask", {"mask": M}, "--mask M.csv"),
    ("bias", {"bias": B}, "--bias B.csv"),
    ("alibi", {"alibi": True, "causal": True, "offset": 2}),
    ("temperature", {"temperature": 0.7}),
    ("softcap", {"softcap": 2.0}),
    ("all", {"temperature": 0.7, "softcap": 2.0, "bias": B, "alibi": True,
             "window": (2, 1)}, "--bias B.csv"),
    ("sinks", {"sinks": [0.5]}, "--sinks '[0.5]'"),
    ("sinks-masked", {"sinks": [-1.5], "mask": M},
     "--sinks '[-1.5]' --mask M.csv"),
    ("rows-zero", {"mask": M, "policy": "zero"}, "--mask M.csv"),
    ("rows-uniform", {"mask": M, "policy": "uniform"}, "--mask M.csv"),
    ("rows-nan", {"mask": M, "policy": "nan"}, "--mask M.csv"),
]
for entry in MASKED:
    name, extra = entry[0], entry[1]
    files = entry[2] if len(entry) > 2 else ""
    for t in ("bf16", "e4m3", "f16"):
        for flash in (False, True):
            o = dict(extra, t=t, block=2)
            case("%s-%s-%s" % (name, "flash" if flash else "math", t),
                 "$ATTN attend %s %s %s" % (QKV, opts(o, flash), files),
                 written(attend(o, flash=flash), t), files=MASKFILES)
for flash in (False, True):
    o = {"t": "bf16", "mask": M, "policy": "error", "block": 2}
    case("rows-error-" + ("flash" if flash else "math"),
         "$ATTN attend %s %s --mask M.csv" % (QKV, opts(o, flash)),
         written([attend(o, Qm=Q[:1], flash=flash)[0]], "bf16"),
         "attn attend: Q.csv:2: every key is masked in this row (see "
         "--masked-rows)", 1, files=MASKFILES)

# --- heads and grouped-query heads --------------------------------------------

QH = matrix(R, 3, 8)
KH = matrix(R, 6, 8)
VH = matrix(R, 6, 4)
KH4, VH4 = matrix(R, 6, 4), matrix(R, 6, 2)
HFILES = {"Q.csv": csv(QH), "K.csv": csv(KH), "V.csv": csv(VH),
          "K2.csv": csv(KH4), "V2.csv": csv(VH4)}
for t in ("bf16", "e5m2"):
    for flash in (False, True):
        r = "flash" if flash else "math"
        o = {"t": t, "heads": 2, "kv_heads": 2, "block": 4}
        case("heads-%s-%s" % (r, t), "$ATTN attend %s %s" % (QKV, opts(o,
             flash)), written(attend(o, QH, KH, VH, flash), t), files=HFILES)
        o = {"t": t, "heads": 2, "kv_heads": 1, "block": 4, "causal": True,
             "alibi": True}
        case("gqa-%s-%s" % (r, t), "$ATTN attend -q Q.csv -k K2.csv -v V2.csv"
             " %s" % opts(o, flash), written(attend(o, QH, KH4, VH4, flash), t),
             files=HFILES)
        o = {"t": t, "heads": 4, "kv_heads": 2, "block": 5,
             "sinks": [0.5, -1, 2, 0]}
        case("gqa4-%s-%s" % (r, t), "$ATTN attend -q Q.csv -k K2.csv -v "
             "V2.csv %s --sinks '[0.5,-1,2,0]'" % opts(o, flash),
             written(attend(o, QH, KH4, VH4, flash), t), files=HFILES)

# --- the three stages ----------------------------------------------------------

for t in FORMATS:
    P = Problem(Q, K, V, t=t)
    S = [P.scores_row(i) for i in range(len(Q))]
    case("scores-" + t, "$ATTN scores -q Q.csv -k K.csv --dtype %s" % t,
         written(S, t), files=FILES)
    W = [P.weights_row(S[i], i) for i in range(len(Q))]
    case("weights-" + t, "$ATTN weights --dtype %s S.csv" % t, written(W, t),
         files=dict(FILES, **{"S.csv": written(S, t)}),
         how="S.csv is scores --dtype's output, each value of the format")
    case("apply-" + t, "$ATTN apply -v V.csv --dtype %s A.csv" % t,
         written([P.apply_row(w) for w in W], t),
         files=dict(FILES, **{"A.csv": written(W, t)}))
    case("pipeline-" + t, "$ATTN scores -q Q.csv -k K.csv --dtype %s | "
         "$ATTN weights --dtype %s | $ATTN apply -v V.csv --dtype %s"
         % (t, t, t), written(attend({"t": t}), t), files=FILES)
# the inputs of each stage rounded as they are read: doubles given
SD = matrix(R, 2, 5, 2, 6)
WD = [[0.123456, 0.2, 0.3, 0.1, 0.276544], [1, 0, NAN, 0, 0]]
for t in ("bf16", "e4m3"):
    P = Problem(Q, K, V, t=t)
    case("weights-read-" + t, "$ATTN weights --dtype %s S.csv" % t,
         written([P.weights_row(s, i) for i, s in enumerate(SD)], t),
         files={"S.csv": csv(SD)})
    case("apply-read-" + t, "$ATTN apply -v V.csv --dtype %s W.csv" % t,
         written([P.apply_row(w) for w in WD], t),
         files=dict(FILES, **{"W.csv": csv(WD)}),
         how="a nan weight makes its head's output nan, as IEEE says")
for name, extra, more in (
        ("bias", {"bias": B}, "--bias B.csv"),
        ("alibi", {"alibi": True, "offset": 1}, "--alibi --offset 1"),
        ("mask", {"mask": M, "causal": True}, "--mask M.csv --causal")):
    P = Problem(Q, K, V, t="bf16", **extra)
    case("scores-" + name, "$ATTN scores -q Q.csv -k K.csv --dtype bf16 %s"
         % more, written([P.scores_row(i) for i in range(len(Q))], "bf16"),
         files=MASKFILES)
# heads through the pipeline
P = Problem(QH, KH4, VH4, t="f16", heads=4, kv_heads=2)
S4 = [P.scores_row(i) for i in range(len(QH))]
W4 = [P.weights_row(S4[i], i) for i in range(len(QH))]
case("scores-heads", "$ATTN scores -q Q.csv -k K2.csv --dtype f16 --heads 4 "
     "--kv-heads 2", written(S4, "f16"), files=HFILES)
case("weights-heads", "$ATTN weights --dtype f16 --heads 4 S.csv",
     written(W4, "f16"), files=dict(HFILES, **{"S.csv": written(S4, "f16")}))
case("apply-heads", "$ATTN apply -v V2.csv --dtype f16 --heads 4 --kv-heads 2 "
     "A.csv", written([P.apply_row(w) for w in W4], "f16"),
     files=dict(HFILES, **{"A.csv": written(W4, "f16")}))

# --- attn cast -----------------------------------------------------------------

# midpoints, subnormals, the largest values and past them, signs, zeros
CAST = [[0.1, 1.0 / 3, -2.5, 3.14159, 1e-3, 0, -0.0],
        [1 + 2 ** -8, 1 + 3 * 2 ** -8, 1 + 2 ** -9, 448, 464, 240, 232],
        [65504, 65519, 57344, 61439, 2 ** -24, 2 ** -25, 3 * 2 ** -26],
        [2 ** -133, 2 ** -134, 1e-40, 2 ** -9, 2 ** -10, 3 * 2 ** -11, 2 ** -16],
        [1 + 2 ** -24, 1 + 3 * 2 ** -24, 1e38, -3e38, 0.30000000000000004,
         123456.789, -7e-8]]
SPECIAL = [[INF, -INF, NAN, 1.5]]
for t in FORMATS + ["f64"]:
    # the rows within T's range (past it is an error: cast-too-large-)
    good = [r for r in CAST if all(math.isfinite(round_to(x, t)) for x in r)]
    case("cast-" + t, "$ATTN cast --dtype %s C.csv" % t,
         written([[round_to(x, t) for x in r] for r in good], t),
         files={"C.csv": csv(good)})
    case("cast-special-" + t, "$ATTN cast --dtype %s '%s'" % (t, lit(SPECIAL)),
         "inf,-inf,nan,1.5\n")
case("cast-p", "$ATTN cast --dtype bf16 -p 12 '[0.1,-2.7,1e-5]'",
     written([[round_to(x, "bf16") for x in (0.1, -2.7, 1e-5)]], "bf16", 12))
case("cast-stdin", "$ATTN cast --dtype e5m2", written([[round_to(x, "e5m2")
     for x in r] for r in CAST[:2]], "e5m2"), stdin=csv(CAST[:2]))
TOP = {"f32": "3.4028234663852886e+38", "bf16": "3.3895313892515355e+38",
       "f16": "65504", "e4m3": "448", "e5m2": "57344"}
for t, x in (("f32", "3.5e38"), ("bf16", "3.4e38"), ("f16", "65520"),
             ("e4m3", "464.5"), ("e5m2", "61440")):
    assert not math.isfinite(round_to(float(x), t))
    case("cast-too-large-" + t, "$ATTN cast --dtype %s '[1,-%s]'" % (t, x),
         "", "attn cast: <literal>:1: field 2, '-%s', is too large for %s "
         "(its largest value is %s)" % (x, t, TOP[t]), 1)
case("cast-largest", "$ATTN cast --dtype e4m3 '[464,-448,465]'", "",
     "attn cast: <literal>:1: field 3, '465', is too large for e4m3 (its "
     "largest value is 448)", 1,
     how="464 is the midpoint of 448 and 480 (no value of e4m3): a tie, to "
     "448, the even one; 465 is past it")
# --overflow: past the range, PyTorch's cast (inf, nan for e4m3, which has
# no infinity, an inf read included) or the largest value of the sign (an
# inf read too), as FlashAttention-3 saturates its fp8; nan stays nan
PAST = {"f32": 3.5e38, "bf16": 3.4e38, "f16": 65520, "e4m3": 464.5,
        "e5m2": 61440}


def overflowed(x, t, how):
    """X read into T under --overflow HOW (inf or saturate)."""
    top = float(TOP[t])
    if math.isnan(x):
        return x
    v = x if math.isinf(x) else round_to(x, t)
    if math.isfinite(v):
        return v
    if how == "saturate":
        return math.copysign(top, x)
    return math.nan if t == "e4m3" else math.copysign(INF, x)


for t, x in PAST.items():
    row = [1.0, -x, x, float(TOP[t]), INF, -INF, NAN]
    for how in ("inf", "saturate"):
        case("cast-overflow-%s-%s" % (how, t), "$ATTN cast --dtype %s "
             "--overflow %s '%s'" % (t, how, lit([row])),
             written([[overflowed(v, t, how) for v in row]], t),
             how="%s past %s's largest value %s" % (x, t, TOP[t]))
case("cast-overflow-error", "$ATTN cast --dtype f16 --overflow error "
     "'[1;65520]'", "1\n", "attn cast: <literal>:2: field 1, '65520', is too "
     "large for f16 (its largest value is 65504)", 1)
case("cast-overflow-error-inf", "$ATTN cast --dtype e4m3 --overflow error "
     "'[inf,-inf,nan]'", "inf,-inf,nan\n",
     how="error, the default, refuses a finite number past the range; inf "
     "and nan stay as they are, an e4m3 inf included")
case("cast-overflow-bad", "$ATTN cast --dtype f16 --overflow wrap '[1]'", "",
     usage("cast", "--overflow takes error, inf or saturate, not 'wrap'"), 2)
case("cast-overflow-f64", "$ATTN cast --dtype f64 --overflow saturate "
     "'[1e308,-inf]'", "1e+308,-1.7976931348623157e+308\n",
     how="f64 has no number past its range, but an inf saturates")
case("cast-missing", "$ATTN cast '[1]'", "",
     usage("cast", "missing --dtype T, the format to round to"), 2)
case("cast-unknown", "$ATTN cast --dtype fp8 '[1]'", "",
     usage("cast", "--dtype takes f64, f32, bf16, f16, e4m3 or e5m2, not "
           "'fp8'"), 2)

# --- errors ------------------------------------------------------------------

case("err-unknown", "$ATTN attend %s --dtype fp16" % QKV, "",
     usage("attend", "--dtype takes f64, f32, bf16, f16, e4m3 or e5m2, not "
           "'fp16'"), 2, files=FILES)
case("err-accumulate-unknown", "$ATTN weights --dtype bf16 --accumulate "
     "f128 '[1]'", "", usage("weights", "--accumulate takes f64, f32, bf16, "
                            "f16, e4m3 or e5m2, not 'f128'"), 2)
case("err-recipe-unknown", "$ATTN attend %s --dtype bf16 --recipe fast" % QKV,
     "", usage("attend", "--recipe takes math or flash, not 'fast'"), 2,
     files=FILES)
case("err-block-0", "$ATTN attend %s --dtype bf16 --recipe flash --block 0"
     % QKV, "", usage("attend", "--block takes a whole number from 1 to "
                      "1073741824, not '0'"), 2, files=FILES)
for cmd, line in (("scores", "-q Q.csv -k K.csv"), ("weights", "S.csv"),
                  ("apply", "-v V.csv A.csv")):
    case("err-flash-" + cmd, "$ATTN %s %s --dtype bf16 --recipe flash"
         % (cmd, line), "", usage(cmd, "--recipe flash is attend's and grad's: "
                                  "scores, "
                                  "weights and apply are the math recipe's "
                                  "three parts"), 2,
         files=dict(FILES, **{"S.csv": "1,2\n", "A.csv": "1,0,0,0,0\n"}))
for k, opt in enumerate(("--accumulate f32", "--recipe math",
                         "--recipe flash --block 4", "--block 4")):
    for t in ("", " --dtype f64"):
        name = "%s%d%s" % (opt.split()[0][2:], k, "-f64" if t else "")
        case("err-%s-needs-dtype" % name, "$ATTN attend %s %s%s" % (QKV, opt, t),
             "", usage("attend", "%s needs --dtype f32, bf16, f16, e4m3 or "
                       "e5m2 (f64 is exact: no kernel to follow)"
                       % (opt.split()[0])), 2, files=FILES)
case("err-tf32-bf16", "$ATTN attend %s --dtype bf16 --tf32" % QKV, "",
     usage("attend", "--tf32 is for --dtype f32 (TF32 rounds f32 operands), "
           "not --dtype bf16"), 2, files=FILES)
case("err-tf32-needs-dtype", "$ATTN scores -q Q.csv -k K.csv --tf32", "",
     usage("scores", "--tf32 needs --dtype f32, bf16, f16, e4m3 or e5m2 "
           "(f64 is exact: no kernel to follow)"), 2, files=FILES)
case("err-tf32-word", "$ATTN attend %s --dtype f32 --tf32=half" % QKV, "",
     usage("attend", "--tf32 takes =rna or =truncate, not 'half'"), 2,
     files=FILES)
case("err-sum-order-needs-dtype", "$ATTN apply -v V.csv --sum-order seq "
     "A.csv", "", usage("apply", "--sum-order needs --dtype f32, bf16, f16, "
                        "e4m3 or e5m2 (f64 is exact: no kernel to follow)"),
     2, files=dict(FILES, **{"A.csv": "1,0,0,0,0\n"}))
case("err-sum-order-unknown", "$ATTN attend %s --dtype f32 --sum-order tree"
     % QKV, "", usage("attend", "--sum-order takes exact, seq, pairwise or "
                      "blocks:N, not 'tree'"), 2, files=FILES)
case("err-sum-order-blocks-0", "$ATTN attend %s --dtype f32 --sum-order "
     "blocks:0" % QKV, "", usage("attend", "--sum-order blocks: takes a whole "
                                 "number from 1 to 1073741824, not '0'"), 2,
     files=FILES)
for name, opt, msg in (
        ("quantize-f16", "--quantize f16", "--quantize takes e4m3 or e5m2, "
         "not 'f16'"),
        ("quantize-unknown", "--quantize fp8", "--quantize takes e4m3 or "
         "e5m2, not 'fp8'"),
        ("scale-block-0", "--quantize e4m3 --scale-block 0", "--scale-block "
         "takes a whole number from 1 to 1073741824, not '0'"),
        ("scale-block-alone", "--scale-block 4", "--scale-block is for "
         "--quantize"),
        ("rotate-alone", "--rotate hadamard", "--rotate is for --quantize"),
        ("p-dtype-alone", "--p-dtype e4m3", "--p-dtype is for --quantize"),
        ("softmax-dtype-alone", "--softmax-dtype f16", "--softmax-dtype is for "
         "--quantize"),
        ("rotate-word", "--quantize e4m3 --rotate walsh", "--rotate takes "
         "hadamard or hadamard:SEED, not 'walsh'"),
        ("rotate-seed", "--quantize e4m3 --rotate hadamard:-1",
         "--rotate hadamard:SEED takes a whole number below 2^64, not '-1'"),
        ("quantize-work", "--quantize e4m3 --show-work", "--show-work does "
         "not show --quantize's steps")):
    case("err-" + name, "$ATTN attend %s --dtype bf16 %s" % (QKV, opt), "",
         usage("attend", msg), 2, files=FILES)
case("err-rotate-width", "$ATTN attend -q '[1,2,3]' -k '[1,2,3;4,5,6]' -v "
     "'[1;2]' --dtype bf16 --quantize e4m3 --rotate hadamard", "",
     usage("attend", "--rotate hadamard needs heads whose width is a power "
           "of two, not 3"), 2)
case("err-quantize-scores", "$ATTN scores -q Q.csv -k K.csv --dtype bf16 "
     "--quantize e4m3", "", usage("scores", "unknown option '--quantize'"), 2,
     files=FILES)
case("err-quantize-check-scores", "$ATTN check --of scores -q '[1]' -k '[1]' "
     "--dtype bf16 --quantize e4m3 '[1]'", "",
     "attn check: --quantize is for --of attend, not --of scores (see attn "
     "check --help)\n", 2)
case("err-quantize-needs-dtype", "$ATTN attend %s --quantize e4m3" % QKV, "",
     usage("attend", "--quantize needs --dtype f32, bf16, f16, e4m3 or e5m2 "
           "(f64 is exact: no kernel to follow)"), 2, files=FILES)
# a descale past the accumulators' range: K's largest entry over 448
# overflows f16's 65504
case("err-descale-overflow", "$ATTN attend -q '[1,2]' -k '[1,2;3,4e8]' -v "
     "'[1;2]' --dtype bf16 --accumulate f16 --quantize e4m3", "",
     "attn attend: <literal>: the descale of K's rows 1-2 (its largest "
     "|entry| over 448, e4m3's largest) overflows f16\n", 1)
case("err-block-math", "$ATTN attend %s --dtype bf16 --block 4" % QKV, "",
     usage("attend", "--block is for --recipe flash"), 2, files=FILES)
# --lse: O in T, each head's LSE in A after it, round_A(m + round_A(ln
# l)) from the recipe's own max and sum (Problem.attend_lse); the note
# says the formats
LQ, LK, LV = [[1, 2], [0.5, -1], [0, 0]], [[1, 0], [0, 1], [1, 1], [-1, 2]], \
    [[1, 2], [3, 4], [5, 6], [7, 8]]
LFILES = {"Q.csv": csv(LQ), "K.csv": csv(LK), "V.csv": csv(LV)}


def lse_note(keys, t, a="f32", heads=1, sinks="none"):
    return ("# attn lse: heads=%d%s sinks=%s masked-rows=zero dtype=%s "
            "accumulate=%s\n" % (heads, " keys=%d" % keys if keys else "",
                                 sinks, t, a))


def lse_rows(P, flash, n, t, a="f32", p=None):
    out = []
    for i in range(n):
        o, L = P.attend_lse(i, flash)
        out.append(written([o], t, p).rstrip("\n") + "," +
                   written([L], a, p))
    return "".join(out)


case("lse-attend", "$ATTN attend %s --dtype bf16 --lse" % QKV,
     lse_note(5, "bf16") + lse_rows(Problem(Q, K, V, t="bf16"), False, 3,
                                    "bf16"), files=FILES,
     how="O in bf16, then the LSE in f32: the math recipe's round_f32(m + "
     "round_f32(ln l)), m and l its softmax's own")
for name, o, extra, flash, t, how in (
        ("math", {}, "", False, "bf16", "row 3 by hand: every score 0, the "
         "LSE ln 4 in f32, 1.3862944"),
        ("flash", {"block": 2}, " --recipe flash --block 2", True, "bf16",
         "the scores round_f32(c q.k), not the math recipe's bf16 ones, so "
         "row 1's LSE is not lse-math's"),
        ("masked", {"block": 2, "causal": True, "offset": -1},
         " --recipe flash --block 2 --causal --offset -1", True, "f16",
         "by hand: row 0 sees no key, O 0 and LSE -inf (as FlashAttention's "
         "split kernels write it); row 1 sees key 0 alone, its LSE its "
         "score round_f32(0.5 / sqrt 2) = 0.35355338; row 2 ln 2 in f32")):
    P = Problem(LQ, LK, LV, t=t, **o)
    case("lse-" + name, "$ATTN attend %s --dtype %s%s --lse" % (QKV, t, extra),
         lse_note(4, t) + lse_rows(P, flash, 3, t), files=LFILES, how=how)
case("lse-fixed", "$ATTN attend %s --dtype bf16 --lse -p 3" % QKV,
     lse_note(4, "bf16") + lse_rows(Problem(LQ, LK, LV, t="bf16"), False, 3,
                                    "bf16", p=3), files=LFILES,
     how="-p 3 writes O and the LSEs alike")
for name, S in (("weights", [1.0, 2.0]), ("weights-three", [1.0, 2.0, -1.0])):
    P = Problem([[0.0]], [[0.0]], None, t="bf16")
    tr = P.math_head(0, 0, S)
    case("lse-" + name, "$ATTN weights '%s' --dtype bf16 --lse" % lit([S]),
         lse_note(len(S), "bf16") + written([tr["w"]], "bf16").rstrip("\n") +
         "," + written([[P.lse_of(tr["m"], tr["l"])]], "f32"),
         how="scores 1, 2: m = 2, l = round_f32(e^-1) + 1 = 1.3678795, LSE "
         "= 2 + round_f32(ln l) = 2.3132617 by hand" if len(S) == 2 else
         "P in bf16, then the LSE in f32")
case("lse-pipeline", "$ATTN scores -q Q.csv -k K.csv --dtype bf16 | $ATTN "
     "weights --dtype bf16 --lse | $ATTN apply -v V.csv --dtype bf16 --lse",
     lse_note(4, "bf16") + lse_rows(Problem(LQ, LK, LV, t="bf16"), False, 3,
                                    "bf16"), files=LFILES,
     how="the math recipe's three parts: apply reads the weights in bf16 and "
     "the LSEs in f32, and passes them on: lse-math's bytes")
case("err-lse-apply-range", "$ATTN apply -v '[1;2;3]' --dtype f16 --lse "
     "'[0.5,0.25,0.25,1e39]'", "",
     "attn apply: <literal>:1: field 4, '1e39', is too large for f32 (its "
     "largest value is 3.4028234663852886e+38)", 1,
     how="the LSE after apply's weights is read in the accumulators' format, "
     "f32: 1e39 is past its largest (a weight, in f16, past 65504)")

# merge --dtype T --accumulate A: FlashAttention's split-KV combine of
# parts that attend --dtype --lse wrote (kernel.combine)
PARTS = [Problem(LQ, LK[:2], LV[:2], t="bf16"),
         Problem(LQ, LK[2:], LV[2:], t="bf16")]
PROWS = [[P.attend_lse(i, False) for i in range(3)] for P in PARTS]
PFILES = {"P%d.csv" % (n + 1): lse_note(2, "bf16") + "".join(
    written([o], "bf16").rstrip("\n") + "," + written([L], "f32")
    for o, L in rows) for n, rows in enumerate(PROWS)}


def merged(sink=None, t="bf16"):
    out = []
    for i in range(3):
        o, L = combine([(r[i][1][0], r[i][0]) for r in PROWS], t, "f32", sink)
        out.append((o, L))
    return out


case("merge", "$ATTN merge --dtype bf16 --lse P1.csv P2.csv",
     lse_note(4, "bf16") + "".join(written([o], "bf16").rstrip("\n") + "," +
                                  written([[L]], "f32") for o, L in merged()),
     files=PFILES, how="the parts attend --dtype bf16 --lse over keys 0-1 "
     "and 2-3 of lse-math's problem; the combine in f32 gives back that "
     "whole attend's rows here, LSEs and all")
case("merge-sinks", "$ATTN merge --dtype bf16 --accumulate f32 --sinks '[1]' "
     "P1.csv P2.csv", written([o for o, _ in merged(1.0)], "bf16"),
     files=PFILES, how="the sink a part of output 0 and LSE 1, first in the "
     "sum.  Row 3 by hand: both L_p are ln 2 in f32 (0.6931472), M = 1, S "
     "= 1 + 2 round_f32(e^(0.6931472 - 1)) = 2.4715178, L = 1 + "
     "round_f32(ln S) = 1.9048325, each factor round_f32(e^(0.6931472 - L)) "
     "= 0.29768, O = 0.29768 ((2,3) + (6,7)) = (2.3814, 2.9768), in bf16 "
     "2.38, 2.98")
case("merge-masked", "$ATTN merge --dtype f16 --lse P1.csv P2.csv",
     lse_note(None, "f16") + "1,2,0.35355338\n0,0,-inf\n",
     files={"P1.csv": "1,2,0.35355338\n0,0,-inf\n",
            "P2.csv": "nan,nan,-inf\n0,0,-inf\n"},
     how="by hand: a part with no key in a row (LSE -inf) adds nothing, "
     "whatever its O; row 1 is part 1's, its factor round_f32(e^0) = 1; "
     "every part -inf gives 0 and -inf")
case("merge-f64", "$ATTN merge --dtype f64 --lse '[1,2,0]' '[3,4,0]'",
     "# attn lse: heads=1 sinks=none masked-rows=zero\n"
     "2,3,0.6931471805599453\n",
     how="--dtype f64 is the exact merge: by hand, equal LSEs 0, O the mean, "
     "L = ln 2")
MERR = "(give merge the parts' --dtype and --accumulate)"
case("merge-part-exact", "$ATTN merge --dtype bf16 P1.csv P2.csv", "",
     "attn merge: P1.csv: part 1 was written without --dtype, but merge has "
     "--dtype bf16 --accumulate f32 " + MERR, 1,
     files={"P1.csv": "# attn lse: heads=1 keys=2 sinks=none "
            "masked-rows=zero\n2.33,3.33,1.8149209\n",
            "P2.csv": "6,7,2.8181472\n"})
case("merge-part-kernel", "$ATTN merge P1.csv P2.csv; echo \"status $?\"; "
     "$ATTN merge --dtype bf16 --accumulate f64 P1.csv P2.csv",
     "status 1", "attn merge: P2.csv: part 2 was written with --dtype bf16 "
     "--accumulate f32, but merge has no --dtype " + MERR + "\n"
     "attn merge: P2.csv: part 2 was written with --dtype bf16 --accumulate "
     "f32, but merge has --dtype bf16 --accumulate f64 " + MERR, 1,
     files={"P1.csv": "2.33,3.33,1.8149209\n",
            "P2.csv": lse_note(2, "bf16") + "6,7,2.8181472\n"})
for name, note, err in (
        ("word", "dtype=bf17 accumulate=f32", "part 1's note has "
         "'dtype=bf17': dtype= is " + ", ".join(FORMATS_ALL[:-1]) + " or " +
         FORMATS_ALL[-1]),
        ("alone", "dtype=bf16", "part 1's note has dtype= without "
         "accumulate=: a kernel's part says both")):
    case("merge-note-" + name, "$ATTN merge --dtype bf16 P1.csv P2.csv", "",
         "attn merge: P1.csv: " + err, 1,
         files={"P1.csv": "# attn lse: heads=1 sinks=none masked-rows=zero "
                + note + "\n1,2,0\n", "P2.csv": "3,4,0\n"})
case("merge-past-range", "$ATTN merge --dtype f16 P1.csv P2.csv", "",
     "attn merge: P1.csv:1: field 2, 70000, is too large for f16 (its "
     "largest value is 65504): O is in --dtype", 1, files={"P1.csv": "1,70000,0\n",
                                 "P2.csv": "3,4,70000\n"},
     how="O is in --dtype: 70000 is past f16's 65504 (an LSE, in f32, may "
     "be)")
case("merge-accumulate-alone", "$ATTN merge --accumulate f32 '[1,2,0]' "
     "'[3,4,0]'", "", usage("merge", "--accumulate needs --dtype T, the "
                           "format of the parts' O (f64 is exact: no kernel "
                           "to follow)"), 2)
case("merge-show-work", "$ATTN merge --dtype bf16 --show-work '[1,2,0]' "
     "'[3,4,0]'", "", usage("merge", "--show-work is not taken with --dtype "
                           "(it shows the exact merge's steps)"), 2)
# a number past the format's range, in each input
BIG = {"Q.csv": "1,2,3,4\n0.5,70000,0,0\n", "K.csv": "1,2,3,4\n5,6,7,8\n"
       "0,0,-1e6,0\n", "V.csv": "1,2\n3,4\n5,6\n", "B.csv": "0,1,2\n"
       "0,0,1e9\n"}
SMALL = {"Q.csv": "1,2,3,4\n0.5,1,0,0\n", "K.csv": "1,2,3,4\n5,6,7,8\n"
         "0,0,-1,0\n", "V.csv": "1,2\n3,4\n5,6\n", "B.csv": "0,1,2\n0,0,1\n"}
for what, field, value in (("Q", 2, "70000"), ("K", 3, "-1e6")):
    files = dict(SMALL, **{what + ".csv": BIG[what + ".csv"]})
    line = 2 if what == "Q" else 3
    case("err-range-" + what, "$ATTN attend -q Q.csv -k K.csv -v V.csv "
         "--dtype f16", "" if what == "K" else
         written([attend({"t": "f16"}, Qm=[[1, 2, 3, 4]], Km=[[1, 2, 3, 4],
                 [5, 6, 7, 8], [0, 0, -1, 0]], Vm=[[1, 2], [3, 4],
                 [5, 6]])[0]], "f16"),
         "attn attend: %s.csv:%d: field %d, '%s', is too large for f16 (its "
         "largest value is 65504)" % (what, line, field if what == "Q" else 3,
                                      value), 1, files=files)
case("err-range-V", "$ATTN attend -q Q.csv -k K.csv -v V.csv --dtype e4m3",
     "", "attn attend: V.csv:2: field 2, '500', is too large for e4m3 (its "
     "largest value is 448)", 1, files=dict(SMALL, **{"V.csv":
                                                      "1,2\n3,500\n5,6\n"}))
case("err-range-bias", "$ATTN weights --dtype bf16 --bias B.csv S.csv",
     written([Problem([[0]], [[0]] * 3, None, t="bf16", bias=[[0, 1, 2]])
              .weights_row([1, 2, 3], 0)], "bf16"),
     "attn weights: B.csv:2: field 3, '1e39', is too large for bf16 (its "
     "largest value is 3.3895313892515355e+38)", 1,
     files={"S.csv": "1,2,3\n4,5,6\n", "B.csv": "0,1,2\n0,0,1e39\n"})
case("err-range-sinks", "$ATTN weights --dtype f16 --sinks '[1e5]' '[1,2]'",
     "", "attn weights: <literal>:1: field 1, '1e5', is too large for f16 "
     "(its largest value is 65504)", 1)
case("err-range-slopes", "$ATTN scores -q '[1]' -k '[1;2]' --dtype e5m2 "
     "--alibi-slopes '[1e5]'", "", "attn scores: <literal>:1: field 1, "
     "'1e5', is too large for e5m2 (its largest value is 57344)", 1)
case("err-range-weights", "$ATTN apply -v '[1;2]' --dtype e4m3 '[0.5,0.5;"
     "1,1000]'", written([[round_to(1.5, "e4m3")]], "e4m3"),
     "attn apply: <literal>:2: field 2, '1000', is too large for e4m3 (its "
     "largest value is 448)", 1)
# computed values past the range
case("err-score-overflow", "$ATTN scores -q '[1,1;200,200]' -k '[1,1;200,"
     "300]' --dtype f16 --no-scale", written([[2, 500]], "f16"),
     "attn scores: <literal>:2: the score for key 1 overflows f16", 1,
     how="200 * 200 + 200 * 300 = 100000, past f16's 65504")
case("err-temperature-overflow", "$ATTN weights --dtype f16 --accumulate "
     "f16 --temperature 0.001 '[1,100]'", "", "attn weights: <literal>:1: "
     "the score for key 1 overflows f16 under --temperature", 1)
case("err-sum-overflow", "$ATTN weights --dtype e4m3 --accumulate e4m3 S.csv",
     "", "attn weights: S.csv:1: the sum of the exponentials overflows e4m3 "
     "(the accumulators)", 1, files={"S.csv": ",".join(["0"] * 500) + "\n"},
     how="500 exponentials of 1: past e4m3's 448, which is nan")
case("err-output-overflow", "$ATTN apply -v '[60000;60000]' --dtype f16 "
     "'[0.5,0.5;1,1]'", written([[60000]], "f16"), "attn apply: <literal>:2: "
     "the output for column 0 overflows f16", 1)
case("err-flash-acc-overflow", "$ATTN attend -q '[0]' -k '[0;0]' -v '[60000;"
     "60000]' --dtype bf16 --accumulate f16 --recipe flash --block 1", "",
     "attn attend: <literal>:1: the output for column 0 overflows f16", 1,
     how="acc = 60000 + 60000 past f16's 65504 in the accumulators")

# --- --show-work ---------------------------------------------------------------

LABEL = 17


def vals(v, f, one=False):
    s = ", ".join(shortest(x, f) for x in v)
    return s if one else "[" + s + "]"


def line(label, f, v=None, what=None, one=False):
    s = "  %-*s" % (LABEL - 2, label) + ("%-5s" % f if f else "")
    if v is not None:
        s += vals(v, f, one)
    if what:
        s += ("  " if v is not None else "") + what
    return s + "\n"


def work_math(P, i, t, a):
    tr = P.math_head(i, 0)
    oa, o = P.output_steps(tr["w"], 0)
    w = "row %d (<literal> line %d): q = %s\n" % (i, i + 1,
                                                   vals(P.Q[i], t))
    w += line("kernel", None, what="%s, accumulators %s, the math recipe"
              % (t, a))
    w += line("q~ = c q", t, tr["q"])
    w += line("q~.k", a, tr["dot"])
    w += line("scores", t, tr["s"])
    w += line("row max", t, [tr["m"]], one=True)
    w += line("exp(s - max)", a, tr["e"])
    w += line("sum", a, [tr["l"]], one=True)
    w += line("e / sum", t, tr["w"])
    w += line("P V", a, oa)
    w += line("output", t, o)
    return w, o


def work_flash(P, i, t, a, block):
    tr = P.flash_head(i, 0)
    w = "row %d (<literal> line %d): q = %s\n" % (i, i + 1,
                                                   vals(P.Q[i], t))
    w += line("kernel", None, what="%s, accumulators %s, the flash recipe, "
              "blocks of %d key%s" % (t, a, block, "" if block == 1 else "s"))
    w += line("q.k", a, tr["dot"])
    w += line("c q.k", a, tr["s"])
    for b, blk in enumerate(tr["blocks"]):
        j0 = b * block
        j1 = min(j0 + block, P.nk)
        if blk is None:
            w += line("block %d" % b, None, what="keys %d to %d: every key "
                      "masked, nothing changes" % (j0, j1 - 1))
            continue
        _, _, m2, p, pt, r, sp, l, acc = blk
        w += line("block %d" % b, None, what="keys %d to %d" % (j0, j1 - 1))
        w += line("  max m'", a, [m2], one=True)
        w += line("  p", a, p, "exp(s - m')")
        w += line("  p", t, pt)
        w += line("  r", a, [r], "exp(m - m')", one=True)
        w += line("  sum p", a, [sp], one=True)
        w += line("  l", a, [l], "r l + sum p", one=True)
        w += line("  acc", a, acc, "r acc + p V")
    w += line("acc / l", a, tr["oa"])
    w += line("output", t, tr["o"])
    return w, tr["o"]


QW, KW, VW = [[1, 0], [0.3, -1.2]], [[1, 0.5], [-0.7, 2], [0.25, 1]], \
    [[1, 2], [3, -1], [0.5, 0.25]]
WCMD = "-q '%s' -k '%s' -v '%s'" % (lit(QW), lit(KW), lit(VW))
for t, a in (("bf16", "f32"), ("e4m3", "f16")):
    P = Problem(QW, KW, VW, t=t, a=a)
    err, rows = "", []
    for i in range(len(QW)):
        w, o = work_math(P, i, t, a)
        err += w
        rows.append(o)
    case("work-math-" + t, "$ATTN attend %s --dtype %s --accumulate %s "
         "--show-work" % (WCMD, t, a), written(rows, t), err,
         how="the working laid out as attn(1) shows it, from "
         "tests/lib/kernel.py's steps")
    P = Problem(QW, KW, VW, t=t, a=a, block=2)
    err, rows = "", []
    for i in range(len(QW)):
        w, o = work_flash(P, i, t, a, 2)
        err += w
        rows.append(o)
    case("work-flash-" + t, "$ATTN attend %s --dtype %s --accumulate %s "
         "--recipe flash --block 2 --show-work" % (WCMD, t, a),
         written(rows, t), err)


# --- grad: the backward recipes --------------------------------------------

DO = matrix(R, 3, 3)
GFILES = dict(FILES, **{"dO.csv": csv(DO)})
GQKV = QKV + " --dout dO.csv"


def grad(o, wrt, flash=False, Qm=Q, Km=K, Vm=V, Dm=DO):
    """The rows of grad --dtype --wrt WRT by the recipe."""
    return Problem(Qm, Km, Vm, **o).grad(Dm, wrt, flash)


HOW_GRAD = ("tests/lib/kernel.py's backward recipes in exact arithmetic; "
            "blocks of 2 of the 3 rows and 5 keys, the last of each "
            "shorter")
for wrt in "qkv":
    for flash in (False, True):
        o = {"t": "bf16", "block": 2}
        case("grad-%s-%s" % (wrt, "flash" if flash else "math"),
             "$ATTN grad --wrt %s %s %s" % (wrt, GQKV, opts(o, flash)),
             written(grad(o, wrt, flash), "bf16"), files=GFILES,
             how=HOW_GRAD)
for k, t in enumerate(["f32", "f16", "e4m3", "e5m2"]):
    wrt = "qkv"[k % 3]
    for flash in (False, True):
        o = {"t": t, "block": 2, "a": ["f32", "f64"][k % 2]}
        case("grad-%s-%s-%s" % (t, wrt, "flash" if flash else "math"),
             "$ATTN grad --wrt %s %s %s" % (wrt, GQKV, opts(o, flash)),
             written(grad(o, wrt, flash), t), files=GFILES, how=HOW_GRAD)
# the default block takes every row and key at once
case("grad-flash-default-block", "$ATTN grad --wrt k %s --dtype bf16 "
     "--recipe flash" % GQKV, written(grad({"t": "bf16"}, "k", True), "bf16"),
     files=GFILES)
# masks: a causal row with no key (its gradient 0), a bias; -j 1
o = {"t": "bf16", "block": 2, "causal": True, "offset": -1}
for wrt in "qk":
    case("grad-causal-" + wrt, "$ATTN grad --wrt %s %s %s -j 1"
         % (wrt, GQKV, opts(o, True)), written(grad(o, wrt, True), "bf16"),
         files=GFILES, how=HOW_GRAD)
BG = [[0.5, -INF, 1.0, 0.0, -2.0], [-INF, 0.25, 0.0, 3.0, 1.0],
      [0.0, 0.0, -INF, -INF, 0.5]]
o = {"t": "f16", "bias": BG}
case("grad-bias-v", "$ATTN grad --wrt v %s --dtype f16 --bias B.csv" % GQKV,
     written(grad(o, "v"), "f16"), files=dict(GFILES, **{"B.csv": csv(BG)}))
# grouped-query heads: dK and dV of a key/value head summed in A
Q2, D2 = matrix(R, 3, 8), matrix(R, 3, 6)
G2 = dict(FILES, **{"Q2.csv": csv(Q2), "dO2.csv": csv(D2)})
for wrt in "qkv":
    for flash in (False, True):
        o = {"t": "bf16", "heads": 2, "kv_heads": 1, "block": 2}
        case("grad-gqa-%s-%s" % (wrt, "flash" if flash else "math"),
             "$ATTN grad --wrt %s -q Q2.csv -k K.csv -v V.csv --dout "
             "dO2.csv %s" % (wrt, opts(o, flash)),
             written(grad(o, wrt, flash, Qm=Q2, Dm=D2), "bf16"), files=G2,
             how=HOW_GRAD + "; two query heads on one key/value head")
# what the recipes have no step for, and the overflows
for name, extra, what in (
        ("wrt", "--wrt scores", "--dtype is for grad --wrt q, k or v (a "
         "kernel keeps no dS or dA to write)"),
        ("temperature", "--wrt q --temperature 2", "--temperature is not "
         "taken with grad --dtype (the backward recipes have no step for "
         "it)"),
        ("softcap", "--wrt k --softcap 5", "--softcap is not taken with "
         "grad --dtype (the backward recipes have no step for it)"),
        ("sinks", "--wrt v --sinks '[1]'", "--sinks is not taken with grad "
         "--dtype (the backward recipes have no step for it)"),
        ("masked-rows", "--wrt q --masked-rows uniform", "--masked-rows nan "
         "or uniform is not taken with grad --dtype (the backward recipes "
         "have no step for it)"),
        ("show-work", "--wrt q --show-work", "--show-work is not taken with "
         "--dtype")):
    case("err-grad-" + name, "$ATTN grad %s %s --dtype bf16" % (extra, GQKV),
         "", usage("grad", what), 2, files=GFILES)
for name, cmd, what in (
        ("dp", "--wrt q -q '[1]' -k '[1;1]' -v '[60000;-60000]' --dout "
         "'[60000]' --dtype f16", "dP for key 0 overflows f16"),
        ("ds", "--wrt k -q '[1]' -k '[1;1]' -v '[60000;-60000]' --dout "
         "'[60000]' --dtype f16 --recipe flash", "dS for key 0 overflows "
         "f16"),
        ("dv", "--wrt v -q '[1;1;1]' -k '[1;1]' -v '[2;-2]' --dout "
         "'[60000;60000;60000]' --dtype f16", "dV for key 0 overflows f16")):
    case("err-grad-overflow-" + name, "$ATTN grad " + cmd, "",
         "attn grad: %s: %s" % ("<literal>:1" if name != "dv" else
                                "<literal>", what), 1,
         how="by hand: dO v = 3.6e9 is past f16's 65504 (dP in f16, the "
         "math recipe's), and so is P times it, 1.8e9 (dS in f16, the "
         "flash recipe's); dV = 3 times 0.5 60000 = 90000")

OUT.done("dtype")
