"""attn's stages as a Python user would write them, for make bench.

    stages.py numpy|pandas scores Q K      stages.py numpy|pandas weights [S]
    stages.py numpy|pandas apply V [A]     stages.py numpy|pandas attend Q K V
    stages.py numpy|pandas grad q|k|v Q K V dO
    stages.py [numpy] blas

numpy: np.loadtxt, matmul, a stable softmax, np.savetxt('%.17g').
pandas: pd.read_csv, the same arithmetic on the frame's values,
DataFrame.to_csv(float_format='%.17g').  A missing last operand is stdin;
output goes to stdout.  grad is the backward pass of attend, as attn grad
--wrt q|k|v computes it.  blas says, as one line of JSON, which BLAS
library numpy has loaded (from /proc/self/maps), OpenBLAS's own account of
itself and its threads when it is OpenBLAS, and the GFLOP/s of a 2000 x
2000 matmul.
"""
import sys

import numpy as np


def numpy_io():
    def load(path):
        return np.loadtxt(path if path != "-" else sys.stdin, delimiter=",",
                          ndmin=2)

    def save(m):
        np.savetxt(sys.stdout, m, fmt="%.17g", delimiter=",")
    return load, save


def pandas_io():
    import pandas as pd

    def load(path):
        return pd.read_csv(path if path != "-" else sys.stdin,
                           header=None).to_numpy()

    def save(m):
        pd.DataFrame(m).to_csv(sys.stdout, header=False, index=False,
                               float_format="%.17g")
    return load, save


def softmax(s):
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def blas():
    """Which BLAS this numpy's matmul calls, as make bench reports it: the
    file that holds the cblas_dgemm numpy's core resolves (dladdr), and
    when that is OpenBLAS, OpenBLAS's own account of itself."""
    import ctypes
    import json
    import os
    import time

    class DlInfo(ctypes.Structure):
        _fields_ = [("fname", ctypes.c_char_p), ("fbase", ctypes.c_void_p),
                    ("sname", ctypes.c_char_p), ("saddr", ctypes.c_void_p)]
    core = ctypes.CDLL(np.core._multiarray_umath.__file__)
    where = DlInfo()
    ctypes.CDLL(None).dladdr(ctypes.cast(core.cblas_dgemm, ctypes.c_void_p),
                             ctypes.byref(where))
    path = os.path.realpath(where.fname.decode())
    info = dict(numpy=np.__version__, path=path, threads=1)
    if "openblas" in path:
        core.openblas_get_config.restype = ctypes.c_char_p
        core.openblas_get_corename.restype = ctypes.c_char_p
        flavour = os.path.basename(os.path.dirname(path))
        info.update(name="OpenBLAS" + (" (%s)" % flavour[9:]
                                       if flavour.startswith("openblas-")
                                       else ""),
                    config=core.openblas_get_config().decode(),
                    core=core.openblas_get_corename().decode(),
                    threads=core.openblas_get_num_threads())
    elif "/blas/" in path:
        info.update(name="reference BLAS")
    else:
        info.update(name=os.path.basename(path))
    a = np.random.default_rng(0).standard_normal((2000, 2000))
    a @ a
    t0 = time.perf_counter()
    a @ a
    info["gflops"] = 2 * 2000 ** 3 / (time.perf_counter() - t0) / 1e9
    print(json.dumps(info))


def grad(wrt, q, k, v, dout):
    """dQ, dK or dV of sum(O * dO), O = softmax(c Q K^T) V."""
    c = 1 / np.sqrt(k.shape[1])
    a = softmax(q @ k.T * c)
    if wrt == "v":
        return a.T @ dout
    da = dout @ v.T
    ds = a * (da - (a * da).sum(axis=1, keepdims=True))
    return c * (ds @ k) if wrt == "q" else c * (ds.T @ q)


def main(argv):
    if "blas" in argv[1:3]:
        return blas()
    load, save = {"numpy": numpy_io, "pandas": pandas_io}[argv[1]]()
    stage, ops = argv[2], argv[3:]
    if stage == "scores":
        q, k = load(ops[0]), load(ops[1])
        save(q @ k.T / np.sqrt(k.shape[1]))
    elif stage == "weights":
        save(softmax(load(ops[0] if ops else "-")))
    elif stage == "apply":
        v = load(ops[0])
        save(load(ops[1] if len(ops) > 1 else "-") @ v)
    elif stage == "attend":
        q, k, v = load(ops[0]), load(ops[1]), load(ops[2])
        save(softmax(q @ k.T / np.sqrt(k.shape[1])) @ v)
    elif stage == "grad" and ops[0] in ("q", "k", "v"):
        save(grad(ops[0], *(load(p) for p in ops[1:5])))
    else:
        sys.exit("unknown stage " + stage)


main(sys.argv)
