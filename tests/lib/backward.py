"""backward.py - the softmax's backward step of attn-grad(1), as the grad-
and checkof- generators (tests/gen/grad.py, tests/gen/checkof.py) compute
the expected dS: written from the manual, with mpmath, without attn's code.
"""
import math

from mpmath import mpf

from cases import rnd

NEG_INF = float("-inf")


def softmax_backward(A, dA, S, T, temperature, softcap):
    """dS of one row of a head: A_j (dA_j - r), r = A . dA kept exact (one
    step, never rounded first), exactly rounded; then times
    1 - tanh(u / C)^2 (--softcap C, u the score after --temperature) and
    divided by --temperature in double, each step rounded from the doubles
    of its inputs.  A, dA are the row's weights and dA (doubles), S its
    scores as attn scores writes them, T its scores into the softmax (-inf
    where masked).  A masked score, and every score of a row with every key
    masked, gets 0."""
    live = any(x != NEG_INF for x in T)
    r = sum((mpf(a) * mpf(b) for a, b in zip(A, dA)), mpf(0)) if live else 0
    dS = []
    for j in range(len(T)):
        if not live or T[j] == NEG_INF:
            dS.append(0.0)
            continue
        x = rnd(mpf(A[j]) * (mpf(dA[j]) - r))
        if softcap:
            u = S[j] / temperature if temperature else S[j]
            th = math.tanh(u / softcap)
            x = rnd(mpf(x) * (1 - mpf(th) ** 2))
        if temperature:
            x = x / temperature
        dS.append(x)
    return dS
