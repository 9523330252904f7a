"""check_kernel_verdicts.py - the Python half of
tests/check-kernel-verdicts.sh, which runs it (its header says what is
checked, and against what)."""
import math
import os
import random
import re
import subprocess
import sys

import torch

attn = os.environ["ATTN"]
top = sys.argv[1]
rng = random.Random(2626)
torch.manual_seed(2626)
passed = failed = 0
counts = {"good": 0, "bug": 0, "noise": 0, "torch": 0}
DT = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32,
      "f64": torch.float64}
f32 = torch.float32


def write(path, t):
    with open(path, "w") as f:
        for row in t.to(torch.float64).tolist():
            f.write(",".join(repr(x) for x in row) + "\n")


def run(args):
    p = subprocess.run([attn] + args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check(args):
    """attn check's status, the IDs it names, and what it wrote."""
    st, out, err = run(["check", "--of", "attend", "-q", "Q.csv", "-k",
                        "K.csv", "-v", "V.csv", "--brief"] + args)
    if st not in (0, 1):
        raise SystemExit("attn check %s: %s" % (" ".join(args), err))
    return st, re.findall(r"^likely (?:mistake|kernel)s? \(([^)]*)\)", out,
                          re.M), out


def bad(what, out):
    global failed
    failed += 1
    print("FAIL %s" % what)
    print("    " + "\n    ".join(out.strip().split("\n")[-5:]))


def good(cond, what, out=""):
    global passed
    if cond:
        passed += 1
    else:
        bad(what, out)


# --- kernels PyTorch runs -----------------------------------------------------

def heads_of(x, h):
    return x.reshape(x.shape[0], h, -1).transpose(0, 1)


def math_attention(q, k, v, h, causal):
    """PyTorch's math attention in q's dtype, head by head, the scale on q
    first as FlashAttention's attention_ref has it: its own bf16
    operations; f16's, which the CPU lacks, as a GPU has them, each from
    float32 rounded once to f16."""
    t = q.dtype

    def mm(a, b):
        return a @ b if t == torch.bfloat16 else (a.to(f32) @ b.to(f32)).to(t)

    def softmax(s):
        return torch.softmax(s, dim=-1) if t == torch.bfloat16 else \
            torch.softmax(s.to(f32), dim=-1).to(t)
    out = []
    for qh, kh, vh in zip(heads_of(q, h), heads_of(k, h), heads_of(v, h)):
        s = mm(qh * (1 / math.sqrt(qh.shape[1])), kh.T)
        if causal:
            s = s.masked_fill(torch.ones_like(s, dtype=torch.bool).triu(1),
                              -math.inf)
        out.append(mm(softmax(s), vh))
    return torch.cat(out, dim=1)


def flash(q, k, v, h, causal, block, bend=None):
    """FlashAttention-2's forward in q's dtype, f32 accumulators, bent as
    BEND (an attn-check(1) ID) says."""
    t = q.dtype
    out = []
    for qh, kh, vh in zip(heads_of(q, h), heads_of(k, h), heads_of(v, h)):
        c = 1 / math.sqrt(qh.shape[1])
        n, nk = qh.shape[0], kh.shape[0]
        m = torch.full((n, 1), -math.inf, dtype=f32)
        l = torch.zeros((n, 1), dtype=f32)
        acc = torch.zeros((n, vh.shape[1]), dtype=f32)
        starts = list(range(0, nk, block))
        if bend == "flash-last-block-dropped" and nk % block:
            starts.pop()
        for j in starts:
            kb, vb = kh[j:j + block].to(f32), vh[j:j + block].to(f32)
            s = (qh.to(f32) @ kb.T) * c
            if bend == "scale-twice":
                s = s * c
            if causal:
                cols = torch.arange(j, j + kb.shape[0])[None, :]
                s = s.masked_fill(cols > torch.arange(n)[:, None], -math.inf)
            m_new = torch.maximum(m, s.max(dim=1, keepdim=True).values)
            live = m_new > -math.inf
            base = torch.where(torch.isfinite(m), m, m_new) \
                if bend == "flash-stale-max" else m_new
            base = torch.where(live, base, torch.zeros_like(base))
            p = torch.exp(s - base)
            r = torch.where(torch.isfinite(m), torch.exp(m - m_new),
                            torch.zeros_like(m))
            l = (l if bend == "flash-sum-not-rescaled" else r * l) + \
                p.sum(dim=1, keepdim=True)
            pv = (p if bend == "p-not-cast" else p.to(t).to(f32)) @ vb
            acc = (acc if bend == "flash-no-rescale" else r * acc) + pv
            m = m_new
        out.append((acc if bend == "flash-no-final-division" else acc / l).to(t))
    return torch.cat(out, dim=1)


BUGS = ["flash-no-rescale", "flash-sum-not-rescaled", "flash-stale-max",
        "flash-last-block-dropped", "flash-no-final-division", "scale-twice"]

for trial in range(24):
    tn = rng.choice(["bf16", "bf16", "f16"])
    t = DT[tn]
    h = rng.choice([1, 1, 2])
    nq, nk, d = rng.choice([4, 8, 16]), rng.choice([24, 40, 64]), 8 * h
    block = rng.choice([8, 16])
    causal = rng.random() < 0.3 and nq == nk
    sp = torch.linspace(0.5, 2, nk, dtype=torch.float64)[:, None]
    q = torch.randn(nq, d, dtype=torch.float64).to(t)
    k = (torch.randn(nk, d, dtype=torch.float64) * sp).to(t)
    v = torch.randn(nk, d, dtype=torch.float64).to(t)
    for name, x in (("Q", q), ("K", k), ("V", v)):
        write(name + ".csv", x)
    base = ["--dtype", tn] + (["--heads", str(h)] if h > 1 else []) + \
        (["--causal"] if causal else [])
    fl = ["--recipe", "flash", "--block", str(block)]
    what = "%s, %dx%d keys %d, %d head%s, blocks of %d%s" % (
        tn, nq, d, nk, h, "s" if h > 1 else "", block,
        ", causal" if causal else "")
    right = flash(q, k, v, h, causal, block)
    for kname, ans, recipes in (
            ("PyTorch's math attention", math_attention(q, k, v, h, causal),
             ([],)),
            ("the flash loop", right, ([], fl)),
            ("the flash loop with P in f32",
             flash(q, k, v, h, causal, block, "p-not-cast"), (fl,))):
        write("answer.csv", ans)
        for rec in recipes:
            st, ids, out = check(base + rec + ["answer.csv"])
            counts["good"] += 1
            good(st == 0 and not ids, "%s (%s; %s recipe): rounding" % (
                kname, what, "flash" if rec else "math"), out)
    for bug in BUGS:
        ans = flash(q, k, v, h, causal, block, bug)
        if torch.equal(ans, right):
            continue
        write("answer.csv", ans)
        st, ids, out = check(base + fl + ["answer.csv"])
        counts["bug"] += 1
        good(st == 1 and bug in ids, "%s (%s): named" % (bug, what), out)
    hand = right.clone()
    hand[rng.randrange(nq), rng.randrange(d)] += 0.5
    flipped = right.clone()
    flipped[rng.randrange(nq)] *= -1
    for nname, ans in (("random numbers", torch.randn(nq, d)),
                       ("one cell changed", hand),
                       ("a row's signs flipped", flipped)):
        write("answer.csv", ans)
        st, ids, out = check(base + fl + ["answer.csv"])
        counts["noise"] += 1
        good(st == 1 and not ids, "%s (%s): nothing named" % (nname, what),
             out)

# --- --profile torch against torch.testing ---------------------------------
import checkof as C                     # noqa: E402
from kernel import Problem              # noqa: E402
import kernelcheck as KC                # noqa: E402


def g6(x):
    return "%.6g" % x


def torch_lines(a, e, **tol):
    """What assert_close says: None when close, else its three lines'
    numbers as check writes them."""
    try:
        torch.testing.assert_close(a, e, **tol)
        return None
    except AssertionError as x:
        msg = str(x)
    n = re.search(r"Mismatched elements: (\d+) / (\d+) \(([\d.]+%)\)", msg)
    lines = ["  Mismatched elements: %s / %s (%s)" % n.groups()]
    for kind in ("absolute", "relative"):
        m = re.search(r"Greatest %s difference: (\S+) at index \((\d+), "
                      r"(\d+)\) \(up to (\S+) allowed\)" % kind, msg)
        lines.append("  Greatest %s difference: %s at index (%s, %s) (up to "
                     "%s allowed)" % (kind, g6(float(m.group(1))), m.group(2),
                                      m.group(3), g6(float(m.group(4)))))
    return lines


TOL = {"f64": (1e-7, 1e-7), "f32": (1.3e-6, 1e-5), "f16": (1e-3, 1e-5),
       "bf16": (1.6e-2, 1e-5)}
for trial in range(160):
    tn = ["f64", "f32", "f16", "bf16"][trial % 4]
    t = DT[tn]
    rtol, atol = TOL[tn]
    nq, nk, d = 3, 5, 4
    for name, (n, m) in (("Q", (nq, d)), ("K", (nk, d)), ("V", (nk, d))):
        write(name + ".csv", (torch.randn(n, m, dtype=torch.float64) *
                              (0.01 if trial % 7 == 0 else 1)).to(t))
    # O: the plain attend of the inputs, values of T already
    st, out, err = run(["attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv"])
    E64 = torch.tensor([[float(x) for x in r.split(",")]
                        for r in out.split()], dtype=torch.float64)
    E = E64.to(t)
    ET = E.to(torch.float64)
    A = ET.clone()
    in_t = tn != "f64" and trial % 3 != 0
    for i in range(nq):
        for c in range(d):
            e = float(ET[i, c])
            tol = atol + abs(rtol * e)
            pick = rng.random()
            if pick < 0.1:
                x = e
            elif pick < 0.13:
                x = rng.choice([math.inf, -math.inf, math.nan, 0.0])
            elif in_t:
                # a value of T some ulps away (rounded to T below)
                x = e + rng.choice([-1, 1]) * rng.choice([1, 2, 3, 4, 5, 6]) \
                    * KC.ulp_at(e, tn)
            else:
                x = e + rng.choice([-1, 1]) * tol * (
                    1 + rng.choice([-1, 0, 1]) * 2 ** -rng.choice([20, 40, 52]))
            A[i, c] = x
    if in_t:
        A = A.to(t)
        lines = torch_lines(A, E)
    else:
        lines = torch_lines(A, ET, rtol=rtol, atol=atol)
    write("answer.csv", A)
    st, ids, rep = check(["--dtype", tn, "--profile", "torch", "answer.csv"])
    got = [x for x in rep.split("\n") if x.startswith("  ")]
    counts["torch"] += 1
    good(st == (0 if lines is None else 1) and got == (lines or []),
         "--profile torch, %s%s: %s" % (tn, " in T" if in_t else "",
                                       "\n".join(lines or ["close"])), rep)

# --- the example's figures ---------------------------------------------------

ex = os.path.join(top, "examples", "kernel-check")


def read(name):
    with open(os.path.join(ex, name)) as f:
        return [[float(x) for x in r.split(",")] for r in f.read().split()]


Q, K, V = read("Q.csv"), read("K.csv"), read("V.csv")
want = open(os.path.join(ex, "expected.txt")).read()
O = list(C.exact(C.P("attend", Q=Q, K=K, V=V)).ravel())
for answer, flash_ in (("torch-math.csv", False), ("flash.csv", True),
                       ("flash-no-rescale.csv", True)):
    P = Problem(Q, K, V, t="bf16", block=32)
    ref = [x for i in range(len(Q)) for x in
           (P.flash(i) if flash_ else P.math(i))]
    ans = [x for r in read(answer) for x in r]
    d, di = KC.largest(ans, O)
    x, xi = KC.largest(ref, O)
    line = "ratio %s: %s %s 2 x %s" % (KC.g6(d / x), KC.g6(d),
                                       "<=" if d <= 2 * x + KC.ulp_at(
                                           max(map(abs, O)), "bf16") / 2
                                       else ">", KC.g6(x))
    good(line in want and ("at row %d, column %d" % (di // 16, di % 16))
         in want, "examples/kernel-check/expected.txt: %s" % line, want)
# --- the backward kernels (tests/lib/grad_verdicts.py) -----------------------
import grad_verdicts                    # noqa: E402
import tally                            # noqa: E402

bcounts = {"good": 0, "bug": 0, "noise": 0}
grad_verdicts.run(attn, tally, rng, bcounts)
passed += tally.passed
failed += tally.failed
print("answers: %(good)d good kernels, %(bug)d bugs, %(noise)d noisy, "
      "%(torch)d --profile torch" % counts)
print("backward answers (dQ, dK, dV): %(good)d good kernels, %(bug)d bugs, "
      "%(noise)d noisy" % bcounts)
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
