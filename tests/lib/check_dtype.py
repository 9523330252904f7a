"""check_dtype.py - the Python half of tests/check-dtype.sh, which runs it
(its header says what is checked, and against what)."""
import math
import os
import random
import subprocess

from kernel import Fail, Problem, shortest

attn = os.environ["ATTN"]
rng = random.Random(26)
passed = failed = 0


def mat(n, m, sd):
    return [[rng.gauss(0, sd) for _ in range(m)] for _ in range(n)]


def write(path, rows):
    with open(path, "w") as f:
        for r in rows:
            f.write(",".join(repr(x) if math.isfinite(x) else
                             ("-inf" if x < 0 else "inf") for x in r) + "\n")


def attn_out(args, stdin=None):
    p = subprocess.run([attn] + args, capture_output=True, text=True,
                       input=stdin)
    if p.returncode:
        raise SystemExit("attn %s: %s" % (" ".join(args), p.stderr))
    return p.stdout


def judge(what, got, want):
    global passed, failed
    bad = [(i, g, w) for i, (g, w) in enumerate(zip(got.splitlines(),
                                                    want.splitlines()))
           if g != w]
    if bad or len(got.splitlines()) != len(want.splitlines()):
        failed += 1
        print("FAIL %s: %d of %d rows differ" % (what, len(bad),
                                                 len(want.splitlines())))
        for i, g, w in bad[:2]:
            print("    row %d: attn %s\n           want %s" % (i, g[:150],
                                                              w[:150]))
    else:
        passed += 1


NQ, NK, D, DV = 8, 300, 64, 16
CASES = [
    # (name, options of Problem, command-line options, files)
    ("plain", {}, []),
    ("causal", {"causal": True, "offset": 290}, ["--causal", "--offset",
                                                 "290"]),
    ("window", {"window": (40, 5), "offset": 150}, ["--window", "40,5",
                                                    "--offset", "150"]),
    ("bias", {"bias": True}, ["--bias", "B.csv"]),
    ("alibi-softcap", {"alibi": True, "softcap": 3.0, "temperature": 0.8,
                       "offset": 100},
     ["--alibi", "--softcap", "3", "--temperature", "0.8", "--offset",
      "100"]),
    ("sinks-heads", {"sinks": [0.3, -2.0], "heads": 2, "kv_heads": 1},
     ["--sinks", "[0.3,-2]", "--heads", "2", "--kv-heads", "1"]),
    ("rows-uniform", {"causal": True, "offset": -3, "policy": "uniform"},
     ["--causal", "--offset", "-3", "--masked-rows", "uniform"]),
]
RUNS = [(t, "f32") for t in ("f32", "bf16", "f16", "e4m3", "e5m2")] + \
    [("bf16", "f64"), ("f16", "bf16"), ("f32", "f64"), ("e4m3", "f16")]
for k, (name, po, args) in enumerate(CASES):
    H = po.get("heads", 1)
    G = po.get("kv_heads", H)
    sd = [1e-3, 0.1, 1, 3][k % 4]
    Q = mat(NQ, H * D, sd)
    Q[1] = [x * 40 for x in Q[1]]	# scores far apart: exponentials underflow
    K = mat(NK, G * D, 1)
    V = mat(NK, G * DV, [1, 10][k % 2])
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    if po.get("bias"):
        Bm = [[rng.gauss(0, 2) if rng.random() > 0.1 else -math.inf
               for _ in range(NK)] for _ in range(NQ)]
        write("B.csv", Bm)
        po = dict(po, bias=Bm)
    # every format on the first problem, three a problem after it
    runs = RUNS if k == 0 else [RUNS[(3 * k + i) % len(RUNS)]
                                for i in range(3)]
    for i, (t, a) in enumerate(runs):
        for flash in (False, True):
            B = [128, 7, 64][(k + i) % 3]
            o = dict(po, t=t, a=a, block=B)
            P = Problem(Q, K, V, **o)
            want = "".join(",".join(shortest(x, t) for x in
                                    (P.flash(r) if flash else P.math(r)))
                           + "\n" for r in range(NQ))
            cmd = ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv",
                   "--dtype", t, "--accumulate", a] + args
            if flash:
                cmd += ["--recipe", "flash", "--block", str(B)]
            judge("%s %s in %s, accumulators %s" % (
                name, "flash, blocks of %d" % B if flash else "math", t, a),
                attn_out(cmd), want)
    # the pipeline, the math recipe's three parts: the masks on scores,
    # the transforms, bias, ALiBi, sinks and --masked-rows on weights
    t = ["bf16", "e4m3", "f16", "e5m2"][k % 4]
    hs = ["--heads", str(H), "--kv-heads", str(G)] if H > 1 else []
    so, wo, it = [], [], iter(args)
    for x in it:
        v = [] if x in ("--causal", "--alibi") else [next(it)]
        if x in ("--heads", "--kv-heads"):
            continue
        if x in ("--causal", "--window"):
            so += [x] + v
        elif x == "--offset":
            so += [x] + v
            wo += [x] + v
        else:
            wo += [x] + v
    s = attn_out(["scores", "-q", "Q.csv", "-k", "K.csv", "--dtype", t] +
                 so + hs)
    w = attn_out(["weights", "--dtype", t] + wo + hs[:2], s)
    got = attn_out(["apply", "-v", "V.csv", "--dtype", t] + hs, w)
    P = Problem(Q, K, V, **dict(po, t=t))
    judge("%s, the pipeline in %s" % (name, t), got,
          "".join(",".join(shortest(x, t) for x in P.math(r)) + "\n"
                  for r in range(NQ)))
# the sums' orders (--sum-order) and TF32 (--tf32): each order, both
# recipes, against the transcription's own accumulate() and tf32_int();
# sinks (the sink's term first), masks (zero terms in the tree), heads
RUNS2 = [
    # (case, order, its word, T, A, TF32)
    (0, "seq", "seq", "f32", "f32", None),
    (0, "seq", "seq", "f32", "f32", "rna"),
    (1, "seq", "seq", "f32", "f32", "truncate"),
    (2, "pairwise", "pairwise", "f32", "f32", "rna"),
    (3, ("blocks", 7), "blocks:7", "bf16", "f32", None),
    (4, ("blocks", 64), "blocks:64", "f16", "f16", None),
    (5, "pairwise", "pairwise", "f32", "f32", None),
    (5, "seq", "seq", "bf16", "f32", None),
    (6, "exact", "exact", "f32", "f32", "truncate"),
    (6, "seq", "seq", "f32", "f64", "rna"),
]
for k, order, word, t, a, tf in RUNS2:
    name, po, args = CASES[k]
    H = po.get("heads", 1)
    G = po.get("kv_heads", H)
    Q = mat(4, H * D, [0.5, 1, 2][k % 3])
    K = mat(NK, G * D, 1)
    V = mat(NK, G * DV, 1)
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    if po.get("bias"):
        Bm = [[rng.gauss(0, 2) if rng.random() > 0.1 else -math.inf
               for _ in range(NK)] for _ in range(4)]
        write("B.csv", Bm)
        po = dict(po, bias=Bm)
    for flash in (False, True):
        B = [128, 7, 64][k % 3]
        o = dict(po, t=t, a=a, block=B, sum_order=order, tf32=tf)
        P = Problem(Q, K, V, **o)
        want = "".join(",".join(shortest(x, t) for x in
                                (P.flash(r) if flash else P.math(r)))
                       + "\n" for r in range(4))
        cmd = ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv",
               "--dtype", t, "--accumulate", a, "--sum-order", word] + args
        if tf:
            cmd.append("--tf32=" + tf)
        if flash:
            cmd += ["--recipe", "flash", "--block", str(B)]
        judge("%s %s in %s, accumulators %s, sums %s%s" % (
            name, "flash, blocks of %d" % B if flash else "math", t, a,
            word, ", TF32 " + tf if tf else ""), attn_out(cmd), want)
# FP8 with scales (--quantize, --scale-block, --rotate, --p-dtype,
# --softmax-dtype), both recipes, heads of widths 8, 16, 32 and 64 (the
# rotation's 1 / sqrt(d) irrational and not), outliers in every input
from kernel import rotation                     # noqa: E402


def outliers(n, m):
    return [[rng.gauss(0, 1) + (rng.gauss(0, 10) if rng.random() < 0.02
                                else 0) for _ in range(m)] for _ in range(n)]


FP8 = [
    # (T, format, flash, rotate's seed, scale block, P, softmax, d, H)
    ("bf16", "e4m3", True, 3, 16, "e4m3", None, 8, 1),
    ("f16", "e4m3", False, None, None, None, "f16", 16, 1),
    ("f16", "e5m2", False, 0, 7, "e4m3", "f16", 16, 2),
    ("bf16", "e4m3", True, None, None, "e4m3", None, 32, 2),
    ("bf16", "e4m3", True, 2 ** 64 - 1, 20, "bf16", "f16", 64, 1),
    ("f32", "e5m2", False, 1, 5, "e5m2", None, 8, 1),
]
for t, qf, flash, rot, sb, pdt, sdt, d, H in FP8:
    nq, nk = 24, 40
    Q, K, V = outliers(nq, d * H), outliers(nk, d * H), outliers(nk, 4 * H)
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    o = dict(t=t, quant=qf, block=16, heads=H, flash=flash)
    args = ["--dtype", t, "--quantize", qf, "--heads", str(H)]
    if flash:
        args += ["--recipe", "flash", "--block", "16"]
    if rot is not None:
        o["rotate"] = rot
        args += ["--rotate", "hadamard:%d" % rot]
    for key, val, opt in (("scale_block", sb, "--scale-block"),
                          ("pdt", pdt, "--p-dtype"),
                          ("sdt", sdt, "--softmax-dtype")):
        if val:
            o[key] = val
            args += [opt, str(val)]
    P = Problem(Q, K, V, **o)
    want = "".join(",".join(shortest(x, t) for x in
                            (P.flash(i) if flash else P.math(i))) + "\n"
                   for i in range(nq))
    judge("--quantize: " + " ".join(args), attn_out(
        ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv"] + args), want)

# the rotation is orthogonal by its definition: (H D / sqrt(d)) times its
# transpose is the identity, exactly, in whole numbers times 1 / d
for d in (64, 128):
    for seed in (0, 2026):
        M = rotation(d, seed)
        ok = all(sum(M[i][k] * M[j][k] for k in range(d)) == (d if i == j
                                                               else 0)
                 for i in range(d) for j in range(d))
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL H D D^T H^T is not the identity at width %d, seed %d"
                  % (d, seed))

# the backward recipes (tests/lib/dtype_grad.py)
import dtype_grad  # noqa: E402
import tally  # noqa: E402

dtype_grad.run(attn, tally)
passed += tally.passed
failed += tally.failed
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
