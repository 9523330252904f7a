"""check_norm_verdicts.py - the Python half of
tests/check-norm-verdicts.sh, which runs it (its header says what is
checked, and against what)."""
import os
import random
import re
import subprocess

from rmsnorm import MISTAKES, bent, norm, norm_dw, norm_dx, tried

attn = os.environ["ATTN"]
rng = random.Random(2929)
counts = {"slip": 0, "rounding": 0, "right": 0, "noise": 0}
passed = failed = 0


def write(path, m):
    with open(path, "w") as f:
        for r in m:
            f.write(",".join(repr(float(v)) for v in r) + "\n")


def fixed(m, k):
    return "".join(",".join("%.*f" % (k, v) for v in r) + "\n" for r in m)


def check(args, answer):
    """attn check's status and the IDs it names ('rounding' too)."""
    with open("answer.csv", "w") as f:
        f.write(answer)
    p = subprocess.run([attn, "check", "--of", "norm"] + args + ["answer.csv"],
                       capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise SystemExit("attn check %s: %s" % (" ".join(args), p.stderr))
    return p.returncode, re.findall(r"^likely mistakes? \(([^)]*)\)",
                                    p.stdout, re.M), p.stdout


def bad(what, args, out):
    global failed
    failed += 1
    print("FAIL %s: attn check --of norm %s" % (what, " ".join(args)))
    print("    " + "\n    ".join(out.strip().split("\n")[-4:]))


def reads_right(a, E, k=4):
    """Every cell of E reads as A's, written to K decimals: within the
    tolerance, or within half a unit of the last digit."""
    return all(abs(x - e) <= 1e-8 + 1e-5 * abs(e) or
               abs(x - e) <= 0.5 * 10 ** -k * (1 + 1e-9)
               for ra, re_ in zip(a, E) for x, e in zip(ra, re_))


for trial in range(90):
    heads = rng.choice([1, 1, 2, 3])
    d = rng.choice([1, 2, 3, 4])
    n = rng.choice([1, 2, 3, 4])
    l2 = rng.random() < 0.3
    eps = rng.choice([1e-6, 0.01, 0.1, 0.5])
    X = [[round(rng.gauss(0, 1.2), 3) for _ in range(heads * d)]
         for _ in range(n)]
    w = None if rng.random() < 0.25 else [round(rng.gauss(0.8, 0.6), 2)
                                          for _ in range(d)]
    plus_one = w is not None and rng.random() < 0.3
    back = rng.choice([None, None, "x", "w"])
    D = [[round(rng.gauss(0, 1), 3) for _ in range(heads * d)]
         for _ in range(n)] if back else None
    o = dict(w=w, eps=eps, l2=l2, plus_one=plus_one, heads=heads)
    write("X.csv", X)
    args = ["-x", "X.csv", "--eps", repr(eps), "--heads", str(heads)]
    args += ["--l2"] if l2 else []
    args += ["--plus-one"] if plus_one else []
    if w is not None:
        write("W.csv", [w])
        args += ["-w", "W.csv"]
    if back:
        write("D.csv", D)
        args += ["--dout", "D.csv", "--wrt", back]
    if back is None:
        E = norm(X, **o)
    elif back == "x":
        E = norm_dx(X, D, **o)
    else:
        E = norm_dw(X, D, eps, l2, heads)
    steps = ["norm"] if back is None else ["norm", "norm-grad"]
    for mid, step, _ in MISTAKES:
        if step not in steps or not tried(mid, X, D=D, wrt=back, **o):
            continue
        M = bent(X, D=D, wrt=back, slips=[mid], **o).tolist()
        answer = fixed(M, 4)
        st, ids, out = check(args, answer)
        A = [[float(v) for v in r.split(",")] for r in answer.split()]
        # a slip that gives the right matrix here (within the tolerance),
        # or an answer right to its digits, is not named
        right = (len(A) == len(E) and len(A[0]) == len(E[0]) and
                 (reads_right(A, E) or reads_right(M, E, 100)))
        counts["rounding" if right else "slip"] += 1
        if (right and ids not in ([], ["rounding"])) or \
           (not right and mid not in ids):
            bad("%s%s" % (mid, " (right to 4 decimals)" if right else ""),
                args, out)
        else:
            passed += 1
    for k in (1, 2, 3, 4):
        st, ids, out = check(args, fixed(E, k))
        counts["right"] += 1
        if ids not in ([], ["rounding"]):
            bad("the right answer to %d decimals" % k, args, out)
        else:
            passed += 1
    top = max(abs(v) for r in E for v in r) or 1
    noise = [[rng.uniform(-top, top) for _ in r] for r in E]
    flipped = [list(r) for r in E]
    i = rng.randrange(len(E))
    flipped[i] = [-v for v in flipped[i]]
    hand = [list(r) for r in E]
    hand[0][0] += 0.25 * top
    for what, A in (("random numbers", noise), ("a row's signs flipped", flipped),
                    ("a cell changed", hand)):
        answer = fixed(A, 4)
        if reads_right([[float(v) for v in r.split(",")]
                        for r in answer.split()], E):
            continue
        st, ids, out = check(args, answer)
        counts["noise"] += 1
        if ids:
            bad(what, args, out)
        else:
            passed += 1
print("answers: %(slip)d slips named, %(rounding)d slips not wrong here, "
      "%(right)d right answers at 1-4 decimals, %(noise)d noisy" % counts)
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
