"""generated.py [--write] - the generated golden cases are what their
generators write (tests/check-golden.sh and make golden run it).

Every tests/gen/*.py is run, all at once, each into a scratch directory
of its own (they compute with fractions and mpmath and never run attn);
then
  - every case file a generator writes must be the file of that name in
    tests/cases, byte for byte;
  - no two generators may write the same case;
  - a case of a family that a generator writes (a folder of tests/cases,
    mask/ or scores/ say) must be written by a generator: a case a
    generator no longer writes fails here, and so does one added by hand
    among generated ones (add it to the generator, or give it a family of
    its own);
  - no folder of the old layout (tests/cases/NAME/cmd) is left in such a
    family.
With --write (make golden), nothing is compared: each case file written
replaces the one in tests/cases, and the stale ones (and such old
folders) are removed, so that the check then passes.
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402
import tally  # noqa: E402

GEN = os.path.join(casefile.TESTS, 'gen')
PY = '/usr/bin/python3'


def rel(p):
    return os.path.relpath(p, os.path.dirname(casefile.TESTS))


def generate(tmp):
    """Run every generator into TMP/NAME; {case name: (generator, its
    file)}, and the failures."""
    gens = sorted(glob.glob(os.path.join(GEN, '*.py')))
    if not gens:
        return {}, ['no generator in tests/gen']
    procs = []
    for g in gens:
        n = os.path.basename(g)[:-3]
        log = open(os.path.join(tmp, n + '.log'), 'wb')
        procs.append((n, log, subprocess.Popen(
            [PY, g, os.path.join(tmp, n)], stdout=log,
            stderr=subprocess.STDOUT)))
    bad = []
    for n, log, p in procs:
        if p.wait() != 0:
            log.close()
            with open(log.name, errors='replace') as f:
                tail = f.readlines()[-20:]
            bad.append('tests/gen/%s.py failed\n%s' % (n, ''.join(
                '    ' + l for l in tail).rstrip('\n')))
        log.close()
    if bad:
        return {}, bad
    written = {}
    for n, _, _ in procs:
        for f in casefile.all_files(os.path.join(tmp, n)):
            name = casefile.name_of(f)
            if name in written:
                bad.append('%s is written by more than one generator: %s %s'
                           % (name, written[name][0], n))
            written[name] = (n, f)
    if not written and not bad:
        bad.append('the generators wrote no case')
    return written, bad


def main(argv):
    write = argv[:1] == ['--write']
    tmp = tempfile.mkdtemp(prefix='attn-golden.')
    try:
        written, bad = generate(tmp)
        for b in bad:
            tally.result(False, b)
        if bad:
            tally.done()
        families = {casefile.family_of(n) for n in written}
        stale = []
        for f in casefile.all_files():
            name = casefile.name_of(f)
            if casefile.family_of(name) in families and name not in written:
                stale.append(f)
        old = [d for d in casefile.old_folders()
               if casefile.family_of(os.path.basename(d)) in families]
        if write:
            changed = 0
            for name, (n, f) in sorted(written.items()):
                dest = casefile.path_of(name)
                with open(f, 'rb') as fh:
                    data = fh.read()
                if os.path.isfile(dest):
                    with open(dest, 'rb') as fh:
                        if fh.read() == data:
                            continue
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, 'wb') as fh:
                    fh.write(data)
                print('wrote %s (tests/gen/%s.py)' % (rel(dest), n))
                changed += 1
            for f in stale:
                os.remove(f)
                print('removed %s: no generator writes it' % rel(f))
            for d in old:
                shutil.rmtree(d)
                print('removed %s: a folder of the old layout' % rel(d))
            print('%d generated cases: %d written again, %d removed'
                  % (len(written), changed, len(stale) + len(old)))
            return 0
        for name, (n, f) in sorted(written.items()):
            dest = casefile.path_of(name)
            with open(f, 'rb') as fh:
                data = fh.read()
            try:
                with open(dest, 'rb') as fh:
                    have = fh.read()
            except OSError:
                have = None
            if have == data:
                tally.result(True, '')
                continue
            what = '%s is not what tests/gen/%s.py writes (make golden ' \
                'writes it again)' % (rel(dest), n)
            if have is None:
                what += '\n    it is not there'
            else:
                what += '\n' + ''.join(
                    '    ' + l for l in _diff(have, data)).rstrip('\n')
            tally.result(False, what)
        for f in stale:
            tally.result(False, '%s is in the family %s/ of generated cases, '
                         'but no generator writes it' % (
                             rel(f), casefile.family_of(casefile.name_of(f))))
        for d in old:
            tally.result(False, '%s: a folder of the old layout in a '
                         'generated family (make golden removes it)' % rel(d))
        tally.done()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _diff(have, want):
    import difflib
    return list(difflib.unified_diff(
        have.decode('utf-8', 'replace').splitlines(True),
        want.decode('utf-8', 'replace').splitlines(True),
        'checked in', 'generated', n=1))[:20]


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
