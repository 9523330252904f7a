"""check_json_schema.py - the Python half of the schema check in
tests/check-report.sh: every object check --json wrote (one file a line
each, DIR/schema.N) has the keys attn-check(1) lists under "It has the same
keys whatever the verdict", in its order, and a verdict among the words it
gives; and every verdict word is met at least once.

    check_json_schema.py MAN DIR N
"""
import json
import re
import sys


def documented(man):
    """The keys and verdict words attn-check(1) lists for --json."""
    text = open(man).read()
    part = text[text.index('It has the same keys whatever the verdict'):]
    part = part[:part.index('\n.El\n')]
    keys = []
    for line in part.split('\n'):
        if line.startswith('.It Cm '):
            keys += [k.strip() for k in line[len('.It Cm '):].split(' , ')]
    verdict = part[part.index('.It Cm verdict'):part.index('.It Cm rule')]
    words = re.findall(r'^\.Ql (\w+)', verdict, re.M)
    return keys, set(words)


def main(man, d, n):
    keys, words = documented(man)
    seen, bad = set(), []
    for k in range(1, int(n) + 1):
        line = open('%s/schema.%d' % (d, k)).read()
        try:
            o = json.loads(line, object_pairs_hook=lambda kv: kv)
        except ValueError as e:
            bad.append('%d: not JSON (%s)' % (k, e))
            continue
        got = [kv[0] for kv in o]
        if got != keys:
            bad.append('%d: keys %s, not %s' % (k, got, keys))
        verdict = dict(o).get('verdict')
        if verdict not in words:
            bad.append('%d: verdict %r, not one of %s' % (k, verdict, words))
        seen.add(verdict)
    if words - seen:
        bad.append('verdicts never met: %s' % sorted(words - seen))
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
