"""catalogue_planted.py - every mistake of the first catalogue planted
through the bf16 recipe, on problems that give each one something to bend
(causal masks, heads and shared key/value heads, a temperature, a softcap,
a bias, ALiBi, sinks, an offset, a window, a mask), must be named by
check --of attend --dtype bf16: its answer is checkof.py's plain loop bent
by the mistake (variant 0) with S, the weights and O rounded to bf16 at each
step's end, as the math recipe rounds them (tests/lib/kernel.py's
round_to, exact); and where the mistake is one of the problem's numbers
taken wrong (the scale, the temperature, the softcap, the offset, a mask,
the bias, ALiBi or the sinks left out), the bf16 math recipe itself on
the problem so bent (tests/lib/kernel.py's exact transcription).  A
mistake that leaves the answer the right recipe's is not planted; one whose answer is within the rounding (status 0) names
nothing.  Run by check_kernel_verdicts.py."""
import os
import re
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "gen"))
import checkof as C                     # noqa: E402
from kernel import Problem, round_to    # noqa: E402


def bf16(x):
    return round_to(float(x), "bf16")


def csv(rows):
    """ROWS with each number in full (repr), inf and nan as attn reads
    them."""
    return "".join(",".join(repr(float(x)) if np.isfinite(x) else
                            "nan" if np.isnan(x) else
                            "inf" if x > 0 else "-inf" for x in r) + "\n"
                   for r in rows)


def kernel_options(p):
    """P's options as tests/lib/kernel.py's Problem takes them, in bf16."""
    o = dict(t="bf16", heads=p.h, kv_heads=p.g)
    for key, val in (("causal", p.causal), ("offset", p.offset),
                     ("window", p.window), ("temperature", p.temperature),
                     ("softcap", p.softcap), ("alibi", p.alibi),
                     ("sinks", p.sinks)):
        if val:
            o[key] = val
    for key, val in (("bias", p.bias), ("mask", p.mask)):
        if val is not None:
            o[key] = val.tolist()
    return o


def real(p, r):
    """The bf16 math recipe's answer where R bends only P's numbers
    (None where it bends a step)."""
    right = vars(C.Recipe(p))
    bent = {k for k, v in vars(r).items() if right.get(k) != v}
    o = kernel_options(p)
    for k in bent:
        if k == "scale":
            o["scale"] = r.scale
        elif k == "temp" and r.temp == "times":
            o["temperature"] = 1 / p.temperature
        elif k == "temp" and r.temp == "none":
            del o["temperature"]
        elif k == "softcap_off":
            del o["softcap"]
        elif k == "offset":
            o["offset"] = r.offset
        elif k == "sinks":
            del o["sinks"]
        elif k == "alibi" and r.alibi == 0:
            del o["alibi"]
        elif k == "bias_off":
            # its finite entries left out, its -inf still masking
            o["bias"] = [[x if x == -np.inf else 0.0 for x in row]
                         for row in o["bias"]]
        elif k == "unmasked" and p.bias is None and p.mask is None:
            for m in ("causal", "window", "offset"):
                o.pop(m, None)
        else:
            return None
    kp = Problem(p.Q.tolist(), p.K.tolist(), p.V.tolist(), **o)
    return np.array([kp.math(i) for i in range(p.nq)], float)


def problems(rng):
    """The problems, each a dict of checkof.P's options."""
    def m(n, k, sd=1.0):
        return [[bf16(rng.gauss(0, sd)) for _ in range(k)] for _ in range(n)]
    out = []
    for o in (dict(), dict(causal=True, h=2), dict(temperature=2.0),
              dict(softcap=5.0), dict(alibi=True, h=2, causal=True),
              dict(sinks=[0.5]), dict(causal=True, offset=2),
              dict(window=(2, 0), causal=True), dict(h=4, g=2)):
        h, g = o.get("h", 1), o.get("g", o.get("h", 1))
        nq = 4 if o.get("offset") else 6
        p = dict(o, Q=m(nq, 8 * h, 1.5), K=m(8, 8 * g, 1.5), V=m(8, 4 * g))
        out.append(p)
    nq = 6
    out.append(dict(Q=m(nq, 8, 1.5), K=m(8, 8, 1.5), V=m(8, 4),
                    bias=[[bf16(rng.gauss(0, 1)) if rng.random() > 0.2
                           else -np.inf for _ in range(8)]
                          for _ in range(nq)]))
    out.append(dict(Q=m(nq, 8, 1.5), K=m(8, 8, 1.5), V=m(8, 4),
                    mask=[[1 if rng.random() > 0.3 or j == 0 else 0
                           for j in range(8)] for _ in range(nq)]))
    return out


def run(attn, tally, rng, counts, old=None):
    """Plant each mistake, check it; COUNTS gets planted and named (and,
    with OLD another attn, named_old: what that one names)."""
    counts.setdefault("planted", 0)
    counts.setdefault("named", 0)
    for o in problems(rng):
        p = C.P("attend", **o)
        p.decimals = 0
        right = C.Recipe(p)
        right.in_t = bf16
        R = np.asarray(C.run(p, right), float)
        for mid, step, _, fn in C.TABLE:
            # a student's rounding to decimals is not searched under
            # --dtype (attn-check(1))
            if not C.applies(p, step) or mid.endswith("-rounded"):
                continue
            r = C.Recipe(p)
            if fn(p, r, 0) is None:
                continue
            ans = real(p, r)
            by_recipe = ans is not None
            if ans is None:
                r.in_t = bf16
                ans = np.asarray(C.run(p, r), float)
            if ans.shape == R.shape and np.array_equal(ans, R,
                                                       equal_nan=True):
                continue
            counts["by_recipe"] = counts.get("by_recipe", 0) + by_recipe
            r.in_t = None
            x = np.asarray(C.run(p, r), float)
            r.in_t = bf16
            far = "(the answer %.3g from the mistake's exact matrix, its " \
                "step-end recipe %.3g, that matrix %.3g from O)" % (
                    np.max(abs(ans - x)), np.max(abs(C.run(p, r) - x)),
                    np.max(abs(x - C.exact(p))) if x.shape == R.shape
                    else np.inf)
            files = dict(p.files(), **{"answer.csv": csv(ans)})
            for name, text in files.items():
                with open(name, "w") as f:
                    f.write(text)
            line = p.command().split()[1:] + ["--dtype", "bf16", "--brief"]
            what = "%s planted through bf16 (%s)" % (
                mid, " ".join(p.options()) or "no options")
            counts["planted"] += 1
            for key, exe in (("named", attn), ("named_old", old)):
                if not exe:
                    continue
                q = subprocess.run([exe] + line, capture_output=True,
                                   text=True)
                ids = re.findall(r"^likely (?:mistake|kernel)s? \(([^)]*)\)",
                                 q.stdout, re.M)
                hit = q.returncode == 1 and mid in ids
                counts[key] = counts.get(key, 0) + hit
                if exe is attn and q.returncode == 0:
                    # a mistake whose answer is within the rounding: no bug
                    # to name, and none named
                    counts["rounding"] = counts.get("rounding", 0) + 1
                    tally.result(not ids, "%s: rounding names nothing" %
                                 what)
                elif exe is attn:
                    tally.result(hit, "%s: named%s" % (what, "" if hit else
                                 " " + far +
                                 "\n    " + "\n    ".join(
                                     (q.stdout + q.stderr).strip().split(
                                         "\n")[-4:])))
