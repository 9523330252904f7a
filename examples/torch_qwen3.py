#!/usr/bin/python3
"""torch_qwen3.py - one attention layer of Qwen3, examples/qwen3-layer:
its inputs, and PyTorch's answers in float64, forward and backward.

usage: torch_qwen3.py write DIR   make X, the weights and dY from a fixed
                                  seed, write them as CSV, then PyTorch's
                                  answers
       torch_qwen3.py torch DIR   read the CSVs in DIR and write PyTorch's
                                  answers only

The layer is Qwen3Attention of Hugging Face's transformers
(src/transformers/models/qwen3/modeling_qwen3.py) on T = 6 tokens of
width E = 8, with 4 query heads and 2 key/value heads of head_dim 4 (so
the heads are 16 wide, twice the layer's width, as Qwen3-0.6B's are),
transcribed in float64 where the model casts to float32:

  Qwen3RMSNorm.forward    the mean of the squares over the last axis,
                          x * rsqrt(variance + eps), weight times it;
                          eps = rms_norm_eps = 1e-6
  Qwen3Attention.forward  q_proj, k_proj, v_proj without bias
                          (attention_bias = False), each viewed as
                          (T, heads, head_dim); q_norm and k_norm on each
                          head before the transpose; rope; attention;
                          o_proj without bias
  Qwen3RotaryEmbedding    the default rope: inv_freq = 1 / base^(2t/D),
                          base = rope_theta = 1e6, the angles of position
                          p duplicated (cat(freqs, freqs)), cos and sin
  apply_rotary_pos_emb    q cos + rotate_half(q) sin, rotate_half being
                          cat(-x2, x1) on the two halves of a head
  eager_attention_forward repeat_kv (each key/value head expanded over
                          its group of query heads), q k^T times scaling
                          = head_dim^-0.5, the causal mask added,
                          softmax, times v

The loss is sum(Y * dY), dY given; autograd gives the gradients.  The
layer's residual and input_layernorm, outside Qwen3Attention, are left
out: X is what the attention takes.

The CSVs, one matrix each, weights in PyTorch's layout (one row per
output, nn.Linear.weight): X, W_Q (16 x 8), W_K and W_V (8 x 8), W_O
(8 x 16), q_norm and k_norm (one row of 4) and dY (6 x 8).  The answers,
torch-NAME.csv for the steps of the Makefile: Q, K, V, Qn, Kn (after the
norms), Qr, Kr (after rope), O (the heads' outputs), Y; and backward
dO, dW_O, dQr, dKr, dV, dQn, dKn, dQ, dK, dq_norm, dk_norm, dW_Q, dW_K,
dW_V and dX.
"""

import torch

from torch_layers import DT, command, load, save

T, E = 6, 8
H, G, D = 4, 2, 4	# num_attention_heads, num_key_value_heads, head_dim
ROPE_THETA = 1e6	# Qwen3's rope_theta
EPS = 1e-6		# rms_norm_eps


def rms_norm(h, weight):
    """Qwen3RMSNorm.forward, float64 throughout."""
    variance = h.pow(2).mean(-1, keepdim=True)
    h = h * torch.rsqrt(variance + EPS)
    return weight * h


def rotary(n):
    """Qwen3RotaryEmbedding: cos and sin of positions 0 .. n-1, (n, D)."""
    inv_freq = 1.0 / (ROPE_THETA ** (torch.arange(0, D, 2, dtype=DT) / D))
    freqs = torch.outer(torch.arange(n, dtype=DT), inv_freq)
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos(), emb.sin()


def rotate_half(x):
    x1, x2 = x[..., :x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin):
    """q and k (heads, T, D); cos and sin (T, D), broadcast over heads."""
    cos, sin = cos.unsqueeze(0), sin.unsqueeze(0)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def repeat_kv(x, n_rep):
    """(G, T, D) to (G * n_rep, T, D), each head n_rep times in a row."""
    g, t, d = x.shape
    return x[:, None].expand(g, n_rep, t, d).reshape(g * n_rep, t, d)


def layer(x, p, keep):
    """Qwen3Attention.forward on (T, E); KEEP collects the steps."""
    def kept(name, t):
        t.retain_grad()
        keep[name] = t
        return t

    q = kept("Q", x @ p["W_Q"].T)
    k = kept("K", x @ p["W_K"].T)
    v = kept("V", x @ p["W_V"].T)
    qn = kept("Qn", rms_norm(q.view(T, H, D), p["q_norm"][0]))
    kn = kept("Kn", rms_norm(k.view(T, G, D), p["k_norm"][0]))
    cos, sin = rotary(T)
    qr, kr = apply_rotary_pos_emb(qn.transpose(0, 1), kn.transpose(0, 1),
                                  cos, sin)
    kept("Qr", qr)
    kept("Kr", kr)
    vh = v.view(T, G, D).transpose(0, 1)
    ks, vs = repeat_kv(kr, H // G), repeat_kv(vh, H // G)
    w = torch.matmul(qr, ks.transpose(1, 2)) * D ** -0.5
    w = w + torch.full((T, T), float("-inf"), dtype=DT).triu(1)
    w = torch.softmax(w, dim=-1)
    o = kept("O", torch.matmul(w, vs).transpose(0, 1).reshape(T, H * D))
    return kept("Y", o @ p["W_O"].T)


def rows(name, t):
    """A step as attn writes it: one row per token, heads side by side."""
    if name in ("Qr", "Kr"):			# (heads, T, D)
        t = t.transpose(0, 1)
    return t.reshape(T, -1)


def write(d):
    torch.manual_seed(3)
    save(d, "X.csv", torch.randn(T, E, dtype=DT))
    for n, out, inp in (("Q", H * D, E), ("K", G * D, E), ("V", G * D, E),
                        ("O", E, H * D)):
        lin = torch.nn.Linear(inp, out, bias=False, dtype=DT)
        save(d, "W_%s.csv" % n, lin.weight.detach())
    # trained norms are not ones: draw them near 1
    save(d, "q_norm.csv", 1 + 0.2 * torch.randn(D, dtype=DT))
    save(d, "k_norm.csv", 1 + 0.2 * torch.randn(D, dtype=DT))
    save(d, "dY.csv", torch.randn(T, E, dtype=DT))


def answers(d):
    x = load(d, "X.csv").requires_grad_()
    p = {n: load(d, n + ".csv").requires_grad_()
         for n in ("W_Q", "W_K", "W_V", "W_O", "q_norm", "k_norm")}
    keep = {}
    y = layer(x, p, keep)
    (y * load(d, "dY.csv")).sum().backward()
    for name, t in keep.items():
        save(d, "torch-%s.csv" % name, rows(name, t.detach()))
        if name != "Y":
            save(d, "torch-d%s.csv" % name, rows(name, t.grad))
    for n, t in p.items():
        save(d, "torch-d%s.csv" % n, t.grad)
    save(d, "torch-dX.csv", x.grad)


if __name__ == "__main__":
    command(__doc__, write, answers)
