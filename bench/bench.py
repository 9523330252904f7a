"""Time attn against what users really run, in the same run on the same
files: numpy on OpenBLAS (bench/stages.py) and a plain C program on
OpenBLAS (bench/plain.c, inexact: the limit for exact work).

The cases: at each size (the 2x2 homework case, then n = 256, 1024, 2048,
4096 tokens with d = 64) each stage (scores, weights, apply, the
three-stage pipeline, attend); the narrow stream, 200,000 queries against
64 keys (scores and attend); a decoding step, one query against 200,000
keys (attend: K and V read on every core); grad --wrt q, k and v with
4,096 queries against 512 keys; attend --dtype bf16, the math and the
flash recipe, at n = 1024 and 4096, against the plain attend of the same
run; grad --dtype bf16 by both recipes on grad's shape, against the
plain grad; and check --of attend's verdict on a wrong answer, at homework
size (8 x 8, two heads) and at 256 x 256: one a slip names (no-scale, the
search stops at the singles), one nothing names (noise: every single and
pair is tried).  Every command runs several times (more for the small
cases) and the median of its whole-process wall time counts; attn runs with
its default threads (one per CPU) and with -j 1; weights, scores and apply
also against the libcsv bare-parse floor on their input.  The table is
printed as it goes, then again in Markdown with the targets attn is held
to, pass or fail; PLOT gets an SVG drawing of it.  CASES (environment)
picks among "sizes dtype narrow decode grad check"; PANDAS=1 adds pandas.

    bench.py ATTN FLOOR PLAIN WORKDIR PLOT [SIZES...]
"""
import json
import math
import os
import statistics
import subprocess
import sys
import time

import numpy as np

WORK = None
HERE = os.path.dirname(os.path.abspath(__file__))
PY = "/usr/bin/python3"
D = 64
NARROW = (200000, 64)	# queries, keys
DECODE = (1, 200000)
GRAD = (4096, 512)


def run(cmd, rss=None):
    """Wall seconds of one run of the shell command; with rss, the run
    is under GNU time, which writes the peak RSS of the command's largest
    process into the file (a process forked from this Python would start
    with Python's RSS)."""
    argv = ["/usr/bin/time", "-f", "%M", "-o", rss, "sh", "-c", cmd] \
        if rss else cmd
    t0 = time.perf_counter()
    subprocess.run(argv, shell=not rss, stdout=subprocess.DEVNULL,
                   stdin=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t0


def measure(cmd, reps):
    """Median wall seconds of reps runs, and the peak RSS in KiB of the
    first, which runs under GNU time (its cost, a millisecond, is in that
    run's time alone, which the median passes over where it matters).
    Where reps is 3 and the first two runs agree within 2%, the third is
    not run: the median of three lies between the first two whatever the
    third, so it would move the result by 1% at most (this keeps the big
    cases' anchors, seconds a run, inside the time make bench has)."""
    out = os.path.join(WORK, "rss")
    ts = [run(cmd, out)]
    with open(out) as f:
        kib = int(f.read().split()[-1])
    while len(ts) < reps:
        if reps == 3 and len(ts) == 2 and max(ts) <= 1.02 * min(ts):
            break
        ts.append(run(cmd))
    return statistics.median(ts), kib


def busy():
    """CPU seconds the whole machine has been busy, and those of this
    process's finished children (the commands timed)."""
    with open("/proc/stat") as f:
        cpu = [int(x) for x in f.readline().split()[1:]]
    t = os.times()
    # user nice system idle iowait irq softirq steal: all but idle, iowait
    return ((sum(cpu[:8]) - cpu[3] - cpu[4]) / os.sysconf("SC_CLK_TCK"),
            t.children_user + t.children_system)


def other_load(before, wall):
    """The share of the machine's CPUs that other work took while a row
    ran: busy CPU seconds not spent by the commands, over wall x CPUs."""
    after = busy()
    other = (after[0] - before[0]) - (after[1] - before[1])
    return max(0.0, other) / (wall * os.cpu_count())


def save(path, m):
    np.savetxt(path, m, fmt="%.17g", delimiter=",")


def sh(cmd):
    subprocess.run(cmd, shell=True, check=True)


def inputs(attn, n):
    """Q, K, V of n x d (the 2x2 lesson case for n = 2), then scores and
    weights made by attn from them, so every tool reads the same bytes."""
    tag = "2x2" if n == 2 else str(n)
    f = {k: os.path.join(WORK, "%s-%s.csv" % (k, tag)) for k in "QKVSA"}
    if n == 2:
        save(f["Q"], np.array([[1.0, 0], [0, 1]]))
        save(f["K"], np.array([[1.0, 1], [1, -1]]))
        save(f["V"], np.array([[2.0, 0], [0, 2]]))
    else:
        rng = np.random.default_rng(n)
        for k in "QKV":
            save(f[k], rng.standard_normal((n, D)))
    sh("%s scores -q %s -k %s > %s" % (attn, f["Q"], f["K"], f["S"]))
    sh("%s weights %s > %s" % (attn, f["S"], f["A"]))
    return f


def shaped(tag, nq, nk, extra=()):
    """Q (nq x d), K and V (nk x d) and any extra nq x d matrices, random."""
    rng = np.random.default_rng(nq + nk)
    f = {}
    for k, rows in [("Q", nq), ("K", nk), ("V", nk)] + [(e, nq)
                                                        for e in extra]:
        f[k] = os.path.join(WORK, "%s-%s.csv" % (k, tag))
        save(f[k], rng.standard_normal((rows, D)))
    return f


def blas(np_cmd):
    """What numpy's matmul runs on, by stages.py blas under np_cmd's
    environment."""
    out = subprocess.run("%s blas" % np_cmd, shell=True, check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def numpy_on_openblas():
    """The numpy command, and what it runs on.  Debian's numpy calls
    libblas.so.3, which the alternatives system points at OpenBLAS once
    libopenblas0-pthread is installed; where it has been pointed elsewhere
    by hand, the numpy runs take OpenBLAS's directory first on
    LD_LIBRARY_PATH instead (the machine's setting is left alone)."""
    np_ = "%s %s/stages.py numpy" % (PY, HERE)
    info = blas(np_)
    info["how"] = "the libblas.so.3 alternative"
    if not info["name"].startswith("OpenBLAS") and os.environ.get("BLAS_DIR"):
        np_ = "LD_LIBRARY_PATH=%s %s" % (os.environ["BLAS_DIR"], np_)
        info = blas(np_)
        info["how"] = "LD_LIBRARY_PATH (the alternative is not OpenBLAS)"
    if not info["name"].startswith("OpenBLAS"):
        sys.exit("bench: numpy runs on %s, not OpenBLAS" % info["path"])
    return np_, info


def openblas(info):
    """OpenBLAS 0.3.21 (pthread, Zen kernels), from its own account."""
    words = info["config"].split()
    flavour = info["name"][len("OpenBLAS"):].strip(" ()")
    return "%s %s (%s%s kernels)" % (words[0], words[1], flavour + ", "
                                     if flavour else "", info["core"])


def reps_for(n):
    return 11 if n <= 2 else 7 if n <= 256 else 5 if n <= 1024 else 3


# Each stage's command for attn ({j}: -j), numpy and plain C, and the file
# the floor reads (the stage's streamed input).
STAGE_CMDS = [
    ("scores", "{t} scores{j} -q {Q} -k {K}", "{p} scores {Q} {K}",
     "{c} scores {Q} {K}", "Q"),
    ("weights", "{t} weights{j} {S}", "{p} weights {S}", "{c} weights {S}",
     "S"),
    ("apply", "{t} apply{j} -v {V} {A}", "{p} apply {V} {A}",
     "{c} apply {V} {A}", "A"),
    ("pipeline",
     "{t} scores{j} -q {Q} -k {K} | {t} weights{j} | {t} apply{j} -v {V}",
     "{p} scores {Q} {K} | {p} weights | {p} apply {V}", None, None),
    ("attend", "{t} attend{j} -q {Q} -k {K} -v {V}", "{p} attend {Q} {K} {V}",
     "{c} attend {Q} {K} {V}", None),
]


# check --of attend's verdict: n x n, two heads at homework size, one at 256.
CHECK = ((8, 2), (256, 1))


def check_inputs(attn, n, heads):
    """Q, K, V of n x (heads * d), d = 4 at homework size and 64 beyond,
    in halves as a homework has them; the answer of a slip (attend
    --no-scale, to 4 digits) and noise (random numbers of its shape,
    written to 4 decimals as a hand does)."""
    rng = np.random.default_rng(n)
    w = heads * (4 if n <= 8 else D)
    f = {}
    for k in "QKV":
        f[k] = os.path.join(WORK, "%s-check%d.csv" % (k, n))
        save(f[k], rng.integers(-4, 5, (n, w)) / 2.0)
    f["slip"] = os.path.join(WORK, "slip-check%d.csv" % n)
    f["noise"] = os.path.join(WORK, "noise-check%d.csv" % n)
    sh("%s attend --no-scale --heads %d -q %s -k %s -v %s -p 4 > %s" % (
        attn, heads, f["Q"], f["K"], f["V"], f["slip"]))
    np.savetxt(f["noise"], rng.standard_normal((n, w)), fmt="%.4f",
               delimiter=",")
    return f


# attend --dtype bf16 by the math and the flash recipe, at these sizes.
DTYPE_N = (1024, 4096)
DTYPE_CMDS = [("attend bf16", "--dtype bf16"),
              ("attend bf16 flash", "--dtype bf16 --recipe flash")]


# grad --dtype bf16 by the math and the flash recipe, on grad's shape.
GRAD_DTYPE_CMDS = [("bf16", "--dtype bf16"),
                   ("bf16 flash", "--dtype bf16 --recipe flash")]


def cases(attn, sizes, which):
    """(row, files) for every case: row has the stage, the shape, the
    commands of each tool as templates, the floor's input and the reps.
    The plain C program has no pipeline: one process is how C is written."""
    for n in sizes if "sizes" in which else []:
        f = inputs(attn, n)
        for stage, t, p, c, fl in STAGE_CMDS:
            yield dict(stage=stage, nq=n, nk=n, t=t, p=p, c=c,
                       floor=f[fl] if fl else None, reps=reps_for(n)), f
        # a bf16 kernel's two recipes, against the attend row just made
        for stage, more in DTYPE_CMDS if "dtype" in which and n in DTYPE_N \
                else []:
            yield dict(stage=stage, nq=n, nk=n, p=None, c=None, floor=None,
                       t="{t} attend{j} -q {Q} -k {K} -v {V} " + more,
                       reps=reps_for(n), case="dtype"), f
    if "narrow" in which:
        f = shaped("narrow", *NARROW)
        for stage, t, p, c, fl in STAGE_CMDS:
            if stage in ("scores", "attend"):
                yield dict(stage=stage, nq=NARROW[0], nk=NARROW[1], t=t, p=p,
                           c=c, floor=f[fl] if fl else None, reps=3,
                           case="narrow"), f
    if "decode" in which:
        f = shaped("decode", *DECODE)
        for stage, t, p, c, fl in STAGE_CMDS:
            if stage == "attend":
                yield dict(stage=stage, nq=DECODE[0], nk=DECODE[1], t=t, p=p,
                           c=c, floor=None, reps=3, case="decode"), f
    if "check" in which:
        for n, heads in CHECK:
            f = check_inputs(attn, n, heads)
            for what in ("slip", "noise"):
                yield dict(stage="check %s" % what, nq=n, nk=n, reps=reps_for(n),
                           case="check", floor=None, p=None, c=None,
                           t="{t} check --of attend -q {Q} -k {K} -v {V} "
                           "--heads %d {%s}" % (heads, what)), f
    if "grad" in which:
        f = shaped("grad", *GRAD, extra=["dO"])
        for w in "qkv":
            yield dict(
                stage="grad " + w, nq=GRAD[0], nk=GRAD[1], reps=3,
                case="grad", floor=None,
                t="{t} grad{j} --wrt %s -q {Q} -k {K} -v {V} --dout {dO}" % w,
                p="{p} grad %s {Q} {K} {V} {dO}" % w,
                c="{c} grad %s {Q} {K} {V} {dO}" % w), f
            # a bf16 kernel's backward by both recipes, against the plain
            # grad row just made
            for stage, more in GRAD_DTYPE_CMDS:
                yield dict(
                    stage="grad %s %s" % (w, stage), nq=GRAD[0], nk=GRAD[1],
                    reps=3, case="graddtype", floor=None, p=None, c=None,
                    t="{t} grad{j} --wrt %s -q {Q} -k {K} -v {V} --dout {dO} "
                    "%s" % (w, more)), f


HEAD = ("%-17s %6s %4s %8s %8s %5s %8s %6s %6s %8s %6s %7s %6s %6s %7s %5s" %
        ("stage", "n_q", "n_k", "attn s", "-j1 s", "j1/j", "numpy s",
         "np/at", "np/j1", "plain s", "pl/at", "floor s", "at/fl",
         "at MiB", "np MiB", "other"))


def line(r):
    def f(fmt, x):
        return fmt % x if x is not None else "-"
    np_ = r["numpy"]
    return "%-17s %6d %4d %8.4f %8s %5s %8s %6s %6s %8s %6s %7s %6s " \
        "%6.1f %7s %4.0f%%" % (
            r["stage"], r["nq"], r["nk"], r["attn"], f("%.4f", r["attn1"]),
            f("%.2f", r["j1/j"]), f("%.4f", np_),
            f("%.1f", np_ / r["attn"] if np_ else None),
            f("%.1f", np_ / r["attn1"] if np_ and r["attn1"] else None),
            f("%.4f", r["plain"]),
            f("%.2f", r["plain"] / r["attn"] if r["plain"] else None),
            f("%.4f", r["fl"]), f("%.2f", r["attn"] / r["fl"]
                                  if r["fl"] else None),
            r["arss"] / 1024, f("%.1f", r["nrss"] / 1024 if np_ else None),
            100 * r["other"]) + (
                " %8.4f %6.1f" % (r["pandas"], r["pandas"] / r["attn"])
                if r.get("pandas") else "")


def main(argv):
    global WORK
    attn, floor, plain, WORK, plot = argv[1:6]
    sizes = [int(s) for s in argv[6:]] or [2, 256, 1024, 2048, 4096]
    which = os.environ.get("CASES", "sizes dtype narrow decode grad "
                           "check").split()
    pandas = os.environ.get("PANDAS") == "1"
    np_, info = numpy_on_openblas()
    pd_ = "%s %s/stages.py pandas" % (PY, HERE)
    say = ("numpy %s on %s, %d threads, through %s: %s; a 2000 x 2000 "
           "matmul at %.0f GFLOP/s" % (
               info["numpy"], openblas(info), info["threads"], info["how"],
               info["path"], info["gflops"]))
    print(say)
    print("plain C: bench/plain.c, cc -O2, cblas_dgemm of the same OpenBLAS")
    print("medians of whole-process wall time; np/at = numpy s / attn s, "
          "above 1 attn is faster; j1/j = attn -j 1 s / attn s; other = "
          "the share of the %d CPUs other work took while the row ran\n"
          % os.cpu_count())
    # Load each program once before anything is timed.
    two = inputs(attn, 2)
    for cmd in ("{t} attend -q {Q} -k {K} -v {V}", "{p} attend {Q} {K} {V}",
                "{c} attend {Q} {K} {V}", "{f} {Q}"):
        run(cmd.format(t=attn, p=np_, c=plain, f=floor, **two))
    print(HEAD + (" %8s %6s" % ("pandas s", "pd/at") if pandas else ""))
    rows = []
    for r, f in cases(attn, sizes, which):
        reps = r["reps"]
        b0, w0 = busy(), time.perf_counter()
        r["attn"], r["arss"] = measure(r["t"].format(t=attn, j="", **f), reps)
        r["attn1"] = measure(r["t"].format(t=attn, j=" -j 1", **f), reps)[0]
        r["j1/j"] = r["attn1"] / r["attn"]
        r["numpy"], r["nrss"] = measure(r["p"].format(p=np_, **f), reps) \
            if r["p"] else (None, None)
        r["plain"] = measure(r["c"].format(c=plain, **f), reps)[0] \
            if r["c"] else None
        r["fl"] = measure("%s %s" % (floor, r["floor"]), reps)[0] \
            if r["floor"] else None
        if pandas:
            r["pandas"] = measure(r["p"].format(p=pd_, **f),
                                  max(1, reps // 3))[0]
        r["other"] = other_load(b0, time.perf_counter() - w0)
        rows.append(r)
        print(line(r), flush=True)
    print()
    verdicts = targets(rows)
    show_targets(verdicts, False)
    if rows:
        worst = max(rows, key=lambda r: r["other"])
        mean = statistics.mean(r["other"] for r in rows)
        print("\nother work took %.0f%% of the CPUs on average while the "
              "rows ran, %.0f%% at most (%s %d x %d)%s" % (
                  100 * mean, 100 * worst["other"], worst["stage"],
                  worst["nq"], worst["nk"],
                  "" if worst["other"] < 0.1 else
                  ": the figures are not a quiet machine's"))
    print("\n" + say + ".\n")
    markdown(rows, pandas)
    print("\nTargets:\n")
    show_targets(verdicts, True)
    with open(plot, "w") as out:
        out.write(svg(rows, info))
    print("\nplot: %s" % plot)


def find(rows, stage, nq, nk=None):
    for r in rows:
        if r["stage"] == stage and r["nq"] == nq and r["nk"] == (nk or nq):
            return r
    return None


def targets(rows):
    """The targets attn is held to: (PASS, FAIL or None when not measured,
    the target and its numbers, lines of detail)."""
    out = []

    def check(ok, text, more=()):
        out.append(("PASS" if ok else "FAIL", text, list(more)))

    def missing(text):
        out.append((None, text + ": not measured in this run", []))
    for n, x in ((1024, 5), (4096, 3)):
        r = find(rows, "attend", n)
        text = "attend n = %d: numpy/attn >= %d" % (n, x)
        if r:
            check(r["numpy"] / r["attn"] >= x, "%s: %.2f (%.3g s / %.3g s)"
                  % (text, r["numpy"] / r["attn"], r["numpy"], r["attn"]))
        else:
            missing(text)
    r = find(rows, "attend", 4096)
    text = "attend n = 4096: no slower than plain C"
    if r:
        check(r["attn"] <= r["plain"], "%s: attn %.3g s, plain C %.3g s "
              "(plain/attn %.2f)" % (text, r["attn"], r["plain"],
                                     r["plain"] / r["attn"]))
    else:
        missing(text)
    slow = [r for r in rows if r["attn"] > r["attn1"]]
    check(not slow, "default -j never slower than -j 1: %d of %d rows "
          "slower" % (len(slow), len(rows)), [
              "%s %d x %d: %.4g s against %.4g s at -j 1 (%.2f)%s" % (
                  r["stage"], r["nq"], r["nk"], r["attn"], r["attn1"],
                  r["j1/j"], ", within 5%: noise?" if r["j1/j"] > 0.95
                  else "") for r in slow])
    for stage in ("scores", "attend"):
        r = find(rows, stage, *NARROW)
        text = "narrow %s %d x %d: -j 1 / default -j >= 1.5 on %d cores" % (
            stage, NARROW[0], NARROW[1], os.cpu_count())
        if r:
            check(r["j1/j"] >= 1.5, "%s: %.2f (%.3g s at -j 1, %.3g s at "
                  "default)" % (text, r["j1/j"], r["attn1"], r["attn"]))
        else:
            missing(text)
    r = find(rows, "attend", *DECODE)
    text = "decoding step attend %d x %d: -j 1 / default -j >= 1.6 on %d " \
        "cores" % (DECODE[0], DECODE[1], os.cpu_count())
    if r:
        check(r["j1/j"] >= 1.6, "%s: %.2f (%.3g s at -j 1, %.3g s at "
              "default)" % (text, r["j1/j"], r["attn1"], r["attn"]))
    else:
        missing(text)
    q = find(rows, "grad q", *GRAD)
    for w in "kv":
        r = find(rows, "grad " + w, *GRAD)
        text = "grad --wrt %s <= 1.5 x --wrt q (%d x %d)" % (w, GRAD[0],
                                                            GRAD[1])
        if r and q:
            check(r["attn"] <= 1.5 * q["attn"], "%s: %.2f (%.3g s / %.3g s; "
                  "at -j 1 %.2f)" % (text, r["attn"] / q["attn"], r["attn"],
                                     q["attn"], r["attn1"] / q["attn1"]))
        else:
            missing(text)
    def twice(r, plain, text):
        """A kernel's row R at most 2x its PLAIN stage's."""
        if r and plain:
            check(r["attn"] <= 2 * plain["attn"], "%s: %.2f (%.3g s / %.3g s; "
                  "at -j 1 %.2f)" % (text, r["attn"] / plain["attn"],
                                     r["attn"], plain["attn"],
                                     r["attn1"] / plain["attn1"]))
        else:
            missing(text)
    for n in DTYPE_N:
        for stage, _ in DTYPE_CMDS:
            twice(find(rows, stage, n), find(rows, "attend", n),
                  "%s n = %d: at most 2x attend" % (stage, n))
    for w in "qkv":
        for stage, _ in GRAD_DTYPE_CMDS:
            twice(find(rows, "grad %s %s" % (w, stage), *GRAD),
                  find(rows, "grad " + w, *GRAD),
                  "grad --wrt %s --dtype %s (%d x %d): at most 2x the plain "
                  "grad" % (w, stage.replace(" flash", " --recipe flash"),
                            GRAD[0], GRAD[1]))
    for stage, limit in (("check slip", 0.1), ("check noise", 1.0)):
        r = find(rows, stage, CHECK[0][0])
        text = "%s %d x %d, two heads: under %g s" % (stage, CHECK[0][0],
                                                     CHECK[0][0], limit)
        if r:
            check(r["attn"] < limit, "%s: %.3g s" % (text, r["attn"]))
        else:
            missing(text)
    ws = [r for r in rows if r["stage"] == "weights" and r["nq"] >= 1024]
    for r in ws:
        check(r["attn"] <= 1.5 * r["fl"], "weights n = %d: attn/floor "
              "<= 1.5: %.2f (%.3g s / %.3g s)" % (
                  r["nq"], r["attn"] / r["fl"], r["attn"], r["fl"]))
    if not ws:
        missing("weights n >= 1024: attn/floor <= 1.5")
    return out


def show_targets(verdicts, md):
    """The targets as text (PASS/FAIL first) or as a Markdown list."""
    for v, text, more in verdicts:
        if md:
            print("- %s%s" % ("**%s** " % v if v else "", text))
            for m in more:
                print("  - " + m)
        else:
            print("%-4s %s" % (v or "----", text))
            for m in more:
                print("       " + m)


def markdown(rows, pandas):
    """The table as the README shows it."""
    print("| stage | n_q x n_k | attn s | attn -j 1 s | -j 1 / default | "
          "numpy s | numpy/attn | numpy/attn -j 1 | plain C s | "
          "plain C/attn | attn/floor | attn peak RSS | numpy peak RSS | "
          "other load |" +
          (" pandas/attn |" if pandas else ""))
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|" +
          ("---|" if pandas else ""))
    for r in rows:
        if not r["numpy"]:
            continue
        print("| %s | %d x %d | %.3g | %.3g | %.2f | %.3g | %.1f | %.1f | "
              "%s | %s | %s | %.1f MiB | %.0f MiB | %.0f%% |%s" % (
                  r["stage"], r["nq"], r["nk"], r["attn"], r["attn1"],
                  r["j1/j"], r["numpy"], r["numpy"] / r["attn"],
                  r["numpy"] / r["attn1"],
                  "%.3g" % r["plain"] if r["plain"] else "-",
                  "%.2f" % (r["plain"] / r["attn"]) if r["plain"] else "-",
                  "%.2f" % (r["attn"] / r["fl"]) if r["fl"] else "",
                  r["arss"] / 1024, r["nrss"] / 1024, 100 * r["other"],
                  " %.1f |" % (r["pandas"] / r["attn"]) if pandas else ""))
    kernel_table(rows, "dtype", "attend",
                 lambda r: find(rows, "attend", r["nq"]))
    kernel_table(rows, "graddtype", "plain grad", lambda r: find(
        rows, " ".join(r["stage"].split()[:2]), r["nq"], r["nk"]))


def kernel_table(rows, case, what, base):
    """The rows of CASE (a kernel's recipes), each beside its BASE row
    (the plain stage, named WHAT), in Markdown."""
    ks = [r for r in rows if r.get("case") == case]
    if ks:
        print("\n| stage | n_q x n_k | attn s | %s s | / %s | attn -j 1 s "
              "| %s -j 1 s | / %s at -j 1 |" % (what, what, what, what))
        print("|---|---|---|---|---|---|---|---|")
    for r in ks:
        a = base(r)
        print("| %s | %d x %d | %.3g | %.3g | %.2f | %.3g | %.3g | %.2f |" % (
            r["stage"], r["nq"], r["nk"], r["attn"], a["attn"],
            r["attn"] / a["attn"], r["attn1"], a["attn1"],
            r["attn1"] / a["attn1"]))


STAGES = ["scores", "weights", "apply", "pipeline", "attend"]
SERIES = [("attn", "#1f5fbf", "", "attn"),
          ("attn1", "#1f5fbf", "5,4", "attn -j 1"),
          ("numpy", "#d9731a", "", "numpy + OpenBLAS"),
          ("plain", "#2a9d4a", "2,3", "plain C + OpenBLAS")]


def svg(rows, info):
    """Time against n, log-log, one panel per stage, for attn (its default
    threads and -j 1), numpy on OpenBLAS and the plain C program; below,
    bars for the cases of one shape (the narrow stream, grad).  Plain
    SVG."""
    pw, ph, ml, mt, mb, mr = 300, 230, 58, 30, 40, 12
    cols = 3
    W = cols * pw
    fixed = [r for r in rows if r.get("case")]
    bh = 40 + len(fixed) * 4 * 7 + len(fixed) * 10 + 40 if fixed else 0
    H = 2 * ph + 40 + bh
    sized = [r for r in rows if not r.get("case")]
    ns = sorted({r["nq"] for r in sized})
    ts = [r[k] for r in sized for k, _, _, _ in SERIES if r.get(k)]
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
         'viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">' %
         (W, H, W, H),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="18" text-anchor="middle" font-size="13">'
         'make bench: whole-process wall time (s) against n (d = 64), '
         'log-log</text>' % (W // 2)]
    if ns and ts:
        x0, x1 = math.log10(min(ns)), math.log10(max(ns))
        if x1 == x0:
            x1 = x0 + 1
        y0 = math.floor(math.log10(min(ts)))
        y1 = math.ceil(math.log10(max(ts)))
        if y1 == y0:
            y1 = y0 + 1
        for i, stage in enumerate(STAGES):
            o += panel(sized, stage, (i % cols) * pw, 24 + (i // cols) * ph,
                       pw, ph, ml, mt, mb, mr, x0, x1, y0, y1, ns)
    # the legend in the sixth panel's place
    lx, ly = 2 * pw + ml, 24 + ph + mt + 10
    for k, (key, colour, dash, name) in enumerate(SERIES):
        y = ly + 22 * k
        o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                 'stroke-width="2" %s/>' % (
                     lx, y, lx + 30, y, colour,
                     'stroke-dasharray="%s"' % dash if dash else ""))
        o.append('<text x="%d" y="%d">%s</text>' % (lx + 38, y + 4, name))
    o.append('<text x="%d" y="%d" fill="#555">numpy %s: loadtxt, matmul, '
             'savetxt</text>' % (lx - 20, ly + 100, info["numpy"]))
    o.append('<text x="%d" y="%d" fill="#555">OpenBLAS %s, %d threads (both)'
             '</text>' % (lx - 20, ly + 116, info["config"].split()[1],
                          info["threads"]))
    o.append('<text x="%d" y="%d" fill="#555">plain C: strtod, dgemm, exp, '
             'printf</text>' % (lx - 20, ly + 132))
    if fixed:
        o += bars(fixed, 24 + 2 * ph + 10, W)
    o.append("</svg>")
    return "\n".join(o) + "\n"


def panel(rows, stage, ox, oy, pw, ph, ml, mt, mb, mr, x0, x1, y0, y1, ns):
    iw, ih = pw - ml - mr, ph - mt - mb

    def X(n):
        return ox + ml + (math.log10(n) - x0) / (x1 - x0) * iw

    def Y(t):
        return oy + mt + ih - (math.log10(t) - y0) / (y1 - y0) * ih
    o = ['<text x="%.1f" y="%d" text-anchor="middle" font-weight="bold">'
         '%s</text>' % (ox + ml + iw / 2, oy + 18, stage),
         '<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
         'stroke="#888"/>' % (ox + ml, oy + mt, iw, ih)]
    for e in range(y0, y1 + 1):
        y = Y(10.0 ** e)
        o.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>'
                 % (ox + ml, y, ox + ml + iw, y))
        o.append('<text x="%d" y="%.1f" text-anchor="end">%g s</text>'
                 % (ox + ml - 4, y + 4, 10.0 ** e))
    for n in ns:
        x = X(n)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#eee"/>'
                 % (x, oy + mt, x, oy + mt + ih))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>'
                 % (x, oy + mt + ih + 14,
                    "%dk" % (n // 1024) if n >= 1024 else n))
    o.append('<text x="%.1f" y="%d" text-anchor="middle">n</text>' %
             (ox + ml + iw / 2, oy + mt + ih + 30))
    for key, colour, dash, _ in SERIES:
        pts = [(X(r["nq"]), Y(r[key])) for r in rows
               if r["stage"] == stage and r.get(key)]
        if not pts:
            continue
        o.append('<polyline fill="none" stroke="%s" stroke-width="2" '
                 '%spoints="%s"/>' % (
                     colour, 'stroke-dasharray="%s" ' % dash if dash
                     else "", " ".join("%.1f,%.1f" % p for p in pts)))
        for x, y in pts:
            o.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>'
                     % (x, y, colour))
    return o


def bars(rows, oy, W):
    """Horizontal bars, log time axis: one group per case of one shape."""
    ml, mr, bar = 170, 60, 7
    ts = [r[k] for r in rows for k, _, _, _ in SERIES if r.get(k)]
    lo, hi = math.log10(min(ts)) - 0.3, math.log10(max(ts)) + 0.1
    y0, y1 = math.ceil(lo), math.floor(hi)
    iw = W - ml - mr
    top = oy + 30
    height = len(rows) * (4 * bar + 10)

    def X(t):
        return ml + (math.log10(t) - lo) / (hi - lo) * iw
    o = ['<text x="%d" y="%d" text-anchor="middle" font-size="13">'
         'cases of one shape: wall time (s), log scale; attn, attn -j 1, '
         'numpy, plain C</text>' % (W // 2,
                                                                  oy + 16)]
    for t in [m * 10.0 ** e for e in range(y0 - 1, y1 + 1) for m in (1, 2, 5)
              if lo <= math.log10(m * 10.0 ** e) <= hi]:
        x = X(t)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>'
                 % (x, top, x, top + height))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%g s</text>' %
                 (x, top + height + 14, t))
    y = top
    for r in rows:
        o.append('<text x="%d" y="%.1f" text-anchor="end">%s %d x %d</text>'
                 % (ml - 8, y + 2 * bar + 4, r["stage"], r["nq"], r["nk"]))
        for key, colour, dash, _ in SERIES:
            if r.get(key):
                o.append('<rect x="%d" y="%d" width="%.1f" height="%d" '
                         'fill="%s"%s/>' % (
                             ml, y, X(r[key]) - ml, bar - 1, colour,
                             ' fill-opacity="0.55"' if dash else ""))
                o.append('<text x="%.1f" y="%d" font-size="9">%.3g</text>'
                         % (X(r[key]) + 3, y + bar - 1, r[key]))
            y += bar
        y += 10
    return o


if __name__ == "__main__":
    main(sys.argv)
