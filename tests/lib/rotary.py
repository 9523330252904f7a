"""rotary.py - rope's reference, written from attn-rope(1) without attn's
code: row i sits at position p = i + N (less the first position of its
run of equal segment ids with --segments); pair t of each head's first R
columns turns by the real angle p * B^(-2t/R), computed by mpmath at 600
bits from the doubles of B and x (no rounding of the frequency, the angle
or the cosine), and each output x_a cos - x_b sin or x_a sin + x_b cos is
rounded once to the nearest double (cases.rnd).  --half pairs column t
with t + R/2, --interleaved 2t with 2t + 1; --inverse turns by -p theta.
The rope- and checkof- generators (tests/gen/rope.py, checkof.py) use it.
"""
import mpmath

from cases import rnd


def positions(n, offset=0, seg=None):
    """The position of each of N rows."""
    out = []
    for i in range(n):
        pos = i + offset
        if seg is None:
            out.append(pos)
            continue
        start = pos
        while start > 0 and seg[start - 1] == seg[pos]:
            start -= 1
        out.append(pos - start)
    return out


def pair(t, r, interleaved):
    return (2 * t, 2 * t + 1) if interleaved else (t, t + r // 2)


def angle(p, t, r, base, inverse=False):
    """The real angle p * B^(-2t/R), B the double given."""
    theta = mpmath.power(mpmath.mpf(float(base)), -mpmath.mpf(2 * t) / r)
    return (-p if inverse else p) * theta


def rope(X, base=10000, interleaved=False, rdim=None, offset=0, seg=None,
         inverse=False, heads=1):
    """Each row turned, each output exactly rounded."""
    with mpmath.workprec(600):
        return _rope(X, base, interleaved, rdim, offset, seg, inverse, heads)


def _rope(X, base, interleaved, rdim, offset, seg, inverse, heads):
    out = []
    for x, p in zip(X, positions(len(X), offset, seg)):
        d = len(x) // heads
        r = rdim or d
        y = [float(v) for v in x]
        if p != 0:
            for t in range(r // 2):
                phi = angle(p, t, r, base, inverse)
                c, s = mpmath.cos(phi), mpmath.sin(phi)
                a, b = pair(t, r, interleaved)
                for h in range(heads):
                    xa = mpmath.mpf(float(x[h * d + a]))
                    xb = mpmath.mpf(float(x[h * d + b]))
                    y[h * d + a] = rnd(xa * c - xb * s)
                    y[h * d + b] = rnd(xa * s + xb * c)
        out.append(y)
    return out
