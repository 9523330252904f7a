"""checkrun.py - everything `make check` runs (tests/check.sh runs it): the
golden cases in the C locale, a sample of them again under a comma-decimal
locale (tests/lib/sample.py locale), then every tests/check-*.sh, each of
which must end with its summary line "N passed, N failed"
(tests/lib/check.sh).

They run as many at once as there are CPUs (CHECK_JOBS=N says how many;
1, one after the other), the longest first as the last run timed them
(build/check-times; in a fresh clone, as tests/lib/check-times has them
from a fresh clone's run), and each is reported as it ends: "ok   NAME
(N passed, W s, CPU C s)" or "FAIL NAME" and the end of what it printed.  A
script fails as a whole when it exits with a status other than 0, when
its last line is not the summary, or when the summary counts no test at
all.  Ends with the wall and CPU time of the whole and the total, "N
passed, N failed".

CHECK_SAMPLE=1 (make SANITIZE=1 check sets it; CHECK_SAMPLE=0 runs
everything there too) runs the sample of the golden cases that
tests/valgrind.sh runs (tests/lib/sample.py memory: every subcommand,
option, status, message and family) in the C locale only, and the check
scripts less those that run no attn of their own or nothing a sanitizer
could see that the others do not (SKIP_IN_SAMPLE below, each with why).
"""
import os
import re
import resource
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
TOP = os.path.dirname(TESTS)
PY = '/usr/bin/python3'
TIMES = os.path.join(TOP, 'build', 'check-times')
# a fresh clone's order: the times of a fresh clone's run (make check
# there, wall and CPU seconds), until a run here writes its own
FIRST_TIMES = os.path.join(HERE, 'check-times')
SUMMARY = re.compile(r'^([0-9]+) passed, ([0-9]+) failed$')

# Not run under CHECK_SAMPLE=1, and why: the sanitizers watch attn's
# memory and arithmetic, and these scripts either run no attn, or run it
# on nothing the golden sample and the other scripts do not reach.
SKIP_IN_SAMPLE = {
    'check-hosts.sh': 'an sshd and two hosts: .ci/run runs it',
    'check-build.sh': 'make -n: what make would compile',
    'check-casefile.sh': "the case files' format, in Python",
    'check-golden.sh': 'the generators, in Python',
    'check-layers.sh': "the sources' includes",
    'check-man.sh': 'the man pages, by mandoc',
    'check-mistakes-man.sh': 'a man page against a list',
    'check-tables.sh': 'the generated tables, in Python',
    'check-numbers.sh': "the number verifier, a program of its own",
    'check-kernel-rows.sh': 'programs of its own, built from src/num '
                            'without the sanitizers; attn is not run',
    'check-sighup.sh': 'runs check-faults.sh again, with signals ignored',
    # check --of and check --dtype over hundreds of answers each: their
    # verdicts are what these measure; the sample's checkof, kcheck and
    # norm cases run the same search under the sanitizers
    'check-verdicts.sh': "check --of's verdicts over many answers",
    'check-norm-verdicts.sh': "check --of norm's verdicts over many answers",
    'check-heldout.sh': 'the held-out answers, a measure of the names',
    'check-kernel-verdicts.sh': "check --dtype's verdicts over many kernels",
}
# never run by make check
NEVER = {'check-hosts.sh'}


def read_times():
    times = {}
    try:
        with open(TIMES if os.path.exists(TIMES) else FIRST_TIMES) as f:
            for line in f:
                w = line.rstrip('\n').split('\t')
                if len(w) == 3:
                    times[w[0]] = float(w[1])
    except OSError:
        pass
    return times


def write_times(results):
    try:
        os.makedirs(os.path.dirname(TIMES), exist_ok=True)
        with open(TIMES + '.tmp', 'w') as f:
            for label, (_, _, wall, cpu, _) in sorted(results.items()):
                f.write('%s\t%.1f\t%.1f\n' % (label, wall, cpu))
        os.replace(TIMES + '.tmp', TIMES)
    except OSError:
        pass


def run(label, argv, env=None):
    """Run ARGV: (passed, failed, wall s, CPU s, the report lines)."""
    t0 = time.time()
    p = subprocess.Popen(argv, cwd=TOP, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                         env=dict(os.environ, **(env or {})))
    out = p.stdout.read().decode('utf-8', 'replace')
    p.stdout.close()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.time() - t0
    cpu = ru.ru_utime + ru.ru_stime
    lines = out.rstrip('\n').split('\n')
    m = SUMMARY.match(lines[-1]) if lines else None
    why = None
    if not m:
        p_, f_, why = 0, 1, "its last line is not 'N passed, N failed'"
    else:
        p_, f_ = int(m.group(1)), int(m.group(2))
        if p_ == 0 and f_ == 0:
            f_, why = 1, 'it ran no test'
    if p.returncode != 0 and f_ == 0:
        f_, why = 1, 'exit status %d' % p.returncode
    if f_ == 0:
        report = 'ok   %s (%d, %.0f s, CPU %.0f s)\n' % (label, p_, wall, cpu)
    else:
        report = 'FAIL %s%s (%.0f s)\n' % (label, ': ' + why if why else '',
                                           wall) + \
            ''.join('    %s\n' % l for l in lines[-60:])
    return p_, f_, wall, cpu, report


def tasks(sample):
    """(label, argv, env) for everything make check runs."""
    out = []
    if sample:
        names = subprocess.check_output(
            [PY, os.path.join(HERE, 'sample.py'), 'memory'], cwd=TOP,
            text=True).split()
        out.append(('golden cases, a sample', ['sh', 'tests/run.sh'] + names,
                    None))
    else:
        out.append(('golden cases', ['sh', 'tests/run.sh'], None))
        comma = subprocess.run(['sh', 'tests/locale.sh'], cwd=TOP,
                               stdout=subprocess.PIPE,
                               text=True).stdout.strip()
        if comma:
            names = subprocess.check_output(
                [PY, os.path.join(HERE, 'sample.py'), 'locale'], cwd=TOP,
                text=True).split()
            out.append(('golden cases under %s, a sample' % comma,
                        ['sh', 'tests/run.sh'] + names, {'LC_ALL': comma}))
        else:
            out.append(('golden cases under a comma-decimal locale',
                        ['sh', '-c', 'echo "FAIL none can be had '
                         '(tests/locale.sh)"; echo "0 passed, 1 failed"'],
                        None))
    for f in sorted(os.listdir(TESTS)):
        if not (f.startswith('check-') and f.endswith('.sh')):
            continue
        if f in NEVER or sample and f in SKIP_IN_SAMPLE:
            continue
        out.append((f[len('check-'):-len('.sh')], ['sh', 'tests/' + f], None))
    return out


def main():
    sample = os.environ.get('CHECK_SAMPLE', '0') == '1'
    jobs = int(os.environ.get('CHECK_JOBS') or os.cpu_count() or 1)
    todo = tasks(sample)
    last = read_times()
    # the longest first, so that the last to end is a short one
    todo.sort(key=lambda t: -last.get(t[0], 1e9))
    t0 = time.time()
    results = {}
    lock = threading.Lock()
    queue = list(todo)

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                label, argv, env = queue.pop(0)
            r = run(label, argv, env)
            with lock:
                results[label] = r
                sys.stdout.write(r[4])
                sys.stdout.flush()
    threads = [threading.Thread(target=worker) for _ in range(max(1, jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.time() - t0
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    passed = sum(r[0] for r in results.values())
    failed = sum(r[1] for r in results.values())
    write_times(results)
    print('%d checks%s in %.0f s, CPU %.0f s (%d at once)' % (
        len(results), ' (CHECK_SAMPLE=1)' if sample else '', wall,
        ru.ru_utime + ru.ru_stime, jobs))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
