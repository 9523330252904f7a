"""Time attn against numpy and pandas doing the same work, in the same run.

For each size (the 2x2 homework case, then n = 256, 1024, 2048 tokens with
d = 64) and each stage (scores, weights, apply, the three-stage pipeline,
attend), every command runs REPS times on the same input files; the table
gives medians of whole-process wall time, the ratio numpy/attn (above 1:
attn is faster), output cells per second, peak RSS, and the libcsv
bare-parse floor on the stage's input.

    bench.py ATTN FLOOR WORKDIR [SIZES...]
"""
import os
import statistics
import subprocess
import sys
import time

import numpy as np

WORK = None
HERE = os.path.dirname(os.path.abspath(__file__))
PY = "/usr/bin/python3"


def run(cmd):
    """Wall seconds of one run of the shell command."""
    t0 = time.perf_counter()
    subprocess.run(cmd, shell=True, stdout=subprocess.DEVNULL,
                   stdin=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t0


def peak_rss(cmd):
    """Peak RSS in KiB of the largest process of the command, by GNU time
    (a process forked from this Python would start with Python's RSS)."""
    out = os.path.join(WORK, "rss")
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out, "sh", "-c",
                    cmd], stdout=subprocess.DEVNULL, check=True)
    with open(out) as f:
        return int(f.read().split()[-1])


def measure(cmd, reps):
    run(cmd)	# warm the page cache
    return statistics.median(run(cmd) for _ in range(reps)), peak_rss(cmd)


def save(path, m):
    np.savetxt(path, m, fmt="%.17g", delimiter=",")


def inputs(work, attn, n, d=64):
    """Q, K, V of n x d (the 2x2 lesson case for n = 2), then scores and
    weights made by attn from them, so every tool reads the same bytes."""
    tag = "2x2" if n == 2 else str(n)
    f = {k: os.path.join(work, "%s-%s.csv" % (k, tag)) for k in "QKVSA"}
    if n == 2:
        save(f["Q"], np.array([[1.0, 0], [0, 1]]))
        save(f["K"], np.array([[1.0, 1], [1, -1]]))
        save(f["V"], np.array([[2.0, 0], [0, 2]]))
    else:
        rng = np.random.default_rng(n)
        for k in "QKV":
            save(f[k], rng.standard_normal((n, d)))
    subprocess.run("%s scores -q %s -k %s > %s" % (attn, f["Q"], f["K"], f["S"]),
                   shell=True, check=True)
    subprocess.run("%s weights %s > %s" % (attn, f["S"], f["A"]),
                   shell=True, check=True)
    return f


def main(argv):
    global WORK
    attn, floor, work = argv[1:4]
    WORK = work
    sizes = [int(s) for s in argv[4:]] or [2, 256, 1024, 2048]
    np_ = "%s %s/stages.py numpy" % (PY, HERE)
    pd_ = "%s %s/stages.py pandas" % (PY, HERE)
    print("%-9s %5s %9s %9s %7s %9s %7s %11s %8s %8s %8s %6s" % (
        "stage", "n", "attn s", "numpy s", "np/attn", "pandas s", "pd/attn",
        "cells/s", "attn KiB", "np KiB", "floor s", "/floor"))
    for n in sizes:
        f = inputs(work, attn, n)
        reps = 21 if n == 2 else 9 if n <= 256 else 5 if n <= 1024 else 3
        d_out = 2 if n == 2 else 64
        stages = [
            ("scores", "{t} scores -q {Q} -k {K}", "{p} scores {Q} {K}",
             f["Q"], n * n),
            ("weights", "{t} weights {S}", "{p} weights {S}", f["S"], n * n),
            ("apply", "{t} apply -v {V} {A}", "{p} apply {V} {A}", f["A"],
             n * d_out),
            ("pipeline",
             "{t} scores -q {Q} -k {K} | {t} weights | {t} apply -v {V}",
             "{p} scores {Q} {K} | {p} weights | {p} apply {V}", None,
             n * d_out),
            ("attend", "{t} attend -q {Q} -k {K} -v {V}", "{p} attend {Q} {K} {V}",
             None, n * d_out),
        ]
        for name, tcmd, pcmd, floor_in, cells in stages:
            a, arss = measure(tcmd.format(t=attn, **f), reps)
            b, brss = measure(pcmd.format(p=np_, **f), reps)
            c, _ = measure(pcmd.format(p=pd_, **f), max(1, reps // 3))
            if floor_in:
                fl, _ = measure("%s %s" % (floor, floor_in), reps)
                fls, flr = "%8.4f" % fl, "%6.2f" % (a / fl)
            else:
                fls, flr = "%8s" % "-", "%6s" % "-"
            print("%-9s %5d %9.4f %9.4f %7.1f %9.4f %7.1f %11.3g %8d %8d %s %s" % (
                name, n, a, b, b / a, c, c / a, cells / a, arss, brss, fls, flr),
                flush=True)


main(sys.argv)
