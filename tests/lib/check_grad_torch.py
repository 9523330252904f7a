"""check_grad_torch.py - the Python half of tests/check-grad-torch.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import random
import subprocess

import torch

from torch_attention import write  # tests/lib, beside this file

attn = os.environ["ATTN"]
rng = random.Random(15)
TOL = 1e-12
inf = float("inf")


def mat(n, m, sd=1.0):
    return [[rng.gauss(0, sd) for _ in range(m)] for _ in range(n)]


def run(args):
    p = subprocess.run([attn, "grad"] + args, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("attn grad %s: %s" % (" ".join(args), p.stderr))
    return torch.tensor([[float(x) for x in line.split(",")]
                         for line in p.stdout.splitlines()],
                        dtype=torch.float64)


def torch_grads(Q, K, V, dO, H, G, scale, allow, bias, T, C, policy):
    """Gradients of sum(O * dO) by autograd; allow is n_q x n_k (bool)."""
    nq, nk = len(Q), len(K)
    Q = torch.tensor(Q, dtype=torch.float64, requires_grad=True)
    K = torch.tensor(K, dtype=torch.float64, requires_grad=True)
    V = torch.tensor(V, dtype=torch.float64, requires_grad=True)
    dO = torch.tensor(dO, dtype=torch.float64)
    dk, dv = K.shape[1] // G, V.shape[1] // G
    q = Q.view(nq, H, dk).transpose(0, 1)                  # H nq dk
    k = K.view(nk, G, dk).transpose(0, 1).repeat_interleave(H // G, 0)
    v = V.view(nk, G, dv).transpose(0, 1).repeat_interleave(H // G, 0)
    c = 1 / math.sqrt(dk) if scale is None else scale
    S = (q @ k.transpose(1, 2)) * c                         # H nq nk
    S.retain_grad()
    m = torch.tensor(allow, dtype=torch.bool)     # nq nk, or H nq nk
    m = m.expand(H, nq, nk) if m.dim() == 2 else m
    x = S
    if T:
        x = x / T
    if C:
        x = C * torch.tanh(x / C)
    if bias is not None:
        x = x + torch.tensor(bias, dtype=torch.float64)
    x = x.masked_fill(~m, -inf)
    A = torch.softmax(x, dim=-1)
    dead = ~m.any(dim=-1, keepdim=True)
    fill = {"zero": 0.0, "uniform": 1.0 / nk, "nan": float("nan")}[policy]
    A = torch.where(dead, torch.full_like(A, fill), A)
    A.retain_grad()
    O = (A @ v).transpose(0, 1).reshape(nq, H * dv)
    (O * dO).sum().backward()
    flat = lambda X: X.transpose(0, 1).reshape(nq, H * nk)
    return {"q": Q.grad, "k": K.grad, "v": V.grad, "scores": flat(S.grad),
            "weights": flat(A.grad)}


def configs():
    nq, nk = 7, 6
    tri = [[j <= i for j in range(nk)] for i in range(nq)]
    yes = [[True] * nk for _ in range(nq)]
    yield "plain", 1, 1, 4, 3, [], None, yes, None, 0, 0
    yield "--no-scale", 1, 1, 4, 3, ["--no-scale"], 1.0, yes, None, 0, 0
    yield "--scale -0.3", 1, 1, 4, 3, ["--scale", "-0.3"], -0.3, yes, \
        None, 0, 0
    yield "--causal", 1, 1, 4, 3, ["--causal"], None, tri, None, 0, 0
    off = [[j <= i + 2 for j in range(nk)] for i in range(nq)]
    yield "--causal --offset 2", 1, 1, 4, 3, ["--causal", "--offset", "2"], \
        None, off, None, 0, 0
    win = [[i - 2 <= j <= i + 1 for j in range(nk)] for i in range(nq)]
    yield "--window 2,1", 1, 1, 4, 3, ["--window", "2,1"], None, win, \
        None, 0, 0
    M = [[rng.random() < 0.7 for _ in range(nk)] for _ in range(nq)]
    M[0] = [True] * nk
    write("M.csv", [[int(x) for x in r] for r in M])
    yield "--mask", 1, 1, 4, 3, ["--mask", "M.csv"], None, M, None, 0, 0
    B = [[rng.gauss(0, 1) if rng.random() < 0.8 else -inf
          for _ in range(nk)] for _ in range(nq)]
    B[0][0] = 0.0
    write("B.csv", B)
    Ballow = [[x != -inf for x in r] for r in B]
    yield "--bias", 1, 1, 4, 3, ["--bias", "B.csv"], None, Ballow, \
        [[0.0 if x == -inf else x for x in r] for r in B], 0, 0
    yield "--temperature 0.6", 1, 1, 4, 3, ["--temperature", "0.6"], None, \
        yes, None, 0.6, 0
    yield "--softcap 0.8", 1, 1, 4, 3, ["--softcap", "0.8"], None, yes, \
        None, 0, 0.8
    yield "--causal --temperature 1.7 --softcap 1.2 --bias", 1, 1, 4, 3, \
        ["--causal", "--temperature", "1.7", "--softcap", "1.2", "--bias",
         "B.csv"], None, [[a and b for a, b in zip(r, s)]
                          for r, s in zip(tri, Ballow)], \
        [[0.0 if x == -inf else x for x in r] for r in B], 1.7, 1.2
    dead = [[j <= i - 2 for j in range(nk)] for i in range(nq)]
    for pol in ("zero", "uniform", "nan"):
        yield "--causal --offset -2 --masked-rows " + pol, 1, 1, 4, 3, \
            ["--causal", "--offset", "-2", "--masked-rows", pol], None, \
            dead, None, 0, 0, pol
    yield "--heads 4", 4, 4, 3, 2, [], None, yes, None, 0, 0
    yield "--heads 4 --kv-heads 2 --causal", 4, 2, 3, 2, ["--causal"], None, \
        tri, None, 0, 0
    yield "--heads 4 --kv-heads 1 --softcap 2 --temperature 0.9", 4, 1, 3, 2, \
        ["--softcap", "2", "--temperature", "0.9"], None, yes, None, 0.9, 2
    yield "--heads 6 --kv-heads 3 --mask --no-scale", 6, 3, 2, 2, \
        ["--mask", "M.csv", "--no-scale"], 1.0, M, None, 0, 0
    MH = [[[rng.random() < 0.7 for _ in range(nk)] for _ in range(nq)]
          for _ in range(2)]
    write("MH.csv", [[int(x) for h in range(2) for x in MH[h][i]]
                     for i in range(nq)])
    yield "--heads 2 --kv-heads 1, a mask per head", 2, 1, 3, 2, \
        ["--mask", "MH.csv"], None, MH, None, 0, 0
    yield "--heads 2, bias, softcap, --masked-rows uniform", 2, 2, 3, 2, \
        ["--bias", "B.csv", "--softcap", "1.1", "--masked-rows", "uniform"], \
        None, Ballow, [[0.0 if x == -inf else x for x in r] for r in B], \
        0, 1.1, "uniform"


worst = {w: 0.0 for w in ("q", "k", "v", "scores", "weights")}
passed = failed = 0
for cfg in configs():
    name, H, G, dk, dv, opts, scale, allow, bias, T, C = cfg[:11]
    policy = cfg[11] if len(cfg) > 11 else "zero"
    nq, nk = len(allow), len(allow[0])
    if isinstance(allow[0][0], list):                 # a mask per head
        nq, nk = len(allow[0]), len(allow[0][0])
    Q, K, V = mat(nq, H * dk), mat(nk, G * dk), mat(nk, G * dv)
    dO = mat(nq, H * dv)
    write("Q.csv", Q), write("K.csv", K), write("V.csv", V)
    write("dO.csv", dO)
    want = torch_grads(Q, K, V, dO, H, G, scale, allow, bias, T, C, policy)
    heads = ["--heads", str(H), "--kv-heads", str(G)] if H > 1 else []
    for wrt, w in want.items():
        got = run(["--wrt", wrt, "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv",
                   "--dout", "dO.csv"] + heads + opts)
        ok = got.shape == w.shape and torch.equal(got.isnan(), w.isnan())
        if ok:
            fin = ~w.isnan()
            big = w[fin].abs().max().item() if fin.any() else 0.0
            diff = (got[fin] - w[fin]).abs().max().item() if fin.any() else 0.0
            rel = diff / big if big else diff
            worst[wrt] = max(worst[wrt], rel)
            ok = rel <= TOL
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL %s --wrt %s:\n  attn  %s\n  torch %s" %
                  (name, wrt, got.tolist(), w.tolist()))
print("largest difference from autograd, relative to the largest entry:")
for wrt, d in worst.items():
    print("  --wrt %-8s %.3g" % (wrt, d))
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
