#!/usr/bin/python3
"""project.py - write the tests/cases/project-* golden cases.

Every expected stdout here comes from the reference below, written from
attn-project(1) without running attn: y_j = sum_i x_i W_ij + b_j as
one exact sum of Fractions (every double is a fraction), rounded once to
the nearest double by float(Fraction), which CPython rounds correctly.
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
         how=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, how=how, files=files)


def bad(name, cmd, msg, status=1, **kw):
    case(name, cmd, "", "attn project: " + msg + (USAGE if status == 2 else ""),
         status, **kw)


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

# Help.
case("project-help-same",
     "$ATTN help project >a; $ATTN project --help >b; $ATTN project -h >c; "
     "cmp a b && cmp a c && head -n 1 a",
     "usage: attn project -w W [-b B] [options] [FILE]\n")
case("project-help-options",
     "$ATTN help project | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u",
     "".join(o + "\n" for o in sorted([
         "--weight", "--bias", "--transposed", "--jobs", "--delimiter", "--tab", "--header",
         "--precision", "--fixed", "--output", "--unbuffered", "--help"])),
     how="attn(1)'s project options and the common ones (Options of every\n"
         "subcommand).\n")
case("project-help-short",
     "$ATTN help project | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | "
     "LC_ALL=C sort | tr -d '\\n'; echo", "Hbdhjoptuw\n")
case("project-help-top", "$ATTN --help | grep -c '^  project '", "1\n")

OUT.done("project")
