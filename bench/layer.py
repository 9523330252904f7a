#!/usr/bin/python3
"""layer.py - make bench's layer rows: examples/qwen3-layer, one attention
layer of Qwen3 forward and backward, at seq 512, hidden 1024, 16 query and
8 key/value heads of 64, run as its Makefile runs it (make -j at the
machine's cores), against the same layer in PyTorch float64 with
autograd, in one run on the same files; then each backward stage against
its forward stage on the same shapes.

usage: layer.py ATTN WORK   (bench/run.sh runs it; SEQ=N for another seq)

PyTorch's side is what a user would run instead: the CSVs read with
pandas' C parser (round trip, exact), the layer and its gradients by
autograd (examples/torch_qwen3.py's transcription of Qwen3Attention), Y
and every gradient written with %.17g; its compute alone is shown too.
Each figure is the median of three whole-process wall times.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(HERE, "..", "examples")
sys.path.insert(0, EXAMPLES)

SEQ = int(os.environ.get("SEQ", "512"))
E, H, G, D = 1024, 16, 8, 64
MAKEVARS = ["NORM=--head-dim %d" % D, "QHEADS=%d" % H, "KVHEADS=%d" % G]
OUTPUTS = ["Y", "dX", "dW_Q", "dW_K", "dW_V", "dW_O", "dq_norm", "dk_norm"]


def qwen3():
    import torch_qwen3 as q
    q.T, q.E, q.H, q.G, q.D = SEQ, E, H, G, D
    return q


def write_inputs(d):
    q = qwen3()
    os.makedirs(d, exist_ok=True)
    q.write(d)


def torch_run(d):
    """PyTorch's run: read, the layer forward and backward, write; prints
    its compute's seconds."""
    import numpy as np
    import pandas as pd
    import torch
    q = qwen3()

    def load(name):
        return torch.from_numpy(pd.read_csv(
            os.path.join(d, name + ".csv"), header=None,
            float_precision="round_trip").to_numpy(dtype=np.float64))
    x = load("X").requires_grad_()
    p = {n: load(n).requires_grad_()
         for n in ("W_Q", "W_K", "W_V", "W_O", "q_norm", "k_norm")}
    dy = load("dY")
    t0 = time.perf_counter()
    keep = {}
    y = q.layer(x, p, keep)
    (y * dy).sum().backward()
    t = time.perf_counter() - t0
    out = {"Y": y.detach(), "dX": x.grad}
    for n in ("W_Q", "W_K", "W_V", "W_O", "q_norm", "k_norm"):
        out["d" + n] = p[n].grad
    for n, v in out.items():
        v = v.numpy()
        np.savetxt(os.path.join(d, "py-%s.csv" % n),
                   v.reshape(1, -1) if v.ndim == 1 else v, fmt="%.17g",
                   delimiter=",")
    print("%.6f" % t)


def wall(cmd, cwd):
    t0 = time.perf_counter()
    subprocess.run(cmd, shell=True, cwd=cwd, check=True,
                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def median3(cmd, cwd, before=None):
    ts = []
    for _ in range(3):
        if before:
            subprocess.run(before, shell=True, cwd=cwd, check=True)
        ts.append(wall(cmd, cwd))
    return statistics.median(ts)


def main():
    attn, work = sys.argv[1], sys.argv[2]
    d = os.path.join(work, "layer")
    write_inputs(d)
    shutil.copy(os.path.join(EXAMPLES, "qwen3-layer", "Makefile"), d)
    cpus = os.cpu_count()
    make = "make -s -j%d ATTN=%s %s" % (cpus, attn, " ".join(
        "'%s'" % v for v in MAKEVARS))
    clean = "make -s clean"
    print("layer: examples/qwen3-layer at seq %d, hidden %d, %d query and "
          "%d key/value heads of %d; load average %s" % (
              SEQ, E, H, G, D, open("/proc/loadavg").read().split()[0]))
    subprocess.run(make, shell=True, cwd=d, check=True)
    t_attn = median3(make, d, clean)
    subprocess.run(make, shell=True, cwd=d, check=True)
    me = os.path.abspath(__file__)
    py = "/usr/bin/python3 %s torch %s" % (me, d)
    pyc = []
    ts = []
    for _ in range(3):
        t0 = time.perf_counter()
        r = subprocess.run(py, shell=True, check=True, stdout=subprocess.PIPE)
        ts.append(time.perf_counter() - t0)
        pyc.append(float(r.stdout.split()[-1]))
    t_torch, t_comp = statistics.median(ts), statistics.median(pyc)
    print("\n| layer | attn make -j%d s | torch s | attn / torch | torch "
          "compute s | attn / torch compute |" % cpus)
    print("|---|---|---|---|---|---|")
    print("| forward and backward | %.3g | %.3g | %.2f | %.3g | %.1f |" % (
        t_attn, t_torch, t_attn / t_torch, t_comp, t_attn / t_comp))
    print("\ntarget: attn at most 2x torch's time: %s (%.2f)" % (
        "PASS" if t_attn <= 2 * t_torch else "FAIL", t_attn / t_torch))
    heads = "--heads %d --kv-heads %d --causal" % (H, G)
    g = "-q Qr.csv -k Kr.csv -v V.csv --dout dO.csv"
    stages = [
        ("project --wrt w (dW_Q)", "project --transposed -w W_Q.csv "
         "--dout dQ.csv --wrt w X.csv", "project --transposed -w W_Q.csv "
         "X.csv"),
        ("project --wrt w (dW_K)", "project --transposed -w W_K.csv "
         "--dout dK.csv --wrt w X.csv", "project --transposed -w W_K.csv "
         "X.csv"),
        ("project --wrt w (dW_V)", "project --transposed -w W_V.csv "
         "--dout dV.csv --wrt w X.csv", "project --transposed -w W_V.csv "
         "X.csv"),
        ("project --wrt w (dW_O)", "project --transposed -w W_O.csv "
         "--dout dY.csv --wrt w O.csv", "project --transposed -w W_O.csv "
         "O.csv"),
        ("project --wrt x (dO)", "project --transposed -w W_O.csv "
         "--dout dY.csv O.csv", "project --transposed -w W_O.csv O.csv"),
        ("project --wrt x,w (dO, dW_O)", "project --transposed -w W_O.csv "
         "--dout dY.csv --wrt x,w O.csv -o a.csv -o b.csv",
         "project --transposed -w W_O.csv O.csv"),
        ("project, three pairs (dX)", "project --transposed --dout dQ.csv "
         "-w W_Q.csv --dout dK.csv -w W_K.csv --dout dV.csv -w W_V.csv "
         "X.csv", "project --transposed -w W_Q.csv X.csv"),
        ("grad --wrt q", "grad --wrt q %s %s" % (heads, g),
         "attend %s -q Qr.csv -k Kr.csv -v V.csv" % heads),
        ("grad --wrt k", "grad --wrt k %s %s" % (heads, g),
         "attend %s -q Qr.csv -k Kr.csv -v V.csv" % heads),
        ("grad --wrt v", "grad --wrt v %s %s" % (heads, g),
         "attend %s -q Qr.csv -k Kr.csv -v V.csv" % heads),
        ("grad --wrt q,k,v", "grad --wrt q,k,v %s %s -o a.csv -o b.csv "
         "-o c.csv" % (heads, g),
         "attend %s -q Qr.csv -k Kr.csv -v V.csv" % heads),
        ("norm --dout (dQ)", "norm --head-dim %d -w q_norm.csv --dout "
         "dQn.csv Q.csv" % D, "norm --head-dim %d -w q_norm.csv Q.csv" % D),
        ("norm --dout --wrt w (dq_norm)", "norm --head-dim %d --dout "
         "dQn.csv --wrt w Q.csv" % D, "norm --head-dim %d -w q_norm.csv "
         "Q.csv" % D),
        ("rope --inverse (dQn)", "rope --base 1000000 --heads %d --inverse "
         "dQr.csv" % H, "rope --base 1000000 --heads %d Qn.csv" % H),
    ]
    print("\n| backward stage | s | forward stage | s | backward / forward |")
    print("|---|---|---|---|---|")
    got = {}
    for name, back, fwd in stages:
        tb = median3("%s %s" % (attn, back), d)
        tf = median3("%s %s" % (attn, fwd), d)
        got[name] = tb
        print("| %s | %.3g | %s | %.3g | %.2f |" % (
            name, tb, fwd.split(" -")[0], tf, tb / tf), flush=True)
    q = got["grad --wrt q"]
    for w in "kv":
        print("grad --wrt %s / --wrt q: %.2f" % (w, got["grad --wrt " + w] /
                                                 q))
    print("load average %s after" % open("/proc/loadavg").read().split()[0])


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "torch":
        torch_run(sys.argv[2])
    elif len(sys.argv) == 3:
        main()
    else:
        sys.exit(__doc__)
