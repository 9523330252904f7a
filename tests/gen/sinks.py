#!/usr/bin/python3
"""sinks.py - write the tests/cases/sinks-*, lse-* and merge-* golden cases
(and help-merge-*): --sinks, --lse, apply --lse and attn merge, alone and
with --alibi, --segments and a rope pipeline.

Every expected number comes from the reference below, written from
attn-weights(1), attn-attend(1), attn-merge(1) and attn-grad(1) with
mpmath at 400 bits, never by running attn:

  * scores: each the exact dot product of the head's columns, times the
    scale (1/sqrt(d_k) of one head), rounded once; a masked one -inf;
  * the transforms in double (x / T, + bias), as Python's float does them;
    with --alibi, x / T plus the bias minus m_h |i + offset - j| as one
    exact Fraction, rounded once (attn(1), Position and normaliser
    options); --segments masks (i, j) when key i + offset's segment and
    key j's differ or either is negative;
  * rope, before a pipeline: the real angle p * 10000^(-2t/d), p the row's
    position in its run of equal segment ids, mpmath at 600 bits, each
    output rounded once (attn-rope(1));
  * weights with a sink s: w_j = e^t_j / (e^s + sum_l e^t_l) over the
    unmasked keys, exactly, rounded once (gpt-oss: the sink is one more
    column of the logits, the softmax taken, the column dropped); a row
    with every key masked is all 0 with a sink, else as --masked-rows
    says; the sink's own weight e^s / (e^s + sum_l e^t_l) likewise;
  * --lse: ln(e^s + sum_j e^t_j) from the doubles t_j, rounded once; -inf
    for a row with no key and no sink;
  * attend: the weights' doubles times V, summed exactly, rounded once;
    --lse appends the LSEs of the weights step;
  * merge: from the doubles of the parts, L = ln(e^s + sum_p e^L_p) and
    O = sum_p e^(L_p - L) O_p, L exact inside O, each cell rounded once;
    a part whose L_p is -inf left out, a row of 0 (and -inf) when all are;
  * grad: the forward pass as attend's, each backward step exactly rounded
    from the doubles of its inputs (tests/gen/grad.py says how), and
    d sink_h = -sum_i a_sink(i) sum_j A_ij dA_ij from the doubles of the
    sink's weight, A and dA, rounded once.

Error messages, statuses and help listings are written by hand from the
manual pages (attn-merge(1), attn-weights(1), DIAGNOSTICS in attn(1)).

Run it from anywhere: /usr/bin/python3 tests/gen/sinks.py
"""
import math
import os
import sys
from fractions import Fraction

from mpmath import mp, mpf, exp, log, log1p, sqrt, cos, sin

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'lib'))
from backward import softmax_backward  # noqa: E402
from cases import Cases, R, csv, lit, rnd  # noqa: E402
from masks import masked  # noqa: E402

mp.prec = 400
inf = math.inf
nan = math.nan


# --- the reference ---------------------------------------------------------

def dot(a, b):
    return sum((mpf(x) * mpf(y) for x, y in zip(a, b)), mpf(0))


def allowed(o, i, j):
    seg = o.get('segments')
    if seg is not None:
        p = i + o.get('offset', 0)
        if seg[p] < 0 or seg[j] < 0 or seg[p] != seg[j]:
            return False
    return not masked(i, j, o, None, None)


def scores(Q, K, o, H=1, G=1):
    """The rows of attn scores: H blocks of n_k."""
    nk, dk = len(K), len(K[0]) // G
    c = mpf(1) if o.get('scale') == 'none' else 1 / sqrt(mpf(dk))
    out = []
    for i, q in enumerate(Q):
        row = []
        for h in range(H):
            g = h // (H // G)
            qh = q[h * dk:(h + 1) * dk]
            row += [rnd(dot(qh, k[g * dk:(g + 1) * dk]) * c)
                    if allowed(o, i, j) else -inf for j, k in enumerate(K)]
        out.append(row)
    return out


def transform(x, o, b, m=None, dist=0):
    """X through the transforms, B its bias (or None), M its head's ALiBi
    slope (or None) and DIST the distance |i + offset - j|."""
    if x == -inf:
        return x
    if o.get('T'):
        x = x / o['T']
    if m is not None:
        return float(Fraction(x) + Fraction(b or 0) - Fraction(m) * dist)
    if b is not None:
        x = x + b
    return x


def lse_of(xs):
    """ln sum_x e^x over the XS that are not -inf (-inf for none), rounded
    once however max and the logarithm of the rest cancel: max + log1p of
    the rest's e^(x - max), each term taken relatively, so that neither a
    term far below the max (e^-740 beside e^0) nor a cancellation to
    2^-60 of max loses a digit at 400 bits."""
    live = sorted((mpf(x) for x in xs if x != -inf), reverse=True)
    if not live:
        return -inf
    m = live[0]
    return rnd(m + log1p(sum((exp(x - m) for x in live[1:]), mpf(0))))


def softmax(t, sink, policy='zero'):
    """Weights, the sink's weight and the LSE of one block T (after the
    transforms) with SINK (None: none)."""
    live = [x for x in t if x != -inf]
    if not live and sink is None:
        fill = {'zero': 0.0, 'uniform': 1.0 / len(t), 'nan': nan}[policy]
        return [fill] * len(t), None, -inf
    m = max([mpf(x) for x in live] + ([mpf(sink)] if sink is not None
                                        else []))
    e = [mpf(0) if x == -inf else exp(mpf(x) - m) for x in t]
    es = exp(mpf(sink) - m) if sink is not None else mpf(0)
    D = sum(e) + es
    return ([rnd(x / D) for x in e], rnd(es / D) if sink is not None
            else None, lse_of(live + ([sink] if sink is not None else [])))


def weights(S, o, H=1, sinks=None, bias=None):
    """Per row: (weights H*n_k, sinks' weights H, LSEs H)."""
    nk = len(S[0]) // H
    out = []
    for i, s in enumerate(S):
        W, WS, L = [], [], []
        for h in range(H):
            blk = s[h * nk:(h + 1) * nk]
            b = bias[i][h * nk:(h + 1) * nk] if bias and \
                len(bias[i]) == H * nk else (bias[i] if bias else None)
            m = o['alibi'][h] if 'alibi' in o else None
            d = i + o.get('offset', 0)
            t = [transform(x, o, b[j] if b else None, m, abs(d - j))
                 if allowed(o, i, j) else -inf for j, x in enumerate(blk)]
            w, ws, lse = softmax(t, sinks[h] if sinks else None,
                                 o.get('rows', 'zero'))
            W += w
            WS.append(ws)
            L.append(lse)
        out.append((W, WS, L))
    return out


def apply(W, V, H=1, G=1):
    nk, dv = len(V), len(V[0]) // G
    row = []
    for h in range(H):
        g = h // (H // G)
        w = W[h * nk:(h + 1) * nk]
        for c in range(dv):
            row.append(rnd(dot(w, [v[g * dv + c] for v in V])))
    return row


def attend(Q, K, V, o, H=1, G=1, sinks=None, lse=False):
    S = scores(Q, K, o, H, G)
    return [apply(W, V, H, G) + (L if lse else [])
            for W, _, L in weights(S, o, H, sinks)]


def merge(parts, H=1, sinks=None, lse=False):
    """The merged rows of PARTS (lists of attend --lse rows)."""
    width = len(parts[0][0])
    dv = width // H - 1
    out = []
    for rows in zip(*parts):
        O, Ls = [], []
        for h in range(H):
            Lp = [r[H * dv + h] for r in rows]
            terms = [exp(mpf(x)) for x in Lp if x != -inf]
            if sinks:
                terms.append(exp(mpf(sinks[h])))
            if not terms:
                O += [0.0] * dv
                Ls.append(-inf)
                continue
            L = log(sum(terms))
            for c in range(dv):
                O.append(rnd(sum((exp(mpf(x) - L) * mpf(r[h * dv + c])
                                  for x, r in zip(Lp, rows) if x != -inf),
                                 mpf(0))))
            Ls.append(lse_of(Lp + (sinks[h:h + 1] if sinks else [])))
        out.append(O + (Ls if lse else []))
    return out


def grad(Q, K, V, dO, o, wrt, H=1, G=1, sinks=None):
    """attn grad --wrt WRT with sinks (no transforms but masks)."""
    nk, dk, dv = len(K), len(K[0]) // G, len(V[0]) // G
    c = 1 / sqrt(mpf(dk))
    S = scores(Q, K, o, H, G)
    F = weights(S, o, H, sinks)
    acc = [[mpf(0)] * (G * (dk if wrt == 'k' else dv)) for _ in range(nk)]
    dsink = [mpf(0)] * H
    out = []
    for i, (q, do) in enumerate(zip(Q, dO)):
        W, WS, _ = F[i]
        orow = []
        for h in range(H):
            g = h // (H // G)
            A = W[h * nk:(h + 1) * nk]
            s = S[i][h * nk:(h + 1) * nk]
            qh, dh = q[h * dk:(h + 1) * dk], do[h * dv:(h + 1) * dv]
            Kg = [k[g * dk:(g + 1) * dk] for k in K]
            Vg = [v[g * dv:(g + 1) * dv] for v in V]
            dA = [rnd(dot(dh, v)) for v in Vg]
            r = dot(A, dA)
            dS = softmax_backward(A, dA, s, s, None, None)
            if sinks:
                dsink[h] -= mpf(WS[h]) * r
            if wrt == 'weights':
                orow += dA
            elif wrt == 'scores':
                orow += dS
            elif wrt == 'q':
                orow += [rnd(c * dot(dS, [k[col] for k in Kg]))
                         for col in range(dk)]
            elif wrt == 'k':
                for j in range(nk):
                    for col in range(dk):
                        acc[j][g * dk + col] += mpf(dS[j]) * mpf(qh[col])
            elif wrt == 'v':
                for j in range(nk):
                    for col in range(dv):
                        acc[j][g * dv + col] += mpf(A[j]) * mpf(dh[col])
        out.append(orow)
    if wrt == 'k':
        return [[rnd(c * x) for x in r] for r in acc]
    if wrt == 'v':
        return [[rnd(x) for x in r] for r in acc]
    if wrt == 'sinks':
        return [[rnd(x) for x in dsink]]
    return out


OUT = Cases()


def case(name, cmd, out='', err='', status=0, files=None, stdin=None,
         after=None, how=None):
    OUT.case(name, cmd, out, err, status, stdin=stdin, after=after,
             files=files, how=how)


def rows(W):
    return [w for w, _, _ in W]


def note(H=1, keys=None, sinks=False, policy='zero'):
    """The first line of what --lse writes, the LSEs' note (attn-merge(1)):
    heads, the keys the LSEs sum over (if known), the sinks, --masked-rows."""
    return '# attn lse: heads=%d%s sinks=%s masked-rows=%s\n' % (
        H, ' keys=%d' % keys if keys is not None else '',
        'in' if sinks else 'none', policy)


def part(rows, H, keys, **kw):
    """A part as attend --lse writes it: its note, then its rows."""
    return note(H, keys, **kw) + csv(rows)


def with_lse(W):
    return [w + L for w, _, L in W]


def g6(x):
    return '%.6g' % x


# --- weights --sinks -------------------------------------------------------

# the first lesson's scores, exactly rounded (attn-weights(1))
r2 = rnd(1 / sqrt(mpf(2)))
S1 = [[r2, r2], [r2, -r2]]
F1 = {'S.csv': csv(S1)}
W = '$ATTN weights S.csv'
for tag, s in (('zero', 0.0), ('half', 0.5), ('negative', -1.0),
               ('large', 5.0), ('huge', 800.0), ('tiny', -800.0)):
    case('sinks-weights-' + tag, "%s --sinks '[%s]'" % (W, R(s)),
         csv(rows(weights(S1, {}, sinks=[s]))), files=F1)
case('sinks-weights-fixed', "%s --sinks '[0.5]' --fixed 3" % W,
     csv(rows(weights(S1, {}, sinks=[0.5])), ('fixed', 3)), files=F1)
case('sinks-weights-file', "%s --sinks sinks.csv" % W,
     csv(rows(weights(S1, {}, sinks=[-0.25]))),
     files=dict(F1, **{'sinks.csv': '-0.25\n'}))
case('sinks-weights-stdin', "%s --sinks -" % W,
     csv(rows(weights(S1, {}, sinks=[1.5]))), files=F1, stdin='1.5\n')
# the sink joins after the transforms, untransformed
B1 = [[0.25, -1.0], [0.0, 0.5]]
case('sinks-weights-transforms', "%s --temperature 0.5 --bias B.csv "
     "--sinks '[0.75]'" % W,
     csv(rows(weights(S1, {'T': 0.5}, sinks=[0.75], bias=B1))),
     files=dict(F1, **{'B.csv': csv(B1)}))
# a row with every key masked is all 0 with a sink, whatever the policy
S3 = [[1.5, -0.5, 2.0], [0.25, 1.0, -2.0], [3.0, 0.0, 1.0]]
for pol in ('zero', 'uniform', 'nan', 'error'):
    case('sinks-weights-masked-row-' + pol, "$ATTN weights --causal "
         "--offset -1 --masked-rows %s --sinks '[0.5]' S.csv" % pol,
         csv(rows(weights(S3, {'causal': 1, 'offset': -1, 'rows': pol},
                          sinks=[0.5]))), files={'S.csv': csv(S3)})
# heads: one sink per head, a row or a column of them
S4 = [[1.0, -0.5, 0.25, 2.0, 0.0, -1.0], [0.5, 0.5, -1.5, -0.25, 1.25, 3.0]]
for tag, sl in (('row', '[0.5,-1]'), ('column', '[0.5;-1]')):
    case('sinks-weights-heads-' + tag, "$ATTN weights --heads 2 --sinks "
         "'%s' S.csv" % sl,
         csv(rows(weights(S4, {}, 2, sinks=[0.5, -1.0]))),
         files={'S.csv': csv(S4)})
case('sinks-weights-heads-causal', "$ATTN weights --heads 2 --causal "
     "--sinks '[2,-2]' S.csv",
     csv(rows(weights(S4, {'causal': 1}, 2, sinks=[2.0, -2.0]))),
     files={'S.csv': csv(S4)})

# the working, laid out as attn-weights(1) has it
sk = 0.5
w1, ws1, L1 = weights([S1[1]], {}, sinks=[sk])[0]
m1 = r2
e1 = [1.0, rnd(exp(mpf(-r2) - mpf(r2)))]
es1 = rnd(exp(mpf(sk) - mpf(r2)))
sum1 = rnd(exp(mpf(0)) + exp(mpf(-r2) - mpf(r2)) + exp(mpf(sk) - mpf(r2)))
case('sinks-weights-show-work', "$ATTN weights --show-work -p 6 --sinks "
     "'[0.5]' --lse '[%s,%s]'" % (R(r2), R(-r2)),
     note(1, 2, True) + ','.join(g6(x) for x in w1 + L1),
     'row 0 (<literal> line 1)\n'
     '  scores         [%s, %s]\n'
     '  row max        max(%s, sink 0.5) = %s\n'
     '  exp(s - max)   [exp(0), exp(%s)]\n'
     '                 = [1, %s]\n'
     '  sink           exp(sink - max) = exp(%s) = %s\n'
     '  sum            1 + %s + %s = %s\n'
     '  weights        [1, %s] / %s\n'
     '                 = [%s, %s]\n'
     '  sink weight    %s / %s = %s (the sink has no value)\n'
     '  lse            max + ln(sum) = %s + ln(%s) = %s'
     % (g6(r2), g6(-r2), g6(r2), g6(m1), g6(-r2 - r2), g6(e1[1]),
        g6(sk - r2), g6(es1), g6(e1[1]), g6(es1), g6(sum1), g6(e1[1]),
        g6(sum1), g6(w1[0]), g6(w1[1]), g6(es1), g6(sum1), g6(ws1[0]),
        g6(m1), g6(sum1), g6(L1[0])),
     how='The numbers: the reference of tests/gen/sinks.py, printed %.6g; '
     'the layout is attn-weights(1)\'s.')
wm, wsm, Lm = weights([[-inf, -inf]], {}, sinks=[0.5])[0]
case('sinks-weights-show-work-masked', "$ATTN weights --show-work --lse "
     "--sinks '[0.5]' '[-inf,-inf]'", note(1, 2, True) + '0,0,0.5',
     'row 0 (<literal> line 1)\n'
     '  scores         [-inf, -inf]\n'
     '  row max        max(-inf, sink 0.5) = 0.5\n'
     '  exp(s - max)   [0, 0]\n'
     '                 = [0, 0]\n'
     '  sink           exp(sink - max) = exp(0) = 1\n'
     '  sum            0 + 0 + 1 = 1\n'
     '  weights        [0, 0] / 1\n'
     '                 = [0, 0]\n'
     '  sink weight    1 / 1 = 1 (the sink has no value)\n'
     '  lse            max + ln(sum) = 0.5 + ln(1) = 0.5')

# errors
E = 'attn weights: '
case('sinks-err-count', "%s --sinks '[1,2]'" % W, status=1, files=F1,
     err=E + '<literal>: --sinks has 2 numbers, but there is 1 head (one '
     'number per head)')
case('sinks-err-count-heads', "$ATTN weights --heads 2 --sinks '[1]' S.csv",
     status=1, files={'S.csv': csv(S4)},
     err=E + '<literal>: --sinks has 1 number, but there are 2 heads (one '
     'number per head)')
case('sinks-err-shape', "$ATTN weights --heads 4 --sinks '[1,2;3,4]' "
     "'[1,2,3,4]'", status=1,
     err=E + '<literal>: --sinks is 2 x 2; it must be one row or one column '
     '(one number per head)')
for tag, v in (('inf', 'inf'), ('neg-inf', '-inf'), ('nan', 'nan')):
    case('sinks-err-' + tag, "%s --sinks '[%s]'" % (W, v), status=1,
         files=F1, err=E + "<literal>:1: field 1 is '%s'; --sinks must be "
         "finite" % v)
case('sinks-err-empty', "%s --sinks empty.csv" % W, status=1,
     files=dict(F1, **{'empty.csv': ''}),
     err=E + 'empty.csv: no data rows (--sinks needs at least one)')
case('sinks-err-missing', "%s --sinks" % W, status=2, files=F1,
     err=E + "option '--sinks' needs a value (see attn weights --help)")
case('sinks-err-two-stdin', "$ATTN weights --sinks -", status=2,
     err=E + 'only one operand can be read from stdin (see attn weights '
     '--help)')
case('sinks-err-scores', "$ATTN scores -q '[1]' -k '[1]' --sinks '[1]'",
     status=2, err="attn scores: unknown option '--sinks' (see attn scores "
     "--help)")

# --- --lse -------------------------------------------------------------------

case('lse-weights', '%s --lse' % W,
     note(1, 2) + csv(with_lse(weights(S1, {}))),
     files=F1)
case('lse-weights-sinks', "%s --lse --sinks '[0.5]'" % W,
     note(1, 2, True) + csv(with_lse(weights(S1, {}, sinks=[0.5]))),
     files=F1)
# a row with every key masked: -inf, and with a sink the sink
for pol in ('zero', 'uniform', 'nan'):
    case('lse-weights-masked-' + pol, "$ATTN weights --lse --causal "
         "--offset -1 --masked-rows %s S.csv" % pol,
         note(1, 3, policy=pol) +
         csv(with_lse(weights(S3, {'causal': 1, 'offset': -1, 'rows': pol}))),
         files={'S.csv': csv(S3)})
case('lse-weights-masked-sinks', "$ATTN weights --lse --causal --offset -1 "
     "--sinks '[-0.75]' S.csv",
     note(1, 3, True) +
     csv(with_lse(weights(S3, {'causal': 1, 'offset': -1}, sinks=[-0.75]))),
     files={'S.csv': csv(S3)})
case('lse-weights-heads', "$ATTN weights --heads 2 --lse --window 1 S.csv",
     note(2, 3) + csv(with_lse(weights(S4, {'window': (1, 1)}, 2))),
     files={'S.csv': csv(S4)})
# one key: its own score exactly; large scores; the transforms
case('lse-weights-one-key', "$ATTN weights --lse '[0.1;-7.25;1e300]'",
     note(1, 1) + '1,0.1\n1,-7.25\n1,1e+300')
# where max and ln(sum) cancel, and where the sum is 1 and a term far
# below it: ln 0.5, ln 0.3, ln 0.2 sum to -7.753397545059588e-18, not 0;
# e^-740 beside e^0 is a subnormal LSE; a max of 1e-300 keeps e^-700
SC = [[math.log(x) for x in (0.5, 0.3, 0.2)] + [-inf],
      [math.log(x) for x in (0.1, 0.2, 0.3, 0.4)],
      [math.log(x) for x in (0.25, 0.25, 0.25, 0.25)],
      [0.0, -740.0, -inf, -inf],
      [1e-300, -700.0, -inf, -inf],
      [-1e-20, -50.0, -60.0, -inf],
      [math.log(1 / 3), math.log(1 / 3), math.log(1 / 3), -inf]]
case('lse-weights-cancel', "$ATTN weights --lse S.csv",
     note(1, 4) + csv(with_lse(weights(SC, {}))), files={'S.csv': csv(SC)})
case('lse-weights-cancel-sink', "$ATTN weights --lse --sinks '[%r]' '[%r,%r]'"
     % (math.log(0.75), math.log(0.125), math.log(0.125)),
     note(1, 2, True) + csv(with_lse(weights([[math.log(0.125)] * 2], {},
                          sinks=[math.log(0.75)]))))
SL = [[1000.5, 999.25, 998.0, -1000.0], [-3000.0, -3000.5, -2999.0, -inf]]
case('lse-weights-large', '$ATTN weights --lse S.csv',
     note(1, 4) + csv(with_lse(weights(SL, {}))), files={'S.csv': csv(SL)})
case('lse-weights-transforms', "%s --lse --temperature 0.25 --bias B.csv "
     "--sinks '[1]'" % W,
     note(1, 2, True) +
     csv(with_lse(weights(S1, {'T': 0.25}, sinks=[1.0], bias=B1))),
     files=dict(F1, **{'B.csv': csv(B1)}))
case('lse-weights-fixed', '%s --lse -p 4' % W,
     note(1, 2) + csv(with_lse(weights(S1, {})), ('p', 4)), files=F1)
case('lse-weights-show-work-masked', "$ATTN weights --show-work --lse "
     "'[-inf,-inf]'", note(1, 2) + '0,0,-inf',
     'row 0 (<literal> line 1)\n'
     '  scores         [-inf, -inf]\n'
     '  weights        every key is masked; --masked-rows zero:\n'
     '                 = [0, 0]\n'
     '  lse            -inf (no key, no sink)')

# attend: the second lesson's example, and heads with GQA and sinks
q2, K2, V2 = [[1, 0]], [[1, 0], [0, 1]], [[2, 0], [0, 2]]
L2 = "-q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]'"
case('lse-attend-lesson', '$ATTN attend --lse %s' % L2,
     note(1, 2) + csv(attend(q2, K2, V2, {}, lse=True)))
case('sinks-attend-lesson', "$ATTN attend --sinks '[0]' %s" % L2,
     csv(attend(q2, K2, V2, {}, sinks=[0.0])))
case('sinks-attend-lesson-lse', "$ATTN attend --lse --sinks '[1]' %s" % L2,
     note(1, 2, True) + csv(attend(q2, K2, V2, {}, sinks=[1.0], lse=True)))
Q4 = [[0.5, -1.0, 1.5, 0.25, 1.0, 0.0, -0.75, 0.5],
      [-0.5, 0.75, 1.0, -1.25, 0.25, 2.0, 0.5, -1.0],
      [1.0, 1.0, -1.0, 0.5, 0.0, -0.5, 2.0, 0.25]]
K4 = [[1.0, -0.5, 0.5, 1.0], [0.25, 1.5, -1.0, 0.0], [-1.0, 0.75, 2.0, 0.5]]
V4 = [[1.0, 2.0, 0.5, -0.5], [-1.5, 0.5, 1.0, 1.0], [0.25, -1.0, 0.0, 2.0]]
F4 = {'Q.csv': csv(Q4), 'K.csv': csv(K4), 'V.csv': csv(V4)}
A4 = '$ATTN attend -q Q.csv -k K.csv -v V.csv --heads 4 --kv-heads 2'
SK4 = [0.5, -1.0, 2.0, 0.0]
case('sinks-attend-gqa', "%s --sinks '[0.5,-1,2,0]'" % A4,
     csv(attend(Q4, K4, V4, {}, 4, 2, SK4)), files=F4)
case('lse-attend-gqa-causal', "%s --lse --causal" % A4,
     note(4, 3) + csv(attend(Q4, K4, V4, {'causal': 1}, 4, 2, lse=True)),
     files=F4)
case('lse-attend-gqa-sinks-masked', "%s --lse --sinks '[0.5,-1,2,0]' "
     "--causal --offset -1" % A4,
     note(4, 3, True) +
     csv(attend(Q4, K4, V4, {'causal': 1, 'offset': -1}, 4, 2, SK4, True)),
     files=F4)

# apply --lse: weights --lse's rows, the LSEs passed through after O
WL = with_lse(weights(scores(Q4, K4, {'causal': 1}, 4, 2), {}, 4, SK4))
case('lse-apply', '$ATTN apply --lse -v V.csv --heads 4 --kv-heads 2 WL.csv',
     csv([apply(r[:12], V4, 4, 2) + r[12:] for r in WL]),
     files={'V.csv': csv(V4), 'WL.csv': csv(WL)})
WLm = with_lse(weights(S3, {'causal': 1, 'offset': -1}))
V3 = [[1.0, -2.0], [0.5, 0.25], [-1.0, 4.0]]
case('lse-apply-masked', '$ATTN apply --lse -v V.csv WL.csv',
     csv([apply(r[:3], V3) + r[3:] for r in WLm]),
     files={'V.csv': csv(V3), 'WL.csv': csv(WLm)})
EA = 'attn apply: '
case('lse-apply-hint', "$ATTN apply -v '[1;2]' '[0.5,0.5,0.25]'", status=1,
     err=EA + '<literal>:1: row has 3 weights, 1 more than V\'s rows '
     '(weights --lse? give apply --lse too)')
case('lse-apply-width', "$ATTN apply --lse -v '[1;2]' '[0.5,0.5]'",
     status=1, err=EA + "<literal>:1: row has 2 fields, but --lse with V's "
     "2 rows needs 3 (the weights, then an LSE per head)")
case('lse-apply-neg-inf-weight', "$ATTN apply --lse -v '[1;2]' "
     "'[0.5,-inf,0.25]'", status=1,
     err=EA + "<literal>:1: field 2 is '-inf'; weights must be finite or nan")
case('lse-apply-nan-lse', "$ATTN apply --lse -v '[1;2]' '[0.5,0.5,nan]'",
     status=1, err=EA + "<literal>:1: field 3 is 'nan'; an LSE must be "
     "finite or -inf")
case('lse-apply-inf-lse', "$ATTN apply --lse -v '[1;2]' '[0.5,0.5,inf]'",
     status=1, err=EA + "<literal>:1: field 3 is 'inf'; weights must be "
     "finite, -inf or nan")
case('lse-err-scores', "$ATTN scores -q '[1]' -k '[1]' --lse", status=2,
     err="attn scores: unknown option '--lse' (see attn scores --help)")
case('lse-err-check', "$ATTN check --of weights -q '[1]' -k '[1]' --lse "
     "'[1]'", status=2,
     err="attn check: unknown option '--lse' (see attn check --help)")

# --- merge -----------------------------------------------------------------

def parts_of(Q, K, V, o, bounds, H=1, G=1):
    """attend --lse over each part of the keys, [j0, j1) in BOUNDS, a
    causal or windowed mask and ALiBi's distances moved by --offset less
    j0."""
    out = []
    for j0, j1 in bounds:
        po = dict(o)
        if 'causal' in o or 'window' in o or 'alibi' in o:
            po['offset'] = o.get('offset', 0) - j0
        out.append(attend(Q, K[j0:j1], V[j0:j1], po, H, G, lse=True))
    return out


P2 = parts_of(q2, K2, V2, {}, [(0, 1), (1, 2)])
case('merge-lesson', '$ATTN merge P1.csv P2.csv', csv(merge(P2)),
     files={'P1.csv': csv(P2[0]), 'P2.csv': csv(P2[1])},
     how='The parts are attend --lse over key 0 and key 1 of the second '
     'lesson, each exactly rounded; the merge is exact from their doubles.')
case('merge-lesson-pipeline', "$ATTN attend --lse -q '[1,0]' -k '[1,0]' "
     "-v '[2,0]' >P1.csv; $ATTN attend --lse -q '[1,0]' -k '[0,1]' "
     "-v '[0,2]' >P2.csv; $ATTN merge --lse P1.csv P2.csv",
     note(1, 2) + csv(merge(P2, lse=True)))
case('merge-stdin', "$ATTN merge P1.csv - <P2.csv", csv(merge(P2)),
     files={'P1.csv': csv(P2[0]), 'P2.csv': csv(P2[1])})
case('merge-fixed', '$ATTN merge --fixed 6 P1.csv P2.csv',
     csv(merge(P2), ('fixed', 6)),
     files={'P1.csv': csv(P2[0]), 'P2.csv': csv(P2[1])})

# a bigger one: 4 rows of Q, 7 keys in three parts, causal, and nested
Q7 = [[0.5, -1.25, 0.75], [1.5, 0.75, -0.5], [-0.25, 2.0, 1.0],
      [1.0, 1.0, -1.5]]
K7 = [[1.0, 0.5, -0.25], [-0.75, 1.25, 0.5], [0.25, -1.5, 1.0],
      [2.0, 0.0, -1.0], [-0.5, -0.5, 0.75], [1.25, 1.0, 0.25],
      [0.0, -2.0, 1.5]]
V7 = [[2.0, -1.0], [0.0, 1.5], [1.25, 0.25], [-1.0, 3.0], [0.5, 0.5],
      [4.0, -2.0], [-0.25, 1.0]]
cuts = [(0, 2), (2, 5), (5, 7)]
for tag, o in (('', {}), ('causal-', {'causal': 1, 'offset': 3}),
               ('window-', {'window': (1, 2), 'offset': 2})):
    P = parts_of(Q7, K7, V7, o, cuts)
    fl = {'P%d.csv' % (k + 1): csv(p) for k, p in enumerate(P)}
    case('merge-%sthree' % tag, '$ATTN merge P1.csv P2.csv P3.csv',
         csv(merge(P)), files=fl,
         how='The parts: attend --lse over keys 0-1, 2-4 and 5-6 of '
         'K.csv, V.csv%s, exactly rounded.' % (
             ', %s with --offset less each part\'s first key' %
             ('--causal' if 'causal' in o else '--window 1,2')
             if o else ''))
F7 = {'Q.csv': csv(Q7), 'K.csv': csv(K7), 'V.csv': csv(V7)}
# the recipe of attn-merge(1): --offset less j0 on each part
cmds = []
for k, (j0, j1) in enumerate(cuts):
    cmds.append("sed -n '%d,%dp' K.csv >K%d.csv; sed -n '%d,%dp' V.csv "
                ">V%d.csv; $ATTN attend --lse --causal --offset %d -q Q.csv "
                "-k K%d.csv -v V%d.csv >P%d.csv" % (
                    j0 + 1, j1, k, j0 + 1, j1, k, 3 - j0, k, k, k))
case('merge-causal-recipe', '; '.join(cmds) + '; $ATTN merge P0.csv P1.csv '
     'P2.csv', csv(merge(parts_of(Q7, K7, V7, {'causal': 1, 'offset': 3},
                                   cuts))), files=F7)
# nested: (P1 P2) then with P3, as a tree of hosts merges
P = parts_of(Q7, K7, V7, {}, cuts)
P12 = merge(P[:2], lse=True)
case('merge-nested', '$ATTN merge --lse P1.csv P2.csv >P12.csv; '
     '$ATTN merge --lse P12.csv P3.csv',
     note(1, 7) + csv(merge([P12, P[2]], lse=True)),
     files={'P%d.csv' % (k + 1): part(p, 1, j1 - j0)
            for k, (p, (j0, j1)) in enumerate(zip(P, cuts))},
     how='The inner merge exactly rounded from the parts, the outer from '
     'its doubles and P3\'s.')
# heads and GQA, and sinks added at the merge
PH = parts_of(Q4, K4, V4, {}, [(0, 1), (1, 3)], 4, 2)
FH = {'P1.csv': part(PH[0], 4, 1), 'P2.csv': part(PH[1], 4, 2)}
case('merge-gqa', '$ATTN merge --heads 4 --lse P1.csv P2.csv',
     note(4, 3) + csv(merge(PH, 4, lse=True)), files=FH)
case('merge-gqa-sinks', "$ATTN merge --heads 4 --lse --sinks "
     "'[0.5,-1,2,0]' P1.csv P2.csv",
     note(4, 3, True) + csv(merge(PH, 4, SK4, lse=True)), files=FH)
# a part with no key in a row (-inf, and nan from --masked-rows nan)
PM = parts_of(Q7, K7, V7, {'causal': 1}, [(0, 2), (2, 7)])
PMn = [[r if r[2] != -inf else [nan, nan, -inf] for r in PM[1]]]
case('merge-masked-part', '$ATTN merge --lse P1.csv P2.csv',
     note(1) + csv(merge([PM[0], PMn[0]], lse=True)),
     files={'P1.csv': csv(PM[0]), 'P2.csv': csv(PMn[0])})
case('merge-all-masked', "$ATTN merge --lse '[nan,7,-inf;1,2,0.5]' "
     "'[0,0,-inf;3,4,-inf]'",
     note(1) + csv([[0.0, 0.0, -inf], [1.0, 2.0, 0.5]]))
case('merge-all-masked-sinks', "$ATTN merge --lse --sinks '[0.25]' "
     "'[0,0,-inf]' '[0,0,-inf]'", note(1, sinks=True) + '0,0,0.25')
# parts whose LSEs cancel: ln 0.5, ln 0.3 and ln 0.2
Pz = [[[1.0, math.log(0.5)]], [[-2.0, math.log(0.3)]], [[4.0, math.log(0.2)]]]
case('merge-lse-cancel', "$ATTN merge --lse P1.csv P2.csv P3.csv",
     note(1) + csv(merge(Pz, lse=True)),
     files={'P%d.csv' % (k + 1): csv(Pz[k]) for k in range(3)})
# far apart: a part e^-1000 below the other still counts where its O is
Pf = [[[0.0, 0.0]], [[1e300, -1000.0]]]
case('merge-far', "$ATTN merge '[0,0]' '[1e300,-1000]'", csv(merge(Pf)))
Pc = [[[1.0, 0.5], [-2.0, 1.0]], [[-1.0, 0.5], [1.0, 1.0 + 2.0 ** -52]]]
case('merge-cancelling', "$ATTN merge P1.csv P2.csv", csv(merge(Pc)),
     files={'P1.csv': csv(Pc[0]), 'P2.csv': csv(Pc[1])})

# the working: the first row of merge-lesson, laid out by hand
(o1, o2), = [r[:2] for r in P2[0]]
L1p, L2p = P2[0][0][2], P2[1][0][2]
mx = max(L1p, L2p)
sm = rnd(exp(mpf(L1p) - mx) + exp(mpf(L2p) - mx))
Lx = log(exp(mpf(L1p)) + exp(mpf(L2p)))
f1, f2 = rnd(exp(mpf(L1p) - Lx)), rnd(exp(mpf(L2p) - Lx))
mo = merge(P2)[0]
case('merge-show-work', '$ATTN merge --show-work --lse -p 6 P1.csv P2.csv',
     note(1) + ','.join(g6(x) for x in mo + [rnd(Lx)]),
     'row 0 (P1.csv line 1)\n'
     '  parts\' LSEs    [%s, %s]\n'
     '  max            %s\n'
     '  sum            sum of exp(L - max) = exp(0) + exp(%s) = %s\n'
     '  lse            max + ln(sum) = %s + ln(%s) = %s\n'
     '  rescale        exp(L - lse) = [%s, %s]\n'
     '  output         %s*[%s, %s] + %s*[%s, %s]\n'
     '                 = [%s, %s]'
     % (g6(L1p), g6(L2p), g6(mx), g6(L2p - L1p), g6(sm), g6(mx), g6(sm),
        g6(rnd(Lx)), g6(f1), g6(f2), g6(f1), g6(P2[0][0][0]),
        g6(P2[0][0][1]), g6(f2), g6(P2[1][0][0]), g6(P2[1][0][1]),
        g6(mo[0]), g6(mo[1])),
     files={'P1.csv': csv(P2[0]), 'P2.csv': csv(P2[1])},
     how='The numbers: the reference of tests/gen/sinks.py (the factors '
     'exp(L_p - L) with L exact, each rounded), printed %.6g.')
case('merge-show-work-sinks', "$ATTN merge --show-work --sinks '[0]' "
     "'[2,0]' '[4,0]'", '2',
     'row 0 (<literal> line 1)\n'
     '  parts\' LSEs    [0, 0]\n'
     '  sink           0 (a part whose output is 0)\n'
     '  max            0\n'
     '  sum            sum of exp(L - max) = exp(0) + exp(0) + exp(0) = 3\n'
     '  lse            max + ln(sum) = 0 + ln(3) = %s\n'
     '  rescale        exp(L - lse) = [%s, %s], the sink\'s %s\n'
     '  output         %s*[2] + %s*[4]\n'
     '                 = [2]' % (R(rnd(log(mpf(3)))), R(rnd(mpf(1) / 3)),
                                R(rnd(mpf(1) / 3)), R(rnd(mpf(1) / 3)),
                                R(rnd(mpf(1) / 3)), R(rnd(mpf(1) / 3))))
case('merge-show-work-heads', "$ATTN merge --show-work --heads 2 "
     "'[1,2,-inf,0]' '[3,4,-inf,-inf]'", '0,2',
     'row 0 (<literal> line 1)\n'
     '  head           0 of 2\n'
     '  parts\' LSEs    [-inf, -inf]\n'
     '  output         every part is -inf: no key, a row of 0\n'
     '                 = [0]\n'
     '  head           1 of 2\n'
     '  parts\' LSEs    [0, -inf]\n'
     '  max            0\n'
     '  sum            sum of exp(L - max) = exp(0) + 0 = 1\n'
     '  lse            max + ln(sum) = 0 + ln(1) = 0\n'
     '  rescale        exp(L - lse) = [1, 0]\n'
     '  output         1*[2] + 0*[4]\n'
     '                 = [2]')

# errors, written from attn-merge(1)
EM = 'attn merge: '
UM = ' (see attn merge --help)'
FP = {'P1.csv': csv(P2[0]), 'P2.csv': csv(P2[1])}
case('merge-err-one', '$ATTN merge P1.csv', status=2, files=FP,
     err=EM + 'merge takes two parts or more, the outputs of attend --lse'
     + UM)
case('merge-err-none', '$ATTN merge', status=2,
     err=EM + 'merge takes two parts or more, the outputs of attend --lse'
     + UM)
case('merge-err-two-stdin', '$ATTN merge - -', status=2,
     err=EM + 'only one operand can be read from stdin' + UM)
case('merge-err-sinks-stdin', '$ATTN merge --sinks - P1.csv -', status=2,
     files=FP, err=EM + 'only one operand can be read from stdin' + UM)
case('merge-err-short', "$ATTN merge P1.csv '[1,2,3;4,5,6]'", status=1,
     files=FP, out=csv(merge([P2[0], [[1.0, 2.0, 3.0]]])),
     err=EM + '<literal>:2: part 2 has 2 rows, but part 1 has 1 (a row of '
     'each, in step)')
case('merge-err-long', "$ATTN merge '[1,2,3;4,5,6]' P1.csv P2.csv",
     status=1, files=FP, out=csv(merge([[[1.0, 2.0, 3.0]], P2[0], P2[1]])),
     err=EM + 'P1.csv:2: part 2 has 1 row, but part 1 has 2 (a row of '
     'each, in step)')
case('merge-err-third-short', "$ATTN merge '[1,2,3;4,5,6]' "
     "'[1,2,3;4,5,6]' '[1,2,3]'", status=1,
     out=csv(merge([[[1.0, 2.0, 3.0]]] * 3)),
     err=EM + '<literal>:2: part 3 has 1 row, but part 1 has 2 (a row of '
     'each, in step)')
case('merge-err-width', "$ATTN merge P1.csv '[1,2]'", status=1, files=FP,
     err=EM + '<literal>:1: part 2 has 2 columns, but part 1 has 3 (the '
     'parts of one attention have one shape)')
case('merge-err-narrow', "$ATTN merge '[1]' '[2]'", status=1,
     err=EM + '<literal>:1: part 1 has 1 column, too few for O and an LSE '
     'per head (a part is what attend --lse writes)')
case('merge-err-narrow-heads', "$ATTN merge --heads 2 '[1,2]' '[3,4]'",
     status=1, err=EM + '<literal>:1: part 1 has 1 column per head, too '
     'few for O and an LSE per head (a part is what attend --lse writes)')
case('merge-err-heads', "$ATTN merge --heads 2 '[1,2,3]' '[4,5,6]'",
     status=1, err=EM + '<literal>:1: part 1 has 3 columns, which --heads 2 '
     'does not divide')
case('merge-err-nan-lse', "$ATTN merge P1.csv '[1,2,nan]'", status=1,
     files=FP, err=EM + "<literal>:1: field 3 is 'nan'; an LSE must be "
     "finite or -inf")
case('merge-err-nan-o', "$ATTN merge P1.csv '[1,nan,0.5]'", status=1,
     files=FP, err=EM + "<literal>:1: field 2 is 'nan'; O must be finite "
     "where its head's LSE is")
case('merge-err-inf-o', "$ATTN merge '[-inf,1,0.5]' P1.csv", status=1,
     files=FP, err=EM + "<literal>:1: field 1 is '-inf'; O must be finite "
     "where its head's LSE is")
case('merge-err-pos-inf', "$ATTN merge P1.csv '[1,2,inf]'", status=1,
     files=FP, err=EM + "<literal>:1: field 3 is 'inf'; an LSE must be "
     "finite or -inf")
case('merge-err-second-line', "$ATTN merge p1.csv p2.csv", status=1,
     files={'p1.csv': '1,2,0\n3,4,0\n', 'p2.csv': '# part 2\n1,2,0\n3,nan,0\n'},
     out=csv(merge([[[1.0, 2.0, 0.0]], [[1.0, 2.0, 0.0]]])),
     err=EM + "p2.csv:3: field 2 is 'nan'; O must be finite where its "
     "head's LSE is")
case('merge-err-sinks-count', "$ATTN merge --heads 2 --sinks '[1]' "
     "'[1,2,0,0]' '[1,2,0,0]'", status=1,
     err=EM + '<literal>: --sinks has 1 number, but there are 2 heads (one '
     'number per head)')
case('merge-err-missing', '$ATTN merge nosuch.csv P1.csv', status=1,
     files=FP, err=EM + 'nosuch.csv: no such file or directory')
case('merge-empty', '$ATTN merge empty.csv empty.csv', '',
     files={'empty.csv': ''})

# parts that merge cannot merge right, refused with what differs: the
# notes attend --lse writes (attn-merge(1)); two heads of O (width 2 each,
# GQA over one key/value head) and their LSEs, six columns a part, which
# --heads 1 and --heads 3 would both divide
QN, KN, VN = [[1.0, 0.5, -0.5, 2.0], [0.25, -1.0, 1.5, 0.75]], \
    [[1.0, -0.5], [0.5, 2.0], [-1.0, 0.25]], \
    [[1.0, 2.0], [-0.5, 0.25], [3.0, -1.0]]
FN = {'Q.csv': csv(QN), 'K.csv': csv(KN), 'V.csv': csv(VN),
      'K1.csv': csv(KN[:1]), 'V1.csv': csv(VN[:1]), 'K2.csv': csv(KN[1:]),
      'V2.csv': csv(VN[1:])}
AN = '$ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1'
PN = "%s -k K1.csv -v V1.csv %%s >P1.csv; %s -k K2.csv -v V2.csv %%s " \
    ">P2.csv; " % (AN, AN)


def parts_cmd(opts=''):
    return PN % (opts, opts)


case('merge-refuse-heads-none', parts_cmd() + '$ATTN merge P1.csv P2.csv',
     status=1, files=FN, err=EM + "P1.csv: part 1 was written with --heads "
     "2, but merge has --heads 1 (give merge the parts' --heads)",
     how='Without the note, --heads 1 would read each six-column row as one '
     'head of five columns of O and an LSE.')
case('merge-refuse-heads-three', parts_cmd() + '$ATTN merge --heads 3 '
     'P1.csv P2.csv', status=1, files=FN,
     err=EM + "P1.csv: part 1 was written with --heads 2, but merge has "
     "--heads 3 (give merge the parts' --heads)")
case('merge-refuse-sinks', parts_cmd("--sinks '[0.5,-1]'") + "$ATTN merge "
     "--heads 2 --sinks '[0.5,-1]' P1.csv P2.csv", status=1, files=FN,
     err=EM + "P1.csv: part 1 was written with --sinks, which its LSEs hold "
     "and every part would add again (write the parts without --sinks, and "
     "give merge --sinks)")
case('merge-refuse-masked-rows', parts_cmd('--causal --offset -3 '
     '--masked-rows uniform') + '$ATTN merge --heads 2 P1.csv P2.csv',
     status=1, files=FN, err=EM + "P1.csv: part 1 was written with "
     "--masked-rows uniform, but merge has --masked-rows zero (give merge the "
     "parts' --masked-rows)")
case('merge-refuse-masked-rows-second', "$ATTN attend --lse -q Q.csv "
     "--heads 2 --kv-heads 1 -k K1.csv -v V1.csv >P1.csv; $ATTN attend --lse "
     "-q Q.csv --heads 2 --kv-heads 1 -k K2.csv -v V2.csv --masked-rows nan "
     ">P2.csv; $ATTN merge --heads 2 P1.csv P2.csv", status=1, files=FN,
     err=EM + "P2.csv: part 2 was written with --masked-rows nan, but merge "
     "has --masked-rows zero (give merge the parts' --masked-rows)")
# a row every part masks: what attend over all the keys gives, as
# --masked-rows says; uniform is the mean of all of V, from each part's
# mean and its keys (the note's)
ou = {'causal': 1, 'offset': -1, 'rows': 'uniform'}
PU = parts_of(QN, KN, VN, ou, [(0, 1), (1, 3)], 2, 1)


def uniform_merge(parts, keys, H):
    """Rows every part masks: sum_p keys_p O_p / sum_p keys_p, exact,
    rounded once; the rest merged as merge() does."""
    out = merge(parts, H, lse=True)
    dv = len(parts[0][0]) // H - 1
    for i, rows in enumerate(zip(*parts)):
        for h in range(H):
            if all(r[H * dv + h] == -inf for r in rows):
                for c in range(dv):
                    out[i][h * dv + c] = rnd(
                        sum(mpf(k) * mpf(r[h * dv + c])
                            for k, r in zip(keys, rows)) / sum(keys))
    return out


case('merge-masked-rows-uniform', "%s -k K1.csv -v V1.csv --causal "
     "--offset -1 --masked-rows uniform >P1.csv; %s -k K2.csv -v V2.csv "
     "--causal --offset -2 --masked-rows uniform >P2.csv; " % (AN, AN) +
     '$ATTN merge --heads 2 --lse --masked-rows '
     'uniform P1.csv P2.csv; $ATTN attend --lse -q Q.csv --heads 2 '
     '--kv-heads 1 -k K.csv -v V.csv --causal --offset -1 --masked-rows '
     'uniform',
     note(2, 3, policy='uniform') + csv(uniform_merge(PU, [1, 2], 2)) +
     note(2, 3, policy='uniform') +
     csv(attend(QN, KN, VN, ou, 2, 1, lse=True)), files=FN,
     how='Row 0 sits before every key, so both parts mask it; the merge '
     'gives the mean of all three rows of V from the parts\' means (one key '
     'and two), exactly rounded from their doubles, where attend over all '
     'of K sums V with weights 1/3 rounded: an ulp apart here.  Row 1 sees '
     'key 0 alone.')
case('merge-show-work-uniform', "$ATTN merge --show-work --masked-rows uniform "
     "P1.csv P2.csv", '2,3',
     'row 0 (P1.csv line 2)\n'
     '  parts\' LSEs    [-inf, -inf]\n'
     '  output         every part is -inf; --masked-rows uniform: the mean '
     'of V\n'
     '                 (1*[1, 2] + 2*[2.5, 3.5]) / 3\n'
     '                 = [2, 3]',
     files={'P1.csv': part([[1.0, 2.0, -inf]], 1, 1, policy='uniform'),
            'P2.csv': part([[2.5, 3.5, -inf]], 1, 2, policy='uniform')},
     how='(1 + 2 * 2.5) / 3 = 2 and (2 + 2 * 3.5) / 3 = 3, exactly.')
case('merge-show-work-nan', "$ATTN merge --show-work --masked-rows nan "
     "'[1,2,-inf]' '[3,4,-inf]'", 'nan,nan',
     'row 0 (<literal> line 1)\n'
     '  parts\' LSEs    [-inf, -inf]\n'
     '  output         every part is -inf; --masked-rows nan\n'
     '                 = [nan, nan]')
case('merge-masked-rows-nan', "$ATTN merge --lse --masked-rows nan "
     "'[1,2,-inf;1,2,0]' '[3,4,-inf;3,4,-inf]'",
     note(1, policy='nan') + 'nan,nan,-inf\n1,2,0')
case('merge-masked-rows-error', "$ATTN merge --masked-rows error "
     "'[1,2,0;1,2,-inf]' '[3,4,0;3,4,-inf]'", csv(merge([[[1.0, 2.0, 0.0]],
                                                        [[3.0, 4.0, 0.0]]])),
     status=1, err=EM + "<literal>:2: every key is masked in this row, in "
     "every part (see --masked-rows)")
case('merge-masked-rows-error-heads', "$ATTN merge --heads 2 --masked-rows "
     "error '[1,2,0,-inf]' '[3,4,0,-inf]'", status=1,
     err=EM + "<literal>:1: every key of head 1 is masked in this row, in "
     "every part (see --masked-rows)")
case('merge-masked-rows-uniform-no-keys', "$ATTN merge --masked-rows "
     "uniform '[1,2,-inf]' '[3,4,-inf]'", status=1,
     err=EM + "<literal>:1: every part masks this row, and --masked-rows "
     "uniform needs each part's keys, which part 1 does not say (attend "
     "--lse says them in its first line)")
case('merge-masked-rows-bad', "$ATTN merge --masked-rows mean '[1,2,0]' "
     "'[3,4,0]'", status=2, err=EM + "--masked-rows takes zero, uniform, nan "
     "or error, not 'mean'" + UM)
# a note's fields, each read whole and held to its range (attn-merge(1),
# What merge checks): heads= as --heads takes it, keys= from 1 to 2^53 (a
# count a double holds exactly, which --masked-rows uniform's mean needs),
# the parts' keys together too, sinks= and masked-rows= among their words
KEYS_MAX, HEADS_MAX = 2**53, 2**20
KW = 'keys= is a whole number from 1 to %d' % KEYS_MAX
HW = 'heads= is a whole number from 1 to %d' % HEADS_MAX


def note_case(name, fields, err, other=None, how=None):
    """merge P1.csv P2.csv, P1 with the note of FIELDS (P2 with OTHER's,
    or none), refused with ERR."""
    files = {'P1.csv': '# attn lse: %s\n1,2,0\n' % fields,
             'P2.csv': ('# attn lse: %s\n' % other if other else '') +
             '3,4,0\n'}
    case('merge-note-' + name, '$ATTN merge --lse P1.csv P2.csv', status=1,
         files=files, err=EM + err, how=how)


NS = ' sinks=none masked-rows=zero'
note_case('heads-word', 'heads=two' + NS, "P1.csv: part 1's note has "
          "'heads=two', not a whole number: " + HW)
note_case('heads-empty', 'heads=' + NS, "P1.csv: part 1's note has "
          "'heads=', with no value: " + HW)
note_case('heads-missing', 'keys=2' + NS, "P1.csv: part 1's note has no "
          "heads=: " + HW)
note_case('heads-zero', 'heads=0' + NS, "P1.csv: part 1's note has "
          "'heads=0', out of range: " + HW)
note_case('heads-overflow', 'heads=18446744073709551617' + NS,
          "P1.csv: part 1's note has 'heads=18446744073709551617', out of "
          "range: " + HW, how='2^64 + 1: a size_t read by strtoull would '
          'wrap to 1, and strtoll would saturate.')
note_case('heads-sign', 'heads=+1' + NS, "P1.csv: part 1's note has "
          "'heads=+1', not a whole number: " + HW)
note_case('keys-empty', 'heads=1 keys=' + NS, "P1.csv: part 1's note has "
          "'keys=', with no value: " + KW,
          how='An empty keys= once read as 0 keys, and merge answered with '
          'wrong weights under --masked-rows uniform.')
note_case('keys-zero', 'heads=1 keys=0' + NS, "P1.csv: part 1's note has "
          "'keys=0', out of range: " + KW,
          how='attend refuses an empty K, so it never writes keys=0.')
note_case('keys-negative', 'heads=1 keys=-1' + NS, "P1.csv: part 1's note "
          "has 'keys=-1', not a whole number: " + KW)
note_case('keys-too-many', 'heads=1 keys=%d' % (KEYS_MAX + 1) + NS,
          "P1.csv: part 1's note has 'keys=%d', out of range: " %
          (KEYS_MAX + 1) + KW)
note_case('keys-overflow', 'heads=1 keys=99999999999999999999999999' + NS,
          "P1.csv: part 1's note has 'keys=99999999999999999999999999', out "
          "of range: " + KW)
note_case('keys-llong-max', 'heads=1 keys=9223372036854775807' + NS,
          "P1.csv: part 1's note has 'keys=9223372036854775807', out of "
          "range: " + KW, other='heads=1 keys=9223372036854775807' + NS,
          how='Two such parts once overflowed a signed sum of the keys.')
note_case('keys-sum', 'heads=1 keys=%d' % KEYS_MAX + NS, "P2.csv: part 2's "
          "note has keys=1, and the parts' keys together pass %d" % KEYS_MAX,
          other='heads=1 keys=1' + NS,
          how='Each is in range; 2^53 + 1 is not.')
note_case('keys-long', 'heads=1 keys=' + '1' * 60 + NS,
          "P1.csv: part 1's note has 'keys=" + '1' * 35 + "...', out of "
          "range: " + KW, how='A field shows its first 40 bytes.')
note_case('sinks-word', 'heads=1 sinks=yes masked-rows=zero',
          "P1.csv: part 1's note has 'sinks=yes': sinks= is in or none")
note_case('sinks-empty', 'heads=1 sinks= masked-rows=zero',
          "P1.csv: part 1's note has 'sinks=', with no value: sinks= is in "
          "or none")
note_case('masked-rows-missing', 'heads=1 sinks=none', "P1.csv: part 1's "
          "note has no masked-rows=: masked-rows= is zero, uniform, nan or "
          "error")
note_case('masked-rows-word', 'heads=1 sinks=none masked-rows=mean',
          "P1.csv: part 1's note has 'masked-rows=mean': masked-rows= is "
          "zero, uniform, nan or error")
note_case('second', 'heads=1' + NS, "P2.csv: part 2's note has 'heads=', "
          "with no value: " + HW, other='heads=' + NS)
case('lse-apply-note-keys', "$ATTN apply --lse -v '[3]' W.csv", status=1,
     files={'W.csv': '# attn lse: heads=1 keys=' + NS + '\n1,0\n'},
     err="attn apply: W.csv: the weights' note has 'keys=', with no value: "
     + KW)
case('merge-note-other-comment', "$ATTN merge P1.csv P2.csv",
     csv(merge([[[1.0, 2.0, 0.0]], [[3.0, 4.0, 0.0]]])),
     files={'P1.csv': '# my part\n# attn lse: heads=2 sinks=in '
            'masked-rows=zero\n1,2,0\n', 'P2.csv': '\n3,4,0\n'},
     how='Only the first comment line is a note, and "# my part" is none: '
     'P1 says nothing merge checks.')
case('merge-empty-part', "$ATTN merge P1.csv empty.csv", status=1,
     files={'P1.csv': '1,2,0\n', 'empty.csv': ''},
     err=EM + "empty.csv: part 2 is empty, but part 1 has 1 row (a row of "
     "each, in step)")
case('merge-empty-first', "$ATTN merge empty.csv '[1,2,0;3,4,0]'", status=1,
     files={'empty.csv': ''},
     err=EM + "empty.csv: part 1 is empty, but part 2 has 2 rows (a row of "
     "each, in step)")
# apply --lse passes the weights' note on, and holds its heads to it
SW = [[0.5, -1.0]]
case('lse-apply-note', "$ATTN weights --heads 2 --lse S.csv | $ATTN apply "
     "--lse --heads 2 --kv-heads 1 -v '[3]'", note(2, 1) + csv([[3.0, 3.0] +
                                                   with_lse(weights(SW, {}, 2))
                                                   [0][2:]]),
     files={'S.csv': csv(SW)})
case('lse-apply-note-heads', "$ATTN weights --heads 2 --lse S.csv | "
     "$ATTN apply --lse -v '[1;2;3]'", status=1, files={'S.csv': csv(SW)},
     err="attn apply: <stdin>: the weights were written with --heads 2, but "
     "apply has --heads 1",
     how='Without the note, apply would read the row 1,1,L0,L1 as three '
     'weights over V\'s three rows and one LSE.')

# help, from attn-merge(1)
case('help-merge-same', '$ATTN help merge >a; $ATTN merge --help >b; '
     '$ATTN merge -h >c; cmp a b && cmp a c && head -n 1 a',
     'usage: attn merge [options] PART PART...')
case('help-merge-options',
     "$ATTN help merge | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u",
     '\n'.join(sorted(['--heads', '--lse', '--sinks', '--show-work',
                       '--jobs', '--delimiter', '--tab', '--header', '--precision',
                       '--fixed', '--output', '--unbuffered', '--progress',
                       '--no-progress', '--help',
                       '--offset', '--masked-rows', '--layout', '--dtype',
                       '--accumulate'])),
     how='The options attn-merge(1) lists, and --offset, which its help '
     'names in the recipe for a causal part.')
case('help-merge-short', "$ATTN help merge | grep -oE -- '^  -[a-zA-Z],' | "
     "tr -d ' ,-' | LC_ALL=C sort | tr -d '\\n'; echo", 'Hdhjoptu')
case('help-merge-listed', "$ATTN --help | awk '$1 == \"merge\" { print $1 }'",
     'merge')

# --- grad --sinks and --wrt sinks ------------------------------------------

Qg = [[0.5, -1.25], [1.5, 0.75], [-0.25, 2.0], [1.0, 1.0]]
Kg = [[1.0, 0.5], [-0.75, 1.25], [0.25, -1.5]]
Vg = [[2.0, -1.0, 0.5], [0.0, 1.5, -2.0], [1.25, 0.25, 1.0]]
dOg = [[1.0, 0.5, -0.5], [-1.0, 2.0, 0.25], [0.5, -0.25, 1.5],
       [0.0, 1.0, 1.0]]
Fg = {'Q.csv': csv(Qg), 'K.csv': csv(Kg), 'V.csv': csv(Vg),
      'dO.csv': csv(dOg)}
G = '$ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv'
for wrt in ('q', 'k', 'v', 'scores', 'weights', 'sinks'):
    case('sinks-grad-' + wrt, "%s --wrt %s --sinks '[0.3]'" % (G, wrt),
         csv(grad(Qg, Kg, Vg, dOg, {}, wrt, sinks=[0.3])), files=Fg)
    case('sinks-grad-masked-' + wrt, "%s --wrt %s --sinks '[-0.5]' --causal "
         "--offset -1" % (G, wrt),
         csv(grad(Qg, Kg, Vg, dOg, {'causal': 1, 'offset': -1}, wrt,
                  sinks=[-0.5])), files=Fg)
Qh = [[0.5, -1.0, 1.5, 0.25], [-0.5, 0.75, 1.0, -1.25], [2.0, 0.5, -0.5, 1.0]]
Kh = [[1.0, -0.5], [0.25, 1.5], [-1.0, 0.75]]
Vh = [[1.0, 2.0], [-1.5, 0.5], [0.25, -1.0]]
dOh = [[1.0, 0.0, -0.5, 2.0], [0.25, 1.0, 1.5, -1.0], [-2.0, 0.5, 1.0, 1.0]]
Fh = {'Q.csv': csv(Qh), 'K.csv': csv(Kh), 'V.csv': csv(Vh),
      'dO.csv': csv(dOh)}
for wrt in ('q', 'k', 'sinks'):
    case('sinks-grad-mqa-' + wrt, "%s --wrt %s --heads 2 --kv-heads 1 "
         "--sinks '[1,-1]' --window 1" % (G, wrt),
         csv(grad(Qh, Kh, Vh, dOh, {'window': (1, 1)}, wrt, 2, 1,
                  [1.0, -1.0])), files=Fh)
EG = 'attn grad: '
case('sinks-grad-no-sinks', '%s --wrt sinks' % G, status=2, files=Fg,
     err=EG + '--wrt sinks needs --sinks LIST, the sinks (see attn grad '
     '--help)')
case('sinks-grad-count', "%s --wrt q --sinks '[1,2]'" % G, status=1,
     files=Fg, err=EG + '<literal>: --sinks has 2 numbers, but there is 1 '
     'head (one number per head)')
case('sinks-grad-overflow', "$ATTN grad --wrt sinks -q '[%s]' -k '[0]' "
     "-v '[1.7e308]' --dout '[%s]' --sinks '[0]'" % (';'.join(['0'] * 8),
                                                    ';'.join(['1'] * 8)),
     status=1,
     err=EG + '<literal>: d sink for head 0 overflows a double')
# the working of --wrt sinks: the second lesson, by hand
wS, wsS, _ = weights(scores(q2, K2, {}), {}, sinks=[0.0])[0]
dA2 = [2.0, 0.0]
rS = rnd(dot(wS, dA2))
dsS = grad(q2, K2, V2, [[1, 0]], {}, 'sinks', sinks=[0.0])[0]
sS = rnd(1 / sqrt(mpf(2)))
ex2 = rnd(exp(-mpf(sS)))
sum2 = rnd(1 + exp(-mpf(sS)) + exp(-mpf(sS)))
case('sinks-grad-show-work', "$ATTN grad --wrt sinks %s --dout '[1,0]' "
     "--sinks '[0]' -p 6 --show-work" % L2, g6(dsS[0]),
     'row 0 (<literal> line 1): q = [1, 0]\n'
     '  dot products   q.k0 = 1*1 + 0*0 = 1\n'
     '                 q.k1 = 1*0 + 0*1 = 0\n'
     '  scale          divide by sqrt(d_k) = sqrt(2) = %s\n'
     '  scores         [1, 0] / %s\n'
     '                 = [%s, 0]\n'
     '  row max        max(%s, sink 0) = %s\n'
     '  exp(s - max)   [exp(0), exp(%s)]\n'
     '                 = [1, %s]\n'
     '  sink           exp(sink - max) = exp(%s) = %s\n'
     '  sum            1 + %s + %s = %s\n'
     '  weights        [1, %s] / %s\n'
     '                 = [%s, %s]\n'
     '  sink weight    %s / %s = %s (the sink has no value)\n'
     '  backward       dO = [1, 0]\n'
     '  dA = dO V^T    dO.v0 = 1*2 + 0*0 = 2\n'
     '                 dO.v1 = 1*0 + 0*2 = 0\n'
     '  row sum        A.dA = %s*2 + %s*0 = %s\n'
     '  d sink         -a_sink*(A.dA) = -%s*%s\n'
     '                 (summed exactly over the rows, rounded once at the end)'
     % (g6(math.sqrt(2)), g6(math.sqrt(2)), g6(sS), g6(sS), g6(sS), g6(-sS),
        g6(ex2), g6(-sS), g6(ex2), g6(ex2), g6(ex2), g6(sum2), g6(ex2),
        g6(sum2), g6(wS[0]), g6(wS[1]), g6(ex2), g6(sum2), g6(wsS[0]),
        g6(wS[0]), g6(wS[1]), g6(rS), g6(wsS[0]), g6(rS)))

# --- check --of --sinks ------------------------------------------------------

QL, KL = [[1, 0], [0, 1]], [[1, 1], [1, -1]]
WLs = rows(weights(scores(QL, KL, {}), {}, sinks=[0.3]))
C = "$ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --sinks '[0.3]'"
case('sinks-checkof-close', "%s '%s'" % (C, lit(WLs)),
     'right to the digits written (4 cells)')
def wrong_answer(name, W, mistake, how):
    """A case of check --of weights (command C) with the answer W written
    to 4 decimals, as a student writes it: every cell reported against
    WLs, then the mistake's line."""
    ans = [[float('%.4f' % x) for x in r] for r in W]
    lines = []
    worst = (0, 0, 0)
    for i in range(2):
        for j in range(2):
            d = abs(ans[i][j] - WLs[i][j])
            if d > 1e-3 + 1e-5 * abs(WLs[i][j]):
                lines.append('row %d, column %d: expected %s, got %s, '
                             'difference %s' % (i, j, '%.3g' % WLs[i][j],
                                                '%.3g' % ans[i][j],
                                                '%.3g' % d))
            if d > worst[0]:
                worst = (d, i, j)
    assert len(lines) == 4
    case(name, "%s --atol 1e-3 -p 3 '[%s]'" % (
         C, ';'.join(','.join('%.4f' % x for x in r) for r in W)),
         '\n'.join(lines) + '\n4 of 4 cells differ (largest difference %s '
         'at row %d, column %d)\nlikely mistake %s' % (
             '%.3g' % worst[0], worst[1], worst[2], mistake),
         status=1, how=how)


# no-scale, made with the sinks: the generator's own version of it
wrong_answer('sinks-checkof-no-scale',
             rows(weights(scores(QL, KL, {'scale': 'none'}), {},
                          sinks=[0.3])),
             '(no-scale): the dot products were not divided by sqrt(d_k) = '
             '1.41421\nlikely mistake (scores-rounded): the scores were '
             'rounded to whole numbers before the softmax',
             'The answer: weights of the unscaled scores with the sink, '
             'written to 4 decimals.  Of attn-check(1)\'s mistakes, '
             'no-scale is the one that makes these, and scores-rounded: '
             'lesson 1\'s scores, +-0.7071, rounded to whole numbers are the '
             'unscaled ones; with no mask, heads or transform given, the '
             'others are not tried or give other numbers.')
# sinks-ignored: the plain softmax, as a student without the sink writes it
wrong_answer('sinks-checkof-ignored', rows(weights(scores(QL, KL, {}), {})),
             "(sinks-ignored): --sinks was left out: e^sink was not added "
             "to each row's sum, so its weights sum to 1",
             'The answer: the weights without the sink (a plain softmax of '
             'the scaled scores), written to 4 decimals.')
case('sinks-checkof-grad-wrt', "$ATTN check --of grad --wrt sinks -q '[1]' "
     "-k '[1]' -v '[1]' --dout '[1]' --sinks '[0]' '[1]'", status=2,
     err="attn check: --of grad takes --wrt q, k, v, scores or weights, not "
     "'sinks' (see attn check --help)")
case('sinks-checkof-scores', "$ATTN check --of scores -q '[1]' -k '[1]' "
     "--sinks '[1]' '[1]'", status=2,
     err="attn check: --sinks is for --of weights, attend, grad and merge, "
     "not --of scores (see attn check --help)")
case('sinks-checkof-plain', "$ATTN check --sinks '[1]' '[1]' '[1]'",
     status=2, err="attn check: --sinks is for check --of STAGE (see attn "
     "check --help)")
A2 = attend(q2, K2, V2, {}, sinks=[0.0])
case('sinks-checkof-attend', "$ATTN check --of attend %s --sinks '[0]' "
     "'%s'" % (L2, lit(A2)), 'right to the digits written (2 cells)')
# --- with --alibi, --segments and rope -------------------------------------

def rope(X, heads=1, seg=None):
    """attn rope --heads HEADS [--segments SEG], --half, base 10000: row
    i at position i less the first position of its run of equal ids."""
    out = []
    for i, x in enumerate(X):
        p = i
        while seg is not None and p > 0 and seg[p - 1] == seg[i]:
            p -= 1
        p = i - p
        d = len(x) // heads
        y = list(x)
        for t in range(d // 2 if p else 0):
            phi = p * mpf(10000) ** (-mpf(2 * t) / d)
            for h in range(heads):
                a, b = mpf(x[h * d + t]), mpf(x[h * d + t + d // 2])
                y[h * d + t] = rnd(a * cos(phi) - b * sin(phi))
                y[h * d + t + d // 2] = rnd(a * sin(phi) + b * cos(phi))
        out.append(y)
    return out


# a packed batch: keys 0-2 one sequence, key 3 padding, keys 4-5 another;
# two query heads share one key/value head
GS = [0, 0, 0, -1, 7, 7]
QS = [[0.5, -1.0, 1.5, 0.25], [-0.5, 0.75, 1.0, -1.25], [2.0, 0.5, -0.5, 1.0],
      [1.0, 1.0, -1.0, 0.5], [0.25, -2.0, 0.75, 1.5], [-1.5, 0.5, 0.0, 2.0]]
KS = [[1.0, -0.5], [0.25, 1.5], [-1.0, 0.75], [0.5, 0.5], [2.0, -1.0],
      [-0.25, 1.25]]
VS = [[1.0, 2.0], [-1.5, 0.5], [0.25, -1.0], [3.0, 3.0], [0.5, 1.5],
      [-2.0, 0.75]]
dOS = [[1.0, 0.0, -0.5, 2.0], [0.25, 1.0, 1.5, -1.0], [-2.0, 0.5, 1.0, 1.0],
       [0.5, 0.5, 0.5, 0.5], [1.0, -1.0, 0.25, 0.0], [0.0, 2.0, -1.0, 1.5]]
SKS = [0.5, -1.0]
FS = {'Q.csv': csv(QS), 'K.csv': csv(KS), 'V.csv': csv(VS),
      'dO.csv': csv(dOS), 'G.csv': csv([[g] for g in GS])}
AS = '$ATTN attend -q Q.csv -k K.csv -v V.csv --heads 2 --kv-heads 1'
oseg = {'segments': GS, 'causal': 1}
out = attend(QS, KS, VS, oseg, 2, 1, SKS, True)
# the padding row sees no key: all 0, and each head's LSE is its sink
assert out[3] == [0.0] * 4 + SKS
for pol in ('zero', 'error'):
    case('sinks-attend-segments-' + pol, "%s --segments G.csv --causal "
         "--masked-rows %s --sinks '[0.5,-1]' --lse" % (AS, pol),
         note(2, 6, True, pol) + csv(out),
         files=FS, how='Row 3 sits at key 3, padding: no key, so the sinks '
         'take the whole row (0s, and each LSE the sink) whatever '
         '--masked-rows says; the other rows attend within their sequence, '
         'causally.')
case('lse-attend-segments-nan', "%s --segments G.csv --causal --masked-rows "
     "nan --lse" % AS, note(2, 6, policy='nan') +
     csv(attend(QS, KS, VS, dict(oseg, rows='nan'), 2, 1, lse=True)),
     files=FS)
# ALiBi: the paper's slopes for 2 heads, 2^-4 and 2^-8, exact
oal = {'causal': 1, 'alibi': [2.0 ** -4, 2.0 ** -8]}
case('sinks-attend-alibi', "%s --alibi --causal --sinks '[0.5,-1]' --lse"
     % AS, note(2, 6, True) + csv(attend(QS, KS, VS, oal, 2, 1, SKS, True)),
     files=FS)
oas = dict(oseg, alibi=[0.5, -0.25])
case('sinks-attend-alibi-segments', "%s --alibi-slopes '[0.5,-0.25]' "
     "--segments G.csv --causal --sinks '[0.5,-1]' --lse" % AS,
     note(2, 6, True) + csv(attend(QS, KS, VS, oas, 2, 1, SKS, True)),
     files=FS)
# weights: the transforms, then bias and ALiBi in one sum, then the sink
SS = scores(QS, KS, {}, 2, 1)
ow = {'segments': GS, 'T': 0.5, 'alibi': [0.5, -0.25]}
BS = [[0.25 * ((i + j) % 3) - 0.25 for j in range(6)] for i in range(6)]
case('sinks-weights-alibi-segments', "$ATTN weights --heads 2 "
     "--temperature 0.5 --bias B.csv --alibi-slopes '[0.5,-0.25]' "
     "--segments G.csv --sinks '[0,1]' --lse S.csv",
     note(2, 6, True) + csv(with_lse(weights(SS, ow, 2, [0.0, 1.0], BS))),
     files={'S.csv': csv(SS), 'B.csv': csv(BS), 'G.csv': FS['G.csv']})
# merge: the parts with ALiBi's distances moved by --offset less j0, the
# sinks at the merge; what attend --alibi --sinks over all the keys is
PA = parts_of(QS, KS, VS, oal, [(0, 2), (2, 6)], 2, 1)
case('merge-alibi-sinks', "sed -n '1,2p' K.csv >K0.csv; sed -n '1,2p' "
     "V.csv >V0.csv; sed -n '3,6p' K.csv >K1.csv; sed -n '3,6p' V.csv "
     ">V1.csv; %s --lse --alibi --causal -k K0.csv -v V0.csv >P0.csv; "
     "%s --lse --alibi --causal --offset -2 -k K1.csv -v V1.csv >P1.csv; "
     "$ATTN merge --heads 2 --lse --sinks '[0.5,-1]' P0.csv P1.csv"
     % (AS.replace(' -k K.csv -v V.csv', ''), AS.replace(
         ' -k K.csv -v V.csv', '')),
     note(2, 6, True) + csv(merge(PA, 2, SKS, lse=True)), files=FS,
     how='The parts: attend --lse --alibi --causal over keys 0-1 and 2-5, '
     'the second with --offset -2, each exactly rounded; the merge exact '
     'from their doubles, the sinks added there.')
# a packed batch through rope, then attention with sinks: Q and K turned
# sequence by sequence with the segments file the attention masks with
QR, KR = rope(QS, 2, GS), rope(KS, 1, GS)
case('sinks-rope-pipeline', "$ATTN rope --heads 2 --segments G.csv Q.csv "
     ">Qr.csv; $ATTN rope --segments G.csv K.csv >Kr.csv; $ATTN attend "
     "-q Qr.csv -k Kr.csv -v V.csv --heads 2 --kv-heads 1 --segments G.csv "
     "--causal --sinks '[0.5,-1]' --lse",
     note(2, 6, True) + csv(attend(QR, KR, VS, oseg, 2, 1, SKS, True)),
     files=FS,
     how='Q and K turned by the reference rope of tests/gen/sinks.py '
     '(each output exactly rounded), then attention with the sinks on '
     'those doubles.')
# grad with both: the padding row has no gradient, and no term in d sink
GA = '$ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --heads 2 ' \
    '--kv-heads 1 --segments G.csv --causal --alibi --sinks \'[0.5,-1]\''
for wrt in ('sinks', 'q', 'k', 'scores'):
    g = grad(QS, KS, VS, dOS, dict(oseg, alibi=oal['alibi']), wrt, 2, 1,
             SKS)
    if wrt in ('q', 'scores'):
        assert g[3] == [0.0] * len(g[3])
    case('sinks-grad-segments-alibi-' + wrt, '%s --wrt %s' % (GA, wrt),
         csv(g), files=FS)
case('sinks-checkof-alibi-segments', "$ATTN check --of attend -q Q.csv "
     "-k K.csv -v V.csv --heads 2 --kv-heads 1 --alibi-slopes "
     "'[0.5,-0.25]' --segments G.csv --causal --sinks '[0.5,-1]' A.csv",
     'right to the digits written (24 cells)',
     files=dict(FS, **{'A.csv': csv(attend(QS, KS, VS, oas, 2, 1, SKS))}))
OUT.done('sinks, lse and merge')
