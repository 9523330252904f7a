"""check_backward_torch.py - the Python half of
tests/check-backward-torch.sh, which runs it (its header says what is
checked, and against what)."""
import os
import random
import subprocess

import torch
import torch.nn.functional as F

attn = os.environ["ATTN"]
rng = random.Random(29)
TOL = 1e-12
DT = torch.float64


def mat(n, m, sd=1.0):
    return torch.tensor([[rng.gauss(0, sd) for _ in range(m)]
                         for _ in range(n)], dtype=DT)


def write(path, t):
    t = t.detach().reshape(t.shape[0] if t.dim() > 1 else 1, -1)
    with open(path, "w") as f:
        for r in t.tolist():
            f.write(",".join(repr(float(x)) for x in r) + "\n")


def run(args):
    p = subprocess.run([attn] + args, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("attn %s: %s" % (" ".join(args), p.stderr))
    return torch.tensor([[float(x) for x in line.split(",")]
                         for line in p.stdout.splitlines()], dtype=DT)


worst = {}
passed = failed = 0


def compare(what, name, got, want):
    global passed, failed
    want = want.detach().reshape(got.shape[0], -1) if want.dim() > 1 or \
        got.shape[0] == 1 else want
    ok = got.shape == want.shape
    rel = 0.0
    if ok:
        big = want.abs().max().item()
        diff = (got - want).abs().max().item()
        rel = diff / big if big else diff
        ok = rel <= TOL
    worst[what] = max(worst.get(what, 0.0), rel)
    if os.environ.get("SHOW") and rel > 1e-15:
        print("  %.3g %s, %s" % (rel, what, name))
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL %s, %s:\n  attn  %s\n  torch %s" %
              (what, name, got.tolist(), want.tolist()))


# --- project ---------------------------------------------------------------

for n, din, dout, bias in ((5, 4, 3, True), (9, 8, 8, False), (1, 3, 5, True),
                           (40, 16, 6, True)):
    x = mat(n, din).requires_grad_()
    W = mat(dout, din, 0.5).requires_grad_()	# nn.Linear.weight's layout
    b = mat(1, dout, 0.1)[0].requires_grad_() if bias else None
    dY = mat(n, dout)
    (F.linear(x, W, b) * dY).sum().backward()
    write("X.csv", x), write("W.csv", W), write("Wn.csv", W.t())
    write("dY.csv", dY)
    if bias:
        write("B.csv", b)
    bo = ["-b", "B.csv"] if bias else []
    name = "%d x %d -> %d%s" % (n, din, dout, ", bias" if bias else "")
    for layout, w, wgrad in (("--transposed", "W.csv", W.grad),
                             (None, "Wn.csv", W.grad.t())):
        lo = [layout] if layout else []
        base = ["project"] + lo + ["-w", w, "--dout", "dY.csv"] + bo
        tag = " " + layout if layout else ""
        compare("project --wrt x" + tag, name, run(base + ["X.csv"]), x.grad)
        compare("project --wrt w" + tag, name,
                run(base + ["--wrt", "w", "X.csv"]), wgrad)
        if bias:
            compare("project --wrt b" + tag, name,
                    run(base + ["--wrt", "b", "X.csv"]), b.grad.reshape(1, -1))

# Q, K and V of one x: dX is the sum of three.
x = mat(7, 8).requires_grad_()
Ws = [mat(k, 8, 0.5) for k in (8, 4, 4)]
dYs = [mat(7, k) for k in (8, 4, 4)]
sum((F.linear(x, W) * d).sum() for W, d in zip(Ws, dYs)).backward()
write("X.csv", x)
args = ["project", "--transposed"]
for k, (W, d) in enumerate(zip(Ws, dYs)):
    write("W%d.csv" % k, W), write("D%d.csv" % k, d)
    args += ["--dout", "D%d.csv" % k, "-w", "W%d.csv" % k]
compare("project --wrt x, three pairs", "Q, K and V of 7 x 8",
        run(args + ["X.csv"]), x.grad)


# --- norm -------------------------------------------------------------------

def qwen3_rmsnorm(h, weight, eps):
    """Qwen3RMSNorm.forward, in float64 throughout."""
    variance = h.pow(2).mean(-1, keepdim=True)
    h = h * torch.rsqrt(variance + eps)
    return h if weight is None else weight * h


def gemma_rmsnorm(h, weight, eps):
    """Gemma's: the norm, times (1 + weight)."""
    out = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
    return out * (1.0 + weight)


def l2norm(h, weight, eps):
    out = h * torch.rsqrt(h.pow(2).sum(-1, keepdim=True) + eps)
    return out if weight is None else weight * out


for n, heads, d in ((6, 1, 8), (5, 4, 4), (1, 2, 3), (30, 8, 16), (4, 3, 1)):
    for form, f, opts in (("rms", qwen3_rmsnorm, []),
                          ("rms, no weight", qwen3_rmsnorm, []),
                          ("plus-one", gemma_rmsnorm, ["--plus-one"]),
                          ("l2", l2norm, ["--l2"]),
                          ("l2, no weight", l2norm, ["--l2"])):
        # a head of one column with a small eps has dx = g n eps / (x^2 +
        # eps)^1.5, which autograd takes as the difference of two nearly
        # equal terms: it loses digits there (attn does not:
        # tests/cases/norm-dx-cancel), so that head takes eps 0.5 only
        for eps in (1e-6, 0.5) if d > 1 else (0.5,):
            x = mat(n, heads * d).requires_grad_()
            weight = None if "no weight" in form else \
                mat(1, d, 0.3)[0].add(0 if form == "plus-one" else 1)
            if weight is not None:
                weight.requires_grad_()
            dY = mat(n, heads * d)
            y = f(x.view(n, heads, d), weight, eps).reshape(n, heads * d)
            (y * dY).sum().backward()
            write("X.csv", x), write("dY.csv", dY)
            wo = []
            if weight is not None:
                write("W.csv", weight)
                wo = ["-w", "W.csv"]
            ho = ["--head-dim", str(d)] if heads % 2 else ["--heads", str(heads)]
            base = ["norm", "--eps", repr(eps)] + opts + wo + ho
            name = "%s, %d x %d heads of %d, eps %g" % (form, n, heads, d, eps)
            what = "norm --" + ("l2" if "l2" in form else "rms")
            compare(what + " forward", name, run(base + ["X.csv"]), y)
            compare(what + " --wrt x", name,
                    run(base + ["--dout", "dY.csv", "X.csv"]), x.grad)
            if weight is not None:
                compare(what + " --wrt w", name,
                        run(base + ["--dout", "dY.csv", "--wrt", "w", "X.csv"]),
                        weight.grad.reshape(1, -1))

print("largest difference from autograd, relative to the largest entry:")
for what, d in worst.items():
    print("  %-36s %.3g" % (what, d))
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
