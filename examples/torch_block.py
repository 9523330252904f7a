#!/usr/bin/python3
"""torch_block.py - one attention block of gpt-oss, examples/gpt-oss: its
inputs and PyTorch's answers in float64.

usage: torch_block.py write DIR   make X, the weights and the sinks from a
                                  fixed seed, write them as CSV, then
                                  PyTorch's answers
       torch_block.py torch DIR   read the CSVs in DIR and write PyTorch's
                                  answers only

The block is AttentionBlock of gpt-oss's PyTorch reference model
(openai/gpt-oss, gpt_oss/torch/model.py) on T = 6 tokens of width
E = 8, with 4 query heads and 2 key/value heads of width 8.  Transcribed,
in float64 where the model has bfloat16 and float32, from that file:

  AttentionBlock.forward       the fused qkv Linear, Q, K and V sliced
                               out of it, the heads viewed as
                               (T, G, H/G, D), rope, sdpa, the out Linear
  RotaryEmbedding._compute_concentration_and_inv_freq, _compute_cos_sin
                               the model's YaRN: rope_scaling_factor 32,
                               initial_context_length 4096, ntk_alpha 1
                               and ntk_beta 32; the ramp between low and
                               high as they come (no floor or ceil), and
                               cos and sin times the concentration
                               0.1 ln 32 + 1 (a head of 8 keeps the
                               model's 0 < low < high < D/2 - 1)
  _apply_rotary_emb            the two halves of each head, x1 and x2:
                               x1 cos - x2 sin, x2 cos + x1 sin
  sdpa                         K and V expanded over each group, the
                               causal mask with the sliding window's tril,
                               QK scaled by sm_scale = 1/sqrt(D), the
                               sinks as one more column, softmax, the
                               column dropped

Left out: the block's RMSNorm in front (X here is what it would give) and
the residual x + t behind it; Y is the out Linear's output.  gpt-oss
gives alternate layers the sliding window: layer 0 (even) here keeps
SLIDING_WINDOW = 3 keys, layer 1 (odd) has none; both have the same
weights.

The CSVs, one matrix each in PyTorch's layout (one row per output): X,
the qkv Linear split by rows into W_Q, W_K, W_V and b_Q, b_K, b_V, the
out Linear W_O and b_O, and sinks.csv, one row of H.  The answers:
torch-Q.csv, torch-K.csv, torch-V.csv (the slices of qkv), torch-Qr.csv
and torch-Kr.csv (after rope), torch-O-sliding.csv and torch-O-full.csv
(sdpa of layers 0 and 1), torch-Y-sliding.csv and torch-Y-full.csv.
"""
import math

import torch
import torch.nn.functional as F

from torch_layers import DT, command, load, save

T, E = 6, 8
H, G, D = 4, 2, 8	# num_attention_heads, num_key_value_heads, head_dim
ROPE_THETA = 150000.0	# gpt-oss's rope_theta
SLIDING_WINDOW = 3	# gpt-oss's is 128, which 6 tokens would not reach
# gpt-oss's rope_scaling_factor, initial_context_length, rope_ntk_alpha
# and rope_ntk_beta
SCALING_FACTOR, INITIAL_CONTEXT, NTK_ALPHA, NTK_BETA = 32.0, 4096, 1.0, 32.0


def concentration_and_inv_freq():
    """RotaryEmbedding._compute_concentration_and_inv_freq: YaRN."""
    freq = ROPE_THETA ** (torch.arange(0, D, 2, dtype=DT) / D)
    concentration = 0.1 * math.log(SCALING_FACTOR) + 1.0
    d_half = D / 2
    low = (d_half * math.log(INITIAL_CONTEXT / (NTK_BETA * 2 * math.pi))
           / math.log(ROPE_THETA))
    high = (d_half * math.log(INITIAL_CONTEXT / (NTK_ALPHA * 2 * math.pi))
            / math.log(ROPE_THETA))
    assert 0 < low < high < d_half - 1
    interpolation = 1.0 / (SCALING_FACTOR * freq)
    extrapolation = 1.0 / freq
    ramp = (torch.arange(d_half, dtype=DT) - low) / (high - low)
    mask = 1 - ramp.clamp(0, 1)
    inv_freq = interpolation * (1 - mask) + extrapolation * mask
    return concentration, inv_freq


def rope_cos_sin(num_tokens):
    """RotaryEmbedding._compute_cos_sin."""
    concentration, inv_freq = concentration_and_inv_freq()
    t = torch.arange(num_tokens, dtype=DT)
    freqs = torch.einsum("i,j->ij", t, inv_freq)
    return freqs.cos() * concentration, freqs.sin() * concentration


def apply_rotary_emb(x, cos, sin):
    """_apply_rotary_emb: x is (tokens, heads..., D)."""
    cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
    x1, x2 = torch.chunk(x, 2, dim=-1)
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)


def rope(q, k):
    """RotaryEmbedding.forward: the same angles for every head."""
    cos, sin = rope_cos_sin(q.shape[0])
    qr = apply_rotary_emb(q.reshape(q.shape[0], -1, D), cos, sin)
    kr = apply_rotary_emb(k.reshape(k.shape[0], -1, D), cos, sin)
    return qr.reshape(q.shape), kr.reshape(k.shape)


def sdpa(Q, K, V, S, sm_scale, sliding_window):
    """sdpa: Q (T, G, H/G, D), K and V (T, G, D), S the H sinks."""
    n_tokens, n_heads, q_mult, _ = Q.shape
    K = K[:, :, None, :].expand(-1, -1, q_mult, -1)
    V = V[:, :, None, :].expand(-1, -1, q_mult, -1)
    S = S.reshape(n_heads, q_mult, 1, 1).expand(-1, -1, n_tokens, -1)
    mask = torch.triu(Q.new_full((n_tokens, n_tokens), -math.inf),
                      diagonal=1)
    if sliding_window > 0:
        mask += torch.tril(mask.new_full((n_tokens, n_tokens), -math.inf),
                           diagonal=-sliding_window)
    QK = torch.einsum("qhmd,khmd->hmqk", Q, K)
    QK *= sm_scale
    QK += mask[None, None, :, :]
    QK = torch.cat([QK, S], dim=-1)
    W = torch.softmax(QK, dim=-1)[..., :-1]
    return torch.einsum("hmqk,khmd->qhmd", W, V).reshape(n_tokens, -1)


def write(d):
    torch.manual_seed(2025)
    qkv = torch.nn.Linear(E, D * (H + 2 * G), dtype=DT)
    out = torch.nn.Linear(D * H, E, dtype=DT)
    save(d, "X.csv", torch.randn(T, E, dtype=DT))
    W, b = qkv.weight.detach(), qkv.bias.detach()
    for n, lo, hi in (("Q", 0, H), ("K", H, H + G), ("V", H + G, H + 2 * G)):
        save(d, "W_%s.csv" % n, W[lo * D:hi * D])
        save(d, "b_%s.csv" % n, b[lo * D:hi * D])
    save(d, "W_O.csv", out.weight.detach())
    save(d, "b_O.csv", out.bias.detach())
    save(d, "sinks.csv", torch.randn(H, dtype=DT))


def answers(d):
    """AttentionBlock.forward without the norm and the residual."""
    x = load(d, "X.csv")
    qkv_w = torch.cat([load(d, "W_%s.csv" % n) for n in "QKV"])
    qkv_b = torch.cat([load(d, "b_%s.csv" % n)[0] for n in "QKV"])
    sinks = load(d, "sinks.csv")[0]
    with torch.no_grad():
        qkv = F.linear(x, qkv_w, qkv_b)
        q = qkv[:, :H * D].contiguous()
        k = qkv[:, H * D:(H + G) * D].contiguous()
        v = qkv[:, (H + G) * D:(H + 2 * G) * D].contiguous()
        for n, t in zip("QKV", (q, k, v)):
            save(d, "torch-%s.csv" % n, t)
        q = q.view(-1, G, H // G, D)
        k = k.view(-1, G, D)
        v = v.view(-1, G, D)
        q, k = rope(q, k)
        save(d, "torch-Qr.csv", q.reshape(T, H * D))
        save(d, "torch-Kr.csv", k.reshape(T, G * D))
        for layer, window in (("sliding", SLIDING_WINDOW), ("full", 0)):
            t = sdpa(q, k, v, sinks, 1 / math.sqrt(D), window)
            save(d, "torch-O-%s.csv" % layer, t)
            save(d, "torch-Y-%s.csv" % layer,
                 F.linear(t, load(d, "W_O.csv"), load(d, "b_O.csv")[0]))


if __name__ == "__main__":
    command(__doc__, write, answers)
