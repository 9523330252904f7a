"""rotary.py - rope's reference, written from attn-rope(1) without attn's
code: row i sits at position p = i + N (less the first position of its
run of equal segment ids with --segments; or its --positions entry); pair
t of each head's first R columns turns by the real angle p * theta_t,
theta_t = B^(-2t/R) or its scaled value, computed by mpmath at 600 bits
from the doubles of B and x (no rounding of the frequency, the angle or
the cosine), and each output x_a cos - x_b sin or x_a sin + x_b cos
(times YaRN's attention factor) is rounded once to the nearest double
(cases.rnd).  --half pairs column t with t + R/2, --interleaved 2t with
2t + 1; --inverse turns by -p theta.

The scaled frequencies are Hugging Face's (transformers'
modeling_rope_utils: _compute_linear_scaling_rope_parameters,
_compute_dynamic_ntk_parameters, _compute_yarn_parameters,
_compute_llama3_parameters) step by step as written there, in mpmath's
real numbers where the model code has float32 and Python floats.

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


def get_mscale(scale, m=1):
    if scale <= 1:
        return mpmath.mpf(1)
    return mpmath.mpf(1) / 10 * m * mpmath.log(scale) + 1


def inv_freqs(r, base, sc=None, exps=None):
    """The R/2 inverse frequencies of rope_scaling SC (None: unscaled; else
    a dict: type, factor, orig = original_max_position_embeddings, seq
    (dynamic), beta_fast, beta_slow, truncate, mscale, mscale_all_dim,
    attention_factor (yarn), low, high (llama3's low_freq_factor and
    high_freq_factor)), and the attention factor cos and sin are
    multiplied by.  EXPS, if given, are the unscaled frequencies' exponents
    e_t, B^e_t, instead of -2t/R (a mistake of check's, scaled as the
    right ones are)."""
    dim = r
    B = mpmath.mpf(float(base))
    if exps is None:
        exps = [-mpmath.mpf(2 * t) / dim for t in range(dim // 2)]
    inv = [B ** e for e in exps]
    if sc is None:
        return inv, mpmath.mpf(1)
    F = mpmath.mpf(sc["factor"])
    kind = sc["type"]
    if kind == "linear":
        return [f / F for f in inv], mpmath.mpf(1)
    if kind == "dynamic":
        L0 = mpmath.mpf(sc["orig"])
        L = max(mpmath.mpf(sc["seq"]), L0)
        B = B * ((F * L / L0) - (F - 1)) ** (mpmath.mpf(dim) / (dim - 2))
        return [B ** e for e in exps], mpmath.mpf(1)
    if kind == "yarn":
        L0 = mpmath.mpf(sc["orig"])
        A = sc.get("attention_factor")
        ms, msa = sc.get("mscale"), sc.get("mscale_all_dim")
        if A is None:
            A = (get_mscale(F, ms) / get_mscale(F, msa) if ms and msa
                 else get_mscale(F))
        bf, bs = sc.get("beta_fast", 32), sc.get("beta_slow", 1)

        def corr(rot):
            return (dim * mpmath.log(L0 / (rot * 2 * mpmath.pi)) /
                    (2 * mpmath.log(B)))
        low, high = corr(mpmath.mpf(bf)), corr(mpmath.mpf(bs))
        if sc.get("truncate", True):
            low, high = mpmath.floor(low), mpmath.ceil(high)
        low, high = max(low, 0), min(high, dim - 1)
        if low == high:
            high += mpmath.mpf("0.001")
        ramp = [min(max((t - low) / (high - low), 0), 1)
                for t in range(dim // 2)]
        extra = [1 - x for x in ramp]
        return ([f / F * (1 - e) + f * e for f, e in zip(inv, extra)],
                mpmath.mpf(A))
    if kind == "llama3":
        L0 = mpmath.mpf(sc["orig"])
        lo, hi = mpmath.mpf(sc.get("low", 1)), mpmath.mpf(sc.get("high", 4))
        out = []
        for f in inv:
            wavelen = 2 * mpmath.pi / f
            v = f / F if wavelen > L0 / lo else f
            if not wavelen < L0 / hi and not wavelen > L0 / lo:
                smooth = (L0 / wavelen - lo) / (hi - lo)
                v = (1 - smooth) * v / F + smooth * v
            out.append(v)
        return out, mpmath.mpf(1)
    raise ValueError(kind)


def angle(p, t, r, base, inverse=False, sc=None):
    """The real angle p * theta_t, B the double given."""
    theta = inv_freqs(r, base, sc)[0][t]
    return (-p if inverse else p) * theta


def rope(X, base=10000, interleaved=False, rdim=None, offset=0, seg=None,
         inverse=False, heads=1, sc=None, pos=None):
    """Each row turned, each output exactly rounded; POS, if given, each
    row's position."""
    with mpmath.workprec(600):
        return _rope(X, base, interleaved, rdim, offset, seg, inverse, heads,
                     sc, pos)


def _rope(X, base, interleaved, rdim, offset, seg, inverse, heads, sc, pos):
    out = []
    freqs = {}
    for x, p in zip(X, pos if pos is not None else
                    positions(len(X), offset, seg)):
        d = len(x) // heads
        r = rdim or d
        if r not in freqs:
            freqs[r] = inv_freqs(r, base, sc)
        inv, A = freqs[r]
        y = [float(v) for v in x]
        if p != 0 or A != 1:
            for t in range(r // 2):
                phi = (-p if inverse else p) * inv[t]
                c, s = A * mpmath.cos(phi), A * mpmath.sin(phi)
                a, b = pair(t, r, interleaved)
                for h in range(heads):
                    xa = mpmath.mpf(float(x[h * d + a]))
                    xb = mpmath.mpf(float(x[h * d + b]))
                    y[h * d + a] = rnd(xa * c - xb * s)
                    y[h * d + b] = rnd(xa * s + xb * c)
        out.append(y)
    return out
