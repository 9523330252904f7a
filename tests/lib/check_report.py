"""check_report.py - the Python half of tests/check-report.sh, which runs
it (its header says what is checked, and against what)."""
import json, re, sys
d, n = sys.argv[1], sys.argv[2]
rd = lambda f: open('%s/%s.%s' % (d, f, n)).read()
text, js, full = rd('text').splitlines(), rd('json'), rd('all').splitlines()
st, jst = int(rd('st')), int(rd('jst'))
assert js.endswith('\n') and js.count('\n') == 1, 'not one line'
o = json.loads(js)
assert st == jst == o['status'], 'status %d, %d, %s' % (st, jst, o['status'])
summary = [l for l in text if re.match(
    r'(\d+ of \d+ cells differ|all \d+ cells|shapes differ|right to the digits)', l)]
assert summary and o['summary'] == summary[-1], 'summary %r' % o['summary']
mist = [l for l in text if l.startswith('likely mistake') and
        not l.startswith('likely mistake (rounding)')]
# rounding is a verdict, not a mistake
assert ('likely mistake (rounding)' in '\n'.join(text)) == (o['verdict'] == 'rounding')
if o['mistakes'] is not None:
    said = ['likely mistake%s (%s): %s' % ('s' if len(m['ids']) > 1 else '', m['id'], m['words'])
            for m in o['mistakes']]
    assert said == mist, (said, mist)
    assert all(m['id'] == ' + '.join(m['ids']) for m in o['mistakes'])
    if 'no common mistake reproduces this answer' in text:
        assert o['mistakes'] == []
else:
    assert not mist
if o['shapes'] is not None:
    assert summary[-1] == 'shapes differ: expected %dx%d, got %dx%d' % tuple(
        o['shapes']['expected'] + o['shapes']['got'])
else:
    cells = [l for l in full if l.startswith('row ')]
    assert o['differing'] == len(cells), (o['differing'], len(cells))
    assert len(o['differing_cells']) == min(20, len(cells))
    shown = [l for l in text if l.startswith('row ')]
    assert len(shown) == min(20, len(cells))
    if len(cells) > 20:
        assert '... and %d more' % (len(cells) - 20) in text
    num = lambda x: float(x)
    for c, l in zip(o['differing_cells'], cells):
        m = re.match(r'row (\d+), column (\d+): expected (\S+), got (\S+), difference (\S+)$', l)
        assert m, l
        assert (c['row'], c['column']) == (int(m.group(1)), int(m.group(2))), l
        for k, g in (('expected', 3), ('got', 4), ('difference', 5)):
            a, b = num(c[k]), float(m.group(g))
            assert a == b or (a != a and b != b) or abs(a - b) <= 1e-5 * abs(a), (k, a, b)
    if o['differing']:
        w = o['largest']
        assert ' at row %d, column %d)' % (w['row'], w['column']) in summary[-1]
