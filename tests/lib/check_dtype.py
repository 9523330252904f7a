"""check_dtype.py - the Python half of tests/check-dtype.sh, which runs it
(its header says what is checked, and against what)."""
import math
import os
import random
import subprocess

from kernel import Fail, Problem, combine, shortest

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


def with_bias(po, nq, nk):
    """PO with a bias of NQ x NK (a tenth of it -inf), written to B.csv,
    where its case has one."""
    if not po.get("bias"):
        return po
    Bm = [[rng.gauss(0, 2) if rng.random() > 0.1 else -math.inf
           for _ in range(nk)] for _ in range(nq)]
    write("B.csv", Bm)
    return dict(po, bias=Bm)


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
    po = with_bias(po, NQ, NK)
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
    po = with_bias(po, 4, NK)
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

# The rotation on rows whose turned sums cancel to 0 or nearly (equal
# entries, pairs, a lone entry, zeros, entries far apart in size, tiny
# entries near bf16's underflow), where attn's fast transform
# cannot decide the rounding and the exact sums must; and in f64
# accumulators, where it never can.


def cancelling(n, d):
    rows = []
    for i in range(n):
        k = i % 7
        if k == 0:
            r = [1.5] * d
        elif k == 1:
            r = [0.0] * d
        elif k == 2:
            r = [0.0] * d
            r[i % d] = -2.25
        elif k == 3:
            r = [3.0 if j % 2 else -3.0 for j in range(d)]
        elif k == 4:
            r = [rng.gauss(0, 1) * 2.0 ** -120 for _ in range(d)]
        elif k == 5:
            r = [rng.choice([1.0, -1.0]) * 2.0 ** rng.randint(-5, 5)
                 for _ in range(d)]
        else:
            r = [1.0 + 2.0 ** -40 if j == 0 else 1.0 for j in range(d)]
        rows.append(r)
    return rows


for t, a, d, flash in (("bf16", "f32", 16, True), ("f16", "f64", 8, False),
                       ("bf16", "bf16", 64, False)):
    Q, K, V = cancelling(14, d), cancelling(21, d), outliers(21, 4)
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    args = ["--dtype", t, "--accumulate", a, "--quantize", "e4m3",
            "--rotate", "hadamard:9"]
    if flash:
        args += ["--recipe", "flash", "--block", "16"]
    P = Problem(Q, K, V, t=t, a=a, quant="e4m3", block=16, rotate=9,
                flash=flash)
    want = "".join(",".join(shortest(x, t) for x in
                            (P.flash(i) if flash else P.math(i))) + "\n"
                   for i in range(14))
    judge("--rotate on sums that cancel: " + " ".join(args), attn_out(
        ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv"] + args), want)

# --lse (the split-KV kernels): attend --dtype --lse writes O in T and
# each head's LSE in A, round_A(m + round_A(ln l)) from the recipe's own
# max and sum, and merge --dtype --accumulate combines such parts as
# FlashAttention's combine kernel does (kernel.combine); both recipes,
# heads, sinks (at the merge), fully masked rows (-inf), FP8 with its
# 2^8 on P, a causal mask split with --offset less each part's start.


def lse_rows(P, flash, n):
    out = []
    for r in range(n):
        o, L = P.attend_lse(r, flash)
        out.append((o, L))
    return out


def lse_text(rows, t, a):
    return "".join(",".join([shortest(x, t) for x in o] +
                            [shortest(x, a) for x in L]) + "\n"
                   for o, L in rows)


def numbers(text):
    return "".join(x + "\n" for x in text.splitlines()
                   if not x.startswith("#"))


# Problems of 60 keys (several blocks of 7 and 16), d_k = 16: what is
# new here is after the dot products, which the sections above hold
LNK, LD = 60, 16
LSE = [
    # (case, T, A, flash, block)
    (0, "bf16", "f32", False, 128), (0, "bf16", "f32", True, 16),
    (1, "f16", "f32", True, 7), (4, "e4m3", "f16", False, 128),
    (6, "f32", "f32", True, 128), (3, "bf16", "f64", True, 16),
    (5, "f16", "bf16", False, 128), (2, "e5m2", "f32", True, 16),
]
for k, t, a, flash, B in LSE:
    name, po, args = CASES[k]
    H = po.get("heads", 1)
    G = po.get("kv_heads", H)
    Q, K, V = mat(NQ, H * LD, 0.3), mat(LNK, G * LD, 1), mat(LNK, G * DV, 2)
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    po = with_bias(po, NQ, LNK)
    if "offset" in po:
        po = dict(po, offset=po["offset"] * LNK // NK)
        args = [str(po["offset"]) if x == str(CASES[k][1]["offset"]) else x
                for x in args]
    P = Problem(Q, K, V, **dict(po, t=t, a=a, block=B))
    cmd = ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv", "--lse",
           "--dtype", t, "--accumulate", a] + args
    if flash:
        cmd += ["--recipe", "flash", "--block", str(B)]
    judge("--lse: %s %s in %s, accumulators %s" % (
        name, "flash" if flash else "math", t, a),
        numbers(attn_out(cmd)), lse_text(lse_rows(P, flash, NQ), t, a))
# FP8: the LSE of l / 2^8 where P is e4m3
Q, K, V = outliers(12, 32), outliers(40, 32), outliers(40, 4)
write("Q.csv", Q)
write("K.csv", K)
write("V.csv", V)
for flash in (False, True):
    P = Problem(Q, K, V, t="bf16", quant="e4m3", block=16, pdt="e4m3",
                rotate=5, flash=flash)
    cmd = ["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv", "--lse",
           "--dtype", "bf16", "--quantize", "e4m3", "--p-dtype", "e4m3",
           "--rotate", "hadamard:5"]
    if flash:
        cmd += ["--recipe", "flash", "--block", "16"]
    judge("--lse with --quantize e4m3, %s" % ("flash" if flash else "math"),
          numbers(attn_out(cmd)), lse_text(lse_rows(P, flash, 12), "bf16",
                                           "f32"))

MERGES = [
    # (case, T, A, flash, the parts' first keys, sinks at the merge)
    (0, "bf16", "f32", True, [0, 20, 50], None),
    (1, "f16", "f32", True, [0, 16, 32], None),
    (5, "bf16", "f32", False, [0, 30], [0.3, -2.0]),
    (0, "f32", "f32", True, [0, 1, 59], [1.5]),
    (1, "bf16", "f64", True, [0, 16, 40], None),
    (6, "f16", "f32", False, [0, 2, 5], None),
]
for k, t, a, flash, starts, sinks in MERGES:
    name, po, args = CASES[k]
    # the sinks at the merge; a row every part masks as 0 and -inf
    po = {x: y for x, y in po.items() if x not in ("sinks", "policy")}
    args = ["zero" if x == "uniform" else x for x in args]
    if "--sinks" in args:
        del args[args.index("--sinks"):args.index("--sinks") + 2]
    H = po.get("heads", 1)
    G = po.get("kv_heads", H)
    Q, K, V = mat(NQ, H * LD, 0.4), mat(LNK, G * LD, 1), mat(LNK, G * DV, 3)
    write("Q.csv", Q)
    ends = starts[1:] + [LNK]
    if "offset" in po:
        po = dict(po, offset=po["offset"] * LNK // NK)
        args = [str(po["offset"]) if x == str(CASES[k][1]["offset"]) else x
                for x in args]
    paths, want_parts = [], []
    for n, (j0, j1) in enumerate(zip(starts, ends)):
        write("K%d.csv" % n, K[j0:j1])
        write("V%d.csv" % n, V[j0:j1])
        pa, pp = list(args), dict(po, t=t, a=a, block=16)
        if "--offset" in pa:
            i = pa.index("--offset") + 1
            pa[i] = str(int(pa[i]) - j0)
            pp["offset"] = pp["offset"] - j0
        cmd = ["attend", "-q", "Q.csv", "-k", "K%d.csv" % n, "-v",
               "V%d.csv" % n, "--lse", "--dtype", t, "--accumulate", a] + pa
        if flash:
            cmd += ["--recipe", "flash", "--block", "16"]
        with open("part%d.csv" % n, "w") as f:
            f.write(attn_out(cmd))
        paths.append("part%d.csv" % n)
        want_parts.append(lse_rows(Problem(Q, K[j0:j1], V[j0:j1], **pp),
                                   flash, NQ))
    cmd = ["merge", "--dtype", t, "--accumulate", a, "--lse"] + paths
    if H > 1:
        cmd += ["--heads", str(H)]
    if sinks:
        cmd += ["--sinks", "[" + ",".join(map(repr, sinks)) + "]"]
    want = []
    for r in range(NQ):
        o, L = [], []
        for h in range(H):
            ph = [(wp[r][1][h], wp[r][0][h * DV:(h + 1) * DV])
                  for wp in want_parts]
            oh, lh = combine(ph, t, a, sinks[h] if sinks else None)
            o += oh
            L.append(lh)
        want.append((o, L))
    judge("merge --dtype %s --accumulate %s of %d %s parts%s" % (
        t, a, len(starts), "flash" if flash else "math",
        ", sinks" if sinks else ""),
        numbers(attn_out(cmd)), lse_text(want, t, a))

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
