"""masks.py - the mask table and the transforms of attn(1), "Mask options"
and "attn weights", as the mask- and heads- generators compute them
(tests/gen/mask.py, tests/gen/heads.py): written from the manual, one
entry at a time, without attn's code.

An options dict O holds what a command line gives: causal (true),
window (L, R), offset (an int), prefix, chunk (ints), bidir (the image
id of each key), temperature, softcap (floats).  softmax
is the weights of one block, as attn-weights(1) has them; alibi_slope
the slope --alibi gives a head (the alibi- and checkof- generators).
"""
import math
from fractions import Fraction

from mpmath import mp, mpf

from cases import rnd

NEG_INF = float("-inf")


def masked(i, j, o, mrow, brow):
    """Is entry (i, j) masked?  Row i sits at key position i + offset
    (Python integers: an offset near 2^63 is exact); MROW and BROW are
    row i of the --mask and --bias files as this entry sees them, or
    None."""
    pos = i + o.get("offset", 0)
    if causal_masked(pos, j, o):
        return True
    if "chunk" in o and j // o["chunk"] != pos // o["chunk"]:
        return True
    if "window" in o and not same_image(pos, j, o.get("bidir")):
        left, right = o["window"]
        if j < pos - left or j > pos + right:
            return True
    if mrow is not None and mrow[j] == 0:
        return True
    if brow is not None and brow[j] == NEG_INF:
        return True
    return False


def causal_masked(pos, j, o):
    """Does the causal rule, widened, hide key J from the row at key
    position POS?  --prefix N and --bidirectional bring the rule; keys
    j < N, and the keys of the row's own image (an id not 0, the row's
    that of key POS, 0 past the keys), are seen all the same."""
    ids = o.get("bidir")
    if not (o.get("causal") or "prefix" in o or ids is not None):
        return False
    if j <= pos or j < o.get("prefix", 0):
        return False
    return not same_image(pos, j, ids)


def same_image(pos, j, ids):
    """Are the row at key position POS and key J of one image (IDS, one
    per key, 0 for text; a row past the keys is text)?  Such a key is seen
    whatever the causal rule and --window say, as Gemma 3's sliding
    layers or its image blocks with the sliding causal mask."""
    img = ids[pos] if ids is not None and 0 <= pos < len(ids) else 0
    return img != 0 and ids[j] == img


def transform(x, o, bias):
    """A score through the transforms, in double and in their fixed
    order: x / T, then C * tanh(x / C) (tanh correctly rounded, from
    mpmath at the caller's precision), then + BIAS (None: no bias)."""
    t, c = o.get("temperature"), o.get("softcap")
    if t:
        x = x / t
        assert math.isfinite(x)
    if c:
        x = c * rnd(mp.tanh(mpf(x / c)))
    if bias is not None:
        x = x + bias
        assert math.isfinite(x)
    return x


def softmax(x, policy):
    """The weights of a block of scores X (None where masked): exp(x - max)
    / sum in mpmath at the caller's precision, each rounded once; a block
    with every key masked is --masked-rows POLICY's (None for error, which
    the caller reports)."""
    live = [v for v in x if v is not None]
    if not live:
        if policy == "error":
            return None
        return [{"zero": 0.0, "uniform": 1.0 / len(x),
                 "nan": float("nan")}[policy]] * len(x)
    mx = mpf(max(live))
    e = [mp.exp(mpf(v) - mx) if v is not None else mpf(0) for v in x]
    tot = mp.fsum(e)
    return [rnd(v / tot) for v in e]


def alibi_slope(h, H):
    """m_h of H heads, exactly rounded: the ALiBi paper's rule as attn(1)
    states it, with P the largest power of two not above H, 2^(-8k/P) for
    k = 1 .. P, then 2^(-8k/(2P)) for k = 1, 3, 5, ..."""
    p = 1
    while 2 * p <= H:
        p *= 2
    e = (Fraction(-8 * (h + 1), p) if h < p else
         Fraction(-8 * (2 * (h - p) + 1), 2 * p))
    return rnd(mpf(2) ** (mpf(e.numerator) / e.denominator))
