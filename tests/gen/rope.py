#!/usr/bin/python3
"""rope.py - write the tests/cases/rope-* golden cases.

Every expected number comes from the reference (tests/lib/rotary.py),
written from attn-rope(1) without running attn: row i sits at position p = i + N (less
the first position of its run of equal segment ids with --segments); pair
t of each head's first R columns turns by the real angle p * B^(-2t/R),
computed by mpmath at 600 bits from the doubles of B and x (no rounding of
the frequency, the angle or the cosine), and each output
x_a cos - x_b sin or x_a sin + x_b cos is rounded once to the nearest
double (cases.rnd).  --half pairs column t with t + R/2, --interleaved 2t
with 2t + 1; --inverse turns by -p theta.  A zero angle leaves the row as
it is.  Error messages and statuses are written by hand from attn-rope(1).

Run it from anywhere: /usr/bin/python3 tests/gen/rope.py
It rewrites only the rope-* folders it defines.
"""
import math
import os
import sys

import mpmath

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, R, csv, fmt, lit, rnd  # noqa: E402
from rotary import inv_freqs, pair, positions, rope  # noqa: E402

mpmath.mp.prec = 600
USAGE = " (see attn rope --help)"


# --- the reference ---------------------------------------------------------

def working(X, where, base=10000, interleaved=False, rdim=None, offset=0,
            seg=None, inverse=False, heads=1, how=None, sc=None, pos=None):
    """--show-work's text, laid out as attn-rope(1) shows it: every number
    the double nearest the real one (theta_t and, scaled, its factor over
    B^(-2t/R), the angle, the angle mod 2 pi, its cos and sin, times
    yarn's attention factor), in the output format HOW; outputs as
    rope()."""
    def f(v):
        return fmt(v, how)

    def factor(v):
        return "(%s)" % f(v) if math.copysign(1, v) < 0 else f(v)

    def lst(v):
        return "[" + ", ".join(f(e) for e in v) + "]"

    def label(s):
        s = "  " + s
        return s + " " * (17 - len(s)) if len(s) < 17 else s + "\n" + " " * 17

    out = []
    Y = rope(X, base, interleaved, rdim, offset, seg, inverse, heads, sc,
             pos)
    P = pos if pos is not None else positions(len(X), offset, seg)
    for i, (x, y, p) in enumerate(zip(X, Y, P)):
        d = len(x) // heads
        r = rdim or d
        inv, A = inv_freqs(r, base, sc)
        plain = inv_freqs(r, base)[0]
        out.append("row %d (%s line %d)" % (i, where, i + 1))
        out.append(label("x") + lst(x))
        if pos is not None:
            out.append(label("position") + "given by --positions: %s" % f(p))
        elif seg is None:
            out.append(label("position") + "%d + %d = %s" % (i, offset, f(p)))
        else:
            out.append(label("position") + "%d + %d - %d (its segment's "
                       "start) = %s" % (i, offset, i + offset - p, f(p)))
        if A != 1:
            out.append(label("attention") + "cos and sin times %s"
                       % f(rnd(A)))
        cs = []
        for t in range(r // 2):
            theta = inv[t]
            pp = -p if inverse else p
            phi = pp * theta
            c, s = rnd(A * mpmath.cos(phi)), rnd(A * mpmath.sin(phi))
            cs.append((c, s))
            g = "*%s" % f(rnd(theta / plain[t])) if sc else ""
            out.append(label("pair %d" % t) + "theta = %s^(-2*%d/%d)%s = %s"
                       % (R(base), t, r, g, f(rnd(theta))))
            out.append(label("") + "angle = %s*%s = %s, mod 2pi = %s" % (
                factor(float(pp)), f(rnd(theta)), f(rnd(phi)),
                f(rnd(phi - 2 * mpmath.pi * mpmath.floor(
                    phi / (2 * mpmath.pi))))))
            out.append(label("") + "cos = %s, sin = %s" % (f(c), f(s)))
        for h in range(heads):
            if heads > 1:
                out.append(label("head") + "%d of %d" % (h, heads))
            o = h * d
            for t, (c, s) in enumerate(cs):
                a, b = pair(t, r, interleaved)
                xa, xb = x[o + a], x[o + b]
                out.append(label("columns %d, %d" % (o + a, o + b)) +
                           "%s*%s - %s*%s = %s" % (factor(xa), factor(c),
                           factor(xb), factor(s), f(y[o + a])))
                out.append(label("") + "%s*%s + %s*%s = %s" % (
                    factor(xa), factor(s), factor(xb), factor(c),
                    f(y[o + b])))
            if r < d:
                out.append(label("passed") + lst(x[o + r:o + d]))
        out.append(label("output") + lst(y))
    return "\n".join(out) + "\n"


def data(m):
    """An input file: every double in full."""
    return csv(m, lambda v: repr(float(v)))


# --- the cases ---------------------------------------------------------------

OUT = Cases()


def case(name, cmd, out="", err="", status=0, files=None, stdin=None,
         how=None, after=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, how=how, files=files,
             after=after)


def bad(name, cmd, msg, status=1, out="", **kw):
    case(name, cmd, out, "attn rope: " + msg + (USAGE if status == 2 else ""),
         status, **kw)


HOW = ("Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real\n"
       "angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,\n"
       "rounded once (tests/gen/rope.py).\n")

# Small numbers a student can follow: 3 rows of 4, positions 0, 1, 2.
X4 = [[1, 2, 3, 4], [1, 2, 3, 4], [0.5, -1, 2, -0.25]]
L4 = lit(X4)
case("rope-basic", "$ATTN rope '%s'" % L4, csv(rope(X4)), how=HOW)
case("rope-half", "$ATTN rope --half '%s'" % L4, csv(rope(X4)), how=HOW)
case("rope-interleaved", "$ATTN rope --interleaved '%s'" % L4,
     csv(rope(X4, interleaved=True)), how=HOW)
case("rope-last-pairing-wins", "$ATTN rope --interleaved --half '%s'" % L4,
     csv(rope(X4)), how=HOW)
case("rope-stdin", "$ATTN rope", csv(rope(X4)), stdin=data(X4), how=HOW)
case("rope-dash", "$ATTN rope -", csv(rope(X4)), stdin=data(X4), how=HOW)
case("rope-file", "$ATTN rope X.csv", csv(rope(X4)),
     files={"X.csv": data(X4)}, how=HOW)
case("rope-fixed", "$ATTN rope --fixed 6 '%s'" % L4,
     csv(rope(X4), ("fixed", 6)), how=HOW)
case("rope-precision", "$ATTN rope -p 4 '%s'" % L4,
     csv(rope(X4), ("p", 4)), how=HOW)
case("rope-empty", "$ATTN rope", "", stdin="")
case("rope-position-zero", "$ATTN rope '[-0,1e-300,3,-4]'", "-0,1e-300,3,-4",
     how="Position 0: every angle is 0 and the row passes as it is, -0 "
         "included.\n")

# A wider row, random, and long positions.
X8 = [[0.8, -0.3, 0.25, 1.5, -2.0, 0.125, 0.7, -0.9],
      [1.0 / 3, 2.0 / 7, -5.0 / 11, 0.1, 0.2, -0.3, 0.4, 0.5]]
F8 = {"X.csv": data(X8)}
case("rope-wide", "$ATTN rope X.csv", csv(rope(X8)), files=F8, how=HOW)
case("rope-base", "$ATTN rope --base 500000 X.csv",
     csv(rope(X8, base=500000)), files=F8, how=HOW)
case("rope-base-small", "$ATTN rope --base 1.5 --interleaved X.csv",
     csv(rope(X8, base=1.5, interleaved=True)), files=F8, how=HOW)
case("rope-rotary-dim", "$ATTN rope --rotary-dim 4 X.csv",
     csv(rope(X8, rdim=4)), files=F8, how=HOW +
     "Columns 4 to 7 pass through.\n")
case("rope-rotary-dim-interleaved", "$ATTN rope --interleaved --rotary-dim 2 "
     "X.csv", csv(rope(X8, rdim=2, interleaved=True)), files=F8, how=HOW)
case("rope-rotary-dim-all", "$ATTN rope --rotary-dim 8 X.csv",
     csv(rope(X8)), files=F8, how=HOW)
case("rope-offset", "$ATTN rope --offset 7 X.csv",
     csv(rope(X8, offset=7)), files=F8, how=HOW)
case("rope-offset-negative", "$ATTN rope --offset -1 X.csv",
     csv(rope(X8, offset=-1)), files=F8, how=HOW)
case("rope-offset-long", "$ATTN rope --offset 100000 X.csv",
     csv(rope(X8, offset=100000)), files=F8, how=HOW)
case("rope-offset-2-31", "$ATTN rope --offset 2147483647 X.csv",
     csv(rope(X8, offset=2 ** 31 - 1)), files=F8, how=HOW)
case("rope-offset-2-53", "$ATTN rope --offset 9007199254740991 X.csv",
     csv(rope(X8, offset=2 ** 53 - 1)), files=F8, how=HOW)
case("rope-inverse", "$ATTN rope --inverse --offset 3 X.csv",
     csv(rope(X8, offset=3, inverse=True)), files=F8, how=HOW)
Y8 = rope(X8, offset=3)
case("rope-round-trip", "$ATTN rope --offset 3 X.csv | "
     "$ATTN rope --inverse --offset 3",
     csv(rope(Y8, offset=3, inverse=True)), files=F8, how=HOW +
     "The second step turns the first's doubles back; each output is within\n"
     "an ulp of its pair's larger entry of x.\n")
case("rope-heads", "$ATTN rope --heads 2 X.csv",
     csv(rope(X8, heads=2)), files=F8, how=HOW)
case("rope-heads-rotary-dim", "$ATTN rope --heads 2 --rotary-dim 2 "
     "--interleaved X.csv",
     csv(rope(X8, heads=2, rdim=2, interleaved=True)), files=F8, how=HOW)
case("rope-heads-4", "$ATTN rope --heads 4 X.csv",
     csv(rope(X8, heads=4)), files=F8, how=HOW)
case("rope-jobs", "$ATTN rope -j 3 --offset 5 X.csv",
     csv(rope(X8, offset=5)), files=F8, how=HOW)

# Packed sequences: ids 0 0 0 1 1 0 0: the third run is id 0 again, and
# its positions restart all the same.
SEG = [0, 0, 0, 1, 1, 0, 0]
XS = [[1, 0.5, -1, 2], [0.25, 1, 2, -3], [3, 1, -0.5, 0.75], [1, 1, 1, 1],
      [-2, 0.5, 4, 1], [1, 2, 3, 4], [0.1, 0.2, 0.3, 0.4]]
FS = {"X.csv": data(XS), "S.csv": "".join("%d\n" % s for s in SEG)}
case("rope-segments", "$ATTN rope --segments S.csv X.csv",
     csv(rope(XS, seg=SEG)), files=FS, how=HOW +
     "Positions 0 1 2 0 1 0 1: each run of equal ids starts again at 0.\n")
case("rope-segments-offset", "$ATTN rope --segments S.csv --offset 2 "
     "--interleaved X.csv", csv(rope(XS[:5], offset=2, seg=SEG,
                                     interleaved=True)),
     files={"X.csv": data(XS[:5]), "S.csv": FS["S.csv"]}, how=HOW +
     "Rows 0 to 4 at key positions 2 to 6: positions 2 0 1 0 1.\n")
case("rope-segments-padding", "$ATTN rope --segments '[5;5;-1;-1;7]' "
     "X.csv", csv(rope(XS[:5], seg=[5, 5, -1, -1, 7])),
     files={"X.csv": data(XS[:5])}, how=HOW +
     "Padding ids (negative) are a run like any other.\n")

# The working.
XW = [[1, 2, 3, 4], [0.5, -1, 2, -0.25]]
case("rope-show-work", "$ATTN rope --offset 1 --show-work X.csv",
     csv(rope(XW, offset=1)), working(XW, "X.csv", offset=1),
     files={"X.csv": data(XW)}, how=HOW + "The working's theta, angles, cos "
     "and sin are the real ones rounded once.\n")
XH = [[1, -2, 0.5, 3, 0.25, -1], [2, 1, -1, 0.5, 4, 2], [-1, 3, 1, 2, -2, 1]]
SH = [3, 3, 4]
case("rope-show-work-heads", "$ATTN rope --heads 2 --rotary-dim 2 "
     "--inverse --segments '[3;3;4]' --show-work -p 6 X.csv",
     csv(rope(XH, rdim=2, inverse=True, seg=SH, heads=2), ("p", 6)),
     working(XH, "X.csv", rdim=2, inverse=True, seg=SH, heads=2,
             how=("p", 6)),
     files={"X.csv": data(XH)}, how=HOW + "The working's theta, angles, cos "
     "and sin are the real ones rounded once.\n")

# Errors.
bad("rope-rotary-dim-odd", "$ATTN rope --rotary-dim 3 '[1,2,3,4]'",
    "--rotary-dim must be even (its columns turn in pairs), not 3", 2)
bad("rope-rotary-dim-zero", "$ATTN rope --rotary-dim 0 '[1,2,3,4]'",
    "--rotary-dim takes a whole number from 2 to 1073741824, not '0'", 2)
bad("rope-rotary-dim-wide", "$ATTN rope --rotary-dim 6 X.csv",
    "X.csv:1: --rotary-dim 6 is more than the head's 4 columns",
    files={"X.csv": data(X4)})
bad("rope-rotary-dim-wide-heads", "$ATTN rope --heads 2 --rotary-dim 4 "
    "X.csv", "X.csv:1: --rotary-dim 4 is more than the head's 2 columns",
    files={"X.csv": data(X4)})
bad("rope-odd-width", "$ATTN rope '[1,2,3]'",
    "<literal>:1: the head has 3 columns, which do not make pairs (give "
    "--rotary-dim, an even number)")
bad("rope-one-column", "$ATTN rope '[1;2]'",
    "<literal>:1: the head has 1 column, which do not make pairs (give "
    "--rotary-dim, an even number)")
case("rope-odd-width-rotary-dim", "$ATTN rope --rotary-dim 2 '[1,2,3;4,5,6]'",
     csv(rope([[1, 2, 3], [4, 5, 6]], rdim=2)), how=HOW)
bad("rope-heads-width", "$ATTN rope --heads 4 '[1,2,3,4,5,6]'",
    "<literal>:1: the row has 6 columns, which --heads 4 does not divide")
bad("rope-base-one", "$ATTN rope --base 1 '[1,2]'",
    "--base must be above 1 and at most 2^64, not '1'", 2)
bad("rope-base-below-one", "$ATTN rope --base 0.5 '[1,2]'",
    "--base must be above 1 and at most 2^64, not '0.5'", 2)
bad("rope-base-above-2-64", "$ATTN rope --base 1.9e19 '[1,2]'",
    "--base must be above 1 and at most 2^64, not '1.9e19'", 2)
case("rope-base-2-64", "$ATTN rope --base 18446744073709551616 --offset 3 "
     "X.csv", csv(rope(X8, base=2 ** 64, offset=3)), files=F8, how=HOW)
bad("rope-base-not-number", "$ATTN rope --base ten '[1,2]'",
    "--base takes a finite number, not 'ten'", 2)
bad("rope-base-inf", "$ATTN rope --base inf '[1,2]'",
    "--base takes a finite number, not 'inf'", 2)
bad("rope-base-hex", "$ATTN rope --base 0x1p64 '[1,2]'",
    "--base takes a decimal number (hexadecimal is not read), not '0x1p64'",
    2)
bad("rope-offset-beyond", "$ATTN rope --offset 9007199254740993 '[1,2]'",
    "--offset must lie within 2^53 of 0, not 9007199254740993", 2)
bad("rope-offset-not-number", "$ATTN rope --offset x '[1,2]'",
    "--offset takes a whole number, not 'x'", 2)
bad("rope-nan", "$ATTN rope X.csv", "X.csv:2: field 2 is 'nan'; X must be "
    "finite", out="1,2\n", files={"X.csv": "1,2\n3,nan\n"})
bad("rope-inf", "$ATTN rope", "<stdin>:1: field 1 is '-inf'; X must be "
    "finite", stdin="-inf,1\n")
bad("rope-ragged", "$ATTN rope '[1,2;3,4,5,6]'",
    "<literal>:2: row has 4 fields, but the row on line 1 has 2 (ragged rows)",
    out="1,2\n")
bad("rope-overflow", "$ATTN rope '[1,1;1.5e308,1.5e308]'",
    "<literal>:2: the output for column 1 overflows a double", out="1,1\n")
case("rope-no-overflow", "$ATTN rope '[1,1;1e308,-1e308]'",
     csv(rope([[1, 1], [1e308, -1e308]])), how=HOW +
     "At p = 1 both outputs stay below the largest double.\n")
bad("rope-segments-short", "$ATTN rope --segments '[0;0]' '[1,2;3,4;5,6]'",
    "<literal>:3: the row sits at key position 2, outside <literal>'s 2 "
    "positions (0 to 1); --segments takes an id for each row's position",
    out=csv(rope([[1, 2], [3, 4]], seg=[0, 0])))
bad("rope-segments-short-offset", "$ATTN rope --segments '[0;0;0]' "
    "--offset 1 '[1,2;3,4;5,6]'", "<literal>:3: the row sits at key "
    "position 3, outside <literal>'s 3 positions (0 to 2); see --offset",
    out=csv(rope([[1, 2], [3, 4]], offset=1, seg=[0, 0, 0])))
bad("rope-segments-negative", "$ATTN rope --segments '[0;0]' --offset -1 "
    "'[1,2]'", "<literal>:1: the row sits at key position -1, outside "
    "<literal>'s 2 positions (0 to 1); see --offset")
bad("rope-segments-missing", "$ATTN rope --segments nosuch.csv '[1,2]'",
    "nosuch.csv: no such file or directory")
bad("rope-segments-not-whole", "$ATTN rope --segments '[0;0.5]' '[1,2]'",
    "<literal>:2: segment id 0.5 is not a whole number")
bad("rope-segments-two-columns", "$ATTN rope --segments '[0,1]' '[1,2]'",
    "<literal>:1: a segments file has one id a row, not 2 fields")
bad("rope-two-stdin", "$ATTN rope --segments - -",
    "only one operand can be read from stdin", 2)
bad("rope-extra-operand", "$ATTN rope '[1,2]' '[3,4]'",
    "unexpected operand '[3,4]'", 2)
bad("rope-unknown-option", "$ATTN rope --causal '[1,2]'",
    "unknown option '--causal'", 2)
bad("rope-heads-zero", "$ATTN rope --heads 0 '[1,2]'",
    "--heads takes a whole number from 1 to 1048576, not '0'", 2)

# Scaling: Hugging Face's rope_scaling, its formulas in mpmath's reals
# (tests/lib/rotary.py).
HOWS = HOW + ("The frequencies are Hugging Face's rope_scaling formulas\n"
              "(modeling_rope_utils) in mpmath's real numbers "
              "(tests/lib/rotary.py).\n")
X16 = [[math.sin(3.7 * i + 0.9 * j) * (1 + j % 3) for j in range(16)]
       for i in range(3)]
F16 = {"X.csv": data(X16)}
LIN = dict(type="linear", factor=4)
LIN8 = dict(type="linear", factor=8)
case("rope-scaling-linear", "$ATTN rope --scaling linear --factor 4 "
     "--offset 1000 X.csv", csv(rope(X8, offset=1000, sc=LIN)), files=F8,
     how=HOWS)
case("rope-scaling-linear-heads", "$ATTN rope --scaling linear --factor 2.5 "
     "--heads 2 --interleaved --offset 7 X.csv",
     csv(rope(X8, offset=7, heads=2, interleaved=True,
              sc=dict(type="linear", factor=2.5))), files=F8, how=HOWS)
case("rope-scaling-factor-one", "$ATTN rope --scaling linear --factor 1 "
     "--offset 7 X.csv", csv(rope(X8, offset=7)), files=F8, how=HOWS +
     "A factor of 1 is the unscaled rope.\n")
DYN = dict(type="dynamic", factor=4, orig=2048, seq=8192)
case("rope-scaling-dynamic", "$ATTN rope --scaling dynamic --factor 4 "
     "--original-max 2048 --seq-len 8192 --offset 5000 X.csv",
     csv(rope(X8, offset=5000, sc=DYN)), files=F8, how=HOWS)
case("rope-scaling-dynamic-short", "$ATTN rope --scaling dynamic --factor 4 "
     "--original-max 2048 --seq-len 2048 --offset 2000 X.csv",
     csv(rope(X8, offset=2000)), files=F8, how=HOWS +
     "A sequence no longer than L0 keeps the base.\n")
# Without --seq-len, L is the largest position + 1, as Hugging Face's
# dynamic_rope_update takes it from a call's position ids
case("rope-scaling-dynamic-largest", "$ATTN rope --scaling dynamic --factor 4 "
     "--original-max 2048 --offset 5000 X.csv",
     csv(rope(X8, offset=5000, sc=dict(DYN, seq=5002))), files=F8,
     how=HOWS + "Rows at positions 5000 and 5001: L = 5002.\n")
case("rope-scaling-dynamic-largest-literal", "$ATTN rope --scaling dynamic "
     "--factor 2 --original-max 2 --offset 2 '%s'" % lit(X8),
     csv(rope(X8, offset=2, sc=dict(type="dynamic", factor=2, orig=2,
                                     seq=4))),
     how=HOWS + "A literal is read twice as a file is: L = 3 + 1.\n")
case("rope-scaling-dynamic-largest-positions", "$ATTN rope --scaling dynamic "
     "--factor 4 --original-max 2048 --positions P.csv X.csv",
     csv(rope(X8[:1], offset=7000, sc=dict(DYN, seq=7001)) +
         rope(X8[1:], offset=3000, sc=dict(DYN, seq=7001))),
     files=dict(F8, **{"P.csv": "7000\n3000\n"}),
     how=HOWS + "The largest of --positions is 7000: L = 7001, for every "
     "row.\n")
X5 = [[0.5, -1.0, 2.0, 0.25, 1.5, -0.75]] * 5
case("rope-scaling-dynamic-largest-segments", "$ATTN rope --scaling dynamic "
     "--factor 3 --original-max 2 --segments '[4;4;4;9;9]' X.csv",
     csv(rope(X5[:3], sc=dict(type="dynamic", factor=3, orig=2, seq=3)) +
         rope(X5[3:], sc=dict(type="dynamic", factor=3, orig=2, seq=3))),
     files={"X.csv": data(X5)},
     how=HOWS + "Positions 0, 1, 2, then 0, 1 again: L = 3, above L0 = 2.\n")
bad("rope-scaling-dynamic-stdin", "$ATTN rope --scaling dynamic --factor 2 "
    "--original-max 4 <X.csv", "--scaling dynamic takes the sequence's "
    "length from the largest position, which stdin cannot give before it "
    "ends: give --seq-len L", 2, files=F8)
bad("rope-scaling-dynamic-positions-stdin", "$ATTN rope --scaling dynamic "
    "--factor 2 --original-max 4 --positions - X.csv <X.csv",
    "--scaling dynamic takes the sequence's length from the largest "
    "position, which stdin cannot give before it ends: give --seq-len L", 2,
    files=F8)
bad("rope-scaling-dynamic-past-seq-len", "$ATTN rope --scaling dynamic "
    "--factor 4 --original-max 2048 --seq-len 5001 --offset 5000 X.csv",
    "X.csv:2: the row sits at position 5001, past --seq-len 5001 (a "
    "sequence of L positions has 0 to L-1)", files=F8,
    out=csv(rope(X8[:1], offset=5000, sc=dict(DYN, seq=5001))),
    how=HOWS + "Position 5001 needs L of 5002 or more; row 0 is written "
    "first.\n")
bad("rope-scaling-dynamic-positions-past-seq-len", "$ATTN rope --scaling "
    "dynamic --factor 4 --original-max 2048 --seq-len 6000 --positions "
    "'[10;6000]' X.csv", "<literal>:2: position 6000 is past --seq-len 6000 "
    "(a sequence of L positions has 0 to L-1)", files=F8,
    out=csv(rope(X8[:1], offset=10, sc=dict(DYN, seq=6000))), how=HOWS)
bad("rope-scaling-dynamic-past-seq-len-short", "$ATTN rope --scaling "
    "dynamic --factor 4 --original-max 2048 --seq-len 1 --offset 1 X.csv",
    "X.csv:1: the row sits at position 1, past --seq-len 1 (a sequence of "
    "L positions has 0 to L-1)", files=F8,
    how="Past the length even where L <= L0 leaves the frequencies unscaled: "
    "the length given is not the rows'.\n")
YARN = dict(type="yarn", factor=32, orig=4096)
case("rope-scaling-yarn", "$ATTN rope --scaling yarn --factor 32 "
     "--original-max 4096 --offset 100000 X.csv",
     csv(rope(X16, offset=100000, sc=YARN)), files=F16, how=HOWS)
OSS = dict(type="yarn", factor=32, orig=4096, truncate=False)
case("rope-scaling-yarn-no-truncate", "$ATTN rope --base 150000 --scaling "
     "yarn --factor 32 --original-max 4096 --beta-fast 32 --beta-slow 1 "
     "--no-truncate --offset 100000 X.csv",
     csv(rope(X16, base=150000, offset=100000, sc=OSS)), files=F16,
     how=HOWS + "gpt-oss's setting: the ramp's ends as they come.\n")
case("rope-scaling-yarn-truncate", "$ATTN rope --base 150000 --scaling "
     "yarn --factor 32 --original-max 4096 --no-truncate --truncate "
     "--offset 100000 X.csv",
     csv(rope(X16, base=150000, offset=100000, sc=YARN)), files=F16,
     how=HOWS + "The last of --truncate and --no-truncate wins.\n")
case("rope-scaling-yarn-mscale", "$ATTN rope --scaling yarn --factor 40 "
     "--original-max 4096 --mscale 1 --mscale-all-dim 0.707 --offset 3 X.csv",
     csv(rope(X16, offset=3, sc=dict(type="yarn", factor=40, orig=4096,
                                     mscale=1, mscale_all_dim=0.707))),
     files=F16, how=HOWS)
case("rope-scaling-yarn-mscale-equal", "$ATTN rope --scaling yarn "
     "--factor 40 --original-max 4096 --mscale 0.5 --mscale-all-dim 0.5 "
     "--offset 3 X.csv",
     csv(rope(X16, offset=3, sc=dict(type="yarn", factor=40, orig=4096,
                                     mscale=0.5, mscale_all_dim=0.5))),
     files=F16, how=HOWS + "Equal mscales: an attention factor of 1.\n")
case("rope-scaling-yarn-attention", "$ATTN rope --scaling yarn --factor 4 "
     "--original-max 32768 --attention-factor 1.25 --beta-fast 16 "
     "--beta-slow 2 --offset 3 X.csv",
     csv(rope(X16, offset=3, sc=dict(type="yarn", factor=4, orig=32768,
                                     attention_factor=1.25, beta_fast=16,
                                     beta_slow=2))), files=F16, how=HOWS)
case("rope-scaling-yarn-position-zero", "$ATTN rope --scaling yarn "
     "--factor 32 --original-max 4096 '[1,2,3,4;-0,1e-300,3,-4]' --positions "
     "'[0;0]'", csv(rope([[1, 2, 3, 4], [-0.0, 1e-300, 3, -4]], pos=[0, 0],
                         sc=YARN)), how=HOWS +
     "At position 0 the row is times the attention factor, 0.1 ln 32 + 1.\n")
case("rope-scaling-yarn-rotary-dim", "$ATTN rope --scaling yarn --factor 8 "
     "--original-max 64 --rotary-dim 8 --heads 2 --inverse --offset 70 "
     "X.csv", csv(rope(X16, offset=70, rdim=8, heads=2, inverse=True,
                       sc=dict(type="yarn", factor=8, orig=64))), files=F16,
     how=HOWS + "Columns 8 to 15 pass through, unscaled by the attention "
     "factor.\n")
LL3 = dict(type="llama3", factor=8, orig=8192)
case("rope-scaling-llama3", "$ATTN rope --base 500000 --scaling llama3 "
     "--factor 8 --original-max 8192 --offset 100000 X.csv",
     csv(rope(X16, base=500000, offset=100000, sc=LL3)), files=F16,
     how=HOWS + "Pairs 0 to 3 unscaled, 4 smoothed, 5 to 7 divided by 8.\n")
case("rope-scaling-llama3-factors", "$ATTN rope --base 500000 --scaling "
     "llama3 --factor 32 --original-max 8192 --low-freq-factor 2 "
     "--high-freq-factor 8 --offset 131071 X.csv",
     csv(rope(X16, base=500000, offset=131071,
              sc=dict(type="llama3", factor=32, orig=8192, low=2,
                      high=8))), files=F16, how=HOWS)
case("rope-scaling-segments", "$ATTN rope --scaling linear --factor 4 "
     "--segments S.csv X.csv", csv(rope(XS, seg=SEG, sc=LIN)), files=FS,
     how=HOWS)
case("rope-scaling-jobs", "$ATTN rope -j 3 --base 150000 --scaling yarn "
     "--factor 32 --original-max 4096 --no-truncate --offset 5 X.csv",
     csv(rope(X16, base=150000, offset=5, sc=OSS)), files=F16, how=HOWS)
XW2 = [[1, 2, 3, 4, 0.5, -1, 2, -0.25]]
case("rope-scaling-show-work", "$ATTN rope --scaling yarn --factor 32 "
     "--original-max 4096 --offset 100 --show-work -p 6 X.csv",
     csv(rope(XW2, offset=100, sc=YARN), ("p", 6)),
     working(XW2, "X.csv", offset=100, sc=YARN, how=("p", 6)),
     files={"X.csv": data(XW2)}, how=HOWS + "The working's numbers are the "
     "real ones rounded once.\n")
case("rope-scaling-show-work-linear", "$ATTN rope --scaling linear --factor 8 "
     "--offset 2 --show-work X.csv", csv(rope(XW, offset=2, sc=LIN8)),
     working(XW, "X.csv", offset=2, sc=LIN8), files={"X.csv": data(XW)},
     how=HOWS + "The working's numbers are the real ones rounded once.\n")

# Position ids, and heads of a given width.
PS = [3, 0, 7, 100000]
XP = X4 + [[1, -1, 0.5, 2]]
case("rope-positions", "$ATTN rope --positions P.csv X.csv",
     csv(rope(XP, pos=PS)), files={"X.csv": data(XP),
                                   "P.csv": "".join("%d\n" % p for p in PS)},
     how=HOW + "Each row at its --positions entry.\n")
case("rope-positions-padded", "$ATTN rope --positions '[0;0;1;0;1;2]' -p 4 "
     "'[1,0;1,0;1,0;1,0;1,0;1,0]'",
     csv(rope([[1, 0]] * 6, pos=[0, 0, 1, 0, 1, 2]), ("p", 4)), how=HOW)
case("rope-positions-stdin", "$ATTN rope --positions - X.csv",
     csv(rope(XP, pos=PS)), files={"X.csv": data(XP)},
     stdin="".join("%d\n" % p for p in PS), how=HOW)
case("rope-positions-float", "$ATTN rope --positions '[2.0;1e1]' X.csv",
     csv(rope(X4[:2], pos=[2, 10])), files={"X.csv": data(X4[:2])},
     how=HOW + "2.0 and 1e1 are whole numbers.\n")
case("rope-positions-inverse", "$ATTN rope --positions '[5;9]' --inverse "
     "--heads 2 X.csv", csv(rope(X8, pos=[5, 9], inverse=True, heads=2)),
     files=F8, how=HOW)
case("rope-positions-scaling", "$ATTN rope --positions '[4096;131071;0]' "
     "--base 150000 --scaling yarn --factor 32 --original-max 4096 "
     "--no-truncate X.csv", csv(rope(X16, base=150000, pos=[4096, 131071, 0],
                                     sc=OSS)), files=F16, how=HOWS)
case("rope-positions-show-work", "$ATTN rope --positions '[5]' --show-work "
     "-p 4 X.csv", csv(rope(XW[:1], pos=[5]), ("p", 4)),
     working(XW[:1], "X.csv", pos=[5], how=("p", 4)),
     files={"X.csv": data(XW[:1])}, how=HOW)
case("rope-head-dim", "$ATTN rope --head-dim 4 X.csv",
     csv(rope(X8, heads=2)), files=F8, how=HOW +
     "Heads of 4 columns: two of them, as --heads 2.\n")
case("rope-head-dim-q-and-k", "$ATTN rope --head-dim 2 --offset 3 Q.csv; "
     "$ATTN rope --head-dim 2 --offset 3 K.csv",
     csv(rope(X8, heads=4, offset=3)) +
     csv(rope([r[:4] for r in X8], heads=2, offset=3)),
     files={"Q.csv": data(X8), "K.csv": data([r[:4] for r in X8])},
     how=HOW + "Q's 8 columns are 4 heads of 2, K's 4 are 2 heads.\n")

# Their errors.
bad("rope-scaling-no-factor", "$ATTN rope --scaling yarn --original-max 4096 "
    "'[1,2]'", "--scaling yarn needs --factor", 2)
bad("rope-scaling-factor-below-one", "$ATTN rope --scaling linear --factor "
    "0.5 '[1,2]'", "--factor must be at least 1 (and at most 2^20), not "
    "'0.5'", 2)
bad("rope-scaling-factor-negative", "$ATTN rope --scaling linear --factor "
    "-4 '[1,2]'", "--factor must be at least 1 (and at most 2^20), not '-4'",
    2)
bad("rope-scaling-factor-nan", "$ATTN rope --scaling linear --factor nan "
    "'[1,2]'", "--factor takes a finite number, not 'nan'", 2)
bad("rope-scaling-unknown", "$ATTN rope --scaling ntk --factor 2 '[1,2]'",
    "--scaling takes linear, dynamic, yarn or llama3, not 'ntk'", 2)
bad("rope-scaling-factor-alone", "$ATTN rope --factor 2 '[1,2]'",
    "--factor needs --scaling (linear, dynamic, yarn or llama3)", 2)
bad("rope-scaling-original-max-alone", "$ATTN rope --original-max 4096 "
    "'[1,2]'", "--original-max needs --scaling (linear, dynamic, yarn or "
    "llama3)", 2)
bad("rope-scaling-linear-original-max", "$ATTN rope --scaling linear "
    "--factor 2 --original-max 4096 '[1,2]'", "--original-max is for "
    "--scaling dynamic, yarn or llama3", 2)
bad("rope-scaling-yarn-no-original-max", "$ATTN rope --scaling yarn "
    "--factor 2 '[1,2]'", "--scaling yarn needs --original-max (the "
    "positions it was trained on)", 2)
bad("rope-scaling-beta-linear", "$ATTN rope --scaling linear --factor 2 "
    "--beta-fast 16 '[1,2]'", "--beta-fast is for --scaling yarn", 2)
bad("rope-scaling-no-truncate-alone", "$ATTN rope --no-truncate '[1,2]'",
    "--no-truncate is for --scaling yarn", 2)
bad("rope-scaling-seq-len-yarn", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --seq-len 128 '[1,2]'",
    "--seq-len is for --scaling dynamic", 2)
bad("rope-scaling-low-freq-yarn", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --low-freq-factor 2 '[1,2]'",
    "--low-freq-factor is for --scaling llama3", 2)
bad("rope-scaling-beta-order", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --beta-fast 1 --beta-slow 32 '[1,2]'",
    "--beta-fast (1) must be above --beta-slow (32)", 2)
bad("rope-scaling-beta-zero", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --beta-fast 0 '[1,2]'",
    "--beta-fast must be above 0 and at most 2.14748e+09, not '0'", 2)
bad("rope-scaling-mscale-alone", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --mscale 1 '[1,2]'", "--mscale needs --mscale-all-dim "
    "too (Hugging Face takes the two together)", 2)
bad("rope-scaling-mscale-attention", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --mscale 1 --mscale-all-dim 1 --attention-factor 2 "
    "'[1,2]'", "--attention-factor and --mscale exclude each other (the "
    "factor is given)", 2)
bad("rope-scaling-attention-zero", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 64 --attention-factor 0 '[1,2]'",
    "--attention-factor must be above 0 and at most 1.04858e+06, not '0'", 2)
bad("rope-scaling-llama3-order", "$ATTN rope --scaling llama3 --factor 8 "
    "--original-max 8192 --low-freq-factor 4 '[1,2]'",
    "--high-freq-factor (4) must be above --low-freq-factor (4)", 2)
bad("rope-scaling-original-max-zero", "$ATTN rope --scaling yarn --factor 2 "
    "--original-max 0 '[1,2]'", "--original-max takes a whole number from 1 "
    "to 2147483648, not '0'", 2)
bad("rope-scaling-dynamic-two-columns", "$ATTN rope --scaling dynamic "
    "--factor 2 --original-max 64 --seq-len 128 '[1,2]'",
    "<literal>:1: --scaling dynamic needs more than 2 rotated columns (its "
    "exponent is R/(R-2))")
case("rope-scaling-error-keeps-output", "echo old >out.csv; $ATTN rope "
     "--scaling yarn -o out.csv '[1,2]'", "old\n",
     "attn rope: --scaling yarn needs --factor" + USAGE, 2,
     after="cat out.csv")
bad("rope-positions-not-whole", "$ATTN rope --positions '[1;2.5]' "
    "'[1,2;3,4]'", "<literal>:2: field 1, 2.5, is not a whole number "
    "(--positions takes a row's position)",
    out=csv(rope([[1, 2]], pos=[1])))
bad("rope-positions-negative", "$ATTN rope --positions P.csv '[1,2;3,4]'",
    "P.csv:3: position -1 is negative (a position counts from 0)",
    out=csv(rope([[1, 2]], pos=[2])), files={"P.csv": "2\n\n-1\n"})
bad("rope-positions-beyond", "$ATTN rope --positions '[9007199254740994]' "
    "'[1,2]'", "<literal>:1: position 9007199254740994 is beyond 2^53")
bad("rope-positions-nan", "$ATTN rope --positions '[nan]' '[1,2]'",
    "<literal>:1: field 1 is 'nan'; --positions must be finite")
bad("rope-positions-short", "$ATTN rope --positions '[1]' '[1,2;3,4]'",
    "<literal>:2: --positions has 1 row, but X has 2 (a row of each, in "
    "step)", out=csv(rope([[1, 2]], pos=[1])))
bad("rope-positions-long", "$ATTN rope --positions '[1;2;3]' '[1,2;3,4]'",
    "<literal>:3: --positions has 3 rows, but X has 2 (a row of each, in "
    "step)", out=csv(rope([[1, 2], [3, 4]], pos=[1, 2])))
bad("rope-positions-two-columns", "$ATTN rope --positions '[1,2]' '[1,2]'",
    "<literal>:1: --positions has 2 fields in a row; it takes one position "
    "per row")
bad("rope-positions-offset", "$ATTN rope --positions '[1]' --offset 0 "
    "'[1,2]'", "--positions and --offset exclude each other (the positions "
    "are given)", 2)
bad("rope-positions-segments", "$ATTN rope --positions '[1]' --segments "
    "'[0]' '[1,2]'", "--positions and --segments exclude each other (the "
    "positions are given)", 2)
bad("rope-positions-missing", "$ATTN rope --positions nosuch.csv '[1,2]'",
    "nosuch.csv: no such file or directory")
bad("rope-positions-two-stdin", "$ATTN rope --positions -",
    "only one operand can be read from stdin", 2)
bad("rope-head-dim-width", "$ATTN rope --head-dim 3 '[1,2,3,4]'",
    "<literal>:1: the row has 4 columns, which --head-dim 3 does not divide")
bad("rope-head-dim-odd", "$ATTN rope --head-dim 3 '[1,2,3,4,5,6]'",
    "<literal>:1: the head has 3 columns, which do not make pairs (give "
    "--rotary-dim, an even number)")
bad("rope-head-dim-heads", "$ATTN rope --head-dim 2 --heads 2 '[1,2,3,4]'",
    "--head-dim and --heads exclude each other (the heads are the width "
    "over --head-dim)", 2)
bad("rope-head-dim-zero", "$ATTN rope --head-dim 0 '[1,2]'",
    "--head-dim takes a whole number from 1 to 1073741824, not '0'", 2)

# Help.
case("rope-help-same",
     "$ATTN help rope >a; $ATTN rope --help >b; $ATTN rope -h >c; "
     "cmp a b && cmp a c && echo same", "same\n")
case("rope-help-options",
     "$ATTN help rope | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u",
     "".join(o + "\n" for o in sorted([
         "--base", "--half", "--interleaved", "--rotary-dim", "--offset",
         "--segments", "--inverse", "--heads", "--show-work", "--jobs",
         "--positions", "--head-dim", "--scaling", "--factor",
         "--original-max", "--seq-len", "--beta-fast", "--beta-slow",
         "--mscale", "--mscale-all-dim", "--attention-factor", "--truncate",
         "--no-truncate", "--low-freq-factor", "--high-freq-factor",
         "--delimiter", "--tab", "--header", "--precision", "--fixed", "--output",
         "--unbuffered", "--progress", "--no-progress", "--help",
         "--layout"])))
case("rope-help-top", "$ATTN --help | grep -c '^  rope '", "1\n")

OUT.done("rope")
