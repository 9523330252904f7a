"""check_merge.py - the Python half of tests/check-merge.sh, which runs it
(its header says what is checked, and against what)."""
import math, os, random, subprocess, sys

attn, tmp, times = sys.argv[1], sys.argv[2], float(sys.argv[3])
rng = random.Random(20260101)
os.chdir(tmp)


def wr(path, rows):
    with open(path, "w") as f:
        f.write("".join(",".join(repr(x) for x in r) + "\n" for r in rows))


def run(*args):
    p = subprocess.run([attn] + list(args), capture_output=True, text=True)
    if p.returncode:
        sys.exit("FAIL %s: %s" % (" ".join(args), p.stderr.strip()))
    # --lse's first line is its note, a comment
    return [[float(x) for x in line.split(",")]
            for line in p.stdout.splitlines() if not line.startswith("#")]


def trial(sds):
    """One random split; returns [(ulps, bound, max |L_p|)] per cell."""
    H = rng.choice([1, 1, 2, 4])
    G = rng.choice([g for g in (1, 2, 4) if H % g == 0])
    nq, nk = rng.randint(1, 6), rng.randint(2, 48)
    dk, dv = rng.randint(1, 8), rng.randint(1, 5)
    sd, mag = rng.choice(sds), rng.choice([1e-3, 1, 1e3])
    wr("Q", [[rng.gauss(0, sd) for _ in range(H * dk)] for _ in range(nq)])
    K = [[rng.gauss(0, 1) for _ in range(G * dk)] for _ in range(nk)]
    V = [[rng.gauss(0, mag) for _ in range(G * dv)] for _ in range(nk)]
    wr("K", K)
    wr("V", V)
    opts = ["--heads", str(H), "--kv-heads", str(G)]
    offset = 0
    if rng.random() < 0.4:
        offset = rng.randint(-2, 3)
        opts.append("--causal")
    sinks = []
    if rng.random() < 0.3:
        sinks = ["--sinks", "[%s]" % ",".join(repr(rng.gauss(0, 2))
                                             for _ in range(H))]
    whole = run("attend", "-q", "Q", "-k", "K", "-v", "V", "--offset",
                str(offset), *(opts + sinks))
    np_ = rng.randint(2, min(5, nk))
    cuts = [0] + sorted(rng.sample(range(1, nk), np_ - 1)) + [nk]
    parts, P = [], []
    for p in range(np_):
        j0, j1 = cuts[p], cuts[p + 1]
        wr("K%d" % p, K[j0:j1])
        wr("V%d" % p, V[j0:j1])
        P.append(run("attend", "--lse", "-q", "Q", "-k", "K%d" % p, "-v",
                     "V%d" % p, "--offset", str(offset - j0), *opts))
        wr("P%d" % p, P[-1])
        parts.append("P%d" % p)
    got = [run("merge", "--heads", str(H), *sinks, *parts)]
    if np_ > 2:
        # a tree: the first two merged with --lse, then the rest
        wr("T", run("merge", "--lse", "--heads", str(H), *parts[:2]))
        got.append(run("merge", "--heads", str(H), *sinks, "T", *parts[2:]))
    out = []
    for i in range(nq):
        for h in range(H):
            g = h // (H // G)
            big = max(abs(v[g * dv + c]) for v in V for c in range(dv))
            L = max(abs(x[i][H * dv + h]) for x in P
                    if x[i][H * dv + h] != -math.inf) if any(
                        x[i][H * dv + h] != -math.inf for x in P) else 0
            # a nested merge rounds the inner LSE and O once more
            for k, m in enumerate(got):
                bound = 3.5 + 2.0 ** 53 * math.ulp(L) * (1 + k) + k * 1.5
                for c in range(dv):
                    out.append((abs(m[i][h * dv + c] - whole[i][h * dv + c])
                                / math.ulp(big), bound, L))
    return out


fails = passes = 0
for label, sds, n in (("scores of a few units", [0.25, 1, 3], 200),
                      ("scores in the tens", [8, 20], 60)):
    cells = []
    n = max(1, int(n * times))
    for _ in range(n):
        cells += trial(sds)
    worst = max(cells)
    over = [c for c in cells if c[0] > 4]
    bad = [c for c in cells if c[0] > c[1] or (c[0] > 4 and c[2] < 32)]
    fails += bool(bad)
    passes += not bad
    print("%s %s: largest difference %.3g ulps of max |V| (max |L_p| %.3g) "
          "over %d splits, %d cells; %d over 4 ulps%s" % (
              "FAIL" if bad else "ok  ", label, worst[0], worst[2], n,
              len(cells), len(over), " (max |L_p| from %.3g)" %
              min(c[2] for c in over) if over else ""))
    for c in bad[:5]:
        print("    %.3g ulps, bound %.3g, max |L_p| %.3g" % c)
print("%d passed, %d failed" % (passes, fails))
sys.exit(1 if fails else 0)
