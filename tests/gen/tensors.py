#!/usr/bin/python3
"""tensors.py - write the tests/cases/tensor-* golden cases: .npy and
safetensors operands, --layout, the heads and the batch a tensor's shape
says, -o FILE.npy, and the bad tensor files.

The files are made here without attn (tests/lib/tensorfile.py): .npy by
numpy's own writer (np.lib.format.write_array, any version), or by hand
for the headers numpy would never write; safetensors by hand from the
format's description.  The expected values are the files' values as
numpy holds them (a 4-D tensor's matrix is numpy's own reshape, or its
transposition for bhsd and hsd), bf16 and the fp8 formats decoded from
their bits here; the attention of a batch and of grouped heads is the
heads cases' exact reference (tests/gen/heads.py: Fraction and mpmath,
each step rounded once), one batch element at a time, rope's the rope
cases' (tests/lib/rotary.py).  An -o FILE.npy is compared byte for byte
with numpy's own np.save of the expected values.  Error messages are
written by hand from the messages the code gives (src/io/npy.c,
safetensors.c, tensor.c, layout.c, src/cmd/tensors.c).

Run it from anywhere: /usr/bin/python3 tests/gen/tensors.py
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
sys.path.insert(0, HERE)
from cases import Cases, R  # noqa: E402
from heads import ref_attend  # noqa: E402
from rmsnorm import norm  # noqa: E402
from rotary import rope  # noqa: E402
from tensorfile import (bits_le, npy, npy_raw, safetensors,  # noqa: E402
                        small_value)

OUT = Cases()
NAN = float("nan")
INF = float("inf")


def case(name, cmd, stdout="", stderr="", status=0, **kw):
    OUT.case("tensor-" + name, cmd, stdout, stderr, status, **kw)


def rows_text(rows, p=None):
    f = R if p is None else (lambda x: "%.*g" % (p, x))
    return "".join(",".join(f(x) for x in r) + "\n" for r in rows)


def matrix(arr):
    """A tensor's matrix as attn reads it in the default layouts: one
    row per (batch, position), heads side by side."""
    a = np.asarray(arr, dtype=np.float64)
    if a.ndim == 0:
        return [[float(a)]]
    if a.ndim == 1:
        return [list(a)]
    if a.ndim == 2:
        return [list(r) for r in a]
    return [list(r) for r in a.reshape(-1, a.shape[-2] * a.shape[-1])]


# --- values read ----------------------------------------------------------

def values():
    # f2's subnormals, its largest, a negative zero; in f8 and f4 too
    base = np.array([[0.5, -0.0, 2.0 ** -24, 65504.0],
                     [-1.75, 3.0, -2.0 ** -14, 1.0 / 3.0]])
    for kind in ("f8", "f4", "f2"):
        for order, bo in (("le", "<"), ("be", ">")):
            arr = base.astype(bo + kind)
            case("npy-%s-%s" % (kind, order), "$ATTN cast --dtype f64 x.npy",
                 rows_text(matrix(arr)), files={"x.npy": npy(arr)})
    arr = np.asfortranarray(base.astype("<f8"))
    case("npy-fortran", "$ATTN cast --dtype f64 x.npy", rows_text(matrix(arr)),
         files={"x.npy": npy(arr)}, how="numpy's own fortran_order file; "
         "the rows as numpy indexes them")
    for ver in ((2, 0), (3, 0)):
        case("npy-v%d" % ver[0], "$ATTN cast --dtype f64 x.npy",
             rows_text(matrix(base)), files={"x.npy": npy(base, ver)})
    case("npy-1d", "$ATTN cast --dtype f64 x.npy", "1,2,3",
         files={"x.npy": npy(np.array([1.0, 2.0, 3.0]))})
    case("npy-0d", "$ATTN cast --dtype f64 x.npy", "7",
         files={"x.npy": npy(np.array(7.0))})
    case("npy-nan-inf", "$ATTN cast --dtype f64 x.npy", "nan,inf,-inf",
         files={"x.npy": npy(np.array([NAN, INF, -INF]))})
    # safetensors: every dtype, bits chosen to cover the edges
    f16 = [0x3c00, 0x8001, 0x7bff, 0x0400, 0xfc00, 0x3555]
    bf16 = [0x3f80, 0x8001, 0x7f7f, 0x0080, 0xff80, 0x3eab]
    e4m3 = [0x38, 0x81, 0x7e, 0x08, 0xfe, 0x7f]
    e5m2 = [0x3c, 0x81, 0x7b, 0x04, 0xfc, 0x7d]
    sets = {
        "F64": ([0.1, -2.5, 1e300, 5e-324, -0.0, 3.0], None, 8),
        "F32": (list(np.array([0.1, -2.5, 3e38, 1e-45, -0.0, 3.0],
                              dtype="<f4").astype(np.float64)), None, 4),
        "F16": ([small_value(b, 5, 10) for b in f16], f16, 2),
        "BF16": ([small_value(b, 8, 7) for b in bf16], bf16, 2),
        "F8_E4M3": ([small_value(b, 4, 3, ieee=False) for b in e4m3], e4m3, 1),
        "F8_E5M2": ([small_value(b, 5, 2) for b in e5m2], e5m2, 1),
    }
    for name, (vals, bits, size) in sets.items():
        if bits is None:
            raw = np.array(vals, dtype="<f%d" % size).tobytes()
        else:
            raw = bits_le(bits, size)
        data = safetensors({"t": (name, [2, 3], raw)})
        case("st-" + name.lower().replace("_", "-"),
             "$ATTN cast --dtype f64 x.safetensors:t",
             rows_text([vals[:3], vals[3:]]), files={"x.safetensors": data},
             how="the values of the bits by their format's definition "
             "(tests/lib/tensorfile.py small_value)")
    # a tensor among several, a name with a colon and a dot in it
    a = np.arange(6, dtype="<f4").reshape(3, 2)
    data = safetensors({"a": ("F32", [3, 2], a.tobytes()),
                        "model.q:0": ("F32", [2, 3], (a + 10).tobytes())})
    case("st-name", "$ATTN cast --dtype f64 'x.safetensors:model.q:0'",
         rows_text(matrix((a + 10).reshape(2, 3))),
         files={"x.safetensors": data})


# --- layouts --------------------------------------------------------------

def layouts():
    t = np.arange(24, dtype=np.float64).reshape(2, 3, 2, 2) / 4
    want = rows_text(matrix(t))
    case("layout-bshd-default", "$ATTN cast --dtype f64 x.npy", want,
         files={"x.npy": npy(t)})
    case("layout-bshd", "$ATTN cast --dtype f64 --layout bshd x.npy", want,
         files={"x.npy": npy(t)})
    case("layout-bhsd", "$ATTN cast --dtype f64 --layout bhsd x.npy", want,
         files={"x.npy": npy(t.transpose(0, 2, 1, 3).copy())},
         how="the bshd tensor transposed to [b, h, s, d] by numpy: the "
         "same matrix")
    case("layout-bhsd-fortran", "$ATTN cast --dtype f64 --layout bhsd x.npy",
         want, files={"x.npy": npy(np.asfortranarray(
             t.transpose(0, 2, 1, 3)))})
    s = t[0]
    case("layout-shd-default", "$ATTN cast --dtype f64 x.npy",
         rows_text(matrix(s)), files={"x.npy": npy(s)})
    case("layout-shd", "$ATTN cast --dtype f64 --layout shd x.npy",
         rows_text(matrix(s)), files={"x.npy": npy(s)})
    case("layout-hsd", "$ATTN cast --dtype f64 --layout hsd x.npy",
         rows_text(matrix(s)), files={"x.npy": npy(s.transpose(1, 0, 2)
                                                   .copy())})
    # attention in each layout: the heads from the tensors' shapes
    rng = np.random.default_rng(32)
    q = rng.integers(-3, 4, (1, 3, 2, 2)).astype(np.float64) / 2
    k = rng.integers(-3, 4, (1, 4, 2, 2)).astype(np.float64) / 2
    v = rng.integers(-3, 4, (1, 4, 2, 2)).astype(np.float64) / 2
    o = ref_attend(matrix(q), matrix(k), matrix(v), 2, 2, {})
    for lay, perm in (("bshd", (0, 1, 2, 3)), ("bhsd", (0, 2, 1, 3))):
        files = {n + ".npy": npy(x.transpose(perm).copy())
                 for n, x in (("q", q), ("k", k), ("v", v))}
        case("attend-" + lay, "$ATTN attend --layout %s -q q.npy -k k.npy "
             "-v v.npy -p 12" % lay, rows_text(o, 12), files=files,
             how="heads.py's exact attention with 2 heads")
    for lay, perm in (("shd", (0, 1, 2)), ("hsd", (1, 0, 2))):
        files = {n + ".npy": npy(x[0].transpose(perm).copy())
                 for n, x in (("q", q), ("k", k), ("v", v))}
        case("attend-" + lay, "$ATTN attend --layout %s -q q.npy -k k.npy "
             "-v v.npy -p 12" % lay, rows_text(o, 12), files=files,
             how="heads.py's exact attention with 2 heads")


# --- heads and the batch ---------------------------------------------------

def batch():
    rng = np.random.default_rng(3)
    B, S, H, G, D = 3, 4, 4, 2, 2
    q = rng.integers(-4, 5, (B, S, H, D)).astype(np.float64) / 4
    k = rng.integers(-4, 5, (B, S, G, D)).astype(np.float64) / 4
    v = rng.integers(-4, 5, (B, S, G, D)).astype(np.float64) / 4
    files = {"q.npy": npy(q), "k.npy": npy(k), "v.npy": npy(v)}
    rows = []
    for b in range(B):
        rows += ref_attend(matrix(q[b]), matrix(k[b]), matrix(v[b]), H, G,
                           {"causal": True})
    case("batch3-causal", "$ATTN attend --causal -q q.npy -k k.npy -v v.npy "
         "-p 12", rows_text(rows, 12), files=files,
         how="heads.py's exact attention, 4 heads on 2 key/value heads, "
         "causal, each batch element alone from its position 0")
    rows = []
    for b in range(B):
        rows += ref_attend(matrix(q[b]), matrix(k[b]), matrix(v[b]), H, G,
                           {"causal": True, "offset": 1})
    case("batch3-causal-offset", "$ATTN attend --causal --offset 1 -q q.npy "
         "-k k.npy -v v.npy -p 12", rows_text(rows, 12), files=files)
    x = rng.integers(-4, 5, (B, S, 2, 4)).astype(np.float64) / 4
    rows = []
    for b in range(B):
        rows += rope(matrix(x[b]), heads=2)
    case("batch3-rope", "$ATTN rope x.npy", rows_text(rows),
         files={"x.npy": npy(x)}, how="rotary.py's exact rope, 2 heads, "
         "each batch element's positions from 0")
    case("batch3-rope-offset", "$ATTN rope --offset 5 x.npy",
         rows_text(sum((rope(matrix(x[b]), heads=2, offset=5)
                        for b in range(B)), [])),
         files={"x.npy": npy(x)})
    # grouped heads from the shapes alone, and given as they are
    o = ref_attend(matrix(q[0]), matrix(k[0]), matrix(v[0]), H, G, {})
    one = {"q.npy": npy(q[:1]), "k.npy": npy(k[:1]), "v.npy": npy(v[:1])}
    case("gqa", "$ATTN attend -q q.npy -k k.npy -v v.npy -p 12",
         rows_text(o, 12), files=one, how="heads.py's exact attention, "
         "4 heads on 2 key/value heads, from the tensors' shapes")
    case("gqa-given", "$ATTN attend --heads 4 --kv-heads 2 -q q.npy -k k.npy "
         "-v v.npy -p 12", rows_text(o, 12), files=one)
    case("gqa-csv-q", "$ATTN attend --heads 4 -q q.csv -k k.npy -v v.npy "
         "-p 12", rows_text(o, 12), files={"q.csv": rows_text(matrix(q[0])),
                                           "k.npy": one["k.npy"],
                                           "v.npy": one["v.npy"]})
    # grad: the heads from the shapes are --heads and --kv-heads given
    csvs = {n + ".csv": rows_text(matrix(x[0])) for n, x in
            (("q", q), ("k", k), ("v", v))}
    case("grad-heads", "$ATTN grad --wrt q -q q.npy -k k.npy -v v.npy "
         "--dout q.npy >a; $ATTN grad --wrt q --heads 4 --kv-heads 2 "
         "-q q.csv -k k.csv -v v.csv --dout q.csv >b; cmp a b && echo same",
         "same", files=dict(one, **csvs), how="the same numbers as CSV "
         "with the heads given: the same bytes")
    # several results, each -o FILE.npy in the shape of its operand
    case("grad-several-npy", "$ATTN grad --wrt q,k,v -q q.npy -k k.npy "
         "-v v.npy --dout q.npy -o dq.npy -o dk.npy -o dv.npy; for w in q "
         "k v; do $ATTN grad --wrt $w -q q.npy -k k.npy -v v.npy --dout "
         "q.npy -o s$w.npy; cmp d$w.npy s$w.npy || echo differ; head -c "
         "128 d$w.npy | grep -ao \"'shape': ([0-9, ]*)\"; done",
         "'shape': (1, 4, 4, 2)\n'shape': (1, 4, 2, 2)\n"
         "'shape': (1, 4, 2, 2)\n", files=one, how="dQ in Q's shape, dK "
         "and dV in K's and V's (2 key/value heads), each the bytes of "
         "its own run")
    # norm: a tensor's heads are --heads; a batch's rows each on its own
    x = rng.integers(-4, 5, (B, S, 2, 4)).astype(np.float64) / 4
    x[0, 0] = 0.0                    # a row of zeros: eps alone
    case("norm-heads", "$ATTN norm x.npy", rows_text(norm(matrix(x),
                                                         heads=2)),
         files={"x.npy": npy(x)}, how="rmsnorm.py's exact RMSNorm of "
         "each head of 4 columns, eps 1e-6, every row of the batch of 3")
    case("norm-head-dim", "$ATTN norm --head-dim 4 x.npy", rows_text(
        norm(matrix(x), heads=2)), files={"x.npy": npy(x)})
    case("err-norm-heads", "$ATTN norm --heads 4 x.npy",
         stderr="attn norm: x.npy: the tensor has 2 heads, but --heads 4 "
         "says otherwise", status=1, files={"x.npy": npy(x)})
    case("err-norm-head-dim", "$ATTN norm --head-dim 2 x.npy",
         stderr="attn norm: x.npy: the tensor's heads have 4 columns, but "
         "--head-dim 2 says otherwise", status=1, files={"x.npy": npy(x)})
    case("err-batch-grad", "$ATTN grad --wrt q -q q.npy -k k.npy -v v.npy "
         "--dout q.npy", stderr="attn grad: grad takes one batch element "
         "at a time, and the tensors hold 3 (slice them first) (see attn "
         "grad --help)", status=2, files=files)
    # the errors of shapes that disagree
    case("err-heads", "$ATTN attend --heads 2 -q q.npy -k k.npy -v v.npy",
         stderr="attn attend: q.npy: the tensor has 4 heads, but --heads 2 "
         "says otherwise", status=1, files=one)
    case("err-kv-heads", "$ATTN attend --kv-heads 1 -q q.npy -k k.npy "
         "-v v.npy", stderr="attn attend: k.npy: the tensor has 2 heads, "
         "but --kv-heads 1 says otherwise", status=1, files=one)
    case("err-kv-heads-v", "$ATTN attend -q q.npy -k k.npy -v v.npy",
         stderr="attn attend: v.npy: the tensor has 4 heads, but k.npy "
         "has 2", status=1, files={"q.npy": one["q.npy"],
                                   "k.npy": one["k.npy"],
                                   "v.npy": npy(q[:1])})
    case("err-batch", "$ATTN attend -q q.npy -k k.npy -v v.npy",
         stderr="attn attend: k.npy: the tensor's batch is 1, but q.npy's "
         "is 3 (the batch sizes must agree)", status=1,
         files={"q.npy": npy(q), "k.npy": one["k.npy"],
                "v.npy": one["v.npy"]})
    case("err-batch-csv", "$ATTN attend -q q.npy -k k.csv -v v.npy",
         stderr="attn attend: k.csv: is one matrix, but v.npy is a batch "
         "of 3 (give every operand as a tensor of the batch)", status=1,
         files={"q.npy": npy(q), "k.csv": rows_text(matrix(k[0])),
                "v.npy": npy(v)})
    case("err-batch-segments", "$ATTN attend --segments s.csv -q q.npy "
         "-k k.npy -v v.npy", stderr="attn attend: --segments and a batch "
         "of tensors do not go together: each batch element is a sequence "
         "of its own already (see attn attend --help)", status=2,
         files=dict(files, **{"s.csv": "0\n0\n1\n1\n"}))
    case("err-batch-check", "$ATTN check --of attend -q q.npy -k k.npy "
         "-v v.npy q.npy", stderr="attn check: check takes one batch "
         "element at a time, and the tensors hold 3 (slice them first) "
         "(see attn check --help)", status=2, files=files)


# --- -o FILE.npy -----------------------------------------------------------

def output():
    t = np.array([[[[0.1, -2.0]], [[1e-3, 3.0]]]])       # [1, 2, 1, 2]
    files = {"x.npy": npy(t)}
    after = "cmp y.npy want.npy && echo same"
    case("out-f8", "$ATTN cast --dtype f64 x.npy -o y.npy", "same",
         after=after, files=dict(files, **{"want.npy": npy(t)}),
         how="numpy's np.save of the same values, <f8, the input's shape")
    for name, np_t in (("f32", "<f4"), ("f16", "<f2")):
        want = t.astype(np_t)
        case("out-" + name, "$ATTN cast --dtype %s x.npy -o y.npy" % name,
             "same", after=after,
             files=dict(files, **{"want.npy": npy(want)}),
             how="numpy's cast to %s, saved by np.save" % np_t)
    # bf16's values, exactly, as <f4: numpy rounds f8 to f4 to nearest
    # even, and bf16 keeps 8 bits of f4's 24
    b = t.astype("<f4").view("<u4")
    bf = (b + 0x7fff + ((b >> 16) & 1)) & 0xffff0000
    case("out-bf16", "$ATTN cast --dtype bf16 x.npy -o y.npy", "same",
         after=after, files=dict(files, **{"want.npy": npy(
             bf.view("<f4"))}), how="bf16 rounding to nearest even from "
         "f4's bits (no value of the input is near a tie of f8 to f4)")
    h = np.arange(8, dtype=np.float64).reshape(1, 2, 2, 2)
    case("out-bhsd", "$ATTN cast --dtype f64 --layout bhsd x.npy -o y.npy",
         "same", after=after, files={"x.npy": npy(h), "want.npy": npy(h)},
         how="a bhsd tensor written back in bhsd")
    case("out-2d", "$ATTN cast --dtype f64 x.csv -o y.npy", "same",
         after=after, files={"x.csv": "1,2\n3,4\n5,6\n",
                             "want.npy": npy(np.array([[1.0, 2], [3, 4],
                                                       [5, 6]]))})
    # project's several results: dX in X's shape, dW a matrix
    rng = np.random.default_rng(5)
    x = rng.integers(-4, 5, (2, 3, 2, 4)).astype(np.float64)
    w = rng.integers(-4, 5, (8, 5)).astype(np.float64)
    dy = rng.integers(-4, 5, (6, 5)).astype(np.float64)
    case("out-project-dx", "$ATTN project --dout dy.npy -w w.npy --wrt x,w "
         "x.npy -o dx.npy -o dw.npy", "same\nsame",
         after="cmp dx.npy want-dx.npy && echo same; cmp dw.npy want-dw.npy "
         "&& echo same", files={"x.npy": npy(x), "w.npy": npy(w),
                                "dy.npy": npy(dy),
                                "want-dx.npy": npy((dy @ w.T).reshape(x.shape)),
                                "want-dw.npy": npy(x.reshape(6, 8).T @ dy)},
         how="numpy's dY W^T in X's shape [2, 3, 2, 4] and X^T dY as a "
         "matrix, small whole numbers (exact in f8), saved by np.save")
    case("out-check-text", "$ATTN check x.csv x.csv -o y.npy",
         "no y.npy", stderr="attn check: y.npy: a .npy holds numbers only, "
         "and this output has text in it: write it as CSV", status=2,
         after="ls -a | grep npy || echo no y.npy", files={"x.csv": "1\n"})


# --- bad files --------------------------------------------------------------

def bad():
    good = npy(np.array([[1.0, 2.0]]))
    head = "{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }"

    def err(name, cmd, msg, files, status=1):
        case("bad-" + name, cmd, stderr=msg, status=status, files=files)
    err("npy-magic", "$ATTN cast --dtype f64 x.npy", "attn cast: x.npy: not a "
        ".npy file (it does not start with NumPy's magic, \\x93NUMPY)",
        {"x.npy": b"1,2\n"})
    err("npy-truncated", "$ATTN cast --dtype f64 x.npy", "attn cast: x.npy: "
        "the file is shorter than its header says: shape (1, 2) of 8-byte "
        "elements needs 16 bytes of data, and the file has 12 after its "
        "header", {"x.npy": good[:-4]})
    err("npy-truncated-header", "$ATTN cast --dtype f64 x.npy", "attn cast: "
        "x.npy: the header says it is 118 bytes, but the file ends 30 bytes "
        "after its start", {"x.npy": good[:40]})
    err("npy-version", "$ATTN cast --dtype f64 x.npy", "attn cast: x.npy: a "
        ".npy of version 4.0, which attn does not read (1.0, 2.0 and 3.0)",
        {"x.npy": npy_raw(head, version=(4, 0))})
    for name, h, why in (
            ("npy-not-dict", "[1, 2]", "it does not start with '{'"),
            ("npy-key", head.replace("'shape'", "'shapes'"),
             None),
            ("npy-no-shape", "{'descr': '<f8', 'fortran_order': False}",
             "no shape"),
            ("npy-fortran-word", head.replace("False", "false"),
             "fortran_order is not True or False"),
            ("npy-shape-words", head.replace("(1, 2)", "(1, x)"),
             "the shape is not a tuple of whole numbers"),
            ("npy-trailing", head + " junk", "text after the dict")):
        msg = ("attn cast: x.npy: the header is not the dict NumPy writes (%s)"
               % why if why else "attn cast: x.npy: the header is not the "
               "dict NumPy writes (the key 'shapes' is not one of descr, "
               "fortran_order and shape)")
        err(name, "$ATTN cast --dtype f64 x.npy", msg,
            {"x.npy": npy_raw(h, b"\0" * 16)})
    err("npy-dtype", "$ATTN cast --dtype f64 x.npy", "attn cast: x.npy: the "
        "dtype '<i4' is not one attn reads (f8, f4 or f2, either byte "
        "order)", {"x.npy": npy(np.array([1, 2], dtype="<i4"))})
    err("npy-5d", "$ATTN cast --dtype f64 x.npy", "attn cast: x.npy: the "
        "array has more than 4 dimensions; attn reads 1-D to 4-D",
        {"x.npy": npy(np.zeros((1, 1, 1, 1, 2)))})
    err("npy-layout", "$ATTN cast --dtype f64 --layout bshd x.npy",
        "attn cast: x.npy: a 3-D tensor (2, 1, 2) does not fit --layout bshd "
        "(a 3-D tensor takes shd or hsd)", {"x.npy": npy(np.zeros((2, 1, 2)))})
    err("npy-layout-4d", "$ATTN cast --dtype f64 --layout hsd x.npy",
        "attn cast: x.npy: a 4-D tensor (1, 2, 1, 2) does not fit --layout "
        "hsd (a 4-D tensor takes bshd or bhsd)",
        {"x.npy": npy(np.zeros((1, 2, 1, 2)))})
    err("layout-word", "$ATTN cast --dtype f64 --layout bsdh x.npy",
        "attn cast: --layout takes bshd, bhsd, shd or hsd, not 'bsdh' "
        "(see attn cast --help)", {"x.npy": good}, status=2)
    err("npy-nan-q", "$ATTN attend -q q.npy -k '[1,0]' -v '[1]'",
        "attn attend: q.npy: element [0, 1] is nan; Q must be finite",
        {"q.npy": npy(np.array([[1.0, NAN]]))})
    big = {"x.npy": npy(np.array([[1.0, -500.0], [INF, 448.0]]))}
    err("npy-too-large", "$ATTN cast --dtype e4m3 x.npy",
        "attn cast: x.npy: element [0, 1], -500, is too large for e4m3 "
        "(its largest value is 448)", big)
    # --overflow as for a CSV field: e4m3 has no inf, so inf is nan
    case("npy-overflow-saturate", "$ATTN cast --dtype e4m3 --overflow "
         "saturate x.npy", "1,-440\n440,440\n", files=big,
         how="-500 and inf past e4m3's largest, 448 (written 440)")
    case("npy-overflow-inf", "$ATTN cast --dtype e4m3 --overflow inf x.npy",
         "1,nan\nnan,440\n", files=big,
         how="e4m3 has no inf: a value past its range is nan, as PyTorch's")
    err("npy-directory", "mkdir d.npy; $ATTN cast --dtype f64 d.npy",
        "attn cast: d.npy: is a directory", {})
    err("npy-missing", "$ATTN cast --dtype f64 nothere.npy", "attn cast: "
        "nothere.npy: no such file or directory", {})
    # safetensors
    raw = np.array([1.0, 2.0], dtype="<f4").tobytes()
    ok = {"a": ("F32", [1, 2], raw)}
    names = {"t%02d" % i: ("F32", [1, 2], raw) for i in range(12)}
    err("st-missing", "$ATTN cast --dtype f64 x.safetensors:b", "attn cast: "
        "x.safetensors: no tensor named 'b'; it has 'a'",
        {"x.safetensors": safetensors(ok)})
    err("st-missing-many", "$ATTN cast --dtype f64 x.safetensors:b",
        "attn cast: x.safetensors: no tensor named 'b'; it has " +
        ", ".join("'t%02d'" % i for i in range(10)) +
        ", ... (more than 10 in all)",
        {"x.safetensors": safetensors(names)})
    err("st-dtype", "$ATTN cast --dtype f64 x.safetensors:a", "attn cast: "
        "x.safetensors:a: the dtype 'I32' is not one attn reads (F64, F32, "
        "F16, BF16, F8_E4M3 or F8_E5M2)",
        {"x.safetensors": safetensors({"a": ("I32", [1, 2], raw)})})
    err("st-offsets-past", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the header's entry 'a' has data offsets "
        "[0, 16], outside the 8 bytes of data the file has",
        {"x.safetensors": safetensors(ok, header={"a": {
            "dtype": "F32", "shape": [1, 4], "data_offsets": [0, 16]}})})
    err("st-offsets-size", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the header's entry 'a' has data offsets "
        "[0, 8], 8 bytes, but its dtype and shape make a different number "
        "of bytes", {"x.safetensors": safetensors(ok, header={"a": {
            "dtype": "F32", "shape": [1, 3], "data_offsets": [0, 8]}})})
    err("st-offsets-overlap", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the data of the header's entries 'a' "
        "and 'b' overlap", {"x.safetensors": safetensors(ok, header={
            "a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
            "b": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]}})})
    err("st-offsets-reversed", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the header's entry 'a' has data offsets "
        "[8, 0], outside the 8 bytes of data the file has",
        {"x.safetensors": safetensors(ok, header={"a": {
            "dtype": "F32", "shape": [0], "data_offsets": [8, 0]}})})
    big = safetensors(ok)
    err("st-header-large", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the header says it is 4096 bytes, larger "
        "than the file (%d bytes after the length)" % (len(big) - 8),
        {"x.safetensors": (4096).to_bytes(8, "little") + big[8:]})
    err("st-short", "$ATTN cast --dtype f64 x.safetensors:a", "attn cast: "
        "x.safetensors: not a safetensors file (shorter than its 8 bytes of "
        "header length)", {"x.safetensors": b"\x10\0\0"})
    err("st-not-json", "$ATTN cast --dtype f64 x.safetensors:a", "attn cast: "
        "x.safetensors: the header is not a JSON object",
        {"x.safetensors": (6).to_bytes(8, "little") + b"[1,2] "})
    err("st-entry", "$ATTN cast --dtype f64 x.safetensors:a", "attn cast: "
        "x.safetensors: the header's entry 'a' is not a tensor's (dtype, "
        "shape and two data_offsets)",
        {"x.safetensors": safetensors({}, header={"a": {"dtype": "F32"}})})
    err("st-offset-fraction", "$ATTN cast --dtype f64 x.safetensors:a",
        "attn cast: x.safetensors: the header's entry 'a' has a data offset "
        "that is not a whole number", {"x.safetensors": safetensors(
            ok, header={"a": {"dtype": "F32", "shape": [2],
                              "data_offsets": [0.5, 8]}})})
    err("st-missing-file", "$ATTN cast --dtype f64 none.safetensors:a",
        "attn cast: none.safetensors: no such file or directory", {})


def main():
    values()
    layouts()
    batch()
    output()
    bad()
    OUT.done("tensor")


if __name__ == "__main__":
    main()
