#!/usr/bin/python3
# checkof.py - writes the checkof- golden cases: attn check --of and its
# catalogue of common mistakes.  Run it from anywhere:
# /usr/bin/python3 tests/gen/checkof.py.  Nothing here runs attn:
#
# - The expected matrix is exactly rounded, each step from the doubles of
#   the step before (attn(1), Exactness), with mpmath at 400 bits: the
#   scaled dot products, the transforms in double as attn weights does them,
#   the softmax exp(s - max) / sum, the weighted sum; for --of grad the
#   backward steps of attn-grad(1), each from the doubles of its inputs; for
#   --of project x W + b, one exact sum; for --of rope each pair turned by
#   the real angle, the frequency scaled as attn-rope(1) has it
#   (tests/lib/rotary.py, whose mpmath frequencies the wrong answers take
#   too).
# - Each wrong answer is made by this file's own numpy implementation of the
#   mistake (attn-check(1)'s list, read afresh), written to 4 decimals; the
#   answers typed by hand, one per step, are the mistake- cases, each with
#   its working.
# - Which lines attn must print is decided here too: every mistake of the
#   list is implemented again below, tried where the manual says it makes
#   sense, and matched by attn-check(1)'s rules of the digits written
#   (reading() below: within the tolerance, or within half a unit of the
#   cell's last written digit; a bare whole number at the finest digit
#   written elsewhere, exactly when the answer is all bare 0s and 1s); the
#   descriptions are written out by hand.
import math
import os
import re
import sys
from fractions import Fraction

import mpmath
import numpy as np
from mpmath import mp, mpf, sqrt as msqrt, exp as mexp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'lib'))
from backward import softmax_backward  # noqa: E402
from kernel import BACKWARD, MISTAKES as KERNEL_MISTAKES  # noqa: E402
from cases import Cases, R, csv, fmt, lit, rnd  # noqa: E402
from masks import alibi_slope, same_image  # noqa: E402
from rmsnorm import MISTAKES as NORM_MISTAKES  # noqa: E402
from rotary import inv_freqs, rope  # noqa: E402

mp.prec = 400
INF = math.inf
# A mistake may divide by zero: its matrix then holds inf or nan, as the
# student's would, and numpy need not warn about it.
np.seterr(divide='ignore', invalid='ignore', over='ignore')


def f4(x): return fmt(x, ('fixed', 4))


def scaling_options(sc):
    """rope's options for the scaling SC (tests/lib/rotary.py's dict)."""
    if not sc: return []
    o = ['--scaling %s --factor %s' % (sc['type'], R(sc['factor']))]
    for k, opt in [('orig', 'original-max'), ('seq', 'seq-len'),
                   ('beta_fast', 'beta-fast'), ('beta_slow', 'beta-slow'),
                   ('mscale', 'mscale'), ('mscale_all_dim', 'mscale-all-dim'),
                   ('attention_factor', 'attention-factor'),
                   ('low', 'low-freq-factor'), ('high', 'high-freq-factor')]:
        if k in sc: o.append('--%s %s' % (opt, R(sc[k])))
    if sc.get('truncate') is False: o.append('--no-truncate')
    return o


def g6(x): return '%.6g' % x


class P:
    """One check --of problem: the stage, the operands, the options."""
    def __init__(self, of, Q=None, K=None, V=None, scale='sqrt', causal=False,
                 offset=0, window=None, mask=None, bias=None,
                 temperature=None, softcap=None, policy='zero', h=1, g=None,
                 atol=1e-8, rtol=1e-5, dO=None, wrt=None, X=None, W=None,
                 B=None, transposed=False, alibi=False, slopes=None,
                 segments=None, base=10000, interleaved=False, rdim=None,
                 inverse=False, sinks=None, A=None, parts=None, lse=False,
                 prefix=None, chunk=None, bidir=None, lower_right=False,
                 sc=None, pos=None, head_dim=None, strict=False, need=None):
        self.of = of
        # --of's rule: the digits written, or (--strict, --atol) the
        # tolerance; --decimals N
        self.strict, self.need = strict, need
        arr = lambda m: None if m is None else np.array(m, float)
        self.Q, self.K, self.V = arr(Q), arr(K), arr(V)
        self.scale, self.causal, self.offset = scale, causal, offset
        self.window, self.temperature, self.softcap = window, temperature, softcap
        self.mask, self.bias = arr(mask), arr(bias)
        self.policy, self.h, self.g = policy, h, g or h
        self.atol, self.rtol = atol, rtol
        self.dO, self.wrt = arr(dO), wrt
        self.X, self.W, self.B, self.transposed = arr(X), arr(W), arr(B), transposed
        # --alibi (SLOPES: --alibi-slopes's, else the paper's); --segments
        self.alibi, self.given_slopes = alibi or slopes is not None, slopes
        self.slopes = slopes or [alibi_slope(k, h) for k in range(h)]
        self.segments = segments
        # the masks of current models: --prefix N, --chunk N, the image
        # ids of --bidirectional, --causal=lower-right (offset n_k - n_q)
        self.prefix, self.chunk, self.bidir = prefix, chunk, bidir
        self.lower_right = lower_right
        if lower_right:
            self.causal, self.offset = True, len(K) - len(Q)
        # --sinks, one per head
        self.sinks = sinks
        # rope; its scaling (tests/lib/rotary.py's dict), --positions,
        # --head-dim (then h is the width over it)
        self.base, self.interleaved, self.rdim = base, interleaved, rdim
        self.inverse = inverse
        self.sc, self.pos, self.head_dim = sc, pos, head_dim
        if head_dim:
            h = self.h = self.g = len(X[0]) // head_dim
        # apply's weights; merge's parts (and whether the answer has L)
        self.A = arr(A)
        self.parts = [arr(m) for m in parts] if parts else None
        self.lse = lse
        if of == 'rope':
            self.rd = rdim or self.X.shape[1] // h
            return
        if of == 'project':
            # W as d_in x d_out, whatever its layout on the command line
            self.Wn = self.W.T if transposed else self.W
            return
        if of == 'merge':
            self.nq, self.dv = len(parts[0]), self.parts[0].shape[1] // h - 1
            return
        if of == 'apply':
            self.nq, self.nk = self.A.shape[0], self.A.shape[1] // h
            self.dv = self.V.shape[1] // self.g
            return
        self.nq, self.nk = len(Q), len(K)
        self.dk = self.Q.shape[1] // h
        self.dv = self.V.shape[1] // self.g if V is not None else 0

    def any_mask(self):
        return bool(self.causal or self.window or self.mask is not None
                    or self.bias is not None or self.segments is not None
                    or self.prefix is not None or self.chunk
                    or self.bidir is not None)

    def options(self):
        o = []
        if self.of == 'grad' or (self.of == 'project' and self.wrt):
            o.append('--wrt ' + self.wrt)
        if self.scale == 'none': o.append('--no-scale')
        elif self.scale != 'sqrt': o.append('--scale %s' % R(self.scale))
        if self.lower_right: o.append('--causal=lower-right')
        elif self.causal: o.append('--causal')
        if self.offset and not self.lower_right:
            o.append('--offset %d' % self.offset)
        if self.prefix is not None: o.append('--prefix %d' % self.prefix)
        if self.chunk: o.append('--chunk %d' % self.chunk)
        if self.bidir is not None: o.append('--bidirectional I.csv')
        if self.window: o.append('--window %d,%d' % self.window)
        if self.mask is not None: o.append('--mask M.csv')
        if self.bias is not None: o.append('--bias B.csv')
        if self.given_slopes: o.append('--alibi-slopes S.csv')
        elif self.alibi: o.append('--alibi')
        if self.segments: o.append('--segments G.csv')
        if self.temperature: o.append('--temperature %s' % R(self.temperature))
        if self.softcap: o.append('--softcap %s' % R(self.softcap))
        if self.policy != 'zero': o.append('--masked-rows %s' % self.policy)
        if self.sinks: o.append('--sinks SK.csv')
        if self.base != 10000: o.append('--base %s' % R(self.base))
        if self.interleaved: o.append('--interleaved')
        if self.rdim: o.append('--rotary-dim %d' % self.rdim)
        if self.inverse: o.append('--inverse')
        if self.pos is not None: o.append('--positions P.csv')
        o += scaling_options(self.sc)
        if self.head_dim: o.append('--head-dim %d' % self.head_dim)
        elif self.h > 1: o.append('--heads %d' % self.h)
        if self.g != self.h: o.append('--kv-heads %d' % self.g)
        if self.transposed: o.append('--transposed')
        if self.atol != 1e-8: o.append('--atol %s' % R(self.atol))
        if self.strict: o.append('--strict')
        if self.need is not None: o.append('--decimals %d' % self.need)
        return o

    def files(self):
        f = {}
        if self.sinks: f['SK.csv'] = csv([self.sinks])
        if self.of == 'merge':
            for k, m in enumerate(self.parts):
                f['P%d.csv' % (k + 1)] = csv(m)
            return f
        if self.of == 'apply':
            f.update({'A.csv': csv(self.A), 'V.csv': csv(self.V)})
            return f
        if self.of == 'rope':
            f['X.csv'] = csv(self.X)
            if self.segments: f['G.csv'] = csv([[s] for s in self.segments])
            if self.pos is not None: f['P.csv'] = csv([[q] for q in self.pos])
            return f
        if self.of == 'project':
            f.update({'X.csv': csv(self.X), 'W.csv': csv(self.W)})
            if self.B is not None: f['b.csv'] = csv(self.B)
            if self.dO is not None: f['dY.csv'] = csv(self.dO)
            return f
        f.update({'Q.csv': csv(self.Q), 'K.csv': csv(self.K)})
        if self.V is not None: f['V.csv'] = csv(self.V)
        if self.dO is not None: f['dO.csv'] = csv(self.dO)
        if self.mask is not None: f['M.csv'] = csv(self.mask)
        if self.bias is not None: f['B.csv'] = csv(self.bias)
        if self.given_slopes: f['S.csv'] = csv([self.given_slopes])
        if self.segments: f['G.csv'] = csv([[s] for s in self.segments])
        if self.bidir is not None: f['I.csv'] = csv([self.bidir])
        return f

    def command(self, answer='answer.csv', extra=''):
        if self.of == 'rope':
            c = '$ATTN check --of rope -x X.csv'
        elif self.of == 'project':
            c = '$ATTN check --of project -w W.csv' + (
                ' -b b.csv' if self.B is not None else '') + ' -x X.csv' + (
                ' --dout dY.csv' if self.dO is not None else '')
        elif self.of == 'apply':
            c = '$ATTN check --of apply -a A.csv -v V.csv'
        elif self.of == 'merge':
            c = '$ATTN check --of merge ' + ' '.join(
                'P%d.csv' % (k + 1) for k in range(len(self.parts)))
        else:
            c = '$ATTN check --of %s -q Q.csv -k K.csv' % self.of
            if self.V is not None: c += ' -v V.csv'
            if self.dO is not None: c += ' --dout dO.csv'
        return ' '.join([c] + self.options() + [answer] +
                        ([extra] if extra else []))

    def attention_factor(self):
        """yarn's factor on cos and sin (1 for the other scalings), as
        tests/lib/rotary.py has it."""
        if not self.sc: return 1.0
        with mpmath.workprec(200):
            return float(inv_freqs(self.rd, self.base, self.sc)[1])

    def seg_apart(self, i, j, offset=None):
        """--segments: row I (of key I + OFFSET's segment, --offset's by
        default) may not see key J: another segment, or padding, or a
        position outside the file."""
        if self.segments is None: return False
        k = i + (self.offset if offset is None else offset)
        if not 0 <= k < len(self.segments): return True
        a, b = self.segments[k], self.segments[j]
        return a < 0 or b < 0 or a != b

    def side(self, m, i, hh, j):
        return m[i][j] if m.shape[1] == self.nk else m[i][hh * self.nk + j]

    def like(self, **kw):
        """The same problem, with KW changed."""
        q = P.__new__(P); q.__dict__.update(self.__dict__); q.__dict__.update(kw)
        return q


# ---- the expected matrix, exactly rounded step by step (mpmath) ----

def forward(p, i, hh):
    """Row I, head HH, as attn computes it: the exactly rounded scaled
    scores S (-inf where masked), the scores T into the softmax (the
    transforms in double, then the bias; scores: the bias alone), and the
    exactly rounded weights A (None for --of scores), e^t / (e^sink +
    sum e^t) with --sinks."""
    G, dk, nk = p.g, p.dk, p.nk
    kh = hh // (p.h // G)
    q = p.Q[i]
    S, T = [], []
    for j, k in enumerate(p.K):
        if not kept(p, i, j, hh=hh):
            S.append(-INF); T.append(-INF)
            continue
        dot = sum(mpf(float(a)) * mpf(float(b)) for a, b in
                  zip(q[hh * dk:(hh + 1) * dk], k[kh * dk:(kh + 1) * dk]))
        if p.scale == 'sqrt': x = rnd(dot / msqrt(dk))
        elif p.scale == 'none': x = rnd(dot)
        else: x = rnd(dot * mpf(p.scale))
        S.append(x)
        if p.of != 'scores' and p.temperature: x = x / p.temperature
        if p.of != 'scores' and p.softcap:
            x = p.softcap * math.tanh(x / p.softcap)
        b = float(p.side(p.bias, i, hh, j)) if p.bias is not None else 0.0
        if p.alibi:
            # the score, its bias and its ALiBi term: one exact sum,
            # rounded once (float of a Fraction is)
            x = float(Fraction(x) + Fraction(b) - Fraction(p.slopes[hh]) *
                      abs(i + p.offset - j))
        elif p.bias is not None: x = x + b
        T.append(x)
    if p.of == 'scores':
        return S, T, None
    live = [x for x in T if x != -INF]
    sink = p.sinks[hh] if p.sinks else None
    if not live:
        fill = {'zero': 0.0, 'uniform': 1 / nk, 'nan': math.nan}[p.policy]
        return S, T, [0.0 if sink is not None else fill] * nk
    m = max(live + ([sink] if sink is not None else []))
    e = [mpf(0) if x == -INF else mexp(mpf(x) - mpf(m)) for x in T]
    t = sum(e) + (mexp(mpf(sink) - mpf(m)) if sink is not None else 0)
    return S, T, [rnd(x / t) for x in e]


def exact(p):
    """What attn STAGE writes: exactly rounded scores of the doubles, the
    transforms in double, the exactly rounded softmax, the weighted sum; for
    grad, the backward steps (exact_grad); for project, x W + b; for rope,
    each pair turned by the real angle (tests/lib/rotary.py); for apply, A V
    from the weights as given; for merge, each head's parts rescaled."""
    if p.of == 'grad':
        return exact_grad(p)
    if p.of == 'merge':
        return exact_merge(p)
    if p.of == 'rope':
        return np.array(rope(p.X, p.base, p.interleaved, p.rdim, p.offset,
                             p.segments, p.inverse, p.h, p.sc, p.pos), float)
    if p.of == 'project' and p.wrt:
        return exact_project_back(p)
    if p.of == 'project':
        out = [[rnd(sum((mpf(float(a)) * mpf(float(w)) for a, w in zip(x, col)),
                        mpf(0)) + (mpf(float(p.B[0][j])) if p.B is not None else 0))
                for j, col in enumerate(p.Wn.T)] for x in p.X]
        return np.array(out, float).reshape(len(p.X), -1)
    H, G, dv = p.h, p.g, p.dv
    out = []
    for i in range(p.nq):
        row = []
        for hh in range(H):
            kh = hh // (H // G)
            if p.of == 'apply':
                w = p.A[i][hh * p.nk:(hh + 1) * p.nk]
            else:
                S, T, w = forward(p, i, hh)
            if p.of == 'scores':
                row += T
            elif p.of == 'weights':
                row += w
            else:
                row += [rnd(sum(mpf(float(a)) * mpf(float(p.V[j][kh * dv + c]))
                                for j, a in enumerate(w))) for c in range(dv)]
        out.append(row)
    return np.array(out, float).reshape(p.nq, -1) if out else np.zeros((0, 0))


def exact_project_back(p):
    """attn project --dout dY --wrt x|w|b: dX = dY W^T, each entry one
    exact sum rounded once; dW = X^T dY in W's layout (dY^T X with
    --transposed); db the column sums of dY."""
    X, D, Wn = p.X, p.dO, p.Wn
    sums = lambda terms: rnd(sum((mpf(float(a)) * mpf(float(b)) for a, b in terms),
                                 mpf(0)))
    if p.wrt == 'x':
        return np.array([[sums(zip(d, w)) for w in Wn] for d in D], float)
    if p.wrt == 'b':
        return np.array([[sums((1, x) for x in col) for col in D.T]], float)
    dW = [[sums(zip(X[:, t], D[:, j])) for j in range(D.shape[1])]
          for t in range(X.shape[1])]
    return np.array(dW, float).T if p.transposed else np.array(dW, float)


def exact_merge(p):
    """attn merge's output, exactly rounded from the doubles of the parts
    (mpmath): per head, L = ln (e^sink + sum_p e^L_p) over the parts whose
    L_p is finite, O = sum_p e^(L_p - L) O_p; no part: O = 0, L = -inf (or
    the sink).  With LSE, L after O."""
    H, dv = p.h, p.dv
    out = []
    for i in range(p.nq):
        row, ls = [], []
        for hh in range(H):
            Ls = [float(m[i][H * dv + hh]) for m in p.parts]
            terms = [mpf(x) for x in Ls if x != -INF]
            if p.sinks: terms.append(mpf(p.sinks[hh]))
            if not terms:
                row += [0.0] * dv; ls.append(-INF); continue
            mx = max(terms)
            L = mx + mp.log(sum(mexp(x - mx) for x in terms))
            row += [rnd(sum(mexp(mpf(Lq) - L) * mpf(float(m[i][hh * dv + c]))
                            for Lq, m in zip(Ls, p.parts) if Lq != -INF))
                    for c in range(dv)]
            ls.append(rnd(L))
        out.append(row + (ls if p.lse else []))
    return np.array(out, float)


def exact_grad(p):
    """What attn grad --wrt writes (attn-grad(1)): each backward step
    exactly rounded from the doubles of its inputs, with mpmath: dA_j =
    dO . V_j; dS (tests/lib/backward.py); dQ = c dS K; dK = c dS^T Q and
    dV = A^T dO summed exactly over the rows and the query heads of a
    key/value head."""
    H, G, dk, dv, nk = p.h, p.g, p.dk, p.dv, p.nk
    c = {'sqrt': 1 / msqrt(dk), 'none': mpf(1)}.get(p.scale, None)
    c = mpf(p.scale) if c is None else c
    acc = np.zeros((nk, G * (dk if p.wrt == 'k' else dv)), object)
    acc[:] = mpf(0)
    out = []
    for i in range(p.nq):
        row = []
        for hh in range(H):
            kh = hh // (H // G)
            S, T, A = forward(p, i, hh)
            dh = p.dO[i][hh * dv:(hh + 1) * dv]
            dA = [rnd(sum(mpf(float(a)) * mpf(float(b)) for a, b in
                          zip(dh, v[kh * dv:(kh + 1) * dv]))) for v in p.V]
            dS = softmax_backward(A, dA, S, T, p.temperature, p.softcap)
            if p.wrt == 'weights': row += dA
            elif p.wrt == 'scores': row += dS
            elif p.wrt == 'q':
                row += [rnd(c * sum(mpf(d) * mpf(float(k[kh * dk + t]))
                                    for d, k in zip(dS, p.K))) for t in range(dk)]
            elif p.wrt == 'k':
                for j in range(nk):
                    for t in range(dk):
                        acc[j][kh * dk + t] += mpf(dS[j]) * mpf(float(p.Q[i][hh * dk + t]))
            else:
                for j in range(nk):
                    for t in range(dv):
                        acc[j][kh * dv + t] += (mpf(A[j]) * mpf(float(dh[t]))
                                                if A[j] == A[j] else math.nan)
        out.append(row)
    if p.wrt == 'k':
        return np.array([[rnd(c * x) for x in r] for r in acc], float)
    if p.wrt == 'v':
        return np.array([[x if isinstance(x, float) else rnd(x) for x in r]
                         for r in acc], float)
    return np.array(out, float).reshape(p.nq, -1)


def kept(p, i, j, causal='right', unmasked=False, hh=0, offset=None,
         inverted=False, window=None, left_out=()):
    """Is key J kept for row I (head HH)?  CAUSAL: how --causal reads
    (right, or a mistake: flipped, strict, loose); OFFSET: the diagonal's
    (default --offset's); INVERTED: --mask's 0s and 1s swapped; WINDOW:
    the window's sides (default --window's); LEFT_OUT: the options among
    prefix, chunk and bidirectional left out."""
    if unmasked: return True
    pos = i + (p.offset if offset is None else offset)
    win = p.window if window is None else window
    prefix = p.prefix if 'prefix' not in left_out else None
    ids = p.bidir if 'bidirectional' not in left_out else None
    if p.window and 'window' not in left_out and \
            not (pos - win[0] <= j <= pos + win[1]) and \
            not same_image(pos, j, ids):
        return False
    if p.chunk and 'chunk' not in left_out and j // p.chunk != pos // p.chunk:
        return False
    # --prefix and --bidirectional bring the causal rule, and widen it:
    # the prefix's keys, and the keys of the row's image, are seen
    img = ids[pos] if ids is not None and 0 <= pos < len(ids) else 0
    widened = (prefix is not None and j < prefix) or (img and ids[j] == img)
    if (p.causal or p.prefix is not None or p.bidir is not None) and not widened:
        if causal == 'right' and j > pos: return False
        if causal == 'flipped' and j < pos: return False
        if causal == 'strict' and j >= pos: return False
        if causal == 'loose' and j > pos + 1: return False
    if p.mask is not None and (p.side(p.mask, i, hh, j) == 0) != inverted:
        return False
    if p.bias is not None and p.side(p.bias, i, hh, j) == -INF: return False
    return not p.seg_apart(i, j, offset)


# ---- the mistakes, in numpy, as attn(1)'s list words them ----

class Recipe:
    """How a candidate is computed; the right answer's by default."""
    def __init__(self, p):
        self.transpose = 0
        self.w_flipped = False
        self.b_times, self.b_first = 1.0, False
        self.other_pairing = self.turned_back = False
        self.first_position = 0
        # rope: degrees, the frequencies' exponent (0 right, 1 -t/R, 2
        # -4t/R, 3 -2(t+1)/R), base 10000, all columns, one head, no
        # offset, no restarts, no sine
        self.degrees, self.frequency, self.base_default = False, 0, False
        self.rotary_whole = self.one_head = self.offset_off = False
        self.no_restarts = self.cos_only = False
        # rope's scaling: 'given', 'none', 'linear' (every frequency / F),
        # 'inverted' (times F); yarn's factor on cos and sin left out;
        # --positions left out
        self.scaling, self.gain_off, self.positions_off = 'given', False, False
        self.merge, self.merge_lse = 'rescaled', 'right'
        self.cos_sin_swapped = False
        # project's backward pass: dY W, dW in the other layout, db a mean
        self.dx_untransposed = self.dw_transposed = self.db_mean = False
        self.h, self.g = p.h, p.g
        self.kv_first = False
        self.output, self.join, self.v_first, self.v_strided = 'av', 'blocks', False, False
        self.interleaved = self.kv_modulo = False
        self.round_to = None
        # a function rounding S, the weights and O to T at each step's end,
        # as the math recipe rounds them (a mistake's own recipe under
        # --dtype); None: exact
        self.in_t = None
        if p.of in ('project', 'rope', 'merge', 'apply'):
            return
        self.dk = p.dk
        self.scale = {'sqrt': 1 / math.sqrt(p.dk), 'none': 1.0}.get(p.scale, p.scale)
        self.causal, self.unmasked, self.temp = 'right', False, 'divide'
        self.window = p.window
        self.softmax = 'rows'
        self.no_transpose = self.kq = self.mask_added = False
        self.bias_off = self.bias_scaled = self.mask_inverted = False
        self.bias_after = None		# 'renormalised' or 'plain'
        self.alibi = 1.0 if p.alibi else 0.0	# -1: the wrong sign
        self.slopes = 'given'			# 'from0', 'reversed'
        self.alibi_signed = self.alibi_scaled = False
        self.scores_round = None
        self.softcap_off = self.softcap_outer = False
        self.sinks, self.sink = p.sinks is not None, 'sum'
        self.offset, self.masked_as = p.offset, None
        self.left_out = ()
        self.base, self.times, self.fill = math.e, 1.0, p.policy
        # by hand: e^s, or their sum, written down rounded; the scale after
        # the softmax
        self.exp_round = self.sum_round = None
        self.scale_after = False
        self.backward, self.dv_untransposed = 'softmax', False
        self.da_round = self.ds_round = None
        self.da_untransposed = self.dk_untransposed = False
        self.grad_power, self.grad_negated = 1, False
        self.gqa_sum = 'sum'


def head_cols(r, hh, n, d):
    """The columns head HH of N heads D wide takes: its block, or every
    N-th column from HH (heads-interleaved)."""
    return [t * n + hh for t in range(d)] if r.interleaved else list(range(hh * d, (hh + 1) * d))


def kv_head(r, hh):
    if r.kv_first: return 0
    return hh % r.g if r.kv_modulo else hh // (r.h // r.g)


def cround(y):
    """Y to the nearest whole number, halves away from zero (C's round)."""
    if not math.isfinite(y): return y
    f = math.floor(abs(y))
    return math.copysign(f + (1.0 if abs(y) - f >= 0.5 else 0.0), y)


def rounded(x, how):
    """X (an array) rounded as HOW says, (DECIMALS, EVEN): x 10^d to a
    whole number, halves away from 0 (by hand) or to even (numpy's
    round), over 10^d; HOW None leaves it."""
    if not how: return x
    by = 10.0 ** how[0]
    f = (lambda y: float(np.rint(y))) if how[1] else cround
    x = np.asarray(x, dtype=float)
    return np.array([f(y * by) / by for y in x.ravel().tolist()],
                    dtype=float).reshape(x.shape)


def rounding(p, v, tie=None):
    """Variant V of a rounding along the way: 0, 1, 2, ... decimals up to 4,
    or the answer's, and at most 6, each halves away from 0, then to even
    where TIE(D) (or no TIE) says some number is a tie; and its words."""
    if getattr(p, 'kernel', False): return None, None	# a kernel's answer
    ways = [(d, e) for d in range(0, min(max(4, p.decimals), 6) + 1)
            for e in (False, True) if not e or tie is None or tie(d)]
    if v >= len(ways): return None, None
    d, e = ways[v]
    even = ' (halves to even, as numpy rounds)' if e else ''
    if d == 0: return (d, e), 'whole numbers' + even
    return (d, e), '%d decimal%s%s' % (d, '' if d == 1 else 's', even)


def never(d):
    """No tie at D decimals: the values rounded that are no ties (the
    scale, the exponentials, their sum)."""
    return False


def score_ties(p):
    """Whether a kept right score, the scaled dot product, is a tie at D
    decimals."""
    raw, ok = scored(p, Recipe(p))[:2]
    pre = []
    for hh in range(p.h):
        kh = hh // (p.h // p.g)
        D = p.Q[:, hh * p.dk:(hh + 1) * p.dk] @ p.K[:, kh * p.dk:(kh + 1) * p.dk].T
        pre.append(D * Recipe(p).scale)
    pre = np.stack(pre, axis=1)

    def tie(d):
        x = np.abs(pre[ok] * 10.0 ** d)
        return bool((x - np.floor(x) == 0.5).any())
    return tie


def transformed(p, r, S):
    """--temperature and --softcap on the scores S, as R has them, with
    their slope (for the chain rule)."""
    slope = np.ones_like(S)
    if p.of == 'scores':
        return S, slope
    if p.temperature and r.temp not in ('none', 'after'):
        f = p.temperature if r.temp == 'times' else 1 / p.temperature
        S, slope = S * f, slope * f
    if p.softcap and not r.softcap_off:
        if r.softcap_outer:
            th = np.tanh(S)
            S, slope = p.softcap * th, slope * p.softcap * (1 - th ** 2)
        else:
            th = np.tanh(S / p.softcap)
            S, slope = p.softcap * th, slope * (1 - th ** 2)
    return S, slope


def slope_of(p, r, hh):
    """ALiBi's slope of head HH, as R takes it."""
    if r.slopes == 'from0': return 1.0 if hh == 0 else p.slopes[hh - 1]
    if r.slopes == 'reversed': return p.slopes[p.h - 1 - hh]
    return p.slopes[hh]


def scored(p, r):
    """R's scores: RAW (n_q x H x n_k), OK (the softmax counts it), LIVE
    (a real score, not a masked one set to a number), SLOPE (of the
    transforms), and each head's Q and K columns."""
    H, G, dk, nq, nk = r.h, r.g, r.dk, p.nq, p.nk
    dkk = p.K.shape[1] // G
    raw = np.zeros((nq, H, nk)); ok = np.zeros((nq, H, nk), bool)
    live = np.zeros((nq, H, nk), bool); slope = np.ones((nq, H, nk))
    cols = []
    for hh in range(H):
        qc, kc = head_cols(r, hh, H, dk), head_cols(r, kv_head(r, hh), G, dkk)
        Qh, Kh = p.Q[:, qc], p.K[:, kc]
        cols.append((qc, kc))
        # in T: the dots of round_T(c q) and K, rounded to T, as the math
        # recipe takes the scale first (the bias not inside it)
        qt = r.in_t and not r.bias_scaled
        if qt:
            Qh = np.vectorize(lambda y: r.in_t(y * r.scale), otypes=[float])(Qh)
        D = Qh @ (Kh if r.no_transpose else Kh.T)
        if r.kq: D = D.T
        if qt:
            D = np.vectorize(r.in_t, otypes=[float])(D)
        for i in range(nq):
            for j in range(nk):
                b = p.side(p.bias, i, hh, j) if p.bias is not None else 0.0
                add = math.isfinite(b) and not r.bias_off and not r.bias_after
                x = D[i, j] if qt else (
                    D[i, j] + (b if add and r.bias_scaled else 0)) * r.scale
                if r.scores_round: x = float(rounded(np.array(x), r.scores_round))
                if p.of == 'scores' or not (p.temperature or p.softcap):
                    sl = 1.0        # transformed's identity, without numpy
                else:
                    x, sl = transformed(p, r, np.array(x))
                if add and not r.bias_scaled and r.temp == 'on-bias' and \
                        p.temperature and p.of != 'scores':
                    b = b / p.temperature
                x = float(x) + (b if add and not r.bias_scaled else 0)
                d = i + r.offset - j
                x -= (r.alibi * slope_of(p, r, hh) * (d if r.alibi_signed else abs(d))
                      * (r.scale if r.alibi_scaled else 1))
                if r.in_t: x = r.in_t(x)
                k = r.unmasked or kept(p, i, j, r.causal, hh=hh, offset=r.offset,
                                       inverted=r.mask_inverted, window=r.window,
                                       left_out=r.left_out)
                slope[i, hh, j] = sl
                if r.mask_added:
                    raw[i, hh, j], ok[i, hh, j], live[i, hh, j] = x + k, True, True
                elif not k and r.masked_as is not None:
                    raw[i, hh, j], ok[i, hh, j] = r.masked_as, True
                else:
                    raw[i, hh, j], ok[i, hh, j], live[i, hh, j] = x, k, k
    return raw, ok, live, slope, cols


def row_softmax(r, s, k, sink, fill=None):
    """One set's weights of the scores S (K: counted) by R's softmax (a row,
    a head's block, a column, a row of every head), with SINK (None: none)
    one more term of the denominator, as R has it; a set with nothing
    counted is FILL (default --masked-rows's)."""
    lb = math.log(r.base)
    ex = lambda x: np.exp(x * lb)
    mode = r.softmax
    sunk = sink is not None and mode not in ('none', 'noexp', 'argmax')
    if fill is None:
        fill = {'zero': 0.0, 'uniform': 1 / len(s), 'nan': math.nan,
                'error': 0.0}[r.fill]
    counted = np.ones_like(k) if mode == 'after' else k
    if sunk and not counted.any():
        return np.zeros(len(s))
    if not counted.any():
        return np.zeros(len(s)) if mode == 'none' else np.full(len(s), fill)
    if mode == 'none': return np.where(k, s, 0)
    if mode == 'noexp': return np.where(k, s, 0) / s[k].sum()
    if mode == 'argmax':
        top = s[k].max()
        hit = k & (s == top)
        return np.where(hit, 1 / hit.sum(), 0)
    if mode == 'sigmoid': return np.where(k, 1 / (1 + np.exp(-s)), 0)
    m = s[counted].max()
    if sunk: m = max(m, sink)
    shifted = mode not in ('nonorm-raw', 'nomax')
    # by hand: e^s written down, then summed (where e^max is a number)
    if (r.exp_round or r.sum_round) and math.isfinite(ex(m)):
        shifted, m = False, 0.0
    e = np.where(counted, ex(s - m) if shifted else ex(s), 0)
    if r.exp_round: e = rounded(e, r.exp_round)
    extra = 0.0
    if sunk:
        extra = ex(sink - m) if shifted else ex(sink)
        if r.sink == 'raw': extra = sink * (ex(-m) if shifted else 1.0)
    # the denominator: e^sink + sum e^s (its numerators' e^sink aside)
    total = e.sum() + extra
    if r.sum_round: total = float(rounded(np.array(total), r.sum_round))
    if sunk and r.sink == 'numerator': e = np.where(k, e + extra, e)
    if mode in ('nonorm', 'nonorm-raw'): return e
    if mode == 'log': return np.where(k, s - m - np.log(total), -INF)
    if mode == 'after': return np.where(k, e / total, 0)
    return e / total


def softmaxed(p, r, raw, ok):
    """R's weights of the scores RAW (OK: counted), n_q x H x n_k."""
    H, nq, nk = r.h, p.nq, p.nk
    W = np.zeros((nq, H, nk))
    uniform = r.fill == 'uniform'
    fill = {'zero': 0.0, 'uniform': 1 / nk, 'nan': math.nan, 'error': 0.0}[r.fill]
    if r.softmax == 'across':
        # one softmax over each row of every head's keys
        for i in range(nq):
            W[i] = row_softmax(r, raw[i].ravel(), ok[i].ravel(), None,
                               1 / (H * nk) if uniform else fill).reshape(H, nk)
    for hh in range(H if r.softmax != 'across' else 0):
        S, K_ = raw[:, hh, :], ok[:, hh, :]
        if r.softmax == 'whole':
            W[:, hh, :] = row_softmax(r, S.ravel(), K_.ravel(), None, 1 / (
                nq * nk) if uniform else fill).reshape(nq, nk)
            continue
        if r.softmax == 'columns':
            for j in range(nk):
                W[:, hh, j] = row_softmax(r, S[:, j], K_[:, j], None, 0.0)
            continue
        if r.softmax == 'broadcast':
            # numpy's e / e.sum(axis=1) without keepdims: column j over
            # row j's sum
            e = np.where(K_, np.exp(S * math.log(r.base)), 0)
            W[:, hh, :] = e / e.sum(axis=1)
            continue
        for i in range(nq):
            W[i, hh] = row_softmax(r, S[i], K_[i],
                                   p.sinks[hh] if p.sinks and r.sinks else None)
    # what comes after the softmax: percent, the scale, the temperature
    by = r.times * (Recipe(p).scale if r.scale_after else 1)
    if r.temp == 'after' and p.temperature: by /= p.temperature
    W = W * by
    if r.bias_after:
        # the bias on the weights where a key is counted, then each row's
        # block over its new sum
        for i in range(nq):
            for hh in range(H):
                for j in range(nk):
                    b = p.side(p.bias, i, hh, j)
                    if ok[i, hh, j] and math.isfinite(b): W[i, hh, j] += b
                t = W[i, hh].sum()
                if r.bias_after == 'renormalised' and t: W[i, hh] /= t
    return np.vectorize(r.in_t, otypes=[float])(W) if r.in_t else W


def grads(p, r, raw, ok, live, slope, cols, W):
    """The backward pass of attn-grad(1) through R's weights W."""
    H, G, dk, dv, nq, nk = r.h, r.g, r.dk, p.V.shape[1] // r.g, p.nq, p.nk
    c = r.scale ** r.grad_power * (-1 if r.grad_negated else 1)
    sign = -1 if r.grad_negated else 1
    shape = {'q': p.Q.shape, 'k': p.K.shape, 'v': p.V.shape}.get(p.wrt, (nq, H * nk))
    out = np.zeros(shape)
    heads_of = {}
    for hh in range(H): heads_of.setdefault(kv_head(r, hh), []).append(hh)
    for hh in range(H):
        qc, kc = cols[hh]
        vc = head_cols(r, kv_head(r, hh), G, dv)
        A, dO = W[:, hh, :], p.dO[:, hh * dv:(hh + 1) * dv]
        dA = dO @ (p.V[:, vc] if r.da_untransposed else p.V[:, vc].T)
        dA = rounded(dA, r.da_round)
        # a shared key/value head's share: all, the first head's, or 1/n
        group = heads_of[kv_head(r, hh)]
        share = {'sum': 1.0, 'first': float(hh == group[0]),
                 'average': 1 / len(group)}[r.gqa_sum]
        colsum = np.where(ok[:, hh, :], A * dA, 0).sum(axis=0)
        dS = np.zeros((nq, nk))
        for i in range(nq):
            k = ok[i, hh]
            if not k.any(): continue
            rs = (A[i] * dA[i])[k].sum()
            dT = {'none': dA[i], 'norowsum': A[i] * dA[i],
                  'plus': A[i] * (dA[i] + rs),
                  'diagonal': A[i] * (1 - A[i]) * dA[i],
                  'columns': A[i] * (dA[i] - colsum)}.get(r.backward, A[i] * (dA[i] - rs))
            dS[i] = rounded(np.where(live[i, hh], dT * slope[i, hh], 0), r.ds_round)
        if p.wrt in ('weights', 'scores'):
            out[:, hh * nk:(hh + 1) * nk] = sign * (dA if p.wrt == 'weights' else dS)
        elif p.wrt == 'q':
            Kh = p.K[:, kc]
            out[:, qc] = c * (dS @ (Kh.T if r.no_transpose else Kh))
        elif p.wrt == 'k':
            if r.dk_untransposed: g = dS @ p.Q[:, qc]
            elif r.no_transpose: g = p.Q[:, qc].T @ dS
            else: g = dS.T @ p.Q[:, qc]
            out[:, kc] += share * c * g
        else:
            At = np.where(A == 0, 0, A)
            out[:, vc] += share * sign * ((At @ dO) if r.dv_untransposed else (At.T @ dO))
    return out


def rope_freqs(p, r, base, rd):
    """The R/2 frequencies of R, by its exponent and scaling: mpmath's, from
    the formulas of attn-rope(1) (tests/lib/rotary.py), then floats."""
    with mpmath.workprec(200):
        exps = [mpmath.mpf({0: -2 * t, 1: -t, 2: -4 * t, 3: -2 * (t + 1)}[r.frequency]) / rd
                for t in range(rd // 2)]
        sc = p.sc
        if sc is None or r.scaling == 'none': sc = None
        elif r.scaling == 'linear': sc = {'type': 'linear', 'factor': sc['factor']}
        elif r.scaling == 'inverted':
            sc = {'type': 'linear', 'factor': 1 / mpmath.mpf(sc['factor'])}
        return [float(f) for f in inv_freqs(rd, base, sc, exps)[0]]


def turned(p, r):
    """Rope as R has it: each pair by cos and sin of the angle in float64."""
    X = p.X
    heads = 1 if r.one_head else p.h
    d = X.shape[1] // heads
    rd = p.rdim if p.rdim and not r.rotary_whole else d
    inter = p.interleaved != r.other_pairing
    turn = -1.0 if p.inverse != r.turned_back else 1.0
    base = 10000 if r.base_default else p.base
    ids = None if r.no_restarts else p.segments
    freqs = rope_freqs(p, r, base, rd)
    A = 1.0 if r.gain_off else p.attention_factor()
    Y = X.copy()
    for i in range(len(X)):
        k = i + (0 if r.offset_off else p.offset)
        start = 0 if ids is None else k
        while ids is not None and start > 0 and ids[start - 1] == ids[k]:
            start -= 1
        pos = k - start + r.first_position
        if p.pos is not None and not r.positions_off:
            pos = p.pos[i] + r.first_position
        for t in range(rd // 2):
            an = turn * pos * freqs[t]
            if r.degrees: an = an * math.pi / 180
            a, b = (2 * t, 2 * t + 1) if inter else (t, t + rd // 2)
            c = A * (np.sin(an) if r.cos_sin_swapped else np.cos(an))
            s = 0.0 if r.cos_only else A * (np.cos(an) if r.cos_sin_swapped
                                              else np.sin(an))
            for hh in range(heads):
                xa, xb = X[i, hh * d + a], X[i, hh * d + b]
                Y[i, hh * d + a] = xa * c - xb * s
                Y[i, hh * d + b] = xa * s + xb * c
    return Y


def merged(p, r):
    """Merge as R has it, in float64: each head's parts rescaled by e^(L_p
    - L), or averaged, added, weighted by e^L_p, or in base 2 (the LSEs
    read as base 2, or base 2 ones read as natural: L_p log2(e) merged with
    ln and e); L as it comes, or the parts' largest, sum or mean."""
    H, dv = p.h, p.dv
    b = math.log(2) if r.merge == 'base2' else 1.0
    out = []
    for i in range(p.nq):
        row, ls = [], []
        for hh in range(H):
            Ls = [m[i][H * dv + hh] for m in p.parts]
            if r.merge == 'base2-as-e': Ls = [x / math.log(2) for x in Ls]
            terms = [x for x in Ls if x != -INF] + ([p.sinks[hh]] if p.sinks else [])
            if terms:
                mx = max(terms)
                L = mx + math.log(sum(math.exp(b * (x - mx)) for x in terms)) / b
            else:
                L = -INF
            if r.merge_lse != 'right':
                L = {'max': max(Ls), 'sum': sum(Ls),
                     'mean': sum(Ls) / len(Ls)}[r.merge_lse]
            o = np.zeros(dv)
            for Lq, m in zip(Ls, p.parts):
                f = {'average': 1 / len(p.parts), 'sum': 1.0,
                     'norescale': 0.0 if Lq == -INF else math.exp(Lq)}.get(
                         r.merge, 0.0 if Lq == -INF else math.exp(b * (Lq - L)))
                o += f * m[i][hh * dv:(hh + 1) * dv]
            row += list(o); ls.append(L)
        out.append(row + (ls if p.lse else []))
    return np.array(out, float)


def applied(p, r, W):
    """The output of the weights W (n_q x H x n_k) as R applies them: A V,
    A K, A^T V or V A per head, the heads joined as R joins them (rounded
    by R's in_t)."""
    M = joined(p, r, W)
    return np.vectorize(r.in_t, otypes=[float])(M) if r.in_t else M


def joined(p, r, W):
    H, G, nk = r.h, r.g, p.nk
    X = p.K if r.output == 'ak' else p.V
    dv = X.shape[1] // G
    blocks = []
    for hh in range(H):
        A = W[:, hh, :]
        A = rounded(A, r.round_to)
        kv = 0 if r.v_first else kv_head(r, hh)
        c = [t * G + kv for t in range(dv)] if r.v_strided else head_cols(r, kv, G, dv)
        Xh = X[:, c]
        blocks.append({'atv': lambda: A.T @ Xh, 'va': lambda: Xh @ A}.get(
            r.output, lambda: A @ Xh)())
    if r.join == 'average': return sum(blocks) / H
    if r.join == 'reversed': return np.hstack(blocks[::-1])
    if r.join == 'strided':
        bw = blocks[0].shape[1]
        M = np.zeros((blocks[0].shape[0], H * bw))
        for hh in range(H): M[:, [c * H + hh for c in range(bw)]] = blocks[hh]
        return M
    return np.hstack(blocks)


def project_back(p, r):
    """The backward pass as R has it: dX = dY W^T (dY W), dW = X^T dY in
    W's layout (the other), db the column sums of dY (their means)."""
    if p.wrt == 'x':
        return p.dO @ (p.Wn if r.dx_untransposed else p.Wn.T)
    if p.wrt == 'b':
        return p.dO.sum(axis=0, keepdims=True) / (len(p.X) if r.db_mean else 1)
    dW = p.X.T @ p.dO
    return dW.T if p.transposed != r.dw_transposed else dW


def run(p, r):
    """The matrix recipe R gives: plain float64 numpy."""
    if p.of == 'rope':
        M = turned(p, r)
    elif p.of == 'merge':
        M = merged(p, r)
    elif p.of == 'project' and p.wrt:
        M = project_back(p, r)
    elif p.of == 'project':
        Wn = p.Wn.T if r.w_flipped else p.Wn
        M = (p.X + (p.B[0] if r.b_first else 0)) @ Wn
        if p.B is not None and not r.b_first: M = M + r.b_times * p.B[0]
    elif p.of == 'apply':
        M = applied(p, r, p.A.reshape(p.nq, r.h, p.nk))
    else:
        H, G, nq, nk = r.h, r.g, p.nq, p.nk
        raw, ok, live, slope, cols = scored(p, r)
        if p.of == 'scores':
            M = np.where(ok, raw, -INF).reshape(nq, H * nk)
        else:
            W = softmaxed(p, r, raw, ok)
            if p.of == 'weights' and r.sink == 'column':
                # the sink's own weight after each head's keys
                M = np.concatenate([W, 1 - W.sum(axis=2, keepdims=True)],
                                   axis=2).reshape(nq, H * (nk + 1))
            elif p.of == 'weights':
                M = W.reshape(nq, H * nk)
            elif p.of == 'grad':
                M = grads(p, r, raw, ok, live, slope, cols, W)
            else:
                M = applied(p, r, W)
    if r.transpose:
        n = blocks_of(p, r) if r.transpose == 1 else 1
        bw = M.shape[1] // n
        M = np.hstack([M[:, b * bw:(b + 1) * bw].T for b in range(n)])
    return M


def blocks_of(p, r):
    """The blocks of columns of R's answer, one per head (per key/value
    head for dK and dV)."""
    if p.of in ('project', 'rope', 'merge') or r.join == 'average': return 1
    if p.of == 'grad' and p.wrt in ('k', 'v'): return r.g
    return r.h


def row0(p, what):
    """Row 0's sum, in head 0, of its kept scores or their exponentials."""
    raw, ok, _, _, _ = scored(p, Recipe(p))
    live = raw[0, 0][ok[0, 0]]
    if what == 'sum': return live.sum()
    if what == 'exp-max': return np.exp(live - live.max()).sum()
    return np.exp(live).sum()


def masked(p):
    """How many cells the masks hide, every head counted."""
    return int((~scored(p, Recipe(p))[1]).sum())


def fully_masked(p):
    """How many rows of a head the masks hide whole."""
    return int((~scored(p, Recipe(p))[1].any(axis=2)).sum())


def m_no_scale(p, r, v):
    if v or p.scale == 'none': return None
    r.scale = 1.0
    if p.scale == 'sqrt':
        return 'the dot products were not divided by sqrt(d_k) = %s' % g6(math.sqrt(p.dk))
    return 'the dot products were not multiplied by --scale %s' % g6(p.scale)


def m_scale_by_d(p, r, v):
    if v or p.scale != 'sqrt': return None
    r.scale = 1 / p.dk
    return 'the dot products were divided by d_k = %d, not by sqrt(d_k) = %s' % (
        p.dk, g6(math.sqrt(p.dk)))


def m_scale_inverted(p, r, v):
    if v or p.scale != 'sqrt': return None
    r.scale = math.sqrt(p.dk)
    return ('the dot products were multiplied by sqrt(d_k) = %s instead of '
            'divided by it' % g6(math.sqrt(p.dk)))


def m_scale_full_width(p, r, v):
    if v or p.h == 1 or p.scale != 'sqrt': return None
    w = p.Q.shape[1]
    r.scale = 1 / math.sqrt(w)
    return ("the dot products were divided by sqrt(%d) = %s, the square root of "
            "the whole row's width, not by sqrt(d_k) = %s of one head" % (
                w, g6(math.sqrt(w)), g6(math.sqrt(p.dk))))


def m_heads_ignored(p, r, v):
    w = p.Q.shape[1]
    if v or p.h == 1 or p.K.shape[1] != w or p.alibi: return None
    for m in (p.mask, p.bias):
        if m is not None and m.shape[1] != p.nk: return None
    r.h = r.g = 1
    r.dk = w
    if p.scale == 'sqrt': r.scale = 1 / math.sqrt(w)
    return 'one head over all %d columns, not %d heads of %d' % (w, p.h, p.dk)


def m_mask_ignored(p, r, v):
    if v or not p.any_mask(): return None
    r.unmasked = True
    k = masked(p)
    return 'no mask was applied: the %d masked %s counted like the others' % (
        k, 'entry was' if k == 1 else 'entries were')


def m_causal_flipped(p, r, v):
    if v or not p.causal: return None
    r.causal = 'flipped'
    return ("the causal mask hid the keys before each row's position instead "
            "of those after it")


def m_causal_strict(p, r, v):
    if v or not p.causal: return None
    r.causal = 'strict'
    return "the causal mask hid each row's own position too, not only the keys after it"


def m_no_softmax(p, r, v):
    if v: return None
    r.softmax = 'none'
    return 'the scores were taken for the weights, with no softmax' + (
        ' (masked entries as 0)' if p.any_mask() else '')


def m_whole(p, r, v):
    if v: return None
    r.softmax = 'whole'
    if p.h > 1:
        return ("one softmax over each head's whole %dx%d block, not one per "
                "row" % (p.nq, p.nk))
    k = masked(p) if p.any_mask() else 0
    return 'one softmax over all %d %sentries of the matrix, not one per row' % (
        p.nq * p.nk - k, 'unmasked ' if p.any_mask() else '')


def m_columns(p, r, v):
    if v: return None
    r.softmax = 'columns'
    return 'a softmax down each of the %d columns%s, not along each row' % (
        p.nk, ' of each head' if p.h > 1 else '')


def m_no_exp(p, r, v):
    if v: return None
    r.softmax = 'noexp'
    return ("each score was divided by its row's sum, with no exponential "
            "(row 0 sums to %s)" % g6(row0(p, 'sum')))


def m_no_normalize(p, r, v):
    if v > 1: return None
    r.softmax = 'nonorm-raw' if v else 'nonorm'
    return 'the exponentials %s were not divided by their sum (row 0: %s)' % (
        'exp(s)' if v else 'exp(s - max)', g6(row0(p, 'exp' if v else 'exp-max')))


def m_after(p, r, v):
    if v or not p.any_mask(): return None
    r.softmax = 'after'
    return ('the softmax ran over all %d keys of each row, then the masked '
            'weights were set to 0 without renormalising' % p.nk)


def m_temperature(p, r, v):
    if v or not p.temperature: return None
    r.temp = 'times'
    return ('the scores were multiplied by the temperature %s instead of '
            'divided by it' % g6(p.temperature))


def m_values_are_keys(p, r, v):
    if v or p.K is None: return None
    r.output = 'ak'
    return 'the weights were applied to the keys K instead of the values V'


def m_weights_transposed(p, r, v):
    if v or p.nq != p.nk: return None
    r.output = 'atv'
    return 'the weights were transposed before they were applied: A^T V, not A V'


def m_transposed(p, r, v):
    if v > (blocks_of(p, r) > 1): return None
    r.transpose = v + 1
    E = exact(p)
    n = blocks_of(p, Recipe(p))
    if n > 1 and v == 0:
        return "each head's block of the right matrix transposed, %dx%d each" % (
            E.shape[1] // n, E.shape[0])
    if E.shape[0] == E.shape[1]:
        return 'the right matrix transposed, its rows written as columns'
    return 'the right matrix transposed: %dx%d instead of %dx%d' % (
        E.shape[1], E.shape[0], E.shape[0], E.shape[1])


def m_scale_by_dv(p, r, v):
    if v or p.V is None or p.scale != 'sqrt' or p.dv == p.dk: return None
    r.scale = 1 / math.sqrt(p.dv)
    return 'the dot products were divided by sqrt(d_v) = %s, not by sqrt(d_k) = %s' % (
        g6(math.sqrt(p.dv)), g6(math.sqrt(p.dk)))


def m_no_transpose(p, r, v):
    if v or p.dk != p.nk: return None
    r.no_transpose = True
    return "the scores were Q K, not Q K^T: K's %d rows were taken for its columns%s" % (
        p.nk, ', head by head' if p.h > 1 else '')


def m_heads_interleaved(p, r, v):
    if v or p.h == 1 or (p.dk == 1 and (p.V is None or p.dv == 1)): return None
    r.interleaved = True
    return ('head h took columns h, h+%d, ... of each row, not its block of %d, '
            'columns %dh to %dh+%d' % (p.h, p.dk, p.dk, p.dk, p.dk - 1))


def m_gqa_modulo(p, r, v):
    if v or p.g == 1 or p.g == p.h: return None
    r.kv_modulo = True
    return 'query head h used key/value head h mod %d, not h / %d rounded down' % (
        p.g, p.h // p.g)


def m_causal_loose(p, r, v):
    if v or not p.causal: return None
    r.causal = 'loose'
    return 'the causal mask let each row see one key past its position'


def m_offset_ignored(p, r, v):
    if v or not p.offset or not (p.causal or p.window or p.alibi or p.segments
                                 or p.prefix is not None or p.chunk
                                 or p.bidir is not None):
        return None
    r.offset = 0
    if p.lower_right:
        return ('--causal=lower-right was read as top-left: row i sat at key i, '
                'not at key %s (n_k - n_q)' % at(p))
    return '--offset %d was left out: row i sat at key i (top-left), not at key %s' % (
        p.offset, at(p))


def m_prefix_ignored(p, r, v):
    if v or not p.prefix: return None
    r.left_out += ('prefix',)
    if p.prefix == 1:
        return ("--prefix 1 was left out: plain causal attention, each row "
                "seeing the keys up to its own position only, not always the "
                "prefix's key 0")
    return ("--prefix %d was left out: plain causal attention, each row seeing "
            "the keys up to its own position only, not all of the prefix's "
            "keys 0 to %d" % (p.prefix, p.prefix - 1))


def m_chunk_ignored(p, r, v):
    if v or not p.chunk: return None
    r.left_out += ('chunk',)
    c = p.chunk
    return ('--chunk %d was left out: each row saw keys outside its own chunk '
            'of %d positions, keys %dc to %dc+%d with c = floor(%s / %d)' % (
                c, c, c, c, c - 1, '(%s)' % at(p) if p.offset else 'i', c))


def m_bidirectional_ignored(p, r, v):
    if v or p.bidir is None or not any(p.bidir): return None
    r.left_out += ('bidirectional',)
    spans = []
    for img in dict.fromkeys(x for x in p.bidir if x):
        where = [j for j, x in enumerate(p.bidir) if x == img]
        spans.append('image %d: %s' % (img, 'key %d' % where[0] if len(where) == 1
                                        else 'keys %d to %d' % (where[0], where[-1])))
    if len(spans) > 3: spans = spans[:3] + ['...']
    return ("--bidirectional was left out: plain causal attention, so an "
            "image's positions did not see its later ones (%s)" % '; '.join(spans))


def m_mask_inverted(p, r, v):
    if v or p.mask is None: return None
    r.mask_inverted = True
    return ('the --mask was read the other way round: its 1s masked and its 0s '
            'attended, as a boolean attn_mask of nn.MultiheadAttention means them')


def m_mask_as_zero(p, r, v):
    if v or not p.any_mask(): return None
    r.masked_as = 0.0
    k = masked(p)
    return 'the %d masked score%s written as 0, not -inf%s' % (
        k, ' was' if k == 1 else 's were',
        '' if p.of == 'scores' else ', so the softmax gave them weight')


def m_mask_finite(p, r, v):
    if v > 1 or not p.any_mask(): return None
    r.masked_as = [-1e9, -1e4][v]
    if p.of == 'scores':
        return 'the masked scores were written as %s, not -inf' % ['-1e9', '-1e4'][v]
    t = 'the masked scores were set to %s, not -inf' % ['-1e9', '-1e4'][v]
    k = fully_masked(p)
    return t + (': %s out uniform' % rows_masked(k) if k else '')


def rows_masked(k):
    return ('the row with every key masked came' if k == 1 else
            'the %d rows with every key masked came' % k)


def bias_adds(p):
    return p.bias is not None and any(math.isfinite(b) and b != 0 for b in p.bias.ravel())


def at(p):
    """Row i's position with --offset, as the descriptions write it."""
    return 'i %s %d' % ('-' if p.offset < 0 else '+', abs(p.offset)) \
        if p.offset else 'i'


def distance(p):
    """ALiBi's |i + offset - j|."""
    return '|%s - j|' % at(p)


def m_bias_ignored(p, r, v):
    # the bias file, ALiBi, or both: those the problem has
    left = ([['bias']] if bias_adds(p) else []) + ([['alibi']] if p.alibi else [])
    if len(left) == 2: left.append(['bias', 'alibi'])
    if v >= len(left): return None
    masks = p.bias is not None and (p.bias == -INF).any()
    r.bias_off = 'bias' in left[v]
    if 'alibi' in left[v]: r.alibi = 0.0
    if left[v] == ['bias']:
        return 'the bias was not added' + (' (its -inf entries still masked)'
                                           if masks else '')
    if left[v] == ['alibi']:
        return 'the ALiBi term -m_h %s was not added' % distance(p)
    return 'neither the bias nor the ALiBi term -m_h %s was added%s' % (
        distance(p), " (the bias's -inf entries still masked)" if masks else '')


def m_alibi_sign(p, r, v):
    if v or not p.alibi: return None
    r.alibi = -1.0
    m = ', '.join('m_%d = %s' % (k, g6(p.slopes[k])) for k in range(min(p.h, 4)))
    return 'ALiBi was added with the wrong sign: + m_h %s, not - m_h %s (%s%s)' % (
        distance(p), distance(p), m, ', ...' if p.h > 4 else '')


def m_bias_scaled(p, r, v):
    if v or not bias_adds(p) or r.scale == 1: return None
    c = Recipe(p).scale
    r.bias_scaled = True
    return ('the bias was added to the dot products before the scale, so it was '
            'multiplied by %s too' % g6(c))


def m_masked_row(p, r, v, fill, how):
    if v or p.policy != 'zero' or not fully_masked(p): return None
    r.fill = fill
    return '%s out %s, not 0 as --masked-rows zero has it' % (
        rows_masked(fully_masked(p)), how)


def m_masked_row_nan(p, r, v):
    return m_masked_row(p, r, v, 'nan', "NaN (a plain softmax's 0/0)")


def m_masked_row_uniform(p, r, v):
    return m_masked_row(p, r, v, 'uniform', 'uniform, 1/%d each (as JAX has it)' % p.nk)


def m_no_max(p, r, v):
    if v: return None
    raw, ok, _, _, _ = scored(p, Recipe(p))
    for i in range(p.nq):
        for hh in range(p.h):
            if not ok[i, hh].any(): continue
            m = raw[i, hh][ok[i, hh]].max()
            try: e = math.exp(m)
            except OverflowError: e = INF
            if math.isinf(e) or e == 0:
                r.softmax = 'nomax'
                return ("the softmax took exp(s) without subtracting the row's "
                        "maximum, and exp(%s) is %s in double" % (g6(m), '0' if e == 0 else 'inf'))
    return None


def m_log_softmax(p, r, v):
    if v: return None
    r.softmax = 'log'
    return 'the log of the weights (a log-softmax), not the weights'


def m_exp2(p, r, v):
    if v > 1: return None
    r.base = [2, 10][v]
    return 'the softmax took %d^s instead of e^s' % r.base


def m_percent(p, r, v):
    if v: return None
    r.times = 100.0
    return 'the weights were written as percentages, times 100'


def m_temperature_ignored(p, r, v):
    if v or not p.temperature: return None
    r.temp = 'none'
    return '--temperature %s was left out: the scores were not divided by it' % g6(p.temperature)


def m_softcap_ignored(p, r, v):
    if v or not p.softcap: return None
    r.softcap_off = True
    return ('--softcap %s was left out: the scores were not mapped to '
            'C*tanh(x/C)' % g6(p.softcap))


def m_sinks_ignored(p, r, v):
    if v or not p.sinks: return None
    r.sinks = False
    return ("--sinks was left out: e^sink was not added to each row's sum, so "
            "its weights sum to 1")


def m_weights_rounded(p, r, v):
    # every number of decimals up to the answer's most; apply's weights are
    # the student's own
    how, words = rounding(p, v)
    if p.of == 'apply' or not how: return None
    r.round_to = how
    return 'the weights were rounded to %s before they were applied to V' % words


def grad_name(p):
    return {'q': 'dQ', 'k': 'dK', 'v': 'dV', 'scores': 'dS', 'weights': 'dA'}[p.wrt]


def m_no_rowsum(p, r, v):
    if v or p.wrt not in ('scores', 'q', 'k'): return None
    r.backward = 'norowsum'
    return "dS = A * dA: the softmax's backward without its - rowsum(A * dA)"


def m_no_softmax_backward(p, r, v):
    if v or p.wrt not in ('scores', 'q', 'k'): return None
    r.backward = 'none'
    return "dS = dA: the softmax's backward was left out"


def m_dv_not_transposed(p, r, v):
    if v or p.wrt != 'v' or p.nq != p.nk: return None
    r.dv_untransposed = True
    return 'dV = A dO, not A^T dO: the weights were not transposed'


def m_grad_no_scale(p, r, v):
    if v or p.wrt not in ('q', 'k') or abs(r.scale) == 1 or r.scale == 0: return None
    r.grad_power = 0
    return '%s was %s, without the scale c = %s' % (
        grad_name(p), 'dS K' if p.wrt == 'q' else 'dS^T Q', g6(Recipe(p).scale))


def m_grad_sign(p, r, v):
    if v: return None
    r.grad_negated = True
    return '%s with its sign flipped' % grad_name(p)


def m_w_transposed(p, r, v):
    if v or p.W.shape[0] != p.W.shape[1]: return None
    r.w_flipped = True
    if p.transposed:
        return ('x W with W as it is stored, though --transposed says it is '
                'd_out x d_in (x W^T)')
    return "x W^T, not x W: W's rows were taken for its columns"


def m_project_bias_ignored(p, r, v):
    if v or p.B is None or not p.B.any(): return None
    r.b_times = 0.0
    return 'the bias row B was not added'


def m_rope_other_pairing(p, r, v):
    if v or p.rd < 4: return None
    r.other_pairing = True
    pairs = ['t with t + R/2 (--half)', '2t with 2t + 1 (--interleaved)']
    return 'the pairs were columns %s, not %s' % (
        pairs[not p.interleaved], pairs[p.interleaved])


def m_rope_inverse(p, r, v):
    if v: return None
    r.turned_back = True
    if p.inverse:
        return 'each pair turned by p theta_t, not by -p theta_t as --inverse asks'
    return 'each pair turned by -p theta_t, the inverse rotation, not by p theta_t'


def m_rope_positions_from_1(p, r, v):
    if v: return None
    r.first_position = 1
    if p.segments:
        return 'the positions in each sequence were counted from 1, not 0'
    if p.pos is not None:
        return 'the positions were counted from 1: each of --positions one more'
    return 'the positions were counted from 1: row i at %s + 1, not %s' % (at(p), at(p))


# ---- the third catalogue ----

def m_scale_by_sqrt_nk(p, r, v):
    if v or p.scale != 'sqrt' or p.nk == p.dk: return None
    r.scale = 1 / math.sqrt(p.nk)
    return ('the dot products were divided by sqrt(n_k) = %s, the square root '
            'of the number of keys, not by sqrt(d_k) = %s' % (
                g6(math.sqrt(p.nk)), g6(math.sqrt(p.dk))))


def m_scores_rounded(p, r, v):
    # every number of decimals up to the answer's most, before the softmax
    if p.of == 'scores': return None
    how, words = rounding(p, v, score_ties(p))
    if not how: return None
    r.scores_round = how
    return 'the scores were rounded to %s before the softmax' % words


def window_sides(p, by):
    """The window's sides one key wider (BY 1) or narrower (-1) where it
    bounds: the right side does not with --causal, and a side of 0 keys
    has none fewer."""
    L, Rt = p.window
    l = L + by if L + by >= 0 else L
    rt = Rt + by if not p.causal and Rt + by >= 0 else Rt
    return l, rt


def m_window(p, r, v, by):
    if v or not p.window: return None
    l, rt = window_sides(p, by)
    if (l, rt) == tuple(p.window): return None
    r.window = (l, rt)
    how = 'more' if by > 0 else 'fewer'
    if p.causal:
        return 'the window kept one key %s before the diagonal: %d, not %d' % (
            how, l, p.window[0])
    return ('the window kept one key %s on each side it bounds: %d before and '
            '%d after, not %d and %d' % (how, l, rt, p.window[0], p.window[1]))


def m_window_loose(p, r, v): return m_window(p, r, v, 1)


def m_window_strict(p, r, v): return m_window(p, r, v, -1)


def slopes_words(p):
    return ', '.join('m_%d = %s' % (k, g6(p.slopes[k])) for k in range(min(p.h, 4))) + (
        ', ...' if p.h > 4 else '')


def m_alibi_slopes_from_0(p, r, v):
    if v or not p.alibi or p.given_slopes or p.h & (p.h - 1): return None
    r.slopes = 'from0'
    return ('the ALiBi slopes counted the heads from 0, m_h = 2^(-8h/%d): m_0 = '
            '1%s, not 2^(-8(h+1)/%d) (m_0 = %s)' % (
                p.h, ', m_1 = %s' % g6(p.slopes[0]) if p.h > 1 else '', p.h,
                g6(p.slopes[0])))


def m_alibi_slopes_reversed(p, r, v):
    if v or not p.alibi or list(p.slopes) == list(p.slopes)[::-1]: return None
    r.slopes = 'reversed'
    return ('the heads took the ALiBi slopes in reverse order, head h the slope '
            'of head %d - h (%s)' % (p.h - 1, slopes_words(p)))


def m_alibi_signed_distance(p, r, v):
    if v or not p.alibi: return None
    ok = scored(p, Recipe(p))[1]
    if not any(ok[i, hh, j] and j > i + p.offset for i in range(p.nq)
               for hh in range(p.h) for j in range(p.nk)):
        return None
    r.alibi_signed = True
    return ('ALiBi took the distance with its sign, -m_h (%s - j), not -m_h %s: '
            'the keys after a row\'s position were raised, not lowered' % (
                at(p), distance(p)))


def m_alibi_scaled(p, r, v):
    if v or not p.alibi or r.scale == 1: return None
    r.alibi_scaled = True
    return ('the ALiBi term -m_h %s was added before the scale, so it was '
            'multiplied by %s too' % (distance(p), g6(Recipe(p).scale)))


def m_argmax(p, r, v):
    if v: return None
    r.softmax = 'argmax'
    return ("a one-hot at each row's largest score (an argmax, ties sharing "
            "it), not a softmax")


def m_bias_after_softmax(p, r, v):
    if v > 1 or not bias_adds(p): return None
    r.bias_after = 'plain' if v else 'renormalised'
    return ('the bias was added to the weights after the softmax, not to the '
            'scores before it' + ('' if v else ', and each row divided by its '
                                  'new sum'))


def m_softcap_no_inner_division(p, r, v):
    if v or not p.softcap or p.softcap == 1: return None
    r.softcap_outer = True
    return '--softcap %s mapped x to C*tanh(x), not C*tanh(x/C)' % g6(p.softcap)


def m_sink(p, r, v, how):
    if v or not p.sinks: return None
    if how == 'column' and p.of != 'weights': return None
    r.sink = how
    return {'numerator': "e^sink was added to each weight's numerator too, not "
                         "to the row's sum alone",
            'column': "the sink's own weight was kept as a column after the %d "
                      "keys%s, as the softmax over keys and sink gives it before "
                      "its column is dropped" % (
                          p.nk, ' of each head' if p.h > 1 else ''),
            'raw': "sink_h itself was added to each row's sum of exponentials, "
                   "not e^sink_h"}[how]


def m_sink_in_numerator(p, r, v): return m_sink(p, r, v, 'numerator')


def m_sink_kept_as_column(p, r, v): return m_sink(p, r, v, 'column')


def m_sink_not_exponentiated(p, r, v): return m_sink(p, r, v, 'raw')


def m_heads_averaged(p, r, v):
    if v or p.h == 1: return None
    r.join = 'average'
    return ("the %d heads' outputs were averaged into one of %d columns, not "
            "written side by side" % (p.h, p.dv))


def m_heads_reversed(p, r, v):
    if v or p.h == 1: return None
    r.join = 'reversed'
    return ("the heads' outputs were joined last head first: head %d's block "
            "came first, head 0's last" % (p.h - 1))


def m_gqa_all_on_first(p, r, v):
    if v or p.g == 1 or p.g == p.h: return None
    r.v_first = True
    return ('every query head took its output from the values of key/value '
            'head 0, not from its own of the %d' % p.g)


def m_heads_interleaved_out(p, r, v):
    # the strided view on the way out: with the heads cut so, alone, or
    # (apply) V's heads alone
    apply = p.of == 'apply'
    if p.h == 1 or v > (2 if apply else 1): return None
    if v != 1:
        if apply: r.v_strided = True
        else: r.interleaved = True
    if v != 2: r.join = 'strided'
    if v == 1:
        return ("head h's output was written to columns h, h+%d, ..., not to "
                "its block of %d" % (p.h, p.dv))
    if v == 2:
        return "head h took V's columns h, h+%d, ..., not its block of %d" % (
            p.g, p.dv)
    if apply:
        return ("head h took V's columns h, h+%d, ..., and its output went back "
                "to columns h, h+%d, ..., not to its block of %d" % (
                    p.g, p.h, p.dv))
    return ('head h took columns h, h+%d, ... of each row, and its output went '
            'back to columns h, h+%d, ..., not to its block of %d' % (
                p.h, p.h, p.dv))


def m_values_times_weights(p, r, v):
    # V A: V is n_k x d_v, A n_q x n_k
    if v or p.nq != p.dv: return None
    r.output = 'va'
    return 'V A, not A V: the values times the weights' + (
        ', head by head' if p.h > 1 else '')


def m_da_not_transposed(p, r, v):
    if v or p.wrt == 'v' or p.dv != p.nk: return None
    r.da_untransposed = True
    return 'dA = dO V, not dO V^T: V was not transposed'


def m_rowsum_sign(p, r, v):
    if v or p.wrt not in ('scores', 'q', 'k'): return None
    r.backward = 'plus'
    return 'dS = A * (dA + rowsum(A * dA)): the row sum added, not subtracted'


def m_rowsum_columns(p, r, v):
    if v or p.wrt not in ('scores', 'q', 'k') or p.nq == 1: return None
    r.backward = 'columns'
    return "dS = A * (dA - the column sums of A * dA): each column's sum, not each row's"


def m_grad_scale_twice(p, r, v):
    if v or p.wrt not in ('q', 'k') or abs(r.scale) == 1 or r.scale == 0: return None
    r.grad_power = 2
    return '%s was multiplied by the scale twice, c^2 with c = %s' % (
        grad_name(p), g6(Recipe(p).scale))


def m_dk_not_transposed(p, r, v):
    if v or p.wrt != 'k' or p.nq != p.nk: return None
    r.dk_untransposed = True
    return 'dK = dS Q, not dS^T Q: dS was not transposed'


def m_gqa_grad(p, r, v, how):
    if v or p.wrt not in ('k', 'v') or p.g == p.h: return None
    r.gqa_sum = how
    n = p.h // p.g
    if how == 'first':
        return ('%s of each key/value head came from the first of its %d query '
                'heads alone, not summed over them' % (grad_name(p), n))
    return '%s of each key/value head was averaged over its %d query heads, not summed' % (
        grad_name(p), n)


def m_gqa_grad_one_head(p, r, v): return m_gqa_grad(p, r, v, 'first')


def m_gqa_grad_averaged(p, r, v): return m_gqa_grad(p, r, v, 'average')


def m_project_bias(p, r, v, how):
    if v or p.B is None or not p.B.any(): return None
    if how == 'first':
        if p.W.shape[0] != p.W.shape[1]: return None
        r.b_first = True
        return ('(x + b) W: the bias row B was added to x before the product, '
                'not after it')
    r.b_times = {'subtracted': -1.0, 'twice': 2.0}[how]
    return {'subtracted': 'x W - b: the bias row B was subtracted, not added',
            'twice': 'x W + 2b: the bias row B was added twice'}[how]


def m_project_bias_subtracted(p, r, v): return m_project_bias(p, r, v, 'subtracted')


def m_project_bias_first(p, r, v): return m_project_bias(p, r, v, 'first')


def m_project_bias_twice(p, r, v): return m_project_bias(p, r, v, 'twice')


def m_rope_degrees(p, r, v):
    if v: return None
    r.degrees = True
    return 'each angle p theta_t was taken in degrees, not radians'


def m_rope_frequency_exponent(p, r, v):
    if v > 2 or (v < 2 and p.rd < 4): return None
    r.frequency = v + 1
    return 'the frequencies were theta_t = %s, not B^(-2t/R)' % [
        'B^(-t/R)', 'B^(-4t/R)', 'B^(-2(t+1)/R)'][v]


def m_rope_base_default(p, r, v):
    if v or p.base == 10000: return None
    r.base_default = True
    return 'the base was 10000, not --base %s' % g6(p.base)


def m_rope_rotary_dim_ignored(p, r, v):
    d = p.X.shape[1] // p.h
    if v or not p.rdim or p.rdim == d: return None
    r.rotary_whole = True
    return '--rotary-dim %d was left out: all %d columns of a head were turned' % (p.rdim, d)


def m_rope_heads_ignored(p, r, v):
    if v or p.h == 1: return None
    r.one_head = True
    return '--%s %d was left out: each row was turned as one head of %d columns' % (
        'head-dim' if p.head_dim else 'heads', p.head_dim or p.h, p.X.shape[1])


def m_rope_offset_ignored(p, r, v):
    if v or not p.offset: return None
    r.offset_off = True
    return '--offset %d was left out: row i at position i, not i + %d' % (p.offset, p.offset)


def m_rope_segments_ignored(p, r, v):
    if v or not p.segments: return None
    r.no_restarts = True
    return ('--segments was left out: the positions ran on through the packed '
            'sequences instead of restarting at each')


def m_rope_cos_only(p, r, v):
    if v: return None
    r.cos_only = True
    return 'y = x cos(p theta_t): the sine terms were left out'


def m_rope_positions_ignored(p, r, v):
    if v or p.pos is None: return None
    r.positions_off = True
    return '--positions was left out: row i at position i, not row i of P.csv'


def scaling_bends(p):
    """The scaling changes the frequencies, or cos and sin: dynamic's base
    grows past L0 even with F = 1."""
    sc = p.sc
    return bool(sc) and ((sc['seq'] > sc['orig'] if sc['type'] == 'dynamic'
                          else sc['factor'] > 1) or p.attention_factor() != 1)


def without_gain(p):
    A = p.attention_factor()
    return '' if A == 1 else ', and cos and sin not times A = %s' % g6(A)


def m_rope_scaling_ignored(p, r, v):
    if v or not scaling_bends(p): return None
    r.scaling, r.gain_off = 'none', True
    return '--scaling %s was left out: the frequencies unscaled, B^(-2t/R)%s' % (
        p.sc['type'], without_gain(p))


def m_rope_scaling_as_linear(p, r, v):
    sc = p.sc
    if (not sc or sc['type'] == 'linear' or not sc['factor'] > 1 or v > 1 or
            (v == 1 and p.attention_factor() == 1)):
        return None
    r.scaling, r.gain_off = 'linear', v == 1
    instead = {'dynamic': "dynamic's larger base",
               'yarn': "yarn's ramp from theta_t to theta_t / F",
               'llama3': "llama3's blend of theta_t and theta_t / F"}[sc['type']]
    return ('every frequency was divided by F = %s, as --scaling linear does, '
            'instead of %s%s' % (g6(sc['factor']), instead,
                                 without_gain(p) if v else ''))


def m_rope_factor_inverted(p, r, v):
    sc = p.sc
    if v or not sc or sc['type'] != 'linear' or not sc['factor'] > 1: return None
    r.scaling = 'inverted'
    return ('the frequencies were multiplied by F = %s, not divided (the '
            'positions times F)' % g6(sc['factor']))


def m_rope_attention_factor_ignored(p, r, v):
    if v or p.attention_factor() == 1: return None
    r.gain_off = True
    return ("cos and sin were not multiplied by yarn's attention factor A = %s"
            % g6(p.attention_factor()))


def m_merge(p, r, v, how):
    if v: return None
    r.merge = how
    return {'average': "the %d parts' outputs were averaged, not weighted by "
                       "e^(L_p - L)" % len(p.parts),
            'sum': "the %d parts' outputs were added up, not weighted by "
                   "e^(L_p - L)" % len(p.parts),
            'norescale': "each part's output was weighted by e^L_p, not rescaled "
                         "by e^(L_p - L) with L the merged log-sum-exp",
            'base2': 'the LSEs were taken as base 2: L = log2 sum_p 2^L_p and '
                     'the weights 2^(L_p - L), not ln and e'}[how]


def m_merge_average(p, r, v): return m_merge(p, r, v, 'average')


def m_merge_sum(p, r, v): return m_merge(p, r, v, 'sum')


def m_merge_no_rescale(p, r, v): return m_merge(p, r, v, 'norescale')


def m_merge_lse_base2(p, r, v):
    # the natural LSEs read as base 2, or base 2 ones read as natural
    if v > 1: return None
    r.merge = 'base2-as-e' if v else 'base2'
    if v:
        return ("the LSEs were in base 2, M_p = L_p log2(e) as Triton's kernels "
                "keep them, and merged as natural: M = ln sum_p e^M_p and the "
                "weights e^(M_p - M)")
    return ('the LSEs were taken as base 2: L = log2 sum_p 2^L_p and the weights '
            '2^(L_p - L), not ln and e')


# ---- the fifth round: compound slips, and the steps people get wrong ----

def m_scale_rounded(p, r, v):
    # 1/sqrt(d_k) rounded (even k), or sqrt(d_k) rounded and divided by (odd
    # k), to rounding k / 2's decimals: the V-th k that changes the scale and
    # makes it neither 0 (no value written) nor 1 (no-scale's)
    if p.scale != 'sqrt': return None
    root, k = math.sqrt(p.dk), 0
    while True:
        how, words = rounding(p, k // 2, never)
        if not how: return None
        c = 1 / float(rounded(np.array(root), how)) if k % 2 else \
            float(rounded(np.array(1 / root), how))
        if c not in (0, 1, 1 / root):
            if v == 0: break
            v -= 1
        k += 1
    r.scale = c
    if k % 2:
        return ('sqrt(d_k) = %s was rounded to %s, %s, before the dot products '
                'were divided by it' % (g6(root), words, g6(1 / c)))
    return ('the scale 1/sqrt(d_k) = %s was rounded to %s, %s, before the dot '
            'products were multiplied by it' % (g6(1 / root), words, g6(c)))


def m_scores_transposed(p, r, v):
    if v or p.nq != p.nk or p.of == 'grad': return None
    r.kq = True
    return ("the scores were K Q^T, not Q K^T: row i held key i's dot products "
            "with every query")


def m_gqa_all_on_first_k(p, r, v):
    if v or p.g == 1 or p.g == p.h: return None
    r.kv_first = True
    return ('every query head took the keys%s of key/value head 0, not its own '
            'of the %d' % (' and values' if p.V is not None else '', p.g))


def m_window_ignored(p, r, v):
    if v or not p.window or not (p.causal or p.prefix is not None or p.chunk
                                 or p.segments):
        return None
    r.left_out += ('window',)
    return '--window %d,%d was left out: %s alone hid the keys' % (
        p.window[0], p.window[1], 'the causal mask' if p.causal else
        'the other masks')


def m_mask_added(p, r, v):
    if v or not p.any_mask() or not masked(p): return None
    r.mask_added = True
    return ("the mask's 1s and 0s were added to the scores, +1 where a key is "
            "kept and +0 where it is masked, so nothing was hidden")


def m_sigmoid(p, r, v):
    if v: return None
    r.softmax = 'sigmoid'
    return 'a sigmoid of each score, 1 / (1 + e^-s), not a softmax of the row'


def m_across_heads(p, r, v):
    if v or p.h == 1: return None
    r.softmax = 'across'
    return ("one softmax over each row of all %d heads' blocks, %d keys, not "
            "one per head" % (p.h, p.h * p.nk))


def m_sum_broadcast(p, r, v):
    if v or p.nq != p.nk: return None
    r.softmax = 'broadcast'
    return ("each column j of e^s was divided by row j's sum, not each row by "
            "its own: numpy's e / e.sum(axis=1) without keepdims=True")


def m_exp_rounded(p, r, v):
    how, words = rounding(p, v, never)
    if p.of == 'scores' or not how: return None
    r.exp_round = how
    return 'each e^s was written down rounded to %s, then summed and divided' % words


def m_sum_rounded(p, r, v):
    how, words = rounding(p, v, never)
    if p.of == 'scores' or not how: return None
    r.sum_round = how
    return "each row's sum of e^s was rounded to %s before the division" % words


def m_scale_after_softmax(p, r, v):
    if v or p.scale == 'none' or p.of == 'grad': return None
    c = Recipe(p).scale
    r.scale, r.scale_after = 1.0, True
    return ('the softmax was taken of the plain dot products and the weights '
            'then multiplied by the scale %s' % g6(c))


def m_temperature_after(p, r, v):
    if v or not p.temperature or p.of == 'grad': return None
    r.temp = 'after'
    return ('the weights were divided by the temperature %s after the softmax, '
            'not the scores before it' % g6(p.temperature))


def m_temperature_on_bias(p, r, v):
    if v or not p.temperature or not bias_adds(p): return None
    r.temp = 'on-bias'
    return ('the bias was divided by the temperature %s too: (s + b) / T, not '
            's / T + b' % g6(p.temperature))


def m_softmax_backward_diagonal(p, r, v):
    if v or p.wrt not in ('scores', 'q', 'k'): return None
    r.backward = 'diagonal'
    return ("dS = A (1 - A) dA: the softmax's Jacobian taken as its diagonal, "
            "without the -A_i A_j of the other keys")


def m_da_rounded(p, r, v):
    how, words = rounding(p, v)
    if p.wrt == 'v' or not how: return None
    r.da_round = how
    return 'dA = dO V^T was written down rounded to %s%s' % (
        words, '' if p.wrt == 'weights' else ' before dS')


def m_ds_rounded(p, r, v):
    how, words = rounding(p, v)
    if p.wrt not in ('scores', 'q', 'k') or not how: return None
    r.ds_round = how
    return 'dS was written down rounded to %s%s' % (
        words, '' if p.wrt == 'scores' else ' before ' + grad_name(p))


def m_dx_not_transposed(p, r, v):
    if v or p.wrt != 'x' or p.W.shape[0] != p.W.shape[1]: return None
    r.dx_untransposed = True
    return 'dX = dY W, not dY W^T: W was not transposed'


def m_dw_transposed(p, r, v):
    if v or p.wrt != 'w': return None
    r.dw_transposed = True
    if p.transposed:
        return ("dW = X^T dY, d_in x d_out, not dY^T X in W's own layout "
                "(--transposed: d_out x d_in)")
    return "dW = dY^T X, d_out x d_in, not X^T dY in W's layout"


def m_db_mean(p, r, v):
    if v or p.wrt != 'b' or len(p.X) < 2: return None
    r.db_mean = True
    return "db = the mean of dY's %d rows, not their sum" % len(p.X)


def m_rope_cos_sin_swapped(p, r, v):
    if v: return None
    r.cos_sin_swapped = True
    return ('cos and sin swapped: y_a = x_a sin(p theta_t) - x_b cos(p theta_t), '
            'y_b = x_a cos(p theta_t) + x_b sin(p theta_t)')


def m_merge_lse(p, r, v, how):
    if v: return None
    r.merge_lse = how
    return ('the merged LSE L was taken as %s, not ln sum_p e^L_p, and each part '
            'weighted by e^(L_p - L) with it' % {
                'max': "the parts' largest L_p", 'sum': "the sum of the parts' L_p",
                'mean': "the mean of the parts' L_p"}[how])


def m_merge_lse_max(p, r, v): return m_merge_lse(p, r, v, 'max')


def m_merge_lse_sum(p, r, v): return m_merge_lse(p, r, v, 'sum')


def m_merge_lse_mean(p, r, v): return m_merge_lse(p, r, v, 'mean')


# attn(1)'s list of mistakes, in its order (heads-interleaved is a mistake
# of two steps, listed once).
TABLE = [
    ('no-scale', 'scores', 'scale', m_no_scale),
    ('scale-by-d', 'scores', 'scale', m_scale_by_d),
    ('scale-inverted', 'scores', 'scale', m_scale_inverted),
    ('scale-full-width', 'scores', 'scale', m_scale_full_width),
    ('scale-by-dv', 'scores', 'scale', m_scale_by_dv),
    ('scale-by-sqrt-nk', 'scores', 'scale', m_scale_by_sqrt_nk),
    ('scale-rounded', 'scores', 'scale', m_scale_rounded),
    ('scores-rounded', 'scores', 'scores_round', m_scores_rounded),
    ('no-transpose', 'scores', 'no_transpose', m_no_transpose),
    ('scores-transposed', 'scores', 'kq', m_scores_transposed),
    ('heads-ignored', 'scores', 'h', m_heads_ignored),
    ('heads-interleaved', 'scores', 'interleaved', m_heads_interleaved),
    ('gqa-modulo', 'scores', 'kv_modulo', m_gqa_modulo),
    ('gqa-all-on-first', 'scores', 'kv_modulo', m_gqa_all_on_first_k),
    ('mask-ignored', 'scores', 'unmasked', m_mask_ignored),
    ('causal-flipped', 'scores', 'rule.reach', m_causal_flipped),
    ('causal-strict', 'scores', 'rule.reach', m_causal_strict),
    ('causal-loose', 'scores', 'rule.reach', m_causal_loose),
    ('offset-ignored', 'scores', 'rule.offset', m_offset_ignored),
    ('window-loose', 'scores', 'rule.left', m_window_loose),
    ('window-strict', 'scores', 'rule.left', m_window_strict),
    ('window-ignored', 'scores', 'rule.window', m_window_ignored),
    ('prefix-ignored', 'scores', 'rule.prefix', m_prefix_ignored),
    ('chunk-ignored', 'scores', 'rule.chunk', m_chunk_ignored),
    ('bidirectional-ignored', 'scores', 'rule.bidir', m_bidirectional_ignored),
    ('mask-inverted', 'scores', 'mask_inverted', m_mask_inverted),
    ('mask-as-zero', 'scores', 'masked_finite', m_mask_as_zero),
    ('mask-finite', 'scores', 'masked_finite', m_mask_finite),
    ('mask-added', 'scores', 'mask_added', m_mask_added),
    ('bias-ignored', 'scores', 'bias_off', m_bias_ignored),
    ('bias-scaled', 'scores', 'bias_off', m_bias_scaled),
    ('alibi-sign', 'scores', 'alibi', m_alibi_sign),
    ('alibi-slopes-from-0', 'scores', 'slopes', m_alibi_slopes_from_0),
    ('alibi-slopes-reversed', 'scores', 'slopes', m_alibi_slopes_reversed),
    ('alibi-signed-distance', 'scores', 'alibi_signed', m_alibi_signed_distance),
    ('alibi-scaled', 'scores', 'alibi_scaled', m_alibi_scaled),
    ('no-softmax', 'softmax', 'softmax', m_no_softmax),
    ('softmax-whole-matrix', 'softmax', 'softmax', m_whole),
    ('softmax-columns', 'softmax', 'softmax', m_columns),
    ('sigmoid', 'softmax', 'softmax', m_sigmoid),
    ('softmax-across-heads', 'softmax', 'softmax', m_across_heads),
    ('softmax-sum-broadcast', 'softmax', 'softmax', m_sum_broadcast),
    ('no-exp', 'softmax', 'softmax', m_no_exp),
    ('no-normalize', 'softmax', 'softmax', m_no_normalize),
    ('no-max-subtraction', 'softmax', 'softmax', m_no_max),
    ('log-softmax', 'softmax', 'softmax', m_log_softmax),
    ('exp2', 'softmax', 'log_base', m_exp2),
    ('exp-rounded', 'softmax', 'exp_round', m_exp_rounded),
    ('sum-rounded', 'softmax', 'sum_round', m_sum_rounded),
    ('scale-after-softmax', 'softmax', 'scale', m_scale_after_softmax),
    ('percent', 'softmax', 'times', m_percent),
    ('mask-after-softmax', 'softmax', 'softmax', m_after),
    ('masked-row-nan', 'softmax', 'fill', m_masked_row_nan),
    ('masked-row-uniform', 'softmax', 'fill', m_masked_row_uniform),
    ('temperature-inverted', 'softmax', 'temperature', m_temperature),
    ('temperature-ignored', 'softmax', 'temperature', m_temperature_ignored),
    ('temperature-after-softmax', 'softmax', 'temperature', m_temperature_after),
    ('temperature-on-bias', 'softmax', 'temperature', m_temperature_on_bias),
    ('softcap-ignored', 'softmax', 'softcap_off', m_softcap_ignored),
    ('sinks-ignored', 'softmax', 'sink', m_sinks_ignored),
    ('argmax', 'softmax', 'softmax', m_argmax),
    ('bias-after-softmax', 'softmax', 'bias_off', m_bias_after_softmax),
    ('softcap-no-inner-division', 'softmax', 'softcap_off', m_softcap_no_inner_division),
    ('sink-in-numerator', 'softmax', 'sink', m_sink_in_numerator),
    ('sink-kept-as-column', 'softmax', 'sink', m_sink_kept_as_column),
    ('sink-not-exponentiated', 'softmax', 'sink', m_sink_not_exponentiated),
    ('values-are-keys', 'output', 'output', m_values_are_keys),
    ('weights-transposed', 'output', 'output', m_weights_transposed),
    ('weights-rounded', 'output', 'weights_round', m_weights_rounded),
    ('heads-averaged', 'output', 'join', m_heads_averaged),
    ('heads-reversed', 'output', 'join', m_heads_reversed),
    ('gqa-all-on-first', 'output', 'kv_modulo', m_gqa_all_on_first),
    ('heads-interleaved', 'output', 'join', m_heads_interleaved_out),
    ('values-times-weights', 'output', 'output', m_values_times_weights),
    ('no-rowsum', 'grad', 'backward', m_no_rowsum),
    ('no-softmax-backward', 'grad', 'backward', m_no_softmax_backward),
    ('softmax-backward-diagonal', 'grad', 'backward', m_softmax_backward_diagonal),
    ('dv-not-transposed', 'grad', 'dv_untransposed', m_dv_not_transposed),
    ('grad-no-scale', 'grad', 'grad_scale', m_grad_no_scale),
    ('grad-sign', 'grad', 'grad_negated', m_grad_sign),
    ('da-not-transposed', 'grad', 'da_untransposed', m_da_not_transposed),
    ('rowsum-sign', 'grad', 'backward', m_rowsum_sign),
    ('rowsum-columns', 'grad', 'backward', m_rowsum_columns),
    ('grad-scale-twice', 'grad', 'grad_scale', m_grad_scale_twice),
    ('dk-not-transposed', 'grad', 'dk_untransposed', m_dk_not_transposed),
    ('gqa-grad-one-head', 'grad', 'gqa_sum', m_gqa_grad_one_head),
    ('gqa-grad-averaged', 'grad', 'gqa_sum', m_gqa_grad_averaged),
    ('da-rounded', 'grad', 'da_round', m_da_rounded),
    ('ds-rounded', 'grad', 'ds_round', m_ds_rounded),
    ('w-transposed', 'project', 'w_flipped', m_w_transposed),
    ('project-bias-ignored', 'project', 'b_times', m_project_bias_ignored),
    ('project-bias-subtracted', 'project', 'b_times', m_project_bias_subtracted),
    ('project-bias-first', 'project', 'b_times', m_project_bias_first),
    ('project-bias-twice', 'project', 'b_times', m_project_bias_twice),
    ('dx-not-transposed', 'project', 'dx_untransposed', m_dx_not_transposed),
    ('dw-transposed', 'project', 'dw_transposed', m_dw_transposed),
    ('db-mean', 'project', 'db_mean', m_db_mean),
    ('rope-other-pairing', 'rope', 'other_pairing', m_rope_other_pairing),
    ('rope-inverse', 'rope', 'turned_back', m_rope_inverse),
    ('rope-positions-from-1', 'rope', 'first_position', m_rope_positions_from_1),
    ('rope-degrees', 'rope', 'degrees', m_rope_degrees),
    ('rope-frequency-exponent', 'rope', 'frequency', m_rope_frequency_exponent),
    ('rope-base-default', 'rope', 'base_default', m_rope_base_default),
    ('rope-rotary-dim-ignored', 'rope', 'rotary_whole', m_rope_rotary_dim_ignored),
    ('rope-heads-ignored', 'rope', 'one_head', m_rope_heads_ignored),
    ('rope-offset-ignored', 'rope', 'offset_off', m_rope_offset_ignored),
    ('rope-segments-ignored', 'rope', 'no_restarts', m_rope_segments_ignored),
    ('rope-cos-only', 'rope', 'cos_only', m_rope_cos_only),
    ('rope-cos-sin-swapped', 'rope', 'cos_only', m_rope_cos_sin_swapped),
    ('rope-positions-ignored', 'rope', 'positions_off', m_rope_positions_ignored),
    ('rope-scaling-ignored', 'rope', 'scaling', m_rope_scaling_ignored),
    ('rope-scaling-as-linear', 'rope', 'scaling', m_rope_scaling_as_linear),
    ('rope-factor-inverted', 'rope', 'scaling', m_rope_factor_inverted),
    ('rope-attention-factor-ignored', 'rope', 'gain_off', m_rope_attention_factor_ignored),
    ('merge-average', 'merge', 'merge', m_merge_average),
    ('merge-sum', 'merge', 'merge', m_merge_sum),
    ('merge-no-rescale', 'merge', 'merge', m_merge_no_rescale),
    ('merge-lse-base2', 'merge', 'merge', m_merge_lse_base2),
    ('merge-lse-max', 'merge', 'merge_lse', m_merge_lse_max),
    ('merge-lse-sum', 'merge', 'merge_lse', m_merge_lse_sum),
    ('merge-lse-mean', 'merge', 'merge_lse', m_merge_lse_mean),
    ('transposed', 'any', 'transpose', m_transposed),
]
# The steps each stage's answer goes through (attn-check(1)): grad runs
# the forward pass's scores and softmax, then its own; project is alone.
STEPS = {'scores': ['scores'], 'weights': ['scores', 'softmax'],
         'attend': ['scores', 'softmax', 'output'], 'apply': ['output'],
         'merge': ['merge'],
         'grad': ['scores', 'softmax', 'grad'], 'project': ['project'],
         'rope': ['rope']}


def applies(p, step):
    return step == 'any' or step in STEPS[p.of]


def mistake_fn(i):
    """Mistake I's function: ID, or ID@STEP for a mistake of two steps."""
    i, _, step = i.partition('@')
    return [c for a, b, _, c in TABLE if a == i and step in ('', b)][0]


def make(p, ids, variants=None):
    """The answer mistakes IDS (with VARIANTS) give, and its descriptions."""
    r = Recipe(p)
    for k, i in enumerate(ids):
        fn = mistake_fn(i)
        assert fn(p, r, (variants or [0] * len(ids))[k]) is not None, i
    return run(p, r)


# ---- matching, as attn-check(1) says ----

def unit(field):
    """One unit of the last digit written in FIELD: 0.001 for 0.804, 1e-4
    for 1.5e-3; 0 for a bare whole number, inf and nan."""
    f = field.strip()
    if any(c in f.lower() for c in 'in') and 'e' not in f.lower().replace('inf', ''):
        return 0.0
    mant, _, ex = f.lower().partition('e')
    if '.' not in mant and not ex: return 0.0
    frac = len(mant.partition('.')[2])
    return 10.0 ** (int(ex or 0) - frac)


def reading(ans, units, exponent=False):
    """How far from each cell of the answer a value may be and still read
    as it (attn-check(1), the digits written): half a unit of its last
    digit; a bare whole number at the finest digit written elsewhere, at
    the units where none has a point, exactly where every number is a bare
    0 or 1; inf and nan exactly.  With EXPONENT (a cell written 1.5e-3: the
    answer is in significant digits), a bare whole number but 0 at no
    finer than the most significant digits a cell shows.  And the most
    decimals written."""
    a, u = ans.ravel(), units.ravel()
    written = [x for x in u if x > 0]
    finite = [i for i in range(len(a)) if math.isfinite(a[i])]
    if written:
        finest = min(written)
    else:
        finest = 0.0 if all(a[i] in (0, 1) for i in finite) else 1.0
    half = np.array([0.0 if not math.isfinite(a[i]) else
                     (u[i] if u[i] > 0 else finest) / 2 for i in range(len(a))])
    shown = [math.floor(math.log10(abs(a[i]))) - round(math.log10(u[i])) + 1
             for i in finite if u[i] > 0 and a[i] != 0]
    if exponent and shown:
        for i in finite:
            if u[i] == 0 and a[i] != 0:
                half[i] = max(half[i], 10.0 ** (math.floor(math.log10(abs(
                    a[i]))) + 1 - max(shown)) / 2)
    decimals = round(-math.log10(finest)) if 0 < finest < 1 else 0
    return half.reshape(ans.shape), decimals


def close(a, b, atol, rtol):
    if math.isnan(a) or math.isnan(b): return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b): return a == b
    return abs(a - b) <= atol + rtol * abs(b)


def agrees(ans, half, c, p):
    """Every cell of C reads as the answer's."""
    if ans.shape != c.shape: return False
    for a, h, x in zip(ans.ravel(), half.ravel(), c.ravel()):
        if close(a, x, p.atol, p.rtol): continue
        if math.isnan(a) or math.isnan(x) or math.isinf(a) or math.isinf(x): return False
        if not abs(a - x) <= h * (1 + 1e-9): return False
    return True


def is_expected(c, E, p):
    return c.shape == E.shape and all(
        close(x, e, p.atol, p.rtol) for x, e in zip(c.ravel(), E.ravel()))


def atol_for(ans, E, p):
    need = max(abs(a - b) - p.rtol * abs(b) for a, b in zip(ans.ravel(), E.ravel())
               if math.isfinite(a) and math.isfinite(b))
    k = math.floor(math.log10(need)); m = math.ceil(need / 10 ** k - 1e-9)
    while True:
        if m >= 10: m, k = m // 10, k + 1
        t = ('%.0f' % (m * 10 ** k)) if 0 <= k < 6 else '%de%d' % (m, k)
        if all(abs(a - b) <= float(t) + p.rtol * abs(b) for a, b in
               zip(ans.ravel(), E.ravel()) if math.isfinite(a) and math.isfinite(b)):
            return t
        m += 1


def num(x, prec):
    """A number in the report: -p PREC, 6 digits when PREC is None."""
    return fmt(x, ('p', 6 if prec is None else prec))


def by_digits(p):
    """Whether --of's rule is the digits written: no --strict, and neither
    --atol nor --rtol given."""
    return not getattr(p, 'strict', False) and p.atol == 1e-8 and \
        p.rtol == 1e-5


def cell_right(p, a, b, h, u):
    """Whether the right value B makes the cell A (half a unit H, its own
    unit U) right by P's rule: within the tolerance, or (the digits
    written) within half a unit; with --decimals N, a finite cell written
    with N decimals or more."""
    need = getattr(p, 'need', None)
    if need is not None and math.isfinite(a) and (
            u <= 0 or round(-math.log10(u)) < need):
        return False
    if close(a, b, p.atol, p.rtol): return True
    if not by_digits(p) or not (math.isfinite(a) and math.isfinite(b)):
        return False
    return abs(a - b) <= h * (1 + 1e-9)


def report(p, ans, units, prec=6, listed=20, brief=False, exponent=False):
    """Everything attn check --of ... -p PREC prints, and its status: at
    most LISTED differing cells (None: all; --all), none when BRIEF;
    EXPONENT as reading() has it.  A cell differs by --of's rule: the
    digits written, or the tolerance (--strict, --atol)."""
    half, p.decimals = reading(ans, units, exponent)
    E = exact(p)
    out = []
    if E.shape != ans.shape:
        out.append('shapes differ: expected %dx%d, got %dx%d' % (
            E.shape + ans.shape))
    else:
        differ, worst, wi, near = 0, 0.0, 0, 0.0
        for i, (b, a) in enumerate(zip(E.ravel(), ans.ravel())):
            if math.isnan(a) or math.isnan(b):
                d = 0.0 if math.isnan(a) and math.isnan(b) else math.nan
            elif math.isinf(a) or math.isinf(b):
                d = 0.0 if a == b else INF
            else:
                d = abs(a - b)
            ok = cell_right(p, a, b, half.ravel()[i], units.ravel()[i])
            if ok:
                near = max(near, d); continue
            bigger = (not math.isnan(worst)) and (math.isnan(d) or d > worst)
            if differ == 0 or bigger: worst, wi = d, i
            differ += 1
            if not brief and (listed is None or differ <= listed):
                out.append('row %d, column %d: expected %s, got %s, difference %s' % (
                    i // E.shape[1], i % E.shape[1], num(b, prec), num(a, prec),
                    num(d, prec)))
        if not differ and by_digits(p):
            out.append('right to the digits written (%d cell%s)' % (
                E.size, '' if E.size == 1 else 's'))
            return '\n'.join(out), 0
        if not differ:
            out.append('all %d cells close (largest difference %s)' % (E.size, num(near, prec)))
            return '\n'.join(out), 0
        if not brief and listed is not None and differ > listed:
            out.append('... and %d more' % (differ - listed))
        out.append('%d of %d cells differ (largest difference %s at row %d, column %d)' % (
            differ, E.size, num(worst, prec), wi // E.shape[1], wi % E.shape[1]))
    if agrees(ans, half, E, p):
        need = getattr(p, 'need', None)
        if need is not None:
            out.append('likely mistake (rounding): right to the digits written, '
                       'but a cell has fewer than %d decimal%s' % (
                           need, '' if need == 1 else 's'))
        else:
            out.append('likely mistake (rounding): right to the digits written; '
                       '--atol %s accepts it' % atol_for(ans, E, p))
        return '\n'.join(out), 1

    def test(r, texts):
        c = run(p, r)
        return texts if not is_expected(c, E, p) and agrees(ans, half, c, p) else None

    def hit1(f):
        v = 0
        while True:
            r = Recipe(p)
            t = f(p, r, v)
            if t is None: return None
            if test(r, [t]): return [t]
            v += 1

    def hit2(f, g):
        va = 0
        while True:
            if f(p, Recipe(p), va) is None: return None
            vb = 0
            while True:
                r = Recipe(p)
                ta = f(p, r, va)
                tb = g(p, r, vb)
                if tb is None: break
                if test(r, [ta, tb]): return [ta, tb]
                vb += 1
            va += 1

    # each ID named once, a mistake of two steps too
    named = set()
    for m in TABLE:
        if not applies(p, m[1]) or m[0] in named: continue
        t = hit1(m[3])
        if t:
            out.append('likely mistake (%s): %s' % (m[0], t[0])); named.add(m[0])
    found = bool(named)
    # pairs that bend different parameters, within a step too; none for an
    # answer of bare 0s and 1s (read exactly), which says too little
    exact_ones = not (units > 0).any() and all(
        x in (0, 1) for x in ans.ravel() if math.isfinite(x))
    if not found and not exact_ones:
        for a in range(len(TABLE)):
            for b in range(a + 1, len(TABLE)):
                A, B = TABLE[a], TABLE[b]
                if (A[2] == B[2] or A[0] == B[0] or not applies(p, A[1]) or
                        not applies(p, B[1])):
                    continue
                pid = '%s + %s' % (A[0], B[0])
                if pid in named: continue
                t = hit2(A[3], B[3])
                if t:
                    out.append('likely mistakes (%s): %s; then %s' % (
                        pid, t[0], t[1])); found = True; named.add(pid)
    if not found:
        out.append('no common mistake reproduces this answer')
    return '\n'.join(out), 1


# ---- the cases ----

OUT = None


def case(name, cmd, out='', err='', status=0, files=None, how=None):
    OUT.case(name, cmd, out, err, status, how=how, files=files)


def answer_case(name, p, A, text, how, prec=6, expect=None, also=()):
    """A case: P's command on the answer TEXT (A its values); a line
    starting EXPECT, and one starting each of ALSO, must be in its report."""
    units = np.array([[unit(f) for f in line.split(',')]
                      for line in text.strip().split('\n')]) if text.strip() else np.zeros((0, 0))
    exponent = any('e' in f.lower().replace('inf', '') and
                   'nan' not in f.lower() for f in re.split('[,\n]', text))
    out, st = report(p, A, units, prec, exponent=exponent)
    for e in ([expect] if expect is not None else []) + list(also):
        assert any(l.startswith(e) for l in out.split('\n')), (name, e, out)
    files = p.files()
    files['answer.csv'] = text
    case(name, p.command(extra='-p %d' % prec), out, status=st, files=files,
         how=how)
    return out


def wrong(name, p, ids, how, variants=None, also=()):
    """The answer that mistakes IDS make, to 4 decimals, must be named
    (and so must the lines ALSO begin, of mistakes that coincide)."""
    p.decimals = 4	# weights-rounded rounds to the answer's digits
    M = make(p, ids, variants)
    text = csv(M, f4)
    A = np.array([[float(f) for f in l.split(',')] for l in text.strip().split('\n')])
    names = [i.partition('@')[0] for i in ids]
    tag = ('likely mistake (%s)' % names[0] if len(ids) == 1 else
           'likely mistakes (%s)' % ' + '.join(names))
    return answer_case(name, p, A, text, how + '\nThe answer: tests/gen/checkof.py\'s '
                       'numpy %s, written with %%.4f.' % ' + '.join(ids),
                       expect=tag, also=also)


L1Q = [[1, 0], [0, 1]]; L1K = [[1, 1], [1, -1]]
Q3 = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
K3 = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
V3 = [[1, 0, 2], [0, 3, -1], [2, 1, 0]]
Q23 = [[1, 0, 2], [0.5, 1, -1]]
K33 = [[1, 2, 0], [0, 1, 1], [-1, 0, 2]]

HOW = {}
HOW['base'] = 'Q, K (and V) chosen small and uneven so that no two mistakes coincide.'

# ---- the second catalogue ----

V32 = [[1, 0], [0, 3], [2, 1]]
K43 = [[1, 2, 0], [0, 1, 1], [-1, 0, 2], [0.5, -1, 1]]
# four query heads of 2 columns over two key/value heads
Q8 = [[1, 0, 2, -1, 0.5, 1, -0.5, 0], [0.5, 1, -1, 0, 2, 1, 0, 1],
      [2, -1, 0, 1, 1, -0.5, 1, 0.5]]
K4 = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
V4 = [[1, 0, 2, 1], [0, 3, -1, 0.5], [2, 1, 0, -1]]
dO3 = [[1, 0.5, -0.5], [-1, 2, 0.25], [0.5, -0.25, 1.5]]
dO8 = [[1, 0, -0.5, 2, 0.5, 0.5, 1, -1], [0.25, 1, 1.5, -1, 0, 2, -0.5, 0.75],
       [-2, 0.5, 1, 1, 1, -1, 0.5, 0]]
XP = [[1, 2, 0.5], [0, -1, 2], [3, 1, -1]]
WP = [[1, 0, 2], [-1, 1, 1], [0.5, 2, -1]]
BP = [[10, 20, 30]]
M01 = [[1, 0, 1], [0, 1, 1], [1, 1, 0]]
MROW = [[1, 0, 1], [0, 0, 0], [1, 1, 0]]	# row 1 keeps no key
BF = [[0.5, -1, 0], [1, 0, 2], [0, -0.5, 0]]	# finite: it only adds


def second_catalogue(h):
    """A case for each mistake of the second catalogue, and for --of grad,
    --of project and -s."""
    hh = h + '\n--heads 2: head 0 owns columns 0-1, head 1 columns 2-3.'
    QH = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
    KH = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
    # the scores
    wrong('checkof-scale-by-dv', P('attend', Q23, K33, V32), ['scale-by-dv'],
          h + '\nd_k = 3, d_v = 2.')
    wrong('checkof-no-transpose', P('weights', Q23, K33), ['no-transpose'],
          h + '\nd_k = n_k = 3: Q K has the shape of Q K^T.')
    wrong('checkof-heads-interleaved', P('weights', QH, KH, h=2),
          ['heads-interleaved'], hh)
    wrong('checkof-heads-interleaved-attend', P('attend', QH, KH, V4, h=2),
          ['heads-interleaved'], hh + ' V is cut the same way; O is written in blocks.')
    wrong('checkof-gqa-modulo', P('weights', Q8, K4, h=4, g=2), ['gqa-modulo'],
          h + '\n--heads 4 --kv-heads 2: query heads 0, 1 read key/value head 0, '
          '2, 3 head 1; the mistake reads 0, 1, 0, 1.')
    wrong('checkof-causal-loose', P('weights', Q3, K3, causal=True), ['causal-loose'], h)
    wrong('checkof-offset-ignored', P('weights', Q23, K43, causal=True, offset=2),
          ['offset-ignored'], h + '\n2 queries, 4 keys, --offset 2: the '
          'bottom-right diagonal of a decoder with cached keys.')
    wrong('checkof-mask-inverted', P('weights', Q3, K3, mask=M01), ['mask-inverted'], h)
    wrong('checkof-mask-as-zero', P('weights', Q3, K3, causal=True), ['mask-as-zero'], h)
    wrong('checkof-scores-mask-as-zero', P('scores', Q3, K3, causal=True),
          ['mask-as-zero'], h)
    wrong('checkof-mask-finite', P('scores', Q3, K3, causal=True), ['mask-finite'],
          h + '\nThe masked scores written -1e9 (%.4f).')
    wrong('checkof-mask-finite-uniform', P('weights', Q3, K3, mask=MROW),
          ['mask-finite'], h + '\nRow 1 keeps no key: with -1e9 it comes out '
          'uniform, as --masked-rows uniform would have it, so both are named.',
          also=['likely mistake (masked-row-uniform)'])
    wrong('checkof-bias-ignored', P('weights', Q3, K3, bias=BF), ['bias-ignored'], h)
    wrong('checkof-bias-ignored-masks', P('weights', Q3, K3, bias=[
        [0, -INF, 0.5], [1, 0, -INF], [0, 0, 0]]), ['bias-ignored'],
        h + "\nThe bias's -inf entries still mask.")
    wrong('checkof-bias-scaled', P('weights', Q3, K3, bias=BF), ['bias-scaled'], h)
    # ALiBi: -m_h |i + offset - j| where the bias joins
    ha = hh + ' --alibi: the paper\'s slopes for 2 heads, 1/16 and 1/256.'
    wrong('checkof-alibi-sign', P('weights', QH, KH, h=2, alibi=True),
          ['alibi-sign'], ha)
    wrong('checkof-alibi-sign-slopes', P('attend', Q3, K3, V3, slopes=[0.5],
                                         causal=True, offset=1),
          ['alibi-sign'], h + '\n--alibi-slopes 0.5, --offset 1: the term is '
          '-0.5 |i + 1 - j|.')
    wrong('checkof-alibi-ignored', P('weights', QH, KH, h=2, alibi=True),
          ['bias-ignored'], ha)
    wrong('checkof-alibi-bias-ignored', P('weights', Q3, K3, slopes=[0.5],
                                          bias=BF), ['bias-ignored'],
          h + '\n--bias and --alibi-slopes 0.5: the bias alone left out.')
    wrong('checkof-alibi-bias-both-ignored', P('scores', Q3, K3, slopes=[0.5],
                                               bias=BF), ['bias-ignored'],
          h + '\n--bias and --alibi-slopes 0.5: both left out.', variants=[2])
    wrong('checkof-alibi-offset-ignored', P('scores', Q23, K43, slopes=[0.5],
                                            offset=2), ['offset-ignored'],
          h + '\n2 queries, 4 keys, --offset 2: the ALiBi term measured '
          'from key i, not key i + 2.')
    wrong('checkof-grad-alibi-sign', P('grad', Q3, K3, V3, dO=dO3, wrt='q',
                                       slopes=[0.5]), ['alibi-sign'],
          h + '\nThe expected gradient: each backward step exactly rounded '
          '(mpmath); ALiBi has no gradient of its own.')
    # --segments: one more mask
    wrong('checkof-segments-mask-ignored', P('weights', Q3, K3,
                                             segments=[0, 0, 1]),
          ['mask-ignored'], h + '\n--segments 0, 0, 1: rows 0 and 1 are one '
          'sequence, row 2 another.')
    wrong('checkof-segments-causal-flipped', P('weights', Q3 + [[1, 1, 0, 0]],
                                               K3 + [[0, 1, 0, 1]],
                                               segments=[0, 0, 1, 1],
                                               causal=True),
          ['causal-flipped'], h + '\n--segments 0, 0, 1, 1 and --causal: '
          'causal within each sequence.')
    # the softmax
    wrong('checkof-masked-row-nan', P('weights', Q3, K3, mask=MROW),
          ['masked-row-nan'], h + '\nRow 1 keeps no key.')
    wrong('checkof-masked-row-uniform', P('attend', Q3, K3, V3, mask=MROW),
          ['masked-row-uniform'], h + '\nRow 1 keeps no key.',
          also=['likely mistake (mask-finite)'])
    wrong('checkof-no-max-subtraction', P('weights', [[40, 0], [0, 1]],
                                          [[40, 1], [1, 0]]),
          ['no-max-subtraction'], 'Row 0 scores 1131.4 and 28.3: exp(1131.4) '
          'overflows, so exp(s) / sum is inf / inf = nan and 0.')
    wrong('checkof-log-softmax', P('weights', Q3, K3), ['log-softmax'], h)
    wrong('checkof-exp2', P('weights', Q3, K3), ['exp2'], h)
    wrong('checkof-exp10', P('weights', Q3, K3), ['exp2'], h, variants=[1])
    wrong('checkof-percent', P('weights', Q3, K3), ['percent'], h)
    wrong('checkof-temperature-ignored', P('weights', Q3, K3, temperature=3),
          ['temperature-ignored'], h)
    wrong('checkof-softcap-ignored', P('attend', Q3, K3, V3, softcap=1.5),
          ['softcap-ignored'], h)
    # the output
    V30 = [[10 * x for x in r] for r in V3]
    wrong('checkof-weights-rounded', P('attend', Q3, K3, V30), ['weights-rounded'],
          h + '\nV is large, so that weights rounded to the 4 decimals of the '
          'answer move O by more than half a unit of its last digit.',
          variants=[6])
    wrong('checkof-weights-rounded-1', P('attend', Q3, K3, V30), ['weights-rounded'],
          h + '\nThe weights rounded to 1 decimal, the answer written with 4.')
    # the backward pass: the forward pass's mistakes, and its own
    G = lambda wrt, **kw: P('grad', Q3, K3, V3, dO=dO3, wrt=wrt, **kw)
    hg = h + '\nThe expected gradient: each backward step exactly rounded (mpmath).'
    wrong('checkof-no-rowsum', G('scores'), ['no-rowsum'], hg)
    wrong('checkof-no-rowsum-q', G('q'), ['no-rowsum'], hg)
    wrong('checkof-no-softmax-backward', G('k'), ['no-softmax-backward'], hg)
    wrong('checkof-dv-not-transposed', G('v'), ['dv-not-transposed'], hg)
    wrong('checkof-grad-no-scale', G('q'), ['grad-no-scale'], hg)
    wrong('checkof-grad-no-scale-k', G('k', causal=True), ['grad-no-scale'], hg)
    wrong('checkof-grad-sign', G('v'), ['grad-sign'], hg)
    wrong('checkof-grad-sign-weights', G('weights'), ['grad-sign'], hg)
    wrong('checkof-grad-forward-no-scale', G('q'), ['no-scale'],
          hg + '\nThe forward pass without the scale, and so c = 1 too.')
    wrong('checkof-grad-causal-flipped', G('v', causal=True), ['causal-flipped'], hg)
    wrong('checkof-grad-transforms', G('scores', temperature=2, softcap=1.5),
          ['softcap-ignored'], hg + '\nNo C*tanh(x/C), nor its slope.')
    wrong('checkof-grad-pair', G('q', causal=True), ['scale-by-d', 'no-rowsum'], hg)
    wrong('checkof-grad-gqa', P('grad', Q8, K4, V4, dO=dO8, wrt='k', h=4, g=2),
          ['gqa-modulo'], hg + '\n--heads 4 --kv-heads 2: dK sums over the '
          'query heads that read each key/value head.')
    wrong('checkof-grad-transposed', G('q'), ['transposed'], hg)
    wrong('checkof-grad-masked-rows', P('grad', Q3, K3, V3, dO=dO3, wrt='v', mask=MROW),
          ['masked-row-uniform'], hg + '\nRow 1 keeps no key: its weights 1/3 '
          'each reach dV.', also=['likely mistake (mask-finite)'])
    # the projection
    J = lambda **kw: P('project', X=XP, W=WP, B=BP, **kw)
    hp = ('X, W and B small and uneven; the expected Y = X W + b one exact sum, '
          'rounded once.')
    wrong('checkof-w-transposed', J(), ['w-transposed'], hp)
    wrong('checkof-w-transposed-option', J(transposed=True), ['w-transposed'],
          hp + '\n--transposed: W is d_out x d_in.')
    wrong('checkof-project-bias-ignored', J(), ['project-bias-ignored'], hp)
    wrong('checkof-project-pair', J(), ['project-bias-ignored', 'transposed'], hp)
    wrong('checkof-project-transposed', J(), ['transposed'], hp)
    p = J()
    E = exact(p)
    answer_case('checkof-project-right-full', p, E, csv(E), hp + ' The answer '
                'is it, in full.')
    # two mistakes that give one matrix are both named
    wrong('checkof-coincide', P('weights', QH, KH, h=2), ['scale-by-d'],
          hh + ' d_k = 2 is sqrt(4), the whole width: scale-by-d and '
          'scale-full-width give one matrix.', also=['likely mistake (scale-full-width)'])
    wrong('checkof-coincide-pair', P('weights', QH, KH, h=2),
          ['scale-by-d', 'softmax-whole-matrix'], hh + ' As checkof-coincide, '
          'with one softmax per head: both pairs are named.',
          also=['likely mistakes (scale-full-width + softmax-whole-matrix)'])
    # -s: the status alone, as cmp -s
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    right = '[0.5,0.5;0.8044296825069569,0.19557031749304307]'
    for name, args, st in [('wrong', "'[0.5,0.5;0.881,0.119]'", 1),
                           ('right', "'%s'" % right, 0),
                           ('shape', "'[1,2,3]'", 1)]:
        case('checkof-quiet-' + name, "$ATTN check --of weights %s -s %s; "
             "echo \"status $?\"" % (L, args), 'status %d' % st,
             how='Lesson 1; the right weights are the exactly rounded ones '
             '(see checkof-lesson1-no-scale).  -s writes nothing.')
    case('checkof-quiet-long', "$ATTN check --of weights %s --quiet "
         "'[0.5,0.5;0.881,0.119]'; echo \"status $?\"" % L, 'status 1')
    case('checkof-silent', "$ATTN check --of weights %s --silent "
         "'[0.5,0.5;0.881,0.119]'; echo \"status $?\"" % L, 'status 1')
    for name, ans, st in [('output-wrong', "'[0.5,0.5;0.881,0.119]'", 1),
                          ('output-right', "'%s'" % right, 0)]:
        case('checkof-quiet-' + name, "echo old >report.txt; $ATTN check --of "
             "weights %s -s -o report.txt %s; echo \"status $?\"; cat report.txt"
             % (L, ans), 'status %d\nold' % st, how='-s writes nothing: an -o '
             'FILE is neither made nor changed, whatever the status.')
    case('checkof-quiet-trouble', "$ATTN check --of weights -q '[1,x]' -k '[1,1]' "
         "-s '[1]'", err="attn check: <literal>:1: field 2, 'x', is not a number",
         status=2)
    case('checkof-quiet-grad', "$ATTN check --of grad --wrt q -q '[1,0]' -k "
         "'[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' -s '[0.3,0.1]'; echo "
         "\"status $?\"", 'status 1')


def current_masks(h):
    """A case for each mask of current models left out, and the right
    answers under them."""
    Q4 = [[1, 0, 2], [0.5, 1, -1], [2, -1, 0], [0, 1, 1]]
    V43 = [[1, 0], [0, 3], [2, 1], [-1, 0.5]]
    dO4 = [[1, 0.5], [-1, 2], [0.5, -0.25], [0.25, 1]]
    wrong('checkof-prefix-ignored', P('weights', Q3, K3, prefix=2),
          ['prefix-ignored'], h + '\n--prefix 2: keys 0 and 1 seen by every '
          'row; the answer is plain causal attention.')
    wrong('checkof-prefix-ignored-attend', P('attend', Q4, K43, V43, prefix=3,
                                             offset=-1), ['prefix-ignored'],
          h + '\n--prefix 3 --offset -1: row 0 sits at position -1 and still '
          'sees keys 0 to 2.')
    wrong('checkof-chunk-ignored', P('weights', Q4, K43, causal=True, chunk=2),
          ['chunk-ignored'], h + "\n--causal --chunk 2: Llama 4's chunked "
          'attention; the answer is plain causal attention.')
    wrong('checkof-chunk-ignored-offset', P('scores', Q4, K43, chunk=3,
                                            offset=1), ['chunk-ignored'],
          h + '\n--chunk 3 --offset 1 alone: each row sees its chunk both '
          'ways; the answer every key.')
    wrong('checkof-bidirectional-ignored', P('weights', Q4, K43,
                                             bidir=[0, 1, 1, 0]),
          ['bidirectional-ignored'], h + '\nAn image at keys 1 and 2; the '
          'answer is plain causal attention.')
    wrong('checkof-bidirectional-ignored-grad', P('grad', Q4, K43, V43,
                                                  dO=dO4, wrt='k',
                                                  bidir=[1, 1, 0, 2]),
          ['bidirectional-ignored'], h + '\nImages 1 (keys 0, 1) and 2 (key '
          '3); the expected dK each backward step exactly rounded.')
    wrong('checkof-lower-right-top-left', P('weights', Q23, K43,
                                            lower_right=True),
          ['offset-ignored'], h + '\n2 queries, 4 keys: --causal=lower-right '
          'is offset 2; the answer top-left, as is_causal=True has it.')
    wrong('checkof-chunk-pair', P('weights', Q4, K43, causal=True, chunk=2),
          ['chunk-ignored', 'exp2'], h + '\nTwo slips at once, in two steps.')
    for name, p in [('prefix', P('attend', Q4, K43, V43, prefix=2)),
                    ('chunk', P('weights', Q4, K43, causal=True, chunk=3,
                                offset=2)),
                    ('bidirectional', P('scores', Q4, K43,
                                        bidir=[2, 0, 2, 2])),
                    ('lower-right', P('attend', Q23, K43, V43,
                                      lower_right=True, prefix=1))]:
        E = exact(p)
        answer_case('checkof-%s-right' % name, p, E, csv(E),
                    h + ' The answer is the exactly rounded one, in full.')


def typed(name, p, rows, how, prec=3, expect=None):
    """A case of an answer typed as ROWS (lists of the strings a student
    writes), read by its digits."""
    text = ''.join(','.join(r) + '\n' for r in rows)
    A = np.array([[float(f) for f in r] for r in rows])
    return answer_case(name, p, A, text, how, prec=prec, expect=expect)


def digits_cases():
    """The rules of the digits written, each where the old rule (a whole
    unit of the last digit, a bare whole number exact) was wrong."""
    p = P('weights', L1Q, L1K)
    h = ('Lesson 1 (05-02): the right weights are 0.5, 0.5 and 0.8044, '
         '0.1956 (mpmath).')
    typed('checkof-digits-half-unit', p, [['0.4', '0.6'], ['0.9', '0.1']],
          h + ' Every cell is wrong by more than half a unit of its last '
          'digit (0.05): not rounding, and no mistake gives it.',
          expect='no common mistake')
    typed('checkof-digits-no-pair', p, [['0.50', '0.50'], ['0.90', '0.10']],
          h + ' scale-by-d then 10^s gives 0.909 and 0.0909 in row 1, which '
          'do not read as 0.90 and 0.10 (half a unit is 0.005): no pair.',
          expect='no common mistake')
    q = P('weights', [[1, 0], [0, 2]], L1K)
    typed('checkof-digits-bare-at-finest', q, [['0.5', '0.5'], ['1', '0']],
          'Q = [1,0;0,2]: the weights without the scale are 0.5, 0.5 and '
          '0.982, 0.018 (numpy); the right ones 0.5, 0.5 and 0.944, 0.056.  '
          'The bare 1 and 0 are read at the finest digit written elsewhere, '
          'the tenths: 0.982 reads as 1, 0.018 as 0, 0.944 does not.  '
          'Scores times sqrt(2) (0.9965) and 10^s (0.9985) read as 1 too, '
          'and are named as well.',
          expect='likely mistake (no-scale)')
    s = P('scores', L1Q, L1K)
    typed('checkof-digits-bare-units', s, [['1', '1'], ['1', '-1']],
          'Lesson 1\'s scores are 0.7071 and -0.7071 (mpmath).  No cell has '
          'a point, so each is read at its units: 0.7071 reads as 1, and the '
          'answer is right to the digits written.', expect='right to the digits written')
    e = [[1, 0], [0, 1]]
    typed('checkof-digits-significant', P('weights', [[10, 0], [0, 1]], e),
          [['1', '4.540e-05'], ['0.2689', '0.7311']],
          'Q = [10,0;0,1], K = I: the weights without the scale are '
          '0.99995460, 4.5398e-05 and 0.26894, 0.73106; the right ones '
          '0.99915, 0.00084860 and 0.33024, 0.66976 (mpmath).  Written in '
          'four significant digits, as -p 4 writes them, 0.99995460 is "1": '
          'an exponent says so, and the bare 1 is read at the fourth '
          'digit, 1.000 (half a unit 5e-4), not at the finest unit written '
          'elsewhere (1e-8), which no value but 1 itself would meet.',
          expect='likely mistake (no-scale)')
    typed('checkof-digits-significant-right', P('weights', [[20, 0], [0, 1]],
                                                e),
          [['1', '7.214e-07'], ['0.3302', '0.6698']],
          'Q = [20,0;0,1], K = I: the right weights are 0.99999928, '
          '7.2135e-07 and 0.33024, 0.66976 (mpmath), here in four '
          'significant digits: right to the digits written.',
          expect='right to the digits written')
    typed('checkof-digits-one-hot', p, [['1', '0'], ['1', '0']],
          h + ' An answer of bare 0s and 1s alone is read exactly: 1 is not '
          '0.8044 rounded, and no mistake gives a 1 in row 0, whose two '
          'scores tie.', expect='no common mistake')


def lse_part(Q, K, V, h=1):
    """What attend --lse writes over keys K (and V): per row, each head's
    O exactly rounded, then each head's LSE ln sum_j e^s_j, exactly
    rounded (mpmath), from the exactly rounded scores."""
    p = P('attend', Q, K, V, h=h)
    O = exact(p)
    rows = []
    for i in range(p.nq):
        ls = []
        for hh in range(h):
            S, T, w = forward(p, i, hh)
            m = max(T)
            ls.append(rnd(mpf(m) + mp.log(sum(mexp(mpf(x) - mpf(m)) for x in T))))
        rows.append(list(O[i]) + ls)
    return rows


# The keys of check --json's object, in attn-check(1)'s order: every one
# is there whatever the verdict, null where it has no value.
JSON_KEYS = ['status', 'verdict', 'rule', 'of', 'atol', 'rtol', 'decimals',
             'dtype', 'accumulate', 'recipe', 'block', 'sum_order', 'tf32',
             'factor', 'ulps',
             'cells', 'differing', 'shapes', 'largest', 'reference', 'bound',
             'ratio', 'mismatched', 'greatest_absolute', 'greatest_relative',
             'differing_cells', 'summary', 'localisation', 'mistakes', 'error']


def json_text(o):
    """O (a dict of JSON_KEYS' values, as JSON text, None for null) as
    check writes it: every key, in order."""
    return '{' + ','.join('"%s":%s' % (k, 'null' if o.get(k) is None else o[k])
                          for k in JSON_KEYS) + '}'


def json_report(p, ans, units, status_line=None):
    """What attn check --of ... --json writes: the report and the mistakes
    of report(), as one JSON object, numbers in full (R) and inf, nan as
    strings; rounding is the verdict's, not a mistake."""
    half, p.decimals = reading(ans, units)
    E = exact(p)
    text, st = report(p, ans, units, 6)
    lines = text.split('\n')
    j = lambda x: R(x) if math.isfinite(x) else '"%s"' % R(x)
    cells, worst, wi, near = [], 0.0, 0, 0.0
    for i, (b, a) in enumerate(zip(E.ravel(), ans.ravel())):
        d = abs(a - b)
        if cell_right(p, a, b, half.ravel()[i], units.ravel()[i]):
            near = max(near, d); continue
        if not cells or d > worst: worst, wi = d, i
        cells.append((b, a, d, i))
    summary = [l for l in lines if re.match(
        r'(\d+ of \d+ cells differ|all \d+ cells close|right to the digits)', l)][-1]
    found, rounding = [], False
    for l in lines:
        if not l.startswith('likely mistake'): continue
        head, _, words = l.partition('): ')
        mid = head.partition('(')[2]
        if mid == 'rounding':
            rounding = True
            continue
        ids = mid.split(' + ')
        found.append('{"id":"%s","ids":[%s],"words":"%s","kind":"mistake"}' % (
            mid, ','.join('"%s"' % x for x in ids), words))
    verdict = (('right' if by_digits(p) else 'close') if not cells else
               'rounding' if rounding else 'wrong')
    where = (lambda i: '"row":%d,"column":%d' % (i // E.shape[1], i % E.shape[1]))
    o = {'status': str(st), 'verdict': '"%s"' % verdict,
         'rule': '"%s"' % ('digits' if by_digits(p) else 'tolerance'),
         'of': '"%s"' % p.of, 'atol': j(p.atol), 'rtol': j(p.rtol),
         'decimals': None if p.need is None else str(p.need),
         'cells': str(E.size), 'differing': str(len(cells)),
         'largest': '{"difference":%s,%s,"ulps":null}' % (
             j(worst if cells else near),
             where(wi) if cells else '"row":null,"column":null'),
         'differing_cells': '[' + ','.join(
             '{"expected":%s,"got":%s,"difference":%s,"ulps":null,%s}' % (
                 j(b), j(a), j(d), where(i)) for b, a, d, i in cells[:20]) + ']',
         'summary': '"%s"' % summary, 'mistakes': '[' + ','.join(found) + ']'}
    return json_text(o), st


def third_catalogue(h):
    """A case for each mistake of the third catalogue, and for --of apply,
    --of merge and the grader's options."""
    hh = h + '\n--heads 2: head 0 owns columns 0-1, head 1 columns 2-3.'
    QH = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
    KH = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
    Q4 = Q3 + [[1, 1, 1, 1]]
    K4k = K3 + [[0, 0, 1, 2]]
    # the scores
    wrong('checkof-scale-by-sqrt-nk', P('weights', Q23, K43), ['scale-by-sqrt-nk'],
          h + '\nd_k = 3, n_k = 4.')
    wrong('checkof-scores-rounded', P('weights', Q23, K33), ['scores-rounded'],
          h + '\nd_k = 3: the scores rounded to 2 decimals (C\'s round, halves '
          'away from 0; no score is a tie, so halves to even is not tried), '
          'then the softmax, written to 4.', variants=[1])
    wrong('checkof-scores-rounded-even', P('weights', Q3, K3), ['scores-rounded'],
          h + '\nThe scores, multiples of 0.25, rounded to 1 decimal as numpy '
          'rounds, halves to even: 0.25 to 0.2, 0.75 to 0.8.', variants=[1])
    wrong('checkof-scores-rounded-attend', P('attend', Q3, K3, V3), ['scores-rounded'],
          h + '\nThe scores rounded to 1 decimal before the softmax.')
    wrong('checkof-window-loose', P('weights', Q4, K4k, window=(1, 1)),
          ['window-loose'], h + '\n--window 1,1 kept as 2,2.')
    wrong('checkof-window-strict', P('weights', Q4, K4k, window=(2, 1)),
          ['window-strict'], h + '\n--window 2,1 kept as 1,0.')
    wrong('checkof-window-strict-causal', P('weights', Q4, K4k, window=(2, 0),
                                            causal=True),
          ['window-strict'], h + '\n--window 2 with --causal: one key fewer '
          'before the diagonal, 1.')
    ha = hh + ' --alibi: the paper\'s slopes for 2 heads, 1/16 and 1/256.'
    wrong('checkof-alibi-slopes-from-0', P('weights', QH, KH, h=2, alibi=True),
          ['alibi-slopes-from-0'], ha + '  From 0: 1 and 1/16.')
    wrong('checkof-alibi-slopes-reversed', P('weights', QH, KH, h=2, alibi=True),
          ['alibi-slopes-reversed'], ha + '  Reversed: 1/256 and 1/16.')
    wrong('checkof-alibi-signed-distance', P('weights', Q3, K3, slopes=[0.5]),
          ['alibi-signed-distance'], h + '\n--alibi-slopes 0.5 and no causal '
          'mask: the keys after the diagonal get +0.5 (j - i).')
    wrong('checkof-alibi-scaled', P('attend', Q3, K3, V3, slopes=[0.5]),
          ['alibi-scaled'], h + '\n--alibi-slopes 0.5, the term scaled by '
          '1/sqrt(4) too.')
    # the softmax
    wrong('checkof-argmax', P('weights', Q3, K3), ['argmax'], h)
    typed('checkof-argmax-one-hot', P('weights', Q3, K3),
          [['0', '0', '1'], ['1', '0', '0'], ['0', '1', '0']],
          h + '\nThe one-hot at each row\'s largest score, written as bare 0s '
          'and 1s, read exactly.', expect='likely mistake (argmax)')
    wrong('checkof-bias-after-softmax', P('weights', Q3, K3, bias=BF),
          ['bias-after-softmax'], h + '\nThe bias on the weights, each row '
          'then divided by its sum.')
    wrong('checkof-bias-after-softmax-plain', P('weights', Q3, K3, bias=BF),
          ['bias-after-softmax'], h + '\nThe bias on the weights, not '
          'renormalised.', variants=[1])
    wrong('checkof-softcap-no-inner-division', P('weights', Q3, K3, softcap=2),
          ['softcap-no-inner-division'], h + '\n--softcap 2: 2 tanh(s), not '
          '2 tanh(s / 2).')
    hs = h + '\n--sinks 0.5: e^0.5 one more term of each row\'s sum.'
    wrong('checkof-sinks-ignored', P('weights', Q3, K3, sinks=[0.5]),
          ['sinks-ignored'], hs)
    wrong('checkof-sink-in-numerator', P('weights', Q3, K3, sinks=[0.5]),
          ['sink-in-numerator'], hs)
    wrong('checkof-sink-kept-as-column', P('weights', Q3, K3, sinks=[0.5]),
          ['sink-kept-as-column'], hs + '  The sink\'s weight a fourth column.')
    wrong('checkof-sink-not-exponentiated', P('attend', Q3, K3, V3, sinks=[2]),
          ['sink-not-exponentiated'], h + '\n--sinks 2: 2, not e^2, added to '
          'the sum.')
    # the output
    wrong('checkof-heads-averaged', P('attend', QH, KH, V4, h=2),
          ['heads-averaged'], hh)
    wrong('checkof-heads-reversed', P('attend', QH, KH, V4, h=2),
          ['heads-reversed'], hh)
    wrong('checkof-gqa-all-on-first', P('attend', Q8, K4, V4, h=4, g=2),
          ['gqa-all-on-first@output'], h + '\n--heads 4 --kv-heads 2: every '
          'query head\'s output from V\'s first block.')
    wrong('checkof-heads-interleaved-joined', P('attend', QH, KH, V4, h=2),
          ['heads-interleaved@output'], hh + ' Q, K and V cut strided, and O '
          'joined so too.')
    wrong('checkof-values-times-weights', P('attend', Q3, K3, V3),
          ['values-times-weights'], h + '\nn_q = n_k = d_v = 3.')
    # --of apply: the weights given
    A3 = [[0.5, 0.25, 0.25], [0.1, 0.6, 0.3], [0.2, 0.2, 0.6]]
    ap = h + '\nThe weights A given: O = A V, exactly rounded (mpmath).'
    wrong('checkof-apply-weights-transposed', P('apply', V=V3, A=A3),
          ['weights-transposed'], ap)
    wrong('checkof-apply-values-times-weights', P('apply', V=V3, A=A3),
          ['values-times-weights'], ap)
    AH = [[0.5, 0.25, 0.25, 0.1, 0.6, 0.3], [0.2, 0.2, 0.6, 0.7, 0.2, 0.1]]
    wrong('checkof-apply-heads-reversed', P('apply', V=V4, A=AH, h=2),
          ['heads-reversed'], ap + '  --heads 2.')
    wrong('checkof-apply-heads-interleaved', P('apply', V=V4, A=AH, h=2),
          ['heads-interleaved@output'], ap + '  --heads 2: V cut strided, O '
          'joined so.')
    p = P('apply', V=V3, A=A3)
    E = exact(p)
    answer_case('checkof-apply-right-full', p, E, csv(E), ap + '  The answer '
                'is it, in full.')
    # the backward pass
    G = lambda wrt, **kw: P('grad', Q3, K3, V3, dO=dO3, wrt=wrt, **kw)
    hg = h + '\nThe expected gradient: each backward step exactly rounded (mpmath).'
    wrong('checkof-da-not-transposed', G('scores'), ['da-not-transposed'],
          hg + '\nd_v = n_k = 3: dO V has the shape of dO V^T.')
    wrong('checkof-rowsum-sign', G('scores'), ['rowsum-sign'], hg)
    wrong('checkof-rowsum-columns', G('q'), ['rowsum-columns'], hg)
    wrong('checkof-grad-scale-twice', G('k'), ['grad-scale-twice'], hg)
    wrong('checkof-dk-not-transposed', G('k'), ['dk-not-transposed'], hg)
    wrong('checkof-gqa-grad-one-head', P('grad', Q8, K4, V4, dO=dO8, wrt='k',
                                         h=4, g=2),
          ['gqa-grad-one-head'], hg + '\n--heads 4 --kv-heads 2: dK of each '
          'key/value head from its first query head.')
    wrong('checkof-gqa-grad-averaged', P('grad', Q8, K4, V4, dO=dO8, wrt='v',
                                         h=4, g=2),
          ['gqa-grad-averaged'], hg + '\n--heads 4 --kv-heads 2: dV averaged '
          'over the two query heads of each.')
    # the projection
    J = lambda **kw: P('project', X=XP, W=WP, B=BP, **kw)
    hp = ('X, W and B small and uneven; the expected Y = X W + b one exact sum, '
          'rounded once.')
    wrong('checkof-project-bias-subtracted', J(), ['project-bias-subtracted'], hp)
    wrong('checkof-project-bias-first', J(), ['project-bias-first'], hp)
    wrong('checkof-project-bias-twice', J(), ['project-bias-twice'], hp)
    # rope
    X34 = [[1, 2, 0.5, -1], [0.5, -1, 2, 1], [3, 0, 1, -2]]
    X44 = X34 + [[-1, 0.5, 1, 2]]
    X36 = [[1, 2, 0.5, -1, 2, 1], [0.5, -1, 2, 1, 0, -2], [3, 0, 1, -2, 1, 1]]
    X38 = [r + [-x for x in reversed(r)] for r in X34]
    T = lambda **kw: P('rope', X=X34, **kw)
    hr = ('X small and uneven, row i at position i; the expected rows '
          'each pair turned by the real angle p B^(-2t/R), every output '
          'exactly rounded (mpmath, tests/lib/rotary.py).')
    wrong('checkof-rope-degrees', T(base=100), ['rope-degrees'], hr + '\n--base 100.')
    for v, name in enumerate(['t', '4t', 't1']):
        wrong('checkof-rope-frequency-exponent-' + name, T(base=100),
              ['rope-frequency-exponent'], hr + '\n--base 100.', variants=[v])
    wrong('checkof-rope-base-default', T(base=100), ['rope-base-default'],
          hr + '\n--base 100, turned with 10000.')
    wrong('checkof-rope-rotary-dim-ignored', P('rope', X=X36, rdim=4, base=100),
          ['rope-rotary-dim-ignored'], hr + '\n--rotary-dim 4 of 6, all 6 '
          'turned.')
    wrong('checkof-rope-heads-ignored', P('rope', X=X38, h=2, base=100),
          ['rope-heads-ignored'], hr + '\n--heads 2 of 4 columns, turned as '
          'one head of 8.')
    wrong('checkof-rope-offset-ignored', T(offset=3), ['rope-offset-ignored'],
          hr + '\n--offset 3, the rows at 0, 1, 2.')
    wrong('checkof-rope-segments-ignored', P('rope', X=X44, segments=[0, 0, 1, 1]),
          ['rope-segments-ignored'], hr + '\n--segments 0, 0, 1, 1: positions '
          '0, 1, 0, 1, not 0, 1, 2, 3.')
    wrong('checkof-rope-cos-only', T(), ['rope-cos-only'], hr)
    # --of merge: the parts as attend --lse writes them
    QM = [[1, 0, 2], [0.5, 1, -1]]
    P1 = lse_part(QM, K33[:2], V3[:2])
    P2 = lse_part(QM, K33[2:], V3[2:])
    hm = ('Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as '
          'attend --lse writes them (O then L, exactly rounded); the expected '
          'merge exactly rounded from their doubles (mpmath).')
    M = lambda lse=False: P('merge', parts=[P1, P2], lse=lse)
    wrong('checkof-merge-average', M(), ['merge-average'], hm)
    wrong('checkof-merge-sum', M(), ['merge-sum'], hm)
    wrong('checkof-merge-no-rescale', M(), ['merge-no-rescale'], hm)
    wrong('checkof-merge-lse-base2', M(lse=True), ['merge-lse-base2'],
          hm + '\nThe answer has the merged LSE after O, as merge --lse writes it.')
    p = M(lse=True)
    E = exact(p)
    answer_case('checkof-merge-right-full', p, E, csv(E), hm + '  The answer is '
                'the merge with its LSE, in full.')
    # the grader's options
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    p = P('weights', L1Q, L1K)
    ans, un = np.array([[0.5, 0.5], [0.881, 0.119]]), np.array([[0.1, 0.1], [0.001, 0.001]])
    text, st = report(p, ans, un, 6, brief=True)
    case('checkof-brief', "$ATTN check --of weights %s --brief "
         "'[0.5,0.5;0.881,0.119]'" % L, text, status=st,
         how='Lesson 1 without the scale: the summary and the mistake alone.')
    js, st = json_report(p, ans, un)
    case('checkof-json', "$ATTN check --of weights %s --json "
         "'[0.5,0.5;0.881,0.119]'" % L, js, status=st,
         how='Lesson 1 without the scale: the report as one JSON object, its '
         'numbers in full (mpmath, as checkof-lesson1-no-scale).')
    ansr = np.array([[0.5, 0.5], [0.804, 0.196]])
    unr = np.array([[0.1, 0.1], [0.001, 0.001]])
    js, st = json_report(p, ansr, unr)
    case('checkof-json-digits', "$ATTN check --of weights %s --json "
         "'[0.5,0.5;0.804,0.196]'" % L, js, status=st,
         how='The lesson\'s rounded weights: right to the digits written, '
         'status 0, in JSON.')
    js, st = json_report(P('weights', L1Q, L1K, strict=True), ansr, unr)
    case('checkof-json-rounding', "$ATTN check --of weights %s --strict --json "
         "'[0.5,0.5;0.804,0.196]'" % L, js, status=st,
         how='The lesson\'s rounded weights under --strict: the tolerance '
         'decides, rounding is the verdict, in JSON.')
    E = exact(p)
    js, st = json_report(p, E, np.full((2, 2), 1e-16))
    case('checkof-json-right', "$ATTN check --of weights %s --json '%s'" % (
         L, lit(E)), js, status=st, how='The exactly rounded weights: status 0, '
         'no mistake.')
    # more than 20 cells: the first 20, then how many more; --all: all
    Q = [[(i * 7 % 5) - 2, (i * 3 % 4) - 1] for i in range(11)]
    K = [[1, 0.5], [-0.5, 1]]
    p = P('weights', Q, K)
    E = exact(p)
    A = np.array([[float(f4(x)) for x in r] for r in E]) + 0.01
    text = csv(A, f4)
    un = np.full(A.shape, 1e-4)
    out, st = report(p, A, un, 6)
    assert '... and 2 more' in out
    case('checkof-cap', p.command(extra='-p 6'), out, status=st,
         files=dict(p.files(), **{'answer.csv': text}),
         how='22 cells, each 0.01 off the right weights (mpmath): 20 listed, '
         'then how many more.')
    out, st = report(p, A, un, 6, listed=None)
    case('checkof-cap-all', p.command(extra='-p 6 --all'), out, status=st,
         files=dict(p.files(), **{'answer.csv': text}),
         how='As checkof-cap, with --all: every cell listed.')
    # the digits of the report: 6 unless -p or --fixed
    out, st = report(P('weights', L1Q, L1K), ans, un[:2, :2] * 0 + np.array(
        [[0.1, 0.1], [0.001, 0.001]]), 6)
    case('checkof-digits-default', "$ATTN check --of weights %s "
         "'[0.5,0.5;0.881,0.119]'" % L, out, status=st,
         how='Without -p the report writes 6 significant digits.')
    # the new stages' usage
    U = ' (see attn check --help)'
    for name, args, msg in [
        ('apply-no-a', "--of apply -v '[1]' '[1]'", '--of apply needs -a A, the weights'),
        ('apply-no-v', "--of apply -a '[1]' '[1]'", '--of apply needs -v V, the values'),
        ('apply-q', "--of apply -a '[1]' -v '[1]' -q '[1]' '[1]'",
         '-q is for --of scores, weights, attend and grad, not --of apply'),
        ('apply-causal', "--of apply -a '[1]' -v '[1]' --causal '[1]'",
         '--causal is for --of scores, weights, attend and grad, not --of apply'),
        ('apply-sinks', "--of apply -a '[1]' -v '[1]' --sinks '[1]' '[1]'",
         '--sinks is for --of weights, attend, grad and merge, not --of apply'),
        ('attend-a', "--of attend " + L + " -v '[1;1]' -a '[1]' '[1]'",
         '-a is for --of apply, not --of attend'),
        ('no-of-a', "-a '[1]' '[1]' '[1]'", '-a is for check --of STAGE'),
        ('merge-two', "--of merge '[1,0]' '[1,0]'",
         '--of merge takes two parts or more, then ANSWER'),
        ('merge-v', "--of merge -v '[1]' '[1,0]' '[1,0]' '[1]'",
         '-v is for --of attend, apply and grad, not --of merge'),
        ('merge-kv-heads', "--of merge --kv-heads 1 '[1,0]' '[1,0]' '[1]'",
         '--kv-heads is for --of scores, weights, attend, apply and grad, not '
         '--of merge'),
        ('merge-causal', "--of merge --causal '[1,0]' '[1,0]' '[1]'",
         '--causal is for --of scores, weights, attend and grad, not --of merge'),
    ]:
        case('checkof-usage-' + name, '$ATTN check ' + args,
             err='attn check: ' + msg + U, status=2)


def fifth_round(h):
    """The slips people make that the catalogue gained in the fifth round,
    each with its wrong answer made by this file's numpy; pairs within a
    step; values written down rounded along the way; and --of project's
    backward pass."""
    QH = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
    KH = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
    W = lambda **kw: P('weights', Q3, K3, **kw)
    W3 = lambda **kw: P('weights', Q23 + [[2, -1, 0.5]], K33, **kw)
    wrong('checkof-scale-rounded', W3(), ['scale-rounded'], h + '\nd_k = 3: '
          'sqrt(3) = 1.73205 written 2, and the dot products divided by it '
          '(1/sqrt(3) written 1 is no-scale, not tried).')
    wrong('checkof-scale-rounded-inverse', W3(), ['scale-rounded'], h + '\nd_k '
          '= 3: 1/sqrt(3) = 0.57735 written 0.6.', variants=[1])
    wrong('checkof-scores-transposed', W(), ['scores-transposed'], h)
    wrong('checkof-gqa-all-on-first-keys', P('weights', Q8, K4, h=4, g=2),
          ['gqa-all-on-first'], h + '\n--heads 4 --kv-heads 2: every query '
          'head on K\'s first block.')
    wrong('checkof-window-dropped-causal-kept',
          P('weights', Q3 + [[1, 1, 1, 1]], K3 + [[0, 0, 1, 2]], causal=True,
            window=(1, 0)), ['window-ignored'], h + '\n--causal --window 1,0: '
          'row 3 keeps keys 2 and 3, not 0 to 3.')
    wrong('checkof-mask-added', W(causal=True), ['mask-added'], h)
    wrong('checkof-sigmoid', W(), ['sigmoid'], h)
    wrong('checkof-softmax-across-heads', P('weights', QH, KH, h=2),
          ['softmax-across-heads'], h + '\n--heads 2: one softmax over each '
          'row\'s 6 scores.')
    wrong('checkof-softmax-sum-broadcast', W(), ['softmax-sum-broadcast'], h)
    wrong('checkof-exp-rounded', W(), ['exp-rounded'], h + '\nEach e^s to 2 '
          'decimals, by hand.', variants=[2])
    wrong('checkof-sum-rounded', W(), ['sum-rounded'], h + '\nEach sum to 1 '
          'decimal, by hand.', variants=[1])
    wrong('checkof-scale-after-softmax', W(), ['scale-after-softmax'], h)
    wrong('checkof-temperature-after-softmax', W(temperature=2),
          ['temperature-after-softmax'], h + '\n--temperature 2.')
    wrong('checkof-temperature-on-bias', W(temperature=2, bias=BF),
          ['temperature-on-bias'], h + '\n--temperature 2 and a finite bias.')
    wrong('checkof-values-times-weights-shapes',
          P('attend', Q23, K43, [[1, 0], [0, 3], [2, 1], [-1, 0.5]]),
          ['values-times-weights'], h + '\nn_q = d_v = 2, n_k = 4: V A is 4 '
          'x 4, not the 2 x 2 of A V.')
    G = lambda wrt, **kw: P('grad', Q3, K3, V3, dO=dO3, wrt=wrt, **kw)
    wrong('checkof-softmax-backward-diagonal', G('scores'),
          ['softmax-backward-diagonal'], h + '\n--wrt scores: dS.')
    wrong('checkof-softmax-backward-diagonal-q', G('q'),
          ['softmax-backward-diagonal'], h + '\n--wrt q: dQ = c dS K.')
    wrong('checkof-da-rounded', G('q'), ['da-rounded'], h + '\n--wrt q: dA '
          'to 1 decimal.', variants=[1])
    wrong('checkof-ds-rounded', G('k'), ['ds-rounded'], h + '\n--wrt k: dS '
          'to 2 decimals.', variants=[2])
    # pairs within a step, and a value rounded with a slip
    wrong('checkof-pair-columns-percent', W(), ['softmax-columns', 'percent'],
          h + '\nTwo slips of the softmax: its axis, and the weights as '
          'percentages.')
    wrong('checkof-pair-scale-rounded-columns', W3(),
          ['scale-rounded', 'softmax-columns'], h)
    wrong('checkof-pair-exp-rounded-no-scale', W(), ['no-scale', 'exp-rounded'],
          h + '\nNo scale, and each e^s to 1 decimal.', variants=[0, 1])
    wrong('checkof-pair-diagonal-no-scale', G('q'),
          ['softmax-backward-diagonal', 'grad-no-scale'], h + '\nTwo slips of '
          'the backward step.')
    # rope's cos and sin, the merged LSE
    X34 = [[1, 2, 0.5, -1], [0.5, -1, 2, 1], [3, 0, 1, -2]]
    wrong('checkof-rope-cos-sin-swapped', P('rope', X=X34),
          ['rope-cos-sin-swapped'], h)
    QM = [[1, 0, 2], [0.5, 1, -1]]
    P1 = lse_part(QM, K33[:2], V3[:2])
    P2 = lse_part(QM, K33[2:], V3[2:])
    M = lambda lse=True: P('merge', parts=[P1, P2], lse=lse)
    hm = h + '\nTwo parts of the keys, as attend --lse writes them.'
    wrong('checkof-merge-lse-max', M(), ['merge-lse-max'], hm)
    wrong('checkof-merge-lse-sum', M(), ['merge-lse-sum'], hm)
    wrong('checkof-merge-lse-mean', M(), ['merge-lse-mean'], hm)
    wrong('checkof-merge-lse-mean-o', M(False), ['merge-lse-mean'], hm + '\nThe '
          'answer has O alone, rescaled by the wrong L.')
    wrong('checkof-merge-lse-base2-as-natural', M(), ['merge-lse-base2'], hm +
          '\nThe LSEs in base 2, as Triton keeps them, merged with ln and e.',
          variants=[1])
    project_back_cases(h)


def project_back_cases(h):
    """--of project --dout dY --wrt x|w|b: the backward pass, its slips
    and its right answers."""
    dY = [[1, -0.5, 2], [0.5, 1, -1], [-2, 0.25, 1]]
    J = lambda wrt, **kw: P('project', X=XP, W=WP, B=BP, dO=dY, wrt=wrt, **kw)
    hp = h + '\n--dout dY: the backward pass of x W + b.'
    wrong('checkof-dx-not-transposed', J('x'), ['dx-not-transposed'], hp)
    wrong('checkof-dw-transposed', J('w'), ['dw-transposed'], hp, also=[
        'likely mistake (transposed)'])
    wrong('checkof-dw-transposed-layout', J('w', transposed=True),
          ['dw-transposed'], hp + '\n--transposed: dW laid out d_out x d_in.',
          also=['likely mistake (transposed)'])
    wrong('checkof-db-mean', J('b'), ['db-mean'], hp)
    for wrt in 'xwb':
        p = J(wrt)
        E = exact(p)
        answer_case('checkof-project-back-right-%s' % wrt, p, E, csv(E), hp +
                    ' The answer is d%s exactly rounded (mpmath), in full.' %
                    wrt.upper().replace('B', 'b'))


def right_answers():
    """A right answer passes: the exactly rounded answer written to 1 to 4
    decimals is right to the digits written, status 0; --strict and --atol
    judge by the tolerance (rounding, status 1); --decimals N asks for N
    decimals or more in every cell; and their usage errors."""
    p = P('weights', Q3, K3, causal=True)
    E = exact(p)
    how = ('The exactly rounded weights (mpmath), written with %.{k}f: every '
           'cell reads as the right value, to the digits written.')
    for k in (1, 2, 3, 4):
        text = csv(E, ('fixed', k))
        A = np.array([[float(f) for f in l.split(',')] for l in text.split()])
        answer_case('checkof-right-%d-decimals' % k, p, A, text,
                    how.replace('{k}', str(k)))
    text = csv(E, ('fixed', 2))
    A = np.array([[float(f) for f in l.split(',')] for l in text.split()])
    answer_case('checkof-right-strict', P('weights', Q3, K3, causal=True,
                                          strict=True), A, text,
                how.replace('{k}', '2') + ' --strict: the tolerance decides, '
                'rounding, status 1.', expect='likely mistake (rounding)')
    answer_case('checkof-right-atol', P('weights', Q3, K3, causal=True,
                                        atol=1e-3), A, text,
                how.replace('{k}', '2') + ' --atol 1e-3: the tolerance '
                'decides, rounding, status 1.', expect='likely mistake (rounding)')
    answer_case('checkof-right-decimals-more', P('weights', Q3, K3, causal=True,
                                                 need=3), A, text,
                how.replace('{k}', '2') + ' --decimals 3: each cell needs 3 '
                'decimals: status 1.', expect='likely mistake (rounding)')
    answer_case('checkof-right-decimals', P('weights', Q3, K3, causal=True,
                                            need=2), A, text,
                how.replace('{k}', '2') + ' --decimals 2: right, status 0.')
    wrongly = csv(E, ('fixed', 2)).replace('0.', '0.9', 1)
    A = np.array([[float(f) for f in l.split(',')] for l in wrongly.split()])
    answer_case('checkof-right-one-cell-wrong', p, A, wrongly,
                how.replace('{k}', '2') + ' with one cell changed by hand: '
                'that cell alone differs.')
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.80,0.20]'"
    U = ' (see attn check --help)'
    for name, args, msg in [
        ('strict-atol', '--strict --atol 1e-3', '--strict and --atol are two '
         'rules: give one'),
        ('strict-rtol', '--rtol 0 --strict', '--strict and --rtol are two '
         'rules: give one'),
        ('decimals-big', '--decimals 18', '--decimals takes a whole number '
         'from 0 to 17, not \'18\''),
        ('decimals-word', '--decimals two', '--decimals takes a whole number '
         'from 0 to 17, not \'two\''),
        ('decimals-negative', '--decimals -1', '--decimals takes a whole '
         'number from 0 to 17, not \'-1\''),
        ('strict-plain', None, '--strict is for check --of STAGE'),
        ('decimals-dtype', '--decimals 2 --dtype bf16', '--decimals is not '
         'taken with --dtype: the verdict\'s rule says how close')]:
        cmd = ("$ATTN check --strict '[1]' '[1]'" if args is None else
               '$ATTN check --of weights %s %s' % (args, L))
        case('checkof-usage-' + name, cmd, '', 'attn check: ' + msg + U, 2)


def rope_catalogue():
    """--of rope: a case for each of its mistakes, with its options."""
    X34 = [[1, 2, 0.5, -1], [0.5, -1, 2, 1], [3, 0, 1, -2]]
    X44 = X34 + [[-1, 0.5, 1, 2]]
    X36 = [[1, 2, 0.5, -1, 2, 1], [0.5, -1, 2, 1, 0, -2], [3, 0, 1, -2, 1, 1]]
    X38 = [r + [-x for x in reversed(r)] for r in X34]
    T = lambda **kw: P('rope', X=X34, **kw)
    h = ('X small and uneven, row i at position i; the expected rows '
         'each pair turned by the real angle p B^(-2t/R), every output '
         'exactly rounded (mpmath, tests/lib/rotary.py).')
    wrong('checkof-rope-other-pairing', T(), ['rope-other-pairing'], h)
    wrong('checkof-rope-other-pairing-interleaved', T(interleaved=True),
          ['rope-other-pairing'], h + '\n--interleaved, turned as --half.')
    wrong('checkof-rope-inverse', T(), ['rope-inverse'], h)
    wrong('checkof-rope-inverse-option', T(inverse=True), ['rope-inverse'],
          h + '\n--inverse, turned forward all the same.')
    wrong('checkof-rope-positions-from-1', T(base=100), ['rope-positions-from-1'],
          h + '\n--base 100: theta = 1 and 0.1.')
    wrong('checkof-rope-positions-from-1-offset', T(offset=3),
          ['rope-positions-from-1'], h + '\n--offset 3: positions 3, 4, 5.')
    wrong('checkof-rope-segments', P('rope', X=X44, segments=[0, 0, 1, 1]),
          ['rope-positions-from-1'], h + '\nFour rows, --segments 0, 0, 1, 1: '
          'positions 0, 1, 0, 1.')
    wrong('checkof-rope-heads', P('rope', X=X38, h=2), ['rope-other-pairing'],
          h + '\n--heads 2: each head\'s 4 columns turned alike.')
    wrong('checkof-rope-rotary-dim', P('rope', X=X36, rdim=4, base=100),
          ['rope-inverse'], h + '\n--rotary-dim 4 of 6: the last two columns '
          'pass through.')
    wrong('checkof-rope-transposed', T(), ['transposed'], h)
    wrong('checkof-rope-pair', P('rope', X=X44), ['rope-inverse', 'transposed'],
          h + '\nFour rows of 4: the transpose has the same shape.')
    p = T()
    E = exact(p)
    answer_case('checkof-rope-right-full', p, E, csv(E), h + ' The answer is '
                'them, in full.')
    A = np.array([[float(f4(x)) for x in r] for r in E])
    answer_case('checkof-rope-right-rounded', p, A, csv(E, f4), h + ' The '
                'answer is them, written with %.4f.', expect='right to the digits written')


def rope_scaling_catalogue():
    """--of rope with the newest options: a case for each mistake of the
    scalings, --positions and --head-dim, the right answer at 1 to 4
    decimals, and noise."""
    X34 = [[1, 2, 0.5, -1], [0.5, -1, 2, 1], [3, 0, 1, -2]]
    X38 = [r + [-x for x in reversed(r)] for r in X34]
    T = lambda **kw: P('rope', X=X34, base=100, **kw)
    W = lambda **kw: P('rope', X=X38, base=100, **kw)
    LIN = {'type': 'linear', 'factor': 4}
    DYN = {'type': 'dynamic', 'factor': 2, 'orig': 2, 'seq': 3}
    YARN = {'type': 'yarn', 'factor': 4, 'orig': 16}
    # a ramp of fractions: lo 1.39, hi 4.40 of 8 columns
    YARN_RAMP = {'type': 'yarn', 'factor': 4, 'orig': 1000, 'truncate': False}
    YARN_MS = {'type': 'yarn', 'factor': 4, 'orig': 16, 'mscale': 1,
               'mscale_all_dim': 0.5}
    # x_t = 5.09, 1.61, 0.509, 0.161: unscaled, blended, over F, over F
    LLAMA = {'type': 'llama3', 'factor': 8, 'orig': 32}
    h = ('X small and uneven, --base 100, row i at position i; the expected '
         'rows each pair turned by the real angle p theta_t, theta_t the '
         'scaled frequency of attn-rope(1)\'s formulas, every output exactly '
         'rounded (mpmath, tests/lib/rotary.py).')
    words = {'linear': '\n--scaling linear --factor 4: theta_t / 4.',
             'dynamic': '\n--scaling dynamic, F 2, L0 2, L 3: the base 100 '
                        '(2*3/2 - 1)^2 = 400.',
             'dynamic-1': '\n--scaling dynamic, F 1, L0 2, L 3: the base 100 '
                          '(3/2)^2 = 225, though F is 1.',
             'yarn': '\n--scaling yarn, F 4, L0 16: pair 0 unscaled, pair 1 '
                     'over 4; cos and sin times 0.1 ln 4 + 1.',
             'ramp': '\n--scaling yarn, F 4, L0 1000, --no-truncate, 8 '
                     'columns: the ramp 0, 0, 0.20, 0.53.',
             'mscale': '\n--scaling yarn, F 4, L0 16, --mscale 1 '
                       '--mscale-all-dim 0.5: A = (0.1 ln 4 + 1) / (0.05 ln 4 + 1).',
             'llama3': '\n--scaling llama3, F 8, L0 32, 8 columns: pair 0 '
                       'unscaled, pair 1 blended, pairs 2 and 3 over 8.'}
    for name, p, w in [('linear', T(sc=LIN), 'linear'),
                       ('dynamic', T(sc=DYN), 'dynamic'),
                       ('dynamic-factor-1', T(sc=dict(DYN, factor=1)),
                        'dynamic-1'),
                       ('yarn', T(sc=YARN), 'yarn'),
                       ('yarn-ramp', W(sc=YARN_RAMP), 'ramp'),
                       ('llama3', W(sc=LLAMA), 'llama3')]:
        wrong('checkof-rope-scaling-ignored-' + name, p,
              ['rope-scaling-ignored'], h + words[w])
    for name, p, w, v in [('dynamic', T(sc=DYN), 'dynamic', 0),
                          ('yarn', W(sc=YARN_RAMP), 'ramp', 0),
                          ('yarn-no-factor', W(sc=YARN_RAMP), 'ramp', 1),
                          ('llama3', W(sc=LLAMA), 'llama3', 0)]:
        wrong('checkof-rope-scaling-as-linear-' + name, p,
              ['rope-scaling-as-linear'], h + words[w], variants=[v])
    wrong('checkof-rope-factor-inverted', T(sc=LIN), ['rope-factor-inverted'],
          h + words['linear'])
    wrong('checkof-rope-attention-factor-ignored', T(sc=YARN),
          ['rope-attention-factor-ignored'], h + words['yarn'])
    wrong('checkof-rope-attention-factor-ignored-ramp', W(sc=YARN_RAMP),
          ['rope-attention-factor-ignored'], h + words['ramp'])
    wrong('checkof-rope-attention-factor-ignored-mscale', T(sc=YARN_MS),
          ['rope-attention-factor-ignored'], h + words['mscale'])
    wrong('checkof-rope-attention-factor-ignored-given',
          T(sc=dict(YARN, attention_factor=1.5)),
          ['rope-attention-factor-ignored'], h + words['yarn'] +
          ' --attention-factor 1.5 instead.')
    hp = ('\n--positions 3, 0, 7 (a left-padded batch\'s ids): row i at '
          'its entry.')
    wrong('checkof-rope-positions-ignored', T(pos=[3, 0, 7]),
          ['rope-positions-ignored'], h + hp)
    wrong('checkof-rope-positions-from-1-given', T(pos=[3, 0, 7]),
          ['rope-positions-from-1'], h + hp)
    wrong('checkof-rope-positions-ignored-llama3', W(sc=LLAMA, pos=[3, 0, 7]),
          ['rope-positions-ignored'], h + hp + words['llama3'])
    wrong('checkof-rope-head-dim-ignored', W(head_dim=4),
          ['rope-heads-ignored'], h + '\n--head-dim 4 of 8 columns: two '
          'heads, turned as one of 8.')
    wrong('checkof-rope-head-dim-ignored-yarn', W(head_dim=4, sc=YARN),
          ['rope-heads-ignored'], h + '\n--head-dim 4 of 8 columns: two '
          'heads, turned as one of 8.' + words['yarn'])
    # the right answers, in full and rounded; noise
    p = W(sc=LLAMA, pos=[3, 0, 7], head_dim=4)
    E = exact(p)
    answer_case('checkof-rope-scaled-right-full', p, E, csv(E), h + words['llama3']
                + hp + '\n--head-dim 4. The answer is them, in full.')
    for name, p, w in [('yarn', W(sc=YARN_RAMP), 'ramp'),
                       ('llama3', W(sc=LLAMA), 'llama3')]:
        E = exact(p)
        for d in range(1, 5):
            fd = lambda x, d=d: '%.*f' % (d, x)
            A = np.array([[float(fd(x)) for x in row] for row in E])
            answer_case('checkof-rope-%s-right-%d' % (name, d), p, A,
                        csv(E, fd), h + words[w] + '\nThe answer is them, '
                        'written with %%.%df.' % d,
                        expect='right to the digits written')
    rng = np.random.default_rng(29)
    p = W(sc=YARN_RAMP)
    A = exact(p) + rng.uniform(-0.3, 0.3, (3, 8))
    answer_case('checkof-rope-scaled-noise', p,
                np.array([[float(f4(x)) for x in row] for row in A]), csv(A, f4),
                h + words['ramp'] + '\nThe answer is them plus noise, uniform '
                'in [-0.3, 0.3] (numpy, seed 29): no mistake reproduces it.',
                expect='no common mistake')


if __name__ == '__main__':
    OUT = Cases()
    h = HOW['base']
    QP = [[1, 0.5, 2], [0.5, 1, 1], [2, 1, 0.5]]	# positive scores: no-exp's sums
    # every ID, alone
    wrong('checkof-no-scale', P('weights', Q3, K3), ['no-scale'], h)
    wrong('checkof-scale-by-d', P('weights', Q3, K3), ['scale-by-d'], h)
    wrong('checkof-scale-inverted', P('weights', Q3, K3), ['scale-inverted'], h)
    wrong('checkof-mask-ignored', P('weights', Q3, K3, causal=True), ['mask-ignored'], h)
    wrong('checkof-causal-flipped', P('weights', Q3, K3, causal=True), ['causal-flipped'], h)
    wrong('checkof-causal-strict', P('weights', Q3, K3, causal=True), ['causal-strict'], h)
    wrong('checkof-no-softmax', P('weights', Q3, K3), ['no-softmax'], h)
    wrong('checkof-softmax-whole-matrix', P('weights', Q3, K3), ['softmax-whole-matrix'], h)
    wrong('checkof-softmax-columns', P('weights', Q3, K3), ['softmax-columns'], h)
    wrong('checkof-no-exp', P('weights', QP, K33), ['no-exp'], h)
    wrong('checkof-no-normalize', P('weights', Q3, K3), ['no-normalize'], h)
    wrong('checkof-no-normalize-raw', P('weights', Q3, K3), ['no-normalize'], h,
          variants=[1])
    wrong('checkof-mask-after-softmax', P('weights', Q3, K3, causal=True),
          ['mask-after-softmax'], h)
    wrong('checkof-temperature-inverted', P('weights', Q3, K3, temperature=3),
          ['temperature-inverted'], h)
    wrong('checkof-values-are-keys', P('attend', Q23, K33, V3), ['values-are-keys'], h)
    wrong('checkof-weights-transposed', P('attend', Q3, K3, V3), ['weights-transposed'], h)
    wrong('checkof-transposed', P('scores', Q23, K33), ['transposed'], h)
    # each stage, and --scale
    wrong('checkof-scores-no-scale', P('scores', Q23, K33), ['no-scale'], h)
    wrong('checkof-attend-no-scale', P('attend', Q23, K33, V3), ['no-scale'], h)
    wrong('checkof-scale-by', P('weights', Q3, K3, scale=0.25), ['no-scale'], h)
    wrong('checkof-scores-causal-flipped', P('scores', Q3, K3, causal=True),
          ['causal-flipped'], h + '\nMasked scores are written -inf.')
    wrong('checkof-option-no-scale', P('weights', Q3, K3, scale='none'),
          ['softmax-columns'], h + '\n--no-scale: the scale mistakes are not tried.')
    wrong('checkof-softcap', P('weights', Q3, K3, softcap=1.5), ['no-scale'],
          h + '\n--softcap 1.5 after the scale, as attn weights does it.')
    # masks other than --causal
    wrong('checkof-window-ignored', P('weights', Q3 + [[1, 1, 1, 1]], K3 + [[0, 0, 1, 2]],
                                      window=(1, 0)), ['mask-ignored'], h)
    M01 = [[1, 0, 1], [0, 1, 1], [1, 1, 0]]
    wrong('checkof-mask-file-after', P('weights', Q3, K3, mask=M01),
          ['mask-after-softmax'], h)
    B = [[0, -INF, 0.5], [1, 0, -INF], [0, 0, 0]]
    wrong('checkof-bias-mask-ignored', P('weights', Q3, K3, bias=B), ['mask-ignored'], h)
    wrong('checkof-offset-strict', P('weights', Q23, K33, causal=True, offset=1),
          ['causal-strict'], h)
    wrong('checkof-uniform-strict', P('weights', Q3, K3, causal=True, policy='uniform'),
          ['causal-strict'], h + '\nRow 0 keeps no key: 1/3 each, as --masked-rows uniform says.')
    # pairs of different parameters (of different steps here)
    wrong('checkof-pair-scale-whole', P('weights', Q3, K3),
          ['no-scale', 'softmax-whole-matrix'], h)
    wrong('checkof-pair-scale-keys', P('attend', Q23, K33, V3),
          ['scale-by-d', 'values-are-keys'], h)
    wrong('checkof-pair-after-transposed', P('weights', Q23, K33, causal=True),
          ['mask-after-softmax', 'transposed'], h)
    # the right answer: in full, rounded, and noise
    p = P('weights', Q3, K3, causal=True)
    E = exact(p)
    answer_case('checkof-right-full', p, E, csv(E), 'The answer is the exactly '
                'rounded weights (mpmath), written in full: every cell equal.')
    p2 = P('scores', Q3, K3, causal=True, bias=B)
    E2 = exact(p2)
    answer_case('checkof-scores-right-full', p2, E2, csv(E2), 'The exactly rounded '
                'scores (mpmath) plus the bias, masked cells -inf, in full.')
    A = np.array([[float('%.4f' % x) for x in r] for r in E])
    answer_case('checkof-right-rounded', p, A, csv(E, f4), 'The answer is the '
                'right weights written with %.4f.', expect='right to the digits written')
    p = P('weights', Q3, K3, atol=1e-3)
    E = exact(p)
    A = np.array([[float('%.2f' % x) for x in r] for r in E])
    answer_case('checkof-right-rounded-atol', p, A, csv(E, lambda x: '%.2f' % x),
                'The right weights written with %.2f, --atol 1e-3: the line '
                'names the --atol that accepts them.', expect='likely mistake (rounding)')
    rng = np.random.default_rng(13)
    p = P('weights', Q3, K3)
    A = rng.random((3, 3))
    A /= A.sum(axis=1, keepdims=True)
    answer_case('checkof-noise', p, np.array([[float(f4(x)) for x in r] for r in A]),
                csv(A, f4), 'Random rows that sum to 1 (numpy, seed 13): no '
                'mistake reproduces them.', expect='no common mistake')
    answer_case('checkof-noise-shape', P('weights', Q3, K3), np.ones((2, 3)) / 3,
                '0.3333,0.3333,0.3333\n0.3333,0.3333,0.3333\n',
                'Two rows for three: no mistake has that shape.',
                expect='no common mistake')
    # the lesson's homework, as literals
    p = P('weights', L1Q, L1K)
    out, st = report(p, np.array([[0.5, 0.5], [0.881, 0.119]]),
                     np.array([[0.1, 0.1], [0.001, 0.001]]), None)
    case('checkof-lesson1-no-scale', "$ATTN check --of weights -q '[1,0;0,1]' "
         "-k '[1,1;1,-1]' '[0.5,0.5;0.881,0.119]'", out, status=st,
         how='Lesson 1 (05-02) without the 1/sqrt(2): softmax([1,-1]) = '
         '[0.8808, 0.1192].  Full-precision report: exactly rounded (mpmath).')
    out, st = report(p, np.array([[0.5, 0.5], [0.804, 0.196]]),
                     np.array([[0.01, 0.01], [0.001, 0.001]]), 3)
    case('checkof-lesson1-rounding', "$ATTN check --of weights -q '[1,0;0,1]' "
         "-k '[1,1;1,-1]' '[0.50,0.50;0.804,0.196]' -p 3", out, status=st,
         how='The lesson\'s own rounded weights: right to the digits written.')
    digits_cases()
    p = P('attend', [[1, 0]], [[1, 0], [0, 1]], [[2, 0], [0, 2]])
    out, st = report(p, np.array([[1.3395230986533138, 0.6604769013466862]]),
                     np.array([[1e-16, 1e-16]]), None)
    case('checkof-lesson2-right', "$ATTN check --of attend -q '[1,0]' "
         "-k '[1,0;0,1]' -v '[2,0;0,2]' '[1.3395230986533138,0.6604769013466862]'",
         out, status=st, how='Lesson 2 (L4.2): the reference code\'s output, '
         'which is the exactly rounded one.')
    # heads: each mistake within each head's block, but heads-ignored
    QH = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
    KH = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
    VH = [[1, 0, 2, 1], [0, 3, -1, 0.5], [2, 1, 0, -1]]
    hh = h + '\n--heads 2: head 0 owns columns 0-1, head 1 columns 2-3.'
    wrong('checkof-heads-no-scale', P('weights', QH, KH, h=2), ['no-scale'], hh)
    Q6 = [[1, 0, 2, -1, 0.5, 1], [0.5, 1, -1, 0, 2, 1], [2, -1, 0, 1, 1, -0.5]]
    K6 = [[1, 2, 0, -1, 0, 1], [0, 1, 1, 1, -1, 0.5], [-1, 0, 2, 0.5, 1, 1]]
    wrong('checkof-heads-full-width', P('weights', Q6, K6, h=2), ['scale-full-width'],
          h + '\n--heads 2 of 3 columns: sqrt(6), not sqrt(3).')
    wrong('checkof-heads-ignored', P('weights', QH, KH, h=2), ['heads-ignored'], hh)
    wrong('checkof-heads-ignored-attend', P('attend', QH, KH, VH, h=2),
          ['heads-ignored'], hh)
    wrong('checkof-heads-whole-matrix', P('weights', QH, KH, h=2),
          ['softmax-whole-matrix'], hh)
    wrong('checkof-heads-columns', P('weights', QH, KH, h=2), ['softmax-columns'], hh)
    wrong('checkof-heads-causal-after', P('weights', QH, KH, h=2, causal=True),
          ['mask-after-softmax'], hh)
    wrong('checkof-heads-transposed', P('scores', QH, KH, h=2), ['transposed'], hh)
    wrong('checkof-heads-transposed-whole', P('scores', QH, KH, h=2), ['transposed'],
          hh, variants=[1])
    wrong('checkof-heads-values-are-keys', P('attend', QH, KH, VH, h=2),
          ['values-are-keys'], hh)
    wrong('checkof-gqa-weights-transposed',
          P('attend', QH, [r[:2] for r in KH], [r[:2] for r in VH], h=2, g=1),
          ['weights-transposed'], hh + ' --kv-heads 1: both read the one K and V.')
    wrong('checkof-heads-mask-file', P('weights', QH, KH, h=2,
          mask=[[1, 0, 1, 1, 1, 0], [0, 1, 1, 1, 0, 1], [1, 1, 0, 0, 1, 1]]),
          ['mask-ignored'], hh + ' The mask has a block per head.')
    p = P('attend', QH, KH, VH, h=2, causal=True)
    E = exact(p)
    answer_case('checkof-heads-right-full', p, E, csv(E), 'The exactly rounded '
                'output (mpmath), per head, written in full.')
    # the answer on stdin, the mask on stdin (read whole, then again); lesson
    # 1's scores, +-0.7071, rounded to whole numbers are its dot products,
    # so that no-scale's answer is theirs too
    LESSON_ROUNDED = ('likely mistake (scores-rounded): the scores were rounded '
                      'to whole numbers before the softmax')
    case('checkof-stdin-answer', "printf '0.5,0.5\\n0.881,0.119\\n' | $ATTN check "
         "--of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -p 3",
         'row 1, column 0: expected 0.804, got 0.881, difference 0.0766\n'
         'row 1, column 1: expected 0.196, got 0.119, difference 0.0766\n'
         '2 of 4 cells differ (largest difference 0.0766 at row 1, column 0)\n'
         'likely mistake (no-scale): the dot products were not divided by '
         'sqrt(d_k) = 1.41421\n' + LESSON_ROUNDED, status=1,
         how='Lesson 1 without the scale, on stdin; the numbers as in '
         'checkof-lesson1-no-scale, to 3 digits.')
    case('checkof-stdin-mask', "printf '1,0\\n1,1\\n' | $ATTN check --of weights "
         "-q '[1,0;0,1]' -k '[1,1;1,-1]' --mask - '[0.5,0;0.804,0.196]' -p 3",
         'row 0, column 0: expected 1, got 0.5, difference 0.5\n'
         '1 of 4 cells differ (largest difference 0.5 at row 0, column 0)\n'
         'likely mistake (mask-after-softmax): the softmax ran over all 2 keys '
         'of each row, then the masked weights were set to 0 without '
         'renormalising', status=1, how='Lesson 1 with a causal mask given as '
         'a file on stdin; row 0 softmax([0.7071, 0.7071]) = [0.5, 0.5], then '
         'key 1 set to 0.')
    # -o: the report written when the answer is right, and when it is wrong
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    case('checkof-output-right', "$ATTN check --of weights " + L + " -p 3 "
         "'[0.5,0.5;0.8044296825069569,0.19557031749304307]' -o report.txt; "
         "echo \"status $?\"; cat report.txt",
         'status 0\nright to the digits written (4 cells)',
         how='The exactly rounded weights of lesson 1 (see checkof-lesson1-no-scale).')
    case('checkof-output-wrong', "$ATTN check --of weights " + L +
         " '[0.5,0.5;0.881,0.119]' -o report.txt; echo \"status $?\"; "
         "cat report.txt", 'status 1\n' + report(
             P('weights', L1Q, L1K), np.array([[0.5, 0.5], [0.881, 0.119]]),
             np.array([[0.1, 0.1], [0.001, 0.001]]))[0],
         how='A wrong answer is an answer, not a failure: its report is '
         'written to -o FILE as to stdout (the numbers as in '
         'checkof-lesson1-no-scale).')
    # --one-based and -H reach the report and every operand
    case('checkof-one-based-header', "printf 'a,b\\n1,0\\n0,1\\n' >Q.csv; "
         "printf 'x,y\\n1,1\\n1,-1\\n' >K.csv; printf 'w0,w1\\n0.5,0.5\\n0.881,0.119\\n' "
         ">A.csv; $ATTN check --of weights -q Q.csv -k K.csv -H --one-based -p 3 A.csv",
         'row 2, column 1: expected 0.804, got 0.881, difference 0.0766\n'
         'row 2, column 2: expected 0.196, got 0.119, difference 0.0766\n'
         '2 of 4 cells differ (largest difference 0.0766 at row 2, column 1)\n'
         'likely mistake (no-scale): the dot products were not divided by '
         'sqrt(d_k) = 1.41421\n' + LESSON_ROUNDED, status=1,
         how='Lesson 1 without the scale, with header lines and rows and '
         'columns counted from 1.')
    # an empty Q: an empty answer is right, any other has the wrong shape
    case('checkof-empty-q', ": >Q.csv; $ATTN check --of weights -q Q.csv -k '[1]' '[]'",
         'right to the digits written (0 cells)')
    second_catalogue(h)
    current_masks(h)
    rope_catalogue()
    rope_scaling_catalogue()
    third_catalogue(h)
    fifth_round(h)
    right_answers()
    # --list-mistakes: attn(1)'s list, in its order (norm's, whose cases
    # tests/gen/norm.py writes, and a kernel's, whose cases
    # tests/gen/kernelcheck.py writes, before the mistake of any stage)
    case('checkof-list-mistakes', '$ATTN check --list-mistakes',
         '\n'.join(dict.fromkeys([m[0] for m in TABLE[:-1]] +
                                 [m[0] for m in NORM_MISTAKES] +
                                 list(KERNEL_MISTAKES) + BACKWARD +
                                 [TABLE[-1][0]])))
    # usage: status 2, one line
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    U = ' (see attn check --help)'
    for name, args, msg in [
        ('no-q', "--of weights -k '[1]' '[1]'", '--of needs -q Q, the queries'),
        ('no-k', "--of weights -q '[1]' '[1]'", '--of needs -k K, the keys'),
        ('attend-no-v', '--of attend ' + L + " '[1,1;1,1]'",
         '--of attend needs -v V, the values'),
        ('weights-v', '--of weights ' + L + " -v '[1;1]' '[1,1;1,1]'",
         '-v is for --of attend, apply and grad, not --of weights'),
        ('stage', '--of softmax ' + L + " '[1,1;1,1]'",
         "--of takes scores, weights, attend, apply, grad, project, rope, "
         "merge or norm, not 'softmax'"),
        ('no-of', L + " '[1,1;1,1]'", '-q is for check --of STAGE'),
        ('causal-no-of', "--causal '[1]' '[1]'", '--causal is for check --of STAGE'),
        ('scores-temperature', '--of scores ' + L + " --temperature 2 '[1,1;1,1]'",
         '--temperature is for --of weights, attend and grad, not --of scores'),
        ('two-answers', '--of scores ' + L + " '[1,1;1,1]' b.csv",
         "unexpected operand 'b.csv'"),
        ('two-stdin', "--of scores -q - -k '[1]'", 'only one operand can be read '
         'from stdin'),
        ('heads', '--of weights ' + L + " --heads 0 '[1,1;1,1]'",
         "--heads takes a whole number from 1 to 1048576, not '0'"),
        ('kv-heads', '--of weights ' + L + " --heads 3 --kv-heads 2 '[1,1;1,1]'",
         '--kv-heads 2 does not divide --heads 3'),
        ('grad-no-wrt', '--of grad ' + L + " -v '[1;1]' --dout '[1;1]' '[1]'",
         '--of grad needs --wrt q|k|v|scores|weights'),
        ('grad-no-v', '--of grad --wrt q ' + L + " --dout '[1;1]' '[1]'",
         '--of grad needs -v V, the values'),
        ('grad-no-dout', '--of grad --wrt q ' + L + " -v '[1;1]' '[1]'",
         '--of grad needs --dout dO, the gradient at the output'),
        ('grad-wrt', '--of grad --wrt x ' + L + " -v '[1;1]' --dout '[1;1]' '[1]'",
         "--of grad takes --wrt q, k, v, scores or weights, not 'x'"),
        ('grad-several', '--of grad --wrt q,k ' + L + " -v '[1;1]' --dout '[1;1]' '[1]'",
         '--of grad takes one --wrt, not 2'),
        ('weights-wrt', '--of weights --wrt q ' + L + " '[1]'",
         '--wrt is for --of grad, project and norm, not --of weights'),
        ('attend-dout', '--of attend ' + L + " -v '[1;1]' --dout '[1;1]' '[1]'",
         '--dout is for --of grad, project and norm, not --of attend'),
        ('project-no-w', "--of project -x '[1]' '[1]'",
         '--of project needs -w W, the projection'),
        ('project-no-x', "--of project -w '[1]' '[1]'",
         '--of project needs -x X, the rows to project'),
        ('project-wrt-q', "--of project -w '[1]' -x '[1]' --dout '[1]' "
         "--wrt q '[1]'", "--of project takes --wrt x, w or b, not 'q'"),
        ('project-wrt-no-dout', "--of project -w '[1]' -x '[1]' --wrt b "
         "'[1]'", '--wrt needs --dout dY, the gradient at the output'),
        ('grad-wrt-b', "--of grad -q '[1]' -k '[1]' -v '[1]' --dout '[1]' "
         "--wrt b '[1]'", '--of grad takes --wrt q, k, v, scores or weights, '
         "not 'b'"),
        ('rope-wrt-b', "--of rope -x '[1,2]' --wrt b '[1]'",
         '--wrt is for --of grad, project and norm, not --of rope'),
        ('weights-wrt-w', "--of weights -q '[1]' -k '[1]' --wrt w '[1]'",
         '--wrt is for --of grad, project and norm, not --of weights'),
        ('project-q', "--of project -w '[1]' -x '[1]' -q '[1]' '[1]'",
         '-q is for --of scores, weights, attend and grad, not --of project'),
        ('project-causal', "--of project -w '[1]' -x '[1]' --causal '[1]'",
         '--causal is for --of scores, weights, attend and grad, not --of project'),
        ('weights-w', '--of weights ' + L + " -w '[1]' '[1]'",
         '-w is for --of project and norm, not --of weights'),
        ('grad-x', '--of grad --wrt q ' + L + " -v '[1;1]' --dout '[1;1]' -x '[1]' '[1]'",
         '-x is for --of project, rope and norm, not --of grad'),
        ('weights-transposed', '--of weights ' + L + " --transposed '[1]'",
         '--transposed is for --of project, not --of weights'),
        ('no-of-w', "-w '[1]' '[1]' '[1]'", '-w is for check --of STAGE'),
        ('no-of-b', "-b '[1]' '[1]' '[1]'", '-b is for check --of STAGE'),
        ('no-of-wrt', "--wrt q '[1]' '[1]'", '--wrt is for check --of STAGE'),
        ('no-of-x', "-x '[1]' '[1]' '[1]'", '-x is for check --of STAGE'),
        ('no-of-interleaved', "--interleaved '[1]' '[1]'",
         '--interleaved is for check --of STAGE'),
        ('rope-no-x', "--of rope '[1]'", '--of rope needs -x X, the rows to turn'),
        ('rope-q', "--of rope -x '[1,2]' -q '[1]' '[1]'",
         '-q is for --of scores, weights, attend and grad, not --of rope'),
        ('rope-causal', "--of rope -x '[1,2]' --offset 1 --causal '[1]'",
         '--causal is for --of scores, weights, attend and grad, not --of rope'),
        ('rope-kv-heads', "--of rope -x '[1,2]' --heads 1 --kv-heads 1 '[1]'",
         '--kv-heads is for --of scores, weights, attend, apply and grad, not '
         '--of rope'),
        ('rope-v', "--of rope -x '[1,2]' -v '[1]' '[1]'",
         '-v is for --of attend, apply and grad, not --of rope'),
        ('rope-dout', "--of rope -x '[1,2]' --dout '[1]' '[1]'",
         '--dout is for --of grad, project and norm, not --of rope'),
        ('project-softcap', "--of project -w '[1]' -x '[1]' --softcap 2 '[1]'",
         '--softcap is for --of weights, attend and grad, not --of project'),
        ('rope-w', "--of rope -x '[1,2]' -w '[1]' '[1]'",
         '-w is for --of project and norm, not --of rope'),
        ('rope-b', "--of rope -x '[1,2]' -b '[1]' '[1]'",
         '-b is for --of scores, weights, attend, grad and project, not --of rope'),
        ('weights-inverse', '--of weights ' + L + " --inverse '[1]'",
         '--inverse is for --of rope, not --of weights'),
        ('project-base', "--of project -w '[1]' -x '[1]' --base 100 '[1]'",
         '--base is for --of rope, not --of project'),
        ('project-offset', "--of project -w '[1]' -x '[1]' --offset 1 '[1]'",
         '--offset is for --of scores, weights, attend, grad and rope, not '
         '--of project'),
        ('rope-base', "--of rope -x '[1,2]' --base 1 '[1]'",
         "--base must be above 1 and at most 2^64, not '1'"),
        ('rope-rotary-dim', "--of rope -x '[1,2]' --rotary-dim 3 '[1]'",
         '--rotary-dim must be even (its columns turn in pairs), not 3'),
        ('rope-offset', "--of rope -x '[1,2]' --offset 9007199254740993 '[1]'",
         '--offset must lie within 2^53 of 0, not 9007199254740993'),
        ('rope-two-stdin', "--of rope -x - --segments '[0]'",
         'only one operand can be read from stdin'),
        ('rope-two-stdin-positions', "--of rope -x - --positions -",
         'only one operand can be read from stdin'),
        # check's own matrices, -a, -w, -b and -x, with the answer's
        ('project-two-stdin', "--of project -w - -x - '[1]'",
         'only one operand can be read from stdin'),
        ('apply-two-stdin', "--of apply -a - -v '[1]' -",
         'only one operand can be read from stdin'),
        ('norm-x-two-stdin', "--of norm -x - -w '[1]' -",
         'only one operand can be read from stdin'),
        ('merge-two-stdin', "--of merge - - '[1]'",
         'only one operand can be read from stdin'),
        ('rope-scaling-no-factor', "--of rope -x '[1,2]' --scaling linear '[1]'",
         '--scaling linear needs --factor'),
        ('rope-scaling-type', "--of rope -x '[1,2]' --scaling ntk '[1]'",
         "--scaling takes linear, dynamic, yarn or llama3, not 'ntk'"),
        ('rope-beta-fast-llama3', "--of rope -x '[1,2]' --scaling llama3 "
         "--factor 8 --original-max 8 --beta-fast 16 '[1]'",
         '--beta-fast is for --scaling yarn'),
        ('rope-mscale-alone', "--of rope -x '[1,2]' --scaling yarn --factor 4 "
         "--original-max 8 --mscale 1 '[1]'",
         '--mscale needs --mscale-all-dim too (Hugging Face takes the two '
         'together)'),
        ('rope-positions-offset', "--of rope -x '[1,2]' --positions '[0]' "
         "--offset 1 '[1]'",
         '--positions and --offset exclude each other (the positions are '
         'given)'),
        ('rope-head-dim-heads', "--of rope -x '[1,2,3,4]' --head-dim 2 --heads 2 "
         "'[1]'", '--head-dim and --heads exclude each other (the heads are '
         'the width over --head-dim)'),
        ('scaling-scores', "--of scores -q '[1]' -k '[1]' --scaling linear "
         "--factor 2 '[1]'", '--scaling is for --of rope, not --of scores'),
        ('positions-norm', "--of norm -x '[1,2]' --positions '[0]' '[1]'",
         '--positions is for --of rope, not --of norm'),
        ('factor-merge', "--of merge --factor 2 '[1,0]' '[1,0]' '[1]'",
         '--factor is for --of scores, weights, attend, apply, grad and rope, '
         'not --of merge'),
        ('head-dim-weights', "--of weights -q '[1]' -k '[1]' --head-dim 1 '[1]'",
         '--head-dim is for --of rope and norm, not --of weights'),
        ('head-dim-apply', "--of apply -a '[1]' -v '[1]' --head-dim 1 '[1]'",
         '--head-dim is for --of rope and norm, not --of apply'),
        ('scaling-no-of', "--scaling yarn '[1]' '[1]'",
         '--scaling is for check --of STAGE'),
        ('head-dim-no-of', "--head-dim 1 '[1]' '[1]'",
         '--head-dim is for check --of STAGE'),
    ]:
        case('checkof-usage-' + name, '$ATTN check ' + args,
             err='attn check: ' + msg + U, status=2)
    # bad operands: trouble, status 2, as check has it
    for name, args, msg in [
        ('q-text', "--of weights -q '[1,x]' -k '[1,1]' '[1]'",
         "<literal>:1: field 2, 'x', is not a number"),
        ('q-inf', "--of weights -q '[1,inf]' -k '[1,1]' '[1]'",
         "<literal>:1: field 2 is 'inf'; Q must be finite"),
        ('answer-text', "--of weights -q '[1,1]' -k '[1,1]' '[0.5,y]'",
         "<literal>:1: ANSWER: field 2, 'y', is not a number"),
        ('v-rows', "--of attend -q '[1,1]' -k '[1,1]' -v '[1;2]' '[1]'",
         '<literal>: V has 2 rows, but K has 1 (one value row per key)'),
        ('d-k', "--of weights -q '[1,2,3]' -k '[1,1]' '[1]'",
         '<literal>:1: row has 3 columns, but K has 2 (d_k must match)'),
        ('missing', "--of scores -q nothing.csv -k '[1]' '[1]'",
         'nothing.csv: no such file or directory'),
        ('empty-k', "--of scores -q '[1]' -k '[]' '[1]'",
         '<literal>: no data rows (K needs at least one)'),
        ('grad-dout', "--of grad --wrt q -q '[1,0]' -k '[1,0]' -v '[1]' --dout '[1,2]' '[1]'",
         '<literal>:1: dO is 1 x 2, but the output O is 1 x 1 (dO must have its shape)'),
        ('grad-dout-rows', "--of grad --wrt q -q '[1,0;0,1]' -k '[1,0]' -v '[1]' --dout '[1]' '[1]'",
         '<literal>:2: dO has 1 row, but Q has 2 (a row of each, in step)'),
        ('project-x', "--of project -w '[1,0;0,1]' -x '[1,2,3]' '[1]'",
         '<literal>:1: row has 3 columns, but W has 2 rows (d_in must match)'),
        ('project-b', "--of project -w '[1,0;0,1]' -b '[1,2,3]' -x '[1,2]' '[1]'",
         '<literal>:1: B has 3 numbers, but W has 2 columns (d_out must match)'),
        ('rope-rotary-dim', "--of rope -x '[1,2,3,4]' --rotary-dim 6 '[1]'",
         "<literal>:1: --rotary-dim 6 is more than the head's 4 columns"),
        ('rope-odd', "--of rope -x '[1,2,3]' '[1]'", '<literal>:1: the head has '
         '3 columns, which do not make pairs (give --rotary-dim, an even number)'),
        ('rope-heads', "--of rope -x '[1,2,3,4,5,6]' --heads 4 '[1]'",
         '<literal>:1: the row has 6 columns, which --heads 4 does not divide'),
        ('rope-segments', "--of rope -x '[1,2;3,4;5,6]' --segments '[0;0]' '[1]'",
         "<literal>:3: the row sits at key position 2, outside <literal>'s 2 "
         "positions (0 to 1); --segments takes an id for each row's position"),
        ('rope-x-inf', "--of rope -x '[1,inf]' '[1]'",
         "<literal>:1: field 2 is 'inf'; X must be finite"),
        ('rope-answer', "--of rope -x '[1,2]' '[1,z]'",
         "<literal>:1: ANSWER: field 2, 'z', is not a number"),
        ('rope-head-dim', "--of rope -x '[1,2,3,4,5,6]' --head-dim 4 '[1]'",
         '<literal>:1: the row has 6 columns, which --head-dim 4 does not '
         'divide'),
        ('rope-positions-half', "--of rope -x '[1,2]' --positions '[0.5]' '[1]'",
         '<literal>:1: field 1, 0.5, is not a whole number (--positions takes '
         "a row's position)"),
        ('rope-positions-short', "--of rope -x '[1,2;3,4]' --positions '[0]' '[1]'",
         '<literal>:2: --positions has 1 row, but X has 2 (a row of each, in '
         'step)'),
        ('rope-positions-wide', "--of rope -x '[1,2]' --positions '[0,1]' '[1]'",
         "<literal>:1: --positions has 2 fields in a row; it takes one "
         "position per row"),
        ('rope-dynamic-pair', "--of rope -x '[1,2]' --scaling dynamic --factor 2 "
         "--original-max 2 --seq-len 3 '[1]'",
         '<literal>:1: --scaling dynamic needs more than 2 rotated columns '
         '(its exponent is R/(R-2))'),
    ]:
        case('checkof-bad-' + name, '$ATTN check ' + args,
             err='attn check: ' + msg, status=2)
    OUT.done('checkof')
