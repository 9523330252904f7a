#!/usr/bin/python3
"""kernel.py - three attention kernels in bf16 on the CPU, and the inputs
they were run on, for attn check --dtype to judge.

Q (16 x 16), K and V (128 x 16) are drawn from a fixed seed and cast to
bf16, then written with every digit of their bf16 values, so that attn
reads the very numbers the kernels saw.  The kernels:

  torch-math.csv        PyTorch's own math attention in bf16:
                        softmax(q k^T * scale) v, every tensor bf16
  flash.csv             a hand-written FlashAttention-2 forward loop: K
                        and V in blocks of 32, the running max m, the sum
                        l and the output acc in float32, P cast to bf16
                        for P V, the division by l at the end
  flash-no-rescale.csv  the same loop with one line left out: acc is not
                        multiplied by exp(m - m') when a block raises the
                        max, the bug attn check should name

Run it with /usr/bin/python3 (torch 1.13 or later):
    /usr/bin/python3 kernel.py [DIR]    writes the CSVs into DIR (default .)
"""
import math
import os
import sys

import torch

BLOCK = 32
bf16, f32 = torch.bfloat16, torch.float32


def math_attention(q, k, v):
    """PyTorch's math attention, in the tensors' dtype throughout."""
    scale = 1 / math.sqrt(q.shape[1])
    return torch.softmax((q @ k.T) * scale, dim=-1) @ v


def flash(q, k, v, rescale=True, block=BLOCK):
    """FlashAttention-2's forward by key blocks of BLOCK: bf16 in and out,
    float32 accumulators.  RESCALE False leaves out acc's rescaling."""
    scale = 1 / math.sqrt(q.shape[1])
    n = q.shape[0]
    m = torch.full((n, 1), -math.inf, dtype=f32)
    l = torch.zeros((n, 1), dtype=f32)
    acc = torch.zeros((n, v.shape[1]), dtype=f32)
    for j in range(0, k.shape[0], block):
        kb, vb = k[j:j + block].to(f32), v[j:j + block].to(f32)
        s = (q.to(f32) @ kb.T) * scale
        m_new = torch.maximum(m, s.max(dim=1, keepdim=True).values)
        p = torch.exp(s - m_new)
        r = torch.exp(m - m_new)
        l = r * l + p.sum(dim=1, keepdim=True)
        pv = p.to(bf16).to(f32) @ vb
        acc = (r * acc if rescale else acc) + pv
        m = m_new
    return (acc / l).to(bf16)


def write(path, t):
    """T's values, each in full: the shortest decimal of its double."""
    with open(path, "w") as f:
        for row in t.to(torch.float64).tolist():
            f.write(",".join(repr(x) for x in row) + "\n")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    torch.manual_seed(26)
    # keys of unequal sizes, so that later blocks raise the running max
    q = torch.randn(16, 16, dtype=torch.float64).to(bf16)
    k = (torch.randn(128, 16, dtype=torch.float64) *
         torch.linspace(0.5, 1.5, 128, dtype=torch.float64)[:, None]).to(bf16)
    v = torch.randn(128, 16, dtype=torch.float64).to(bf16)
    for name, t in (("Q", q), ("K", k), ("V", v),
                    ("torch-math", math_attention(q, k, v)),
                    ("flash", flash(q, k, v)),
                    ("flash-no-rescale", flash(q, k, v, rescale=False))):
        write(os.path.join(out, name + ".csv"), t)


if __name__ == "__main__":
    main()
