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
