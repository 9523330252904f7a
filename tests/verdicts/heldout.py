#!/usr/bin/python3
# heldout.py - a held-out class of wrong answers, of the kinds students and
# model porters really write, to measure how well check --of names them.
#
#   heldout.py write FILE        the problems and answers, one JSON object
#                                a line (tests/verdicts/heldout.jsonl)
#   heldout.py judge ATTN FILE   run ATTN check on each, count, print the
#                                table; status 1 if a target is missed
#                                (TARGETS=0: print the table alone)
#
# The slips were gathered from where people ask and report them, not from
# attn's own list; each is computed here by its own numpy code, never by
# attn:
#
#   - courses and forums: softmax down dim 0, or over the whole matrix;
#     numpy's e / e.sum(axis=1) without keepdims, which divides column j
#     by row j's sum (the softmax questions of Stack Overflow and
#     stackguides 45817372); no scale, d_k for sqrt(d_k), the scale of
#     the model width with heads; the causal mask with triu's diagonal 0
#     (pbloem/former#10, GPT-SoVITS#965), tril for triu; the mask
#     multiplied into the weights with no renormalising
#     (rasbt/LLMs-from-scratch#279), or into the scores, or the 0/1 mask
#     added as it is; the softmax backward as the diagonal of its
#     Jacobian, h(1-h) (stats.stackexchange 79454); a sigmoid for the
#     softmax; the scale after the softmax; values before weights;
#   - model ports: the scale left out of an SDPA call or applied to the
#     mask too (tenstorrent tt-metal#33304, #42891), a base-2 exponential
#     without log2(e) (the Triton kernels' exp2, segment-anything-fast#71),
#     GQA's tile for repeat_interleave (onnx#7274), every head on the
#     first key/value head, one softmax across the heads, rope's halves for
#     its pairs and cos for sin (nanochat#264, transformers#25199),
#     RMSNorm times its root (llm-foundry#371), with eps outside the root
#     (OLMo#281), over its variance (timm#2380), with the unbiased
#     variance, the
#     merged LSE as the parts' sum (ring-flash-attention#20), their max,
#     their mean, a project backward's dW, db and dX;
#   - hand working: the scale constant, the scores, the exponentials, their
#     sum, the weights, dA and dS written down rounded to 0-4 decimals
#     (a third of the pairs of a class round along the way), alone and
#     with one slip.
#
# Every answer is written as a student writes it (3 or 4 decimals; the right
# ones at 1 to 4).  A wrong answer is kept only where it is a test: not
# reading as the right answer, nor as another slip of this file on the same
# problem (a pair not as a single), so that its name is one.  LABELS maps
# each slip to the IDs of attn-check(1) that say it; judging reads those
# names alone: named rightly (one of them), missed (none named), named
# wrongly (only others).
import json
import math
import os
import subprocess
import sys
import tempfile

import numpy as np

rng = np.random.default_rng(35)
np.seterr(divide='ignore', invalid='ignore', over='ignore')


def grid(shape, lo=-2, hi=2):
    """Small uneven numbers, in halves, as a homework has them."""
    return rng.integers(2 * lo, 2 * hi + 1, size=shape) / 2.0


def rnd(x, k):
    """X rounded to K decimals by hand: halves away from 0."""
    f = 10.0 ** k
    return np.sign(x) * np.floor(np.abs(x) * f + 0.5) / f


def text(M, dec):
    """M as written with DEC decimals (inf as inf)."""
    def one(x):
        if np.isinf(x): return '-inf' if x < 0 else 'inf'
        s = '%.*f' % (dec, x)
        return '0' if dec == 0 and s == '-0' else s
    return ';'.join(','.join(one(float(x)) for x in r) for r in M)


def reads(t, M):
    """Whether M reads as the answer written T: each cell within half a
    unit of its last digit."""
    rows = [r.split(',') for r in t.split(';')]
    if len(rows) != M.shape[0] or any(len(r) != M.shape[1] for r in rows):
        return False
    for r, m in zip(rows, M):
        for f, x in zip(r, m):
            v = float(f)
            if np.isinf(v) or not np.isfinite(x):
                if v != x: return False
                continue
            u = 10.0 ** -len(f.partition('.')[2]) if '.' in f else 1.0
            if abs(v - x) > u / 2 * (1 + 1e-9): return False
    return True


def lit(M):
    return '[' + ';'.join(','.join(repr(float(x)) for x in r) for r in M) + ']'


# ---- attention: scores, weights, attend, grad --------------------------

def keep_of(nq, nk, causal, window, s):
    """Which keys row i keeps, by the options and the slips S."""
    i, j = np.indices((nq, nk))
    k = np.ones((nq, nk), bool)
    how = s.get('causal')
    if causal and how != 'none':
        k &= {'strict': j < i, 'flipped': j >= i}.get(how, j <= i)
    if window and s.get('window') != 'dropped':
        k &= (j >= i - window[0]) & (j <= i + window[1])
    return k


def softmax_rows(S, keep, base=math.e):
    out = np.zeros_like(S)
    for i in range(S.shape[0]):
        if keep[i].any():
            e = np.where(keep[i], base ** (S[i] - S[i][keep[i]].max()), 0)
            out[i] = e / e.sum()
    return out


class Attn:
    """A problem of the attention's stages."""
    def __init__(self, of, nq, nk, d, dv=None, heads=1, kv=None,
                 causal=False, window=None, temperature=None, bias=False,
                 wrt=None):
        self.of, self.nq, self.nk, self.d = of, nq, nk, d
        self.dv = dv or d
        self.h, self.g = heads, kv or heads
        self.causal, self.window = causal, window
        self.temperature, self.wrt = temperature, wrt
        self.Q = grid((nq, heads * d))
        self.K = grid((nk, self.g * d))
        self.V = grid((nk, self.g * self.dv), -3, 3)
        self.dO = grid((nq, heads * self.dv))
        self.B = grid((nq, nk), -1, 1) if bias else None

    def args(self):
        a = ['check', '--of', self.of, '-q', lit(self.Q), '-k', lit(self.K)]
        if self.of in ('attend', 'grad'): a += ['-v', lit(self.V)]
        if self.of == 'grad': a += ['--wrt', self.wrt, '--dout', lit(self.dO)]
        if self.causal: a.append('--causal')
        if self.window: a += ['--window', '%d,%d' % self.window]
        if self.h > 1: a += ['--heads', str(self.h)]
        if self.g != self.h: a += ['--kv-heads', str(self.g)]
        if self.temperature: a += ['--temperature', repr(self.temperature)]
        if self.B is not None: a += ['--bias', lit(self.B)]
        return a, {}

    def scale(self, s):
        d = self.d
        c = {'none': 1.0, 'after': 1.0, 'd': 1 / d, 'inverted': math.sqrt(d),
             'width': 1 / math.sqrt(self.h * d),
             'nk': 1 / math.sqrt(self.nk)}.get(s.get('scale'), 1 / math.sqrt(d))
        if 'scale_round' in s:
            what, k = s['scale_round']
            c = rnd(1 / math.sqrt(d), k) if what == 'inv' else \
                1 / rnd(math.sqrt(d), k)
        return c

    def forward(self, s):
        """Per head: S (as the softmax sees it), keep, A; None where the
        slip makes no sense here."""
        H, G, d, dv = self.h, self.g, self.d, self.dv
        keep0 = keep_of(self.nq, self.nk, self.causal, self.window, s)
        c = self.scale(s)
        out = []
        for h in range(H):
            kvh = {'tile': h % G, 'first': 0}.get(s.get('gqa'), h // (H // G))
            q, k = self.Q[:, h * d:(h + 1) * d], self.K[:, kvh * d:(kvh + 1) * d]
            dots = q @ k.T
            if s.get('kq'):
                if self.nq != self.nk: return None
                dots = dots.T
            B = self.B if self.B is not None else 0
            if s.get('bias') == 'scaled':
                S = (dots + B) * c
            else:
                S = dots * c
            if 'scores_round' in s: S = rnd(S, s['scores_round'])
            T = self.temperature
            if T:
                t = s.get('temperature')
                if t == 'times': S = S * T
                elif t in ('none', 'after'): pass
                elif t == 'on-bias': S = (S + B) / T
                else: S = S / T
            if s.get('bias') not in ('none', 'scaled', 'after') and \
                    s.get('temperature') != 'on-bias':
                S = S + B
            keep = keep0.copy()
            m = s.get('mask')
            if m == 'zero': S, keep = np.where(keep, S, 0), np.ones_like(keep)
            if m == 'added': S, keep = S + keep, np.ones_like(keep)
            out.append([S, keep, kvh])
        self.softmax(out, s)
        return out

    def softmax(self, out, s):
        how = s.get('softmax', 'rows')
        base = 2.0 if s.get('base') == 2 else math.e
        if how == 'joint':
            # one softmax for each row over every head's keys
            S = np.hstack([o[0] for o in out])
            keep = np.hstack([o[1] for o in out])
            A = softmax_rows(S, keep)
            for h, o in enumerate(out):
                o.append(A[:, h * self.nk:(h + 1) * self.nk])
            return
        for o in out:
            S, keep = o[0], o[1]
            if s.get('mask') == 'after':
                A = np.where(keep, softmax_rows(S, np.ones_like(keep)), 0)
            elif how == 'rows' and ('exp_round' in s or 'sum_round' in s):
                # by hand: e^s of each kept score, written down, summed
                e = np.where(keep, np.exp(np.where(keep, S, 0)), 0)
                if 'exp_round' in s: e = rnd(e, s['exp_round'])
                tot = e.sum(axis=1, keepdims=True)
                if 'sum_round' in s: tot = rnd(tot, s['sum_round'])
                A = e / tot
            elif how == 'rows':
                A = softmax_rows(S, keep, base)
            elif how == 'cols':
                A = softmax_rows(S.T, keep.T, base).T
            elif how == 'flat':
                e = np.where(keep, base ** (S - S[keep].max()), 0)
                A = e / e.sum()
            elif how == 'noexp':
                x = np.where(keep, S, 0)
                A = x / x.sum(axis=1, keepdims=True)
            elif how == 'nonorm':
                A = np.where(keep, np.exp(S), 0)
            elif how == 'log':
                A = np.where(keep, np.log(softmax_rows(S, keep)), -np.inf)
            elif how == 'sigmoid':
                A = np.where(keep, 1 / (1 + np.exp(-S)), 0)
            elif how == 'broadcast':
                # e / e.sum(axis=1): column j over row j's sum
                if S.shape[0] != S.shape[1]: return None
                e = np.where(keep, np.exp(S), 0)
                A = e / e.sum(axis=1)
            elif how == 'argmax':
                x = np.where(keep, S, -np.inf)
                top = x == x.max(axis=1, keepdims=True)
                A = top / top.sum(axis=1, keepdims=True)
            if s.get('times'): A = A * s['times']
            if s.get('temperature') == 'after': A = A / self.temperature
            if s.get('scale') == 'after': A = A / math.sqrt(self.d)
            o.append(A)

    def answer(self, s):
        if ('exp_round' in s or 'sum_round' in s) and (
                s.get('softmax', 'rows') != 'rows' or 'base' in s or
                'mask' in s or 'times' in s):
            return None
        out = self.forward(s)
        if out is None or any(len(o) < 4 for o in out): return None
        if self.of == 'scores':
            M = np.hstack([np.where(o[1], o[0], -np.inf) for o in out])
        elif self.of == 'weights':
            M = np.hstack([o[3] for o in out])
        elif self.of == 'attend':
            M = self.output(out, s)
        else:
            M = self.grad(out, s)
        if M is None: return None
        return M.T if s.get('transposed') else M

    def output(self, out, s):
        dv, blocks = self.dv, []
        for h, (S, keep, kvh, A) in enumerate(out):
            v = self.V[:, kvh * dv:(kvh + 1) * dv]
            k = self.K[:, kvh * self.d:(kvh + 1) * self.d]
            if 'weights_round' in s: A = rnd(A, s['weights_round'])
            how = s.get('out')
            if how == 'AtV':
                if self.nq != self.nk: return None
                O = A.T @ v
            elif how == 'VA':
                if v.shape[1] != A.shape[0]: return None
                O = v @ A
            elif how == 'AK':
                O = A @ k
            else:
                O = A @ v
            blocks.append(O)
        if s.get('join') == 'avg': return sum(blocks) / len(blocks)
        if s.get('join') == 'rev': blocks = blocks[::-1]
        return np.hstack(blocks)

    def grad(self, out, s):
        H, d, dv = self.h, self.d, self.dv
        c = self.scale(s)
        res = {'q': np.zeros_like(self.Q), 'k': np.zeros_like(self.K),
               'v': np.zeros_like(self.V)}
        dss, das = [], []
        for h, (S, keep, kvh, A) in enumerate(out):
            v = self.V[:, kvh * dv:(kvh + 1) * dv]
            k = self.K[:, kvh * d:(kvh + 1) * d]
            q = self.Q[:, h * d:(h + 1) * d]
            dO = self.dO[:, h * dv:(h + 1) * dv]
            if s.get('da') == 'dOV':
                if dv != self.nk: return None
                dA = dO @ v
            else:
                dA = dO @ v.T
            if 'da_round' in s: dA = rnd(dA, s['da_round'])
            rs = (A * dA).sum(axis=1, keepdims=True)
            bw = s.get('backward')
            dS = {'diagonal': A * (1 - A) * dA, 'norowsum': A * dA,
                  'none': dA, 'plus': A * (dA + rs)}.get(bw, A * (dA - rs))
            dS = np.where(keep, dS, 0)
            if self.temperature: dS = dS / self.temperature
            if 'ds_round' in s: dS = rnd(dS, s['ds_round'])
            cc = 1.0 if s.get('gscale') == 'none' else c
            sign = -1.0 if s.get('sign') else 1.0
            das.append(sign * dA)
            dss.append(sign * dS)
            res['q'][:, h * d:(h + 1) * d] = sign * cc * dS @ k
            if s.get('dk') == 'dSQ':
                if self.nq != self.nk: return None
                res['k'][:, kvh * d:(kvh + 1) * d] += sign * cc * dS @ q
            else:
                res['k'][:, kvh * d:(kvh + 1) * d] += sign * cc * dS.T @ q
            if s.get('dv') == 'AdO':
                if self.nq != self.nk: return None
                res['v'][:, kvh * dv:(kvh + 1) * dv] += sign * A @ dO
            else:
                res['v'][:, kvh * dv:(kvh + 1) * dv] += sign * A.T @ dO
        if self.wrt == 'scores': return np.hstack(dss)
        if self.wrt == 'weights': return np.hstack(das)
        return res[self.wrt]


# ---- project, rope, norm, merge ----------------------------------------

class Project:
    """Y = X W + b, or its backward pass (WRT x, w or b)."""
    of = 'project'

    def __init__(self, n, din, dout, wrt=None):
        self.X, self.W = grid((n, din)), grid((din, dout))
        self.b = grid((1, dout), -3, 3)
        self.dY = grid((n, dout))
        self.wrt = wrt

    def args(self):
        a = ['check', '--of', 'project', '-w', lit(self.W), '-b', lit(self.b),
             '-x', lit(self.X)]
        if self.wrt: a += ['--dout', lit(self.dY), '--wrt', self.wrt]
        return a, {}

    def answer(self, s):
        X, W, b, dY = self.X, self.W, self.b, self.dY
        if self.wrt == 'x':
            if s.get('dx') == 'dYW':
                if W.shape[0] != W.shape[1]: return None
                return dY @ W
            return dY @ W.T
        if self.wrt == 'w':
            return dY.T @ X if s.get('dw') == 'dYtX' else X.T @ dY
        if self.wrt == 'b':
            return dY.mean(axis=0, keepdims=True) if s.get('db') == 'mean' \
                else dY.sum(axis=0, keepdims=True)
        if s.get('wt'):
            if W.shape[0] != W.shape[1]: return None
            W = W.T
        bb = {'none': 0, 'minus': -1}.get(s.get('b'), 1) * b
        return X @ W + bb


class Rope:
    """Each pair (t, t + d/2) of a row at position p turned by p 10000^(-2t/d)."""
    of = 'rope'

    def __init__(self, n, d):
        self.X = grid((n, d))

    def args(self):
        return ['check', '--of', 'rope', '-x', lit(self.X)], {}

    def answer(self, s):
        X = self.X
        n, d = X.shape
        Y = np.zeros_like(X)
        for i in range(n):
            p = i + (1 if s.get('pos1') else 0)
            for t in range(d // 2):
                e = -1.0 * t / d if s.get('freq') else -2.0 * t / d
                an = p * 10000.0 ** e
                if s.get('inverse'): an = -an
                co, si = math.cos(an), math.sin(an)
                if s.get('swap'): co, si = si, co
                a, b = (2 * t, 2 * t + 1) if s.get('pairing') else (t, t + d // 2)
                Y[i, a] = X[i, a] * co - X[i, b] * si
                Y[i, b] = X[i, a] * si + X[i, b] * co
        return Y


class Norm:
    """RMSNorm of each row with weights W and EPS."""
    of = 'norm'

    def __init__(self, n, d, eps):
        self.X, self.W, self.eps = grid((n, d)), grid((1, d), 0, 2), eps

    def args(self):
        return ['check', '--of', 'norm', '-x', lit(self.X), '-w', lit(self.W),
                '--eps', repr(self.eps)], {}

    def answer(self, s):
        X, w, eps = self.X, self.W[0], self.eps
        d = X.shape[1]
        if s.get('norm') == 'variance':
            ms = ((X - X.mean(axis=1, keepdims=True)) ** 2).mean(axis=1, keepdims=True)
        elif s.get('norm') == 'unbiased':
            ms = (X ** 2).sum(axis=1, keepdims=True) / (d - 1)
        else:
            ms = (X ** 2).mean(axis=1, keepdims=True)
        r = np.sqrt(ms) + eps if s.get('norm') == 'eps-out' else np.sqrt(ms + eps)
        y = X * r if s.get('norm') == 'times-root' else X / r
        return y if s.get('norm') == 'no-weight' else y * w


class Merge:
    """Attention over keys split in parts: each part's O and LSE as attend
    --lse writes them; the answer is the merged O and its LSE."""
    of = 'merge'

    def __init__(self, nq, nks, d):
        self.nks, self.d = nks, d
        self.Q = grid((nq, d))
        self.Ks = [grid((n, d)) for n in nks]
        self.Vs = [grid((n, d), -3, 3) for n in nks]

    def part(self, K, V):
        S = self.Q @ K.T / math.sqrt(self.d)
        m = S.max(axis=1, keepdims=True)
        e = np.exp(S - m)
        L = m + np.log(e.sum(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True) @ V, L

    def args(self):
        files = {}
        for p, (K, V) in enumerate(zip(self.Ks, self.Vs)):
            O, L = self.part(K, V)
            files['P%d.csv' % p] = '# attn lse: heads=1 keys=%d sinks=none ' \
                'masked-rows=zero\n' % K.shape[0] + '\n'.join(
                    ','.join(repr(float(x)) for x in r) for r in np.hstack([O, L]))
        return ['check', '--of', 'merge'] + sorted(files), files

    def answer(self, s):
        parts = [self.part(K, V) for K, V in zip(self.Ks, self.Vs)]
        Ls = np.hstack([L for _, L in parts])
        L = np.log(np.exp(Ls).sum(axis=1, keepdims=True))
        how = s.get('merge')
        if how == 'avg':
            O = sum(O for O, _ in parts) / len(parts)
        elif how == 'sum':
            O = sum(O for O, _ in parts)
        else:
            LL = {'max': Ls.max(axis=1, keepdims=True),
                  'sum': Ls.sum(axis=1, keepdims=True),
                  'mean': Ls.mean(axis=1, keepdims=True)}.get(s.get('lse'), L)
            O = sum(np.exp(Lp - LL) * O for O, Lp in parts)
            L = LL
        return np.hstack([O, L])


# ---- the slips, and the IDs that name them -----------------------------

# Each slip (a setting of the numpy code above) with the IDs of
# attn-check(1) that say what it is: an ID, or two joined by " + " (in
# either order).
LABELS = {
    ('scale', 'none'): {'no-scale'},
    ('scale', 'd'): {'scale-by-d'},
    ('scale', 'inverted'): {'scale-inverted'},
    ('scale', 'width'): {'scale-full-width'},
    ('scale', 'nk'): {'scale-by-sqrt-nk'},
    ('scale', 'after'): {'scale-after-softmax'},
    ('kq', True): {'scores-transposed', 'softmax-columns + transposed',
                   'softmax-columns + weights-transposed',
                   'causal-flipped + transposed'},
    ('softmax', 'cols'): {'softmax-columns'},
    ('softmax', 'flat'): {'softmax-whole-matrix'},
    ('softmax', 'noexp'): {'no-exp'},
    ('softmax', 'nonorm'): {'no-normalize'},
    ('softmax', 'log'): {'log-softmax'},
    ('softmax', 'sigmoid'): {'sigmoid'},
    ('softmax', 'broadcast'): {'softmax-sum-broadcast'},
    ('softmax', 'argmax'): {'argmax'},
    ('softmax', 'joint'): {'softmax-across-heads'},
    ('base', 2): {'exp2'},
    ('times', 100): {'percent'},
    ('temperature', 'times'): {'temperature-inverted'},
    ('temperature', 'none'): {'temperature-ignored'},
    ('temperature', 'after'): {'temperature-after-softmax'},
    ('temperature', 'on-bias'): {'temperature-on-bias'},
    ('bias', 'none'): {'bias-ignored'},
    ('bias', 'scaled'): {'bias-scaled'},
    ('causal', 'strict'): {'causal-strict'},
    ('causal', 'flipped'): {'causal-flipped'},
    ('causal', 'none'): {'mask-ignored'},
    ('window', 'dropped'): {'window-ignored'},
    ('mask', 'after'): {'mask-after-softmax'},
    ('mask', 'zero'): {'mask-as-zero'},
    ('mask', 'added'): {'mask-added'},
    ('gqa', 'tile'): {'gqa-modulo'},
    ('gqa', 'first'): {'gqa-all-on-first'},
    ('out', 'AtV'): {'weights-transposed'},
    ('out', 'VA'): {'values-times-weights'},
    ('out', 'AK'): {'values-are-keys'},
    ('join', 'avg'): {'heads-averaged'},
    ('join', 'rev'): {'heads-reversed'},
    ('transposed', True): {'transposed'},
    ('backward', 'diagonal'): {'softmax-backward-diagonal'},
    ('backward', 'norowsum'): {'no-rowsum'},
    ('backward', 'none'): {'no-softmax-backward'},
    ('backward', 'plus'): {'rowsum-sign'},
    ('da', 'dOV'): {'da-not-transposed'},
    ('gscale', 'none'): {'grad-no-scale'},
    ('sign', True): {'grad-sign'},
    ('dk', 'dSQ'): {'dk-not-transposed'},
    ('dv', 'AdO'): {'dv-not-transposed'},
    ('wt', True): {'w-transposed'},
    ('b', 'none'): {'project-bias-ignored'},
    ('b', 'minus'): {'project-bias-subtracted'},
    ('dx', 'dYW'): {'dx-not-transposed'},
    ('dw', 'dYtX'): {'dw-transposed', 'transposed'},
    ('db', 'mean'): {'db-mean'},
    ('pairing', True): {'rope-other-pairing'},
    ('pos1', True): {'rope-positions-from-1'},
    ('inverse', True): {'rope-inverse'},
    ('swap', True): {'rope-cos-sin-swapped'},
    ('freq', True): {'rope-frequency-exponent'},
    ('norm', 'variance'): {'norm-variance'},
    ('norm', 'unbiased'): {'norm-unbiased'},
    ('norm', 'eps-out'): {'norm-eps-outside'},
    ('norm', 'times-root'): {'norm-times-root'},
    ('norm', 'no-weight'): {'norm-weight-ignored'},
    ('merge', 'avg'): {'merge-average'},
    ('merge', 'sum'): {'merge-sum'},
    ('lse', 'max'): {'merge-lse-max'},
    ('lse', 'sum'): {'merge-lse-sum'},
    ('lse', 'mean'): {'merge-lse-mean'},
    # the values written down rounded along the way
    ('scale_round', 'inv'): {'scale-rounded'},
    ('scale_round', 'sqrt'): {'scale-rounded'},
    ('scores_round', None): {'scores-rounded'},
    ('exp_round', None): {'exp-rounded'},
    ('sum_round', None): {'sum-rounded'},
    ('weights_round', None): {'weights-rounded'},
    ('da_round', None): {'da-rounded'},
    ('ds_round', None): {'ds-rounded'},
}
ROUNDED = {'scale_round', 'scores_round', 'exp_round', 'sum_round',
           'weights_round', 'da_round', 'ds_round'}


def names(slip):
    """The IDs that name SLIP (a dict of settings): one setting's, or a
    pair's, either order.  A value rounded to 0 decimals that is another
    slip's value is that slip's too (sqrt(2) to 0 decimals is no scale)."""
    keys = []
    for k, v in slip.items():
        if k == 'scale_round':
            keys.append(LABELS[(k, v[0])] | ({'no-scale'} if (
                v[0] == 'sqrt' and v[1] == 0) else set()))
        else:
            keys.append(LABELS[(k, None if k in ROUNDED else v)])
    if len(keys) == 1: return keys[0]
    return {'%s + %s' % xy for a in keys[0] for b in keys[1]
            for xy in ((a, b), (b, a))}


def label(slip):
    return '+'.join('%s=%s' % (k, v if not isinstance(v, tuple) else
                               '%s:%d' % v) for k, v in slip.items())


# ---- the class ----------------------------------------------------------

def weights_singles(p):
    s = [{'scale': 'none'}, {'scale': 'd'}, {'scale': 'inverted'},
         {'scale': 'nk'}, {'scale': 'after'}, {'kq': True},
         {'softmax': 'cols'}, {'softmax': 'flat'}, {'softmax': 'noexp'},
         {'softmax': 'nonorm'}, {'softmax': 'log'}, {'softmax': 'sigmoid'},
         {'softmax': 'broadcast'}, {'base': 2}, {'times': 100},
         {'transposed': True}]
    if p.h > 1:
        s += [{'scale': 'width'}, {'softmax': 'joint'}]
    if p.g < p.h:
        s += [{'gqa': 'tile'}, {'gqa': 'first'}]
    if p.causal:
        s += [{'causal': 'strict'}, {'causal': 'flipped'}, {'causal': 'none'},
              {'mask': 'after'}, {'mask': 'zero'}, {'mask': 'added'}]
    if p.window:
        s += [{'window': 'dropped'}]
    if p.temperature:
        s += [{'temperature': 'times'}, {'temperature': 'none'},
              {'temperature': 'after'}]
        if p.B is not None: s += [{'temperature': 'on-bias'}]
    if p.B is not None:
        s += [{'bias': 'none'}, {'bias': 'scaled'}]
    return s


def singles(p):
    if isinstance(p, Attn):
        s = weights_singles(p)
        if p.of == 'scores':
            s = [x for x in s if set(x) <= {'scale', 'kq', 'transposed',
                                            'causal', 'window', 'bias'}
                 and x.get('scale') != 'after']
        if p.of == 'attend':
            s += [{'out': 'AtV'}, {'out': 'VA'}, {'out': 'AK'}]
            if p.h > 1: s += [{'join': 'avg'}, {'join': 'rev'}]
        if p.of == 'grad':
            s = [x for x in s if set(x) & {'scale', 'causal', 'softmax', 'gqa'}
                 and x.get('scale') != 'after' and x.get('softmax') not in
                 ('log', 'broadcast', 'nonorm', 'noexp')]
            s += [{'backward': 'diagonal'}, {'backward': 'norowsum'},
                  {'backward': 'none'}, {'backward': 'plus'},
                  {'da': 'dOV'}, {'sign': True}]
            if p.wrt in ('q', 'k'): s += [{'gscale': 'none'}]
            if p.wrt == 'k': s += [{'dk': 'dSQ'}]
            if p.wrt == 'v': s += [{'dv': 'AdO'}]
        return s
    if isinstance(p, Project):
        if p.wrt == 'x': return [{'dx': 'dYW'}]
        if p.wrt == 'w': return [{'dw': 'dYtX'}]
        if p.wrt == 'b': return [{'db': 'mean'}]
        return [{'wt': True}, {'b': 'none'}, {'b': 'minus'}]
    if isinstance(p, Rope):
        return [{'pairing': True}, {'pos1': True}, {'inverse': True},
                {'swap': True}, {'freq': True}]
    if isinstance(p, Norm):
        return [{'norm': n} for n in ('variance', 'unbiased', 'eps-out',
                                      'times-root', 'no-weight')]
    return [{'merge': 'avg'}, {'merge': 'sum'}, {'lse': 'max'},
            {'lse': 'sum'}, {'lse': 'mean'}]


# Pairs a class makes: a slip of one parameter with one of another.
PAIRS = [
    ({'scale': 'none'}, {'softmax': 'cols'}),
    ({'scale': 'none'}, {'times': 100}),
    ({'scale': 'd'}, {'softmax': 'nonorm'}),
    ({'scale': 'none'}, {'base': 2}),
    ({'scale': 'd'}, {'softmax': 'flat'}),
    ({'scale': 'inverted'}, {'softmax': 'cols'}),
    ({'softmax': 'cols'}, {'times': 100}),
    ({'softmax': 'noexp'}, {'times': 100}),
    ({'softmax': 'flat'}, {'base': 2}),
    ({'softmax': 'log'}, {'scale': 'none'}),
    ({'softmax': 'sigmoid'}, {'scale': 'd'}),
    ({'causal': 'strict'}, {'scale': 'none'}),
    ({'causal': 'flipped'}, {'softmax': 'cols'}),
    ({'causal': 'none'}, {'scale': 'd'}),
    ({'mask': 'zero'}, {'scale': 'none'}),
    ({'mask': 'after'}, {'scale': 'd'}),
    ({'causal': 'strict'}, {'times': 100}),
    ({'temperature': 'times'}, {'scale': 'none'}),
    ({'temperature': 'none'}, {'softmax': 'cols'}),
    ({'bias': 'none'}, {'scale': 'none'}),
    ({'bias': 'scaled'}, {'softmax': 'cols'}),
    ({'scale': 'none'}, {'out': 'AtV'}),
    ({'scale': 'd'}, {'out': 'VA'}),
    ({'softmax': 'cols'}, {'out': 'AtV'}),
    ({'scale': 'none'}, {'join': 'avg'}),
    ({'softmax': 'cols'}, {'join': 'rev'}),
    ({'scale': 'width'}, {'softmax': 'cols'}),
    ({'gqa': 'tile'}, {'scale': 'none'}),
    ({'scale': 'none'}, {'backward': 'norowsum'}),
    ({'backward': 'norowsum'}, {'gscale': 'none'}),
    ({'backward': 'diagonal'}, {'sign': True}),
    ({'da': 'dOV'}, {'backward': 'norowsum'}),
    ({'scale': 'd'}, {'dv': 'AdO'}),
    ({'softmax': 'cols'}, {'backward': 'none'}),
    ({'pairing': True}, {'pos1': True}),
    ({'inverse': True}, {'freq': True}),
    ({'wt': True}, {'b': 'none'}),
]

# Values written down rounded, alone or with a slip.
ROUNDINGS = [
    {'scale_round': ('inv', 1)}, {'scale_round': ('inv', 2)},
    {'scale_round': ('sqrt', 0)}, {'scale_round': ('sqrt', 1)},
    {'scale_round': ('sqrt', 2)}, {'scores_round': 0}, {'scores_round': 1},
    {'scores_round': 2}, {'exp_round': 0}, {'exp_round': 1},
    {'exp_round': 2}, {'sum_round': 0}, {'sum_round': 1},
    {'weights_round': 1}, {'weights_round': 2}, {'da_round': 0},
    {'da_round': 1}, {'ds_round': 1}, {'ds_round': 2},
]
ROUNDED_WITH = [
    ({'scale_round': ('sqrt', 1)}, {'softmax': 'cols'}),
    ({'scale_round': ('inv', 2)}, {'times': 100}),
    ({'scores_round': 1}, {'softmax': 'cols'}),
    ({'exp_round': 2}, {'scale': 'none'}),
    ({'exp_round': 1}, {'scale': 'd'}),
    ({'sum_round': 1}, {'scale': 'none'}),
    ({'weights_round': 2}, {'scale': 'none'}),
    ({'scores_round': 1}, {'out': 'AtV'}),
    ({'da_round': 1}, {'backward': 'norowsum'}),
    ({'scale_round': ('inv', 1)}, {'causal': 'strict'}),
]


def applies(p, slip):
    """Whether every setting of SLIP is one P's stage can make."""
    vocab = singles(p)
    for k, v in slip.items():
        if k in ROUNDED:
            if not isinstance(p, Attn) or p.of == 'scores' and k != 'scale_round':
                return False
            if k == 'weights_round' and p.of != 'attend': return False
            if k in ('da_round', 'ds_round') and p.of != 'grad': return False
            if k in ('exp_round', 'sum_round') and (p.B is not None or
                                                    p.temperature):
                return False
            if k in ('scores_round', 'exp_round', 'sum_round') and \
                    p.of == 'grad':
                return False
            continue
        if {k: v} not in vocab: return False
    return True


def problems():
    out = []
    for n in range(10):
        nq, nk, d = [int(x) for x in rng.integers(2, 5, 3)]
        out.append(Attn('weights', nq, nk, d))
    for n in range(6):
        m = int(rng.integers(3, 5))
        out.append(Attn('weights', m, m, 2 + n % 3, causal=True))
    for n in range(2):
        out.append(Attn('weights', 5, 5, 2, causal=True, window=(1, 0)))
    for n in range(3):
        out.append(Attn('weights', 3, 3, 2, heads=2))
    out.append(Attn('weights', 3, 3, 2, heads=4, kv=2))
    out.append(Attn('weights', 3, 4, 2, temperature=2.0))
    out.append(Attn('weights', 3, 3, 2, temperature=0.5, bias=True))
    out.append(Attn('weights', 3, 3, 4, bias=True))
    out.append(Attn('weights', 4, 3, 2, bias=True))
    for n in range(8):
        m = int(rng.integers(2, 5))
        out.append(Attn('attend', m, m, 2 + n % 2, dv=[2 + n % 2, m][n % 2]))
    for n in range(3):
        out.append(Attn('attend', 3, 3, 2, heads=2))
    out.append(Attn('attend', 3, 3, 2, heads=4, kv=2))
    for n in range(4):
        nq, nk = [int(x) for x in rng.integers(2, 5, 2)]
        out.append(Attn('scores', nq, nk, 3, causal=n % 2 == 1))
    for wrt in ('scores', 'q', 'k', 'v', 'weights', 'q', 'scores'):
        out.append(Attn('grad', 3, 3, 2, causal=wrt == 'v', wrt=wrt))
    out.append(Project(3, 3, 3))
    out.append(Project(3, 2, 3))
    out.append(Project(3, 3, 3, wrt='x'))
    out.append(Project(4, 2, 3, wrt='w'))
    out.append(Project(4, 3, 2, wrt='b'))
    for n in range(2):
        out.append(Rope(3, 4))
    out.append(Norm(3, 4, 0.01))
    out.append(Norm(2, 3, 0.1))
    out.append(Merge(2, (2, 3), 2))
    out.append(Merge(3, (2, 2), 2))
    return out


def param(k):
    """The parameter a setting bends: a rounding of the scale is the
    scale's; the exponentials and their sum rounded, the softmax's."""
    return {'scale_round': 'scale', 'exp_round': 'softmax',
            'sum_round': 'softmax'}.get(k, k)


def write(path):
    items = []

    def add(kind, p, slip, body, also):
        args, files = p.args()
        items.append({'name': 'h%03d' % (len(items) + 1), 'kind': kind,
                      'slip': label(slip) if slip else '-',
                      'names': sorted(names(slip) | also) if slip else [],
                      'args': args + ['[%s]' % body] if not files else
                      args + ['ANSWER.csv'],
                      'files': dict(files, **({'ANSWER.csv': body.replace(
                          ';', '\n') + '\n'} if files else {}))})

    for p in problems():
        E = p.answer({})
        vocab = singles(p)
        rounds = [r for r in ROUNDINGS if applies(p, r)]
        # every slip alone, and every two of different parameters: what a
        # written answer may read as besides the slip that made it
        one = [(s, p.answer(s)) for s in vocab + rounds]
        two = []
        for n, a in enumerate(vocab + rounds):
            for b in (vocab + rounds)[n + 1:]:
                if param(next(iter(a))) == param(next(iter(b))) or \
                        set(a) <= ROUNDED and set(b) <= ROUNDED:
                    continue
                two.append((dict(a, **b), p.answer(dict(a, **b))))
        one = [(s, m) for s, m in one if m is not None]
        two = [(s, m) for s, m in two if m is not None]

        def written(M, dec, own, pair):
            """M as written, and the names of every slip it reads as (of
            its level: alone, or two), when it is a test: not reading as
            the right answer, nor (two slips) as one, nor (a slip) as
            another."""
            if M is None or np.isnan(M).any(): return None, None
            t = text(M, dec)
            if M.shape == E.shape and reads(t, E): return None, None
            hit = [s for s, m in one if m.shape == M.shape and reads(t, m)]
            if pair and hit: return None, None
            if not pair and any(x != own and not set(x) <= ROUNDED
                                for x in hit):
                return None, None
            if pair: hit = [s for s, m in two
                            if m.shape == M.shape and reads(t, m)]
            return t, set().union(*[names(s) for s in hit])

        for s in vocab:
            t, also = written(p.answer(s), int(rng.choice([3, 4])), s, False)
            if t: add('single', p, s, t, also)
        for a, b in PAIRS:
            if not applies(p, a) or not applies(p, b): continue
            s = dict(a, **b)
            t, also = written(p.answer(s), 4, s, True)
            if t: add('pair', p, s, t, also)
        for r in ROUNDINGS + ROUNDED_WITH:
            s = r if isinstance(r, dict) else dict(r[0], **r[1])
            if not applies(p, s): continue
            if isinstance(r, dict) and rng.random() < 0.5: continue
            t, also = written(p.answer(s), 4, s, not isinstance(r, dict))
            if t: add('rounded', p, s, t, also)
        for dec in (1, 2, 3, 4):
            if dec == 4 or rng.random() < 0.4:
                add('right', p, None, text(E, dec), set())
    with open(path, 'w') as f:
        for it in spread(items):
            f.write(json.dumps(it, sort_keys=True) + '\n')


CAP = {'single': 4, 'pair': 3, 'rounded': 3, 'right': 10 ** 6}


def spread(items):
    """At most CAP of a kind of each slip, taken in turn from the stages
    that make it (a weights problem, then an attend one, ...), numbered
    again."""
    by = {}
    for it in items:
        stage = it['args'][2] + ('/' + it['args'][it['args'].index('--wrt') + 1]
                                 if '--wrt' in it['args'] else '')
        by.setdefault((it['kind'], it['slip']), {}).setdefault(
            stage, []).append(it)
    keep = []
    for (kind, slip), stages in by.items():
        taken = []
        while len(taken) < CAP[kind] and any(stages.values()):
            for st in sorted(stages):
                if stages[st] and len(taken) < CAP[kind]:
                    taken.append(stages[st].pop(0))
        keep += taken
    keep.sort(key=lambda it: it['name'])
    for n, it in enumerate(keep):
        it['name'] = 'h%03d' % (n + 1)
    return keep


# ---- judging ------------------------------------------------------------

def said(out):
    """The IDs check named: one a line, a pair as 'A + B'."""
    named = set()
    for l in out.splitlines():
        if l.startswith('likely '):
            named.add(l.partition('(')[2].partition(')')[0])
    return named


def judge(attn, path):
    items = [json.loads(l) for l in open(path)]
    count = {}
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for it in items:
            for f, body in it['files'].items():
                with open(os.path.join(tmp, f), 'w') as fh:
                    fh.write(body)
            r = subprocess.run([attn] + it['args'], cwd=tmp, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            named = said(r.stdout)
            kind = it['kind']
            if kind == 'right':
                if named - {'rounding'}: v = 'false alarm'
                elif r.returncode == 0: v = 'passed'
                elif r.returncode == 1: v = 'rounding, status 1'
                else: v = 'trouble'
            elif r.returncode == 2: v = 'trouble'
            elif named & set(it['names']): v = 'named rightly'
            elif named: v = 'named wrongly'
            else: v = 'missed'
            count.setdefault(kind, {}).setdefault(v, 0)
            count[kind][v] += 1
            if v not in ('named rightly', 'passed'):
                bad.append('%s %s %s: %s; attn: %s' % (
                    it['name'], kind, it['slip'], v,
                    '; '.join(sorted(named)) or r.stdout.strip().split('\n')[-1][:100]))
    for b in bad:
        print('  ' + b)
    print()
    for kind in ('single', 'pair', 'rounded', 'right'):
        c = count.get(kind, {})
        n = sum(c.values())
        print('%-8s %4d: %s' % (kind, n, ', '.join(
            '%s %d (%.0f%%)' % (k, v, 100.0 * v / n) for k, v in sorted(c.items()))))
    return count


def targets(count):
    """The targets: 90% of singles and 70% of pairs named, none wrongly,
    no false alarm on a right answer (which passes at status 0)."""
    def share(kind, v):
        c = count.get(kind, {})
        return c.get(v, 0) / max(1, sum(c.values()))
    ok = share('single', 'named rightly') >= 0.9 and \
        share('pair', 'named rightly') >= 0.7 and \
        not any(c.get('named wrongly') for c in count.values()) and \
        share('right', 'passed') == 1
    print('targets %s' % ('met' if ok else 'missed'))
    return ok


if __name__ == '__main__':
    if sys.argv[1] == 'write':
        write(sys.argv[2])
    else:
        c = judge(os.path.abspath(sys.argv[2]) if os.sep in sys.argv[2]
                  else sys.argv[2], sys.argv[3])
        if os.environ.get('TARGETS', '1') != '0':
            sys.exit(0 if targets(c) else 1)
