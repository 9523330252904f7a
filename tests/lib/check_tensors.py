"""check_tensors.py - the Python half of tests/check-tensors.sh, which runs
it (its header says what is checked, and against what)."""
import os
import subprocess

import numpy as np
import torch

from kernel import round_to
from tally import done, result
from tensorfile import npy, safetensors, small_value

attn = os.environ["ATTN"]
rng = np.random.default_rng(32)
PERM = {"bshd": (0, 1, 2, 3), "bhsd": (0, 2, 1, 3), "shd": (0, 1, 2),
        "hsd": (1, 0, 2)}


def read(op, layout=None):
    """attn cast --dtype f64 of OP: its values, as doubles, a row a list."""
    cmd = [attn, "cast", "--dtype", "f64", op]
    if layout:
        cmd += ["--layout", layout]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        return None, p.stderr.strip()
    return np.array([[float(x) for x in line.split(",")]
                     for line in p.stdout.splitlines()]), None


def same(a, b):
    """Equal as bits (nan's sign and payload aside: attn writes nan)."""
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    if a.shape != b.shape:
        return False
    na, nb = np.isnan(a), np.isnan(b)
    return bool(np.array_equal(na, nb) and
                np.array_equal(a[~na].view(np.int64), b[~nb].view(np.int64)))


def as_matrix(x, layout):
    """The matrix of tensor X stored in LAYOUT: back to bshd (shd), then
    one row per (b, s), heads side by side."""
    inv = np.argsort(PERM[layout])
    t = np.transpose(x, inv)
    return t.reshape(-1, t.shape[-2] * t.shape[-1])


def shapes():
    yield (2, 3, 2, 4), "bshd"
    yield (2, 3, 2, 4), "bhsd"
    yield (3, 2, 4), "shd"
    yield (3, 2, 4), "hsd"


# 1. npy, every dtype, both byte orders, C and Fortran order
for kind, bits in (("f8", 64), ("f4", 32), ("f2", 16)):
    for shape, layout in shapes():
        n = int(np.prod(shape))
        raw = rng.integers(0, 2 ** bits, n, dtype=np.uint64)
        raw = raw.astype("<u%d" % (bits // 8))
        vals = raw.view("<" + kind).reshape(shape)
        for bo in ("<", ">"):
            for fortran in (False, True):
                arr = vals.astype(bo + kind)
                if fortran:
                    arr = np.asfortranarray(arr)
                with open("x.npy", "wb") as f:
                    f.write(npy(arr))
                got, err = read("x.npy", layout)
                back = np.load("x.npy")
                what = "npy %s%s %s %s%s" % (bo, kind, shape, layout,
                                            " fortran" if fortran else "")
                result(err is None and same(got, as_matrix(back, layout)),
                       what + " against np.load" + (": " + err if err else ""))
                result(err is None and same(got, as_matrix(
                    torch.from_numpy(back.astype("=" + kind)).double()
                    .numpy(), layout)), what + " against torch")

# safetensors: F64, F32, F16, BF16 against torch; fp8 by definition
TORCH = {"F64": (torch.float64, 8), "F32": (torch.float32, 4),
         "F16": (torch.float16, 2), "BF16": (torch.bfloat16, 2)}
INT = {8: torch.int64, 4: torch.int32, 2: torch.int16}
for dtype, (tt, size) in TORCH.items():
    for shape, layout in shapes():
        n = int(np.prod(shape))
        raw = rng.integers(0, 2 ** (8 * size), n, dtype=np.uint64)
        raw = raw.astype("<u%d" % size)
        with open("x.safetensors", "wb") as f:
            f.write(safetensors({"x": (dtype, shape, raw.tobytes())}))
        got, err = read("x.safetensors:x", layout)
        ref = torch.from_numpy(raw.view("<i%d" % size).copy()).view(tt)
        result(err is None and same(got, as_matrix(
            ref.double().numpy().reshape(shape), layout)),
            "safetensors %s %s %s against torch%s" %
            (dtype, shape, layout, ": " + err if err else ""))
try:
    import ml_dtypes
except ImportError:
    ml_dtypes = None
for dtype, e, m, ieee in (("F8_E4M3", 4, 3, False), ("F8_E5M2", 5, 2, True)):
    raw = np.arange(256, dtype=np.uint8)
    with open("x.safetensors", "wb") as f:
        f.write(safetensors({"x": (dtype, [16, 16], raw.tobytes())}))
    got, err = read("x.safetensors:x")
    want = np.array([small_value(int(b), e, m, ieee) for b in raw])
    result(err is None and same(got, want.reshape(16, 16)),
           "safetensors %s, every byte, by definition" % dtype)
    if ml_dtypes is not None:
        t = ml_dtypes.float8_e4m3fn if ieee is False else ml_dtypes.float8_e5m2
        result(err is None and same(got, raw.view(t).astype(np.float64)
                                    .reshape(16, 16)),
               "safetensors %s against ml_dtypes" % dtype)

# 2. -o FILE.npy read back by numpy, bit for bit, against stdout's CSV
q = torch.randn(3, 5, 4, 8, dtype=torch.float64).to(torch.bfloat16)
k = torch.randn(3, 7, 2, 8, dtype=torch.float64).to(torch.bfloat16)
v = torch.randn(3, 7, 2, 8, dtype=torch.float64).to(torch.bfloat16)
for layout in ("bshd", "bhsd"):
    p = PERM[layout]
    files = {}
    for name, t in (("q", q), ("k", k), ("v", v)):
        files[name] = t.permute(*p).contiguous()
    with open("qkv.safetensors", "wb") as f:
        f.write(safetensors({n: ("BF16", list(t.shape),
                                 t.view(torch.int16).numpy().astype("<i2")
                                 .tobytes()) for n, t in files.items()}))
    for dt in (None, "bf16", "f16", "f32"):
        cmd = [attn, "attend", "--causal", "--layout", layout,
               "-q", "qkv.safetensors:q", "-k", "qkv.safetensors:k",
               "-v", "qkv.safetensors:v"] + (["--dtype", dt] if dt else [])
        out = subprocess.run(cmd, capture_output=True, text=True)
        npf = subprocess.run(cmd + ["-o", "o.npy"], capture_output=True,
                             text=True)
        what = "attend -o o.npy %s%s" % (layout, " --dtype " + dt if dt
                                          else "")
        if out.returncode or npf.returncode:
            result(False, what + ": " + out.stderr + npf.stderr)
            continue
        # under --dtype T, each number written is the shortest decimal
        # that rounds to its value of T: the value is that rounding
        csv = np.array([[round_to(float(x), dt) if dt else float(x)
                         for x in line.split(",")]
                        for line in out.stdout.splitlines()])
        o = np.load("o.npy")
        want = {None: "<f8", "bf16": "<f4", "f16": "<f2", "f32": "<f4"}[dt]
        result(o.dtype.str == want and o.shape == files["q"].shape and
               same(as_matrix(o.astype(np.float64), layout), csv),
               what + ": numpy reads back what stdout says")
done()
