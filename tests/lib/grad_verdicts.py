"""grad_verdicts.py - check --of grad --wrt q|k|v --dtype T on backward
kernels that PyTorch runs (check-kernel-verdicts.sh runs it):

  - PyTorch's own autograd through its math attention in T (the scale
    on q first, as FlashAttention's attention_ref has it), every tensor a
    value of T and each operation rounded once from f32 as a GPU does, and a
    FlashAttention-2 backward loop written here in PyTorch (T storage, f32
    accumulators: the forward's m and l, LSE = m + log l, D = rowsum(dO O),
    P recomputed from the LSE, key blocks outside, row blocks from the last
    inside, dQ added a key block at a time, the scale at the end) must be
    rounding: autograd by the math recipe's rule, the loop by both;
    PyTorch 1.13's own CPU autograd in bf16, whose GEMMs and softmax
    backward round more often than once, by the math recipe's rule with
    --factor 8;
  - the same loop bent each way attn-check(1) lists (bwd-*), and with D
    left out (no-rowsum) or the scale c left out of dQ and dK at the end
    (grad-no-scale), must be named, by its ID, where the bend changes the
    gradient;
  - noise (random numbers, one cell changed by hand) names nothing.

run(attn, tally, rng, counts) adds its results to tally (tally.py) and
its answers to counts (good, bug, noise)."""
import math
import re
import subprocess

import torch

f32 = torch.float32
DT = {"bf16": torch.bfloat16, "f16": torch.float16}
BUGS = {"q": ["bwd-lse-prev-row", "bwd-lse-as-max", "bwd-dq-overwritten",
              "bwd-dq-last-block-dropped", "no-rowsum", "grad-no-scale"],
        "k": ["bwd-lse-prev-row", "bwd-lse-as-max", "bwd-dkv-overwritten",
              "bwd-dkv-last-block-dropped", "no-rowsum", "grad-no-scale"],
        "v": ["bwd-lse-prev-row", "bwd-lse-as-max", "bwd-dkv-overwritten",
              "bwd-dkv-last-block-dropped"]}


def write(path, t):
    with open(path, "w") as f:
        for row in t.to(torch.float64).tolist():
            f.write(",".join(repr(x) for x in row) + "\n")


def heads_of(x, h):
    return x.reshape(x.shape[0], h, -1).transpose(0, 1)


def joined(xs):
    return torch.cat(list(xs), dim=1)


def causal_mask(n, nk):
    return torch.ones(n, nk, dtype=torch.bool).triu(1)


def autograd(q, k, v, do, h, causal, gpu=False):
    """dQ, dK, dV of PyTorch's math attention in q's dtype, by its
    autograd: on this CPU's own bf16 operations, or (GPU) as a GPU rounds
    them, every tensor of the graph, forward and backward, a value of T,
    each operation computed in f32 and rounded once to T (a GEMM's f32
    sum, the softmax's and its backward's)."""
    t = q.dtype

    class Round(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x.to(t).to(f32)

        @staticmethod
        def backward(ctx, g):
            return g.to(t).to(f32)
    rt = Round.apply if gpu else (lambda x: x)
    q, k, v = (x.detach().to(f32 if gpu else t).requires_grad_()
               for x in (q, k, v))
    outs = []
    for qh, kh, vh in zip(heads_of(q, h), heads_of(k, h), heads_of(v, h)):
        s = rt(rt(qh / math.sqrt(qh.shape[1])) @ kh.T)
        if causal:
            s = s.masked_fill(causal_mask(*s.shape), -math.inf)
        outs.append(rt(rt(torch.softmax(s, dim=-1)) @ vh))
    joined(outs).backward(do.to(f32) if gpu else do)
    return tuple(x.grad.to(t) for x in (q, k, v))


def fa2(q, k, v, do, h, causal, block, bend=None):
    """dQ, dK, dV by a FlashAttention-2 backward loop in q's dtype with
    f32 accumulators, bent as BEND (an attn-check(1) ID) says."""
    t = q.dtype
    dq, dk, dv = [], [], []
    for qh, kh, vh, dh in zip(heads_of(q, h), heads_of(k, h), heads_of(v, h),
                              heads_of(do, h)):
        Q, K, V, dO = (x.to(f32) for x in (qh, kh, vh, dh))
        n, nk = Q.shape[0], K.shape[0]
        c = 1 / math.sqrt(Q.shape[1])
        s = (Q @ K.T) * c
        if causal:
            s = s.masked_fill(causal_mask(n, nk), -math.inf)
        # the forward: its max, sum and output, as the kernel saves them
        m = s.max(dim=1, keepdim=True).values
        e = torch.exp(s - m)
        l = e.sum(dim=1, keepdim=True)
        O = ((e.to(t).to(f32) @ V) / l).to(t).to(f32)
        lse = m + torch.log(l)
        if bend == "bwd-lse-as-max":
            lse = m
        if bend == "bwd-lse-prev-row":
            lse = torch.cat([lse[:1], lse[:-1]])
        D = (dO * O).sum(dim=1, keepdim=True)
        aq = torch.zeros_like(Q)
        ak, av = torch.zeros_like(K), torch.zeros_like(V)
        kstarts = list(range(0, nk, block))
        rstarts = list(range(0, n, block))
        for j in kstarts:
            kb, vb = K[j:j + block], V[j:j + block]
            acck, accv = torch.zeros_like(kb), torch.zeros_like(vb)
            rows = rstarts[::-1]
            if bend == "bwd-dkv-last-block-dropped" and n % block:
                rows = rows[1:]
            for i in rows:
                sb = s[i:i + block, j:j + block]
                P = torch.exp(sb - lse[i:i + block])
                dP = dO[i:i + block] @ vb.T
                dS = (P * (dP - (0 if bend == "no-rowsum" else
                                 D[i:i + block]))).to(t).to(f32)
                pv = P.to(t).to(f32).T @ dO[i:i + block]
                ks = dS.T @ Q[i:i + block]
                ow = bend == "bwd-dkv-overwritten"
                accv = pv if ow else accv + pv
                acck = ks if ow else acck + ks
                part = dS @ kb
                if bend == "bwd-dq-last-block-dropped" and nk % block and \
                        j == kstarts[-1]:
                    continue
                aq[i:i + block] = part if bend == "bwd-dq-overwritten" else \
                    aq[i:i + block] + part
            ak[j:j + block], av[j:j + block] = acck, accv
        if bend == "grad-no-scale":
            c = 1
        dq.append((aq * c).to(t))
        dk.append((ak * c).to(t))
        dv.append(av.to(t))
    return joined(dq), joined(dk), joined(dv)


def check(attn, wrt, args):
    """attn check's status, the IDs it names, and what it wrote."""
    p = subprocess.run([attn, "check", "--of", "grad", "--wrt", wrt, "-q",
                        "Q.csv", "-k", "K.csv", "-v", "V.csv", "--dout",
                        "dO.csv", "--brief"] + args, capture_output=True,
                       text=True)
    if p.returncode not in (0, 1):
        raise SystemExit("attn check %s: %s" % (" ".join(args), p.stderr))
    return p.returncode, re.findall(r"^likely (?:mistake|kernel)s? "
                                    r"\(([^)]*)\)", p.stdout, re.M), p.stdout


def run(attn, tally, rng, counts):
    def good(cond, what, out):
        tally.result(cond, what + ("" if cond else "\n    " + "\n    ".join(
            out.strip().split("\n")[-4:])))

    for trial in range(8):
        tn = ["bf16", "bf16", "f16"][trial % 3]
        t = DT[tn]
        h = [1, 2][trial % 2]
        nq, nk, d = rng.choice([12, 20]), rng.choice([24, 40]), 8 * h
        block = 8
        causal = trial % 4 == 1 and nq <= nk
        q = torch.randn(nq, d, dtype=torch.float64).to(t)
        k = torch.randn(nk, d, dtype=torch.float64).to(t)
        v = torch.randn(nk, d, dtype=torch.float64).to(t)
        do = torch.randn(nq, d, dtype=torch.float64).to(t)
        for name, x in (("Q", q), ("K", k), ("V", v), ("dO", do)):
            write(name + ".csv", x)
        base = ["--dtype", tn] + (["--heads", str(h)] if h > 1 else []) + \
            (["--causal"] if causal else [])
        fl = ["--recipe", "flash", "--block", str(block)]
        what = "%s, %d rows, %d keys, %d head%s, blocks of %d%s" % (
            tn, nq, nk, h, "s" if h > 1 else "", block,
            ", causal" if causal else "")
        right = fa2(q, k, v, do, h, causal, block)
        kernels = [("PyTorch's autograd as a GPU rounds it",
                    autograd(q, k, v, do, h, causal, True), ([],)),
                   ("the FlashAttention-2 loop", right, ([], fl))]
        # this CPU's bf16 GEMMs do not round their f32 sums once, and its
        # softmax's backward sums in bf16: a noisier kernel than the math
        # recipe, which check tells by a larger factor (ratios to 5.6 seen)
        if t == torch.bfloat16:
            kernels.append(("PyTorch 1.13's own CPU autograd",
                            autograd(q, k, v, do, h, causal),
                            (["--factor", "8"],)))
        for n, (wrt, cols) in enumerate((("q", d), ("k", d), ("v", d))):
            for kname, grads, recipes in kernels:
                write("answer.csv", grads[n])
                for rec in recipes:
                    st, ids, out = check(attn, wrt, base + rec +
                                         ["answer.csv"])
                    counts["good"] += 1
                    good(st == 0 and not ids, "d%s of %s (%s; %s): "
                         "rounding" % (wrt.upper(), kname, what,
                                       " ".join(rec) or "the math recipe"),
                         out)
            for bug in BUGS[wrt]:
                ans = fa2(q, k, v, do, h, causal, block, bug)[n]
                if torch.equal(ans, right[n]):
                    continue
                write("answer.csv", ans)
                st, ids, out = check(attn, wrt, base + fl + ["answer.csv"])
                counts["bug"] += 1
                good(st == 1 and bug in ids, "%s, d%s (%s): named" % (
                    bug, wrt.upper(), what), out)
            hand = right[n].clone()
            hand[rng.randrange(hand.shape[0]), rng.randrange(cols)] += 0.5
            for nname, ans in (("random numbers", torch.randn(hand.shape)),
                               ("one cell changed", hand)):
                write("answer.csv", ans)
                st, ids, out = check(attn, wrt, base + fl + ["answer.csv"])
                counts["noise"] += 1
                good(st == 1 and not ids, "%s, d%s (%s): nothing named" % (
                    nname, wrt.upper(), what), out)
