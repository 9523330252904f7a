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
# the backward recipes (tests/lib/dtype_grad.py)
import dtype_grad  # noqa: E402
import tally  # noqa: E402

dtype_grad.run(attn, tally)
passed += tally.passed
failed += tally.failed
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
