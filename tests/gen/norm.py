#!/usr/bin/python3
"""norm.py - write the tests/cases/norm-* golden cases.

Every expected number comes from the reference (tests/lib/rmsnorm.py),
written from attn-norm(1) without running attn: E = sum x^2 + n eps as a
Fraction, each y, dx and dw the exact value rounded once to the nearest
double, ties to even (a rational one by float(Fraction), an irrational
one by mpmath at 3000 bits).  The working of --show-work is laid out as
attn-norm(1) shows it, its sum, mean and root the doubles nearest the
exact ones.  Error messages and statuses are written by hand from
attn-norm(1) and attn(1).  The norm-check-* cases are check --of norm's:
see the section of that name below.

Run it from anywhere: /usr/bin/python3 tests/gen/norm.py
It rewrites only the norm-* folders it defines.
"""
import os
import random
import sys
import types
from fractions import Fraction as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, R, csv, fmt, lit, rnd  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checkof  # noqa: E402  (its rules of the digits written)
from rmsnorm import (MISTAKES, bent, blocks, energy, norm, norm_dw,  # noqa: E402
                     norm_dx, tried)

import mpmath  # noqa: E402
import numpy as np  # noqa: E402

# checkof.py sets its own precision; the reference here needs rmsnorm's
mpmath.mp.prec = 3000

USAGE = " (see attn norm --help)"
OUT = Cases()


def case(name, cmd, out="", err="", status=0, files=None, stdin=None,
         how=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, how=how, files=files)


def bad(name, cmd, msg, status=1, out="", **kw):
    case(name, cmd, out, "attn norm: " + msg + (USAGE if status == 2 else ""),
         status, **kw)


def rows(m, how=None):
    return csv(m, how)


def data(m):
    """An input file: every double in full."""
    return csv(m, lambda v: repr(float(v)))


def working(X, where, w=None, eps=1e-6, l2=False, plus_one=False, heads=1,
            how=None, line0=1):
    """--show-work's text and the rows, as attn-norm(1) lays them out."""
    def f(v):
        return fmt(v, how)

    def lst(v):
        return "[" + ", ".join(f(e) for e in v) + "]"

    def label(s):
        return ("  " + s).ljust(17)

    Y = norm(X, w, eps, l2, plus_one, heads)
    out = []
    for i, (row, y) in enumerate(zip(X, Y)):
        out.append("row %d (%s line %d)" % (i, where, line0 + i))
        out.append(label("x") + lst(row))
        d = len(row) // heads
        for h, x in enumerate(blocks(row, heads)):
            E, n = energy(x, eps, l2)
            s = sum(F(v) ** 2 for v in x)
            mean = float(E / n)
            root = rnd(mpmath.sqrt(mpmath.mpf(E.numerator) / E.denominator
                                   / n))
            if heads > 1:
                out.append(label("head") + "%d of %d" % (h, heads))
            spelt = "".join(("(%s)^2" if v < 0 else "%s^2") % f(v) +
                            " + " for v in x)[:-3] + " = " if d <= 8 else ""
            out.append(label("sum of squares") + spelt + f(float(s)))
            out.append(label("sum + eps" if l2 else "mean + eps") +
                       f(float(s)) + ("" if l2 else " / %d" % d) + " + " +
                       f(eps) + " = " + f(mean))
            out.append(label("root") + "sqrt(%s) = %s" % (f(mean), f(root)))
            by = "x * (1 + w) / " if plus_one else "x * w / " if w else "x / "
            out.append(label("output") + by + f(root) + " = " +
                       lst(y[h * d:(h + 1) * d]))
        out.append(",".join(f(v) for v in y))
    return "\n".join(out) + "\n"


# --- the forward pass -------------------------------------------------------

X = [[3, 4], [1, -1], [0, 2]]
FILES = {"X.csv": data(X)}
HAND = ("RMSNorm of [3, 4]: mean(x^2) = 12.5, + 1e-06, root 3.5355340...:\n"
        "3 / 3.5355340635 = 0.8485281..., 4 / ... = 1.1313708...; each\n"
        "the exact quotient rounded once (mpmath).\n")
case("norm-basic", "$ATTN norm X.csv", rows(norm(X)), files=FILES, how=HAND)
case("norm-rms", "$ATTN norm --l2 --rms X.csv", rows(norm(X)), files=FILES,
     how="Of --rms and --l2 the last one wins.\n")
case("norm-l2", "$ATTN norm --l2 X.csv", rows(norm(X, l2=True)), files=FILES)
case("norm-l2-eps-zero", "$ATTN norm --rms --l2 --eps 0 X.csv",
     rows(norm(X, eps=0, l2=True)), files=FILES,
     how="[3, 4] / 5 = [0.6, 0.8], [1, -1] / sqrt(2), [0, 2] / 2 = [0, 1],\n"
         "each exactly rounded: 1/sqrt(2) = 0.70710678118654752440...\n")
case("norm-eps", "$ATTN norm --eps 0.5 X.csv", rows(norm(X, eps=0.5)),
     files=FILES)
case("norm-eps-zero", "$ATTN norm --eps=0 '[1,1,1,1;2,-2,2,-2]'",
     "1,1,1,1\n1,-1,1,-1\n",
     how="mean(x^2) is 1 and 4: the roots are 1 and 2, exactly.\n")
case("norm-eps-dominates", "$ATTN norm --eps 1e300 '[1e-300,2e-300]'",
     rows(norm([[1e-300, 2e-300]], eps=1e300)),
     how="E = 1e-600 + 1e-600*4 + 2e300: the squares, far below a double's\n"
         "range, are kept; the quotient is about 1e-450: 0.\n")
W2 = [[0.5, -2]]
case("norm-weight", "$ATTN norm -w W.csv X.csv", rows(norm(X, W2[0])),
     files={"X.csv": data(X), "W.csv": data(W2)})
case("norm-weight-column", "$ATTN norm --weight W.csv X.csv",
     rows(norm(X, W2[0])), files={"X.csv": data(X), "W.csv": "0.5\n-2\n"},
     how="W given as a column: the same weights as norm-weight.\n")
case("norm-weight-zero", "$ATTN norm --eps 0 -w '[0,-0]' '[3,-4;-3,4]'",
     "0,0\n-0,-0\n",
     how="x w / root: 3*0 = 0, -4*-0 = 0, -3*0 = -0, 4*-0 = -0, each\n"
         "divided by a positive root.\n")
case("norm-plus-one", "$ATTN norm --plus-one -w W.csv X.csv",
     rows(norm(X, W2[0], plus_one=True)),
     files={"X.csv": data(X), "W.csv": data(W2)},
     how="x (1 + w) / root, 1 + w taken exactly: 1.5 and -1.\n")
w_tiny = [2.0 ** -60, -1]
case("norm-plus-one-exact", "$ATTN norm --plus-one --eps 0 -w W.csv X.csv",
     rows(norm([[3, 4]], w_tiny, eps=0, plus_one=True)),
     files={"X.csv": "3,4\n", "W.csv": data([w_tiny])},
     how="1 + 2^-60 is no double; 3 (1 + 2^-60) / sqrt(12.5) is taken with\n"
         "it exactly, and 4 (1 - 1) = 0.\n")
XH = [[3, 4, 1, -1, 0, 2], [1, 2, 3, 4, 5, 6]]
case("norm-heads", "$ATTN norm --heads 3 -w '[1,0.5]' X.csv",
     rows(norm(XH, [1, 0.5], heads=3)), files={"X.csv": data(XH)})
case("norm-head-dim", "$ATTN norm --head-dim 2 -w '[1,0.5]' X.csv",
     rows(norm(XH, [1, 0.5], heads=3)), files={"X.csv": data(XH)},
     how="--head-dim 2 on rows of 6: three heads, as norm-heads.\n")
case("norm-head-dim-q-k",
     "$ATTN norm --head-dim 2 Q.csv; $ATTN norm --head-dim 2 K.csv",
     rows(norm(XH, heads=3)) + rows(norm([r[:2] for r in XH])),
     files={"Q.csv": data(XH), "K.csv": data([r[:2] for r in XH])},
     how="One command for Q (3 heads) and K (1 head) of the same width.\n")
case("norm-heads-one-column", "$ATTN norm --heads 3 --eps 0 '[2,-0.5,0;1,1,1]'",
     "", "attn norm: <literal>:1: head 2 of the row is all 0 and --eps is 0, "
     "so it has no norm (0/0)", 1)
case("norm-heads-signs", "$ATTN norm --heads 3 --eps 0 '[2,-0.5,-0.25]'",
     "1,-1,-1\n", how="Each head of one column is x / |x|.\n")
case("norm-stdin", "$ATTN norm -w '[0.5,-2]'", rows(norm(X, W2[0])),
     stdin=data(X))
case("norm-dash", "$ATTN norm - -w '[0.5,-2]'", rows(norm(X, W2[0])),
     stdin=data(X))
case("norm-w-stdin", "$ATTN norm -w - X.csv", rows(norm(X, W2[0])),
     files=FILES, stdin=data(W2))
case("norm-literal", "$ATTN norm --l2 --eps 0 '[1,2,2]'",
     "0.3333333333333333,0.6666666666666666,0.6666666666666666\n",
     how="[1, 2, 2] / 3.\n")
case("norm-empty", "$ATTN norm -w '[1,2]'", "", stdin="")
case("norm-empty-comments", "$ATTN norm", "", stdin="# nothing\n\n")
case("norm-header", "$ATTN norm -H -w W.csv X.csv", rows(norm(X, W2[0])),
     files={"X.csv": "a,b\n" + data(X), "W.csv": "w1,w2\n0.5,-2\n"})
case("norm-delimiter", "$ATTN norm -d ';' X.csv",
     rows(norm(X)).replace(",", ";"), files={"X.csv": data(X).replace(",", ";")})
case("norm-p", "$ATTN norm -p 4 X.csv", rows(norm(X), lambda v: "%.4g" % v),
     files=FILES)
case("norm-fixed", "$ATTN norm --fixed 3 X.csv",
     rows(norm(X), lambda v: "%.3f" % v), files=FILES)
case("norm-unbuffered", "$ATTN norm -u --l2 --eps 0", "1\n-1\n",
     stdin="2\n-3\n")
case("norm-output", "$ATTN norm -o y.csv --l2 --eps 0 '[3,4]'", "0.6,0.8\n",
     files={"after": "cat y.csv\n"})
case("norm-output-fails",
     "echo old >y.csv; $ATTN norm -o y.csv --eps 0 '[1;0]'; cat y.csv",
     "old\n", "attn norm: <literal>:2: the row is all 0 and --eps is 0, so it "
     "has no norm (0/0)")
case("norm-dw-output-fails",
     "echo old >d.csv; $ATTN norm --eps 0 --dout '[1;1]' --wrt w -o d.csv "
     "'[1;0]'; cat d.csv", "old\n",
     "attn norm: <literal>:2: the row is all 0 and --eps is 0, so it has no "
     "norm (0/0)")

rng = random.Random(29)
XJ = [[rng.gauss(0, 1) for _ in range(8)] for _ in range(23)]
WJ = [rng.gauss(1, 0.2) for _ in range(4)]
case("norm-jobs", "$ATTN norm -j 3 --heads 2 -w W.csv X.csv",
     rows(norm(XJ, WJ, heads=2)),
     files={"X.csv": data(XJ), "W.csv": data([WJ])})
case("norm-jobs-long", "$ATTN norm --jobs=1 --heads 2 -w W.csv X.csv",
     rows(norm(XJ, WJ, heads=2)),
     files={"X.csv": data(XJ), "W.csv": data([WJ])})

# Full precision: random doubles, per head and over the row.
FULL = "Every entry the exact quotient rounded once (tests/lib/rmsnorm.py).\n"
XR = [[rng.gauss(0, 1) * 2.0 ** rng.randrange(-4, 4) for _ in range(12)]
      for _ in range(7)]
WR = [rng.gauss(0, 1) for _ in range(12)]
for name, opts, kw in (
        ("norm-full", "-w W.csv", {"w": WR}),
        ("norm-full-l2", "--l2 -w W.csv", {"w": WR, "l2": True}),
        ("norm-full-plus-one", "--plus-one -w W.csv", {"w": WR, "plus_one": True}),
        ("norm-full-no-weight", "--eps 1e-5", {"eps": 1e-5}),
        ("norm-full-heads", "--heads 4 -w W3.csv", {"w": WR[:3], "heads": 4}),
        ("norm-full-heads-l2", "--head-dim 6 --l2 --eps 0",
         {"eps": 0, "l2": True, "heads": 2})):
    case(name, "$ATTN norm %s X.csv" % opts, rows(norm(XR, **kw)), how=FULL,
         files={"X.csv": data(XR), "W.csv": data([WR]),
                "W3.csv": data([WR[:3]])})
# Beyond a double's range and near its ends: the squares are exact.
XE = [[1e-300, -3e-300, 2e-301], [1e300, 1e300, -1e300],
      [5e-324, -5e-324, 1e-323], [1.5e308, -1e308, 1e-300]]
case("norm-range", "$ATTN norm --eps 0 X.csv", rows(norm(XE, eps=0)),
     files={"X.csv": data(XE)},
     how="Squares from 2.5e-647 to 2.25e616, none a double, summed exactly.\n"
         + FULL)
case("norm-range-weight", "$ATTN norm --eps 0 -w '[1e300,1e-300,1]' X.csv",
     rows(norm(XE[:3], [1e300, 1e-300, 1], eps=0)),
     files={"X.csv": data(XE[:3])},
     how="x w up to 1e600 before the division: taken exactly.\n" + FULL)
# Ties: a quotient that is a midpoint between two doubles goes to even.
e52 = 2.0 ** -52
XT = [[9, 0, 0, 0, 0, 0, 0, 0, 0], [-9, 0, 0, 0, 0, 0, 0, 0, 0]]
case("norm-tie-even", "$ATTN norm --eps 0 -w W.csv X.csv",
     rows(norm(XT, [1 + e52] + [1] * 8, eps=0)),
     files={"X.csv": data(XT), "W.csv": data([[1 + e52] + [1] * 8])},
     how="mean(x^2) = 9, root 3: y_0 = 9 (1 + 2^-52) / 3 = 3 + 3*2^-52,\n"
         "exactly halfway between 3 + 2^-51 and 3 + 2^-50 (3's ulp is\n"
         "2^-51): to even, 3 + 2^-50 = %s, and minus it.\n" % R(3 + 2 * 2 ** -51))
case("norm-tie-even-down", "$ATTN norm --eps 0 -w W.csv X.csv",
     rows(norm(XT[:1], [1 + 3 * e52] + [1] * 8, eps=0)),
     files={"X.csv": data(XT[:1]), "W.csv": data([[1 + 3 * e52] + [1] * 8])},
     how="9 (1 + 3*2^-52) / 3 = 3 + 9*2^-52 = 3 + 4.5 ulps: to even,\n"
         "3 + 4 ulps = %s.\n" % R(3 + 4 * 2 ** -51))

# --show-work
SW = [[3, 4, 1, -1], [0, 2, -2, 0]]
for name, opts, kw, how in (
        ("norm-show-work", "--eps 0", {"eps": 0}, None),
        ("norm-show-work-heads", "--heads 2 -w '[1,0.5]'",
         {"w": [1, 0.5], "heads": 2}, None),
        ("norm-show-work-l2", "--l2 --eps 0.5 --plus-one -w '[0,-0.5,1,2]'",
         {"l2": True, "eps": 0.5, "plus_one": True, "w": [0, -0.5, 1, 2]},
         None),
        ("norm-show-work-p", "--heads 2 -p 4", {"heads": 2}, ("p", 4))):
    text = working(SW, "<stdin>", how=how, **kw)
    err = "".join(l + "\n" for l in text.splitlines() if not l or l[0] in "r ")
    out = "".join(l + "\n" for l in text.splitlines() if l and l[0] not in "r ")
    case(name, "$ATTN norm --show-work %s" % opts, out, err, stdin=data(SW),
         how="The working: the nearest doubles to sum x^2, to the mean (or\n"
             "the sum) plus eps and to its root; the outputs as norm's.\n")
WIDE = [[float(j) for j in range(1, 11)]]
text = working(WIDE, "<literal>", eps=0)
case("norm-show-work-wide", "$ATTN norm --eps 0 --show-work '%s'" % lit(WIDE),
     "".join(l + "\n" for l in text.splitlines() if l[0] not in "r "),
     "".join(l + "\n" for l in text.splitlines() if l[0] in "r "),
     how="Ten columns: the squares are not spelt out (eight at most).\n")

# --- the backward pass ------------------------------------------------------

case("norm-dx", "$ATTN norm --l2 --eps 0 --dout '[1,0]' '[3,4]'",
     "0.128,-0.096\n",
     how="E = 25, G = 1*3 + 0*4 = 3: dx = (1*25 - 3*3, 0*25 - 4*3) / (25*5)\n"
         "= (16, -12) / 125.\n")
D = [[1, -2], [0.5, 0.25], [3, 1]]
case("norm-dx-rms", "$ATTN norm --dout D.csv X.csv", rows(norm_dx(X, D)),
     files={"X.csv": data(X), "D.csv": data(D)},
     how="dx_k = (g_k E - x_k G) / (E sqrt(E / 2)), E = sum x^2 + 2e-06.\n")
case("norm-dx-wrt-x", "$ATTN norm --wrt x --dout D.csv X.csv",
     rows(norm_dx(X, D)), files={"X.csv": data(X), "D.csv": data(D)})
case("norm-dx-stdin", "$ATTN norm --dout D.csv", rows(norm_dx(X, D)),
     files={"D.csv": data(D)}, stdin=data(X))
case("norm-dx-dout-stdin", "$ATTN norm --dout - X.csv", rows(norm_dx(X, D)),
     files={"X.csv": data(X)}, stdin=data(D))
case("norm-dx-empty", "$ATTN norm --dout '[1]'", "",
     "attn norm: <stdin>: X is empty, but dY has 1 row (a row of each, in "
     "step)", 1, stdin="")
DR = [[rng.gauss(0, 1) for _ in range(12)] for _ in range(7)]
for name, opts, kw in (
        ("norm-dx-full", "-w W.csv", {"w": WR}),
        ("norm-dx-full-l2", "--l2 --eps 1e-3 -w W.csv",
         {"w": WR, "l2": True, "eps": 1e-3}),
        ("norm-dx-full-plus-one", "--plus-one -w W.csv",
         {"w": WR, "plus_one": True}),
        ("norm-dx-full-no-weight", "", {}),
        ("norm-dx-full-heads", "--heads 4 -w W3.csv", {"w": WR[:3], "heads": 4}),
        ("norm-dx-full-head-dim-l2", "--head-dim 6 --l2", {"l2": True, "heads": 2})):
    case(name, "$ATTN norm %s --dout D.csv X.csv" % opts,
         rows(norm_dx(XR, DR, **kw)), how=FULL,
         files={"X.csv": data(XR), "D.csv": data(DR), "W.csv": data([WR]),
                "W3.csv": data([WR[:3]])})
# dY along Y: the numerator cancels, to 2 eps x_k g_k-sized remainders,
# and to exactly 0 with eps 0.
XC = [[3, 4, 12], [1e-3, -2e-3, 5e-4]]
DC = [[6, 8, 24], [-1, 2, -0.5]]
case("norm-dx-cancel", "$ATTN norm --eps 1e-12 --dout D.csv X.csv",
     rows(norm_dx(XC, DC, eps=1e-12)),
     files={"X.csv": data(XC), "D.csv": data(DC)},
     how="dY is a multiple of X: w g E - x G = c x (E - sum x^2) = c x n eps,\n"
         "a remainder n eps / sum x^2 of the terms (2e-14 and 6e-7 here),\n"
         "exact (rmsnorm.py).\n")
case("norm-dx-cancel-zero", "$ATTN norm --eps 0 --dout D.csv X.csv",
     "0,0,0\n0,0,0\n", files={"X.csv": data(XC), "D.csv": data(DC)},
     how="With eps 0 the numerator is exactly 0: dY along X moves only the\n"
         "norm, which the output does not see.\n")
XD = [[4, 0]]
DD = [[0, 1 + e52], [0, -(1 + e52)]]
case("norm-dx-tie-even", "$ATTN norm --l2 --eps 0 -w '[1,3]' --dout D.csv X.csv",
     rows(norm_dx(XD * 2, DD, w=[1, 3], eps=0, l2=True)),
     files={"X.csv": data(XD * 2), "D.csv": data(DD)},
     how="E = 16, root 4: dx_1 = 3 (1 + 2^-52) 16 / 64 = 0.75 (1 + 2^-52),\n"
         "halfway between two doubles: to even, 0.75 + 2^-53 = %s.\n"
         % R(0.75 + 2 ** -53))
XDE = [[1e-300, 0], [1e300, -1e300]]
DDE = [[1e308, 1], [1e-300, 1e-300]]
case("norm-dx-range", "$ATTN norm --eps 0 --dout D.csv X.csv",
     rows(norm_dx(XDE, DDE, eps=0)),
     files={"X.csv": data(XDE), "D.csv": data(DDE)},
     how="g E = 1e-292 and x G = 1e-292 cancel exactly in row 1's first\n"
         "column; every product beyond a double's range is kept.\n")

# dW: one row, summed over the rows and the heads.
case("norm-dw", "$ATTN norm --l2 --eps 0 --dout '[1,0;0,1]' --wrt w '[3,4;6,8]'",
     "0.6,0.8\n", how="x / |x| = [0.6, 0.8] in both rows; g picks 0.6 from\n"
                      "the first, 0.8 from the second.\n")
for name, opts, kw in (
        ("norm-dw-full", "-w W.csv", {}),
        ("norm-dw-full-l2", "--l2 --eps 1e-3", {"l2": True, "eps": 1e-3}),
        ("norm-dw-full-plus-one", "--plus-one -w W.csv", {}),
        ("norm-dw-full-heads", "--heads 4 -w W3.csv", {"heads": 4}),
        ("norm-dw-full-no-weight-heads", "--heads 2", {"heads": 2})):
    case(name, "$ATTN norm %s --dout D.csv --wrt w X.csv" % opts,
         rows(norm_dw(XR, DR, **kw)),
         how="dW does not depend on W (nor on --plus-one): sum over rows and\n"
             "heads of g x / sqrt(E / n), each term to 2^-100, the sum exact.\n"
             + FULL, files={"X.csv": data(XR), "D.csv": data(DR),
                            "W.csv": data([WR]), "W3.csv": data([WR[:3]])})
# Rows that cancel: the same x twice, with g and nearly -g.
XW = [XR[0], XR[0], XR[1]]
DW = [DR[0], [-v for v in DR[0]], [v * 1e-12 for v in DR[1]]]
case("norm-dw-cancel", "$ATTN norm --dout D.csv --wrt w X.csv",
     rows(norm_dw(XW, DW)), files={"X.csv": data(XW), "D.csv": data(DW)},
     how="Rows 0 and 1 are one x with g and -g: their terms cancel exactly,\n"
         "and dW is row 2's, 1e-12 of theirs.  " + FULL)
XW2 = [[3, 4], [6, 8], [-3, -4]]
DW2 = [[1e16, 1], [1, 1e-16], [1e16, 3]]
case("norm-dw-cancel-exact", "$ATTN norm --l2 --eps 0 --dout D.csv --wrt w X.csv",
     rows(norm_dw(XW2, DW2, l2=True, eps=0)),
     files={"X.csv": data(XW2), "D.csv": data(DW2)},
     how="x / |x| = [0.6, 0.8], [0.6, 0.8], [-0.6, -0.8]: dw_0 = 0.6 (1e16 +\n"
         "1 - 1e16) = 0.6, dw_1 = 0.8 (1 + 1e-16 - 3) = -1.6 + 0.8e-16,\n"
         "exactly, where a plain sum gives 0 for dw_0.\n")
case("norm-dw-no-rows", "$ATTN norm -w '[1,2,3]' --dout D.csv --wrt w",
     "0,0,0\n", files={"D.csv": ""}, stdin="",
     how="No rows: a sum of nothing, as wide as W.\n")
case("norm-dw-no-rows-no-weight", "$ATTN norm --dout D.csv --wrt w", "",
     files={"D.csv": ""}, stdin="",
     how="No rows and no W: nothing says how wide dW is; nothing is written.\n")
case("norm-dw-jobs", "$ATTN norm -j 3 --heads 2 --dout D.csv --wrt w X.csv",
     rows(norm_dw(XJ, XJ[::-1], heads=2)),
     files={"X.csv": data(XJ), "D.csv": data(XJ[::-1])})

# --- errors -------------------------------------------------------------------

bad("norm-eps-negative", "$ATTN norm --eps -1e-6 '[1]'",
    "--eps must be 0 or more, not '-1e-6'", 2)
bad("norm-eps-not-number", "$ATTN norm --eps tiny '[1]'",
    "--eps takes a finite number, not 'tiny'", 2)
bad("norm-eps-inf", "$ATTN norm --eps inf '[1]'",
    "--eps takes a finite number, not 'inf'", 2)
bad("norm-eps-no-value", "$ATTN norm '[1]' --eps", "option '--eps' needs a value",
    2)
bad("norm-w-width", "$ATTN norm -w W.csv X.csv",
    "W.csv: W has 3 weights, but the row has 2 columns (one weight per column)",
    files={"X.csv": "1,2\n", "W.csv": "1,2,3\n"})
bad("norm-w-width-heads", "$ATTN norm --heads 2 -w '[1,2,3,4]' '[1,2,3,4]'",
    "<literal>: W has 4 weights, but a head has 2 columns (one weight per "
    "column of a head)")
bad("norm-w-width-one", "$ATTN norm --head-dim 2 -w '[1]' '[1,2]'",
    "<literal>: W has 1 weight, but the row has 2 columns (one weight per "
    "column)")
bad("norm-w-matrix", "$ATTN norm -w '[1,2;3,4]' '[1,2]'",
    "<literal>: W is 2 x 2; it must be one row or one column (one weight per "
    "column of a head)")
bad("norm-w-nan", "$ATTN norm -w '[1,nan]' '[1,2]'",
    "<literal>:1: field 2 is 'nan'; W must be finite")
bad("norm-w-empty", "$ATTN norm -w W.csv '[1]'",
    "W.csv: no data rows (W needs at least one)", files={"W.csv": "# none\n"})
bad("norm-w-missing-file", "$ATTN norm -w nosuch.csv '[1]'",
    "nosuch.csv: no such file or directory")
bad("norm-heads-width", "$ATTN norm --heads 4 '[1,2,3,4,5,6]'",
    "<literal>:1: the row has 6 columns, which --heads 4 does not divide")
bad("norm-head-dim-width", "$ATTN norm --head-dim 4 X.csv",
    "X.csv:2: the row has 6 columns, which --head-dim 4 does not divide",
    files={"X.csv": "# six\n1,2,3,4,5,6\n"})
bad("norm-heads-and-head-dim", "$ATTN norm --heads 2 --head-dim 2 '[1,2,3,4]'",
    "--heads and --head-dim cannot both be given", 2)
bad("norm-head-dim-zero", "$ATTN norm --head-dim 0 '[1]'",
    "--head-dim takes a whole number from 1 to 1073741824, not '0'", 2)
bad("norm-heads-zero", "$ATTN norm --heads 0 '[1]'",
    "--heads takes a whole number from 1 to 1048576, not '0'", 2)
bad("norm-no-norm", "$ATTN norm --eps 0 '[1,2;0,0;3,4]'",
    "<literal>:2: the row is all 0 and --eps is 0, so it has no norm (0/0)",
    out=rows(norm([[1, 2]], eps=0)))
bad("norm-no-norm-head", "$ATTN norm --eps 0 --heads 2 '[1,2,-0,0]'",
    "<literal>:1: head 1 of the row is all 0 and --eps is 0, so it has no "
    "norm (0/0)")
bad("norm-no-norm-dx", "$ATTN norm --eps 0 --dout '[1,1]' '[0,0]'",
    "<literal>:1: the row is all 0 and --eps is 0, so it has no norm (0/0)")
bad("norm-no-norm-dw", "$ATTN norm --eps 0 --dout '[1,1]' --wrt w '[0,0]'",
    "<literal>:1: the row is all 0 and --eps is 0, so it has no norm (0/0)")
bad("norm-plus-one-no-w", "$ATTN norm --plus-one '[1]'",
    "--plus-one needs -w W, the weights", 2)
bad("norm-wrt-no-dout", "$ATTN norm --wrt w '[1]'",
    "--wrt needs --dout dY, the gradient at the output", 2)
bad("norm-wrt-bad", "$ATTN norm --wrt b --dout '[1]' '[1]'",
    "--wrt takes x or w, not 'b'", 2)
bad("norm-show-work-dout", "$ATTN norm --show-work --dout '[1]' '[1]'",
    "--show-work shows the forward pass; it does not take --dout", 2)
bad("norm-dout-width", "$ATTN norm --dout D.csv X.csv",
    "D.csv:1: dY has 3 columns, but X has 2 (dY must have the output's shape)",
    files={"X.csv": "1,2\n", "D.csv": "1,2,3\n"})
bad("norm-dout-width-wrt-w", "$ATTN norm --dout '[1]' --wrt w '[1,2]'",
    "<literal>:1: dY has 1 column, but X has 2 (dY must have the output's "
    "shape)")
bad("norm-dout-more-rows", "$ATTN norm --dout D.csv X.csv",
    "D.csv:3: dY has 3 rows, but X has 2 (a row of each, in step)",
    out=rows(norm_dx([[1, 2], [3, 4]], [[1, 1], [2, 2]])),
    files={"X.csv": "1,2\n3,4\n", "D.csv": "1,1\n2,2\n3,3\n"})
bad("norm-dout-fewer-rows", "$ATTN norm --dout D.csv X.csv",
    "D.csv:2: dY has 1 row, but X has 2 (a row of each, in step)",
    out=rows(norm_dx([[1, 2]], [[1, 1]])),
    files={"X.csv": "1,2\n3,4\n", "D.csv": "1,1\n"})
bad("norm-dout-nan", "$ATTN norm --dout '[1,nan]' '[1,2]'",
    "<literal>:1: field 2 is 'nan'; dY must be finite")
bad("norm-x-nan", "$ATTN norm X.csv", "X.csv:2: field 1 is 'nan'; X must be "
    "finite", out=rows(norm([[1, 2]])), files={"X.csv": "1,2\nnan,1\n"})
bad("norm-x-inf", "$ATTN norm", "<stdin>:1: field 2 is '-inf'; X must be finite",
    stdin="1,-inf\n")
bad("norm-x-not-number", "$ATTN norm '[1,x]'",
    "<literal>:1: field 2, 'x', is not a number")
bad("norm-ragged", "$ATTN norm '[1,2;3]'",
    "<literal>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)",
    out=rows(norm([[1, 2]])))
bad("norm-overflow", "$ATTN norm --eps 0 -w '[1.5e308,1]' '[1,1e-300]'",
    "<literal>:1: the output for column 0 overflows a double")
bad("norm-dx-overflow", "$ATTN norm --eps 0 --dout '[1e300,1e300]' '[1e-300,0]'",
    "<literal>:1: dX for column 1 overflows a double")
bad("norm-dw-overflow", "$ATTN norm --dout '[1e308;1e308]' --wrt w '[1;1]'",
    "<literal>: dW for column 0 overflows a double")
bad("norm-two-stdin", "$ATTN norm --dout - -",
    "only one operand can be read from stdin", 2)
bad("norm-two-stdin-w", "$ATTN norm -w - --dout - '[1]'",
    "only one operand can be read from stdin", 2)
bad("norm-extra-operand", "$ATTN norm '[1]' '[2]'", "unexpected operand '[2]'",
    2)
bad("norm-unknown-option", "$ATTN norm --causal '[1]'",
    "unknown option '--causal'", 2)
bad("norm-l2-value", "$ATTN norm --l2=yes '[1]'",
    "option '--l2' takes no value", 2)

# --- check --of norm: the slips students make --------------------------------
#
# Each wrong answer is tests/lib/rmsnorm.py's bent(): the slip made in
# float64 PyTorch (its backward through autograd), written to 4 decimals.
# Which lines attn must print is decided by checkof.py's own report(),
# the rules of attn-check(1) (the digits written, singles, then pairs of
# different parameters), run with norm's problem, answers and mistakes: the
# same function, its names bound to norm's below.  The descriptions are
# written out by hand from attn-check(1).

def g6(x):
    return "%.6g" % x


class NP:
    """One check --of norm problem."""
    of = "norm"

    def __init__(self, X, w=None, eps=1e-6, l2=False, plus_one=False,
                 heads=1, D=None, wrt=None, atol=1e-8, rtol=1e-5):
        self.X, self.w, self.eps, self.l2 = X, w, eps, l2
        self.plus_one, self.heads, self.D, self.wrt = plus_one, heads, D, wrt
        self.atol, self.rtol = atol, rtol
        self.rows, self.cols = len(X), len(X[0])
        self.d = self.cols // heads

    def settings(self):
        return dict(w=self.w, eps=self.eps, l2=self.l2,
                    plus_one=self.plus_one, heads=self.heads)

    def command(self, extra=""):
        c = ["$ATTN check --of norm -x X.csv"]
        if self.w is not None: c.append("-w W.csv")
        if self.l2: c.append("--l2")
        if self.eps != 1e-6: c.append("--eps %s" % R(self.eps))
        if self.plus_one: c.append("--plus-one")
        if self.heads > 1: c.append("--heads %d" % self.heads)
        if self.D is not None: c.append("--dout D.csv")
        if self.wrt == "w": c.append("--wrt w")
        if self.atol != 1e-8: c.append("--atol %s" % R(self.atol))
        return " ".join(c + ["answer.csv"] + ([extra] if extra else []))

    def files(self):
        f = {"X.csv": data(self.X)}
        if self.w is not None: f["W.csv"] = data([self.w])
        if self.D is not None: f["D.csv"] = data(self.D)
        return f


class Slips:
    """A candidate's recipe: the slips made, the answer transposed."""
    def __init__(self, p):
        self.slips, self.transpose = [], 0


def exact_norm(p):
    """The right answer, exactly rounded (rmsnorm.py)."""
    o = p.settings()
    if p.D is None:
        return np.array(norm(p.X, **o))
    if p.wrt == "w":
        return np.array(norm_dw(p.X, p.D, p.eps, p.l2, p.heads))
    return np.array(norm_dx(p.X, p.D, **o))


def run_norm(p, r):
    M = bent(p.X, D=p.D, wrt=p.wrt, slips=r.slips, **p.settings())
    return M.T if r.transpose else M


def steps(p):
    return ["norm"] if p.D is None else ["norm", "norm-grad"]


def taken(p):
    return "sum" if p.l2 else "mean"


def along(p):
    return ("one per head of %d columns" % p.d if p.heads > 1 else
            "one along each row")


def wtext(p):
    return "" if p.w is None else " (1 + w)" if p.plus_one else " w"


# each one's words, in attn-check(1)'s
WORDS = {
    "norm-heads-ignored": lambda p:
        "one norm over each row's %d columns, not one per head of %d"
        % (p.cols, p.d),
    "norm-columns": lambda p:
        "the %s of the squares taken down each column, over the %d rows, "
        "not %s" % (taken(p), p.rows, along(p)),
    "norm-whole-matrix": lambda p:
        "one %s of the squares over all %d entries of X, not %s"
        % (taken(p), p.rows * p.cols, along(p)),
    "norm-eps-outside": lambda p:
        "eps = %s added outside the root: x%s / (sqrt(%s(x^2)) + eps), not "
        "x%s / sqrt(%s(x^2) + eps)" % (g6(p.eps), wtext(p), taken(p),
                                       wtext(p), taken(p)),
    "norm-eps-ignored": lambda p:
        "eps = %s left out: sqrt(%s(x^2)), not sqrt(%s(x^2) + eps)"
        % (g6(p.eps), taken(p), taken(p)),
    "norm-weight-ignored": lambda p:
        "the weights were not applied: x / sqrt(%s(x^2) + eps), not x%s / "
        "..." % (taken(p), wtext(p)),
    "norm-weight-first": lambda p:
        "the weights applied before the norm, to x: x%s / sqrt(%s((x%s)^2) "
        "+ eps), not after it" % (wtext(p), taken(p), wtext(p)),
    "norm-plus-one-ignored": lambda p:
        "multiplied by w, not by 1 + w as --plus-one asks",
    "norm-plus-one-added": lambda p:
        "multiplied by 1 + w (Gemma's --plus-one), not by the weight w itself",
    "norm-l2-for-rms": lambda p:
        "the sum of the squares, not their mean: the L2 norm sqrt(sum(x^2) "
        "+ eps) for RMSNorm's sqrt(mean(x^2) + eps)",
    "norm-rms-for-l2": lambda p:
        "the mean of the squares, not their sum: RMSNorm's sqrt(mean(x^2) + "
        "eps) for the L2 norm sqrt(sum(x^2) + eps)",
    "norm-no-sqrt": lambda p:
        "divided by %s(x^2) + eps, without the square root" % taken(p),
    "norm-centred": lambda p:
        "the mean of x taken off first, as LayerNorm does: (x - mean(x))%s "
        "/ sqrt(var(x) + eps)" % wtext(p),
    "norm-variance": lambda p:
        "x%s divided by the root of its variance, %s((x - mean(x))^2), not "
        "of %s(x^2): x itself not centred" % (wtext(p), taken(p), taken(p)),
    "norm-unbiased": lambda p:
        "the mean of the squares over d - 1 = %d, not d = %d: the unbiased "
        "variance's divisor (torch.var's default)" % (p.d - 1, p.d),
    "norm-times-root": lambda p:
        "x multiplied by sqrt(%s(x^2) + eps), not divided by it (x / "
        "rsqrt(...) for x * rsqrt(...))" % taken(p),
    "norm-grad-root-constant": lambda p:
        "dX = %sg / rms, the root taken as a constant: the term through the "
        "%s of the squares left out" % ("w " if p.w is not None else "",
                                        taken(p)),
    "norm-grad-mean-factor": lambda p:
        "the term through the mean without the mean's 1/%d: - x sum(g%s x) "
        "/ rms^3, not / (%d rms^3)" % (p.d, wtext(p), p.d),
    "norm-grad-term-sign": lambda p:
        "the term through the %s of the squares added, not subtracted: + x "
        "sum(g%s x) / ..., not - x sum(g%s x) / ..." % (taken(p), wtext(p),
                                                       wtext(p)),
    "norm-dw-unnormalised": lambda p:
        "dW = the sum of g x, the division by the root left out: not the "
        "sum of g x / rms",
    "norm-dw-rows-not-summed": lambda p:
        "dW row by row, each row's own terms, not summed over the %d rows"
        % p.rows,
    "norm-dw-heads-not-summed": lambda p:
        "dW of each head side by side, not summed over the %d heads"
        % p.heads,
}


def slip(mid):
    """MID's mistake, as checkof.py's table has them: made in R, its
    words; None where it is not tried (rmsnorm.tried)."""
    def f(p, r, v):
        if v or not tried(mid, p.X, D=p.D, wrt=p.wrt, slips=r.slips,
                          **p.settings()):
            return None
        r.slips.append(mid)
        return WORDS[mid](p)
    return f


def bound(fn, **names):
    """checkof.py's function FN, its global NAMES bound to norm's."""
    g = dict(vars(checkof), **names)
    return types.FunctionType(fn.__code__, g, fn.__name__, fn.__defaults__)


NORM_TABLE = [(mid, step, par, slip(mid)) for mid, step, par in MISTAKES]
hooks = dict(exact=exact_norm, run=run_norm, Recipe=Slips,
             applies=lambda p, step: step == "any" or step in steps(p),
             blocks_of=lambda p, r: 1)
NORM_TABLE.append(("transposed", "any", "transpose",
                   bound(checkof.m_transposed, **hooks)))
report = bound(checkof.report, TABLE=NORM_TABLE, **hooks)


def answer_case(name, p, text, how, expect=None, also=()):
    """P's check on the answer TEXT, -p 6; a line starting EXPECT, and one
    starting each of ALSO, must be in its report."""
    lines = [line.split(",") for line in text.strip().split("\n")]
    A = np.array([[float(f) for f in line] for line in lines])
    units = np.array([[checkof.unit(f) for f in line] for line in lines])
    out, st = report(p, A, units, 6)
    for e in ([expect] if expect else []) + list(also):
        assert any(l.startswith(e) for l in out.split("\n")), (name, e, out)
    files = p.files()
    files["answer.csv"] = text
    case(name, p.command("-p 6"), out, status=st, files=files, how=how)


def slipped(name, p, slips, how, also=()):
    """The answer the SLIPS give, to 4 decimals, must be named."""
    r = Slips(p)
    for mid in slips:
        assert dict((m[0], m[3]) for m in NORM_TABLE)[mid](p, r, 0), mid
    text = csv(run_norm(p, r), ("fixed", 4))
    tag = ("likely mistake (%s)" % slips[0] if len(slips) == 1 else
           "likely mistakes (%s)" % " + ".join(slips))
    answer_case(name, p, text, how + "\nThe answer: rmsnorm.py's bent() "
                "with %s, written with %%.4f." % " + ".join(slips),
                expect=tag, also=also)


def rounded(name, p, decimals, how):
    """The right answer written with DECIMALS: right to the digits."""
    text = csv(exact_norm(p), ("fixed", decimals))
    answer_case(name, p, text, how + " The answer is it written with "
                "%%.%df." % decimals, expect="right to the digits written")


CX = [[3, 4, 1, -1], [0.5, 2, -1, 1.5], [-2, 1, 2.5, 0.5]]
CW = [1.5, -0.5]
CD = [[1, -0.5, 2, 0.25], [-1, 1, 0.5, 2], [0.5, 1.5, -1, -0.75]]
HOW_CHECK = ("X, W and dY small and uneven, --eps 0.1 so that the slips of "
             "eps show at 4 decimals; the expected matrix rmsnorm.py's "
             "exact one.")
NC = lambda **kw: NP(CX, **dict(dict(w=CW, eps=0.1, heads=2), **kw))
for mid in ["norm-heads-ignored", "norm-columns", "norm-whole-matrix",
            "norm-eps-outside", "norm-eps-ignored", "norm-weight-ignored",
            "norm-weight-first", "norm-plus-one-added", "norm-l2-for-rms",
            "norm-no-sqrt", "norm-centred", "norm-variance", "norm-unbiased",
            "norm-times-root"]:
    slipped("norm-check-" + mid[5:], NC(), [mid], HOW_CHECK)
slipped("norm-check-plus-one-ignored", NC(plus_one=True),
        ["norm-plus-one-ignored"], HOW_CHECK + "\n--plus-one: x (1 + w).")
slipped("norm-check-rms-for-l2", NC(l2=True), ["norm-rms-for-l2"],
        HOW_CHECK + "\n--l2.")
slipped("norm-check-l2-no-sqrt", NC(l2=True), ["norm-no-sqrt"],
        HOW_CHECK + "\n--l2.")
slipped("norm-check-row-columns", NP(CX, w=[1, 2, 0.5, -1], eps=0.1),
        ["norm-columns"], HOW_CHECK + "\nOne norm over the whole row: W "
        "has a weight per column of the row.")
slipped("norm-check-no-weight", NP(CX, eps=0.1, heads=2), ["norm-eps-outside"],
        HOW_CHECK + "\nNo -w: Llama 4's QK norm.")
slipped("norm-check-transposed", NP(CX[:2] + [[1, 1, -2, 0.5], [0, 3, 1, 1]],
                                    w=CW, eps=0.1, heads=2), ["transposed"],
        HOW_CHECK + "\nA square X.")
slipped("norm-check-pair", NP(CX[:2] + [[1, 1, -2, 0.5], [0, 3, 1, 1]], w=CW,
                              eps=0.1, heads=2),
        ["norm-eps-ignored", "transposed"], HOW_CHECK + "\nA square X.")
# the backward pass: dX, and the forward's slips through it
ND = lambda **kw: NC(D=CD, **kw)
for mid in ["norm-grad-root-constant", "norm-grad-mean-factor",
            "norm-grad-term-sign"]:
    slipped("norm-check-" + mid[5:], ND(), [mid], HOW_CHECK + "\n--dout: dX.")
slipped("norm-check-grad-eps-ignored", ND(), ["norm-eps-ignored"],
        HOW_CHECK + "\n--dout: dX, through the norm without eps (autograd).")
slipped("norm-check-grad-weight-first", ND(), ["norm-weight-first"],
        HOW_CHECK + "\n--dout: dX, through x w normalised (autograd).")
slipped("norm-check-grad-pair", ND(), ["norm-heads-ignored",
                                       "norm-grad-root-constant"],
        HOW_CHECK + "\n--dout: dX; a slip of the norm, then one of its "
        "backward pass.")
# dW
NW = lambda **kw: NC(D=CD, wrt="w", **kw)
for mid in ["norm-dw-unnormalised", "norm-dw-rows-not-summed",
            "norm-dw-heads-not-summed"]:
    slipped("norm-check-" + mid[5:], NW(), [mid], HOW_CHECK + "\n--wrt w: dW.")
slipped("norm-check-dw-eps-ignored", NW(), ["norm-eps-ignored"],
        HOW_CHECK + "\n--wrt w: dW, through the norm without eps.")
# right answers, in full and to 1 to 4 decimals; noise names nothing
for p, what in [(NC(), "y"), (ND(), "dX"), (NW(), "dW"),
                (NC(plus_one=True, l2=True), "y, --l2 --plus-one")]:
    tag = what.split(",")[0].lower()
    answer_case("norm-check-right-full-" + tag + ("-l2" if p.l2 else ""), p,
                data(exact_norm(p)), HOW_CHECK + " The "
                "answer is the right %s in full." % what)
    for k in range(1, 5) if not p.l2 else [2]:
        rounded("norm-check-right-%d-%s%s" % (k, tag, "-l2" if p.l2 else ""),
                p, k, HOW_CHECK + " The right %s." % what)
rng = random.Random(29)
for p, what in [(NC(), "y"), (ND(), "dX"), (NW(), "dW")]:
    E = exact_norm(p)
    A = np.array([[round(rng.uniform(-2, 2), 4) for _ in r] for r in E])
    answer_case("norm-check-noise-" + what.lower(), p, csv(A, ("fixed", 4)),
                HOW_CHECK + " The answer: uniform numbers in [-2, 2] "
                "(random, seed 29), as many as the right %s." % what,
                expect="no common mistake")
E = exact_norm(NC())
A = E.copy()
A[1] = -A[1]
answer_case("norm-check-noise-row-sign", NC(), csv(A, ("fixed", 4)),
            HOW_CHECK + " The right y, with row 1's signs flipped.",
            expect="no common mistake")
A = E.copy()
A[0][1] += 0.25
answer_case("norm-check-noise-cell", NC(), csv(A, ("fixed", 4)),
            HOW_CHECK + " The right y, with one cell changed by hand.",
            expect="no common mistake")

# usage: status 2, one line; bad operands: trouble, status 2, as check has it
CU = " (see attn check --help)"
for name, args, msg in [
    ("no-x", "--of norm '[1]'", "--of norm needs -x X, the rows to normalise"),
    ("wrt-q", "--of norm -x '[1]' --dout '[1]' --wrt q '[1]'",
     "--of norm takes --wrt x or w, not 'q'"),
    ("wrt-no-dout", "--of norm -x '[1]' --wrt w '[1]'",
     "--wrt needs --dout dY, the gradient at the output"),
    ("plus-one", "--of norm -x '[1]' --plus-one '[1]'",
     "--plus-one needs -w W, the weights"),
    ("heads-head-dim", "--of norm -x '[1,2]' --heads 2 --head-dim 1 '[1]'",
     "--heads and --head-dim cannot both be given"),
    ("eps", "--of norm -x '[1]' --eps -1 '[1]'",
     "--eps must be 0 or more, not '-1'"),
    ("causal", "--of norm -x '[1]' --causal '[1]'",
     "--causal is for --of scores, weights, attend and grad, not --of norm"),
    ("q", "--of norm -x '[1]' -q '[1]' '[1]'",
     "-q is for --of scores, weights, attend and grad, not --of norm"),
    ("b", "--of norm -x '[1]' -b '[1]' '[1]'",
     "-b is for --of scores, weights, attend, grad and project, not --of norm"),
    ("transposed", "--of norm -x '[1]' -w '[1]' --transposed '[1]'",
     "--transposed is for --of project, not --of norm"),
    ("base", "--of norm -x '[1,2]' --base 100 '[1]'",
     "--base is for --of rope, not --of norm"),
    ("kv-heads", "--of norm -x '[1,2]' --kv-heads 1 '[1]'",
     "--kv-heads is for --of scores, weights, attend, apply and grad, not "
     "--of norm"),
    ("eps-weights", "--of weights -q '[1]' -k '[1]' --eps 1 '[1]'",
     "--eps is for --of norm, not --of weights"),
    ("head-dim-project", "--of project -w '[1]' -x '[1]' --head-dim 1 '[1]'",
     "--head-dim is for --of rope and norm, not --of project"),
    ("l2-rope", "--of rope -x '[1,2]' --l2 '[1]'",
     "--l2 is for --of norm, not --of rope"),
    ("wrt-x-project", "--of project -w '[1]' -x '[1]' --wrt x '[1]'",
     "--wrt needs --dout dY, the gradient at the output"),
    ("wrt-b", "--of norm -x '[1]' --dout '[1]' --wrt b '[1]'",
     "--of norm takes --wrt x or w, not 'b'"),
    ("rms-no-of", "--rms '[1]' '[1]'", "--rms is for check --of STAGE"),
    ("wrt-w-no-of", "--wrt w '[1]' '[1]'", "--wrt is for check --of STAGE"),
    ("two-stdin", "--of norm -x - --dout -", "only one operand can be read "
     "from stdin"),
]:
    case("norm-check-usage-" + name, "$ATTN check " + args,
         err="attn check: " + msg + CU, status=2)
for name, args, msg in [
    ("w-width", "--of norm -x '[1,2,3,4]' --heads 2 -w '[1,2,3]' '[1]'",
     "<literal>: W has 3 weights, but a head has 2 columns (one weight per "
     "column of a head)"),
    ("w-matrix", "--of norm -x '[1,2]' -w '[1,2;3,4]' '[1]'",
     "<literal>: W is 2 x 2; it must be one row or one column (one weight "
     "per column of a head)"),
    ("heads", "--of norm -x '[1,2,3]' --heads 2 '[1]'",
     "<literal>:1: the row has 3 columns, which --heads 2 does not divide"),
    ("dout-width", "--of norm -x '[1,2]' --dout '[1,2,3]' '[1]'",
     "<literal>:1: dY has 3 columns, but X has 2 (dY must have the output's "
     "shape)"),
    ("zero", "--of norm -x '[0,0]' --eps 0 '[1]'",
     "<literal>:1: the row is all 0 and --eps is 0, so it has no norm (0/0)"),
    ("answer", "--of norm -x '[1,2]' '[1,z]'",
     "<literal>:1: ANSWER: field 2, 'z', is not a number"),
]:
    case("norm-check-bad-" + name, "$ATTN check " + args,
         err="attn check: " + msg, status=2)
# the rows on stdin, and the answer from a file
X1 = [[3, 4], [1, -1]]
case("norm-check-stdin", "$ATTN check --of norm -x - --eps 0 answer.csv -p 6",
     "right to the digits written (4 cells)", stdin=data(X1),
     files={"answer.csv": data(norm(X1, eps=0))},
     how="The rows on stdin; the answer rmsnorm.py's exact norm, in full.")
# --list-mistakes: the slips of norm, in attn-check(1)'s order
case("norm-check-list", "$ATTN check --list-mistakes | grep '^norm-'",
     "".join(m[0] + "\n" for m in MISTAKES))

# --- help ---------------------------------------------------------------------

case("norm-help-same",
     "$ATTN help norm >a; $ATTN norm --help >b; $ATTN norm -h >c; "
     "cmp a b && cmp a c && head -n 1 a",
     "usage: attn norm [--rms | --l2] [--eps E] [-w W] [options] [FILE]\n")
case("norm-help-options",
     "$ATTN help norm | grep -o -- '--[a-z0-9-]*' | LC_ALL=C sort -u",
     "".join(o + "\n" for o in sorted([
         "--rms", "--l2", "--eps", "--weight", "--plus-one", "--heads",
         "--head-dim", "--dout", "--wrt", "--show-work", "--jobs",
         "--delimiter", "--tab", "--header", "--precision", "--fixed", "--output",
         "--unbuffered", "--progress", "--no-progress", "--help",
         "--layout"])),
     how="attn-norm(1)'s options and the common ones.\n")
case("norm-help-short",
     "$ATTN help norm | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | "
     "LC_ALL=C sort | tr -d '\\n'; echo", "Hdhjoptuw\n")
case("norm-help-top", "$ATTN --help | grep -c '^  norm '", "1\n")

OUT.done("norm")
