"""dtype_grad.py - grad --dtype on random problems, both recipes, against
kernel.py's transcription of attn-grad(1)'s backward recipes in exact
arithmetic: the same values of T in every cell, written as the same
digits, at -j 1 and -j 2 (check-dtype.sh runs it).

Problems of 19 rows and 70 keys, so that blocks of 7, 32 and the default
128 leave a short last block of rows and of keys (or none); causal,
windowed and masked keys, a bias with -inf cells, ALiBi, rows with every
key masked, heads and grouped-query heads; every format with f32
accumulators, and f64 and bf16 ones; inputs random doubles of several
sizes, rounded as they are read."""
import math
import random
import subprocess

from kernel import Problem, shortest

NQ, NK, D, DV = 19, 70, 16, 8
CASES = [
    # (name, options of Problem, command-line options)
    ("plain", {}, []),
    ("causal", {"causal": True, "offset": 60}, ["--causal", "--offset",
                                                "60"]),
    ("window-empty-rows", {"window": (9, 2), "offset": -4},
     ["--window", "9,2", "--offset", "-4"]),
    ("bias", {"bias": True}, ["--bias", "B.csv"]),
    ("alibi", {"alibi": True, "offset": 30}, ["--alibi", "--offset", "30"]),
    ("gqa", {"heads": 4, "kv_heads": 2, "causal": True, "offset": 51},
     ["--heads", "4", "--kv-heads", "2", "--causal", "--offset", "51"]),
]
RUNS = [("bf16", "f32"), ("f16", "f32"), ("f32", "f32"), ("e4m3", "f32"),
        ("e5m2", "f32"), ("bf16", "f64"), ("f16", "bf16")]


def write(path, rows):
    with open(path, "w") as f:
        for r in rows:
            f.write(",".join(repr(x) if math.isfinite(x) else
                             ("-inf" if x < 0 else "inf") for x in r) + "\n")


def run(attn, tally):
    rng = random.Random(33)

    def mat(n, m, sd):
        return [[rng.gauss(0, sd) for _ in range(m)] for _ in range(n)]

    for k, (name, po, args) in enumerate(CASES):
        H = po.get("heads", 1)
        G = po.get("kv_heads", H)
        sd = [0.05, 0.5, 1, 2][k % 4]
        Q, K = mat(NQ, H * D, sd), mat(NK, G * D, 1)
        V, dO = mat(NK, G * DV, [1, 4][k % 2]), mat(NQ, H * DV, 1)
        Q[3] = [x * 30 for x in Q[3]]    # exponentials that underflow
        for n, m in (("Q.csv", Q), ("K.csv", K), ("V.csv", V),
                     ("dO.csv", dO)):
            write(n, m)
        if po.get("bias"):
            bm = [[rng.gauss(0, 2) if rng.random() > 0.1 else -math.inf
                   for _ in range(NK)] for _ in range(NQ)]
            write("B.csv", bm)
            po = dict(po, bias=bm)
        for i in range(2):
            t, a = RUNS[(2 * k + i) % len(RUNS)]
            for n, (wrt, flash) in enumerate([(w, f) for w in "qkv"
                                              for f in (False, True)]):
                B = [7, 32, 128][(k + i + n) % 3]
                P = Problem(Q, K, V, **dict(po, t=t, a=a, block=B))
                want = "".join(",".join(shortest(x, t) for x in r) + "\n"
                               for r in P.grad(dO, wrt, flash))
                cmd = [attn, "grad", "--wrt", wrt, "-q", "Q.csv", "-k",
                       "K.csv", "-v", "V.csv", "--dout", "dO.csv",
                       "--dtype", t, "--accumulate", a] + args
                if flash:
                    cmd += ["--recipe", "flash", "--block", str(B)]
                what = "grad --wrt %s, %s, %s in %s, accumulators %s" % (
                    wrt, name, "flash, blocks of %d" % B if flash else
                    "math", t, a)
                for j in ("1", "2"):
                    p = subprocess.run(cmd + ["-j", j], capture_output=True,
                                       text=True)
                    good = p.returncode == 0 and p.stdout == want
                    tally.result(good, "%s, -j %s%s" % (what, j, "" if good
                                 else ": " + (p.stderr or p.stdout[:300])))
