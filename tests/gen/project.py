#!/usr/bin/python3
"""project.py - write the tests/cases/project-* golden cases.

Every expected stdout here comes from the reference below, written from
attn-project(1) without running attn: y_j = sum_i x_i W_ij + b_j as
one exact sum of Fractions (every double is a fraction), rounded once to
the nearest double by float(Fraction), which CPython rounds correctly;
and so for the backward pass, dX = sum over pairs of dY_p W_p^T, dW =
X^T dY (in W's layout) and db = the column sums of dY.
Numbers are laid out as Python's repr less a trailing '.0', or with
'%.Ng' / '%.Nf' for -p N / --fixed N.  Error messages and exit statuses
are written by hand from attn(1), EXIT STATUS and DIAGNOSTICS.

Run it from anywhere: /usr/bin/python3 tests/gen/project.py
It rewrites only the project-* folders it defines.
"""
import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "lib"))
from cases import Cases, R, csv, lit  # noqa: E402

USAGE = " (see attn project --help)"


# --- the reference ---------------------------------------------------------

def project(X, W, b=None, transposed=False):
    """Y = X W + b, each entry the exactly rounded sum."""
    if transposed:
        W = [list(c) for c in zip(*W)]
    out = []
    for x in X:
        row = []
        for j in range(len(W[0])):
            s = sum((Fraction(x[i]) * Fraction(W[i][j]) for i in range(len(x))),
                    Fraction(0))
            if b is not None:
                s += Fraction(b[j])
            row.append(float(s))	# correctly rounded; exact 0 is +0
        out.append(row)
    return out


def back_x(D, W, transposed=False):
    """dX = sum_p dY_p W_p^T (D and W lists of pairs' matrices), each
    entry one exact sum, rounded once."""
    Ws = [[list(c) for c in zip(*w)] if transposed else w for w in W]
    out = []
    for i in range(len(D[0])):
        row = []
        for k in range(len(Ws[0])):
            s = sum((Fraction(d[i][j]) * Fraction(w[k][j])
                     for d, w in zip(D, Ws) for j in range(len(w[0]))),
                    Fraction(0))
            row.append(float(s))
        out.append(row)
    return out


def back_w(X, D, transposed=False):
    """dW = X^T dY, exactly rounded, in W's layout."""
    dw = [[float(sum((Fraction(x[i]) * Fraction(d[j]) for x, d in zip(X, D)),
                     Fraction(0))) for j in range(len(D[0]))]
          for i in range(len(X[0]))]
    return T(dw) if transposed else dw


def back_b(D):
    """db, the column sums of dY, exactly rounded."""
    return [[float(sum((Fraction(d[j]) for d in D), Fraction(0)))
             for j in range(len(D[0]))]]


def rows(m, how=None):
    """Expected output: the matrix as attn writes it."""
    return csv(m, how)


def data(m):
    """An input file: every double in full (repr, '.0' and all)."""
    return csv(m, lambda v: repr(float(v)))


def T(m):
    return [list(c) for c in zip(*m)]


# --- the cases ---------------------------------------------------------------

OUT = Cases()


def case(name, cmd, out="", err="", status=0, files=None, stdin=None,
         how=None, after=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, how=how, files=files,
             after=after)


def bad(name, cmd, msg, status=1, out="", **kw):
    case(name, cmd, out, "attn project: " + msg +
         (USAGE if status == 2 else ""), status, **kw)


# Small integers, checkable by hand: X is 3 x 2, W is 2 x 3, b is 1 x 3.
X = [[1, 2], [0, -1], [3, 1]]
W = [[1, 0, 2], [-1, 1, 1]]
B = [[10, 20, 30]]
FILES = {"X.csv": data(X), "W.csv": data(W), "Wt.csv": data(T(W)),
         "B.csv": data(B)}
HAND = ("X = %s, W = %s, b = %s\n"
        "x W, row 1: 1*1 + 2*-1 = -1, 1*0 + 2*1 = 2, 1*2 + 2*1 = 4\n"
        "     row 2: 0*1 + -1*-1 = 1, 0*0 + -1*1 = -1, 0*2 + -1*1 = -1\n"
        "     row 3: 3*1 + 1*-1 = 2, 3*0 + 1*1 = 1, 3*2 + 1*1 = 7\n"
        "x W + b: 9,22,34 / 11,19,29 / 12,21,37\n" % (X, W, B[0]))
case("project-basic", "$ATTN project -w W.csv X.csv", rows(project(X, W)),
     files=FILES, how=HAND)
case("project-bias", "$ATTN project -w W.csv -b B.csv X.csv",
     rows(project(X, W, B[0])), files=FILES, how=HAND)
case("project-transposed", "$ATTN project --transposed -w Wt.csv -b B.csv X.csv",
     rows(project(X, T(W), B[0], transposed=True)), files=FILES,
     how="Wt.csv is W.csv transposed (PyTorch's nn.Linear.weight layout):\n"
         "the same answer as project-bias.\n")
case("project-long-options",
     "$ATTN project --weight W.csv --bias B.csv --transposed X.csv",
     rows(project(X, T(W), B[0], transposed=True)), files={
         "X.csv": data(X), "W.csv": data(T(W)), "B.csv": data(B)})
case("project-stdin", "$ATTN project -w W.csv -b B.csv",
     rows(project(X, W, B[0])), files=FILES, stdin=data(X))
case("project-dash", "$ATTN project -b B.csv -w W.csv -", rows(project(X, W, B[0])),
     files=FILES, stdin=data(X))
case("project-w-stdin", "$ATTN project -w - X.csv", rows(project(X, W)),
     files=FILES, stdin=data(W))
case("project-b-stdin", "$ATTN project -w W.csv -b - X.csv",
     rows(project(X, W, B[0])), files=FILES, stdin=data(B))
case("project-literal", "$ATTN project -w '[1,0;0,1;1,1]' -b '[0.5,-0.5]' '[1,2,3]'",
     "4.5,4.5\n")
case("project-identity", "$ATTN project -w '[1,0;0,1]' '[-0,0;2.5,-7]'",
     "0,0\n2.5,-7\n",
     how="An all-zero sum is +0 (attn(1): sums start from +0): -0*1 + 0*0 = 0.\n")
case("project-empty", "$ATTN project -w '[1,2]'", "", stdin="")
case("project-empty-comments", "$ATTN project -w '[1,2]' -b '[1,1]'", "",
     stdin="# nothing\n\n")
case("project-one-column", "$ATTN project --transposed -w '[1,2,3]' -b '[-6]'",
     "0\n8\n", stdin="1,1,1\n3,4,1\n")
Xh = [[1, 1, 1], [1, 2, 3]]
Wh = [[1, 1], [1, 2], [1, 3]]
case("project-header", "$ATTN project -H -w W.csv -b B.csv X.csv",
     rows(project(Xh, Wh, [1, -1])), files={
         "X.csv": "a,b,c\n" + data(Xh), "W.csv": "y1,y2\n" + data(Wh),
         "B.csv": "b1,b2\n1,-1\n"})
case("project-delimiter", "$ATTN project -d ';' -w W.csv X.csv",
     rows(project(Xh, Wh)).replace(",", ";"), files={
         "X.csv": data(Xh).replace(",", ";"), "W.csv": data(Wh).replace(",", ";")})
# thirds, as a student would print them
Xp = [[1, 2], [1, -1]]
Wp = [[1 / 3, 2 / 3], [1 / 3, -1 / 3]]
case("project-p", "$ATTN project -p 4 -w W.csv -b '[0.1,0.2]' X.csv",
     rows(project(Xp, Wp, [0.1, 0.2]), lambda v: "%.4g" % v),
     files={"X.csv": data(Xp), "W.csv": data(Wp)})
case("project-fixed", "$ATTN project --fixed 2 -w W.csv -b '[0.1,0.2]' X.csv",
     rows(project(Xp, Wp, [0.1, 0.2]), lambda v: "%.2f" % v),
     files={"X.csv": data(Xp), "W.csv": data(Wp)})
case("project-unbuffered", "$ATTN project -u -w '[2]'", "2\n-4\n",
     stdin="1\n-2\n")
case("project-output", "$ATTN project -w '[2]' -o y.csv '[1;2]'", "2\n4\n",
     files={"after": "cat y.csv\n"})
case("project-output-fails",
     "$ATTN project -w '[2]' -o y.csv '[1;x]'; [ -e y.csv ] || echo no y.csv",
     "no y.csv\n", "attn project: <literal>:2: field 1, 'x', is not a number")

# -j: the same rows in the same order on any number of threads
XJ = [[i, -i, 0.5 * i] for i in range(1, 10)]
WJ = [[1, 2], [3, 4], [0.25, -1]]
case("project-jobs", "$ATTN project -j 3 -w '%s' -b '[1,-1]'" % lit(WJ),
     rows(project(XJ, WJ, [1, -1])), stdin=data(XJ))
case("project-jobs-long", "$ATTN project --jobs=1 -w '%s' -b '[1,-1]'" % lit(WJ),
     rows(project(XJ, WJ, [1, -1])), stdin=data(XJ))
bad("project-jobs-zero", "$ATTN project -j 0 -w '[1]' '[1]'",
    "-j takes a whole number from 1 to 256, not '0'", 2)
case("project-jobs-error-in-turn", "$ATTN project -j 4 -w '[1]' X.csv",
     "1\n2\n3\n", "attn project: X.csv:4: field 1 is 'nan'; X must be finite", 1,
     files={"X.csv": "1\n2\n3\nnan\n5\n6\n"})

# Cancellation: the sum is taken exactly, then rounded once.
case("project-cancellation", "$ATTN project -w '[1;1;1]' -b '[0.5]' '[1e16,1,-1e16]'",
     "1.5\n",
     how="1e16 + 1 - 1e16 + 0.5 = 1.5 exactly; a plain left-to-right sum in\n"
         "double gives 0.5 (1e16 + 1 rounds to 1e16).\n")
case("project-cancellation-bias", "$ATTN project -w '[1e20,1]' -b '[-1e20,0]' '[1;-1]'",
     rows(project([[1], [-1]], [[1e20, 1]], [-1e20, 0])),
     how="1e20 - 1e20 = 0 and -1e20 - 1e20 = -2e20: the bias joins the one\n"
         "exact sum.\n")
tie = [[1.0, 2.0 ** -53]]
case("project-one-rounding", "$ATTN project -w '[1;1]' -b B.csv X.csv",
     rows(project(tie, [[1], [1]], [2.0 ** -78])),
     files={"X.csv": data(tie), "B.csv": repr(2.0 ** -78) + "\n"},
     how="1 + 2^-53 + 2^-78 is just above the midpoint between 1 and\n"
         "1 + 2^-52, so it rounds up: %s.  Rounding x W first (to 1, a tie\n"
         "broken to even) and then adding b gives 1.\n"
         % R(project(tie, [[1], [1]], [2.0 ** -78])[0][0]))

# Full precision: random doubles, the expected values exactly rounded.
rng = random.Random(12)
din, dout, n = 7, 5, 6
Xr = [[rng.gauss(0, 1) for _ in range(din)] for _ in range(n)]
Wr = [[rng.gauss(0, 0.5) for _ in range(dout)] for _ in range(din)]
Br = [rng.gauss(0, 0.1) for _ in range(dout)]
FULL = "Y = float(sum of Fractions): every entry exactly rounded.\n"
case("project-full", "$ATTN project -w W.csv -b B.csv X.csv",
     rows(project(Xr, Wr, Br)), how=FULL,
     files={"X.csv": data(Xr), "W.csv": data(Wr), "B.csv": data([Br])})
case("project-full-transposed", "$ATTN project --transposed -w W.csv -b B.csv X.csv",
     rows(project(Xr, T(Wr), Br, transposed=True)), how=FULL,
     files={"X.csv": data(Xr), "W.csv": data(T(Wr)), "B.csv": data([Br])})
# near-cancelling rows: x W is nearly -b
Xc, Bc = [], None
Wc = [[rng.uniform(-1, 1) * 2.0 ** rng.randrange(-20, 20) for _ in range(3)]
      for _ in range(8)]
for _ in range(4):
    Xc.append([rng.uniform(-1, 1) * 2.0 ** rng.randrange(-20, 20)
               for _ in range(8)])
Bc = [-float(sum(Fraction(x) * Fraction(w[j]) for x, w in zip(Xc[0], Wc)))
      for j in range(3)]
case("project-full-cancelling", "$ATTN project -w W.csv -b B.csv X.csv",
     rows(project(Xc, Wc, Bc)), files={
         "X.csv": data(Xc), "W.csv": data(Wc), "B.csv": data([Bc])},
     how="b is minus x W of the first row, rounded: the first row's outputs\n"
         "are the tiny remainders.  " + FULL)

# Errors.
bad("project-missing-w", "$ATTN project '[1]'",
    "missing -w W, the projection matrix", 2)
bad("project-w-no-value", "$ATTN project '[1]' -w",
    "option '-w' needs a value", 2)
bad("project-bias-no-value", "$ATTN project -w '[1]' '[1]' --bias",
    "option '--bias' needs a value", 2)
bad("project-transposed-value", "$ATTN project --transposed=yes -w '[1]' '[1]'",
    "option '--transposed' takes no value", 2)
bad("project-extra-operand", "$ATTN project -w '[1]' '[1]' '[2]'",
    "unexpected operand '[2]'", 2)
bad("project-two-stdin", "$ATTN project -w -",
    "only one operand can be read from stdin", 2)
bad("project-two-stdin-b", "$ATTN project -w '[1]' -b - -",
    "only one operand can be read from stdin", 2)
bad("project-two-stdin-w-b", "$ATTN project -w - -b - '[1]'",
    "only one operand can be read from stdin", 2)
bad("project-unknown-option", "$ATTN project --values '[1]' '[1]'",
    "unknown option '--values'", 2)
bad("project-width", "$ATTN project -w W.csv X.csv",
    "X.csv:2: row has 3 columns, but W has 2 rows (d_in must match)",
    files={"W.csv": "1,2\n3,4\n", "X.csv": "# three\n1,2,3\n"})
bad("project-width-transposed", "$ATTN project --transposed -w '[1,2;3,4;5,6]' '[1,2,3]'",
    "<literal>:1: row has 3 columns, but W has 2 columns (d_in must match)")
bad("project-width-one", "$ATTN project -w '[1;2]' '[1]'",
    "<literal>:1: row has 1 column, but W has 2 rows (d_in must match)")
bad("project-b-width", "$ATTN project -w '[1,2;3,4]' -b B.csv '[1,1]'",
    "B.csv:2: B has 3 numbers, but W has 2 columns (d_out must match)",
    files={"B.csv": "# bias\n1,2,3\n"})
bad("project-b-width-transposed",
    "$ATTN project --transposed -w '[1,2;3,4;5,6]' -b '[1,2]' '[1,1]'",
    "<literal>:1: B has 2 numbers, but W has 3 rows (d_out must match)")
bad("project-b-rows", "$ATTN project -w '[1,2;3,4]' -b B.csv '[1,1]'",
    "B.csv:3: B has more than one row (it must be one row of d_out = 2 numbers)",
    files={"B.csv": "1,2\n\n3,4\n"})
bad("project-b-column", "$ATTN project -w '[1,2;3,4]' -b '[1;2]' '[1,1]'",
    "<literal>:2: B has more than one row (it must be one row of d_out = 2 numbers)")
bad("project-b-empty", "$ATTN project -w '[1]' -b B.csv '[1]'",
    "B.csv: no data rows (B needs one)", files={"B.csv": "# none\n"})
bad("project-b-nan", "$ATTN project -w '[1,2]' -b '[1,nan]' '[1]'",
    "<literal>:1: field 2 is 'nan'; B must be finite")
bad("project-b-inf", "$ATTN project -w '[1,2]' -b '[-inf,0]' '[1]'",
    "<literal>:1: field 1 is '-inf'; B must be finite")
bad("project-w-nan", "$ATTN project -w W.csv '[1,1]'",
    "W.csv:2: field 2 is 'NaN'; W must be finite",
    files={"W.csv": "1,2\n3,NaN\n"})
bad("project-w-inf", "$ATTN project --transposed -w '[inf]' '[1]'",
    "<literal>:1: field 1 is 'inf'; W must be finite")
case("project-x-inf", "$ATTN project -w '[1]' X.csv", "1\n",
     "attn project: X.csv:2: field 1 is 'inf'; X must be finite", 1,
     files={"X.csv": "1\ninf\n"})
bad("project-x-nan", "$ATTN project -w '[1]'",
    "<stdin>:1: field 1 is 'nan'; X must be finite", stdin="nan\n")
bad("project-x-not-number", "$ATTN project -w '[1]' '[x]'",
    "<literal>:1: field 1, 'x', is not a number")
bad("project-w-empty", "$ATTN project -w W.csv '[1]'",
    "W.csv: no data rows (W needs at least one)", files={"W.csv": "\n"})
bad("project-w-missing-file", "$ATTN project -w nosuch.csv '[1]'",
    "nosuch.csv: no such file or directory")
bad("project-w-ragged", "$ATTN project -w '[1,2;3]' '[1,1]'",
    "<literal>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)")
case("project-overflow", "$ATTN project -w '[1,1e308;1,1e308]' '[1,1;2,2]'",
     "",
     "attn project: <literal>:1: the output for column 1 overflows a double", 1)
case("project-overflow-later-row", "$ATTN project -w '[1e300]' -b '[1e308]' '[1;1e8]'",
     rows(project([[1]], [[1e300]], [1e308])),
     "attn project: <literal>:2: the output for column 0 overflows a double", 1)
case("project-no-overflow", "$ATTN project -w '[1e308;1e308]' -b '[-1e308]' '[1,1]'",
     rows(project([[1, 1]], [[1e308], [1e308]], [-1e308])),
     how="1e308 + 1e308 - 1e308 = 1e308: the exact sum fits a double though\n"
         "a partial sum does not.\n")

# The backward pass.
XB = [[1, 1, 1], [1, 0, -1]]
WB = [[1, 2], [3, 4], [5, 6]]
DB = [[1, 0], [0, 1]]
BF = {"X.csv": data(XB), "W.csv": data(WB), "Wt.csv": data(T(WB)),
      "D.csv": data(DB), "B.csv": "7,8\n"}
case("project-dx", "$ATTN project --dout D.csv -w W.csv X.csv",
     rows(back_x([DB], [WB])), files=BF,
     how="dX = dY W^T: row 0 is [1, 0] . each row of W = 1, 3, 5; row 1\n"
         "[0, 1] . rows = 2, 4, 6.\n")
case("project-dx-wrt-x", "$ATTN project --wrt x --dout D.csv -w W.csv X.csv",
     rows(back_x([DB], [WB])), files=BF)
case("project-dx-transposed",
     "$ATTN project --transposed --dout D.csv -w Wt.csv -b B.csv X.csv",
     rows(back_x([DB], [WB])), files=BF,
     how="Wt is W in nn.Linear.weight's layout: the same dX; B is checked,\n"
         "not used.\n")
case("project-dx-stdin", "$ATTN project --dout D.csv -w W.csv",
     rows(back_x([DB], [WB])), files=BF, stdin=data(XB))
case("project-dx-dout-stdin", "$ATTN project --dout - -w W.csv X.csv",
     rows(back_x([DB], [WB])), files=BF, stdin=data(DB))
case("project-dw", "$ATTN project --wrt w --dout D.csv -w W.csv X.csv",
     rows(back_w(XB, DB)), files=BF,
     how="dW = X^T dY: x_i dy_j summed over the rows, d_in x d_out.\n")
case("project-dw-transposed",
     "$ATTN project --transposed --wrt w --dout D.csv -w Wt.csv X.csv",
     rows(back_w(XB, DB, True)), files=BF,
     how="In W's layout, d_out x d_in: nn.Linear.weight.grad.\n")
case("project-db", "$ATTN project --wrt b --dout D.csv -w W.csv X.csv",
     rows(back_b(DB)), files=BF)
case("project-db-bias", "$ATTN project --wrt b --dout D.csv -w W.csv -b B.csv X.csv",
     rows(back_b(DB)), files=BF, how="db does not depend on b.\n")
case("project-several", "$ATTN project --wrt x,w,b --dout D.csv -w W.csv "
     "X.csv -o dX.csv -o dW.csv -o db.csv",
     rows(back_x([DB], [WB])) + rows(back_w(XB, DB)) + rows(back_b(DB)),
     files=BF, after="cat dX.csv dW.csv db.csv\n",
     how="The three results of one reading of X and dY, each to its own -o.\n")
case("project-several-stdout", "$ATTN project --transposed --wrt b,w --dout "
     "D.csv -w Wt.csv X.csv -o - -o dW.csv",
     rows(back_b(DB)) + rows(back_w(XB, DB, True)), files=BF,
     after="cat dW.csv\n")
bad("project-wrt-twice", "$ATTN project --wrt w,x,w --dout D.csv -w W.csv "
    "X.csv -o a -o b -o c", "--wrt names w twice", 2, files=BF)
bad("project-several-no-o", "$ATTN project --wrt x,b --dout D.csv -w W.csv "
    "X.csv", "--wrt names 2 results: each needs its own -o FILE, in the same "
    "order", 2, files=BF)
bad("project-several-count", "$ATTN project --wrt x,w,b --dout D.csv -w W.csv "
    "X.csv -o a", "--wrt names 3 results, but -o is given 1 time (one -o per "
    "result, in the same order)", 2, files=BF)
bad("project-several-pairs", "$ATTN project --wrt x,w --dout D.csv -w W.csv "
    "--dout D.csv -w W.csv X.csv -o a -o b", "--wrt w takes one --dout and "
    "one -w (several pairs are for --wrt x)", 2, files=BF)
case("project-dw-no-rows", "$ATTN project --wrt w --dout D.csv -w W.csv",
     "0,0\n0,0\n0,0\n", files={"W.csv": data(WB), "D.csv": ""}, stdin="",
     how="No rows: dW is a sum of nothing, W's shape of zeros.\n")
case("project-db-no-rows", "$ATTN project --wrt b --dout D.csv -w W.csv",
     "0,0\n", files={"W.csv": data(WB), "D.csv": ""}, stdin="")
case("project-dx-no-rows", "$ATTN project --dout D.csv -w W.csv", "",
     files={"W.csv": data(WB), "D.csv": ""}, stdin="")
# Q, K and V of one X: the three dX summed exactly, rounded once.
W3 = [[[1, 2], [3, 4], [5, 6]], [[1], [0], [-1]], [[0.5, 0.25, 2], [1, 1, 1],
                                                     [-1, 0, 3]]]
D3 = [[[1, 0], [0, 1]], [[2], [-1]], [[1, 1, 1], [0.5, -2, 0]]]
F3 = {"X.csv": data(XB)}
for k in range(3):
    F3["W%d.csv" % k] = data(W3[k])
    F3["Wt%d.csv" % k] = data(T(W3[k]))
    F3["D%d.csv" % k] = data(D3[k])
case("project-dx-pairs",
     "$ATTN project --dout D0.csv -w W0.csv --dout D1.csv -w W1.csv "
     "--dout D2.csv -w W2.csv X.csv", rows(back_x(D3, W3)), files=F3,
     how="dX = dY_0 W_0^T + dY_1 W_1^T + dY_2 W_2^T, each entry one exact sum\n"
         "over the three pairs.\n")
case("project-dx-pairs-transposed",
     "$ATTN project --transposed -w Wt0.csv --dout D0.csv -w Wt1.csv "
     "--dout D1.csv --dout D2.csv -w Wt2.csv X.csv", rows(back_x(D3, W3)),
     files=F3, how="The p-th --dout goes with the p-th -w, in any order of the\n"
                   "options.\n")
Dc = [[[1e16, 1]], [[-1e16]]]
Wc = [[[1, 1]], [[1]]]
case("project-dx-pairs-cancel",
     "$ATTN project --dout D0.csv -w W0.csv --dout D1.csv -w W1.csv '[3]'",
     rows(back_x(Dc, Wc)), files={"D0.csv": data(Dc[0]), "W0.csv": data(Wc[0]),
                                  "D1.csv": data(Dc[1]), "W1.csv": data(Wc[1])},
     how="1e16 + 1 from the first pair, -1e16 from the second: 1 exactly;\n"
         "the two dX rounded first and then added give 0.\n")
rng = random.Random(29)
n, din, dout = 9, 5, 4
Xr2 = [[rng.gauss(0, 1) for _ in range(din)] for _ in range(n)]
Dr2 = [[rng.gauss(0, 1) for _ in range(dout)] for _ in range(n)]
Wr2 = [[rng.gauss(0, 0.5) for _ in range(dout)] for _ in range(din)]
FR = {"X.csv": data(Xr2), "D.csv": data(Dr2), "W.csv": data(Wr2),
      "Wt.csv": data(T(Wr2))}
case("project-dx-full", "$ATTN project --dout D.csv -w W.csv X.csv",
     rows(back_x([Dr2], [Wr2])), files=FR, how=FULL)
case("project-dw-full", "$ATTN project --wrt w --dout D.csv -w W.csv X.csv",
     rows(back_w(Xr2, Dr2)), files=FR, how=FULL)
case("project-dw-full-transposed",
     "$ATTN project --transposed --wrt w --dout D.csv -w Wt.csv X.csv",
     rows(back_w(Xr2, Dr2, True)), files=FR, how=FULL)
case("project-db-full", "$ATTN project --wrt b --dout D.csv -w W.csv X.csv",
     rows(back_b(Dr2)), files=FR, how=FULL)
case("project-dw-jobs", "$ATTN project -j 3 --wrt w --dout D.csv -w W.csv X.csv",
     rows(back_w(Xr2 * 40, Dr2 * 40)),
     files={"X.csv": data(Xr2 * 40), "D.csv": data(Dr2 * 40), "W.csv": data(Wr2)})
# Sums over the rows that cancel to tiny values: the last row is minus
# the sum of the others, less a remainder 1e-12 of them.
Xk = [[rng.uniform(-1, 1) * 2.0 ** rng.randrange(-10, 10) for _ in range(3)]
      for _ in range(6)]
Dk = [[rng.uniform(-1, 1) * 2.0 ** rng.randrange(-10, 10) for _ in range(2)]
      for _ in range(6)]
Dk.append([-float(sum(Fraction(d[j]) for d in Dk)) * (1 + 1e-12)
           for j in range(2)])
Xk.append([1.0, 1.0, 1.0])
case("project-db-cancel", "$ATTN project --wrt b --dout D.csv -w '[1,1;1,1;1,1]' X.csv",
     rows(back_b(Dk)), files={"X.csv": data(Xk), "D.csv": data(Dk)},
     how="The last row of dY is minus the sum of the others, times 1 + 1e-12:\n"
         "db is 1e-12 of the terms, exact.  " + FULL)
Dk2 = [list(d) for d in Dk[:-1]]
Xk2 = [list(x) for x in Xk[:-1]]
# one more row, x = [1, 1, 1], dy = minus the others' x_0 dy: dW's first
# row cancels to nearly 0
tot = [sum(Fraction(x[0]) * Fraction(d[j]) for x, d in zip(Xk2, Dk2))
       for j in range(2)]
Xk2.append([1.0, 2.0 ** -30, -1.0])
Dk2.append([-float(t) for t in tot])
case("project-dw-cancel", "$ATTN project --wrt w --dout D.csv -w '[1,1;1,1;1,1]' X.csv",
     rows(back_w(Xk2, Dk2)), files={"X.csv": data(Xk2), "D.csv": data(Dk2)},
     how="The last row's dy is minus the rounded sum of the others' x_0 dy,\n"
         "so dW's first row is what that rounding left, an ulp or so of the\n"
         "terms.  " + FULL)

case("project-dout-output-fails",
     "echo old >d.csv; $ATTN project --dout '[1;x]' -w '[1]' -o d.csv '[1;2]'; "
     "cat d.csv", "old\n",
     "attn project: <literal>:2: field 1, 'x', is not a number", files={})
case("project-dw-output-fails",
     "echo old >d.csv; $ATTN project --wrt w --dout '[1;2]' -w '[1]' -o d.csv "
     "'[1;nan]'; cat d.csv", "old\n",
     "attn project: <literal>:2: field 1 is 'nan'; X must be finite")
bad("project-dout-pairs", "$ATTN project --dout '[1]' -w '[1]' --dout '[1]' '[1]'",
    "--dout and -w come in pairs, one --dout for each -w (2 --dout, 1 -w)", 2)
bad("project-dout-pairs-w", "$ATTN project --dout '[1]' -w '[1]' -w '[1]' '[1]'",
    "--dout and -w come in pairs, one --dout for each -w (1 --dout, 2 -w)", 2)
bad("project-dout-pairs-wrt-w",
    "$ATTN project --wrt w --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'",
    "--wrt w takes one --dout and one -w (several pairs are for --wrt x)", 2)
bad("project-dout-pairs-wrt-b",
    "$ATTN project --wrt b --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'",
    "--wrt b takes one --dout and one -w (several pairs are for --wrt x)", 2)
bad("project-dout-pairs-bias",
    "$ATTN project -b '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'",
    "-b goes with one -w, not 2", 2)
bad("project-w-twice", "$ATTN project -w '[1]' -w '[2]' '[1]'",
    "-w is given 2 times (several go with as many --dout, for the backward "
    "pass)", 2)
bad("project-w-too-many",
    "$ATTN project " + "-w '[1]' --dout '[1]' " * 17 + "'[1]'",
    "-w is given more than 16 times", 2)
bad("project-wrt-no-dout", "$ATTN project --wrt x -w '[1]' '[1]'",
    "--wrt needs --dout dY, the gradient at the output", 2)
bad("project-wrt-bad", "$ATTN project --wrt q --dout '[1]' -w '[1]' '[1]'",
    "--wrt takes x, w or b, not 'q'", 2)
bad("project-dout-width", "$ATTN project --dout D.csv -w '[1,2;3,4]' '[1,1]'",
    "D.csv:2: dY has 3 columns, but W has 2 columns (d_out must match)",
    files={"D.csv": "# dY\n1,2,3\n"})
bad("project-dout-width-one", "$ATTN project --transposed --dout '[1,2]' -w '[1,2]' '[1,1]'",
    "<literal>:1: dY has 2 columns, but W has 1 row (d_out must match)")
bad("project-dout-width-pair",
    "$ATTN project --dout '[1,2]' -w '[1,2]' --dout D.csv -w '[1]' '[1]'",
    "D.csv:1: dY has 2 columns, but W has 1 column (d_out must match)",
    files={"D.csv": "1,2\n"})
bad("project-dout-x-width", "$ATTN project --dout '[1]' -w '[1;2]' '[1]'",
    "<literal>:1: row has 1 column, but W has 2 rows (d_in must match)")
bad("project-dout-pairs-din",
    "$ATTN project --dout '[1]' -w '[1;2]' --dout '[1]' -w W.csv '[1,1]'",
    "W.csv: W has 3 rows, but the first W has 2 (each W takes X: d_in must "
    "match)", files={"W.csv": "1\n2\n3\n"})
bad("project-dout-rows", "$ATTN project --dout D.csv -w '[1]' '[1;2]'",
    "D.csv:2: dY has 1 row, but X has 2 (a row of each, in step)",
    out="1\n", files={"D.csv": "1\n"})
bad("project-dout-rows-wrt-w", "$ATTN project --wrt w --dout D.csv -w '[1]' '[1]'",
    "D.csv:2: dY has 2 rows, but X has 1 (a row of each, in step)",
    files={"D.csv": "1\n2\n"})
bad("project-dout-nan", "$ATTN project --dout '[1,nan]' -w '[1,2]' '[1]'",
    "<literal>:1: field 2 is 'nan'; dY must be finite")
bad("project-dout-missing", "$ATTN project --dout nosuch.csv -w '[1]' '[1]'",
    "nosuch.csv: no such file or directory")
bad("project-dout-two-stdin", "$ATTN project --dout - -w '[1]'",
    "only one operand can be read from stdin", 2)
bad("project-dout-two-stdin-w", "$ATTN project --dout - -w - '[1]'",
    "only one operand can be read from stdin", 2)
bad("project-dx-overflow", "$ATTN project --dout '[1e308,1e308]' -w '[1,1]' '[1]'",
    "<literal>:1: dX for column 0 overflows a double")
bad("project-dw-overflow",
    "$ATTN project --wrt w --dout '[1;1e308]' -w '[1]' '[1;1e308]'",
    "<literal>: dW for row 0 overflows a double")
bad("project-db-overflow",
    "$ATTN project --wrt b --dout '[1,1e308;1,1e308]' -w '[1,1]' '[1;1]'",
    "<literal>: db for column 1 overflows a double")

# Help.
case("project-help-same",
     "$ATTN help project >a; $ATTN project --help >b; $ATTN project -h >c; "
     "cmp a b && cmp a c && head -n 1 a",
     "usage: attn project -w W [-b B] [options] [FILE]\n")
case("project-help-backward", "$ATTN help project | sed -n 2p",
     "       attn project --dout dY -w W [--wrt x|w|b] [options] [FILE]\n")
case("project-help-options",
     "$ATTN help project | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u",
     "".join(o + "\n" for o in sorted([
         "--weight", "--bias", "--transposed", "--dout", "--wrt", "--jobs",
         "--delimiter", "--tab", "--header",
         "--precision", "--fixed", "--output", "--unbuffered", "--progress",
         "--no-progress", "--help", "--layout"])),
     how="attn(1)'s project options and the common ones (Options of every\n"
         "subcommand).\n")
case("project-help-short",
     "$ATTN help project | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | "
     "LC_ALL=C sort | tr -d '\\n'; echo", "Hbdhjoptuw\n")
case("project-help-top", "$ATTN --help | grep -c '^  project '", "1\n")

OUT.done("project")
