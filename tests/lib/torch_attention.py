"""torch_attention.py - what the check scripts against PyTorch share
(check-torch-alibi.sh, check-torch-masks.sh; write for check-grad-torch.sh
and check-torch-sinks.sh too): attn run on CSV files, and
attention built in torch float64 the way model code builds it, forward
and backward.

run(args) is attn ARGS ($ATTN) read back as a float64 tensor; write(path,
rows) writes a matrix with every digit; torch_all(...) the forward pass
with the masks and biases given, and autograd through sum(O * dO).
"""
import math
import os
import subprocess

import torch

inf = float("inf")


def run(args):
    p = subprocess.run([os.environ["ATTN"]] + args, capture_output=True,
                       text=True)
    if p.returncode != 0:
        raise SystemExit("attn %s: %s" % (" ".join(args), p.stderr))
    return torch.tensor([[float(x) for x in line.split(",")]
                         for line in p.stdout.splitlines()],
                        dtype=torch.float64)


def write(path, rows):
    with open(path, "w") as f:
        for r in rows:
            f.write(",".join(repr(float(x)) for x in r) + "\n")


def torch_all(Q, K, V, dO, H, G, add, policy="zero"):
    """S (the scores with every bias and mask), A, O and the gradients,
    heads through view and repeat_interleave.  ADD, H x nq x nk (or nq x
    nk for every head), holds the biases and -inf where masked; a row
    masked whole takes POLICY's weights through torch.where."""
    nq, nk = len(Q), len(K)
    Q = torch.tensor(Q, dtype=torch.float64, requires_grad=True)
    K = torch.tensor(K, dtype=torch.float64, requires_grad=True)
    V = torch.tensor(V, dtype=torch.float64, requires_grad=True)
    dO = torch.tensor(dO, dtype=torch.float64)
    dk, dv = K.shape[1] // G, V.shape[1] // G
    q = Q.view(nq, H, dk).transpose(0, 1)
    k = K.view(nk, G, dk).transpose(0, 1).repeat_interleave(H // G, 0)
    v = V.view(nk, G, dv).transpose(0, 1).repeat_interleave(H // G, 0)
    S = (q @ k.transpose(1, 2)) / math.sqrt(dk)
    S.retain_grad()
    x = S + add
    dead = (x == -inf).all(dim=-1, keepdim=True)
    A = torch.softmax(torch.where(dead, torch.zeros_like(x), x), dim=-1)
    fill = {"zero": 0.0, "uniform": 1.0 / nk}[policy]
    A = torch.where(dead, torch.full_like(A, fill), A)
    A.retain_grad()
    O = (A @ v).transpose(0, 1).reshape(nq, H * dv)
    (O * dO).sum().backward()
    flat = lambda X: X.detach().transpose(0, 1).reshape(nq, H * nk)
    return {"scores": flat(x), "weights": flat(A), "attend": O.detach(),
            "grad q": Q.grad, "grad k": K.grad, "grad v": V.grad,
            "grad scores": flat(S.grad), "grad weights": flat(A.grad)}
