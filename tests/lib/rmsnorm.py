"""rmsnorm.py - the reference for attn norm, forward and backward, written
from attn-norm(1) and exact arithmetic, for the golden-case generators.

In a block x of d columns (a head, or the whole row), with w' = w, 1 + w
(--plus-one) or 1 (no -w), n = d (RMSNorm) or 1 (--l2) and g = dY:

    E    = sum x^2 + n eps                     a Fraction, exactly
    y_j  = x_j w'_j / sqrt(E / n)
    G    = sum g_j w'_j x_j
    dx_k = (w'_k g_k E - x_k G) / (E sqrt(E / n))
    dw_j = sum over rows and heads of g_j x_j / sqrt(E / n)

Each value is rounded once to the nearest double, ties to even.  A
quotient a / (E^c sqrt(E / n)) whose square is the square of a Fraction is
that Fraction, rounded by float(); any other is irrational, and mpmath at
3000 bits rounds it correctly (cases.rnd).  dw_j's terms are gathered by
their radicand n / E, each group's coefficient an exact Fraction, so that
terms that cancel exactly do; a sum of several irrational groups is taken
in mpmath, and one that comes out below 2^-2000 of its terms is refused
(it might be 0, which mpmath could not tell).
"""
import math
from fractions import Fraction as F

import mpmath

from cases import rnd

mpmath.mp.prec = 3000


def _root(f):
    """The Fraction whose square is F, or None."""
    if f < 0:
        return None
    a, b = math.isqrt(f.numerator), math.isqrt(f.denominator)
    return F(a, b) if a * a == f.numerator and b * b == f.denominator else None


def _mp(f):
    return mpmath.mpf(f.numerator) / f.denominator


def quotient(a, E, n, c):
    """a / (E^c sqrt(E / n)), rounded once (a, E Fractions)."""
    if a == 0:
        return 0.0
    r = _root(a * a * n / E ** (2 * c + 1))
    if r is not None:
        return float(r if a > 0 else -r)
    return rnd(_mp(a) / _mp(E) ** c / mpmath.sqrt(_mp(E) / n))


def weights(w, d, plus_one):
    """w' of a block, as Fractions."""
    if w is None:
        return [F(1)] * d
    return [1 + F(v) if plus_one else F(v) for v in w]


def energy(x, eps, l2):
    """E and n of block X."""
    n = 1 if l2 else len(x)
    return sum(F(v) ** 2 for v in x) + n * F(eps), n


def blocks(row, heads):
    d = len(row) // heads
    return [row[h * d:(h + 1) * d] for h in range(heads)]


def norm(X, w=None, eps=1e-6, l2=False, plus_one=False, heads=1):
    """Y, row by row: each head's block normalised."""
    out = []
    for row in X:
        y = []
        for x in blocks(row, heads):
            E, n = energy(x, eps, l2)
            wp = weights(w, len(x), plus_one)
            y += [quotient(F(xj) * wj, E, n, 0) for xj, wj in zip(x, wp)]
        out.append(y)
    return out


def norm_dx(X, D, w=None, eps=1e-6, l2=False, plus_one=False, heads=1):
    """dX, row by row."""
    out = []
    for row, grow in zip(X, D):
        dx = []
        for x, g in zip(blocks(row, heads), blocks(grow, heads)):
            E, n = energy(x, eps, l2)
            wp = weights(w, len(x), plus_one)
            G = sum(F(gj) * wj * F(xj) for gj, wj, xj in zip(g, wp, x))
            dx += [quotient(wk * F(gk) * E - F(xk) * G, E, n, 1)
                   for xk, wk, gk in zip(x, wp, g)]
        out.append(dx)
    return out


def norm_dw(X, D, eps=1e-6, l2=False, heads=1):
    """dW, one row: sum over rows and heads of g x / sqrt(E / n)."""
    d = len(X[0]) // heads if X else 0
    groups = [dict() for _ in range(d)]	# per column: radicand -> coefficient
    for row, grow in zip(X, D):
        for x, g in zip(blocks(row, heads), blocks(grow, heads)):
            E, n = energy(x, eps, l2)
            for j in range(d):
                q = F(n) / E
                groups[j][q] = groups[j].get(q, F(0)) + F(g[j]) * F(x[j])
    out = []
    for gr in groups:
        exact, irr, size = F(0), mpmath.mpf(0), mpmath.mpf(0)
        for q, c in gr.items():
            r = _root(q)
            if r is not None:
                exact += c * r
            elif c:
                t = _mp(c) * mpmath.sqrt(_mp(q))
                irr += t
                size += abs(t)
        if not size:
            out.append(float(exact))
            continue
        total = irr + _mp(exact)
        assert abs(total) > size * mpmath.mpf(2) ** -2000, \
            "a dW whose irrational terms may cancel to 0"
        out.append(rnd(total))
    return [out]


# ---- the slips of check --of norm ----

# attn-check(1)'s mistakes of the norm and of its backward pass, in its
# order, each with its step and the parameter it bends (two of different
# parameters may be made together).
MISTAKES = [
    ('norm-heads-ignored', 'norm', 'axis'), ('norm-columns', 'norm', 'axis'),
    ('norm-whole-matrix', 'norm', 'axis'), ('norm-eps-outside', 'norm', 'root'),
    ('norm-eps-ignored', 'norm', 'eps'), ('norm-weight-ignored', 'norm', 'weight'),
    ('norm-weight-first', 'norm', 'weight'),
    ('norm-plus-one-ignored', 'norm', 'plus-one'),
    ('norm-plus-one-added', 'norm', 'plus-one'),
    ('norm-l2-for-rms', 'norm', 'sum'), ('norm-rms-for-l2', 'norm', 'sum'),
    ('norm-no-sqrt', 'norm', 'root'), ('norm-centred', 'norm', 'centred'),
    ('norm-variance', 'norm', 'centred'), ('norm-unbiased', 'norm', 'unbiased'),
    ('norm-times-root', 'norm', 'root'),
    ('norm-grad-root-constant', 'norm-grad', 'chain'),
    ('norm-grad-mean-factor', 'norm-grad', 'chain'),
    ('norm-grad-term-sign', 'norm-grad', 'chain'),
    ('norm-dw-unnormalised', 'norm-grad', 'dw'),
    ('norm-dw-rows-not-summed', 'norm-grad', 'dw'),
    ('norm-dw-heads-not-summed', 'norm-grad', 'dw'),
]


def tried(mid, X, w=None, eps=1e-6, l2=False, plus_one=False, heads=1,
          D=None, wrt=None, slips=()):
    """Whether attn-check(1) tries the slip MID on this problem, after
    SLIPS (of an earlier step): where it can change the answer."""
    rows, d = len(X), len(X[0]) // heads
    weighs = w is not None and any((1 + v if plus_one else v) != 1 for v in w)
    dx, dw = D is not None and wrt != 'w', wrt == 'w'
    # the mean of the squares, not their sum, with SLIPS
    mean = l2 == ('norm-l2-for-rms' in slips or 'norm-rms-for-l2' in slips)
    return {
        'norm-heads-ignored': heads > 1,
        'norm-columns': rows > 1,
        'norm-whole-matrix': rows > 1,
        'norm-eps-outside': eps > 0,
        'norm-eps-ignored': eps > 0,
        # dW is the same with the weights or without them, w or 1 + w
        'norm-weight-ignored': weighs and not dw,
        'norm-weight-first': weighs,
        'norm-plus-one-ignored': plus_one and not dw,
        'norm-plus-one-added': not plus_one and w is not None and not dw,
        'norm-l2-for-rms': not l2 and d > 1,
        'norm-rms-for-l2': l2 and d > 1,
        'norm-no-sqrt': True,
        'norm-centred': not l2 and d > 1,
        # the forward pass alone: the backward of so odd a norm is no slip
        'norm-variance': d > 1 and D is None,
        'norm-unbiased': not l2 and d > 1,
        'norm-times-root': True,
        'norm-grad-root-constant': dx,
        'norm-grad-mean-factor': dx and mean and d > 1,
        'norm-grad-term-sign': dx,
        'norm-dw-unnormalised': dw,
        'norm-dw-rows-not-summed': dw and rows > 1,
        'norm-dw-heads-not-summed': dw and heads > 1,
    }[mid]


def bent(X, w=None, eps=1e-6, l2=False, plus_one=False, heads=1, D=None,
         wrt=None, slips=()):
    """What attn norm writes (Y; with D, dX, or dW for WRT 'w') when the
    SLIPS of MISTAKES are made, in float64 PyTorch: the forward pass as
    each slip words it, and its gradient by autograd, the backward's own
    slips bending what autograd sees (a root detached, a gradient's sign
    or factor changed) rather than a formula of dX written again."""
    import torch
    slip = set(slips)
    x = torch.tensor(X, dtype=torch.float64, requires_grad=True)
    n, C = x.shape
    d = C // heads
    # the weights as a parameter of the shape their gradient is summed in:
    # one per column of a head; one per row too; one per head too
    w0 = torch.tensor([1.0] * d if w is None else [float(v) for v in w],
                      dtype=torch.float64)
    if 'norm-dw-rows-not-summed' in slip:
        W = w0.repeat(n, 1).requires_grad_()
        f = W.repeat(1, heads)
    elif 'norm-dw-heads-not-summed' in slip:
        W = w0.repeat(heads).reshape(1, C).requires_grad_()
        f = W
    else:
        W = w0.clone().requires_grad_()
        f = W.repeat(heads)
    if w is not None and (plus_one != ('norm-plus-one-ignored' in slip or
                                       'norm-plus-one-added' in slip)):
        f = 1 + f

    def mean(t):
        """Each cell's mean of T over the cells it is normalised with, and
        how many they are."""
        if 'norm-heads-ignored' in slip:
            return t.mean(1, keepdim=True).expand(n, C), C
        if 'norm-columns' in slip:
            return t.mean(0, keepdim=True).expand(n, C), n
        if 'norm-whole-matrix' in slip:
            return t.mean().expand(n, C), n * C
        b = t.reshape(n, heads, d)
        return b.mean(2, keepdim=True).expand(n, heads, d).reshape(n, C), d

    z = x * f if 'norm-weight-first' in slip else x
    if 'norm-centred' in slip:
        z = z - mean(z)[0]
    # the variance: of z about its mean, z itself not centred
    c = z - mean(z)[0] if 'norm-variance' in slip else z
    m, k = mean(c * c)
    S = m * k
    # the mean over d, or d - 1 (unbiased)
    nn = k - 1 if 'norm-unbiased' in slip else k
    if l2 != ('norm-l2-for-rms' in slip or 'norm-rms-for-l2' in slip):
        m = S
    elif 'norm-grad-mean-factor' in slip:
        # the mean's value, the gradient of the sum: 2x, not 2x / d
        m = S + (S / nn - S).detach()
    else:
        m = S / nn
    if 'norm-grad-term-sign' in slip:
        m = 2 * m.detach() - m
    if 'norm-grad-root-constant' in slip:
        m = m.detach()
    e = 0.0 if 'norm-eps-ignored' in slip else eps
    if 'norm-eps-outside' in slip:
        s = 1 / (torch.sqrt(m) + e)
    elif 'norm-no-sqrt' in slip:
        s = 1 / (m + e)
    elif 'norm-times-root' in slip:
        s = torch.sqrt(m + e)
    else:
        s = 1 / torch.sqrt(m + e)
    after = 'norm-weight-first' not in slip and 'norm-weight-ignored' not in slip
    y = z * s * (f if after else 1)
    if D is None:
        return y.detach().numpy()
    g = torch.tensor(D, dtype=torch.float64)
    if wrt == 'w' and 'norm-dw-unnormalised' in slip:
        # the terms g z, not divided by the root
        return (g * z).detach().reshape(n, heads, d).sum((0, 1)).reshape(1, d).numpy()
    (y * g).sum().backward()
    if wrt != 'w':
        return x.grad.numpy()
    gw = W.grad if W.grad is not None else torch.zeros_like(W)
    return gw.reshape(-1 if 'norm-dw-rows-not-summed' in slip else 1, C
                      if 'norm-dw-heads-not-summed' in slip else d).numpy()
