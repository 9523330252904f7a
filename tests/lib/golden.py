"""golden.py - the golden-case runner (tests/run.sh runs it).

    golden.py [--cmd REGEX] [--name REGEX] [--list | --unpack DIR] [CASE...]

runs the cases named (a case file, a family's folder, a family, a case's
name; tests/lib/casefile.py resolves them), or every case in tests/cases:
each in a scratch folder of its own holding its input files, `cmd` run by
sh with $ATTN the binary (unquoted, so that ATTN="valgrind ... ./attn"
works) and its stdin (else /dev/null) as standard input, its `after` run
next with its output added to stdout; then stdout, stderr and the status
are compared with the case's.  Prints a diff for each failure and ends
with "N passed, N failed".  --cmd keeps the cases whose cmd matches REGEX,
--name those whose name does (Python's re.search, both);
--list prints the names of the cases instead of running them, and
--unpack writes each as a folder DIR/NAME of files as the old layout had
them (cmd, stdin, stdout, stderr, status, after, how and the input files),
to look at, or to run by hand.

The cases are dealt out to a runner per CPU (RUN_JOBS=N says how many);
each case's folder and files are its own, so the order does not matter,
and the report is in the order of the cases.  A case runs with SIGHUP,
SIGINT, SIGTERM and SIGQUIT at their defaults, as from a terminal,
whatever the runner inherited: `nohup make check` ignores SIGHUP, a make
check in the background SIGINT, and attn keeps an ignored signal ignored,
as nohup means.  A folder of the old layout (one folder per case, with a
`cmd`) left in tests/cases fails: tests/tools/convert-case turns it into a
case file.
"""
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402

TOP = os.path.dirname(casefile.TESTS)
_SIGS = ('SIGHUP', 'SIGINT', 'SIGTERM', 'SIGQUIT')


def _defaults():
    """Where the runner ignores one of _SIGS, a handler that does nothing
    instead: the runner still ignores it, while a program it starts gets
    the default back (exec resets a handled signal, not an ignored one)."""
    for s in _SIGS:
        sig = getattr(signal, s)
        if signal.getsignal(sig) == signal.SIG_IGN:
            signal.signal(sig, lambda *_: None)


def _diff(kind, want, got):
    """The first lines of a unified diff of WANT and GOT, each led by
    KIND, as tests/run.sh has always printed them."""
    a = want.decode('utf-8', 'backslashreplace').splitlines(True)
    b = got.decode('utf-8', 'backslashreplace').splitlines(True)
    lines = list(difflib.unified_diff(a, b, n=3))[2:40]
    out = []
    for line in lines:
        if not line.endswith('\n'):
            line += '\n\\ No newline at end of file\n'
        out.append(''.join('    %s %s\n' % (kind, l)
                           for l in line.splitlines()))
    return ''.join(out)


class Runner:
    def __init__(self, scratch):
        self.scratch = scratch
        self.local = threading.local()
        self.count = 0
        self.lock = threading.Lock()

    def _home(self):
        """This thread's scratch folder."""
        if not hasattr(self.local, 'dir'):
            with self.lock:
                self.count += 1
                n = self.count
            self.local.dir = os.path.join(self.scratch, 'r%d' % n)
            os.mkdir(self.local.dir)
        return self.local.dir

    def run(self, path):
        """Run the case file PATH: '' when it passes, else the report."""
        try:
            case = casefile.read(path)
        except (OSError, casefile.CaseError) as e:
            return 'FAIL %s: %s\n' % (casefile.name_of(path), e)
        home = self._home()
        work = os.path.join(home, case.name)
        shutil.rmtree(work, ignore_errors=True)
        os.mkdir(work)
        for fname, data in case.files.items():
            with open(os.path.join(work, fname), 'wb') as f:
                f.write(data)
        stdin = os.devnull
        if case.stdin is not None:
            stdin = os.path.join(home, 'stdin')
            with open(stdin, 'wb') as f:
                f.write(case.stdin)
        out = os.path.join(home, 'out')
        err = os.path.join(home, 'err')
        with open(stdin, 'rb') as i, open(out, 'wb') as o, \
                open(err, 'wb') as e:
            status = subprocess.call(['sh', '-c', case.cmd.decode(
                'utf-8', 'surrogateescape')], stdin=i, stdout=o, stderr=e,
                cwd=work)
        if status < 0:          # as sh reports a child a signal ended
            status = 128 - status
        if case.after is not None:
            with open(out, 'ab') as o:
                subprocess.call(['sh', '-c', case.after.decode(
                    'utf-8', 'surrogateescape')], stdin=subprocess.DEVNULL,
                    stdout=o, stderr=subprocess.STDOUT, cwd=work)
        with open(out, 'rb') as f:
            got_out = f.read()
        with open(err, 'rb') as f:
            got_err = f.read()
        shutil.rmtree(work, ignore_errors=True)
        report = ''
        for kind, want, got in (
                ('stdout', case.stdout or b'', got_out),
                ('stderr', case.stderr or b'', got_err),
                ('status', b'%d\n' % case.status, b'%d\n' % status)):
            if want != got:
                report += _diff(kind, want, got)
        return 'FAIL %s\n%s' % (case.name, report) if report else ''


def select(args, cmd_re=None, name_re=None):
    """The case files ARGS name (every case when none), less those whose
    cmd does not match CMD_RE or name NAME_RE; and the reports of the arguments that name
    no case and of the folders left in the old layout."""
    bad = []
    if args:
        files = []
        for a in args:
            found = casefile.resolve(a)
            if not found:
                old = os.path.isfile(os.path.join(a, 'cmd'))
                bad.append('FAIL %s: %s\n' % (a, 'a case folder of the old '
                           'layout: tests/tools/convert-case %s makes it a '
                           'case file' % a if old else 'no such case or '
                           'family (tests/cases/README.md)'))
            files += found
        files = list(dict.fromkeys(files))
    else:
        files = casefile.all_files()
        for d in casefile.old_folders():
            bad.append('FAIL %s: a case folder of the old layout: '
                       'tests/tools/convert-case %s makes it a case file\n'
                       % (os.path.relpath(d, TOP), os.path.relpath(d, TOP)))
    if name_re is not None:
        r = re.compile(name_re)
        files = [f for f in files if r.search(casefile.name_of(f))]
    if cmd_re is not None:
        r = re.compile(cmd_re.encode())
        keep = []
        for f in files:
            try:
                if r.search(casefile.read(f).cmd):
                    keep.append(f)
            except casefile.CaseError:
                keep.append(f)      # its run reports it
        files = keep
    return files, bad


def unpack(path, root):
    """Write the case file PATH as the folder ROOT/NAME of the old layout."""
    case = casefile.read(path)
    d = os.path.join(root, case.name)
    os.makedirs(d, exist_ok=True)
    parts = [(k, getattr(case, k)) for k in casefile.TEXTS +
             casefile.EXPECTED]
    parts.append(('status', b'%d\n' % case.status if case.status else None))
    for f, data in parts + list(case.files.items()):
        if data is not None:
            with open(os.path.join(d, f), 'wb') as fh:
                fh.write(data)


def main(argv):
    cmd_re = name_re = None
    listing = False
    into = None
    args = []
    it = iter(argv)
    for a in it:
        if a == '--cmd':
            cmd_re = next(it, '')
        elif a == '--name':
            name_re = next(it, '')
        elif a == '--list':
            listing = True
        elif a == '--unpack':
            into = next(it, '.')
        else:
            args.append(a)
    files, bad = select(args, cmd_re, name_re)
    if listing or into is not None:
        for f in files:
            if into is None:
                print(casefile.name_of(f))
            else:
                unpack(f, into)
        sys.stdout.write(''.join(bad))
        return 1 if bad else 0
    os.environ.setdefault('ATTN', os.path.join(TOP, 'attn'))
    os.environ.setdefault('LC_ALL', 'C')
    _defaults()
    jobs = int(os.environ.get('RUN_JOBS') or os.cpu_count() or 1)
    scratch = tempfile.mkdtemp(prefix='attn-tests.')
    try:
        runner = Runner(scratch)
        with ThreadPoolExecutor(max(1, jobs)) as pool:
            reports = pool.map(runner.run, files)
            failed = len(bad)
            sys.stdout.write(''.join(bad))
            for r in reports:
                if r:
                    failed += 1
                    sys.stdout.write(r)
                    sys.stdout.flush()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print('%d passed, %d failed' % (len(files) + len(bad) - failed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
