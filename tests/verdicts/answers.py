#!/usr/bin/python3
# answers.py - a class of students' answers to attention problems, for
# tests/check-verdicts.sh: how well check --of names what went wrong.
#
#   answers.py write DIR    the problems and answers, and DIR/manifest,
#                           one answer a line: NAME KIND EXPECT ARGS...
#   answers.py judge DIR    read what attn said of each (DIR/NAME.out and
#                           DIR/NAME.st), count, and print the verdict
#
# Every answer is made here with numpy alone, the way a student with
# numpy (or a pencil) makes it, and written as a student writes it; attn
# is not run.  The kinds:
#
#   wrong     a slip of attn-check(1)'s list (EXPECT its ID, or two joined
#             by +), written to 4 decimals: it must be named
#   missed    a slip the list does not have (EXPECT -), written to 4
#             decimals: nothing may be named (a name would be a false one)
#   right     the right answer rounded to 1 to 4 decimals: it must pass, at
#             status 0 or as "rounding"
#   noise     random rows, a right answer with a cell changed by hand, or a
#             row's signs flipped: nothing may be named
#   onehot    a one-hot answer, bare 0s and 1s: at each row's largest score
#             it is argmax (EXPECT argmax), elsewhere nothing may be named
#
# A wrong answer that reads as the right one to its 4 decimals, or as
# another slip's, is no test of the name and is left out; so is a missed
# one that reads as a listed slip's.
import math
import os
import sys

import numpy as np

rng = np.random.default_rng(25)
# a slip may take the log of 0 or divide by it, as the student's numpy did
np.seterr(divide='ignore', invalid='ignore', over='ignore')


def grid(shape, lo=-2, hi=2):
    """Small uneven numbers, in halves, as a homework has them."""
    return rng.integers(2 * lo, 2 * hi + 1, size=shape) / 2.0


# ---- the stages, and their slips, in numpy ----

def keep_of(nq, nk, causal=None, window=None):
    """Which keys row i keeps: CAUSAL 'right' j <= i, 'flipped' j >= i,
    'strict' j < i, 'loose' j <= i + 1; WINDOW (L, R) i - L <= j <= i + R."""
    i, j = np.indices((nq, nk))
    k = np.ones((nq, nk), bool)
    if causal == 'right': k &= j <= i
    if causal == 'flipped': k &= j >= i
    if causal == 'strict': k &= j < i
    if causal == 'loose': k &= j <= i + 1
    if window is not None: k &= (j >= i - window[0]) & (j <= i + window[1])
    return k


def softmax(S, keep, base=math.e):
    """Each row's softmax over the kept keys; a row with none is 0."""
    out = np.zeros_like(S)
    for i in range(len(S)):
        if keep[i].any():
            e = np.where(keep[i], base ** (S[i] - S[i][keep[i]].max()), 0)
            out[i] = e / e.sum()
    return out


def columns_softmax(S, keep):
    return softmax(S.T, keep.T).T


class Problem:
    """One problem: the stage, Q, K (V, dO), the options."""
    def __init__(self, of, nq, nk, d, dv=None, causal=False, window=None,
                 heads=1, temperature=None, softcap=None, bias=None):
        self.of, self.nq, self.nk, self.d = of, nq, nk, d
        self.dv = dv or d
        self.causal, self.window, self.heads = causal, window, heads
        self.temperature, self.softcap = temperature, softcap
        self.Q, self.K = grid((nq, heads * d)), grid((nk, heads * d))
        self.V = grid((nk, heads * self.dv), -3, 3)
        self.dO = grid((nq, heads * self.dv))
        self.bias = bias

    def args(self):
        a = ['check', '--of', self.of, '-q', 'Q.csv', '-k', 'K.csv']
        if self.of in ('attend', 'grad'): a += ['-v', 'V.csv']
        if self.of == 'grad': a += ['--wrt', self.wrt, '--dout', 'dO.csv']
        if self.causal: a.append('--causal')
        if self.window: a += ['--window', '%d,%d' % self.window]
        if self.heads > 1: a += ['--heads', str(self.heads)]
        if self.temperature: a += ['--temperature', repr(self.temperature)]
        if self.softcap: a += ['--softcap', repr(self.softcap)]
        if self.bias is not None: a += ['--bias', 'B.csv']
        return a

    def files(self):
        f = {'Q.csv': self.Q, 'K.csv': self.K}
        if self.of in ('attend', 'grad'): f['V.csv'] = self.V
        if self.of == 'grad': f['dO.csv'] = self.dO
        if self.bias is not None: f['B.csv'] = self.bias
        return f

    def answer(self, slip=None, how=None):
        """The matrix the problem's stage gives, with SLIP (None: none)."""
        slip, how = slip or '', how or {}
        blocks = []
        for h in range(self.heads):
            q = self.Q[:, h * self.d:(h + 1) * self.d]
            k = self.K[:, h * self.d:(h + 1) * self.d]
            v = self.V[:, h * self.dv:(h + 1) * self.dv]
            blocks.append(self.head(q, k, v, h, slip, how))
        if blocks[0] is None: return None
        if slip == 'heads-averaged': return sum(blocks) / self.heads
        if slip == 'heads-reversed': blocks = blocks[::-1]
        M = np.hstack(blocks)
        return M.T if slip == 'transposed' else M

    def head(self, q, k, v, h, slip, how):
        d, nq, nk = self.d, self.nq, self.nk
        c = {'no-scale': 1.0, 'scale-by-d': 1 / d, 'scale-inverted': math.sqrt(d),
             'scale-by-sqrt-nk': 1 / math.sqrt(nk), 'scale-squared': 1 / d ** 2}.get(
                 slip, 1 / math.sqrt(d))
        S = q @ k.T * c
        if slip == 'scores-rounded': S = np.round(S, 2)
        if self.temperature:
            S = S * self.temperature if slip == 'temperature-inverted' else \
                S if slip == 'temperature-ignored' else S / self.temperature
        if self.softcap and slip != 'softcap-ignored':
            S = self.softcap * np.tanh(S / self.softcap)
        if self.bias is not None and slip not in ('bias-ignored', 'bias-after-softmax'):
            S = S + self.bias
        causal = {'causal-flipped': 'flipped', 'causal-strict': 'strict',
                  'causal-loose': 'loose'}.get(slip, 'right') if self.causal else None
        window = self.window
        if window and slip == 'window-loose':
            window = (window[0] + 1, window[1] + (0 if self.causal else 1))
        if window and slip == 'window-strict':
            window = (window[0] - 1, window[1] - (0 if self.causal else 1))
        keep = keep_of(nq, nk, causal, window)
        if slip == 'mask-ignored': keep = np.ones_like(keep)
        if self.of == 'scores':
            if slip == 'plus-one': S = S + 1
            return np.where(keep, S, -np.inf)
        if slip == 'mask-as-zero':
            S, keep = np.where(keep, S, 0), np.ones_like(keep)
        A = {'no-softmax': lambda: np.where(keep, S, 0),
             'softmax-columns': lambda: columns_softmax(S, keep),
             'no-exp': lambda: np.where(keep, S, 0) / np.where(keep, S, 0).sum(
                 axis=1, keepdims=True),
             'no-normalize': lambda: np.where(keep, np.exp(S - np.where(
                 keep, S, -np.inf).max(axis=1, keepdims=True)), 0),
             'exp2': lambda: softmax(S, keep, how.get('base', 2)),
             'argmax': lambda: argmax(np.where(keep, S, -np.inf)),
             'mask-after-softmax': lambda: np.where(keep, softmax(S, np.ones_like(keep)), 0),
             'log-softmax': lambda: np.where(keep, np.log(softmax(S, keep)), -np.inf),
             'max-normalised': lambda: np.where(keep, np.exp(S - np.where(
                 keep, S, -np.inf).max(axis=1, keepdims=True)), 0),
             'sigmoid': lambda: np.where(keep, 1 / (1 + np.exp(-S)), 0),
             'squared-weights': lambda: softmax(S, keep) ** 2,
             }.get(slip, lambda: softmax(S, keep))()
        if slip == 'softmax-whole-matrix':
            e = np.where(keep, np.exp(S - S[keep].max()), 0)
            A = e / e.sum()
        if slip == 'max-normalised':
            A = A / A.max(axis=1, keepdims=True)
        if slip == 'percent': A = A * 100
        if slip == 'bias-after-softmax':
            A = np.where(keep, A + self.bias, 0)
            A = A / A.sum(axis=1, keepdims=True)
        if self.of == 'weights':
            return A
        if self.of == 'grad':
            return self.grad(q, k, v, A, keep, S, c, h, slip)
        if slip == 'weights-rounded': A = np.round(A, 2)
        # the slips of the output where the shapes allow them
        if slip == 'values-are-keys':
            return A @ k if d == self.dv else None
        if slip == 'weights-transposed':
            return A.T @ v if nq == nk else None
        if slip == 'values-times-weights':
            return v @ A if nq == nk == self.dv else None
        return A @ v

    def grad(self, q, k, v, A, keep, S, c, h, slip):
        dO = self.dO[:, h * self.dv:(h + 1) * self.dv]
        dA = dO @ v.T
        rs = (A * dA).sum(axis=1, keepdims=True)
        dS = {'no-rowsum': A * dA, 'rowsum-sign': A * (dA + rs),
              'no-softmax-backward': np.where(keep, dA, 0)}.get(slip, A * (dA - rs))
        dS = np.where(keep, dS, 0)
        sign = -1 if slip == 'grad-sign' else 1
        cc = 1.0 if slip == 'grad-no-scale' else c
        if self.wrt == 'scores': return sign * dS
        if self.wrt == 'q': return sign * cc * dS @ k
        return sign * A.T @ dO


def argmax(S):
    """One-hot at each row's largest score, ties sharing it."""
    top = S == S.max(axis=1, keepdims=True)
    return top / top.sum(axis=1, keepdims=True)


class Project:
    """Y = X W + b, and its slips."""
    of = 'project'

    def __init__(self, n, d):
        self.X, self.W, self.B = grid((n, d)), grid((d, d)), grid((1, d), -3, 3)

    def args(self):
        return ['check', '--of', 'project', '-w', 'W.csv', '-b', 'B.csv', '-x', 'X.csv']

    def files(self):
        return {'X.csv': self.X, 'W.csv': self.W, 'B.csv': self.B}

    def answer(self, slip=None, how=None):
        W = self.W.T if slip == 'w-transposed' else self.W
        b = {'project-bias-ignored': 0, 'project-bias-subtracted': -1,
             'project-bias-twice': 2}.get(slip, 1) * self.B[0]
        Y = self.X @ W + b
        return Y.T if slip == 'transposed' else Y


class Rope:
    """Each pair (t, t + d/2) turned by p 10000^(-2t/d), and its slips."""
    of = 'rope'

    def __init__(self, n, d):
        self.X = grid((n, d))

    def args(self):
        return ['check', '--of', 'rope', '-x', 'X.csv']

    def files(self):
        return {'X.csv': self.X}

    def answer(self, slip=None, how=None):
        X = self.X
        n, d = X.shape
        Y = X.copy()
        for i in range(n):
            p = i + (1 if slip == 'rope-positions-from-1' else 0)
            for t in range(d // 2):
                an = p * 10000.0 ** (-2.0 * t / d)
                if slip == 'rope-inverse': an = -an
                if slip == 'rope-degrees': an = math.radians(an)
                a, b = (2 * t, 2 * t + 1) if slip == 'rope-other-pairing' else (t, t + d // 2)
                s = 0.0 if slip == 'rope-cos-only' else math.sin(an)
                Y[i, a] = X[i, a] * math.cos(an) - X[i, b] * s
                Y[i, b] = X[i, a] * s + X[i, b] * math.cos(an)
        return Y


# ---- the class ----

def text(M, how):
    """M as a student writes it: each number by HOW (%.4f, or 0/1)."""
    return ''.join(','.join(('-inf' if x < 0 else 'inf') if np.isinf(x) else
                            how % float(x) for x in r) + '\n' for r in M)


def reads(text_a, M):
    """Whether M reads as the answer written TEXT_A: each cell within half
    a unit of its last digit (the answer's digits, 4 decimals here)."""
    rows = [l.split(',') for l in text_a.strip().split('\n')]
    if len(rows) != M.shape[0] or any(len(r) != M.shape[1] for r in rows):
        return False
    for r, m in zip(rows, M):
        for f, x in zip(r, m):
            v = float(f)
            if np.isinf(v) or np.isinf(x) or np.isnan(x):
                if not (v == x): return False
                continue
            u = 10.0 ** -len(f.partition('.')[2]) if '.' in f else 1.0
            if abs(v - x) > u / 2 * (1 + 1e-6): return False
    return True


SLIPS = {
    # the listed slips each stage may make, and the options they need
    'weights': ['no-scale', 'scale-by-d', 'scale-inverted', 'scale-by-sqrt-nk',
                'no-softmax', 'softmax-columns', 'softmax-whole-matrix',
                'no-normalize', 'log-softmax', 'exp2', 'percent', 'argmax',
                'transposed', 'scores-rounded', 'sigmoid'],
    'causal': ['causal-flipped', 'causal-strict', 'causal-loose', 'mask-ignored',
               'mask-after-softmax', 'mask-as-zero'],
    'window': ['window-loose', 'window-strict', 'mask-ignored'],
    'attend': ['no-scale', 'scale-by-d', 'values-are-keys', 'weights-transposed',
               'values-times-weights', 'weights-rounded', 'transposed'],
    'heads': ['heads-averaged', 'heads-reversed'],
    'scores': ['no-scale', 'scale-by-d', 'scale-inverted', 'transposed'],
    'temperature': ['temperature-inverted', 'temperature-ignored'],
    'softcap': ['softcap-ignored'],
    'bias': ['bias-ignored', 'bias-after-softmax'],
    'grad': ['no-rowsum', 'rowsum-sign', 'grad-sign', 'no-softmax-backward',
             'grad-no-scale'],
    'project': ['w-transposed', 'project-bias-ignored', 'project-bias-subtracted',
                'project-bias-twice', 'transposed'],
    'rope': ['rope-inverse', 'rope-positions-from-1', 'rope-degrees',
             'rope-cos-only', 'rope-other-pairing'],
}
# Slips the list has not: a name for them would be a false one.
UNLISTED = {'weights': ['max-normalised', 'squared-weights',
                        'scale-squared'],
            'scores': ['plus-one', 'scale-squared']}


def problems():
    """The homework: problems of every stage, small and uneven."""
    out = []
    for n in range(14):
        nq, nk, d = [int(x) for x in rng.integers(2, 5, 3)]
        out.append((Problem('weights', nq, nk, d), ['weights']))
    for n in range(8):
        m = int(rng.integers(3, 5))
        out.append((Problem('weights', m, m, 2 + n % 3, causal=True),
                    ['weights', 'causal']))
    for n in range(4):
        out.append((Problem('weights', 5, 5, 2, window=(1 + n % 2, 1)), ['window']))
    for n in range(8):
        m = int(rng.integers(2, 5))
        out.append((Problem('attend', m, m, 2 + n % 2, dv=[2 + n % 2, m][n % 2]),
                    ['attend']))
    for n in range(4):
        out.append((Problem('attend', 3, 3, 2, heads=2), ['heads']))
    for n in range(6):
        nq, nk = [int(x) for x in rng.integers(2, 5, 2)]
        out.append((Problem('scores', nq, nk, 3), ['scores']))
    out.append((Problem('weights', 3, 3, 2, temperature=2.0), ['temperature']))
    out.append((Problem('weights', 3, 4, 2, temperature=0.5), ['temperature']))
    out.append((Problem('weights', 3, 3, 4, softcap=1.5), ['softcap']))
    out.append((Problem('weights', 3, 3, 2, bias=grid((3, 3), -1, 1)), ['bias']))
    out.append((Problem('weights', 4, 3, 2, bias=grid((4, 3), -1, 1)), ['bias']))
    for wrt in ('scores', 'q', 'v', 'q', 'scores'):
        p = Problem('grad', 3, 3, 2, causal=wrt == 'v')
        p.wrt = wrt
        out.append((p, ['grad']))
    for n in range(3):
        out.append((Project(3, 2 + n), ['project']))
    for n in range(3):
        out.append((Rope(3, 4), ['rope']))
    return out


def write(d):
    os.makedirs(d, exist_ok=True)
    man = []
    k = 0

    def add(kind, expect, p, body):
        nonlocal k
        k += 1
        name = 'a%03d' % k
        pd = os.path.join(d, 'p%s' % name)
        os.makedirs(pd, exist_ok=True)
        for f, m in p.files().items():
            with open(os.path.join(pd, f), 'w') as fh:
                fh.write(text(m, '%r'))
        with open(os.path.join(pd, 'answer.csv'), 'w') as fh:
            fh.write(body)
        man.append(' '.join([name, kind, expect] + p.args() + ['answer.csv']))

    for p, groups in problems():
        E = p.answer()
        right4 = text(E, '%.4f')
        listed = {}
        for g in groups:
            for s in SLIPS[g]:
                how = {'base': 10} if s == 'exp2' and rng.random() < 0.3 else None
                M = p.answer(s, how)
                if M is not None: listed[s] = M
        for s, M in listed.items():
            body = text(M, '%.4f')
            # a slip that changes nothing at 4 decimals is no test
            if np.isnan(M).any() or M.shape == E.shape and reads(body, E):
                continue
            add('wrong', s, p, body)
        for g in groups:
            for s in UNLISTED.get(g, []):
                M = p.answer(s)
                body = text(M, '%.4f')
                if reads(body, E) or any(m.shape == M.shape and reads(body, m)
                                         for m in listed.values()):
                    continue
                add('missed', '-', p, body)
        # right, to 1-4 decimals
        for dec in (1, 2, 3, 4):
            if dec == 4 or rng.random() < 0.45:
                add('right', 'rounding', p, text(E, '%%.%df' % dec))
        # noise: random rows, one cell changed, a row's signs flipped
        R = rng.random(E.shape)
        if p.of == 'weights': R = R / R.sum(axis=1, keepdims=True)
        else: R = (R - 0.5) * 4
        add('noise', '-', p, text(R, '%.4f'))
        C = np.array([[float(x) for x in l.split(',')] for l in right4.split()])
        i, j = rng.integers(0, C.shape[0]), rng.integers(0, C.shape[1])
        if np.isfinite(C[i, j]):
            C[i, j] += 0.1 + 0.2 * rng.random()
            add('noise', '-', p, text(C, '%.4f'))
        if p.of in ('scores', 'attend', 'project', 'rope'):
            F = np.array([[float(x) for x in l.split(',')] for l in right4.split()])
            F[0] = -F[0]
            if not reads(text(F, '%.4f'), E):
                add('noise', '-', p, text(F, '%.4f'))
        # one-hot: the argmax, and others
        if p.of == 'weights' and not p.causal and not p.window and p.bias is None \
                and not p.temperature and not p.softcap:
            T = argmax(p.Q @ p.K.T)
            if (T.max(axis=1) == 1).all():
                add('onehot', 'argmax', p, text(T, '%d'))
            for n in range(3):
                H = np.eye(p.nk)[rng.integers(0, p.nk, p.nq)]
                # not the argmax, nor its transpose, nor Q K's (no-transpose)
                near = [T, T.T] + ([argmax(p.Q @ p.K), argmax(p.Q @ p.K).T]
                                   if p.d == p.nk else [])
                if any(m.shape == H.shape and (m == H).all() for m in near):
                    continue
                add('onehot', '-', p, text(H, '%d'))
    # planted pairs: a slip of the scores, then one of the softmax
    for n in range(10):
        p = Problem('weights', 3, 3, 2 + n % 3)
        a, b = ['no-scale', 'scale-by-d'][n % 2], ['softmax-columns', 'no-normalize',
                                                    'percent', 'log-softmax', 'argmax'][n % 5]
        E = p.answer()
        M = pair(p, a, b)
        body = text(M, '%.4f')
        if reads(body, E) or reads(body, p.answer(a)) or reads(body, p.answer(b)):
            continue
        add('wrong', a + '+' + b, p, body)
    with open(os.path.join(d, 'manifest'), 'w') as f:
        f.write('\n'.join(man) + '\n')


def pair(p, a, b):
    """Slip A of the scale with slip B of the softmax."""
    c = {'no-scale': 1.0, 'scale-by-d': 1 / p.d}[a]
    S = p.Q @ p.K.T * c
    keep = np.ones(S.shape, bool)
    return {'softmax-columns': lambda: columns_softmax(S, keep),
            'no-normalize': lambda: np.exp(S - S.max(axis=1, keepdims=True)),
            'percent': lambda: softmax(S, keep) * 100,
            'log-softmax': lambda: np.log(softmax(S, keep)),
            'argmax': lambda: argmax(S)}[b]()


def judge(d):
    """Count what attn said of each answer; a line per failure."""
    count, slips = {}, {}
    bad = []
    for line in open(os.path.join(d, 'manifest')):
        name, kind, expect = line.split()[:3]
        out = open(os.path.join(d, name + '.out')).read().splitlines()
        st = int(open(os.path.join(d, name + '.st')).read())
        named = set()
        for l in out:
            if l.startswith('likely mistake'):
                ids = l.partition('(')[2].partition(')')[0]
                named.add(ids.replace(' + ', '+'))
        plain = {i for n in named for i in n.split('+')}
        if kind == 'wrong':
            if not named: verdict = 'missed'
            elif expect in named or ('+' not in expect and expect in plain):
                verdict = 'named'
            else: verdict = 'wrongly named'
        elif kind == 'right':
            verdict = 'passed' if st == 0 or named == {'rounding'} else 'failed'
        elif expect == 'argmax':
            verdict = 'named' if 'argmax' in named else 'missed' if not named \
                else 'wrongly named'
        else:
            verdict = 'quiet' if not named else 'wrongly named'
        if st == 2: verdict = 'trouble'
        if kind == 'wrong': slips[expect] = slips.get(expect, 0) + 1
        key = kind if kind != 'onehot' or expect == '-' else 'onehot-argmax'
        count.setdefault(key, {}).setdefault(verdict, 0)
        count[key][verdict] += 1
        if verdict in ('wrongly named', 'failed', 'trouble') or \
                (kind in ('wrong', 'onehot') and expect != '-' and verdict != 'named'):
            bad.append('%s (%s, %s): %s; attn: %s' % (
                name, kind, expect, verdict, '; '.join(out[-2:])))
    for k in sorted(count):
        print('%-14s %s' % (k, ', '.join('%s %d' % kv for kv in sorted(count[k].items()))))
    print('slips planted: %s' % ', '.join('%s %d' % kv for kv in sorted(slips.items())))
    for b in bad:
        print('FAIL ' + b)
    return count, bad


if __name__ == '__main__':
    if sys.argv[1] == 'write':
        write(sys.argv[2])
    else:
        c, bad = judge(sys.argv[2])
        sys.exit(1 if bad else 0)
