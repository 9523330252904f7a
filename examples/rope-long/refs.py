#!/usr/bin/python3
"""refs.py - write the references of examples/rope-long: one row x of 64
columns at position 100000, turned by rope with base 10000.

  exact.csv, exact-interleaved.csv   the real angle p * 10000^(-2t/64), by
        mpmath at 300 bits from the doubles of x, each output rounded once
        (attn-rope(1)'s promise), pairs t, t + 32 and 2t, 2t + 1
  torch-half.csv   PyTorch in float64 as Hugging Face's models write it:
        inv_freq = 1 / (base ** (arange(0, d, 2) / d)),
        freqs = outer(positions, inv_freq), emb = cat(freqs, freqs),
        x * emb.cos() + rotate_half(x) * emb.sin()
  torch-complex.csv   PyTorch in float64 as Meta's LLaMA code writes it:
        freqs_cis = polar(ones, outer(positions, inv_freq)),
        view_as_real(view_as_complex(x as pairs) * freqs_cis)

Run from this folder with /usr/bin/python3 (python3-torch, python3-mpmath);
the output is checked in, and tests/check-rope-torch.sh writes it again
and compares.
"""
import mpmath
import torch

mpmath.mp.prec = 300
D, POS, BASE = 64, 100000, 10000.0
X = [((i * 7919) % 13 - 6) / 4 + i / 64 for i in range(D)]


def exact(x, p, interleaved):
    y = list(x)
    for t in range(D // 2):
        a, b = (2 * t, 2 * t + 1) if interleaved else (t, t + D // 2)
        phi = p * mpmath.power(mpmath.mpf(BASE), -mpmath.mpf(2 * t) / D)
        c, s = mpmath.cos(phi), mpmath.sin(phi)
        xa, xb = mpmath.mpf(x[a]), mpmath.mpf(x[b])
        y[a] = float(xa * c - xb * s)
        y[b] = float(xa * s + xb * c)
    return y


def inv_freq():
    return 1.0 / (BASE ** (torch.arange(0, D, 2, dtype=torch.float64) / D))


def rotate_half(x):
    x1, x2 = x[..., : D // 2], x[..., D // 2:]
    return torch.cat((-x2, x1), dim=-1)


def torch_half(x, p):
    freqs = torch.outer(torch.tensor([p], dtype=torch.float64), inv_freq())
    emb = torch.cat((freqs, freqs), dim=-1)
    return (x * emb.cos() + rotate_half(x) * emb.sin())[0].tolist()


def torch_complex(x, p):
    freqs = torch.outer(torch.tensor([p], dtype=torch.float64), inv_freq())
    freqs_cis = torch.polar(torch.ones_like(freqs), freqs)
    xc = torch.view_as_complex(x.reshape(1, D // 2, 2))
    return torch.view_as_real(xc * freqs_cis).reshape(1, D)[0].tolist()


def write(name, row):
    with open(name, "w") as f:
        f.write(",".join(repr(float(v)) for v in row) + "\n")


x = torch.tensor([X], dtype=torch.float64)
write("x.csv", X)
write("exact.csv", exact(X, POS, False))
write("exact-interleaved.csv", exact(X, POS, True))
write("torch-half.csv", torch_half(x, POS))
write("torch-complex.csv", torch_complex(x, POS))
