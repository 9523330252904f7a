#!/usr/bin/python3
"""show-work.py - an independent rendering of attn's --show-work text, for
checking the golden cases work-*: the numbers come from Python's floats
and math module, the layout is rebuilt from the description in the manual.

  show-work.py attend|scores|weights [-p N] [--fixed N] [--temperature T]
               [--softcap C] [--causal] [--offset N] [--scale X]
               [--no-scale] [--bias M] [--masked-rows P] [--name NAME]
               Q|S K V        (matrices as [1,0;0,1] literals)
"""
import argparse, math

SPELL = 8

def mat(s):
    s = s.strip()[1:-1]
    return [[float(x) for x in r.split(',')] for r in s.split(';')]

def fmt(x, a):
    if math.isnan(x):
        return 'nan'
    if math.isinf(x):
        return 'inf' if x > 0 else '-inf'
    if a.p:
        return '%.*g' % (a.p, x)
    if a.fixed is not None:
        return '%.*f' % (a.fixed, x)
    r = repr(x)
    return r[:-2] if r.endswith('.0') else r

def L(v, a):
    return '[' + ', '.join(fmt(x, a) for x in v) + ']'

def fac(x, a):
    return '(' + fmt(x, a) + ')' if math.copysign(1, x) < 0 else fmt(x, a)

def lab(s):
    return '  ' + s.ljust(15)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('cmd'); ap.add_argument('m', nargs='+')
    ap.add_argument('-p', type=int); ap.add_argument('--fixed', type=int)
    ap.add_argument('--temperature', type=float)
    ap.add_argument('--softcap', type=float)
    ap.add_argument('--causal', action='store_true')
    ap.add_argument('--offset', type=int, default=0)
    ap.add_argument('--scale', type=float)
    ap.add_argument('--no-scale', action='store_true')
    ap.add_argument('--bias')
    ap.add_argument('--masked-rows', default='zero')
    ap.add_argument('--name', default='<literal>')
    a = ap.parse_args()
    out = []
    bias = mat(a.bias) if a.bias else None
    rows = mat(a.m[0])
    for i, row in enumerate(rows):
        allow = [True] * (len(mat(a.m[1])) if a.cmd != 'weights' else len(row))
        n = len(allow)
        if a.causal:
            allow = [j <= i + a.offset for j in range(n)]
        if bias:
            allow = [al and bias[i][j] != -math.inf for j, al in enumerate(allow)]
        if a.cmd == 'weights':
            out.append('row %d (%s line %d)' % (i, a.name, i + 1))
            s_in = row
        else:
            K = mat(a.m[1]); d = len(row)
            out.append('row %d (%s line %d): q = %s' % (i, a.name, i + 1, L(row, a)))
            dots = []
            for j, k in enumerate(K):
                pre = lab('dot products' if j == 0 else '') + 'q.k%d = ' % j
                if not allow[j]:
                    out.append(pre + 'masked (-inf)'); dots.append(None); continue
                dot = 0.0
                for x, y in zip(row, k):
                    dot += x * y
                dots.append(dot)
                terms = ' + '.join(fac(x, a) + '*' + fac(y, a) for x, y in zip(row, k))
                out.append(pre + (terms + ' = ' if d <= SPELL else '') + fmt(dot, a))
            r = math.sqrt(d)
            if a.no_scale:
                out.append(lab('scale') + 'none (--no-scale)')
                sc = [x if x is not None else -math.inf for x in dots]
            elif a.scale is not None:
                out.append(lab('scale') + 'multiply by %s (--scale)' % fmt(a.scale, a))
                sc = [x * a.scale if x is not None else -math.inf for x in dots]
            else:
                out.append(lab('scale') + 'divide by sqrt(d_k) = sqrt(%d) = %s' % (d, fmt(r, a)))
                sc = [x / r if x is not None else -math.inf for x in dots]
            dl = '[' + ', '.join('masked' if x is None else fmt(x, a) for x in dots) + ']'
            name = 'scaled' if bias and a.cmd == 'scores' else 'scores'
            if a.no_scale:
                out.append(lab(name) + L(sc, a))
            else:
                op = ' * ' + fac(a.scale, a) if a.scale is not None else ' / ' + fmt(r, a)
                out.append(lab(name) + dl + op)
                out.append(lab('') + '= ' + L(sc, a))
            if a.cmd == 'scores':
                if bias:
                    s = [x + b if x != -math.inf else -math.inf for x, b in zip(sc, bias[i])]
                    out.append(lab('+ bias') + '+ ' + L(bias[i], a))
                    out.append(lab('') + '= ' + L(s, a))
                continue
            s_in = sc
        t = [x if al else -math.inf for x, al in zip(s_in, allow)]
        if a.cmd == 'weights':
            out.append(lab('scores') + L(s_in, a))
            if t != s_in:
                by = ''.join(o for o, on in ((' --causal', a.causal), (' --bias', bias)) if on)
                out.append(lab('masked') + L(t, a) + '   by' + by)
        if a.temperature:
            t = [x / a.temperature if x != -math.inf else x for x in t]
            out.append(lab('temperature') + '/ ' + fmt(a.temperature, a))
            out.append(lab('') + '= ' + L(t, a))
        if a.softcap:
            c = a.softcap
            t = [c * math.tanh(x / c) if x != -math.inf else x for x in t]
            out.append(lab('softcap') + '%s*tanh(s/%s)' % (fmt(c, a), fmt(c, a)))
            out.append(lab('') + '= ' + L(t, a))
        if bias and a.cmd != 'scores':
            t = [x + b if x != -math.inf else x for x, b in zip(t, bias[i])]
            out.append(lab('+ bias') + '+ ' + L(bias[i], a))
            out.append(lab('') + '= ' + L(t, a))
        live = [x for x in t if x != -math.inf]
        if not live:
            v = {'zero': 0.0, 'uniform': 1 / n, 'nan': math.nan}[a.masked_rows]
            w = [v] * n
            out.append(lab('weights') + 'every key is masked; --masked-rows %s:' % a.masked_rows)
            out.append(lab('') + '= ' + L(w, a))
        else:
            mx = max(live)
            out.append(lab('row max') + fmt(mx, a))
            e = [math.exp(x - mx) if x != -math.inf else 0.0 for x in t]
            if n <= SPELL:
                out.append(lab('exp(s - max)') + '[' + ', '.join(
                    '0' if x == -math.inf else 'exp(%s)' % fmt(x - mx, a) for x in t) + ']')
                out.append(lab('') + '= ' + L(e, a))
            else:
                out.append(lab('exp(s - max)') + L(e, a))
            tot = 0.0
            for x in e:
                tot += x
            out.append(lab('sum') + (' + '.join(fmt(x, a) for x in e) + ' = '
                                     if 1 < n <= SPELL else '') + fmt(tot, a))
            w = [x / tot for x in e]
            if n <= SPELL:
                out.append(lab('weights') + L(e, a) + ' / ' + fmt(tot, a))
                out.append(lab('') + '= ' + L(w, a))
            else:
                out.append(lab('weights') + 'exp(s - max) / sum = ' + L(w, a))
        if a.cmd == 'attend':
            V = mat(a.m[2]); dv = len(V[0])
            o = [0.0] * dv
            for j in range(n):
                for c in range(dv):
                    o[c] += w[j] * V[j][c]
            if n <= SPELL and dv <= SPELL:
                out.append(lab('output') + ' + '.join(fac(w[j], a) + '*' + L(V[j], a) for j in range(n)))
                out.append(lab('') + '= ' + L(o, a))
            else:
                out.append(lab('output') + 'weights times the rows of V = ' + L(o, a))
    print('\n'.join(out))

main()
