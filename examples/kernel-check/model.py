#!/usr/bin/python3
"""model.py - a bf16 attention kernel at a model's size, and its inputs, as
safetensors, for attn check --dtype bf16 to judge.

q, k and v are [batch, seq, heads, dim] (FlashAttention's layout), drawn
from a fixed seed and cast to bf16.  The kernel is kernel.py's
FlashAttention-2 forward loop, head by head: keys in blocks of 128, the
running max, the sum and the output accumulated in float32, P cast to
bf16 for P V, the division at the end, the output cast to bf16.  Two
outputs:

  out         the loop as it should be
  out_broken  the same loop with one bug planted in heads 2 and 5: acc is
              not multiplied by exp(m - m') when a block raises the max
              (flash-no-rescale); the other heads are right

The file is written by hand, as the safetensors format is: 8 bytes, the
length N of the header (little-endian); N bytes of JSON, one entry per
tensor, {"dtype": "BF16", "shape": [...], "data_offsets": [begin, end]}
(offsets from the data's start), padded with spaces to a multiple of 8;
then the tensors' bytes, little-endian, C order, one after another.

    /usr/bin/python3 model.py FILE [SEQ HEADS DIM]   (default 4096 8 128)
"""
import json
import struct
import sys

import torch

from kernel import flash

BLOCK = 128
BROKEN_HEADS = (2, 5)
bf16 = torch.bfloat16


def kernel(q, k, v, broken=()):
    """The loop on each head of [1, seq, heads, dim]; the heads in BROKEN
    without the rescaling."""
    out = torch.empty_like(q)
    for h in range(q.shape[2]):
        out[0, :, h] = flash(q[0, :, h], k[0, :, h], v[0, :, h],
                             rescale=h not in broken, block=BLOCK)
    return out


def save(path, tensors):
    """TENSORS (name -> bf16 tensor) as a safetensors file."""
    header, blobs, at = {}, [], 0
    for name, t in tensors.items():
        raw = t.contiguous().view(torch.int16).numpy().astype("<i2").tobytes()
        header[name] = {"dtype": "BF16", "shape": list(t.shape),
                        "data_offsets": [at, at + len(raw)]}
        blobs.append(raw)
        at += len(raw)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for raw in blobs:
            f.write(raw)


def main():
    path = sys.argv[1]
    seq, heads, dim = (int(x) for x in sys.argv[2:5]) if len(sys.argv) > 2 \
        else (4096, 8, 128)
    torch.manual_seed(32)
    shape = (1, seq, heads, dim)
    q = torch.randn(shape, dtype=torch.float64).to(bf16)
    # keys of growing size along the sequence, so that later blocks raise
    # the running max
    grow = torch.linspace(0.5, 1.5, seq, dtype=torch.float64)
    k = (torch.randn(shape, dtype=torch.float64) *
         grow[None, :, None, None]).to(bf16)
    v = torch.randn(shape, dtype=torch.float64).to(bf16)
    save(path, {"q": q, "k": k, "v": v, "out": kernel(q, k, v),
                "out_broken": kernel(q, k, v, BROKEN_HEADS)})


if __name__ == "__main__":
    main()
