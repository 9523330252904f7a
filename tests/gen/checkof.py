#!/usr/bin/python3
# checkof.py - writes the checkof- golden cases: attn check --of and its
# catalogue of common mistakes.  Run it from anywhere:
# /usr/bin/python3 tests/gen/checkof.py.  Nothing here runs attn:
#
# - The expected matrix is exactly rounded, each step from the doubles of
#   the step before (attn(1), Exactness), with mpmath at 400 bits: the
#   scaled dot products, the transforms in double as attn weights does them,
#   the softmax exp(s - max) / sum, the weighted sum.
# - Each wrong answer is made by this file's own numpy implementation of the
#   mistake (attn(1)'s list under attn check, read afresh), written to 4
#   decimals.
# - Which lines attn must print is decided here too: every mistake of the
#   list is implemented again below, tried where the manual says it makes
#   sense, and matched by its rule (within the tolerance, or within one unit of
#   the cell's last written digit; a whole number such as 0 is exact); the
#   descriptions are written out by hand.
import math
import os
import sys

import numpy as np
from mpmath import mp, mpf, sqrt as msqrt, exp as mexp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'lib'))
from cases import Cases, R, csv, fmt, rnd  # noqa: E402

mp.prec = 400
INF = math.inf
# A mistake may divide by zero: its matrix then holds inf or nan, as the
# student's would, and numpy need not warn about it.
np.seterr(divide='ignore', invalid='ignore')


def f4(x): return fmt(x, ('fixed', 4))


def g7(x): return '%.7g' % x


class P:
    """One check --of problem: the stage, the operands, the options."""
    def __init__(self, of, Q, K, V=None, scale='sqrt', causal=False,
                 offset=0, window=None, mask=None, bias=None,
                 temperature=None, softcap=None, policy='zero', h=1, g=None,
                 atol=1e-8, rtol=1e-5):
        self.of, self.Q, self.K = of, np.array(Q, float), np.array(K, float)
        self.V = None if V is None else np.array(V, float)
        self.scale, self.causal, self.offset = scale, causal, offset
        self.window, self.temperature, self.softcap = window, temperature, softcap
        self.mask = None if mask is None else np.array(mask, float)
        self.bias = None if bias is None else np.array(bias, float)
        self.policy, self.h, self.g = policy, h, g or h
        self.atol, self.rtol = atol, rtol
        self.nq, self.nk = len(Q), len(K)
        self.dk = self.Q.shape[1] // h

    def any_mask(self):
        return bool(self.causal or self.window or self.mask is not None
                    or self.bias is not None)

    def options(self):
        o = []
        if self.scale == 'none': o.append('--no-scale')
        elif self.scale != 'sqrt': o.append('--scale %s' % R(self.scale))
        if self.causal: o.append('--causal')
        if self.offset: o.append('--offset %d' % self.offset)
        if self.window: o.append('--window %d,%d' % self.window)
        if self.mask is not None: o.append('--mask M.csv')
        if self.bias is not None: o.append('--bias B.csv')
        if self.temperature: o.append('--temperature %s' % R(self.temperature))
        if self.softcap: o.append('--softcap %s' % R(self.softcap))
        if self.policy != 'zero': o.append('--masked-rows %s' % self.policy)
        if self.h > 1: o.append('--heads %d' % self.h)
        if self.g != self.h: o.append('--kv-heads %d' % self.g)
        if self.atol != 1e-8: o.append('--atol %s' % R(self.atol))
        return o

    def files(self):
        f = {'Q.csv': csv(self.Q), 'K.csv': csv(self.K)}
        if self.V is not None: f['V.csv'] = csv(self.V)
        if self.mask is not None: f['M.csv'] = csv(self.mask)
        if self.bias is not None: f['B.csv'] = csv(self.bias)
        return f

    def command(self, answer='answer.csv', extra=''):
        c = '$ATTN check --of %s -q Q.csv -k K.csv' % self.of
        if self.V is not None: c += ' -v V.csv'
        return ' '.join([c] + self.options() + [answer] +
                        ([extra] if extra else []))

    def side(self, m, i, hh, j):
        return m[i][j] if m.shape[1] == self.nk else m[i][hh * self.nk + j]


# ---- the expected matrix, exactly rounded step by step (mpmath) ----

def kept(p, i, j, causal='right', unmasked=False, hh=0):
    if unmasked: return True
    pos = i + p.offset
    if p.window and not (pos - p.window[0] <= j <= pos + p.window[1]):
        return False
    if p.causal:
        if causal == 'right' and j > pos: return False
        if causal == 'flipped' and j < pos: return False
        if causal == 'strict' and j >= pos: return False
    if p.mask is not None and p.side(p.mask, i, hh, j) == 0: return False
    if p.bias is not None and p.side(p.bias, i, hh, j) == -INF: return False
    return True


def exact(p):
    """What attn STAGE writes: exactly rounded scores of the doubles, the
    transforms in double, the exactly rounded softmax, the weighted sum."""
    H, G, dk, nk = p.h, p.g, p.dk, p.nk
    dv = p.V.shape[1] // G if p.V is not None else 0
    out = []
    for i, q in enumerate(p.Q):
        row = []
        for hh in range(H):
            kh = hh // (H // G)
            s = []
            for j, k in enumerate(p.K):
                if not kept(p, i, j, hh=hh):
                    s.append(-INF)
                    continue
                dot = sum(mpf(float(a)) * mpf(float(b)) for a, b in
                          zip(q[hh * dk:(hh + 1) * dk], k[kh * dk:(kh + 1) * dk]))
                if p.scale == 'sqrt': x = rnd(dot / msqrt(dk))
                elif p.scale == 'none': x = rnd(dot)
                else: x = rnd(dot * mpf(p.scale))
                if p.of != 'scores' and p.temperature: x = x / p.temperature
                if p.of != 'scores' and p.softcap:
                    x = p.softcap * math.tanh(x / p.softcap)
                if p.bias is not None: x = x + float(p.side(p.bias, i, hh, j))
                s.append(x)
            if p.of == 'scores':
                row += s
                continue
            live = [x for x in s if x != -INF]
            if not live:
                fill = {'zero': 0.0, 'uniform': 1 / nk, 'nan': math.nan}[p.policy]
                w = [fill] * nk
            else:
                m = max(live)
                e = [mpf(0) if x == -INF else mexp(mpf(x) - mpf(m)) for x in s]
                t = sum(e)
                w = [rnd(x / t) for x in e]
            if p.of == 'weights':
                row += w
                continue
            for c in range(dv):
                row.append(rnd(sum(mpf(a) * mpf(float(p.V[j][kh * dv + c]))
                                     for j, a in enumerate(w))))
        out.append(row)
    return np.array(out, float).reshape(p.nq, -1) if out else np.zeros((0, 0))


# ---- the mistakes, in numpy, as attn(1)'s list words them ----

class Recipe:
    def __init__(self, p):
        self.h, self.g = p.h, p.g
        self.dk = p.dk
        self.scale = {'sqrt': 1 / math.sqrt(p.dk), 'none': 1.0}.get(p.scale, p.scale)
        self.causal, self.unmasked, self.temp_times = 'right', False, False
        self.softmax, self.output, self.transpose = 'rows', 'av', 0


def run(p, r):
    """The matrix recipe R gives: plain float64 numpy."""
    H, G, dk, nq, nk = r.h, r.g, r.dk, p.nq, p.nk
    raw = np.zeros((nq, H, nk)); ok = np.zeros((nq, H, nk), bool)
    for hh in range(H):
        kh = hh // (H // G)
        Qh = p.Q[:, hh * dk:(hh + 1) * dk]; Kh = p.K[:, kh * dk:(kh + 1) * dk]
        S = (Qh @ Kh.T) * r.scale
        if p.of != 'scores' and p.temperature:
            S = S * p.temperature if r.temp_times else S / p.temperature
        if p.of != 'scores' and p.softcap:
            S = p.softcap * np.tanh(S / p.softcap)
        for i in range(nq):
            for j in range(nk):
                b = p.side(p.bias, i, hh, j) if p.bias is not None else 0.0
                ok[i, hh, j] = r.unmasked or kept(p, i, j, r.causal, hh=hh)
                raw[i, hh, j] = S[i, j] + (0 if b == -INF else b)
    if p.of == 'scores':
        M = np.where(ok, raw, -INF).reshape(nq, H * nk)
    else:
        W = np.zeros((nq, H, nk))
        fill = {'zero': 0.0, 'uniform': 1 / nk, 'nan': math.nan, 'error': 0.0}[p.policy]
        for hh in range(H):
            S, K_ = raw[:, hh, :], ok[:, hh, :]
            if r.softmax == 'whole':
                if K_.any():
                    e = np.where(K_, np.exp(S - S[K_].max()), 0)
                    W[:, hh, :] = e / e.sum()
                else:
                    W[:, hh, :] = 1 / (nq * nk) if p.policy == 'uniform' else fill
                continue
            if r.softmax == 'columns':
                for j in range(nk):
                    if K_[:, j].any():
                        e = np.where(K_[:, j], np.exp(S[:, j] - S[K_[:, j], j].max()), 0)
                        W[:, hh, j] = e / e.sum()
                continue
            for i in range(nq):
                s, k = S[i], K_[i]
                if r.softmax == 'after':
                    e = np.exp(s - s.max())
                    W[i, hh] = np.where(k, e / e.sum(), 0)
                elif not k.any():
                    W[i, hh] = 0 if r.softmax == 'none' else fill
                elif r.softmax == 'none':
                    W[i, hh] = np.where(k, s, 0)
                elif r.softmax == 'noexp':
                    W[i, hh] = np.where(k, s, 0) / s[k].sum()
                elif r.softmax == 'nonorm':
                    W[i, hh] = np.where(k, np.exp(s - s[k].max()), 0)
                elif r.softmax == 'nonorm-raw':
                    W[i, hh] = np.where(k, np.exp(s), 0)
                else:
                    e = np.where(k, np.exp(s - s[k].max()), 0)
                    W[i, hh] = e / e.sum()
        if p.of == 'weights':
            M = W.reshape(nq, H * nk)
        else:
            X = p.K if r.output == 'ak' else p.V
            dv = X.shape[1] // G
            blocks = []
            for hh in range(H):
                kh = hh // (H // G)
                A = W[:, hh, :]
                Xh = X[:, kh * dv:(kh + 1) * dv]
                blocks.append(A.T @ Xh if r.output == 'atv' else A @ Xh)
            M = np.hstack(blocks)
    if r.transpose:
        n = H if r.transpose == 1 else 1
        bw = M.shape[1] // n
        M = np.hstack([M[:, b * bw:(b + 1) * bw].T for b in range(n)])
    return M


def row0(p, what):
    r = Recipe(p)
    q = Recipe(p); q.softmax = 'none'
    P2 = P.__new__(P); P2.__dict__.update(p.__dict__); P2.of = 'scores'
    s = run(P2, r)[0][:p.nk]
    live = s[s != -INF]
    if what == 'sum': return live.sum()
    if what == 'exp-max': return np.exp(live - live.max()).sum()
    return np.exp(live).sum()


def masked(p):
    P2 = P.__new__(P); P2.__dict__.update(p.__dict__); P2.of = 'scores'
    return int((run(P2, Recipe(p)) == -INF).sum())


def m_no_scale(p, r, v):
    if v or p.scale == 'none': return None
    r.scale = 1.0
    if p.scale == 'sqrt':
        return 'the dot products were not divided by sqrt(d_k) = %s' % g7(math.sqrt(p.dk))
    return 'the dot products were not multiplied by --scale %s' % g7(p.scale)


def m_scale_by_d(p, r, v):
    if v or p.scale != 'sqrt': return None
    r.scale = 1 / p.dk
    return 'the dot products were divided by d_k = %d, not by sqrt(d_k) = %s' % (
        p.dk, g7(math.sqrt(p.dk)))


def m_scale_inverted(p, r, v):
    if v or p.scale != 'sqrt': return None
    r.scale = math.sqrt(p.dk)
    return ('the dot products were multiplied by sqrt(d_k) = %s instead of '
            'divided by it' % g7(math.sqrt(p.dk)))


def m_scale_full_width(p, r, v):
    if v or p.h == 1 or p.scale != 'sqrt': return None
    w = p.Q.shape[1]
    r.scale = 1 / math.sqrt(w)
    return ("the dot products were divided by sqrt(%d) = %s, the square root of "
            "the whole row's width, not by sqrt(d_k) = %s of one head" % (
                w, g7(math.sqrt(w)), g7(math.sqrt(p.dk))))


def m_heads_ignored(p, r, v):
    w = p.Q.shape[1]
    if v or p.h == 1 or p.K.shape[1] != w: return None
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
            "(row 0 sums to %s)" % g7(row0(p, 'sum')))


def m_no_normalize(p, r, v):
    if v > 1: return None
    r.softmax = 'nonorm-raw' if v else 'nonorm'
    return 'the exponentials %s were not divided by their sum (row 0: %s)' % (
        'exp(s)' if v else 'exp(s - max)', g7(row0(p, 'exp' if v else 'exp-max')))


def m_after(p, r, v):
    if v or not p.any_mask(): return None
    r.softmax = 'after'
    return ('the softmax ran over all %d keys of each row, then the masked '
            'weights were set to 0 without renormalising' % p.nk)


def m_temperature(p, r, v):
    if v or not p.temperature: return None
    r.temp_times = True
    return ('the scores were multiplied by the temperature %s instead of '
            'divided by it' % g7(p.temperature))


def m_values_are_keys(p, r, v):
    if v: return None
    r.output = 'ak'
    return 'the weights were applied to the keys K instead of the values V'


def m_weights_transposed(p, r, v):
    if v or p.nq != p.nk: return None
    r.output = 'atv'
    return 'the weights were transposed before they were applied: A^T V, not A V'


def m_transposed(p, r, v):
    if v > (p.h > 1): return None
    r.transpose = v + 1
    E = exact(p)
    if p.h > 1 and v == 0:
        return "each head's block of the right matrix transposed, %dx%d each" % (
            E.shape[1] // p.h, E.shape[0])
    if E.shape[0] == E.shape[1]:
        return 'the right matrix transposed, its rows written as columns'
    return 'the right matrix transposed: %dx%d instead of %dx%d' % (
        E.shape[1], E.shape[0], E.shape[0], E.shape[1])


# attn(1)'s list of mistakes, in its order.
TABLE = [
    ('no-scale', 'scores', m_no_scale),
    ('scale-by-d', 'scores', m_scale_by_d),
    ('scale-inverted', 'scores', m_scale_inverted),
    ('scale-full-width', 'scores', m_scale_full_width),
    ('heads-ignored', 'scores', m_heads_ignored),
    ('mask-ignored', 'scores', m_mask_ignored),
    ('causal-flipped', 'scores', m_causal_flipped),
    ('causal-strict', 'scores', m_causal_strict),
    ('no-softmax', 'softmax', m_no_softmax),
    ('softmax-whole-matrix', 'softmax', m_whole),
    ('softmax-columns', 'softmax', m_columns),
    ('no-exp', 'softmax', m_no_exp),
    ('no-normalize', 'softmax', m_no_normalize),
    ('mask-after-softmax', 'softmax', m_after),
    ('temperature-inverted', 'softmax', m_temperature),
    ('values-are-keys', 'output', m_values_are_keys),
    ('weights-transposed', 'output', m_weights_transposed),
    ('transposed', 'any', m_transposed),
]
ORDER = {'scores': 0, 'weights': 1, 'attend': 2}
STEP = {'scores': 0, 'softmax': 1, 'output': 2, 'any': -1}


def applies(p, step):
    return STEP[step] <= ORDER[p.of]


def make(p, ids, variants=None):
    """The answer mistakes IDS (with VARIANTS) give, and its descriptions."""
    r = Recipe(p)
    for k, i in enumerate(ids):
        fn = dict((a, c) for a, b, c in TABLE)[i]
        assert fn(p, r, (variants or [0] * len(ids))[k]) is not None, i
    return run(p, r)


# ---- matching, as attn-check(1) says ----

def unit(field):
    f = field.strip()
    if any(c in f.lower() for c in 'in') and 'e' not in f.lower().replace('inf', ''):
        return 0.0
    mant, _, ex = f.lower().partition('e')
    if '.' not in mant and not ex: return 0.0
    frac = len(mant.partition('.')[2])
    return 10.0 ** (int(ex or 0) - frac)


def close(a, b, atol, rtol):
    if math.isnan(a) or math.isnan(b): return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b): return a == b
    return abs(a - b) <= atol + rtol * abs(b)


def agrees(ans, units, c, p):
    if ans.shape != c.shape: return False
    for a, u, x in zip(ans.ravel(), units.ravel(), c.ravel()):
        if close(a, x, p.atol, p.rtol): continue
        if math.isnan(a) or math.isnan(x) or math.isinf(a) or math.isinf(x): return False
        if not abs(a - x) <= u * (1 + 1e-9): return False
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
    """A number in the report: -p PREC, or the shortest (PREC None)."""
    return fmt(x, None if prec is None else ('p', prec))


def report(p, ans, units, prec=6):
    """Everything attn check --of ... -p PREC prints, and its status."""
    E = exact(p)
    out = []
    if E.shape != ans.shape:
        out.append('shapes differ: expected %dx%d, got %dx%d' % (
            E.shape + ans.shape))
    else:
        differ, worst, wi, near = 0, 0.0, 0, 0.0
        for i, (b, a) in enumerate(zip(E.ravel(), ans.ravel())):
            if math.isnan(a) or math.isnan(b):
                ok = math.isnan(a) and math.isnan(b); d = 0.0 if ok else math.nan
            elif math.isinf(a) or math.isinf(b):
                ok = a == b; d = 0.0 if ok else INF
            else:
                d = abs(a - b); ok = d <= p.atol + p.rtol * abs(b)
            if ok:
                near = max(near, d); continue
            bigger = (not math.isnan(worst)) and (math.isnan(d) or d > worst)
            if differ == 0 or bigger: worst, wi = d, i
            differ += 1
            out.append('row %d, column %d: expected %s, got %s, difference %s' % (
                i // E.shape[1], i % E.shape[1], num(b, prec), num(a, prec), num(d, prec)))
        if not differ:
            out.append('all %d cells close (largest difference %s)' % (E.size, num(near, prec)))
            return '\n'.join(out), 0
        out.append('%d of %d cells differ (largest difference %s at row %d, column %d)' % (
            differ, E.size, num(worst, prec), wi // E.shape[1], wi % E.shape[1]))
    if agrees(ans, units, E, p):
        out.append('likely mistake (rounding): right to the digits written; '
                   '--atol %s accepts it' % atol_for(ans, E, p))
        return '\n'.join(out), 1

    def test(r, texts):
        c = run(p, r)
        return texts if not is_expected(c, E, p) and agrees(ans, units, c, p) else None

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

    found = False
    for m in TABLE:
        if not applies(p, m[1]): continue
        t = hit1(m[2])
        if t:
            out.append('likely mistake (%s): %s' % (m[0], t[0])); found = True
    if not found:
        for a in range(len(TABLE)):
            for b in range(a + 1, len(TABLE)):
                A, B = TABLE[a], TABLE[b]
                if A[1] == B[1] or not applies(p, A[1]) or not applies(p, B[1]):
                    continue
                t = hit2(A[2], B[2])
                if t:
                    out.append('likely mistakes (%s + %s): %s; then %s' % (
                        A[0], B[0], t[0], t[1])); found = True
    if not found:
        out.append('no common mistake reproduces this answer')
    return '\n'.join(out), 1


# ---- the cases ----

OUT = None


def case(name, cmd, out='', err='', status=0, files=None, how=None):
    OUT.case(name, cmd, out, err, status, how=how, files=files)


def answer_case(name, p, A, text, how, prec=6, expect=None):
    """A case: P's command on the answer TEXT (A its values)."""
    units = np.array([[unit(f) for f in line.split(',')]
                      for line in text.strip().split('\n')]) if text.strip() else np.zeros((0, 0))
    out, st = report(p, A, units, prec)
    if expect is not None:
        assert any(l.startswith(expect) for l in out.split('\n')), (name, out)
    files = p.files()
    files['answer.csv'] = text
    case(name, p.command(extra='-p %d' % prec), out, status=st, files=files,
         how=how)
    return out


def wrong(name, p, ids, how, variants=None):
    """The answer that mistakes IDS make, to 4 decimals, must be named."""
    M = make(p, ids, variants)
    text = csv(M, f4)
    A = np.array([[float(f) for f in l.split(',')] for l in text.strip().split('\n')])
    tag = ('likely mistake (%s)' % ids[0] if len(ids) == 1 else
           'likely mistakes (%s)' % ' + '.join(ids))
    return answer_case(name, p, A, text, how + '\nThe answer: tests/gen/checkof.py\'s '
                       'numpy %s, written with %%.4f.' % ' + '.join(ids),
                       expect=tag)


L1Q = [[1, 0], [0, 1]]; L1K = [[1, 1], [1, -1]]
Q3 = [[1, 0, 2, -1], [0.5, 1, -1, 0], [2, -1, 0, 1]]
K3 = [[1, 2, 0, -1], [0, 1, 1, 1], [-1, 0, 2, 0.5]]
V3 = [[1, 0, 2], [0, 3, -1], [2, 1, 0]]
Q23 = [[1, 0, 2], [0.5, 1, -1]]
K33 = [[1, 2, 0], [0, 1, 1], [-1, 0, 2]]

HOW = {}
HOW['base'] = 'Q, K (and V) chosen small and uneven so that no two mistakes coincide.'

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
    wrong('checkof-bias-ignored', P('weights', Q3, K3, bias=B), ['mask-ignored'], h)
    wrong('checkof-offset-strict', P('weights', Q23, K33, causal=True, offset=1),
          ['causal-strict'], h)
    wrong('checkof-uniform-strict', P('weights', Q3, K3, causal=True, policy='uniform'),
          ['causal-strict'], h + '\nRow 0 keeps no key: 1/3 each, as --masked-rows uniform says.')
    # pairs from different steps
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
                'right weights written with %.4f.', expect='likely mistake (rounding)')
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
    # the answer on stdin, the mask on stdin (read whole, then again)
    case('checkof-stdin-answer', "printf '0.5,0.5\\n0.881,0.119\\n' | $ATTN check "
         "--of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -p 3",
         'row 1, column 0: expected 0.804, got 0.881, difference 0.0766\n'
         'row 1, column 1: expected 0.196, got 0.119, difference 0.0766\n'
         '2 of 4 cells differ (largest difference 0.0766 at row 1, column 0)\n'
         'likely mistake (no-scale): the dot products were not divided by '
         'sqrt(d_k) = 1.414214', status=1, how='Lesson 1 without the scale, '
         'on stdin; the numbers as in checkof-lesson1-no-scale, to 3 digits.')
    case('checkof-stdin-mask', "printf '1,0\\n1,1\\n' | $ATTN check --of weights "
         "-q '[1,0;0,1]' -k '[1,1;1,-1]' --mask - '[0.5,0;0.804,0.196]' -p 3",
         'row 0, column 0: expected 1, got 0.5, difference 0.5\n'
         'row 1, column 0: expected 0.804, got 0.804, difference 0.00043\n'
         'row 1, column 1: expected 0.196, got 0.196, difference 0.00043\n'
         '3 of 4 cells differ (largest difference 0.5 at row 0, column 0)\n'
         'likely mistake (mask-after-softmax): the softmax ran over all 2 keys '
         'of each row, then the masked weights were set to 0 without '
         'renormalising', status=1, how='Lesson 1 with a causal mask given as '
         'a file on stdin; row 0 softmax([0.7071, 0.7071]) = [0.5, 0.5], then '
         'key 1 set to 0.')
    # -o: made when the answer is right, not when it is wrong
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    case('checkof-output-right', "$ATTN check --of weights " + L + " -p 3 "
         "'[0.5,0.5;0.8044296825069569,0.19557031749304307]' -o report.txt; "
         "echo \"status $?\"; cat report.txt",
         'status 0\nall 4 cells close (largest difference 0)',
         how='The exactly rounded weights of lesson 1 (see checkof-lesson1-no-scale).')
    case('checkof-output-wrong', "$ATTN check --of weights " + L +
         " '[0.5,0.5;0.881,0.119]' -o report.txt; echo \"status $?\"; "
         "ls report.txt 2>/dev/null || echo 'no report.txt'",
         'status 1\nno report.txt', how='A wrong answer fails the command: '
         'no -o file, as check has it, and a line on stderr says so.',
         err='attn check: report.txt: not made: 2 of 4 cells differ (largest '
         'difference %s at row 1, column 0)' % R(abs(0.881 - exact(P('weights', L1Q, L1K))[1][0])))
    # --one-based and -H reach the report and every operand
    case('checkof-one-based-header', "printf 'a,b\\n1,0\\n0,1\\n' >Q.csv; "
         "printf 'x,y\\n1,1\\n1,-1\\n' >K.csv; printf 'w0,w1\\n0.5,0.5\\n0.881,0.119\\n' "
         ">A.csv; $ATTN check --of weights -q Q.csv -k K.csv -H --one-based -p 3 A.csv",
         'row 2, column 1: expected 0.804, got 0.881, difference 0.0766\n'
         'row 2, column 2: expected 0.196, got 0.119, difference 0.0766\n'
         '2 of 4 cells differ (largest difference 0.0766 at row 2, column 1)\n'
         'likely mistake (no-scale): the dot products were not divided by '
         'sqrt(d_k) = 1.414214', status=1, how='Lesson 1 without the scale, '
         'with header lines and rows and columns counted from 1.')
    # an empty Q: an empty answer is right, any other has the wrong shape
    case('checkof-empty-q', ": >Q.csv; $ATTN check --of weights -q Q.csv -k '[1]' '[]'",
         'all 0 cells close (largest difference 0)')
    # --list-mistakes: attn(1)'s list, in its order
    case('checkof-list-mistakes', '$ATTN check --list-mistakes',
         '\n'.join(m[0] for m in TABLE))
    # usage: status 2, one line
    L = "-q '[1,0;0,1]' -k '[1,1;1,-1]'"
    U = ' (see attn check --help)'
    for name, args, msg in [
        ('no-q', "--of weights -k '[1]' '[1]'", '--of needs -q Q, the queries'),
        ('no-k', "--of weights -q '[1]' '[1]'", '--of needs -k K, the keys'),
        ('attend-no-v', '--of attend ' + L + " '[1,1;1,1]'",
         '--of attend needs -v V, the values'),
        ('weights-v', '--of weights ' + L + " -v '[1;1]' '[1,1;1,1]'",
         '-v V is for --of attend, not --of weights'),
        ('stage', '--of apply ' + L + " '[1,1;1,1]'",
         "--of takes scores, weights or attend, not 'apply'"),
        ('no-of', L + " '[1,1;1,1]'", '-q is for check --of STAGE'),
        ('causal-no-of', "--causal '[1]' '[1]'", '--causal is for check --of STAGE'),
        ('scores-temperature', '--of scores ' + L + " --temperature 2 '[1,1;1,1]'",
         '--temperature, --softcap and --masked-rows are for --of weights and '
         'attend, not --of scores'),
        ('two-answers', '--of scores ' + L + " '[1,1;1,1]' b.csv",
         "unexpected operand 'b.csv'"),
        ('two-stdin', "--of scores -q - -k '[1]'", 'only one operand can be read '
         'from stdin'),
        ('heads', '--of weights ' + L + " --heads 0 '[1,1;1,1]'",
         "--heads takes a whole number from 1 to 1048576, not '0'"),
        ('kv-heads', '--of weights ' + L + " --heads 3 --kv-heads 2 '[1,1;1,1]'",
         '--kv-heads 2 does not divide --heads 3'),
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
    ]:
        case('checkof-bad-' + name, '$ATTN check ' + args,
             err='attn check: ' + msg, status=2)
    OUT.done('checkof')
