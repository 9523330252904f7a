"""check_dtype_casts.py - the Python half of tests/check-dtype-casts.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import subprocess

import numpy as np
import torch

from kernel import FORMATS, round_to, shortest
from tally import done, result as report

attn = os.environ["ATTN"]
rng = np.random.default_rng(26)


def cast(t, values, extra=()):
    """attn cast --dtype T (and the options EXTRA) of VALUES (doubles, one
    a line): the values read back, or None and the message where attn
    fails."""
    text = "".join(repr(float(v)) + "\n" for v in values)
    p = subprocess.run([attn, "cast", "--dtype", t, *extra], input=text,
                       capture_output=True, text=True)
    if p.returncode:
        return None, p.stderr.strip()
    return p.stdout.split(), None


# --- PyTorch's float8 casts, c10's bit operations -----------------------------

def fp8_from_f32(x, e4m3):
    """c10's fp8e4m3fn_from_fp32_value / fp8e5m2_from_fp32_value on the
    float32 array X: the fp8 bytes."""
    f = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    sign = f & 0x80000000
    f = f ^ sign
    if e4m3:
        top, denorm_mask, min_normal, shift = 1087 << 20, 141 << 23, \
            121 << 23, 20
        bias_add = (((7 - 127) & 0xffffffff) << 23) + 0x7ffff
    else:
        top, denorm_mask, min_normal, shift = 143 << 23, 134 << 23, \
            113 << 23, 21
        bias_add = (((15 - 127) & 0xffffffff) << 23) + 0xfffff
    out = np.zeros(f.shape, np.uint64)
    big = f >= top
    if e4m3:
        out[big] = 0x7f
    else:
        out[big] = np.where(f[big] > (255 << 23), 0x7f, 0x7c)
    small = ~big & (f < min_normal)
    # the denormal path: a float32 addition of the denorm mask rounds
    s = (f[small].astype(np.uint32).view(np.float32) +
         np.uint32(denorm_mask).view(np.float32))
    out[small] = s.view(np.uint32).astype(np.uint64) - denorm_mask
    norm = ~big & ~small
    g = f[norm]
    odd = (g >> shift) & 1
    g = (g + bias_add + odd) & 0xffffffff
    out[norm] = g >> shift
    return (out & 0xff) | (sign >> 24)


def fp8_value(b, e4m3):
    """The values of the fp8 bytes B (nan, inf where they are)."""
    b = b.astype(np.int64)
    neg = (b & 0x80) != 0
    m_bits, bias = (3, 7) if e4m3 else (2, 15)
    e = (b >> m_bits) & ((1 << (7 - m_bits)) - 1)
    m = b & ((1 << m_bits) - 1)
    v = np.where(e == 0, m * 2.0 ** (1 - bias - m_bits),
                 (1 + m / 2.0 ** m_bits) * 2.0 ** (e - bias))
    if e4m3:
        v = np.where((b & 0x7f) == 0x7f, np.nan, v)
    else:
        v = np.where(e == 31, np.where(m == 0, np.inf, np.nan), v)
    return np.where(neg, -v, v)


def torch_cast(t, x):
    """PyTorch's .to(dtype) of X (float64 for f32, float32 for the
    others), as doubles."""
    if t == "f32":
        return torch.tensor(x, dtype=torch.float64).to(torch.float32) \
            .to(torch.float64).numpy()
    x32 = torch.tensor(x.astype(np.float32))
    dt = {"bf16": torch.bfloat16, "f16": torch.float16}.get(t) or \
        getattr(torch, "float8_e4m3fn" if t == "e4m3" else "float8_e5m2",
                None)
    if dt is not None:
        return x32.to(dt).to(torch.float64).numpy()
    return fp8_value(fp8_from_f32(x32.numpy(), t == "e4m3"), t == "e4m3")


# --- the values tried ----------------------------------------------------------

def all_values(t):
    """Every finite value of T but f32 (and f64), ascending."""
    prec, emin, top, _ = FORMATS[t]
    out = {0.0}
    q = emin - prec + 1
    for m in range(1, 2 ** (prec - 1)):
        out.add(math.ldexp(m, q))
    for e in range(emin, 1100):
        for m in range(2 ** (prec - 1), 2 ** prec):
            v = math.ldexp(m, e - prec + 1)
            if v > top:
                return sorted(out | {-v for v in out})
            out.add(v)


def tried(t):
    """The values to round to T: float64 ones for f32, float32 ones (as
    doubles) for the others."""
    if t == "f32":
        bits = rng.integers(0x3690000000000000, 0x47f0000000000000, 200000,
                            dtype=np.uint64)
        x = bits.view(np.float64)
        # f32 midpoints, and the doubles either side
        a = rng.integers(1, 0x7f7fffff, 100000, dtype=np.uint32) \
            .view(np.float32).astype(np.float64)
        b = np.nextafter(a.astype(np.float32), np.float32(np.inf)) \
            .astype(np.float64)
        mid = (a + b) / 2
        near = [mid, np.nextafter(mid, -np.inf), np.nextafter(mid, np.inf)]
        top = float(np.finfo(np.float32).max)
        edge = top + np.linspace(0, 2, 50) * 2.0 ** 103
        sub = rng.integers(1, 2 ** 24, 20000) * 2.0 ** -150
        x = np.concatenate([x, -x[:1000], *near, edge, -edge, sub,
                            [2.0 ** -150, 2.0 ** -151, 3 * 2.0 ** -150]])
    else:
        vals = np.array(all_values(t))
        mid = (vals[1:] + vals[:-1]) / 2
        f32 = lambda v: v.astype(np.float32)
        up = np.nextafter(f32(mid), np.float32(np.inf)).astype(np.float64)
        down = np.nextafter(f32(mid), np.float32(-np.inf)).astype(np.float64)
        bits = rng.integers(0, 0x7f800000, 100000, dtype=np.uint32)
        rand = bits.view(np.float32).astype(np.float64)
        rand = rand[(rand < 2 * FORMATS[t][2])]
        top = FORMATS[t][2]
        edge = np.concatenate([top * (1 + np.linspace(0, 0.2, 200)),
                               [top + (top - vals[-2]) / 2]])
        x = np.concatenate([mid, up, down, rand, -rand[:5000], edge, -edge])
        with np.errstate(over="ignore"):
            x = f32(x).astype(np.float64)
    return x[np.isfinite(x)]


# --- 1. the casts against PyTorch's --------------------------------------------

for t in ("f32", "bf16", "f16", "e4m3", "e5m2"):
    x = tried(t)
    want = torch_cast(t, x)
    ok = np.isfinite(want)
    got, err = cast(t, x[ok])
    if got is None:
        report(False, "%s: attn cast failed: %s" % (t, err))
        continue
    g = np.array([float(s) for s in got])
    # what attn wrote reads back as the value PyTorch made
    back = np.array([round_to(v, t) for v in g])
    diff = np.nonzero(back != want[ok])[0]
    report(len(diff) == 0 and len(g) == ok.sum(),
           "%s: %d of %d values round otherwise than PyTorch's cast%s" % (
               t, len(diff), ok.sum(), "" if not len(diff) else
               " (first: %r -> %r, PyTorch %r)" % (x[ok][diff[0]],
                                                   back[diff[0]],
                                                   want[ok][diff[0]])))
    # and past the range, where PyTorch gives inf (or nan), attn refuses
    past = x[~ok]
    sample = past[rng.permutation(len(past))[:25]] if len(past) else past
    refused = all(cast(t, [v])[0] is None for v in sample)
    report(len(sample) > 0 and refused,
           "%s: %d values past the range, %d tried: all errors: %s" % (
               t, len(past), len(sample), refused))
    print("ok   %s: %d values as PyTorch casts them, %d past the range "
          "refused" % (t, ok.sum(), len(past)))
    # --overflow inf is PyTorch's cast past the range too (inf, or nan for
    # e4m3), the infinities read included; --overflow saturate is the cast
    # of the value clamped to T's range first, as FlashAttention-3 clamps
    # before its fp8 cast (and CUDA's satfinite conversions do), infinities
    # included; both keep the values within the range as they are
    top = FORMATS[t][2]
    edge = np.concatenate([past, [np.inf, -np.inf, np.nan],
                           x[ok][:2000]])
    for how, want in (("inf", torch_cast(t, edge)),
                      ("saturate", torch_cast(t, np.clip(edge, -top, top)))):
        got, err = cast(t, edge, ["--overflow", how])
        back = None if got is None else np.array(
            [round_to(v, t) for v in map(float, got)])
        same = back is not None and len(back) == len(want) and \
            np.array_equal(back, want, equal_nan=True)
        report(same, "%s --overflow %s: %s" % (
            t, how, err if back is None else "%d of %d values otherwise than "
            "PyTorch's" % (np.sum(~((back == want) | (np.isnan(back) &
                                                      np.isnan(want)))),
                           len(want))))
        if same:
            print("ok   %s --overflow %s: %d values past the range, %d "
                  "within, as PyTorch casts them" % (
                      t, how, len(edge) - min(2000, ok.sum()),
                      min(2000, ok.sum())))

# --- 2. the shortest digits --------------------------------------------------

for t in ("bf16", "f16", "e4m3", "e5m2", "f32"):
    if t == "f32":
        v = rng.integers(1, 0x7f7fffff, 20000, dtype=np.uint32) \
            .view(np.float32).astype(np.float64)
        v = np.concatenate([v, -v[:2000]])
    else:
        v = np.array(all_values(t))
    got, err = cast(t, v)
    if got is None:
        report(False, "%s: attn cast failed: %s" % (t, err))
        continue
    bad = [(x, s) for x, s in zip(v, got) if s != shortest(float(x), t)]
    report(not bad and len(got) == len(v),
           "%s: %d of %d values not written as the shortest decimal that "
           "reads back%s" % (t, len(bad), len(v), "" if not bad else
                             " (first: %r as %s, not %s)" % (
                                 bad[0][0], bad[0][1],
                                 shortest(float(bad[0][0]), t))))
    if not bad and len(got) == len(v):
        print("ok   %s: %d values written shortest" % (t, len(v)))

done()
