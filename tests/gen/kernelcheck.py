#!/usr/bin/python3
"""kernelcheck.py - write the tests/cases/kcheck-* golden cases: attn check
--of STAGE --dtype T, the verdict on a kernel's answer (attn-check(1), "A
kernel's answer"), its three rules, its report and JSON, and the kernel
mistakes, each planted in an answer this file computes itself.

Nothing here runs attn:
- the exact output O is checkof.py's exact(): each stage exactly rounded
  from the doubles of the one before, in mpmath, on the inputs rounded to
  T (they are values of T already here);
- the reference, and each kernel mistake's answer, are tests/lib/kernel.py's
  recipes in exact arithmetic, bent as attn-check(1) says (bend=);
- a kernel mistake's exact answer is the flash recipe bent the same way
  with no rounding at all, in mpmath (flash_exact() below), or the scores
  times c^2 for the scale twice;
- the first catalogue's candidates are checkof.py's own numpy recipes, read
  by the verdict's rule as attn-check(1) says;
- the report's lines and their wording are written out here from the
  manual, the numbers to 6 digits (%.6g) as check writes them.

Run it from anywhere: /usr/bin/python3 tests/gen/kernelcheck.py
"""
import json
import math
import os
import random
import sys
from fractions import Fraction as F

import numpy as np
from mpmath import mp, mpf, exp as mexp, sqrt as msqrt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
sys.path.insert(0, HERE)
import checkof as C  # noqa: E402
from cases import Cases, R, lit  # noqa: E402
from kernel import (BACKWARD, FORMATS, MISTAKES, Problem, round_to,  # noqa
                    shortest)

mp.prec = 300
INF, NAN = math.inf, math.nan
OUT = Cases()
TORCH = {"f64": (1e-7, 1e-7), "f32": (1.3e-6, 1e-5), "f16": (1e-3, 1e-5),
         "bf16": (1.6e-2, 1e-5)}
USAGE = " (see attn check --help)"


def case(name, cmd, stdout="", stderr="", status=0, **kw):
    OUT.case("kcheck-" + name, cmd, stdout, stderr, status, **kw)


def g6(x):
    """A number in check's report: 6 significant digits."""
    return "%.6g" % x


def full(x):
    """A number as the JSON report has it: in full, inf and nan quoted."""
    if math.isfinite(x):
        return R(x)
    return '"%s"' % ("nan" if math.isnan(x) else "inf" if x > 0 else "-inf")


# --- the measures of attn-check(1) ------------------------------------------

def binade(x, t):
    """The exponent of |X|'s binade on T's grid, the subnormals sharing
    the least normal one's."""
    emin = FORMATS[t][1]
    if x == 0:
        return emin
    return max(math.frexp(x)[1] - 1, emin)


def ulp_at(x, t):
    return math.ldexp(1, binade(abs(x), t) - FORMATS[t][0] + 1)


def steps(lo, hi, t):
    el, eh = binade(lo, t), binade(hi, t)
    if el == eh:
        return (hi - lo) / ulp_at(lo, t)
    return ((math.ldexp(1, el + 1) - lo) / ulp_at(lo, t) +
            float(eh - el - 1) * math.ldexp(1, FORMATS[t][0] - 1) +
            (hi - math.ldexp(1, eh)) / ulp_at(hi, t))


def ulps_apart(a, b, t):
    """How many of T's values apart A and B are, in proportion between
    two."""
    if math.isnan(a) or math.isnan(b):
        return 0.0 if math.isnan(a) and math.isnan(b) else INF
    if math.isinf(a) or math.isinf(b):
        return 0.0 if a == b else INF
    if (a < 0) != (b < 0):
        return steps(0.0, abs(a), t) + steps(0.0, abs(b), t)
    a, b = abs(a), abs(b)
    return steps(a, b, t) if a < b else steps(b, a, t)


def diff(a, b):
    """|A - B| as check measures it: 0 for the same nan or infinity."""
    if math.isnan(a) or math.isnan(b):
        return 0.0 if math.isnan(a) and math.isnan(b) else NAN
    if math.isinf(a) or math.isinf(b):
        return 0.0 if a == b else INF
    return abs(a - b)


def bigger(d, than):
    return (not math.isnan(than)) and (math.isnan(d) or d > than)


def largest(x, y):
    """The largest difference of two flat lists, and its first cell."""
    worst, wi = 0.0, 0
    for i, (a, b) in enumerate(zip(x, y)):
        d = diff(a, b)
        if bigger(d, worst):
            worst, wi = d, i
    return worst, wi


def torch_close(a, e, rtol, atol):
    """torch.isclose in float64, equal_nan false."""
    allowed = atol + abs(rtol * e)
    actual = abs(a - e)
    return a == e or (math.isfinite(actual) and actual <= allowed)


class Rule:
    """The verdict's rule: ('factor', F), ('ulps', N) or ('torch',)."""
    def __init__(self, t, kind="factor", n=2.0):
        self.t, self.kind, self.n = t, kind, float(n)
        if kind == "torch":
            self.rtol, self.atol = TORCH[t]

    def units(self, O, cols, heads):
        """--ulps' unit of each cell of O (flat, COLS wide, HEADS blocks
        a row): one ulp of T at the largest finite |O| of its row within
        its head."""
        w = cols // heads
        self.unit = []
        for i in range(len(O)):
            r, h = i // cols, i % cols // w
            blk = O[r * cols + h * w:r * cols + (h + 1) * w]
            self.unit.append(ulp_at(max([abs(x) for x in blk
                                         if math.isfinite(x)] + [0.0]),
                                    self.t))

    def ulps(self, i, got, x):
        """round_T(GOT) and round_T(X) apart, in units of cell I."""
        got, x = round_to(got, self.t), round_to(x, self.t)
        if not (math.isfinite(got) and math.isfinite(x)):
            return ulps_apart(got, x, self.t)
        return abs(got - x) / self.unit[i]

    def cell(self, bound, got, x, i=0):
        t = self.t
        if self.kind == "ulps":
            return self.ulps(i, got, x) <= self.n
        if self.kind == "torch":
            return torch_close(got, round_to(x, t), self.rtol, self.atol)
        return diff(got, x) <= bound

    def option(self):
        if self.kind == "ulps":
            return "--ulps %s" % g6(self.n)
        if self.kind == "torch":
            return "--profile torch"
        return "" if self.n == 2 else "--factor %s" % g6(self.n)


# --- the problems ------------------------------------------------------------

def values(r, n, m, t, spread=None):
    """N x M normal numbers rounded to T; row j times SPREAD[j]."""
    return [[round_to(r.gauss(0, 1) * (spread[j] if spread else 1), t)
             for _ in range(m)] for j in range(n)]


class KP:
    """One check --of STAGE --dtype T problem: the inputs (values of T),
    the recipe, and what attn computes from them."""
    def __init__(self, of, t, Q, K, V=None, a="f32", flash=False, block=128,
                 causal=False, heads=1, A=None, dO=None, wrt=None):
        self.of, self.t, self.a = of, t, a
        self.flash, self.block = flash, block
        self.causal, self.heads = causal, heads
        self.Q, self.K, self.V, self.A = Q, K, V, A
        # the reference adds one term at a time where T is A's format
        self.order = "seq" if t == a else "exact"
        self.dO, self.wrt = dO, wrt
        ko = dict(t=t, a=a, block=block, causal=causal, heads=heads,
                  kv_heads=heads, sum_order=self.order)
        self.kp = Problem(Q or [[0.0]], K or [[0.0]] * len(V), V, **ko)
        self.cp = C.P(of, Q=Q, K=K, V=V, causal=causal, h=heads, A=A, dO=dO,
                      wrt=wrt)
        # a kernel rounds nothing to decimals along the way
        self.cp.decimals, self.cp.kernel = 0, True
        self.O = C.exact(self.cp)
        # f64 has no kernel: its reference is O itself
        self.ref = list(self.O.ravel()) if t == "f64" else self.recipe()

    def recipe(self, bend=None):
        """The recipe's output in T (bend: a kernel mistake's, its
        overflows kept), one flat list with the shape of O."""
        kp = self.kp
        if bend:
            kp = Problem(self.Q, self.K, self.V, t=self.t, a=self.a,
                         block=self.block, causal=self.causal,
                         heads=self.heads, kv_heads=self.heads, bend=bend,
                         quiet=True, sum_order=self.order)
        if self.of == "grad":
            return [x for r in kp.grad(self.dO, self.wrt, self.flash)
                    for x in r]
        rows = []
        for i in range(self.O.shape[0]):
            if self.of == "scores":
                rows.append(kp.scores_row(i))
            elif self.of == "weights":
                rows.append([w for h in range(self.heads)
                             for w in kp.math_head(i, h)["w"]])
            elif self.of == "apply":
                rows.append(kp.apply_row(self.A[i]))
            else:
                rows.append(kp.flash(i) if self.flash else kp.math(i))
        return [x for r in rows for x in r]

    def name(self):
        if self.t == "f64":
            return "the reference's (f64: the exact output itself)"
        sums = ", sums seq" if self.order == "seq" else ""
        if self.flash:
            return "the flash recipe's (%s, accumulators %s, blocks of %d%s)" \
                % (self.t, self.a, self.block, sums)
        return "the math recipe's (%s, accumulators %s%s)" % (self.t, self.a,
                                                             sums)

    def command(self, answer="answer.csv", rule=None, extra=""):
        if self.of == "apply":
            c = "$ATTN check --of apply -a A.csv -v V.csv"
        elif self.of == "grad":
            c = ("$ATTN check --of grad --wrt %s -q Q.csv -k K.csv -v V.csv "
                 "--dout dO.csv" % self.wrt)
        else:
            c = "$ATTN check --of %s -q Q.csv -k K.csv" % self.of
            if self.V is not None:
                c += " -v V.csv"
        c += " --dtype %s" % self.t
        if self.a != "f32":
            c += " --accumulate %s" % self.a
        if self.flash:
            c += " --recipe flash --block %d" % self.block
        if self.causal:
            c += " --causal"
        if self.heads > 1:
            c += " --heads %d" % self.heads
        for o in (rule.option() if rule else "", extra):
            if o:
                c += " " + o
        return c + " " + answer

    def files(self, answer):
        f = {"answer.csv": "".join(",".join(R(x) for x in r) + "\n"
                                   for r in answer)}
        for name, m in (("Q", self.Q), ("K", self.K), ("V", self.V),
                        ("A", self.A), ("dO", self.dO)):
            if m is not None:
                f[name + ".csv"] = rows_csv([x for r in m for x in r],
                                            len(m[0]))
        return f

    # --- the exact answers of the kernel's mistakes ---------------------
    def scores_exact(self, i, h):
        """Row I, head H's scores c q.k, exactly: None where masked."""
        dk = len(self.Q[0]) // self.heads
        c = 1 / msqrt(dk)
        q = self.Q[i][h * dk:(h + 1) * dk]
        out = []
        for j, k in enumerate(self.K):
            if self.causal and j > i:
                out.append(None)
                continue
            dot = sum(F(a) * F(b) for a, b in zip(q, k[h * dk:(h + 1) * dk]))
            out.append(c * mpf(dot.numerator) / dot.denominator)
        return out

    def flash_exact(self, bend):
        """The flash recipe bent as BEND says, with no rounding (mpmath): a
        flat list."""
        dv = len(self.V[0]) // self.heads
        nk, B = len(self.K), self.block
        out = []
        for i in range(len(self.Q)):
            for h in range(self.heads):
                s = self.scores_exact(i, h)
                starts = list(range(0, nk, B))
                if (bend == "flash-last-block-dropped" and len(starts) > 1
                        and nk % B):
                    starts.pop()
                m, l, acc = None, mpf(0), [mpf(0)] * dv
                for j0 in starts:
                    blk = [j for j in range(j0, min(j0 + B, nk))
                           if s[j] is not None]
                    if not blk:
                        continue
                    mb = max(s[j] for j in blk)
                    m2 = mb if m is None else max(m, mb)
                    base = m if bend == "flash-stale-max" and m is not None \
                        else m2
                    r = mpf(0) if m is None else mexp(m - m2)
                    p = {j: mexp(s[j] - base) for j in blk}
                    sp = sum(p.values())
                    l = (l if bend == "flash-sum-not-rescaled" else r * l) + sp
                    for c in range(dv):
                        pv = sum(p[j] * mpf(self.V[j][h * dv + c]) for j in blk)
                        acc[c] = (acc[c] if bend == "flash-no-rescale"
                                  else r * acc[c]) + pv
                    m = m2
                assert m is not None, "a row with no key: not in these cases"
                out += [float(x if bend == "flash-no-final-division" else
                              x / l) for x in acc]
        return out


    def grad_exact(self, bend):
        """The flash backward bent as BEND says, with no rounding (mpmath):
        P recomputed from the row before's log-sum-exp or the row's max;
        dQ's keys, or the rows dK and dV sum, in the blocks the bend
        leaves.  D is the right one, rowsum(A * dA).  A flat list."""
        assert self.heads == 1, "one head in these cases"
        Q, K, V, dO, B = self.Q, self.K, self.V, self.dO, self.block
        nq, nk, dk, dv = len(Q), len(K), len(Q[0]), len(V[0])
        c = mpf(1) if bend == "grad-no-scale" else 1 / msqrt(dk)

        def span(n, rows_):
            nb = (n + B - 1) // B
            lo, hi = 0, n
            if bend == ("bwd-dkv-overwritten" if rows_ else
                        "bwd-dq-overwritten"):
                lo, hi = (0, min(B, n)) if rows_ else ((nb - 1) * B, n)
            if (bend == ("bwd-dkv-last-block-dropped" if rows_ else
                         "bwd-dq-last-block-dropped") and nb > 1 and n % B):
                hi = n - n % B
            return lo, hi
        lse, P, dS = [], [], []
        for i in range(nq):
            s = self.scores_exact(i, 0)
            live = [x for x in s if x is not None]
            m = max(live)
            lse.append(m + mp.log(sum(mexp(x - m) for x in live)))
            base = (m if bend == "bwd-lse-as-max" else
                    lse[i - 1] if bend == "bwd-lse-prev-row" and i else
                    lse[i])
            A = [mpf(0) if x is None else mexp(x - lse[i]) for x in s]
            dA = [sum(mpf(a) * mpf(b) for a, b in zip(dO[i], V[j]))
                  for j in range(nk)]
            D = 0 if bend == "no-rowsum" else sum(a * d for a, d in
                                                   zip(A, dA))
            P.append([mpf(0) if x is None else mexp(x - base) for x in s])
            dS.append([p * (d - D) for p, d in zip(P[i], dA)])
        if self.wrt == "q":
            lo, hi = span(nk, False)
            return [float(c * sum(dS[i][j] * mpf(K[j][t])
                                  for j in range(lo, hi)))
                    for i in range(nq) for t in range(dk)]
        lo, hi = span(nq, True)
        X, Y, f = (dS, Q, c) if self.wrt == "k" else (P, dO, mpf(1))
        return [float(f * sum(X[i][j] * mpf(Y[i][t]) for i in range(lo, hi)))
                for j in range(nk) for t in range(len(Y[0]))]


def rows_csv(flat, cols):
    return "".join(",".join(R(x) for x in flat[i:i + cols]) + "\n"
                   for i in range(0, len(flat), cols))


# --- what attn says -----------------------------------------------------------

def kernel_applies(p, bend):
    """Whether attn tries the kernel mistake BEND on P (attn-check(1))."""
    nk = len(p.K) if p.K else 0
    flash = p.flash and p.of == "attend"
    blocks = flash and nk > p.block
    bwd = p.flash and p.of == "grad"
    nq = len(p.Q) if p.Q else 0
    kb = bwd and p.wrt == "q" and nk > p.block
    rb = bwd and p.wrt != "q" and nq > p.block
    return {"flash-no-rescale": blocks, "flash-sum-not-rescaled": blocks,
            "flash-stale-max": blocks,
            "flash-last-block-dropped": blocks and nk % p.block != 0,
            "flash-no-final-division": flash,
            "p-not-cast": flash and p.a != p.t and FORMATS[p.a][0] <= 24,
            "scale-twice": p.of not in ("apply", "grad"),
            "bwd-lse-prev-row": bwd and nq > 1, "bwd-lse-as-max": bwd,
            "bwd-dq-overwritten": kb,
            "bwd-dq-last-block-dropped": kb and nk % p.block != 0,
            "bwd-dkv-overwritten": rb,
            "bwd-dkv-last-block-dropped": rb and nq % p.block != 0,
            "no-rowsum": bwd and p.wrt != "v",
            "grad-no-scale": bwd and p.wrt != "v"}[bend]


def kernel_words(p, bend):
    c = 1 / math.sqrt(len(p.Q[0]) // p.heads)
    nk = len(p.K)
    return {
        "flash-no-rescale": "acc was not multiplied by r = exp(m - m') when "
        "a block raised the max m: each block's P V added as it came (blocks "
        "of %d keys)" % p.block,
        "flash-sum-not-rescaled": "l was not multiplied by r = exp(m - m') "
        "when a block raised the max m: l + sum p, not r l + sum p (blocks "
        "of %d keys)" % p.block,
        "flash-stale-max": "p = exp(s - m) with the max m of the blocks "
        "before, not the new max m' (the first block with its own; blocks "
        "of %d keys)" % p.block,
        "flash-last-block-dropped": "the last block, keys %d to %d (%d of "
        "the %d), was left out" % (nk - nk % p.block, nk - 1, nk % p.block,
                                   nk),
        "flash-no-final-division": "the output is acc, not acc / l: the "
        "division by the sum at the end left out",
        "p-not-cast": "the flash recipe with P kept in %s (the accumulators) "
        "for P V, not cast to %s: a different kernel, not a wrong one"
        % (p.a, p.t),
        "scale-twice": "the scale c = %s was applied twice: the dot products "
        "times c^2 = %s" % ("%.6g" % c, "%.6g" % (c * c)),
    }.get(bend) or bwd_words(p, bend)


def bwd_words(p, bend):
    """attn-check(1)'s words for the backward's mistakes, in P's numbers."""
    nk, nq, b = len(p.K), len(p.Q), p.block
    g = {"q": "dQ", "k": "dK", "v": "dV"}[p.wrt]
    return {
        "bwd-lse-prev-row": "P was recomputed from the LSE of the row before, "
        "exp(s - LSE[i-1]), not from its own row's (row 0 from its own)",
        "bwd-lse-as-max": "P was recomputed as exp(s - m): the row's max m "
        "was kept for the LSE, not m + ln l",
        "bwd-dq-overwritten": "dQ's accumulator was overwritten by each key "
        "block's sum, not added to: the last block's alone, keys %d to %d "
        "(blocks of %d)" % ((nk - 1) // b * b, nk - 1, b),
        "bwd-dq-last-block-dropped": "the last key block, keys %d to %d (%d "
        "of the %d), was left out of dQ" % (nk - nk % b, nk - 1, nk % b, nk),
        "bwd-dkv-overwritten": "%s's accumulator was overwritten by each row "
        "block's sum, not added to: the first block's alone, rows 0 to %d "
        "(the blocks walked from the last)" % (g, b - 1),
        "bwd-dkv-last-block-dropped": "the last row block, rows %d to %d (%d "
        "of the %d), was left out of %s" % (nq - nq % b, nq - 1, nq % b, nq,
                                            g),
        "no-rowsum": "dS = P * dP: D = rowsum(dO * O) was left out of the "
        "softmax's backward",
        "grad-no-scale": "%s was acc, without the scale c = %s at the end" % (
            g, "%.6g" % (1 / math.sqrt(len(p.Q[0]) // p.heads))),
    }[bend]


def verdict(p, ans2, rule, brief=True, listed=20, as_json=False):
    """Everything attn check prints for the answer ANS2 (rows) of P under
    RULE, and its status."""
    t, O, ref = p.t, list(p.O.ravel()), p.ref
    cols = p.O.shape[1]
    ans = [x for r in ans2 for x in r]
    xref, xi = largest(ref, O)
    if rule.kind == "ulps":
        rule.units(O, cols, p.heads)
    M = max([abs(x) for x in O if math.isfinite(x)] + [0.0])
    u = ulp_at(M, t)
    bound = rule.n * xref + u / 2 if rule.kind == "factor" else \
        2.0 * xref + u / 2
    shape = (len(ans2), len(ans2[0]) if ans2 else 0)
    if shape != p.O.shape:
        found = search(p, ans2, rule, bound, M)
        out = ["shapes differ: expected %dx%d, got %dx%d" % (p.O.shape +
                                                             shape)]
        out += ["likely mistake (%s): %s" % f for f in found] or \
            ["no common mistake reproduces this answer"]
        return "\n".join(out), 1
    worst, wi = largest(ans, O)
    out, cells = [], []
    for i, (a, o) in enumerate(zip(ans, O)):
        if rule.cell(bound, a, o, i):
            continue
        e = o if rule.kind == "factor" else round_to(o, t)
        cells.append((i, e, a, diff(a, e)))
    differ = len(cells)

    def ulps_text(a, b, there):
        n = ulps_apart(a, b, t)
        return " (%s ulp%s of %s%s)" % (g6(n), "" if n == 1 else "s", t,
                                        " there" if there else "")
    for k, (i, e, a, d) in enumerate(cells):
        if not brief and (listed is None or k < listed):
            out.append("row %d, column %d: expected %s, got %s, difference "
                       "%s%s" % (i // cols, i % cols, g6(e), g6(a), g6(d),
                                 ulps_text(a, e, False)))
    if not brief and listed is not None and differ > listed:
        out.append("... and %d more" % (differ - listed))
    line = "the answer's largest difference from the exact output: " + g6(worst)
    if worst != 0:
        line += " at row %d, column %d%s" % (wi // cols, wi % cols,
                                            ulps_text(ans[wi], O[wi], True))
    out.append(line)
    line = p.name() + ": " + g6(xref)
    if xref != 0:
        line += " at row %d, column %d%s" % (xi // cols, xi % cols,
                                            ulps_text(ref[xi], O[xi], True))
    out.append(line)
    if rule.kind == "factor":
        ratio = 0.0 if worst == 0 else worst / xref if xref else INF
        summary = ("ratio %s: %s %s %s x %s + %s (half an ulp of %s at the "
                   "largest |O|) = %s: %s" % (
                       g6(ratio), g6(worst), ">" if differ else "<=",
                       "%g" % rule.n, g6(xref), g6(u / 2), t, g6(bound),
                       "not rounding" if differ else "rounding"))
    elif rule.kind == "ulps":
        if not differ:
            summary = "all %d cells within %s ulp%s of %s of round_T(O): " \
                "rounding" % (len(O), "%g" % rule.n, "" if rule.n == 1 else
                              "s", t)
        else:
            most, mi = 0.0, 0
            for i, (a, o) in enumerate(zip(ans, O)):
                d = rule.ulps(i, a, o)
                if bigger(d, most):
                    most, mi = d, i
            summary = ("%d of %d cells more than %s ulp%s of %s from "
                       "round_T(O) (the most, %s, at row %d, column %d): not "
                       "rounding" % (differ, len(O), "%g" % rule.n,
                                     "" if rule.n == 1 else "s", t, g6(most),
                                     mi // cols, mi % cols))
    else:
        if differ and not as_json:
            ab, ai, rl, ri = 0.0, 0, 0.0, 0
            for i, e, a, d in cells:
                r = d / abs(e) if e else (INF if d else NAN)
                if bigger(d, ab):
                    ab, ai = d, i
                if bigger(r, rl):
                    rl, ri = r, i
            out += ["torch.testing.assert_close: Tensor-likes are not close!",
                    "  Mismatched elements: %d / %d (%.1f%%)" % (
                        differ, len(O), differ / len(O) * 100),
                    "  Greatest absolute difference: %s at index (%d, %d) "
                    "(up to %s allowed)" % (g6(ab), ai // cols, ai % cols,
                                            g6(rule.atol)),
                    "  Greatest relative difference: %s at index (%d, %d) "
                    "(up to %s allowed)" % (g6(rl), ri // cols, ri % cols,
                                            g6(rule.rtol))]
        summary = "%s by torch.testing's tolerances for %s (rtol %g, atol " \
            "%g): %s" % ("not close" if differ else "close", t, rule.rtol,
                         rule.atol, "not rounding" if differ else "rounding")
    out.append(summary)
    found = search(p, ans2, rule, bound, M) if differ else []
    out += ["likely %s (%s): %s" % ("kernel" if i == "p-not-cast" else
                                    "mistake", i, w) for i, w in found]
    if differ and not found:
        out.append("no common mistake reproduces this answer")
    if as_json:
        return json_report(p, ans, rule, differ, worst, wi, xref, xi, bound,
                           cells, summary, found), 1 if differ else 0
    return "\n".join(out), 1 if differ else 0


def json_report(p, ans, rule, differ, worst, wi, xref, xi, bound, cells,
                summary, found):
    """check --json's object for a kernel's answer: every key of
    checkof.py's JSON_KEYS, null where it has no value."""
    cols, O, t = p.O.shape[1], list(p.O.ravel()), p.t
    assert rule.kind != "torch", "torch's JSON: not in these cases"
    o = {"status": str(1 if differ else 0),
         "verdict": '"%s"' % ("wrong" if differ else "rounding"),
         "rule": '"%s"' % rule.kind, "of": '"%s"' % p.of,
         "dtype": '"%s"' % t, "accumulate": '"%s"' % p.a,
         "recipe": '"%s"' % ("flash" if p.flash else "math"),
         "block": str(p.block) if p.flash else None,
         "sum_order": '"%s"' % p.order,
         "factor" if rule.kind == "factor" else "ulps": full(rule.n),
         "cells": str(len(O)), "differing": str(differ)}
    for key, d, i, x in (("largest", worst, wi, ans[wi]),
                         ("reference", xref, xi, p.ref[xi])):
        o[key] = '{"difference":%s,"row":%d,"column":%d,"ulps":%s}' % (
            full(d), i // cols, i % cols, full(ulps_apart(x, O[i], t)))
    o["bound"] = full(bound)
    o["ratio"] = full(0.0 if worst == 0 else worst / xref if xref else INF)
    o["differing_cells"] = "[%s]" % ",".join(
        '{"expected":%s,"got":%s,"difference":%s,"ulps":%s,"row":%d,'
        '"column":%d}' % (full(e), full(a), full(d), full(ulps_apart(a, e, t)),
                          i // cols, i % cols) for i, e, a, d in cells[:20])
    o["summary"] = json.dumps(summary)
    o["mistakes"] = "[%s]" % ",".join(
        '{"id":%s,"ids":[%s],"words":%s,"kind":"%s"}' % (
            json.dumps(i), ",".join(json.dumps(x) for x in i.split(" + ")),
            json.dumps(w), "kernel" if i == "p-not-cast" else "mistake")
        for i, w in found)
    return C.json_text(o)


def search(p, ans2, rule, bound, M):
    """The mistakes attn names for the answer ANS: each single one of the
    first catalogue that applies, read by RULE against its candidate in
    double; each kernel mistake that applies, read against its own exact
    answer and reference; the catalogue's 'transposed' last; pairs of the
    first catalogue, of different parameters, where none is named alone."""
    O = list(p.O.ravel())
    slack = 2.0 ** -40 * M
    A = np.array(ans2, float).reshape(len(ans2), -1)
    ans = list(A.ravel())
    same = A.shape == p.O.shape

    # under the factor rule in a format, a catalogue mistake is held to
    # its own recipe's error: its plain loop with S, the weights and O
    # rounded to T at each step's end
    own = rule.kind == "factor" and p.t != "f64" and p.of != "grad"

    def reads(r):
        c = np.asarray(C.run(p.cp, r), float)
        if c.shape != A.shape:
            return False
        if c.shape == p.O.shape and all(C.close(x, e, slack, 0)
                                        for x, e in zip(c.ravel(), O)):
            return False
        b = bound
        if own:
            r.in_t = lambda x: round_to(x, p.t)
            ct = list(np.asarray(C.run(p.cp, r), float).ravel())
            b = rule.n * largest(ct, list(c.ravel()))[0] + ulp_at(max(
                [abs(x) for x in c.ravel() if math.isfinite(x)] + [0.0]),
                p.t) / 2
            # an error of no rounding (past T's range, a tie flipping a
            # one-hot): the right recipe's bound
            far = largest(list(c.ravel()), O)[0] if c.shape == \
                p.O.shape else INF
            if not b < (INF if math.isnan(far) else far) / 2:
                b = bound
        return all(C.close(a, x, slack, 0) or rule.cell(b, a, x, i)
                   for i, (a, x) in enumerate(zip(ans, c.ravel())))

    def first(m):
        v = 0
        while True:
            r = C.Recipe(p.cp)
            words = m[3](p.cp, r, v)
            if words is None:
                return None
            if reads(r):
                return words
            v += 1
    found = []
    for m in C.TABLE[:-1]:
        if C.applies(p.cp, m[1]) and m[0] not in [f[0] for f in found]:
            w = first(m)
            if w:
                found.append((m[0], w))
    for bend in MISTAKES + BACKWARD:
        if (not same or not kernel_applies(p, bend) or
                bend in [f[0] for f in found]):
            continue
        rc = p.recipe(bend)
        if all(diff(a, b) == 0 for a, b in zip(rc, p.ref)):
            continue
        if bend == "scale-twice":
            r2 = C.Recipe(p.cp)
            r2.scale *= r2.scale
            xc = list(C.run(p.cp, r2).ravel())
        elif bend in BACKWARD:
            xc = p.grad_exact(bend)
        else:
            xc = list(O) if bend == "p-not-cast" else p.flash_exact(bend)
        bc = rule.n * largest(rc, xc)[0] + ulp_at(
            max(abs(x) for x in xc), p.t) / 2
        if all(rule.cell(bc, a, x if rule.kind == "factor" else r, i)
               for i, (a, x, r) in enumerate(zip(ans, xc, rc))):
            found.append((bend, kernel_words(p, bend)))
    w = first(C.TABLE[-1])
    if w:
        found.append((C.TABLE[-1][0], w))
    if found:
        return found
    for a in range(len(C.TABLE)):
        for b in range(a + 1, len(C.TABLE)):
            ma, mb = C.TABLE[a], C.TABLE[b]
            if (ma[2] == mb[2] or ma[0] == mb[0] or
                    not C.applies(p.cp, ma[1]) or not C.applies(p.cp, mb[1])):
                continue
            va = 0
            while True:
                ra = C.Recipe(p.cp)
                if ma[3](p.cp, ra, va) is None:
                    break
                vb = 0
                while True:
                    r = C.Recipe(p.cp)
                    ta, tb = ma[3](p.cp, r, va), mb[3](p.cp, r, vb)
                    if tb is None:
                        break
                    if reads(r):
                        found.append(("%s + %s" % (ma[0], mb[0]),
                                      "%s; then %s" % (ta, tb)))
                        break
                    vb += 1
                if found and found[-1][0] == "%s + %s" % (ma[0], mb[0]):
                    break
                va += 1
    return found


def check_case(name, p, ans2, rule=None, brief=True, listed=20, as_json=False,
               extra="", how=None):
    rule = rule or Rule(p.t)
    text, status = verdict(p, ans2, rule, brief, listed, as_json)
    flags = " ".join(f for f in ("--brief" if brief else "",
                                 "--json" if as_json else "", extra) if f)
    case(name, p.command(rule=rule, extra=flags), text, status=status,
         files=p.files(ans2), how=how)
    return text


def rows(flat, cols):
    return [flat[i:i + cols] for i in range(0, len(flat), cols)]


def named(text, ids):
    """Assert that the report TEXT names the mistakes IDS, and no other."""
    got = [line.split("(")[1].split(")")[0] for line in text.split("\n")
           if line.startswith("likely ")]
    assert got == ids, (got, ids, text)


def main():
    r = random.Random(2626)
    # keys of growing size, so that later blocks raise the running max
    spread12 = [0.5 + 1.5 * j / 11 for j in range(12)]
    spread10 = [0.5 + 1.5 * j / 9 for j in range(10)]

    def problem(t, nq=4, nk=12, dk=8, dv=4, seed=None, **kw):
        rr = random.Random(seed) if seed is not None else r
        sp = [0.5 + 1.5 * j / (nk - 1) for j in range(nk)]
        return KP("attend", t, values(rr, nq, dk, t), values(rr, nk, dk, t, sp),
                  values(rr, nk, dv, t), **kw)

    # --- good kernels: the recipes themselves, the exact output ----------
    for t in ("f32", "bf16", "f16", "e4m3", "e5m2"):
        p = problem(t)
        named(check_case("math-" + t, p, rows(p.ref, 4),
                         how="the answer is tests/lib/kernel.py's math recipe "
                         "in %s: its own reference, rounding" % t), [])
    for t in ("bf16", "f16"):
        p = problem(t, flash=True, block=4)
        check_case("flash-" + t, p, rows(p.ref, 4),
                   how="the answer is the flash recipe itself, blocks of 4")
    p = problem("bf16", flash=True, block=4)
    check_case("exact", p, [list(x) for x in p.O],
               how="the answer is the exact output itself, in full")
    # f64: no kernel; the reference is O, and the bound half an ulp
    p = problem("f64")
    check_case("f64", p, [list(x) for x in p.O])
    off = [list(x) for x in p.O]
    off[1][2] = off[1][2] * (1 + 2 ** -40)
    check_case("f64-off", p, off, how="one cell 2^-40 off, relative")

    # --- the kernel mistakes, each planted ------------------------------
    pa = problem("bf16", flash=True, block=4)
    pb = problem("bf16", nk=10, flash=True, block=4)
    # P kept in A is a different kernel's rounding, told apart at the bit:
    # f16 accumulators, and --ulps 0
    pc = problem("bf16", flash=True, block=4, a="f16", seed=0)
    for bend in MISTAKES:
        p = {"flash-last-block-dropped": pb, "p-not-cast": pc}.get(bend, pa)
        rule = Rule("bf16", "ulps", 0) if bend == "p-not-cast" else None
        text = check_case(bend, p, rows(p.recipe(bend), 4), rule,
                          how="the answer is tests/lib/kernel.py's flash "
                          "recipe bent as %s says, in exact arithmetic" % bend)
        # the coincidences: c^2 is 1/d_k; acc undivided is the numerator
        # of a softmax not normalised
        ids = {"scale-twice": ["scale-by-d", "scale-twice"],
               "flash-no-final-division": ["no-normalize", bend]}.get(
                   bend, [bend])
        named(text, ids)
    # a kernel mistake under the math recipe: the scale twice
    p = problem("f16")
    named(check_case("scale-twice-math", p, rows(p.recipe("scale-twice"), 4)),
          ["scale-by-d", "scale-twice"])
    # the first catalogue's, made by a kernel in bf16: the scale forgotten,
    # the causal mask the wrong way round
    p = problem("bf16")
    kp = Problem(p.Q, p.K, p.V, t="bf16", no_scale=True)
    named(check_case("no-scale", p, [kp.math(i) for i in range(4)]),
          ["no-scale"])
    p = problem("bf16", causal=True, nq=4, nk=4)
    flipped = [[1 if j >= i else 0 for j in range(4)] for i in range(4)]
    kp = Problem(p.Q, p.K, p.V, t="bf16", mask=flipped)
    check_case("causal-flipped", p, [kp.math(i) for i in range(4)])

    # --- noise names nothing ----------------------------------------------
    p = pa
    noise = [[round(r.gauss(0, 1), 3) for _ in range(4)] for _ in range(4)]
    named(check_case("noise", p, noise), [])
    hand = rows(list(p.ref), 4)
    hand[2][1] += 0.5
    named(check_case("one-cell", p, hand, how="the flash recipe with one cell "
                     "changed by hand"), [])

    # --- the other rules ------------------------------------------------------
    p = problem("bf16")
    check_case("ulps-1", p, rows(p.ref, 4), Rule("bf16", "ulps", 1))
    check_case("ulps-0", p, rows(p.ref, 4), Rule("bf16", "ulps", 0))
    # round_T(O) as attn writes a bf16 value (attend | cast --dtype bf16):
    # the shortest decimal of each, which reads back as a double beside it
    short = [float(shortest(round_to(x, "bf16"), "bf16")) for x in p.O.ravel()]
    check_case("ulps-0-shortest", p, rows(short, 4), Rule("bf16", "ulps", 0),
               how="the exact output rounded to bf16 as attn writes it, each "
               "cell the shortest decimal that reads back as its bf16 value")
    # a head of small values beside one of large ones: each row's ulps are
    # its own head's
    p = problem("bf16", heads=2, dk=8)
    off = rows(list(p.ref), 4)
    off[1][1] = round_to(off[1][1] * (1 + 2 ** -6), "bf16")
    check_case("ulps-heads", p, off, Rule("bf16", "ulps", 0.5))
    check_case("factor-1.5", p, rows(p.ref, 4), Rule("bf16", "factor", 1.5))
    check_case("torch-pass", pa, rows(pa.ref, 4), Rule("bf16", "torch"))
    check_case("torch-fail", pa, rows(pa.recipe("flash-no-rescale"), 4),
               Rule("bf16", "torch"))
    p = problem("f32")
    check_case("torch-f32", p, rows(p.ref, 4), Rule("f32", "torch"))
    bent = rows(list(p.ref), 4)
    bent[0][0] *= 1 + 4e-6
    check_case("torch-f32-fail", p, bent, Rule("f32", "torch"))
    p = problem("f64")
    off = [list(x) for x in p.O]
    off[3][0] += 3e-7 + 2e-7 * abs(off[3][0])
    check_case("torch-f64", p, off, Rule("f64", "torch"))

    # --- the report: every cell, JSON, -o, -s ------------------------------
    p = problem("bf16", nq=8, seed=7, flash=True, block=4)
    bad = rows(p.recipe("flash-no-final-division"), 4)
    check_case("cells", p, bad, brief=False,
               how="more than 20 cells past the bound: the first 20 listed")
    check_case("all", p, bad, brief=False, listed=None, extra="--all")
    check_case("json", pa, rows(pa.recipe("flash-stale-max"), 4), brief=False,
               as_json=True)
    check_case("json-pass", pa, rows(pa.ref, 4), brief=False, as_json=True)
    text, _ = verdict(pa, rows(pa.ref, 4), Rule("bf16"))
    case("output", pa.command(extra="-o report.txt"), text, status=0,
         after="cat report.txt", files=pa.files(rows(pa.ref, 4)),
         how="the report is in the file, nothing on stdout")
    case("quiet", pa.command(extra="-s"), "", status=1,
         files=pa.files(noise))

    # --- the other stages --------------------------------------------------
    Q, K = values(r, 3, 4, "bf16"), values(r, 5, 4, "bf16")
    V = values(r, 5, 2, "bf16")
    ps = KP("scores", "bf16", Q, K)
    check_case("scores", ps, rows(ps.ref, 5))
    kp = Problem(Q, K, V, t="bf16", no_scale=True)
    named(check_case("scores-no-scale", ps, [kp.scores_row(i)
                                             for i in range(3)]),
          ["no-scale"])
    pw = KP("weights", "f16", values(r, 3, 4, "f16"), values(r, 5, 4, "f16"))
    check_case("weights", pw, rows(pw.ref, 5))
    Aw = [[round_to(x, "bf16") for x in row] for row in
          [[0.1, 0.2, 0.3, 0.15, 0.25], [0.5, 0.5, 0, 0, 0],
           [0.7, 0.05, 0.05, 0.1, 0.1]]]
    pp = KP("apply", "bf16", None, None, V, A=Aw)
    check_case("apply", pp, rows(pp.ref, 2))
    # the shape of the transposed answer: 3x4 for 4x3
    p = problem("bf16", dv=3)
    check_case("transposed", p, [list(c) for c in zip(*rows(p.ref, 3))])

    # --- the backward: a kernel's dQ, dK, dV ------------------------------
    def gproblem(wrt, flash=False, t="bf16", nq=11, nk=9, seed=33):
        rr = random.Random(seed)
        return KP("grad", t, values(rr, nq, 4, t), values(rr, nk, 4, t),
                  values(rr, nk, 3, t), flash=flash, block=4,
                  dO=values(rr, nq, 3, t), wrt=wrt)
    for wrt, cols in (("q", 4), ("k", 4), ("v", 3)):
        for flash in (False, True):
            p = gproblem(wrt, flash)
            named(check_case("grad-%s-%s" % (wrt, "flash" if flash else
                                              "math"), p, rows(p.ref, cols),
                             how="the answer is tests/lib/kernel.py's %s "
                             "backward recipe: its own reference, rounding"
                             % ("flash" if flash else "math")), [])
        # the other recipe's answer, and the exact gradient, by the math
        # recipe's rule
        p, pf = gproblem(wrt), gproblem(wrt, True)
        check_case("grad-%s-flash-by-math" % wrt, p, rows(pf.ref, cols))
        check_case("grad-%s-exact" % wrt, p, [list(x) for x in p.O])
    p = gproblem("k", True, t="f16")
    check_case("grad-ulps-1", p, rows(p.ref, 4), Rule("f16", "ulps", 1))
    check_case("grad-torch", p, rows(p.ref, 4), Rule("f16", "torch"))
    for bend, wrt in (("bwd-lse-prev-row", "q"), ("bwd-lse-as-max", "k"),
                      ("bwd-dq-overwritten", "q"),
                      ("bwd-dq-last-block-dropped", "q"),
                      ("bwd-dkv-overwritten", "k"),
                      ("bwd-dkv-last-block-dropped", "v"),
                      ("no-rowsum", "k"), ("grad-no-scale", "q")):
        p = gproblem(wrt, True)
        named(check_case(bend, p, rows(p.recipe(bend), 3 if wrt == "v"
                                       else 4),
                         how="the answer is tests/lib/kernel.py's flash "
                         "backward bent as %s says, in exact arithmetic; "
                         "its exact twin in mpmath" % bend), [bend])

    # --- usage -------------------------------------------------------------
    base = "$ATTN check --of attend -q Q.csv -k K.csv -v V.csv"
    files = pa.files(rows(pa.ref, 4))
    for name, args, msg in (
            ("unknown", "--dtype fp16", "--dtype takes f64, f32, bf16, f16, "
             "e4m3 or e5m2, not 'fp16'"),
            ("factor-0", "--dtype bf16 --factor 0",
             "--factor must be > 0, not '0'"),
            ("factor-negative", "--dtype bf16 --factor -1",
             "--factor must be > 0, not '-1'"),
            ("ulps-negative", "--dtype bf16 --ulps -0.5",
             "--ulps must be >= 0, not '-0.5'"),
            ("profile-unknown", "--dtype bf16 --profile numpy",
             "--profile takes torch, not 'numpy'"),
            ("profile-e4m3", "--dtype e4m3 --profile torch",
             "--profile torch has no tolerances for e4m3 (torch.testing has "
             "none for fp8)"),
            ("profile-e5m2", "--dtype e5m2 --profile torch",
             "--profile torch has no tolerances for e5m2 (torch.testing has "
             "none for fp8)"),
            ("two-rules", "--dtype bf16 --ulps 1 --profile torch",
             "--ulps and --profile are two rules: give one"),
            ("factor-needs-dtype", "--factor 2",
             "--factor is the factor rule's with --dtype T, or the scaling's "
             "with --of rope"),
            ("atol", "--dtype bf16 --atol 1e-3", "--atol and --rtol are not "
             "taken with --dtype: the verdict's rule says how close"),
            ("accumulate-needs-dtype", "--accumulate f32", "--accumulate "
             "needs --dtype f32, bf16, f16, e4m3 or e5m2 (f64 is exact: no "
             "kernel to follow)"),
            ("block-math", "--dtype bf16 --block 4",
             "--block is for --recipe flash")):
        case("err-" + name, base + " " + args + " answer.csv", "",
             "attn check: " + msg + USAGE, 2, files=files)
    for of, line in (("scores", "-q Q.csv -k K.csv"),
                     ("weights", "-q Q.csv -k K.csv"),
                     ("apply", "-a A.csv -v V.csv")):
        case("err-flash-" + of, "$ATTN check --of %s %s --dtype bf16 --recipe "
             "flash answer.csv" % (of, line), "", "attn check: --recipe flash "
             "is attend's and grad's: scores, weights and apply are the math recipe's "
             "three parts" + USAGE, 2,
             files=dict(files, **{"A.csv": "1,0,0,0,0,0,0,0,0,0,0,0\n"}))
    for name, args, msg in (
            ("grad-scores", "--wrt scores", "--dtype is for grad --wrt q, k "
             "or v (a kernel keeps no dS or dA to write)"),
            ("grad-temperature", "--wrt q --temperature 2", "--temperature "
             "is not taken with grad --dtype (the backward recipes have no "
             "step for it)"),
            ("grad-quantize", "--wrt q --quantize e4m3", "--quantize is for "
             "--of attend, not --of grad"),
            ("grad-sum-order", "--wrt k --sum-order seq", "--sum-order is for "
             "--of scores, weights, attend and apply, not --of grad"),
            ("grad-tf32", "--wrt v --tf32 --dtype f32", "--tf32 is for --of "
             "scores, weights, attend and apply, not --of grad")):
        case("err-" + name, "$ATTN check --of grad %s -q Q.csv -k K.csv -v "
             "V.csv --dout answer.csv%s answer.csv" % (
                 args, "" if "--dtype" in args else " --dtype bf16"), "",
             "attn check: " + msg + USAGE, 2, files=files)
    case("err-norm", "$ATTN check --of norm -x Q.csv --dtype bf16 Q.csv", "",
         "attn check: --dtype is for --of scores, weights, attend, apply and "
         "grad, not --of norm" + USAGE, 2, files=files)
    case("err-rope", "$ATTN check --of rope -x Q.csv --ulps 1 Q.csv", "",
         "attn check: --ulps is for --of scores, weights, attend, apply and "
         "grad, not --of rope" + USAGE, 2,
         files=files)
    case("err-no-of", "$ATTN check --dtype bf16 answer.csv answer.csv", "",
         "attn check: --dtype is for check --of STAGE" + USAGE, 2, files=files)
    OUT.done("kernel check")


if __name__ == "__main__":
    main()
