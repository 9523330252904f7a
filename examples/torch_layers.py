#!/usr/bin/python3
"""torch_layers.py - the two attention layers of examples/mha and
examples/gqa, their inputs and PyTorch's answers, in float64.

usage: torch_layers.py write mha|gqa DIR   make X and the weights from a
                                           fixed seed, write them as CSV,
                                           then PyTorch's answers
       torch_layers.py torch mha|gqa DIR   read the CSVs in DIR and write
                                           PyTorch's answers only

mha: torch.nn.MultiheadAttention(8, 2) on 5 tokens.  in_proj_weight is
     split into W_Q, W_K and W_V (8 x 8 each) and written in PyTorch's
     layout, one row per output, which `attn project --transposed` reads;
     out_proj.weight is W_O.  The biases start at zero in PyTorch, so they
     are drawn at random here, to take part.
gqa: grouped-query attention on 5 tokens, E = 8: 4 query heads and 2
     key/value heads of width 2, the projections nn.Linear layers, and
     scaled_dot_product_attention per head with K and V repeated by
     repeat_interleave, as PyTorch does for GQA.

The answers, for X.csv: torch-Q.csv, torch-K.csv, torch-V.csv (the
projections), torch-Y.csv (the layer's output) and torch-Y-causal.csv
(with a causal mask); for gqa also torch-O.csv and torch-O-causal.csv,
the heads' outputs before W_O.  Every CSV holds each double in full.
"""
import math
import os
import sys

import torch
import torch.nn.functional as F

T, E = 5, 8
DT = torch.float64


def save(d, name, t):
    if t.dim() == 1:
        t = t[None, :]
    with open(os.path.join(d, name), "w") as f:
        for row in t.tolist():
            f.write(",".join(repr(float(x)) for x in row) + "\n")


def load(d, name):
    with open(os.path.join(d, name)) as f:
        return torch.tensor([[float(x) for x in line.split(",")]
                             for line in f if line.strip()], dtype=DT)


def command(doc, write, answers):
    """The command line of a transcription of one model: "write DIR" makes
    its inputs (write(DIR)) and then its answers, "torch DIR" the answers
    alone (answers(DIR)); anything else prints its usage, DOC."""
    if len(sys.argv) != 3 or sys.argv[1] not in ("write", "torch"):
        sys.exit(doc)
    if sys.argv[1] == "write":
        write(sys.argv[2])
    answers(sys.argv[2])


def sdpa(q, k, v, causal):
    """softmax(q k^T / sqrt(d) + mask) v for (heads, T, d) tensors."""
    if hasattr(F, "scaled_dot_product_attention"):	# PyTorch 2
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    # PyTorch 1.13: the same kernel, before it was made public
    return F._scaled_dot_product_attention(q, k, v, None, 0.0, False,
                                           causal)[0]


def causal_mask(n):
    """nn.MultiheadAttention's float attn_mask: -inf above the diagonal."""
    return torch.triu(torch.full((n, n), -math.inf, dtype=DT), diagonal=1)


# --- multi-head attention ----------------------------------------------------

def mha_write(d):
    torch.manual_seed(12)
    m = torch.nn.MultiheadAttention(E, 2, dtype=DT)
    with torch.no_grad():
        m.in_proj_bias.normal_(0, 0.5)
        m.out_proj.bias.normal_(0, 0.5)
    X = torch.randn(T, E, dtype=DT)
    save(d, "X.csv", X)
    W, b = m.in_proj_weight.detach(), m.in_proj_bias.detach()
    for i, n in enumerate("QKV"):
        save(d, "W_%s.csv" % n, W[i * E:(i + 1) * E])
        save(d, "b_%s.csv" % n, b[i * E:(i + 1) * E])
    save(d, "W_O.csv", m.out_proj.weight.detach())
    save(d, "b_O.csv", m.out_proj.bias.detach())


def mha_torch(d):
    m = torch.nn.MultiheadAttention(E, 2, dtype=DT)
    with torch.no_grad():
        m.in_proj_weight.copy_(torch.cat([load(d, "W_%s.csv" % n)
                                          for n in "QKV"]))
        m.in_proj_bias.copy_(torch.cat([load(d, "b_%s.csv" % n)[0]
                                        for n in "QKV"]))
        m.out_proj.weight.copy_(load(d, "W_O.csv"))
        m.out_proj.bias.copy_(load(d, "b_O.csv")[0])
        X = load(d, "X.csv")
        for n in "QKV":
            save(d, "torch-%s.csv" % n, F.linear(X, load(d, "W_%s.csv" % n),
                                                  load(d, "b_%s.csv" % n)[0]))
        x = X[:, None, :]			# (T, batch 1, E)
        save(d, "torch-Y.csv", m(x, x, x, need_weights=False)[0][:, 0])
        save(d, "torch-Y-causal.csv", m(x, x, x, need_weights=False,
                                        attn_mask=causal_mask(T))[0][:, 0])


# --- grouped-query attention -------------------------------------------------

H, G, D = 4, 2, 2	# query heads, key/value heads, head width


def gqa_write(d):
    torch.manual_seed(13)
    layers = {"Q": torch.nn.Linear(E, H * D, dtype=DT),
              "K": torch.nn.Linear(E, G * D, dtype=DT),
              "V": torch.nn.Linear(E, G * D, dtype=DT),
              "O": torch.nn.Linear(H * D, E, dtype=DT)}
    save(d, "X.csv", torch.randn(T, E, dtype=DT))
    for n, lin in layers.items():
        save(d, "W_%s.csv" % n, lin.weight.detach())
        save(d, "b_%s.csv" % n, lin.bias.detach())


def gqa_torch(d):
    X = load(d, "X.csv")
    lin = {n: (load(d, "W_%s.csv" % n), load(d, "b_%s.csv" % n)[0])
           for n in "QKVO"}
    with torch.no_grad():
        P = {n: F.linear(X, *lin[n]) for n in "QKV"}
        for n in "QKV":
            save(d, "torch-%s.csv" % n, P[n])
        # (T, heads * D) -> (heads, T, D), as view(n, H, d) splits a row
        q = P["Q"].view(T, H, D).transpose(0, 1)
        k = P["K"].view(T, G, D).transpose(0, 1).repeat_interleave(H // G, 0)
        v = P["V"].view(T, G, D).transpose(0, 1).repeat_interleave(H // G, 0)
        for suffix, causal in (("", False), ("-causal", True)):
            O = sdpa(q, k, v, causal).transpose(0, 1).reshape(T, H * D)
            save(d, "torch-O%s.csv" % suffix, O)
            save(d, "torch-Y%s.csv" % suffix, F.linear(O, *lin["O"]))


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("write", "torch") or \
            sys.argv[2] not in ("mha", "gqa"):
        sys.exit(__doc__)
    mode, layer, d = sys.argv[1:]
    if mode == "write":
        (mha_write if layer == "mha" else gqa_write)(d)
    (mha_torch if layer == "mha" else gqa_torch)(d)


if __name__ == "__main__":
    main()
