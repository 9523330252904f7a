#!/usr/bin/python3
# stages.py - writes the lesson-, scores-, weights-, apply-, topk-, rank-,
# csv-, literal-, fmt-, err-, help- and io- golden cases: the first five
# stages and what every subcommand shares.  Run it from anywhere:
# /usr/bin/python3 tests/gen/stages.py.  Expected numbers come from Python
# (float(), repr, printf-style %) and mpmath at 400 bits, never from attn;
# error messages are written out by hand.
import math
import os
import sys

from mpmath import mp, mpf, exp, sqrt

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'lib'))
from cases import Cases, R, csv, lit, rnd  # noqa: E402

mp.prec = 400

def row(xs): return csv([xs]).rstrip('\n')
def rows(m): return csv(m).rstrip('\n')

def ex_scores(Q, K, scale='sqrt'):
    out = []
    for q in Q:
        r = []
        for k in K:
            dot = sum(mpf(a) * mpf(b) for a, b in zip(q, k))
            if scale == 'sqrt': dot = dot / sqrt(len(k))
            elif scale != 'none': dot = dot * mpf(scale)
            r.append(rnd(dot))
        out.append(r)
    return out

def ex_weights(S):
    out = []
    for r in S:
        live = [x for x in r if x != -math.inf]
        m = max(live)
        e = [mpf(0) if x == -math.inf else exp(mpf(x) - m) for x in r]
        s = sum(e)
        out.append([rnd(x / s) for x in e])
    return out

def ex_apply(A, V):
    return [[rnd(sum(mpf(w) * mpf(V[j][c]) for j, w in enumerate(a)))
             for c in range(len(V[0]))] for a in A]

# Rows before the failing one are still written (attn(1), EXIT STATUS: the
# rows computed before an error are written): the expected stdout of those
# error cases.
BEFORE = {'csv-bom-later': '2,1', 'csv-comment-line-numbers': '2,1', 'csv-header-no-hint': '1,0',
          'csv-lone-cr': '0,0', 'csv-not-number': '2,1', 'csv-ragged-short': '2,1',
          'csv-ragged': '2,1\n4,3', 'csv-span-hash': '2,1', 'csv-span-lines': '2,1',
          'csv-unterminated': '2,1', 'literal-ragged': '1,0', 'literal-row-numbers': '1,0',
          'topk-ragged': '1'}
BEFORE.update({'csv-not-number-%02d' % i: '1,0' for i in range(18)})

OUT = Cases()
def case(name, cmd, out='', err='', status=0, files=None, stdin=None, how=None):
    if name in BEFORE:
        assert not out, name
        out = BEFORE[name]
    OUT.case(name, cmd, out, err, status, stdin=stdin, how=how, files=files)

# ---- lesson 1 (05-02 Attention Scores and Weights) ----
Q1 = [[1, 0], [0, 1]]; K1 = [[1, 1], [1, -1]]
L1 = {'Q.csv': '1,0\n0,1\n', 'K.csv': '1,1\n1,-1\n'}
S1 = ex_scores(Q1, K1); A1 = ex_weights(S1)
HOW1 = ('Lesson 1: Q=[[1,0],[0,1]], K=[[1,1],[1,-1]], d_k=2.  Each stage is\n'
        'exactly rounded from its own input (attn(1), Exactness), computed with\n'
        'mpmath at 400 bits by ex_scores and ex_weights in tests/gen/stages.py:\n'
        '  S = float(dot(q, k) / sqrt(2)):\n    %s\n'
        '  A = float(exp(s - max) / sum) of that S:\n    %s\n'
        'The lesson rounds A to 0.50, 0.50 / 0.804, 0.196.\n'
        % (rows(S1).replace('\n', '\n    '), rows(A1).replace('\n', '\n    ')))
case('lesson-1-scores-noscale', '$ATTN scores --no-scale -q Q.csv -k K.csv',
     '1,1\n1,-1', files=L1)
case('lesson-1-scores', '$ATTN scores -q Q.csv -k K.csv', rows(S1), files=L1, how=HOW1)
case('lesson-1-weights-p3', '$ATTN scores -q Q.csv -k K.csv | $ATTN weights -p 3',
     '0.5,0.5\n0.804,0.196', files=L1)
case('lesson-1-weights', '$ATTN scores -q Q.csv -k K.csv | $ATTN weights', rows(A1),
     files=L1, how=HOW1)
case('lesson-1-weights-of-s', "$ATTN weights '%s'" % lit(S1), rows(A1), how=HOW1)
case('lesson-1-top2', '$ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN topk -n 2',
     '0,1\n0,1', files=L1)
case('lesson-1-top2-pairs',
     '$ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN topk -n 2 --pairs --fixed 3',
     '0,0.500,1,0.500\n0,0.804,1,0.196', files=L1)
case('lesson-1-shape', '$ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN rank',
     '0,1\n0,1', files=L1)

# ---- lesson 2 (L4.2 Dot-product scores) ----
case('lesson-2-scores-3keys', "$ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1;-1,0.5]'", '1,0,-1')
case('lesson-2-scores-2keys', "$ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1]'", '1,0')
case('lesson-2-scores-negative', "$ATTN scores --no-scale -q '[1,-1]' -k '[1,0;-1,1]'", '1,-2')
case('lesson-2-aim-query', "$ATTN scores --no-scale -q '[0,1]' -k '[1,0;0,1]' | $ATTN topk", '1')
case('lesson-2-score-matrix', "$ATTN scores --no-scale -q '[1,0;1,-1]' -k '[1,0;0,1]'",
     '1,0\n1,-1')
case('lesson-2-best-key', "$ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1;-1,0.5]' | $ATTN topk",
     '0')
case('lesson-2-best-key-tie', "$ATTN scores --no-scale -q '[1,1]' -k '[0,1;1,0;-1,0.5]' | $ATTN topk",
     '0')
case('lesson-2-ranked-keys', "$ATTN scores --no-scale -q '[1,0]' -k '[-1,0.5;0,1;1,0]' | $ATTN rank",
     '2,1,0')
case('lesson-2-ranked-keys-tie', "$ATTN scores --no-scale -q '[1,1]' -k '[0,0;1,0;0,1]' | $ATTN rank",
     '1,2,0')
L2 = {'q.csv': '1,0\n', 'K.csv': '1,0\n0,1\n', 'V.csv': '2,0\n0,2\n'}
S2 = ex_scores([[1, 0]], [[1, 0], [0, 1]]); A2 = ex_weights(S2); O2 = ex_apply(A2, [[2, 0], [0, 2]])
Spy = [[1 / math.sqrt(2), 0.0]]  # the Python reference's own scores
Apy = ex_weights(Spy); Opy = ex_apply(Apy, [[2, 0], [0, 2]])
HOW2 = ('Lesson 2: q=[1,0], K=[[1,0],[0,1]], V=[[2,0],[0,2]], d_k=2.\n'
        'Each stage exactly rounded from its own input (mpmath, 400 bits; see\n'
        'ex_scores, ex_weights, ex_apply in tests/gen/stages.py):\n'
        '  scores  %s\n  weights %s\n  output  %s\n'
        'The lesson rounds these to 0.669762, 0.330238 and 1.339523, 0.660477.\n'
        '\n'
        'The lesson\'s Python reference divides by sqrt(2) in double, which gives\n'
        'the score %r, one unit in the last place below the exactly\n'
        'rounded 1/sqrt(2).  From that score the exactly rounded weights are\n'
        '%s and the output %s.\n'
        'Its asserts .6697615493266569 and 1.3395230986533138 are these values;\n'
        'its .6604769013466862 is one unit in the last place above the exactly\n'
        'rounded %s and passes only through isclose.  (The weight of the\n'
        'real number 1/sqrt(2), rounded once, is also .6697615493266569; the\n'
        'per-stage rule gives .669761549326657 because the score is rounded first.)\n'
        % (row(S2[0]), row(A2[0]), row(O2[0]), Spy[0][0], row(Apy[0]), row(Opy[0]),
           R(Opy[0][1])))
case('lesson-2-scores', '$ATTN scores -q q.csv -k K.csv', rows(S2), files=L2, how=HOW2)
case('lesson-2-weights', '$ATTN scores -q q.csv -k K.csv | $ATTN weights', rows(A2), files=L2, how=HOW2)
case('lesson-2-output', '$ATTN scores -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv',
     rows(O2), files=L2, how=HOW2)
case('lesson-2-weights-fixed6', '$ATTN scores -q q.csv -k K.csv | $ATTN weights --fixed 6',
     '0.669762,0.330238', files=L2)
case('lesson-2-output-fixed6',
     '$ATTN scores -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv --fixed 6',
     '1.339523,0.660477', files=L2)
case('lesson-2-reference-weights', "$ATTN weights '%s'" % lit(Spy), rows(Apy), how=HOW2)
case('lesson-2-reference-output', "$ATTN apply -v V.csv '%s'" % lit(Apy), rows(Opy),
     files=L2, how=HOW2)
case('lesson-2-causal',
     '$ATTN scores --causal -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv',
     '2,0', files=L2)
case('lesson-2-causal-scores', '$ATTN scores --causal --no-scale -q q.csv -k K.csv',
     '1,-inf', files=L2)
case('lesson-2-causal-weights', '$ATTN scores --causal -q q.csv -k K.csv | $ATTN weights',
     '1,0', files=L2)

# ---- scores ----
case('scores-noscale-matrix', "$ATTN scores --no-scale -q '[1,1;2,2]' -k '[1,2;3,4;5,6]'",
     '3,7,11\n6,14,22')
case('scores-sqrt-dk', "$ATTN scores -q '[1,1,1,1]' -k '[1,1,1,1;1,-1,1,-1;3,0,0,0]'",
     rows(ex_scores([[1, 1, 1, 1]], [[1, 1, 1, 1], [1, -1, 1, -1], [3, 0, 0, 0]])))
case('scores-sqrt-3', "$ATTN scores -q '[1,1,1]' -k '[1,0,0;1,1,1]'",
     rows(ex_scores([[1, 1, 1]], [[1, 0, 0], [1, 1, 1]])),
     how='float(mpf(dot)/sqrt(3)) with mpmath: the exactly rounded scaled score\n')
case('scores-scale', "$ATTN scores --scale 0.5 -q '[1,2]' -k '[3,4;-1,0]'", '5.5,-0.5')
SCALE_FORMS = ("attn scores: --scale takes a finite number, 1/N, 1/sqrt(N), "
               "mscale(F[,M]) or their product, not ")
SEE_SCORES = " (see attn scores --help)"
# --scale as a product of factors, the exact product rounded once
# (attn-scores(1)): the scale each case expects is mpmath's at 400 bits,
# rounded to a double, and the score c times the exact dot product,
# rounded again, as for any --scale
def mscale(f, m=1):
    """YaRN's get_mscale, in mpmath: 0.1 M ln F + 1, 1 where F <= 1."""
    return mpf(1) if f <= 1 else mpf(m) * mp.log(f) / 10 + 1


def scale_case(name, scale, exact, Q, K, how=None):
    c = rnd(exact)
    case(name, "$ATTN scores --scale '%s' -q '%s' -k '%s'" % (scale, lit(Q),
                                                           lit(K)),
         rows(ex_scores(Q, K, float(c))),
         how=(how or '') + 'The scale: %r, the exact %s rounded once.\n' %
         (float(c), scale))


Q12 = [[0.5, -1.25, 2.0]]
K12 = [[1.0, 3.0, -0.75], [0.1, 0.2, 0.3]]
scale_case('scores-scale-rsqrt', '1/sqrt(12)', 1 / sqrt(12), Q12, K12)
scale_case('scores-scale-recip', '1/3', mpf(1) / 3, Q12, K12)
scale_case('scores-scale-deepseek', '1/sqrt(192)*mscale(40)*mscale(40)',
           mscale(40) ** 2 / sqrt(192), Q12, K12,
           how="DeepSeek-V3's softmax scale: qk_head_dim 192, YaRN's factor "
           "40 and mscale 1.\n")
scale_case('scores-scale-mscale-m', 'mscale(40,0.707)*1/sqrt(2)',
           mscale(40, mpf(0.707)) / sqrt(2), Q12, K12,
           how='M is the double nearest 0.707.\n')
scale_case('scores-scale-mscale-one', 'mscale(0.5)*2', mpf(2), Q12, K12,
           how='get_mscale is 1 for a factor of 1 or less.\n')
scale_case('scores-scale-product-doubles', '0.1*3', mpf(0.1) * 3, Q12, K12,
           how="0.1 is read as its double, then times 3: Python's 0.1*3.\n")
scale_case('scores-scale-tie', '6004799503160661*3',
           mpf(6004799503160661) * 3, [[1.0]], [[1.0]],
           how='2^54 - 1, a midpoint of 2^54 - 2 and 2^54: ties to even, '
           '2^54.\n')
scale_case('scores-scale-subnormal', '1e-300*1e-20', mpf(1e-300) * mpf(1e-20),
           [[1.0]], [[1.0]])
scale_case('scores-scale-rsqrt-huge', '1/sqrt(9007199254740992)',
           1 / sqrt(mpf(2) ** 53), [[3.0]], [[5.0]],
           how='2^53, the largest N.\n')
for name, arg in [('scores-scale-recip-zero', '1/0'),
                  ('scores-scale-rsqrt-zero', '1/sqrt(0)'),
                  ('scores-scale-rsqrt-past', '1/sqrt(9007199254740993)'),
                  ('scores-scale-recip-sign', '1/-2'),
                  ('scores-scale-rsqrt-open', '1/sqrt(12'),
                  ('scores-scale-mscale-zero', 'mscale(0)'),
                  ('scores-scale-mscale-m-big', 'mscale(40,2e6)'),
                  ('scores-scale-empty-factor', '2**3'),
                  ('scores-scale-trailing-star', '2*')]:
    case(name, "$ATTN scores --scale '%s' -k '[1]' -q '[1]'" % arg, '',
         SCALE_FORMS + "'%s'" % arg + SEE_SCORES, 2)
case('scores-scale-many', "$ATTN scores --scale '1*2*3*4*5*6*7*8*9' -k '[1]' "
     "-q '[1]'", '', "attn scores: --scale takes at most 8 factors, not "
     "'1*2*3*4*5*6*7*8*9'" + SEE_SCORES, 2)
case('scores-scale-product-overflow', "$ATTN scores --scale '1e200*1e200' "
     "-k '[1]' -q '[1]'", '', "attn scores: --scale 1e200*1e200 is beyond "
     "the largest double" + SEE_SCORES, 2)
case('scores-scale-product-max', "$ATTN scores --scale "
     "'1.7976931348623157e308*1' -k '[1]' -q '[1]'", R(1.7976931348623157e308))
case('scores-scale-negative', "$ATTN scores --scale -2 -q '[3]' -k '[1]'", '-6')
case('scores-scale-zero', "$ATTN scores --scale 0 -q '[5;-5]' -k '[1]'", '0\n-0')
case('scores-scale-last-wins', "$ATTN scores --scale 3 --no-scale -q '[2]' -k '[5]'", '10')
case('scores-noscale-last-wins', "$ATTN scores --no-scale --scale 3 -q '[2]' -k '[5]'", '30')
case('scores-zero-dot', "$ATTN scores --no-scale -q '[-1,1;-1,-0]' -k '[0,0;0,1]'", '0,1\n0,0')
case('scores-cancellation', "$ATTN scores --no-scale -q '[1e16,1,-1e16]' -k '[1,1,1]'", '1',
     how='1e16 + 1 - 1e16 = 1 exactly; a plain left-to-right sum in double gives 0.\n')
case('scores-underflow', "$ATTN scores --no-scale -q '[1e-200]' -k '[1e-200;1e-160]'", '0,' + R(rnd(mpf('1e-200') * mpf('1e-160'))))
case('scores-overflow', "$ATTN scores --no-scale -q '[1e300]' -k '[2;1e300]'", '',
     'attn scores: <literal>:1: the score for key 1 overflows a double', 1)
case('scores-overflow-scale', "$ATTN scores --scale 1e300 -q '[1e10]' -k '[1]'", '',
     'attn scores: <literal>:1: the score for key 0 overflows a double', 1)
case('scores-scaled-in-range', "$ATTN scores -q '[1e154,1e154]' -k '[1e154,1e154]'",
     rows(ex_scores([[1e154, 1e154]], [[1e154, 1e154]])),
     how='The dot product 2e308 is beyond a double, the score 2e308/sqrt(2)\n'
         'is not: mpmath float(mpf(1e154)**2*2/sqrt(2)).  attn(1): only a score\n'
         'that overflows is an error.\n')
case('scores-stdin', "$ATTN scores --no-scale -k '[1,2;3,4]'", '5,11\n-1,-1', stdin='1,2\n1,-1\n')
case('scores-q-dash', "$ATTN scores --no-scale -k '[1,2;3,4]' -q -", '5,11', stdin='1,2\n')
case('scores-q-operand', "$ATTN scores --no-scale -k K.csv Q.csv", '5,11',
     files={'K.csv': '1,2\n3,4\n', 'Q.csv': '1,2\n'})
case('scores-k-stdin', "$ATTN scores --no-scale -k - -q '[1,2]'", '5,11', stdin='1,2\n3,4\n')
case('scores-long-options', "$ATTN scores --no-scale --keys '[1,2;3,4]' --query '[1,2]'", '5,11')
case('scores-options-after-operand', "$ATTN scores '[1,2]' --no-scale -k '[3,4]'", '11')
case('scores-double-dash', "$ATTN scores --no-scale -k '[3,4]' -- -q.csv", '11',
     files={'-q.csv': '1,2\n'})
case('scores-header', "$ATTN scores --no-scale -H -k K.csv -q Q.csv", '5,11',
     files={'K.csv': 'a,b\n1,2\n3,4\n', 'Q.csv': 'x,y\n1,2\n'})
case('scores-delimiter', "$ATTN scores --no-scale -d ';' -k K.csv -q Q.csv", '5;11\n1;1',
     files={'K.csv': '1;2\n3;4\n', 'Q.csv': '1;2\n-1;1\n'})
case('scores-p', "$ATTN scores -p 4 -q '[1,0]' -k '[1,1;2,2]'", '0.7071,1.414')
case('scores-fixed', "$ATTN scores --fixed 3 -q '[1,0]' -k '[1,1;2,2]'", '0.707,1.414')
case('scores-unbuffered', "$ATTN scores -u --no-scale -k '[1;2]'", '3,6\n4,8', stdin='3\n4\n')
case('scores-empty-q', "$ATTN scores -k '[1;2]'", '', stdin='')
case('scores-empty-q-header', "$ATTN scores -H -k '[1;2]'", '', stdin='a\n')
case('scores-width', "$ATTN scores -k '[1,2;3,4]' -q '[1,2,3]'", '',
     "attn scores: <literal>:1: row has 3 columns, but K has 2 (d_k must match)", 1)
case('scores-width-first', "$ATTN scores -k '[1]' -q Q.csv", '',
     "attn scores: Q.csv:2: row has 2 columns, but K has 1 (d_k must match)", 1,
     files={'Q.csv': '# two columns\n1,2\n'})
case('scores-k-nan', "$ATTN scores -k '[1,nan]' -q '[1,1]'", '',
     "attn scores: <literal>:1: field 2 is 'nan'; K must be finite", 1)
case('scores-k-inf', "$ATTN scores -k K.csv -q '[1,1]'", '',
     "attn scores: K.csv:2: field 1 is '-Infinity'; K must be finite", 1,
     files={'K.csv': '1,1\n-Infinity,1\n'})
case('scores-k-empty', "$ATTN scores -k K.csv -q '[1]'", '',
     "attn scores: K.csv: no data rows (K needs at least one)", 1, files={'K.csv': '# none\n\n'})
case('scores-k-empty-literal', "$ATTN scores -k '[]' -q '[1]'", '',
     "attn scores: <literal>: no data rows (K needs at least one)", 1)
case('scores-k-missing-file', "$ATTN scores -k nosuch.csv -q '[1]'", '',
     "attn scores: nosuch.csv: no such file or directory", 1)
case('scores-k-ragged', "$ATTN scores -k K.csv -q '[1]'", '',
     "attn scores: K.csv:3: row has 2 fields, but the row on line 1 has 1 (ragged rows)", 1,
     files={'K.csv': '1\n2\n3,4\n'})
case('scores-missing-k', "$ATTN scores -q '[1]'", '',
     "attn scores: missing -k K, the keys (see attn scores --help)", 2)
case('scores-k-no-value', "$ATTN scores -q '[1]' -k", '',
     "attn scores: option '-k' needs a value (see attn scores --help)", 2)
case('scores-keys-no-value', "$ATTN scores -q '[1]' --keys", '',
     "attn scores: option '--keys' needs a value (see attn scores --help)", 2)
case('scores-two-stdin', "$ATTN scores -k -", '',
     "attn scores: only one operand can be read from stdin (see attn scores --help)", 2)
case('scores-two-stdin-q', "$ATTN scores -k - -q -", '',
     "attn scores: only one operand can be read from stdin (see attn scores --help)", 2)
case('scores-extra-operand', "$ATTN scores -k '[1]' '[1]' '[2]'", '',
     "attn scores: unexpected operand '[2]' (see attn scores --help)", 2)
case('scores-q-and-operand', "$ATTN scores -k '[1]' -q '[1]' '[2]'", '',
     "attn scores: unexpected operand '[2]' (see attn scores --help)", 2)
case('scores-scale-bad', "$ATTN scores --scale abc -k '[1]' -q '[1]'", '',
     SCALE_FORMS + "'abc'" + SEE_SCORES, 2)
case('scores-scale-inf', "$ATTN scores --scale inf -k '[1]' -q '[1]'", '',
     SCALE_FORMS + "'inf'" + SEE_SCORES, 2)
case('scores-scale-nan', "$ATTN scores --scale=nan -k '[1]' -q '[1]'", '',
     SCALE_FORMS + "'nan'" + SEE_SCORES, 2)
case('scores-scale-huge', "$ATTN scores --scale 1e999 -k '[1]' -q '[1]'", '',
     SCALE_FORMS + "'1e999'" + SEE_SCORES, 2)
case('scores-scale-missing', "$ATTN scores -k '[1]' -q '[1]' --scale", '',
     "attn scores: option '--scale' needs a value (see attn scores --help)", 2)
case('scores-noscale-value', "$ATTN scores --no-scale=2 -k '[1]' -q '[1]'", '',
     "attn scores: option '--no-scale' takes no value (see attn scores --help)", 2)
case('scores-unknown-long', "$ATTN scores --bogus -k '[1]'", '',
     "attn scores: unknown option '--bogus' (see attn scores --help)", 2)
case('scores-unknown-long-value', "$ATTN scores --bogus=1 -k '[1]'", '',
     "attn scores: unknown option '--bogus' (see attn scores --help)", 2)
case('scores-unknown-short', "$ATTN scores -x -k '[1]'", '',
     "attn scores: unknown option '-x' (see attn scores --help)", 2)
case('scores-temperature', "$ATTN scores --temperature 2 -k '[1]'", '',
     "attn scores: unknown option '--temperature' (see attn scores --help)", 2)

# ---- weights (no masks) ----
MP = 'float(exp(s - max) / sum) per entry, mpmath at 400 bits\n'
case('weights-plain', "$ATTN weights '[1,2,3]'", rows(ex_weights([[1, 2, 3]])), how=MP)
case('weights-plain-2', "$ATTN weights '[0.1,0.2]'", rows(ex_weights([[0.1, 0.2]])), how=MP)
case('weights-uniform', "$ATTN weights '[0,0,0,0;7,7,7,7;-3,-3,-3,-3]'",
     '0.25,0.25,0.25,0.25\n0.25,0.25,0.25,0.25\n0.25,0.25,0.25,0.25')
case('weights-single', "$ATTN weights '[5;-1e308;0]'", '1\n1\n1')
case('weights-stable', "$ATTN weights '[1000,1000;-1000,0]'", '0.5,0.5\n0,1',
     how='exp(-1000)/(1+exp(-1000)) is about 5e-435, which rounds to 0\n')
case('weights-extremes', "$ATTN weights '[1e308,-1e308]'", '1,0')
case('weights-neg-inf', "$ATTN weights '[1,-inf,1]'", '0.5,0,0.5')
case('weights-neg-inf-spellings', "$ATTN weights W.csv", '0,1,0\n0,0,1',
     files={'W.csv': '-Infinity,2,-INF\n-inf,"-inf", 0\n'})
case('weights-pos-inf', "$ATTN weights '[1,inf]'", '',
     "attn weights: <literal>:1: field 2 is 'inf'; scores must be finite or -inf", 1)
case('weights-pos-inf-file', "$ATTN weights S.csv", '',
     "attn weights: S.csv:2: field 1 is '+Infinity'; scores must be finite or -inf", 1,
     files={'S.csv': '# scores\n+Infinity,1\n'})
case('weights-nan', "$ATTN weights '[nan,1]'", '',
     "attn weights: <literal>:1: field 1 is 'nan'; scores must be finite or -inf", 1)
case('weights-neg-nan', "$ATTN weights", '',
     "attn weights: <stdin>:1: field 2 is '-NaN'; scores must be finite or -inf", 1,
     stdin='1,-NaN\n')
case('weights-stdin', "$ATTN weights", '0.5,0.5\n1,0', stdin='3,3\n0,-inf\n')
case('weights-dash', "$ATTN weights -", '0.5,0.5', stdin='3,3\n')
case('weights-file', "$ATTN weights S.csv", '0.5,0.5', files={'S.csv': '2,2\n'})
case('weights-empty', "$ATTN weights", '', stdin='')
case('weights-comments-only', "$ATTN weights", '', stdin='# nothing\n\n')
case('weights-fixed', "$ATTN weights --fixed 4 '[1,2,3]'", '0.0900,0.2447,0.6652')
case('weights-p', "$ATTN weights -p 2 '[1,2,3]'", '0.09,0.24,0.67')
case('weights-header', "$ATTN weights -H S.csv", '0.5,0.5', files={'S.csv': 'k0,k1\n4,4\n'})
case('weights-extra-operand', "$ATTN weights a.csv b.csv", '',
     "attn weights: unexpected operand 'b.csv' (see attn weights --help)", 2)
case('weights-missing-file', "$ATTN weights nosuch.csv", '',
     "attn weights: nosuch.csv: no such file or directory", 1)
case('weights-scale', "$ATTN weights --no-scale '[1]'", '',
     "attn weights: unknown option '--no-scale' (see attn weights --help)", 2)

# ---- apply ----
case('apply-basic', "$ATTN apply -v '[2,0;0,2]' '[0.5,0.5;1,0;0.25,0.75]'", '1,1\n2,0\n0.5,1.5')
case('apply-as-given', "$ATTN apply -v '[1,10;100,1000]' '[2,3;-1,0.5]'", '302,3020\n49,490')
case('apply-sum', "$ATTN apply -v '[1;1]' '[0.1,0.2]'",
     rows(ex_apply([[0.1, 0.2]], [[1], [1]])),
     how='0.1 + 0.2 in exact arithmetic is a tie between two doubles; round to\neven gives 0.30000000000000004 (mpmath: float(mpf(0.1)+mpf(0.2)))\n')
case('apply-cancellation', "$ATTN apply -v '[1e16;1;-1e16]' '[1,1,1]'", '1',
     how='1e16 + 1 - 1e16 = 1 exactly; a plain running sum in double gives 0.\n')
case('apply-zero', "$ATTN apply -v '[-1,-2]' '[0;-0]'", '0,0\n0,0')
case('apply-nan-weight', "$ATTN apply -v '[1,2;3,4]' '[nan,0]'", 'nan,nan')
case('apply-inf-weight', "$ATTN apply -v '[1,2]' '[inf]'", '',
     "attn apply: <literal>:1: field 1 is 'inf'; weights must be finite or nan", 1)
case('apply-neg-inf-weight', "$ATTN apply -v '[1,2]' '[-inf]'", '',
     "attn apply: <literal>:1: field 1 is '-inf'; weights must be finite or nan", 1)
case('apply-v-inf', "$ATTN apply -v V.csv '[1]'", '',
     "attn apply: V.csv:1: field 2 is 'inf'; V must be finite", 1, files={'V.csv': '1,inf\n'})
case('apply-v-nan', "$ATTN apply -v '[nan]' '[1]'", '',
     "attn apply: <literal>:1: field 1 is 'nan'; V must be finite", 1)
case('apply-width', "$ATTN apply -v '[1,2;3,4]' '[1]'", '',
     "attn apply: <literal>:1: row has 1 weight, but V has 2 rows", 1)
case('apply-width-plural', "$ATTN apply -v '[1,2]'", '',
     "attn apply: <stdin>:2: row has 3 weights, but V has 1 row", 1, stdin='\n1,0,0\n')
case('apply-missing-v', "$ATTN apply '[1]'", '',
     "attn apply: missing -v V, the values (see attn apply --help)", 2)
case('apply-v-no-value', "$ATTN apply '[1]' --values", '',
     "attn apply: option '--values' needs a value (see attn apply --help)", 2)
case('apply-v-empty', "$ATTN apply -v V.csv '[1]'", '',
     "attn apply: V.csv: no data rows (V needs at least one)", 1, files={'V.csv': ''})
case('apply-v-missing-file', "$ATTN apply -v nosuch.csv '[1]'", '',
     "attn apply: nosuch.csv: no such file or directory", 1)
case('apply-two-stdin', "$ATTN apply -v - -", '',
     "attn apply: only one operand can be read from stdin (see attn apply --help)", 2)
case('apply-two-stdin-default', "$ATTN apply -v -", '',
     "attn apply: only one operand can be read from stdin (see attn apply --help)", 2)
case('apply-v-stdin', "$ATTN apply -v - '[0.5,0.5]'", '2,3', stdin='1,2\n3,4\n')
case('apply-stdin', "$ATTN apply --values '[1,2;3,4]'", '1,2\n3,4\n2,3', stdin='1,0\n0,1\n0.5,0.5\n')
case('apply-empty', "$ATTN apply -v '[1]'", '', stdin='')
case('apply-fixed', "$ATTN apply -v '[1;2]' --fixed 2 '[0.5,0.25]'", '1.00')
case('apply-delimiter', "$ATTN apply -d '\\t' -v V.tsv W.tsv", '1\t1', 
     files={'V.tsv': '2\t0\n0\t2\n', 'W.tsv': '0.5\t 0.5\n'})
case('apply-extra-operand', "$ATTN apply -v '[1]' '[1]' '[1]'", '',
     "attn apply: unexpected operand '[1]' (see attn apply --help)", 2)
case('weights-log3', "$ATTN weights '[0,%s]'" % R(math.log(3)), rows(ex_weights([[0, math.log(3)]])),
     how='The second score is log(3) rounded to a double; ' + MP)

# ---- topk ----
case('topk-default', "$ATTN topk '[1,3,2;5,4,6]'", '1\n2')
case('topk-n', "$ATTN topk -n 2 '[1,3,2;5,4,6]'", '1,2\n2,0')
case('topk-count', "$ATTN topk --count 2 '[1,3,2]'", '1,2')
case('topk-count-equals', "$ATTN topk --count=3 '[1,3,2]'", '1,2,0')
case('topk-n-more', "$ATTN topk -n 9 '[3,5,5,1]'", '1,2,0,3')
case('topk-ties', "$ATTN topk -n 3 '[2,7,7,2,7]'", '1,2,4')
case('topk-zero-ties', "$ATTN topk -n 2 '[-0,0;0,-0]'", '0,1\n0,1')
case('topk-nan-last', "$ATTN topk -n 3 '[nan,-1,nan,-2]'", '1,3,0')
case('topk-neg-inf', "$ATTN topk -n 4 '[nan,-inf,-1e308,-inf]'", '2,1,3,0')
case('topk-inf', "$ATTN topk -n 2 '[1e308,inf,-inf,inf]'", '1,3')
case('topk-values', "$ATTN topk -n 2 --values '[0.5,-inf,2.5,nan]'", '2.5,0.5')
case('topk-values-special', "$ATTN topk -n 3 --values '[nan,-inf,-0]'", '-0,-inf,nan')
case('topk-pairs', "$ATTN topk -n 2 --pairs '[0.5,-inf,2.5,nan]'", '2,2.5,0,0.5')
case('topk-one-based', "$ATTN topk -n 2 --one-based '[0.5,-inf,2.5,nan]'", '3,1')
case('topk-pairs-one-based', "$ATTN topk -n 2 --pairs --one-based '[3,5,5,1]'", '2,5,3,5')
case('topk-values-then-pairs', "$ATTN topk --values --pairs '[1,2]'", '1,2')
case('topk-pairs-then-values', "$ATTN topk --pairs --values '[1,2]'", '2')
case('topk-values-one-based', "$ATTN topk --values --one-based '[1,2]'", '2')
case('topk-values-p', "$ATTN topk -n 2 --values -p 3 '[3.14159,2.71828]'", '3.14,2.72')
case('topk-pairs-fixed', "$ATTN topk -n 2 --pairs --fixed 1 '[3.14159,2.71828]'", '0,3.1,1,2.7')
case('topk-p-indices', "$ATTN topk -n 2 -p 1 '[10,20]'", '1,0')
case('topk-delimiter', "$ATTN topk -n 2 --pairs -d ';' '[1,2]'", '1;2;0;1')
case('topk-stdin', "$ATTN topk", '1\n0', stdin='1,2\n2,1\n')
case('topk-header', "$ATTN topk -H", '1', stdin='a,b\n1,2\n')
case('topk-empty', "$ATTN topk", '', stdin='')
case('topk-n-max', "$ATTN topk -n 1000000000 '[1,2]'", '1,0')
case('topk-n-zero', "$ATTN topk -n 0 '[1]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '0' (see attn topk --help)", 2)
case('topk-n-big', "$ATTN topk -n 1000000001 '[1]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '1000000001' (see attn topk --help)", 2)
case('topk-n-negative', "$ATTN topk -n -1 '[1]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '-1' (see attn topk --help)", 2)
case('topk-n-junk', "$ATTN topk -n 2x '[1]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '2x' (see attn topk --help)", 2)
case('topk-n-empty', "$ATTN topk -n '' '[1]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '' (see attn topk --help)", 2)
case('topk-n-missing', "$ATTN topk '[1]' -n", '',
     "attn topk: option '-n' needs a value (see attn topk --help)", 2)
case('topk-values-value', "$ATTN topk --values=1 '[1]'", '',
     "attn topk: option '--values' takes no value (see attn topk --help)", 2)
case('topk-ragged', "$ATTN topk", '',
     "attn topk: <stdin>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)", 1,
     stdin='1,2\n3\n')
case('topk-extra-operand', "$ATTN topk a b", '',
     "attn topk: unexpected operand 'b' (see attn topk --help)", 2)

# ---- rank ----
case('rank-basic', "$ATTN rank '[1,3,2;5,4,6]'", '1,2,0\n2,0,1')
case('rank-ties', "$ATTN rank '[2,7,7,2,7]'", '1,2,4,0,3')
case('rank-nan-inf', "$ATTN rank '[nan,-inf,1,-inf,nan,inf]'", '5,2,1,3,0,4')
case('rank-all-nan', "$ATTN rank '[nan,nan,nan]'", '0,1,2')
case('rank-values', "$ATTN rank --values '[nan,-inf,1,-inf,nan,inf]'", 'inf,1,-inf,-inf,nan,nan')
case('rank-pairs', "$ATTN rank --pairs '[nan,-inf,1]'", '2,1,1,-inf,0,nan')
case('rank-one-based', "$ATTN rank --one-based '[nan,-inf,1]'", '3,2,1')
case('rank-pairs-one-based', "$ATTN rank --pairs --one-based '[0.25,0.75]'", '2,0.75,1,0.25')
case('rank-single', "$ATTN rank '[42]'", '0')
case('rank-signed-zero', "$ATTN rank --values '[0,-0;-0,0]'", '0,-0\n-0,0')
case('rank-values-fixed', "$ATTN rank --values --fixed 2 '[inf,nan,-inf,0.125]'", 'inf,0.12,-inf,nan')
case('rank-wide', "$ATTN rank W.csv", ','.join(str(i) for i in range(299, -1, -1)),
     files={'W.csv': ','.join(str(i) for i in range(300)) + '\n'})
case('rank-stdin', "$ATTN rank", '1,0', stdin='1,2\n')
case('rank-empty', "$ATTN rank", '', stdin='')
case('rank-n', "$ATTN rank -n 2 '[1]'", '',
     "attn rank: unknown option '-n' (see attn rank --help)", 2)
case('rank-count', "$ATTN rank --count 2 '[1]'", '',
     "attn rank: unknown option '--count' (see attn rank --help)", 2)
case('rank-extra-operand', "$ATTN rank a b", '',
     "attn rank: unexpected operand 'b' (see attn rank --help)", 2)
case('topk-not-number', "$ATTN topk", '',
     "attn topk: <stdin>:1: field 2, 'b', is not a number (try --header)", 1,
     stdin='1,b\n1,2\n')

# ---- CSV input (through rank --values / apply, which echo numbers) ----
E = "$ATTN rank --values"  # writes each row's values, largest first
case('csv-quoted', E + " in.csv", '2,1\n4,3', files={'in.csv': '"1","2"\n" 3 ",4\n'})
case('csv-quoted-delim', "$ATTN rank --values -d ';' in.csv", '2;1', files={'in.csv': '"1";"2"\n'})
case('csv-crlf', E + " in.csv", '2,1\n4,3', files={'in.csv': '1,2\r\n3,4\r\n'})
case('csv-crlf-no-final', E + " in.csv", '2,1\n4,3', files={'in.csv': '1,2\r\n3,4'})
case('csv-no-final-newline', E + " in.csv", '2,1\n4,3', files={'in.csv': '1,2\n3,4'})
case('csv-bom', E + " in.csv", '2,1', files={'in.csv': '\ufeff1,2\n'})
case('csv-bom-comment', E + " in.csv", '2,1', files={'in.csv': '\ufeff# c\r\n\r\n1,2\r\n'})
case('csv-bom-header', "$ATTN rank --values -H in.csv", '2,1', files={'in.csv': '\ufeffa,b\n1,2\n'})
case('csv-bom-later', E + " in.csv", '',
     "attn rank: in.csv:2: field 1, '\\xef\\xbb\\xbf3', is not a number", 1,
     files={'in.csv': '1,2\n\ufeff3,4\n'})
case('csv-spaces', E + " in.csv", '2,1\n4,3', files={'in.csv': '  1 ,\t2\t\n3 , 4 \n'})
case('csv-spaces-quoted', E + " in.csv", '2,1', files={'in.csv': ' "1" , " 2 " \n'})
case('csv-blank-lines', E + " in.csv", '2,1\n4,3', files={'in.csv': '\n1,2\n\n   \n\t\n3,4\n\n'})
case('csv-comments', E + " in.csv", '2,1\n4,3',
     files={'in.csv': '# header comment\n1,2\n  # indented\n#1,2,3\n3,4\n'})
case('csv-comment-line-numbers', E + " in.csv", '',
     "attn rank: in.csv:5: field 1, 'x', is not a number", 1,
     files={'in.csv': '# c\n1,2\n\n# c\nx,4\n'})
case('csv-header', "$ATTN rank -H --values in.csv", '2,1', files={'in.csv': 'a,b\n1,2\n'})
case('csv-header-long', "$ATTN rank --header --values in.csv", '2,1',
     files={'in.csv': '# made by hand\n\n"key 0","key, 1"\n1,2\n'})
case('csv-header-only', "$ATTN rank -H in.csv", '', files={'in.csv': 'a,b\n'})
case('csv-header-hint', E + " in.csv", '',
     "attn rank: in.csv:1: field 1, 'a', is not a number (try --header)", 1,
     files={'in.csv': 'a,b\n1,2\n'})
case('csv-header-line', "$ATTN rank -H in.csv", '',
     "attn rank: in.csv:2: field 1, 'x', is not a number", 1, files={'in.csv': 'a,b\nx,1\n'})
case('csv-header-stray-quote', "$ATTN rank -H h.csv", '1,0', files={'h.csv': 'na"me,x\r\n1,2\n'},
     how='A header line is skipped as it stands: its stray quote and CR are not\n'
         'parsed (man attn: -H).  rank of [1,2] is column 1 then 0, by hand.')
case('csv-delim-semicolon', "$ATTN rank --values -d ';' in.csv", '2;1\n4;3',
     files={'in.csv': '1;2\n3; 4\n'})
case('csv-delim-long', "$ATTN rank --values --delimiter=';' in.csv", '2;1', files={'in.csv': '1;2\n'})
case('csv-delim-comma-in-field', "$ATTN rank -d ';' in.csv", '',
     "attn rank: in.csv:1: field 1, '1,5', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)", 1,
     files={'in.csv': '1,5;2\n'})
case('csv-delim-tab', "$ATTN rank --values -d '\\t' in.tsv", '2\t1\n4\t3',
     files={'in.tsv': '1\t2\n3\t 4 \n'})
case('csv-delim-tab-literal', "$ATTN rank --values -d \"$(printf '\\t')\" in.tsv", '2\t1',
     files={'in.tsv': '1\t2\n'})
case('csv-delim-tab-empty', "$ATTN rank -d '\\t' in.tsv", '',
     "attn rank: in.tsv:1: field 2 is empty", 1, files={'in.tsv': '1\t\t2\n'})
case('csv-delim-space', "$ATTN rank --values -d ' ' in.txt", '2 1',
     files={'in.txt': '1 2\n'})
case('csv-span-lines', E + " in.csv", '',
     "attn rank: in.csv:2: field 1, '3\\x0a4', is not a number", 1,
     files={'in.csv': '1,2\n"3\n4",5\n'})
case('csv-span-hash', E + " in.csv", '',
     "attn rank: in.csv:2: field 2, '4\\x0a# not a comment', is not a number", 1,
     files={'in.csv': '1,2\n3,"4\n# not a comment"\n'})
case('csv-ragged', E + " in.csv", '',
     "attn rank: in.csv:3: row has 3 fields, but the row on line 1 has 2 (ragged rows)", 1,
     files={'in.csv': '1,2\n3,4\n5,6,7\n'})
case('csv-ragged-short', E + " in.csv", '',
     "attn rank: in.csv:4: row has 1 field, but the row on line 2 has 2 (ragged rows)", 1,
     files={'in.csv': '#\n1,2\n\n3\n'})
case('csv-empty-field', E + " in.csv", '', "attn rank: in.csv:1: field 2 is empty", 1,
     files={'in.csv': '1,,2\n'})
case('csv-empty-last-field', E + " in.csv", '', "attn rank: in.csv:1: field 3 is empty", 1,
     files={'in.csv': '1,2,\n'})
case('csv-empty-quoted', E + " in.csv", '', "attn rank: in.csv:1: field 1 is empty", 1,
     files={'in.csv': '"",1\n'})
case('csv-blank-quoted', E + " in.csv", '', "attn rank: in.csv:1: field 1 is empty", 1,
     files={'in.csv': '" \t",1\n'})
case('csv-lone-cr', E + " in.csv", '', "attn rank: in.csv:2: carriage return in the middle of a line", 1,
     files={'in.csv': '0,0\n1,2\r3,4\n'})
case('csv-cr-at-end', E + " in.csv", '2,1', files={'in.csv': '1,2\r'})
case('csv-unterminated', E + " in.csv", '', "attn rank: in.csv:2: unterminated quoted field", 1,
     files={'in.csv': '1,2\n3,"4\n'})
case('csv-quote-in-field', E + " in.csv", '',
     "attn rank: in.csv:1: malformed quoting (a '\"' inside an unquoted field, or text after a closing quote)", 1,
     files={'in.csv': '1,2"3"\n'})
case('csv-text-after-quote', E + " in.csv", '',
     "attn rank: in.csv:1: malformed quoting (a '\"' inside an unquoted field, or text after a closing quote)", 1,
     files={'in.csv': '1,"2"3\n'})
case('csv-doubled-quote', E + " in.csv", '',
     "attn rank: in.csv:1: field 2, '4\"5', is not a number", 1,
     files={'in.csv': '1,"4""5"\n'})
case('csv-not-number', E + " in.csv", '',
     "attn rank: in.csv:2: field 2, '1,000', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)", 1,
     files={'in.csv': '1,2\n3,"1,000"\n'})
case('csv-unprintable', E + " in.csv", '',
     "attn rank: in.csv:1: field 1, '1\\x00', is not a number (NUL bytes between the characters, as in UTF-16 without a byte-order mark; attn reads UTF-8: convert it with iconv -f UTF-16LE -t UTF-8)", 1,
     files={'in.csv': '1\x00,2\n'})
# a line of words alone: -H would leave nothing, so no hint of it
case('csv-long-field', E + " in.csv", '',
     "attn rank: in.csv:1: field 1, '%s...', is not a number" % ('x' * 40), 1,
     files={'in.csv': 'x' * 100 + '\n'})
case('csv-dash-file', E + " ./-", '2,1', files={'-': '1,2\n'})
case('csv-empty-file', E + " in.csv", '', files={'in.csv': ''})
case('csv-directory', E + " .", '', "attn rank: .: is a directory", 1)
case('csv-stdin-directory', E + " < .", '', "attn rank: <stdin>: is a directory", 1)
case('csv-missing-file', E + " nosuch.csv", '', "attn rank: nosuch.csv: no such file or directory", 1)
case('csv-long-line', E + " in.csv", ','.join(['1'] * 50000),
     files={'in.csv': ','.join(['1'] * 50000) + '\n'})
case('csv-many-rows', "$ATTN topk in.csv | tail -n 1", '1',
     files={'in.csv': '1,2\n' * 30000})
case('csv-header-no-hint', "$ATTN rank -H in.csv", '',
     "attn rank: in.csv:3: field 1, 'x', is not a number", 1, files={'in.csv': 'a,b\n1,2\nx,y\n'})
case('csv-line-after-big-block', "$ATTN topk in.csv >out; echo status $?; sort -u out; wc -l <out",
     'status 1\n1\n20000', "attn topk: in.csv:20001: field 2, 'x', is not a number",
     files={'in.csv': '1,22222\n' * 20000 + '1,x\n'})
case('scores-overflow-later-row', "$ATTN scores --no-scale -q '[1;1e300]' -k '[2;1e300]'",
     '2,1e+300', 'attn scores: <literal>:2: the score for key 1 overflows a double', 1)

# ---- literals ----
case('literal-matrix', "$ATTN rank --values '[1,0;0,1]'", '1,0\n1,0')
case('literal-spaces', "$ATTN rank --values '[ 1 , 2 ;\t3,4 ]'", '2,1\n4,3')
case('literal-blank-rows', "$ATTN rank --values '[;1,2;; ;3,4;]'", '2,1\n4,3')
case('literal-row-numbers', "$ATTN rank '[1,2;;x,4]'", '',
     "attn rank: <literal>:3: field 1, 'x', is not a number", 1)
case('literal-space-hint', "$ATTN rank '[1 2]'", '',
     "attn rank: <literal>:1: field 1, '1 2', is not a number (separate fields with ',')", 1)
case('literal-no-header-hint', "$ATTN rank '[a,b]'", '',
     "attn rank: <literal>:1: field 1, 'a', is not a number", 1)
case('literal-ragged', "$ATTN rank '[1,2;3]'", '',
     "attn rank: <literal>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)", 1)
case('literal-empty-field', "$ATTN rank '[1,,2]'", '', "attn rank: <literal>:1: field 2 is empty", 1)
case('literal-trailing-comma', "$ATTN rank '[1,2,]'", '', "attn rank: <literal>:1: field 3 is empty", 1)
case('literal-empty', "$ATTN rank '[]'", '')
case('literal-blank', "$ATTN rank '[ ; ]'", '')
case('literal-empty-k', "$ATTN apply -v '[ ]' '[1]'", '',
     "attn apply: <literal>: no data rows (V needs at least one)", 1)
case('literal-ignores-header', "$ATTN rank --values -H '[1,2;3,4]'", '2,1\n4,3')
case('literal-ignores-delimiter', "$ATTN rank --values -d ';' '[1,2;3,4]'", '2;1\n4;3')
case('literal-quote', "$ATTN rank '[\"1\",2]'", '',
     "attn rank: <literal>:1: field 1, '\"1\"', is not a number", 1)
case('literal-specials', "$ATTN rank --values '[-inf,nan,Infinity]'", 'inf,-inf,nan')
case('literal-file-brackets', "$ATTN rank --values ./[1]", '7', files={'[1]': '7\n'})
case('literal-not-file', "$ATTN rank --values [1]", '1', files={'[1]': '7\n'})
case('literal-csv-name', "$ATTN rank --values '[a].csv'", '2,1', files={'[a].csv': '1,2\n'})
case('literal-csv-name-dot', "$ATTN rank --values './[a].csv'", '2,1', files={'[a].csv': '1,2\n'})
case('literal-unclosed', "$ATTN rank '[1,2'", '', "attn rank: [1,2: no such file or directory", 1)
case('literal-one-bracket', "$ATTN rank '['", '', "attn rank: [: no such file or directory", 1)
case('literal-and-stdin', "$ATTN apply -v '[1;2]'", '5', stdin='1,2\n')
case('literal-q-and-k', "$ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1;-1,0.5]'", '1,0,-1')
case('literal-overflow', "$ATTN rank '[1e400]'", '',
     "attn rank: <literal>:1: field 1, '1e400', is too large for a double", 1)

# ---- number input ----
NUMS = ['1.', '.5', '+.5', '-.5e1', '1E5', '1e+2', '00012', '1.5e0001', '-0.0', '+0',
        '1e-400', '-1e-400', '4e-324', '2.4e-324', '2.5e-324', '2.2250738585072011e-308',
        '0.' + '0' * 200 + '1e201', '1' * 308 + '.5', '179769313486231580793728971405301e276',
        'inf', '-INF', '+Infinity', 'iNfInItY', 'nan', 'NAN', '-nan', '+NaN']
case('csv-number-forms', "$ATTN rank --values in.csv",
     '\n'.join(R(float(x)) for x in NUMS),
     files={'in.csv': '\n'.join(NUMS) + '\n'},
     how='Each line of in.csv through Python float(), then repr less a trailing .0\n')
for i, bad in enumerate(['1e', '.', '-', '+', 'e5', '1e+', '-.e1', '0x10', '1_000', '1 2',
                         'nan(1)', 'infinit', 'nana', '++1', '1..2', 'inf1', '\u0663', '1,5']):
    q = '"%s"' % bad if ',' in bad else bad
    from_show = ''.join(c if 0x20 <= ord(c) < 0x7f and c not in "\\'" else
                        ''.join('\\x%02x' % b for b in c.encode()) for c in bad)
    # a decimal comma, hexadecimal and numbers split by spaces have hints
    # of their own (attn(1), DIAGNOSTICS)
    hint = {'1,5': ' (numbers are read in the C locale: a decimal point and '
                   'no thousands separator, 1.5 or 1000)',
            '0x10': ' (hexadecimal: attn reads decimal numbers, 16 or 0.1875)',
            '1 2': " (try -d ' ')"}.get(bad, '')
    case('csv-not-number-%02d' % i, "$ATTN rank in.csv", '',
         "attn rank: in.csv:2: field 2, '%s', is not a number%s" %
         (from_show, hint), 1,
         files={'in.csv': '1,2\n3,%s\n' % q})
case('csv-too-large', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, '-1e309', is too large for a double", 1,
     files={'in.csv': '-1e309\n'})
case('csv-too-large-long', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, '%s...', is too large for a double" % ('1' * 40), 1,
     files={'in.csv': '1' * 400 + '\n'})
case('csv-max-double', "$ATTN rank --values in.csv", '1.7976931348623157e+308',
     files={'in.csv': '1.7976931348623158e308\n'},
     how='1.7976931348623158e308 is below the midpoint to 2^1024, so it rounds\nto the largest double (Python float() agrees)\n')

# The rows before a failing one (see BEFORE above).
case('scores-q-inf', "$ATTN scores --no-scale -k '[1,1]' -q '[1,1;1,-inf]'", '2',
     "attn scores: <literal>:2: field 2 is '-inf'; Q must be finite", 1)
case('weights-ragged', "$ATTN weights", '0.5,0.5',
     "attn weights: <stdin>:3: row has 3 fields, but the row on line 1 has 2 (ragged rows)", 1,
     stdin='0,0\n\n1,2,3\n')

# ---- output layout ----
FMT = ['1', '-0.5', '0.0001', '0.00001', '100000', '1e16', '1234567890123456', '9999999999999998',
       '12345678901234567', '123456789012345680', '-0', '0', '5e-324', '1.7976931348623157e308',
       '2.2250738585072014e-308', '0.1', '1e-7', '0.001', '123.456', '1e22', '1e100', '-1e-300',
       '1.5', '0.8044296825069569', '0.00012345', '0.000012345', '1e15', '1e17', '100', '-7',
       '2.5e-5', '4.35', '1e-4']
for i, x in enumerate(FMT):
    case('fmt-%02d' % i, "$ATTN rank --values '[%s]'" % x, R(float(x)),
         how="Python: repr(float('%s')) less a trailing .0\n" % x)
case('fmt-sum', "$ATTN apply -v '[0.1;0.2]' '[1,1]'", R(0.1 + 0.2),
     how='Python: repr(0.1 + 0.2); the sum of the two doubles is a tie, rounded to even\n')
case('fmt-special', "$ATTN rank --values '[nan,-inf,inf]'", 'inf,-inf,nan')
case('fmt-echo-apply', "$ATTN apply -v V.csv '[1]'", '1,-0.5,0.0001,1e-05,100000,1e+16,5e-324',
     files={'V.csv': '1,-0.5,0.0001,0.00001,100000,1e16,5e-324\n'})
PCASES = [('3', '100000'), ('1', '0.5'), ('17', '0.1'), ('3', '-0'), ('2', '0.000123456'),
          ('5', '123456789'), ('4', '1e-300'), ('6', '2.5')]
for i, (p, x) in enumerate(PCASES):
    case('fmt-p-%d' % i, "$ATTN rank --values -p %s '[%s]'" % (p, x), '%.*g' % (int(p), float(x)),
         how="Python: '%%.%sg' %% float('%s') (C printf %%.Ng)\n" % (p, x))
FCASES = [('0', '2.5'), ('0', '0.5'), ('2', '-0.001'), ('3', '1e-300'), ('17', '0.1'),
          ('2', '0.125'), ('1', '1e20'), ('6', '-0')]
for i, (f, x) in enumerate(FCASES):
    case('fmt-fixed-%d' % i, "$ATTN rank --values --fixed %s '[%s]'" % (f, x), '%.*f' % (int(f), float(x)),
         how="Python: '%%.%sf' %% float('%s') (C printf %%.Nf)\n" % (f, x))
case('fmt-fixed-big', "$ATTN rank --values --fixed 17 '[-1.7976931348623157e308]'",
     '%.17f' % -1.7976931348623157e308)
case('fmt-p-special', "$ATTN rank --values -p 3 '[nan,-inf,inf]'", 'inf,-inf,nan')
case('fmt-fixed-special', "$ATTN rank --values --fixed 3 '[nan,-inf,inf]'", 'inf,-inf,nan')
case('fmt-p-then-fixed', "$ATTN rank --values -p 3 --fixed 2 '[3.14159]'", '3.14')
case('fmt-fixed-then-p', "$ATTN rank --values --fixed 2 -p 3 '[31.4159]'", '31.4')
case('fmt-precision-long', "$ATTN rank --values --precision=2 '[31.4159]'", '31')
case('fmt-p-range-low', "$ATTN rank -p 0 '[1]'", '',
     "attn rank: -p takes a whole number from 1 to 17, not '0' (see attn rank --help)", 2)
case('fmt-p-range-high', "$ATTN rank -p 18 '[1]'", '',
     "attn rank: -p takes a whole number from 1 to 17, not '18' (see attn rank --help)", 2)
case('fmt-p-junk', "$ATTN weights --precision 3.5 '[1]'", '',
     "attn weights: -p takes a whole number from 1 to 17, not '3.5' (see attn weights --help)", 2)
case('fmt-fixed-range', "$ATTN apply -v '[1]' --fixed 18 '[1]'", '',
     "attn apply: --fixed takes a whole number from 0 to 17, not '18' (see attn apply --help)", 2)
case('fmt-fixed-negative', "$ATTN scores -k '[1]' --fixed -1 '[1]'", '',
     "attn scores: --fixed takes a whole number from 0 to 17, not '-1' (see attn scores --help)", 2)
case('fmt-fixed-missing', "$ATTN topk '[1]' --fixed", '',
     "attn topk: option '--fixed' needs a value (see attn topk --help)", 2)
case('fmt-p-missing', "$ATTN topk '[1]' -p", '',
     "attn topk: option '-p' needs a value (see attn topk --help)", 2)
case('fmt-locale', "LC_ALL=de_DE.UTF-8 LC_NUMERIC=de_DE.UTF-8 $ATTN weights --fixed 2 '[0,0]'", '0.50,0.50')
case('fmt-locale-input', "LC_ALL=de_DE.UTF-8 $ATTN rank -d ';' in.csv", '',
     "attn rank: in.csv:1: field 1, '0,5', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)", 1,
     files={'in.csv': '0,5;1\n'})
case('fmt-delimiter-out', "$ATTN weights -d '\\t' --fixed 1", '0.5\t0.5', stdin='1\t1\n')

# ---- usage errors shared by every command ----
case('err-no-command', "$ATTN", '', "attn: no command given (see attn --help)", 2)
case('err-unknown-command', "$ATTN frobnicate", '', "attn: unknown command 'frobnicate' (see attn --help)", 2)
case('err-unknown-command-case', "$ATTN Scores", '', "attn: unknown command 'Scores' (see attn --help)", 2)
case('err-help-two', "$ATTN help scores weights", '', "attn: help takes one command (see attn --help)", 2)
case('err-help-unknown-cmd', "$ATTN help frobnicate", '', "attn: unknown command 'frobnicate' (see attn --help)", 2)
case('err-short-in-cluster', "$ATTN rank -Hx '[1]'", '', "attn rank: unknown option '-x' (see attn rank --help)", 2)
case('err-unknown-long-topk', "$ATTN topk --top 3 '[1]'", '', "attn topk: unknown option '--top' (see attn topk --help)", 2)
case('err-takes-no-value', "$ATTN rank --header=yes '[1]'", '',
     "attn rank: option '--header' takes no value (see attn rank --help)", 2)
case('err-d-two', "$ATTN rank -d ab '[1]'", '',
     "attn rank: -d takes one character (or \\t for tab), not 'ab' (see attn rank --help)", 2)
case('err-d-empty', "$ATTN rank -d '' '[1]'", '',
     "attn rank: -d takes one character (or \\t for tab), not '' (see attn rank --help)", 2)
for i, ch in enumerate(['1', '"', '#', '.', '-', '+', 'e', 'N']):
    why = {'"': 'it is the quote character', '#': 'it starts comment lines'}.get(
        ch, 'no letter can, since numbers hold some (1e-3, inf, nan)'
        if ch.isalpha() else 'it would be read as part of a number')
    case('err-d-%d' % i, "$ATTN weights -d '%s' '[1]'" % ch.replace("'", "'\\''"), '',
         "attn weights: -d cannot be '%s': %s "
         "(see attn weights --help)" % (ch, why), 2)
case('err-d-cr', "$ATTN weights -d \"$(printf '\\r')\" '[1]'", '',
     "attn weights: -d cannot be '\\x0d': it ends lines (see attn weights --help)", 2)
case('err-d-missing', "$ATTN apply -v '[1]' -d", '',
     "attn apply: option '-d' needs a value (see attn apply --help)", 2)
case('err-d-letter-x', "$ATTN weights -d x '[1]'", '',
     "attn weights: -d cannot be 'x': no letter can, since numbers hold some "
     "(1e-3, inf, nan) (see attn weights --help)", 2)
case('err-d-newline-escape', "$ATTN weights -d '\\n' '[1]'", '',
     "attn weights: -d takes one character (or \\t for tab), not '\\n' "
     "(see attn weights --help)", 2)
case('err-usage-before-data', "$ATTN rank nosuch.csv --bogus", '',
     "attn rank: unknown option '--bogus' (see attn rank --help)", 2)
case('err-dash-dash-operand', "$ATTN rank --values -- -1.csv", '2,1', files={'-1.csv': '1,2\n'})
case('err-stdin-closed', "$ATTN rank <&-", '', "attn rank: <stdin>: bad file descriptor", 1)

# ---- help and version ----
for c in ['scores', 'weights', 'apply', 'topk', 'rank']:
    case('help-%s-same' % c,
         "$ATTN help %s >a; $ATTN %s --help >b; $ATTN %s -h >c; cmp a b && cmp a c && head -n 1 a" % (c, c, c),
         {'scores': 'usage: attn scores -k K [-q Q] [options]',
          'weights': 'usage: attn weights [options] [FILE]',
          'apply': 'usage: attn apply -v V [options] [FILE]',
          'topk': 'usage: attn topk [-n N] [options] [FILE]',
          'rank': 'usage: attn rank [options] [FILE]'}[c])
COMMON = ['--delimiter', '--fixed', '--header', '--help', '--layout', '--output',
          '--precision', '--tab', '--unbuffered', '--progress', '--no-progress']
MASKS = ['--alibi', '--alibi-slopes', '--bias', '--causal', '--mask', '--offset', '--segments',
         '--window', '--prefix', '--chunk', '--bidirectional']
HEADS = ['--heads', '--kv-heads']
DTYPE = ['--accumulate', '--dtype', '--recipe']
OPTS = {'scores': COMMON + MASKS + HEADS + DTYPE + ['--jobs', '--keys', '--no-scale', '--query',
                                                    '--scale', '--show-work'],
        'weights': COMMON + MASKS + DTYPE + ['--heads', '--jobs', '--lse', '--masked-rows',
                                             '--show-work', '--sinks', '--softcap', '--temperature'],
        'apply': COMMON + HEADS + DTYPE + ['--jobs', '--lse', '--values'],
        'topk': COMMON + ['--count', '--heads', '--one-based', '--pairs', '--values'],
        'rank': COMMON + ['--heads', '--one-based', '--pairs', '--values']}
SHORT = {'scores': 'dHhjkopqtu', 'weights': 'dHhjoptu', 'apply': 'dHhjoptuv', 'topk': 'dHhnoptu',
         'rank': 'dHhoptu'}
for c, o in OPTS.items():
    case('help-%s-options' % c,
         "$ATTN help %s | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u" % c, '\n'.join(sorted(o)),
         how='Every long option attn(1) gives %s, and the common ones\n' % c)
    case('help-%s-short' % c,
         "$ATTN help %s | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | LC_ALL=C sort | tr -d '\\n'; echo" % c,
         ''.join(sorted(SHORT[c])))
case('help-top', "$ATTN --help | head -n 1", 'usage: attn COMMAND [options] [operands]')
# the seven commands in attn(1)'s order (SYNOPSIS); others may join them
case('help-top-commands',
     "$ATTN --help | awk '/^  [a-z]+  /{print $1}' | grep -xE 'scores|weights|apply|topk|rank|attend|check'",
     'scores\nweights\napply\ntopk\nrank\nattend\ncheck')
case('help-top-same', "$ATTN --help >a; $ATTN -h >b; $ATTN help >c; cmp a b && cmp a c && echo same", 'same')
case('help-stderr-empty', "$ATTN help rank 2>&1 >/dev/null; echo status $?", 'status 0')
case('help-first', "$ATTN scores --help --bogus | head -n 1", 'usage: attn scores -k K [-q Q] [options]')
case('help-version', "$ATTN --version | grep -cE '^attn [0-9]+[.][0-9]+[.][0-9]+$'", '1')
case('help-version-short', "$ATTN -V >a; $ATTN --version >b; cmp a b && echo same", 'same')
case('help-help', "$ATTN help help >a; $ATTN --help >b; $ATTN help --help >c; "
     "cmp a b && cmp a c && head -n 1 a", 'usage: attn COMMAND [options] [operands]')
case('help-man-hint', "$ATTN --help | tail -n 2",
     'attn help COMMAND (or attn COMMAND --help) for its options; man attn for all\n'
     '(or man ./man/attn.1 in the source tree, before make install).')

# ---- write errors and closed pipes ----
for c, a in [('scores', "-k '[1]' '[2]'"), ('weights', "'[1]'"), ('apply', "-v '[1]' '[1]'"),
             ('topk', "'[1]'"), ('rank', "'[1]'")]:
    case('io-full-%s' % c, "$ATTN %s %s >/dev/full" % (c, a), '',
         "attn %s: <stdout>: no space left on device" % c, 1)
case('io-full-big', "$ATTN rank in.csv >/dev/full", '', "attn rank: <stdout>: no space left on device", 1,
     files={'in.csv': '1,2,3,4\n' * 40000})
GEN = "awk 'BEGIN{for(i=0;i<200000;i++)print i\",\"i+1}'"
case('io-pipe-rank', GEN + " | sh -c '$ATTN rank --pairs; echo status $? >&2' | head -n 1",
     '1,1,0,0', 'status 0')
case('io-pipe-scores', GEN + " | sh -c '$ATTN scores --no-scale -k \"[1,1;1,-1]\"; echo status $? >&2' | head -n 1",
     '1,-1', 'status 0')
case('io-pipe-weights', GEN + " | sh -c '$ATTN weights --fixed 3; echo status $? >&2' | head -n 1",
     '0.269,0.731', 'status 0')
case('io-pipe-apply', "awk 'BEGIN{for(i=0;i<200000;i++)print \"1,0\"}' | sh -c '$ATTN apply -v \"[7;8]\"; echo status $? >&2' | head -n 1",
     '7', 'status 0')
case('io-pipe-unbuffered', GEN + " | sh -c '$ATTN topk -u; echo status $? >&2' | head -n 1",
     '1', 'status 0')
case('io-big-stream', GEN + " | $ATTN topk | tail -n 1", '1')


# ---- more reader and option decisions ----
case('scores-k-twice', "$ATTN scores --no-scale -k '[1]' -k '[2]' -q '[3]'", '6')
case('scores-q-twice', "$ATTN scores --no-scale -k '[1]' -q '[2]' -q '[3]'", '3')
case('csv-header-width', "$ATTN rank --values -H in.csv", '2,1', files={'in.csv': 'a,b,c\n1,2\n'})
case('csv-bom-only', E + " in.csv", '', files={'in.csv': '\ufeff'})
case('csv-crlf-blank', E + " in.csv", '2,1\n4,3', files={'in.csv': '1,2\r\n\r\n  \r\n#\r\n3,4\r\n'})
case('csv-crlf-quoted-newline', E + " in.csv", '',
     "attn rank: in.csv:1: field 2, '2\\x0d\\x0a', is not a number", 1,
     files={'in.csv': '1,"2\r\n"\r\n'})
case('csv-tab-line-not-blank', "$ATTN rank -d '\\t' in.tsv", '1\t0',
     "attn rank: in.tsv:2: field 1 is empty", 1, files={'in.tsv': '1\t2\n\t\n'})
case('io-unbuffered', "{ echo 1,2; sleep 2; echo 2,1; } | $ATTN topk -u >out & sleep 1; cat out; wait",
     '1')

# Powers of two have a narrower rounding interval below than above: the
# shortest digits that read back are then not always the correctly rounded
# ones of that length (Python's repr finds them; %.16e does not).
for e in (-1017, 976):
    x = math.ldexp(1.0, e)
    case('fmt-power-of-two-%s' % str(e).replace('-', 'm'), "$ATTN rank --values '[%s]'" % repr(x), R(x),
         how='Python: repr(math.ldexp(1.0, %d)), the shortest digits that read back\n' % e)

# a field holding another separator: the hint names -d
case('csv-hint-tab', "$ATTN rank in.tsv", '',
     "attn rank: in.tsv:1: field 1, '1\\x092', is not a number (try -d '\\t')", 1,
     files={'in.tsv': '1\t2\n'})
case('csv-hint-tab-later', "$ATTN rank in.tsv", '0',
     "attn rank: in.tsv:2: field 1, '3\\x094', is not a number (try -d '\\t')", 1,
     files={'in.tsv': '1\n3\t4\n'})
case('csv-hint-semicolon', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, 'a;b', is not a number (try -d ';')", 1,
     files={'in.csv': 'a;b\n1;2\n'})
case('csv-hint-pipe', "$ATTN rank -d ';' in.csv", '',
     "attn rank: in.csv:1: field 1, '1|2', is not a number (try -d '|')", 1,
     files={'in.csv': '1|2\n'})
case('csv-hint-own-delimiter', "$ATTN rank -d ';' in.csv", '',
     "attn rank: in.csv:1: field 2, 'y', is not a number (try --header)", 1,
     files={'in.csv': '1;y\n1;2\n'})
# a header -H would skip only where numbers follow it
case('csv-header-words-follow', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, 'a', is not a number", 1,
     files={'in.csv': 'a,b\nc,d\n'})
# numpy's savetxt writes spaces between the numbers by default
case('csv-hint-spaces', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, '1.000000000000000000e+00 2.5e-01', "
     "is not a number (try -d ' ')", 1,
     files={'in.csv': '1.000000000000000000e+00 2.5e-01\n'})
case('csv-hint-hex-float', "$ATTN rank in.csv", '',
     "attn rank: in.csv:1: field 1, '0x1.8p+1', is not a number (hexadecimal: attn reads "
     "decimal numbers, 16 or 0.1875)", 1, files={'in.csv': '0x1.8p+1,2\n'})
case('literal-tab-hint', "$ATTN rank '[1\t2]'", '',
     "attn rank: <literal>:1: field 1, '1\\x092', is not a number (separate fields with ',')", 1)

case('topk-n-tab', "$ATTN topk -n \"$(printf '\\t2')\" '[1,2]'", '',
     "attn topk: -n takes a whole number from 1 to 1000000000, not '\\x092' (see attn topk --help)", 2)
case('err-newline-in-name', "$ATTN weights \"$(printf 'no\\nsuch')\"", '',
     "attn weights: no\\x0asuch: no such file or directory", 1)
case('err-newline-in-value', "$ATTN weights --masked-rows \"$(printf 'a\\nb')\" '[1]'", '',
     "attn weights: --masked-rows takes zero, uniform, nan or error, not 'a\\x0ab' "
     "(see attn weights --help)", 2)
case('topk-n-plus', "$ATTN topk -n +2 '[1,2]'", '1,0')

case('help-dash-cmd', "$ATTN --help rank >a; $ATTN -h rank >b; $ATTN help rank >c; cmp a b && cmp a c && head -n 1 a",
     'usage: attn rank [options] [FILE]')
case('help-dash-unknown', "$ATTN --help frobnicate", '', "attn: unknown command 'frobnicate' (see attn --help)", 2)

# ---- cases that came with a fix ----
case('err-attend-name', "$ATTN attend -q '[1]' -k '[1]' -v '[1;2]'", '', 'attn attend: <literal>: V has 2 rows, but K has 1 (one value row per key)', 1)
case('io-full-help', '$ATTN --help >/dev/full', '', 'attn: <stdout>: no space left on device', 1)
case('io-full-version', '$ATTN --version >/dev/full', '', 'attn: <stdout>: no space left on device', 1)
case('io-full-help-cmd', '$ATTN help scores >/dev/full', '', 'attn scores: <stdout>: no space left on device', 1)
case('io-pipe-help', "sh -c 'sleep 0.3; $ATTN --help; echo status $? >&2' | true", '', 'status 0', 0)
case('io-pipe-help-cmd', "sh -c 'sleep 0.3; $ATTN weights --help; echo status $? >&2' | true", '', 'status 0', 0)
case('err-top-unknown-option', '$ATTN --bogus', '', "attn: unknown option '--bogus' (see attn --help)", 2)
case('err-help-unknown', '$ATTN help -x', '', "attn: unknown command '-x' (see attn --help)", 2)
case('apply-overflow', "$ATTN apply -v '[1e308;1e308]' '[1,1]'", '', 'attn apply: <literal>:1: the output for column 0 overflows a double', 1)
case('apply-no-overflow', "$ATTN apply -v '[1e308;1e308]' '[0.5,0.5]'", '1e+308', '', 0)

OUT.done('stages')
