#!/usr/bin/python3
# grad.py - writes the grad- golden cases (and help-grad-*).  Run it from
# anywhere: /usr/bin/python3 tests/gen/grad.py.  Expected numbers come from
# mpmath at 400 bits and Python's own float operations, never from attn;
# error messages are written out by hand from attn(1), DIAGNOSTICS.
#
# The forward pass is attend's: each score exactly rounded from Q and K, the
# transforms in double (x / T, C * tanh(x / C), + bias, as Python's float
# operations and math.tanh do them), each weight exactly rounded from those
# transformed scores.  Then the backward steps, each exactly rounded from
# the doubles of its inputs (see src/num/backward.h):
#   dA_j = dO . V_j, dT_j = A_j (dA_j - r) with r = A . dA kept exact,
#   never rounded (attn-grad(1): dS is one step from A and dA),
#   dC_j = dT_j (1 - th_j^2) with th_j = tanh(u_j / C), dS_j = dC_j / T,
#   dQ = c dS K per row, dK = c sum_i dS_i^T q_i and dV = sum_i A_i^T dO_i
#   over all rows and the query heads of a key/value head, rounded once.
import math
import os
import sys

from mpmath import mp, mpf, exp, sqrt

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'lib'))
from backward import softmax_backward  # noqa: E402
from cases import Cases, csv, rnd  # noqa: E402
from masks import causal_masked, same_image  # noqa: E402

mp.prec = 400
inf = math.inf


def dot(a, b): return sum((mpf(x) * mpf(y) for x, y in zip(a, b)), mpf(0))


def scale_of(opts, dk):
    if opts.get('scale') == 'none': return mpf(1)
    if 'scale' in opts: return mpf(opts['scale'])
    return 1 / sqrt(mpf(dk))


def allowed(opts, i, j, nk):
    off = opts.get('offset', 0)
    # the causal rule, as --prefix and --bidirectional widen it (the mask
    # table of tests/lib/masks.py); --chunk narrows
    if causal_masked(i + off, j, opts): return False
    if 'chunk' in opts and j // opts['chunk'] != (i + off) // opts['chunk']:
        return False
    if 'window' in opts and not same_image(i + off, j, opts.get('bidir')):
        L, Rt = opts['window']
        if j < i + off - L or j > i + off + Rt: return False
    if 'mask' in opts and not opts['mask'][i][j]: return False
    if 'bias' in opts and opts['bias'][i][j] == -inf: return False
    return True


def grad(Q, K, V, dO, opts, wrt):
    """The expected output of attn grad --wrt WRT with OPTS."""
    H, G = opts.get('heads', 1), opts.get('kv', opts.get('heads', 1))
    nk, dk, dv = len(K), len(K[0]) // G, len(V[0]) // G
    c = scale_of(opts, dk)
    T, C = opts.get('T', 0), opts.get('C', 0)
    acc = [[mpf(0)] * (G * (dk if wrt == 'k' else dv)) for _ in range(nk)]
    out = []
    for i, (q, do) in enumerate(zip(Q, dO)):
        orow = []
        for h in range(H):
            g = h // (H // G)
            qh, dh = q[h * dk:(h + 1) * dk], do[h * dv:(h + 1) * dv]
            Kg = [k[g * dk:(g + 1) * dk] for k in K]
            Vg = [v[g * dv:(g + 1) * dv] for v in V]
            allow = [allowed(opts, i, j, nk) for j in range(nk)]
            s = [rnd(dot(qh, k) * c) if a else -inf
                 for k, a in zip(Kg, allow)]
            t = []
            for j, x in enumerate(s):
                if x == -inf:
                    t.append(x)
                    continue
                if T: x = x / T
                if C: x = C * math.tanh(x / C)
                if 'bias' in opts: x = x + opts['bias'][i][j]
                t.append(x)
            live = [x for x in t if x != -inf]
            if live:
                m = max(live)
                e = [mpf(0) if x == -inf else exp(mpf(x) - m) for x in t]
                A = [rnd(x / sum(e)) for x in e]
            else:
                pol = opts.get('rows', 'zero')
                A = [{'zero': 0.0, 'uniform': 1.0 / nk,
                      'nan': math.nan}[pol]] * nk
            dA = [rnd(dot(dh, v)) for v in Vg]
            dS = softmax_backward(A, dA, s, t, T, C)
            if wrt == 'weights': orow += dA
            elif wrt == 'scores': orow += dS
            elif wrt == 'q':
                orow += [rnd(c * dot(dS, [k[col] for k in Kg]))
                         for col in range(dk)]
            elif wrt == 'k':
                for j in range(nk):
                    for col in range(dk):
                        acc[j][g * dk + col] += mpf(dS[j]) * mpf(qh[col])
            else:
                for j in range(nk):
                    for col in range(dv):
                        acc[j][g * dv + col] += (mpf(A[j]) * mpf(dh[col])
                                                 if A[j] == A[j] else math.nan)
        out.append(orow)
    if wrt == 'k': return [[rnd(c * x) for x in r] for r in acc]
    if wrt == 'v': return [[x if isinstance(x, float) else rnd(x)
                            for x in r] for r in acc]
    return out


OUT = Cases()


def case(name, cmd, out='', err='', status=0, files=None, stdin=None,
         after=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, after=after,
             files=files)


# ---- lesson 2's example, backwards ----
q2, K2, V2, d2 = [[1, 0]], [[1, 0], [0, 1]], [[2, 0], [0, 2]], [[1, 0]]
lits = "-q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]'"
for wrt in ('weights', 'scores', 'q', 'k', 'v'):
    case('grad-lesson2-' + wrt, '$ATTN grad --wrt %s %s' % (wrt, lits),
         csv(grad(q2, K2, V2, d2, {}, wrt)))
case('grad-lesson2-fixed6', '$ATTN grad --wrt scores %s --fixed 6' % lits,
     csv(grad(q2, K2, V2, d2, {}, 'scores'), lambda x: '%.6f' % x))

# ---- a 4 x 3 example, every --wrt and option ----
Q = [[0.5, -1.25], [1.5, 0.75], [-0.25, 2.0], [1.0, 1.0]]
K = [[1.0, 0.5], [-0.75, 1.25], [0.25, -1.5]]
V = [[2.0, -1.0, 0.5], [0.0, 1.5, -2.0], [1.25, 0.25, 1.0]]
dO = [[1.0, 0.5, -0.5], [-1.0, 2.0, 0.25], [0.5, -0.25, 1.5], [0.0, 1.0, 1.0]]
M = [[1, 0, 1], [0, 1, 1], [1, 1, 0], [0, 0, 0]]
B = [[0.5, -inf, 0.0], [0.0, 1.0, -0.5], [-inf, 0.25, 0.0], [1.0, 0.0, 2.0]]
F = {'Q.csv': csv(Q), 'K.csv': csv(K), 'V.csv': csv(V), 'dO.csv': csv(dO),
     'M.csv': csv(M), 'B.csv': csv(B)}
base = '$ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv'
variants = [
    ('', '', {}),
    ('no-scale', '--no-scale', {'scale': 'none'}),
    ('scale', '--scale -0.5', {'scale': -0.5}),
    ('causal', '--causal', {'causal': 1}),
    ('offset', '--causal --offset -1', {'causal': 1, 'offset': -1}),
    ('window', '--window 1,0', {'window': (1, 0)}),
    ('mask', '--mask M.csv', {'mask': M}),
    ('bias', '--bias B.csv', {'bias': B}),
    ('temperature', '--temperature 0.5', {'T': 0.5}),
    ('softcap', '--softcap 0.75', {'C': 0.75}),
    ('transforms', '--causal --temperature 2 --softcap 1.5 --bias B.csv',
     {'causal': 1, 'T': 2.0, 'C': 1.5, 'bias': B}),
    # the masks of current models
    ('prefix', '--prefix 2', {'prefix': 2}),
    ('chunk', '--causal --chunk 2 --offset 1',
     {'causal': 1, 'chunk': 2, 'offset': 1}),
    ('bidirectional', "--bidirectional '[1,1,0]' --temperature 2",
     {'bidir': [1, 1, 0], 'T': 2.0}),
    ('lower-right', '--causal=lower-right',
     {'causal': 1, 'offset': -1}),
]
for tag, opt, o in variants:
    for wrt in ('weights', 'scores', 'q', 'k', 'v'):
        name = 'grad-%s%s' % (tag + '-' if tag else '', wrt)
        case(name, '%s --wrt %s %s' % (base, wrt, opt) if opt else
             '%s --wrt %s' % (base, wrt), csv(grad(Q, K, V, dO, o, wrt)),
             files=F)
for pol in ('zero', 'uniform', 'nan'):
    o = {'mask': M, 'rows': pol}
    for wrt in ('scores', 'v'):
        case('grad-masked-rows-%s-%s' % (pol, wrt),
             '%s --wrt %s --mask M.csv --masked-rows %s' % (base, wrt, pol),
             csv(grad(Q, K, V, dO, o, wrt)), files=F)

# ---- heads: 2 query heads sharing 1 key/value head, and 4 over 2 ----
Qh = [[0.5, -1.0, 1.5, 0.25], [-0.5, 0.75, 1.0, -1.25], [2.0, 0.5, -0.5, 1.0]]
Kh = [[1.0, -0.5], [0.25, 1.5], [-1.0, 0.75]]
Vh = [[1.0, 2.0], [-1.5, 0.5], [0.25, -1.0]]
dOh = [[1.0, 0.0, -0.5, 2.0], [0.25, 1.0, 1.5, -1.0], [-2.0, 0.5, 1.0, 1.0]]
Fh = {'Q.csv': csv(Qh), 'K.csv': csv(Kh), 'V.csv': csv(Vh),
      'dO.csv': csv(dOh)}
for wrt in ('weights', 'scores', 'q', 'k', 'v'):
    case('grad-mqa-' + wrt, '%s --wrt %s --heads 2 --kv-heads 1 --causal'
         % (base, wrt), csv(grad(Qh, Kh, Vh, dOh, {'heads': 2, 'kv': 1,
                                                     'causal': 1}, wrt)),
         files=Fh)
Q4 = [[0.5, -1.0, 1.5, 0.25, 1.0, 0.0, -0.75, 0.5],
      [-0.5, 0.75, 1.0, -1.25, 0.25, 2.0, 0.5, -1.0]]
K4 = [[1.0, -0.5, 0.5, 1.0], [0.25, 1.5, -1.0, 0.0], [-1.0, 0.75, 2.0, 0.5]]
V4 = [[1.0, 2.0, 0.5, -0.5], [-1.5, 0.5, 1.0, 1.0], [0.25, -1.0, 0.0, 2.0]]
dO4 = [[1.0, 0.0, -0.5, 2.0, 0.5, 0.5, 1.0, -1.0],
       [0.25, 1.0, 1.5, -1.0, 0.0, 2.0, -0.5, 0.75]]
F4 = {'Q.csv': csv(Q4), 'K.csv': csv(K4), 'V.csv': csv(V4),
      'dO.csv': csv(dO4)}
for wrt in ('weights', 'scores', 'q', 'k', 'v'):
    case('grad-gqa-' + wrt, '%s --wrt %s --heads 4 --kv-heads 2' % (base, wrt),
         csv(grad(Q4, K4, V4, dO4, {'heads': 4, 'kv': 2}, wrt)), files=F4)

# ---- input and output ----
case('grad-stdin-q', '$ATTN grad --wrt q -k K.csv -v V.csv --dout dO.csv -p 6',
     csv(grad(Q, K, V, dO, {}, 'q'), lambda x: '%.6g' % x), files=F,
     stdin=csv(Q))
case('grad-output-file', '%s --wrt k -o dK.csv' % base,
     csv(grad(Q, K, V, dO, {}, 'k')), files=F, after='cat dK.csv\n')
case('grad-several', '%s --wrt q,k,v -o dQ.csv -o dK.csv -o dV.csv' % base,
     csv(grad(Q, K, V, dO, {}, 'q')) + csv(grad(Q, K, V, dO, {}, 'k')) +
     csv(grad(Q, K, V, dO, {}, 'v')), files=F,
     after='cat dQ.csv dK.csv dV.csv\n')
case('grad-several-heads', '%s --wrt v,scores --heads 4 --kv-heads 2 --causal '
     '-o dV.csv -o -' % base,
     csv(grad(Q4, K4, V4, dO4, {'heads': 4, 'kv': 2, 'causal': 1},
              'scores')) +
     csv(grad(Q4, K4, V4, dO4, {'heads': 4, 'kv': 2, 'causal': 1}, 'v')),
     files=F4, after='cat dV.csv\n')
case('grad-empty-q', "$ATTN grad --wrt q -q empty.csv -k K.csv -v V.csv "
     "--dout empty.csv", '', files=dict(F, **{'empty.csv': ''}))
case('grad-empty-k', "$ATTN grad --wrt k -q empty.csv -k K.csv -v V.csv "
     "--dout empty.csv", csv([[0.0, 0.0]] * 3),
     files=dict(F, **{'empty.csv': ''}))

# ---- errors ----
E = 'attn grad: '
U = ' (see attn grad --help)'
case('grad-missing-wrt', base, err=E + 'missing --wrt q|k|v|scores|weights' + U,
     status=2, files=F)
case('grad-bad-wrt', base + ' --wrt o', status=2, files=F,
     err=E + "--wrt takes q, k, v, scores, weights or sinks, not 'o'" + U)
case('grad-wrt-twice', base + ' --wrt q,k,q -o a -o b -o c', status=2,
     err=E + '--wrt names q twice' + U, files=F)
case('grad-wrt-list-bad', base + ' --wrt q,o -o a -o b', status=2, files=F,
     err=E + "--wrt takes q, k, v, scores, weights or sinks, not 'o'" + U)
case('grad-several-no-o', base + ' --wrt k,v', status=2, files=F,
     err=E + '--wrt names 2 results: each needs its own -o FILE, in the same '
     'order' + U)
case('grad-several-count', base + ' --wrt q,k,v -o a -o b', status=2, files=F,
     err=E + '--wrt names 3 results, but -o is given 2 times (one -o per '
     'result, in the same order)' + U)
case('grad-one-two-o', base + ' --wrt q -o a -o b', status=2, files=F,
     err=E + '--wrt names 1 result, but -o is given 2 times (one -o per '
     'result, in the same order)' + U)
case('grad-several-work', base + ' --wrt q,k -o a -o b --show-work', status=2,
     err=E + '--show-work takes one --wrt, not 2' + U, files=F)
case('grad-several-dtype', base + ' --wrt q,k -o a -o b --dtype bf16',
     status=2, err=E + "--dtype takes one --wrt, not 2 (a kernel's backward "
     'writes one result)' + U, files=F)
case('grad-several-stdout', base + ' --wrt q,k -o - -o -', status=2, files=F,
     err=E + 'only one result can go to stdout (-o - is given 2 times)' + U)
case('grad-o-nine', base + ' --wrt q' + ' -o a' * 9, status=2, files=F,
     err=E + '-o is given more than 8 times' + U)
case('grad-missing-dout', '$ATTN grad --wrt q -q Q.csv -k K.csv -v V.csv',
     err=E + 'missing --dout dO, the gradient at the output' + U, status=2,
     files=F)
case('grad-missing-v', '$ATTN grad --wrt q -q Q.csv -k K.csv --dout dO.csv',
     err=E + 'missing -v V, the values' + U, status=2, files=F)
case('grad-missing-k', '$ATTN grad --wrt q -q Q.csv -v V.csv --dout dO.csv',
     err=E + 'missing -k K, the keys' + U, status=2, files=F)
case('grad-two-stdin', '$ATTN grad --wrt q -k K.csv -v V.csv --dout -',
     err=E + 'only one operand can be read from stdin' + U, status=2, files=F)
case('grad-dout-width', "%s --wrt q" % base.replace('dO.csv', 'dO2.csv'),
     err=E + 'dO2.csv:1: dO is 4 x 2, but the output O is 4 x 3 (dO must '
     'have its shape)', status=1, files=dict(F, **{'dO2.csv': csv(
         [r[:2] for r in dO])}))
case('grad-dout-short', "%s --wrt scores" % base.replace('dO.csv', 'dO3.csv'),
     out=csv(grad(Q[:3], K, V, dO[:3], {}, 'scores')),
     err=E + 'dO3.csv:4: dO has 3 rows, but Q has 4 (a row of each, in '
     'step)', status=1, files=dict(F, **{'dO3.csv': csv(dO[:3])}))
case('grad-dout-long', "%s --wrt weights" % base.replace('Q.csv', 'Q3.csv'),
     out=csv(grad(Q[:3], K, V, dO[:3], {}, 'weights')),
     err=E + 'dO.csv:4: dO has 4 rows, but Q has 3 (a row of each, in '
     'step)', status=1, files=dict(F, **{'Q3.csv': csv(Q[:3])}))
case('grad-dk-mismatch', "$ATTN grad --wrt q -q '[1,2,3]' -k K.csv -v V.csv "
     "--dout '[1,2,3]'", err=E + '<literal>:1: row has 3 columns, but K has '
     '2 (d_k must match)', status=1, files=F)
case('grad-v-rows', "$ATTN grad --wrt v -q Q.csv -k K.csv -v '[1;2]' "
     "--dout dO.csv", err=E + '<literal>: V has 2 rows, but K has 3 (one '
     'value row per key)', status=1, files=F)
case('grad-heads-width', "%s --wrt q --heads 2" % base, status=1, files=F,
     err=E + 'V.csv: V has 3 columns, which --heads 2 does not divide')
case('grad-kv-heads', "%s --wrt q --heads 3 --kv-heads 2" % base, status=2,
     err=E + '--kv-heads 2 does not divide --heads 3' + U, files=F)
case('grad-dout-nan', "$ATTN grad --wrt q -q '[1,0]' -k '[1,0]' -v '[1]' "
     "--dout '[nan]'", status=1,
     err=E + "<literal>:1: field 1 is 'nan'; dO must be finite")
case('grad-overflow', "$ATTN grad --wrt weights -q '[1]' -k '[1]' "
     "-v '[1e300]' --dout '[1e300]'", status=1,
     err=E + '<literal>:1: dA for key 0 overflows a double')
case('grad-masked-rows-error', "%s --wrt q --mask M.csv --masked-rows error"
     % base, out=csv(grad(Q[:3], K, V, dO[:3], {'mask': M}, 'q')), status=1,
     err=E + 'Q.csv:4: every key is masked in this row (see --masked-rows)',
     files=F)

# ---- --show-work: lesson 2's example, the layout written out by hand ----
def g6(x): return '%.6g' % x
S2 = [rnd(mpf(1) / sqrt(2)), 0.0]
e2 = [1.0, rnd(exp(mpf(S2[1]) - mpf(S2[0])))]
A2 = [rnd(exp(mpf(x) - mpf(S2[0])) / (1 + exp(mpf(S2[1]) - mpf(S2[0]))))
      for x in S2]
dA2 = [2.0, 0.0]
r2 = rnd(mpf(A2[0]) * 2)
dS2 = [rnd(mpf(a) * (mpf(d) - mpf(r2))) for a, d in zip(A2, dA2)]
dQ2 = grad(q2, K2, V2, d2, {}, 'q')[0]
forward = (
    'row 0 (<literal> line 1): q = [1, 0]\n'
    '  dot products   q.k0 = 1*1 + 0*0 = 1\n'
    '                 q.k1 = 1*0 + 0*1 = 0\n'
    '  scale          divide by sqrt(d_k) = sqrt(2) = %s\n'
    '  scores         [1, 0] / %s\n'
    '                 = [%s, 0]\n'
    '  row max        %s\n'
    '  exp(s - max)   [exp(0), exp(%s)]\n'
    '                 = [1, %s]\n'
    '  sum            1 + %s = %s\n'
    '  weights        [1, %s] / %s\n'
    '                 = [%s, %s]\n'
    % (g6(math.sqrt(2)), g6(math.sqrt(2)), g6(S2[0]), g6(S2[0]),
       g6(S2[1] - S2[0]), g6(e2[1]), g6(e2[1]), g6(1 + e2[1]), g6(e2[1]),
       g6(1 + e2[1]), g6(A2[0]), g6(A2[1])))
backward = (
    '  backward       dO = [1, 0]\n'
    '  dA = dO V^T    dO.v0 = 1*2 + 0*0 = 2\n'
    '                 dO.v1 = 1*0 + 0*2 = 0\n'
    '  row sum        A.dA = %s*2 + %s*0 = %s\n'
    '  dS             A*(dA - row sum) = [%s*(2 - %s), %s*(0 - %s)]\n'
    '                 = [%s, %s]\n'
    % (g6(A2[0]), g6(A2[1]), g6(r2), g6(A2[0]), g6(r2), g6(A2[1]), g6(r2),
       g6(dS2[0]), g6(dS2[1])))
case('grad-show-work-q', "$ATTN grad --wrt q %s -p 6 --show-work" % lits,
     ','.join(g6(x) for x in dQ2), forward + backward +
     '  dQ = c dS K    dS K / sqrt(2)\n'
     '                 = [%s, %s]' % (g6(dQ2[0]), g6(dQ2[1])))
case('grad-show-work-k', "$ATTN grad --wrt k %s -p 6 --show-work" % lits,
     csv(grad(q2, K2, V2, d2, {}, 'k'), g6), forward + backward +
     '  dK += dS^T q   dK0 += %s*[1, 0]\n'
     '                 dK1 += (%s)*[1, 0]\n'
     '                 (then times the scale, once, at the end)'
     % (g6(dS2[0]), g6(dS2[1])))
case('grad-show-work-v', "$ATTN grad --wrt v %s -p 6 --show-work" % lits,
     csv(grad(q2, K2, V2, d2, {}, 'v'), g6), forward +
     '  backward       dO = [1, 0]\n'
     '  dV += A^T dO   dV0 += %s*[1, 0]\n'
     '                 dV1 += %s*[1, 0]' % (g6(A2[0]), g6(A2[1])))

# ---- help: the options attn-grad(1) gives grad ----
opts = sorted(['--wrt', '--query', '--keys', '--values', '--dout',
               '--no-scale', '--scale', '--causal', '--offset', '--window',
               '--mask', '--bias', '--alibi', '--alibi-slopes', '--segments',
               '--prefix', '--chunk', '--bidirectional', '--temperature', '--softcap',
               '--masked-rows', '--sinks', '--heads', '--kv-heads',
               '--show-work', '--dtype', '--accumulate', '--recipe',
               '--block',
               '--delimiter', '--tab', '--header', '--precision', '--fixed',
               '--output', '--unbuffered', '--progress', '--no-progress',
               '--help', '--jobs', '--layout'])
case('help-grad-options',
     "$ATTN help grad | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u",
     '\n'.join(opts))
case('help-grad-same', '$ATTN help grad >a; $ATTN grad --help >b; '
     '$ATTN grad -h >c; cmp a b && cmp a c && head -n 1 a',
     'usage: attn grad --wrt X -q Q -k K -v V --dout dO [options]')
case('help-grad-short', "$ATTN help grad | grep -oE -- '^  -[a-zA-Z],' | "
     "tr -d ' ,-' | LC_ALL=C sort | tr -d '\\n'; echo", 'Hdhjkopqtuv')
case('help-grad-listed', "$ATTN --help | awk '$1 == \"grad\" { print $1 }'",
     'grad')
OUT.done('grad')
