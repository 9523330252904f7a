"""check_locate.py - the Python half of tests/check-locate.sh, which runs
it (its header says what is checked, and against what)."""
import json
import os
import subprocess

import numpy as np

from tally import done, result

attn = os.environ["ATTN"]
rng = np.random.default_rng(26)


def save(name, a):
    np.save(name, a)
    return name


def attend(q, k, v, extra=()):
    p = subprocess.run([attn, "attend", "-q", q, "-k", k, "-v", v, *extra],
                       capture_output=True, text=True, check=True)
    return np.array([[float(x) for x in line.split(",")]
                     for line in p.stdout.splitlines()])


def check(answer, q, k, v, extra=()):
    p = subprocess.run([attn, "check", "--of", "attend", "--brief", "-q", q,
                        "-k", k, "-v", v, *extra, answer],
                       capture_output=True, text=True)
    return p.returncode, p.stdout.splitlines()


def has(lines, want, what):
    result(want in lines, "%s: %r in %s" % (what, want, lines))


S, H, D = 40, 4, 8
q = save("q.npy", rng.standard_normal((1, S, H, D)))
k = save("k.npy", rng.standard_normal((1, S, H, D)))
v = save("v.npy", rng.standard_normal((1, S, H, D)))
right = attend(q, k, v)

# rows 10-19 of head 1 set to 0
a = right.copy()
a[10:20, 1 * D:2 * D] = 0
st, out = check(save("a.npy", a), q, k, v)
result(st == 1, "zeros: status 1")
has(out, "head 1 differs; heads 0, 2-3 are right", "zeros")
has(out, "rows 10-19 differ", "zeros")
has(out, "the answer is 0 in the differing cells", "zeros")
has(out, "the mistakes below were looked for in head 1, rows 0-39", "zeros")

# a row of NaN
a = right.copy()
a[5, :] = np.nan
st, out = check(save("a.npy", a), q, k, v)
has(out, "row 5 differs (every head)", "nan")
has(out, "every cell of row 5 is NaN", "nan")

# heads 1 and 2 swapped
a = right.copy()
a[:, D:2 * D], a[:, 2 * D:3 * D] = right[:, 2 * D:3 * D], right[:, D:2 * D]
st, out = check(save("a.npy", a), q, k, v)
has(out, "heads 1-2 differ; heads 0, 3 are right", "swap")
has(out, "columns of head 1 hold head 2's output, of head 2 head 1's", "swap")

# a key block left out of head 3: 300 keys, blocks of 128
NK = 300
kk = rng.standard_normal((1, NK, H, D))
vv = rng.standard_normal((1, NK, H, D))
save("k3.npy", kk)
save("v3.npy", vv)
right3 = attend(q, "k3.npy", "v3.npy")
a = right3.copy()
qh, kh, vh = np.load(q)[0, :, 3], kk[0, 128:256 * 0 + 256, 3], None
keep = np.r_[0:128, 256:NK]
s = np.load(q)[0, :, 3] @ kk[0, keep, 3].T / np.sqrt(D)
w = np.exp(s - s.max(axis=1, keepdims=True))
a[:, 3 * D:] = (w / w.sum(axis=1, keepdims=True)) @ vv[0, keep, 3]
st, out = check(save("a.npy", a), q, "k3.npy", "v3.npy")
has(out, "head 3 differs; heads 0-2 are right", "block")
has(out, "key block 1 (keys 128-255) left out", "block")

# a large answer, a head of more than 65536 cells: the search held to 64
# rows of it
L = 4200
ql = save("ql.npy", rng.standard_normal((1, L, H, 16)))
kl = save("kl.npy", rng.standard_normal((1, 50, H, 16)))
vl = save("vl.npy", rng.standard_normal((1, 50, H, 16)))
a = attend(ql, kl, vl)
a[4000:4200, :16] = np.nan
st, out = check(save("a.npy", a), ql, kl, vl)
has(out, "head 0 differs; heads 1-3 are right", "large")
has(out, "rows 4000-4199 differ", "large")
has(out, "the differing cells are NaN", "large")
has(out, "the mistakes below were looked for in head 0, rows 4000-4063",
    "large")

# two matrices compared, without --of: the rows and what they hold
np.savetxt("pa.csv", right, delimiter=",", fmt="%r")
b = right.copy()
b[30:35] = 0
np.savetxt("pb.csv", b, delimiter=",", fmt="%r")
p = subprocess.run([attn, "check", "--brief", "pa.csv", "pb.csv"],
                   capture_output=True, text=True)
has(p.stdout.splitlines(), "rows 30-34 differ", "plain")
has(p.stdout.splitlines(), "the answer is 0 in the differing cells", "plain")

# a bf16 kernel with a bug in head 2 of 4: named on that head
subprocess.run(["/usr/bin/python3", os.environ["MODEL"], "m.safetensors",
                "256", "4", "16"], check=True)
m = "m.safetensors:"
base = ["--dtype", "bf16", "--recipe", "flash"]
st, out = check(m + "out_broken", m + "q", m + "k", m + "v", base)
result(st == 1, "kernel: status 1")
has(out, "head 2 differs; heads 0-1, 3 are right", "kernel")
result(any(x.startswith("likely mistake (flash-no-rescale)") for x in out),
       "kernel: flash-no-rescale named: %s" % out)
st, out = check(m + "out", m + "q", m + "k", m + "v", base)
result(st == 0, "kernel: the right one passes: %s" % out)
st, out = check(m + "out_broken", m + "q", m + "k", m + "v",
                base + ["--json"])
j = json.loads(out[0])
result("head 2 differs; heads 0-1, 3 are right" in j.get("localisation", []),
       "--json's localisation: %s" % j.get("localisation"))
result([x["id"] for x in j["mistakes"]] == ["flash-no-rescale"],
       "--json's mistakes: %s" % j["mistakes"])
done()
