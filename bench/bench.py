"""Time attn against numpy and pandas doing the same work, in the same run.

For each size (the 2x2 homework case, then n = 256, 1024, 2048, 4096
tokens with d = 64) and each stage (scores, weights, apply, the
three-stage pipeline, attend), every command runs REPS times on the same
input files; the table gives medians of whole-process wall time, attn with
its default threads and with -j 1 (where attn takes -j; "-" where not),
the ratio numpy/attn (above 1: attn is faster), output cells per second,
peak RSS, and the libcsv bare-parse floor on the stage's input.  Then the
same as a Markdown table, and PLOT, an SVG drawing of time against n
(log-log) per stage for attn and numpy.

    bench.py ATTN FLOOR WORKDIR PLOT [SIZES...]
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


def takes_jobs(attn):
    """Whether attn takes -j (threads); older builds do not."""
    return subprocess.run(
        [attn, "attend", "-j", "1", "-q", "[1]", "-k", "[1]", "-v", "[1]"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


STAGES = ["scores", "weights", "apply", "pipeline", "attend"]


def main(argv):
    global WORK
    attn, floor, work, plot = argv[1:5]
    WORK = work
    sizes = [int(s) for s in argv[5:]] or [2, 256, 1024, 2048, 4096]
    np_ = "%s %s/stages.py numpy" % (PY, HERE)
    pd_ = "%s %s/stages.py pandas" % (PY, HERE)
    jobs = takes_jobs(attn)
    rows = []
    print("%-9s %5s %9s %9s %9s %7s %7s %9s %7s %11s %8s %8s %8s %6s" % (
        "stage", "n", "attn s", "attn -j1", "numpy s", "np/attn", "np/j1",
        "pandas s", "pd/attn", "cells/s", "attn KiB", "np KiB", "floor s",
        "/floor"))
    for n in sizes:
        f = inputs(work, attn, n)
        reps = 21 if n == 2 else 9 if n <= 256 else 5 if n <= 1024 else 3
        d_out = 2 if n == 2 else 64
        stages = [
            ("scores", "{t} scores{j} -q {Q} -k {K}", "{p} scores {Q} {K}",
             f["Q"], n * n),
            ("weights", "{t} weights{j} {S}", "{p} weights {S}", f["S"],
             n * n),
            ("apply", "{t} apply{j} -v {V} {A}", "{p} apply {V} {A}", f["A"],
             n * d_out),
            ("pipeline",
             "{t} scores{j} -q {Q} -k {K} | {t} weights{j} | "
             "{t} apply{j} -v {V}",
             "{p} scores {Q} {K} | {p} weights | {p} apply {V}", None,
             n * d_out),
            ("attend", "{t} attend{j} -q {Q} -k {K} -v {V}",
             "{p} attend {Q} {K} {V}", None, n * d_out),
        ]
        for name, tcmd, pcmd, floor_in, cells in stages:
            a, arss = measure(tcmd.format(t=attn, j="", **f), reps)
            a1 = measure(tcmd.format(t=attn, j=" -j 1", **f), reps)[0] \
                if jobs else None
            b, brss = measure(pcmd.format(p=np_, **f), reps)
            c, _ = measure(pcmd.format(p=pd_, **f), max(1, reps // 3))
            fl = measure("%s %s" % (floor, floor_in), reps)[0] \
                if floor_in else None
            rows.append(dict(stage=name, n=n, attn=a, attn1=a1, numpy=b,
                             pandas=c, cells=cells, arss=arss, brss=brss,
                             floor=fl))
            print("%-9s %5d %9.4f %9s %9.4f %7.1f %7s %9.4f %7.1f %11.3g "
                  "%8d %8d %8s %6s" % (
                      name, n, a, "%9.4f" % a1 if a1 else "-", b, b / a,
                      "%7.1f" % (b / a1) if a1 else "-", c, c / a,
                      cells / a, arss, brss,
                      "%8.4f" % fl if fl else "-",
                      "%6.2f" % (a / fl) if fl else "-"), flush=True)
    print()
    markdown(rows)
    with open(plot, "w") as out:
        out.write(svg(rows))
    print("\nplot: %s" % plot)


def markdown(rows):
    """The table as the README shows it."""
    print("| stage | n | attn s | attn -j 1 s | numpy s | numpy/attn | "
          "numpy/attn -j 1 | pandas/attn | attn/floor | attn peak RSS |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        a1 = r["attn1"]
        print("| %s | %d | %.3g | %s | %.3g | %.1f | %s | %.1f | %s | "
              "%.1f MiB |" % (
                  r["stage"], r["n"], r["attn"], "%.3g" % a1 if a1 else "-",
                  r["numpy"], r["numpy"] / r["attn"],
                  "%.1f" % (r["numpy"] / a1) if a1 else "-",
                  r["pandas"] / r["attn"],
                  "%.2f" % (r["attn"] / r["floor"]) if r["floor"] else "",
                  r["arss"] / 1024))


def svg(rows):
    """Time against n, log-log, one panel per stage: attn (its default
    threads, and -j 1 where measured) and numpy.  Plain SVG."""
    import math
    pw, ph, ml, mt, mb, mr = 300, 230, 58, 30, 40, 12
    cols = 3
    W = cols * pw
    H = 2 * ph + 40
    series = [("attn", "#1f5fbf", ""), ("attn1", "#1f5fbf", "5,4"),
              ("numpy", "#d9731a", "")]
    names = {"attn": "attn", "attn1": "attn -j 1", "numpy": "numpy"}
    ns = sorted({r["n"] for r in rows})
    ts = [r[k] for r in rows for k, _, _ in series if r.get(k)]
    if not ns or not ts:
        return '<svg xmlns="http://www.w3.org/2000/svg"/>\n'
    x0, x1 = math.log10(min(ns)), math.log10(max(ns))
    if x1 == x0:
        x1 = x0 + 1
    y0 = math.floor(math.log10(min(ts)))
    y1 = math.ceil(math.log10(max(ts)))
    if y1 == y0:
        y1 = y0 + 1
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
         'viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">' %
         (W, H, W, H),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="18" text-anchor="middle" font-size="13">'
         'make bench: whole-process wall time (s) against n (d = 64), '
         'log-log</text>' % (W // 2)]
    for i, stage in enumerate(STAGES):
        ox, oy = (i % cols) * pw, 24 + (i // cols) * ph
        iw, ih = pw - ml - mr, ph - mt - mb

        def X(n):
            return ox + ml + (math.log10(n) - x0) / (x1 - x0) * iw

        def Y(t):
            return oy + mt + ih - (math.log10(t) - y0) / (y1 - y0) * ih
        o.append('<text x="%.1f" y="%d" text-anchor="middle" '
                 'font-weight="bold">%s</text>' % (ox + ml + iw / 2,
                                                   oy + 18, stage))
        o.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
                 'stroke="#888"/>' % (ox + ml, oy + mt, iw, ih))
        for e in range(y0, y1 + 1):
            y = Y(10.0 ** e)
            o.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" '
                     'stroke="#ddd"/>' % (ox + ml, y, ox + ml + iw, y))
            o.append('<text x="%d" y="%.1f" text-anchor="end">%g s</text>'
                     % (ox + ml - 4, y + 4, 10.0 ** e))
        for n in ns:
            x = X(n)
            o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" '
                     'stroke="#eee"/>' % (x, oy + mt, x, oy + mt + ih))
            o.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>'
                     % (x, oy + mt + ih + 14,
                        "%dk" % (n // 1024) if n >= 1024 else n))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">n</text>' %
                 (ox + ml + iw / 2, oy + mt + ih + 30))
        for key, colour, dash in series:
            pts = [(X(r["n"]), Y(r[key])) for r in rows
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
    # the legend in the sixth panel's place
    lx, ly = 2 * pw + ml, 24 + ph + mt + 10
    for k, (key, colour, dash) in enumerate(series):
        if not any(r.get(key) for r in rows):
            continue
        y = ly + 22 * k
        o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                 'stroke-width="2" %s/>' % (
                     lx, y, lx + 30, y, colour,
                     'stroke-dasharray="%s"' % dash if dash else ""))
        o.append('<text x="%d" y="%d">%s</text>' % (lx + 38, y + 4,
                                                     names[key]))
    o.append('<text x="%d" y="%d" fill="#555">numpy: loadtxt, matmul, '
             'savetxt</text>' % (lx, ly + 80))
    o.append("</svg>")
    return "\n".join(o) + "\n"


main(sys.argv)
