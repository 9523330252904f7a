"""The tensor rows of make bench, in one run on the same files:

  read   a 4096 x 1024 f32 matrix read whole, twice, by attn check -s
         (the comparison beside the reading is 4 M subtractions): as a
         .npy, and as the same numbers in CSV (every digit); the ratio
         CSV s / npy s (target: at least 5).
  model  attn check --of attend --dtype bf16 of a bf16 kernel's output at
         B 1, S 4096, H 8, D 128, q, k, v and the answers in one
         safetensors file (examples/kernel-check/model.py writes it: a
         FlashAttention-2 loop in PyTorch, and the same loop with a bug
         in two heads), passing and failing, against PyTorch's float64
         attention of the same inputs, the file's loading included on both
         sides (torch: the header's JSON, the bf16 bytes viewed as
         torch.bfloat16, then float64 softmax(q k^T / sqrt(d)) v); the
         ratios attn s / torch s (targets: at most 1.5 passing, 3
         failing) and attn's peak memory over the inputs' bytes (target:
         at most 4, failing).

    tensors.py ATTN WORKDIR [SEQ]        prints the rows and the targets
"""
import json
import os
import struct
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PY = "/usr/bin/python3"

TORCH = r'''
import json, math, struct, sys, time
import torch
path = sys.argv[1]
with open(path, "rb") as f:
    n = struct.unpack("<Q", f.read(8))[0]
    head = json.loads(f.read(n))
    data = f.read()
base = 0
t = {}
for name in ("q", "k", "v"):
    e = head[name]
    b, end = e["data_offsets"]
    raw = torch.frombuffer(bytearray(data[b:end]), dtype=torch.int16)
    t[name] = raw.view(torch.bfloat16).reshape(e["shape"]).double()
q, k, v = (t[n].transpose(1, 2) for n in ("q", "k", "v"))
s = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
o = torch.softmax(s, dim=-1) @ v
print(float(o.abs().max()))
'''


def run(cmd):
    """Wall seconds, peak RSS (KiB), exit status and CPU seconds (user and
    system) of CMD, under GNU time."""
    out = os.path.join(WORK, "rss")
    t0 = time.perf_counter()
    p = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "-o", out] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    with open(out) as f:
        kib, user, system = f.read().splitlines()[-1].split()
    return wall, int(kib), p.returncode, float(user) + float(system)


def best(cmd, reps=3):
    """The least wall time of REPS runs (the machine is shared: the
    least is the one least disturbed), the peak RSS, the status, and the
    least CPU time (on a busy machine the wall time is mostly waiting)."""
    rs = [run(cmd) for _ in range(reps)]
    return (min(r[0] for r in rs), max(r[1] for r in rs), rs[0][2],
            min(r[3] for r in rs))


def main(argv):
    global WORK
    attn, WORK = argv[1], argv[2]
    seq = int(argv[3]) if len(argv) > 3 else 4096
    rows, verdicts = [], []
    # read: K as .npy and as CSV
    rng = np.random.default_rng(32)
    k = rng.standard_normal((4096, 1024)).astype("<f4")
    npy = os.path.join(WORK, "k.npy")
    csv = os.path.join(WORK, "k.csv")
    np.save(npy, k)
    np.savetxt(csv, k.astype(np.float64), fmt="%r", delimiter=",")
    t_npy = best([attn, "check", "-s", npy, npy])
    t_csv = best([attn, "check", "-s", csv, csv])
    ratio = t_csv[0] / t_npy[0]
    print("read 4096 x 1024 f32: .npy %.3f s, CSV %.3f s: %.1fx (CPU %.3f "
          "s, %.3f s: %.1fx)" % (t_npy[0], t_csv[0], ratio, t_npy[3],
                                 t_csv[3], t_csv[3] / max(t_npy[3], 1e-3)),
          flush=True)
    verdicts.append((ratio >= 5, "reading a 4096 x 1024 f32 .npy at least "
                     "5x faster than CSV: %.1fx" % ratio))
    # model: the kernel's check against torch's float64 attention
    st = os.path.join(WORK, "model.safetensors")
    t0 = time.perf_counter()
    subprocess.run([PY, os.path.join(HERE, "..", "examples", "kernel-check",
                                     "model.py"), st, str(seq), "8", "128"],
                   check=True)
    print("model.py wrote %s in %.0f s" % (st, time.perf_counter() - t0))
    script = os.path.join(WORK, "torch_attention.py")
    with open(script, "w") as f:
        f.write(TORCH)
    ins = 4 * seq * 8 * 128 * 2		# q, k, v and one answer, bf16
    torch_t = best([PY, script, st], 3)
    print("torch float64 attention, load included: %.1f s (CPU %.1f s), "
          "%.0f MB" % (torch_t[0], torch_t[3], torch_t[1] / 1024),
          flush=True)
    base = [attn, "check", "--of", "attend", "--dtype", "bf16", "--recipe",
            "flash", "--brief", "-q", st + ":q", "-k", st + ":k",
            "-v", st + ":v"]
    for what, answer, want, limit in (("passing", "out", 0, 1.5),
                                      ("failing", "out_broken", 1, 3)):
        t = best(base + [st + ":" + answer], 1)
        r = t[0] / torch_t[0]
        mem = t[1] * 1024 / ins
        print("check %s (status %d): %.1f s, %.2fx torch (CPU %.1f s, "
              "%.2fx torch's); peak %.0f MB, %.1fx the inputs' %.0f MB" % (
                  what, t[2], t[0], r, t[3], t[3] / torch_t[3], t[1] / 1024,
                  mem, ins / 2**20), flush=True)
        verdicts.append((t[2] == want and r <= limit, "check --of attend "
                         "--dtype bf16 %s at S %d at most %gx torch float64: "
                         "%.2fx" % (what, seq, limit, r)))
        if what == "failing":
            verdicts.append((mem <= 4, "its peak memory at most 4x the "
                             "inputs' size: %.1fx" % mem))
    print()
    for ok, text in verdicts:
        print("%s  %s" % ("PASS" if ok else "FAIL", text))


if __name__ == "__main__":
    WORK = None
    main(sys.argv)
