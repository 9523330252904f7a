"""casefile.py - a golden case as data: the case file's format, read and
written (tests/cases/README.md says it for people).

The case FAMILY-NAME is the file tests/cases/FAMILY/NAME.t (FAMILY is the
name up to its first '-').  A case file is a list of sections, each a
header line at the start of a line and then its content, every line of it
indented by two spaces (an empty line is an empty line of content; a line
'#...' at the start of a line is a comment):

    how                 where the expected numbers come from
    cmd                 the shell line(s) run; $ATTN is the binary, unquoted
    after               shell line(s) run after cmd, output added to stdout
    stdin               the standard input (absent: /dev/null)
    file NAME           an input file, made in the case's scratch folder
    stdout              the expected standard output (absent: empty)
    stderr              the expected standard error (absent: empty)
    status N            the expected exit status (absent: 0); no content

A header may end with words saying how its content is written:

    (none)      the lines as they are, each ending in a newline
    noeol       the same, but no newline after the last line
    escaped     each line read with backslash escapes, \\ \\r \\t \\n
                \\xHH (CR, NUL, control bytes, bytes that are not UTF-8)
    base64      the bytes in base64 (a .npy or .safetensors file, say)

Nothing here runs attn: tests/lib/golden.py does.
"""
import base64
import os
import re

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(TESTS, 'cases')
EXT = '.t'

# the sections with text of their own, in the order a case file has them
TEXTS = ('how', 'cmd', 'after', 'stdin')
EXPECTED = ('stdout', 'stderr')
MODES = ('noeol', 'escaped', 'base64')


class CaseError(Exception):
    """A case file that cannot be read: FILE:LINE: what is wrong."""


class Case:
    """One golden case: its NAME (FAMILY-REST), its PATH (None for one not
    read from a file), and its parts as bytes: cmd, after, stdin, how,
    stdout, stderr (None where absent), status (an int) and files (input
    file NAME: bytes, in order)."""

    def __init__(self, name, path=None):
        self.name = name
        self.path = path
        self.cmd = self.after = self.stdin = self.how = None
        self.stdout = self.stderr = None
        self.status = 0
        self.files = {}

    def family(self):
        return family_of(self.name)


def family_of(name):
    """The family of the case NAME: its name up to the first '-'."""
    return name.split('-', 1)[0]


def path_of(name, root=CASES):
    """The case file of the case NAME under ROOT."""
    fam, _, rest = name.partition('-')
    if not rest:
        raise ValueError('a case name is FAMILY-NAME: %r' % name)
    return os.path.join(root, fam, rest + EXT)


def name_of(path):
    """The case name of the case file PATH (.../FAMILY/REST.t)."""
    fam = os.path.basename(os.path.dirname(os.path.abspath(path)))
    rest = os.path.basename(path)
    if rest.endswith(EXT):
        rest = rest[:-len(EXT)]
    return fam + '-' + rest


# --- reading ---------------------------------------------------------------

_ESC = re.compile(rb'\\(x[0-9a-fA-F]{2}|.)', re.S)
_ESC_ONE = {b'\\': b'\\', b'r': b'\r', b't': b'\t', b'n': b'\n',
            b'0': b'\0'}


def _unescape(line, where):
    def one(m):
        e = m.group(1)
        if e[:1] == b'x' and len(e) == 3:
            return bytes([int(e[1:], 16)])
        if e in _ESC_ONE:
            return _ESC_ONE[e]
        raise CaseError('%s: unknown escape \\%s' % (where, e.decode(
            'utf-8', 'backslashreplace')))
    return _ESC.sub(one, line)


def _content(lines, modes, where):
    if 'base64' in modes:
        try:
            return base64.b64decode(b''.join(lines), validate=True)
        except ValueError as e:
            raise CaseError('%s: not base64: %s' % (where, e))
    if 'escaped' in modes:
        lines = [_unescape(l, where) for l in lines]
    if not lines:
        return b''
    text = b'\n'.join(lines)
    return text if 'noeol' in modes else text + b'\n'


def parse(data, path='-', name=None):
    """The Case that the bytes DATA of a case file say (PATH for messages;
    NAME, else the name PATH gives)."""
    case = Case(name or name_of(path), path)
    lines = data.split(b'\n')
    if lines and lines[-1] == b'':
        lines.pop()
    sections = []          # (header words, lines, line number)
    for n, line in enumerate(lines, 1):
        if line.startswith(b'  ') or line == b'':
            if not sections:
                raise CaseError('%s:%d: content before any header'
                                % (path, n))
            sections[-1][1].append(line[2:])
        elif line.startswith(b'#'):
            continue
        else:
            sections.append((line.decode('utf-8', 'replace').split(), [], n))
    seen = set()
    for words, body, n in sections:
        where = '%s:%d' % (path, n)
        key, args = words[0], words[1:]
        fname = None
        if key == 'file':
            if not args:
                raise CaseError('%s: file with no name' % where)
            fname, args = args[0], args[1:]
            if '/' in fname or fname in ('.', '..'):
                raise CaseError('%s: file %s: a name, not a path'
                                % (where, fname))
        elif key == 'status':
            if len(args) != 1 or not args[0].isdigit() or body:
                raise CaseError('%s: status N, and nothing under it' % where)
            case.status = int(args[0])
            args = []
        elif key not in TEXTS + EXPECTED:
            raise CaseError('%s: unknown section %r' % (where, key))
        bad = [a for a in args if a not in MODES]
        if bad:
            raise CaseError('%s: %s: not one of %s' % (where, ' '.join(bad),
                                                     ', '.join(MODES)))
        tag = (key, fname)
        if tag in seen:
            raise CaseError('%s: %s twice' % (where, ' '.join(
                w for w in tag if w)))
        seen.add(tag)
        if key == 'status':
            continue
        content = _content(body, args, where)
        if key == 'file':
            case.files[fname] = content
        else:
            setattr(case, key, content)
    if case.cmd is None:
        raise CaseError('%s: no cmd' % path)
    return case


def read(path):
    """The Case in the case file PATH."""
    with open(path, 'rb') as f:
        return parse(f.read(), path)


# --- writing ---------------------------------------------------------------

def _plain(data):
    """Whether DATA can be written as its lines: UTF-8 with no control
    byte but tab and newline."""
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError:
        return False
    return not re.search('[\x00-\x08\x0b-\x1f\x7f\ufeff]', text)


def _escape(line):
    out = []
    for b in line:
        c = bytes([b])
        if c == b'\\':
            out.append(b'\\\\')
        elif c == b'\r':
            out.append(b'\\r')
        elif b < 0x20 and c != b'\t' or b == 0x7f:
            out.append(b'\\x%02x' % b)
        else:
            out.append(c)
    out = b''.join(out)
    # bytes that are not UTF-8, and a byte-order mark, as \xHH
    text = out.decode('utf-8', 'surrogateescape')
    text = text.replace('\ufeff', '\\xef\\xbb\\xbf')
    return ''.join('\\x%02x' % (ord(ch) - 0xdc00)
                   if 0xdc80 <= ord(ch) <= 0xdcff else ch
                   for ch in text).encode('utf-8')


def _binary(data):
    """Whether DATA reads better as base64 than escaped: 64 bytes or more,
    a quarter of them or more control bytes (tab, CR and newline aside)
    or bytes that are not UTF-8."""
    text = data.decode('utf-8', 'surrogateescape')
    odd = len(re.findall('[\x00-\x08\x0b\x0c\x0e-\x1f\x7f'
                         '\udc80-\udcff]', text))
    return len(data) >= 64 and odd * 4 >= len(data)


def section(header, data):
    """The lines (bytes) of a section HEADER holding DATA."""
    modes = []
    if _plain(data):
        lines = data.split(b'\n')
    elif _binary(data):
        b64 = base64.b64encode(data)
        lines = [b64[i:i + 76] for i in range(0, len(b64), 76)]
        modes.append('base64')
    else:
        lines = [_escape(l) for l in data.split(b'\n')]
        modes.append('escaped')
    if 'base64' not in modes:
        if lines[-1] == b'':
            lines.pop()
        elif data:
            modes.append('noeol')
    head = ' '.join([header] + modes).encode()
    return [head] + [b'  ' + l if l else b'' for l in lines]


def format(case):
    """The bytes of CASE's file: the same for the same case, whatever the
    order its input files were given in."""
    out = []
    for key in TEXTS:
        data = getattr(case, key)
        if data is not None:
            out += section(key, data)
    for fname in sorted(case.files):
        out += section('file ' + fname, case.files[fname])
    for key in EXPECTED:
        data = getattr(case, key)
        if data:
            out += section(key, data)
    if case.status:
        out.append(b'status %d' % case.status)
    return b''.join(l + b'\n' for l in out)


def write(case, root=CASES):
    """Write CASE's file under ROOT; its path."""
    path = path_of(case.name, root)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(format(case))
    return path


# --- finding them ----------------------------------------------------------

def all_files(root=CASES):
    """Every case file under ROOT, sorted by case name."""
    out = []
    for fam in sorted(os.listdir(root)):
        d = os.path.join(root, fam)
        if not os.path.isdir(d):
            continue
        for f in os.listdir(d):
            if f.endswith(EXT):
                out.append(os.path.join(d, f))
    return sorted(out, key=name_of)


def old_folders(root=CASES):
    """The case folders of the old layout (one folder per case, with a
    file cmd) left under ROOT: tests/tools/convert-case turns them into
    case files."""
    return sorted(os.path.join(root, d) for d in os.listdir(root)
                  if os.path.isfile(os.path.join(root, d, 'cmd')))


def resolve(arg, root=CASES):
    """The case files ARG names: a case file, a family's folder, a family
    (mask), a case's name (mask-scores-window-ahead), or either of the
    last two as a path under tests/cases (tests/cases/NAME, as the old
    layout had them).  An empty list when it names none."""
    a = arg.rstrip('/')
    if os.path.isfile(a) and a.endswith(EXT):
        return [a]
    if os.path.isdir(a) and not os.path.isfile(os.path.join(a, 'cmd')):
        return sorted((os.path.join(a, f) for f in os.listdir(a)
                       if f.endswith(EXT)), key=name_of)
    name = os.path.basename(a)
    if name.endswith(EXT):
        name = name[:-len(EXT)]
    d = os.path.join(root, name)
    if os.path.isdir(d) and not os.path.isfile(os.path.join(d, 'cmd')):
        return resolve(d, root)
    if '-' in name:
        p = path_of(name, root)
        if os.path.isfile(p):
            return [p]
    return []
