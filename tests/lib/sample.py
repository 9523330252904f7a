"""sample.py KIND - the names of a sample of the golden cases, one a line,
chosen afresh from tests/cases each run so that a new case that brings
something new joins it.  A sample covers every unit of its KIND that some
case has, each at least once, picked greedily (the case that covers the
most units not yet covered first, the smallest case file first among
equals, then by name):

  memory   for the runs under the sanitizers and valgrind (make SANITIZE=1
           check, tests/valgrind.sh): every subcommand; every option of
           each subcommand; every exit status of each; every error message
           of each (its text with the numbers, quoted fields and file names
           taken out); every family.
  valgrind for tests/valgrind.sh: the same but for the messages, whose
           error paths the memory sample runs under LeakSanitizer
           (make SANITIZE=1 check) and tests/leaks-O1.sh runs at -O1:
           about a third of the memory sample's cases.
  locale   for the pass under de_DE.UTF-8 (make check): what a locale could
           change if attn or a program its cases run read it: every
           subcommand; every option of each given a number (--scale 0.5,
           -p 6, --fixed 3); every exit status of each; every
           message that writes a number with a fraction or an exponent
           (inf, nan), of each subcommand; every number
           layout attn writes (the cases whose stdout holds a number with a
           decimal point, an exponent, inf or nan, per subcommand); every
           inline literal ('[...]') and every input file kind (.csv,
           .tsv, .txt, stdin) per subcommand; every family.

A unit is named as the cases show it: "C" (runs subcommand C), "C--x"
(with option --x), "C=S" (C ends with status S), "C!MESSAGE", "family F".
"""
import heapq
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402

_WORDS = re.compile(r'[ \t\n|;&()]+')
_NUM = re.compile(r'[-+]?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?')
_FLOAT = re.compile(r'[0-9](\.[0-9]|e[-+]?[0-9])|\b(inf|nan)\b')


def _message(case):
    """The first line of CASE's stderr, its quoted fields, file names and
    numbers taken out, as valgrind.sh's sample has always had it; and
    whether a number with a fraction or an exponent, inf or nan, was
    left in it after the quoted fields."""
    msg = (case.stderr or b'').decode('utf-8', 'replace').split('\n')[0]
    msg = re.sub(r"'[^']*'", 'Q', msg)
    msg = re.sub(r'"[^"]*"', 'Q', msg)
    msg = re.sub(r'[A-Za-z0-9_./-]+\.(csv|tsv|txt|svg|1)', 'F', msg)
    had_number = bool(_FLOAT.search(msg))
    msg = _NUM.sub('N', msg)
    return re.sub(r'[ \t]+', '_', msg), had_number


def _commands(case):
    """The subcommands CASE's cmd runs, in order, each with its options
    (OPTION, the word after it or after its '='); and cmd's words."""
    cmd = case.cmd.decode('utf-8', 'replace')
    words = [w for w in _WORDS.split(cmd) if w]
    runs = []
    for i, w in enumerate(words):
        if w == '$ATTN' and i + 1 < len(words):
            runs.append((words[i + 1], []))
        elif runs and w.startswith('-'):
            o, eq, v = w.partition('=')
            if not eq:
                v = words[i + 1] if i + 1 < len(words) else ''
            runs[-1][1].append((o, v.strip('\'"')))
    return runs, words


def units(case, kind):
    """The units of KIND that CASE covers (a set of strings)."""
    runs, words = _commands(case)
    u = {'family ' + case.family()}
    for c, opts in runs:
        u.add(c)
        u.update(c + o for o, v in opts
                 if kind != 'locale' or v and _NUM.fullmatch(v))
    first = runs[0][0] if runs else '-'
    u.add('%s=%d' % (first, case.status))
    msg, numbered = _message(case)
    if msg and (kind == 'memory' or kind == 'locale' and numbered):
        u.add(first + '!' + msg)
    if kind == 'locale':
        out = (case.stdout or b'').decode('utf-8', 'replace')
        for pat, what in ((r'\d\.\d', 'point'), (r'\de[-+]?\d', 'exponent'),
                          (r'\binf\b', 'inf'), (r'\bnan\b', 'nan')):
            if re.search(pat, out):
                u.add('%s writes %s' % (first, what))
        for w in words:
            if w.startswith("'[") or w.startswith('['):
                u.add(first + ' reads a literal')
        for f in case.files:
            u.add('%s reads %s' % (first, os.path.splitext(f)[1] or f))
        if case.stdin:
            u.add(first + ' reads stdin')
    return u


def cover(kind, files=None):
    """The names of the sample of KIND from the case files FILES (every
    case when None), in the order picked."""
    files = files if files is not None else casefile.all_files()
    cases = []
    for f in files:
        try:
            c = casefile.read(f)
        except casefile.CaseError:
            continue            # the runner reports it
        cases.append((os.path.getsize(f), c.name, units(c, kind)))
    done = set()
    # lazy greedy: a case's gain only falls as units are covered
    heap = [(-len(u), size, name, i) for i, (size, name, u)
            in enumerate(cases)]
    heapq.heapify(heap)
    picked = []
    while heap:
        g, size, name, i = heapq.heappop(heap)
        gain = len(cases[i][2] - done)
        if gain == 0:
            continue
        if gain != -g:
            heapq.heappush(heap, (-gain, size, name, i))
            continue
        picked.append(name)
        done |= cases[i][2]
    return picked


def main(argv):
    if len(argv) != 1 or argv[0] not in ('memory', 'valgrind', 'locale'):
        sys.stderr.write('usage: sample.py memory|valgrind|locale\n')
        return 2
    for name in cover(argv[0]):
        print(name)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
