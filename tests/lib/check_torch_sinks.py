"""check_torch_sinks.py - the Python half of tests/check-torch-sinks.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import random
import subprocess

import torch

from torch_attention import write  # tests/lib, beside this file

attn = os.environ["ATTN"]
rng = random.Random(2025)
TOL = 1e-12
torch.set_default_dtype(torch.float64)
passed = failed = 0
worst = {}


def mat(n, m, sd=1.0):
    return [[rng.gauss(0, sd) for _ in range(m)] for _ in range(n)]


def run(*args, stdin=None):
    p = subprocess.run([attn] + list(args), capture_output=True, text=True,
                       input=stdin)
    if p.returncode != 0:
        raise SystemExit("attn %s: %s" % (" ".join(args), p.stderr))
    # the first line of --lse's output is its note, a comment
    return p.stdout, torch.tensor([[float(x) for x in line.split(",")]
                                   for line in p.stdout.splitlines()
                                   if not line.startswith("#")])


def judge(what, got, want):
    global passed, failed
    big = want.abs().max().item() or 1.0
    d = (got - want).abs().max().item() / big
    worst[what] = max(worst.get(what, 0.0), d)
    if got.shape == want.shape and d <= TOL:
        passed += 1
    else:
        failed += 1
        print("FAIL %s: %g of the largest entry" % (what, d))


def sdpa(Q, K, V, S, sm_scale, sliding_window=0, causal=True):
    """gpt-oss's sdpa (gpt_oss/torch/model.py), as written there: Q is
    n_tokens x n_heads x q_mult x d_head, K and V n_tokens x n_heads x
    d_head, S one sink per query head.  Returns the output and, beside
    it, the logsumexp of the logits with the sink's column."""
    n_tokens, n_heads, q_mult, d_head = Q.shape
    K = K[:, :, None, :].expand(-1, -1, q_mult, -1)
    V = V[:, :, None, :].expand(-1, -1, q_mult, -1)
    S = S.reshape(n_heads, q_mult, 1, 1).expand(-1, -1, n_tokens, -1)
    mask = torch.zeros(n_tokens, n_tokens)
    if causal:
        mask = torch.triu(Q.new_full((n_tokens, n_tokens), -float("inf")),
                          diagonal=1)
    if sliding_window > 0:
        mask += torch.tril(mask.new_full((n_tokens, n_tokens),
                                         -float("inf")),
                           diagonal=-sliding_window)
    QK = torch.einsum("qhmd,khmd->hmqk", Q, K)
    QK *= sm_scale
    QK += mask[None, None, :, :]
    QK = torch.cat([QK, S], dim=-1)
    lse = torch.logsumexp(QK, dim=-1)
    W = torch.softmax(QK, dim=-1)
    W = W[..., :-1]
    attn_ = torch.einsum("hmqk,khmd->qhmd", W, V)
    return (attn_.reshape(n_tokens, -1),
            lse.reshape(n_heads * q_mult, n_tokens).T)


def lst(v):
    return "[" + ",".join(repr(float(x)) for x in v) + "]"


for trial in range(12):
    G = rng.choice([1, 2])
    H = G * rng.choice([1, 2, 4])
    n, dk, dv = rng.randint(2, 9), rng.randint(1, 6), rng.randint(1, 5)
    window = rng.choice([0, 0, 2, 3])
    causal = window > 0 or rng.random() < 0.7
    Q, K, V = mat(n, H * dk, 1.5), mat(n, G * dk), mat(n, G * dv)
    sinks = [rng.gauss(0, 2) for _ in range(H)]
    write("Q.csv", Q)
    write("K.csv", K)
    write("V.csv", V)
    opts = ["--heads", str(H), "--kv-heads", str(G), "--sinks", lst(sinks)]
    if window:
        # gpt-oss's sliding window of W keeps W keys: this one and W - 1
        opts += ["--window", "%d,0" % (window - 1)]
    if causal:
        opts += ["--causal"]
    tq = torch.tensor(Q).view(n, G, H // G, dk)
    tk = torch.tensor(K).view(n, G, dk)
    tv = torch.tensor(V).view(n, G, dv)
    ts = torch.tensor(sinks)
    O, L = sdpa(tq, tk, tv, ts, 1 / math.sqrt(dk), window, causal)

    _, got = run("attend", "-q", "Q.csv", "-k", "K.csv", "-v", "V.csv",
                 "--lse", *opts)
    judge("attend --sinks", got[:, :H * dv], O)
    judge("attend --lse", got[:, H * dv:], L)

    # weights --sinks on attn's scores, against the softmax of the same
    # scores with the sink's column
    scores, S = run("scores", "-q", "Q.csv", "-k", "K.csv", "--heads",
                    str(H), "--kv-heads", str(G), *opts[6:])
    _, W = run("weights", "--heads", str(H), "--sinks", lst(sinks),
               "--lse", stdin=scores)
    s = S.view(n, H, n)
    x = torch.cat([s, ts.view(1, H, 1).expand(n, H, 1)], dim=-1)
    judge("weights --sinks", W[:, :H * n],
          torch.softmax(x, dim=-1)[..., :-1].reshape(n, H * n))
    judge("weights --lse", W[:, H * n:], torch.logsumexp(x, dim=-1))

    # merge: random parts of the keys, causal parts moved by --offset
    cuts = [0] + sorted(rng.sample(range(1, n), rng.randint(1, n - 1))) + [n]
    parts = []
    for p in range(len(cuts) - 1):
        j0, j1 = cuts[p], cuts[p + 1]
        write("K%d.csv" % p, K[j0:j1])
        write("V%d.csv" % p, V[j0:j1])
        out, _ = run("attend", "--lse", "-q", "Q.csv", "-k", "K%d.csv" % p,
                     "-v", "V%d.csv" % p, "--offset", str(-j0),
                     *opts[:4], *opts[6:])
        with open("P%d.csv" % p, "w") as f:
            f.write(out)
        parts.append("P%d.csv" % p)
    _, got = run("merge", "--heads", str(H), "--sinks", lst(sinks), "--lse",
                 *parts)
    judge("merge", got[:, :H * dv], O)
    judge("merge --lse", got[:, H * dv:], L)

    # grad, the sinks a parameter
    dO = mat(n, H * dv)
    write("dO.csv", dO)
    q = torch.tensor(Q, requires_grad=True)
    k = torch.tensor(K, requires_grad=True)
    v = torch.tensor(V, requires_grad=True)
    sk = torch.nn.Parameter(torch.tensor(sinks))
    qq = q.view(n, H, dk).transpose(0, 1)
    kk = k.view(n, G, dk).transpose(0, 1).repeat_interleave(H // G, 0)
    vv = v.view(n, G, dv).transpose(0, 1).repeat_interleave(H // G, 0)
    Sc = (qq @ kk.transpose(1, 2)) / math.sqrt(dk)
    Sc.retain_grad()
    allow = torch.ones(n, n, dtype=torch.bool)
    if causal:
        allow = torch.tril(allow)
    if window:
        allow = allow & ~torch.tril(allow, diagonal=-window)
    x = Sc.masked_fill(~allow, -float("inf"))
    x = torch.cat([x, sk.view(H, 1, 1).expand(H, n, 1)], dim=-1)
    A = torch.softmax(x, dim=-1)[..., :-1]
    A.retain_grad()
    Ot = (A @ vv).transpose(0, 1).reshape(n, H * dv)
    (Ot * torch.tensor(dO)).sum().backward()
    want = {"q": q.grad, "k": k.grad, "v": v.grad,
            "scores": Sc.grad.transpose(0, 1).reshape(n, H * n),
            "weights": A.grad.transpose(0, 1).reshape(n, H * n),
            "sinks": sk.grad.view(1, H)}
    for wrt, w in want.items():
        _, got = run("grad", "--wrt", wrt, "-q", "Q.csv", "-k", "K.csv",
                     "-v", "V.csv", "--dout", "dO.csv", *opts)
        judge("grad --wrt " + wrt, got, w)

for what in sorted(worst):
    print("%-20s largest difference %.3g of the largest entry" %
          (what, worst[what]))
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
