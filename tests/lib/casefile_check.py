"""casefile_check.py - the case file format keeps every byte
(tests/check-casefile.sh runs it).

  - any bytes written as a section read back as the same bytes: random
    bytes (seeded), and the awkward ones by hand: CR, NUL, bytes that are
    not UTF-8, a byte-order mark, no final newline, empty, a lone
    newline, lines that look like headers or comments;
  - a case file that is wrong is refused with its FILE:LINE;
  - tests/tools/convert-case turns the folders the runner unpacks (every
    case of the families named on the command line) back into the very
    case files they came from, and removes the folders.
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402
from tally import result, done  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(os.path.dirname(HERE), 'tools', 'convert-case')

AWKWARD = [
    b'', b'\n', b'\n\n', b'x', b'1,2\n3,4', b'1,2\r\n3,4\r\n', b'\r',
    b'1\x00,2\n', b'\xff\xfe1,2\n', b'\xef\xbb\xbf1,2\n', b'a\\b\\xff\n',
    b'cmd\nstdout\nfile x\n# no\n  two\n\n', b'trailing  \n\t\n',
    b'\x1b[1mbold\x1b[0m\n', b'caf\xc3\xa9\n', bytes(range(256)),
    b'\x93NUMPY\x01\x00v\x00' + bytes(118) + b'\n',
]


def roundtrip(data, what):
    c = casefile.Case('x-y')
    c.cmd = b'true\n'
    c.files['in.bin'] = data
    c.stdin = data
    c.stdout = data
    try:
        back = casefile.parse(casefile.format(c), 'x/y.t')
        ok = (back.files == {'in.bin': data} and back.stdin == data and
              (back.stdout or b'') == data)
    except casefile.CaseError as e:
        ok, what = False, '%s: %s' % (what, e)
    result(ok, 'the bytes %r do not read back (%s)' % (data[:40], what))


def refused(text, where):
    try:
        casefile.parse(text, 'f/c.t')
        result(False, 'a wrong case file read without a word: %r' % text)
    except casefile.CaseError as e:
        result(str(e).startswith('f/c.t' + where),
               'the message %r, not at f/c.t%s' % (str(e), where))


def main(families):
    for data in AWKWARD:
        roundtrip(data, 'by hand')
    rng = random.Random(36)
    for n in range(300):
        size = rng.choice((1, 2, 5, 40, 300))
        pool = rng.choice((b'01,.\n', b'ab\r\n\\ ', bytes(range(256))))
        roundtrip(bytes(rng.choice(pool) for _ in range(size)),
                  'random %d' % n)
    refused(b'  1,2\n', ':1')
    refused(b'cmd\n  true\nstdoot\n', ':3')
    refused(b'cmd\n  true\nstatus one\n', ':3')
    refused(b'cmd\n  true\nfile\n', ':3')
    refused(b'cmd\n  true\nfile ../x\n', ':3')
    refused(b'cmd\n  true\nfile a base32\n', ':3')
    refused(b'cmd\n  true\nfile a escaped\n  \\q\n', ':3')
    refused(b'cmd\n  true\nfile a base64\n  !!\n', ':3')
    refused(b'cmd\n  true\ncmd\n  false\n', ':3')
    refused(b'stdout\n  1\n', ': no cmd')

    tmp = tempfile.mkdtemp(prefix='attn-casefile.')
    try:
        cases = os.path.join(tmp, 'cases')
        files = []
        for fam in families:
            files += casefile.resolve(fam)
        subprocess.check_call([sys.executable, os.path.join(HERE,
                              'golden.py'), '--unpack', cases] + families)
        folders = sorted(os.path.join(cases, d) for d in os.listdir(cases))
        out = subprocess.run([sys.executable, TOOL] + folders,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        result(out.returncode == 0, 'convert-case failed:\n' +
               out.stdout.decode(errors='replace')[-2000:])
        for f in files:
            name = casefile.name_of(f)
            mine = casefile.path_of(name, cases)
            want = casefile.format(casefile.read(f))
            try:
                with open(mine, 'rb') as fh:
                    got = fh.read()
            except OSError:
                got = None
            result(got == want, '%s: convert-case does not give back its '
                   'case file from its folder' % name)
            result(not os.path.exists(os.path.join(cases, name)),
                   '%s: convert-case left its folder' % name)
        result(len(files) > 0, 'no case in %s' % ' '.join(families))
    finally:
        shutil.rmtree(tmp)
    done()


if __name__ == '__main__':
    main(sys.argv[1:])
