"""cases.py - what the golden-case generators in tests/gen/ share.

A generator computes every expected output itself, from attn(1) and exact
arithmetic (fractions, mpmath), never by running attn.  This module holds
the parts that are not about any one subcommand:

  Cases      the case writer: one case file of tests/cases per case
             (tests/lib/casefile.py, tests/cases/README.md: cmd, stdin,
             stdout, stderr, status, after, how and input files)
  R, fmt     a number as attn writes it: the shortest digits that read back,
             laid out as Python's repr less a trailing '.0' (attn(1),
             Numbers), or printf's %.Ng for -p N and %.Nf for --fixed N
  csv, lit   a matrix as CSV lines or as an inline literal operand
  rnd        an mpmath number rounded once to the nearest double
  parse      a CSV matrix read as attn reads it

Import it from a generator with

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(
        __file__)), '..', 'lib'))
    from cases import Cases, R, fmt, csv
"""
import math
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402

# tests/cases, beside this file's folder
CASES = casefile.CASES


# --- numbers -------------------------------------------------------------

def R(x):
    """X as attn writes it by default: the shortest digits that read back
    as the same double (Python's repr), less a trailing '.0'; nan, inf and
    -inf as such."""
    x = float(x)
    if math.isnan(x):
        return 'nan'
    if math.isinf(x):
        return 'inf' if x > 0 else '-inf'
    r = repr(x)
    return r[:-2] if r.endswith('.0') else r


def fmt(x, how=None):
    """X as attn writes it: HOW None is the default layout (R), ('p', N) is
    -p N (printf's %.Ng), ('fixed', N) is --fixed N (%.Nf); a function of
    one number is called as it is."""
    if how is None:
        return R(x)
    if callable(how):
        return how(x)
    kind, n = how
    return ('%.*g' if kind == 'p' else '%.*f') % (n, float(x))


def csv(rows, how=None, sep=','):
    """ROWS (a list of lists of numbers) as CSV lines, each number through
    fmt(x, HOW), every line ending in a newline."""
    return ''.join(sep.join(fmt(x, how) for x in r) + '\n' for r in rows)


def lit(rows):
    """ROWS as an inline literal operand, '[1,2;3,4]' (not shell-quoted)."""
    return '[' + ';'.join(','.join(R(x) for x in r) for r in rows) + ']'


def rnd(x):
    """X (an mpmath number, or anything mpf takes) rounded once to the
    nearest double: the exactly rounded value.  float() of an mpf rounds to
    53 bits first, and again where the result is subnormal; a Fraction is
    rounded once.  Zeros, infinities and nan are as float() has them."""
    from mpmath import mpf, isfinite
    x = mpf(x)
    if not x or not isfinite(x):
        return float(x)
    sign, man, exp, _ = x._mpf_      # man_exp would drop the sign
    v = float(Fraction(int(man)) * Fraction(2) ** exp)
    return -v if sign else v


def parse(text):
    """A CSV matrix as attn reads it: blank and '#' lines skipped."""
    rows = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith('#'):
            continue
        rows.append([float(f) for f in s.split(',')])
    return rows


# --- the case files ------------------------------------------------------

def _line(text):
    """TEXT as a file of lines: a final newline added where it has none."""
    if isinstance(text, str):
        text = text.encode()
    return text + b'\n' if text and not text.endswith(b'\n') else text


def _verbatim(text):
    return text.encode() if isinstance(text, str) else text


class Cases:
    """The case files one generator writes (tests/lib/casefile.py: the
    case NAME is the file FAMILY/REST.t, FAMILY its name up to the first
    '-').

    They go under the directory named on the generator's command line, or,
    without one, under the tree's tests/cases: tests/check-golden.sh runs
    every generator into a scratch directory and compares what lands there
    with what is checked in.  A case file is written whole each time; a
    name may be written only once per run."""

    def __init__(self, root=None):
        if root is None:
            root = sys.argv[1] if len(sys.argv) > 1 else CASES
        self.root = root
        self.names = set()
        os.makedirs(root, exist_ok=True)

    def case(self, name, cmd, stdout='', stderr='', status=0, stdin=None,
             after=None, how=None, files=None):
        """Write the case NAME: CMD (one shell line, $ATTN the binary),
        the expected STDOUT, STDERR and exit STATUS, STDIN (None: none, the
        case reads /dev/null), AFTER (a shell line whose output is appended
        to stdout), HOW (a note on where the expected numbers come from)
        and FILES (input files, NAME: TEXT or bytes; one named stdin or
        after is that part).  Text gets a final newline where it lacks one;
        stdin and the input files are written as they are given."""
        assert name not in self.names, 'case %s written twice' % name
        self.names.add(name)
        c = casefile.Case(name)
        c.cmd = _line(cmd)
        c.stdout = _line(stdout) if stdout else None
        c.stderr = _line(stderr) if stderr else None
        c.status = status
        c.stdin = _verbatim(stdin) if stdin is not None else None
        c.after = _line(after) if after else None
        c.how = _line(how) if how else None
        for f, t in (files or {}).items():
            if f in ('stdin', 'after'):
                # a folder of the old layout took such a file for the part
                assert getattr(c, f) is None, '%s: %s twice' % (name, f)
                setattr(c, f, _verbatim(t) if f == 'stdin' else _line(t))
            else:
                c.files[f] = _verbatim(t)
        casefile.write(c, self.root)

    def done(self, what):
        """Say how many cases were written, and where."""
        print('%d %s cases written in %s' % (len(self.names), what,
                                             self.root))
