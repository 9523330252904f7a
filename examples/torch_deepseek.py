#!/usr/bin/python3
"""torch_deepseek.py - DeepSeek-V3's multi-head latent attention (MLA),
examples/deepseek-mla: its inputs, and PyTorch's answers in float64, in
both of the model's forms.

usage: torch_deepseek.py write DIR   make X and the weights from a fixed
                                     seed, write them as CSV, then
                                     PyTorch's answers
       torch_deepseek.py torch DIR   read the CSVs in DIR and write
                                     PyTorch's answers only

The layer is MLA of DeepSeek-V3's inference code (github.com/deepseek-ai/
DeepSeek-V3, inference/model.py), transcribed in float64 (the model runs
in bfloat16, its rotary table in float32) at small sizes, on T = 6 tokens
at positions 0 .. 5, with its causal mask:

  ModelArgs               dim 16, n_heads 4, q_lora_rank 12,
                          kv_lora_rank 16, qk_nope_head_dim 8,
                          qk_rope_head_dim 4, v_head_dim 8: a sixteenth
                          of V3's 7168, 128, 1536, 512, 128, 64, 128 (but
                          dim, heads and q_lora_rank, smaller still); and
                          V3's own YaRN settings, the defaults of
                          ModelArgs: original_seq_len 4096, max_seq_len
                          16384, rope_theta 10000, rope_factor 40,
                          beta_fast 32, beta_slow 1, mscale 1
  precompute_freqs_cis    the frequencies 1 / base^(2t / d), and since
                          max_seq_len > original_seq_len, YaRN's
                          correction: between the dimensions where a
                          frequency turns beta_fast and beta_slow times in
                          original_seq_len positions (floored, ceiled,
                          kept to [0, d - 1]) a linear ramp blends freq /
                          factor into freq; then the angles t * freq as
                          unit complex numbers, no attention factor
  apply_rotary_emb        each pair of columns (2t, 2t + 1) a complex
                          number, times the angle's: interleaved pairs
  RMSNorm                 F.rms_norm: x / sqrt(mean(x^2) + 1e-6) * weight,
                          on the query latent (q_norm) and the key/value
                          latent (kv_norm)
  MLA.__init__            softmax_scale = qk_head_dim^-0.5, and since
                          max_seq_len > original_seq_len, times mscale^2,
                          mscale = 0.1 * mscale * ln(rope_factor) + 1
  MLA.forward             q = wq_b(q_norm(wq_a(x))), split per head into
                          q_nope and q_pe; q_pe turned; kv = wkv_a(x),
                          split into the latent kv and k_pe (one head,
                          shared by all), k_pe turned; then
     attn_impl "naive"    kv_norm(kv) through wkv_b into each head's k_nope
                          and v, k = cat(k_nope, k_pe for every head), q =
                          cat(q_nope, q_pe), softmax(q k^T * scale + mask) v
     attn_impl "absorb"   wkv_b viewed per head, its first qk_nope_head_dim
                          rows W_UK absorbed into the query, q_nope W_UK;
                          scores over the latent, (q_nope W_UK) kv_norm(kv)^T
                          + q_pe k_pe^T, times the scale, the mask, the
                          softmax, weights times kv_norm(kv), then the last
                          v_head_dim rows W_UV, x W_UV^T
                          then wo.

The CSVs, one matrix each, weights in PyTorch's layout (one row per
output, nn.Linear.weight): X (6 x 16), wq_a (12 x 16), q_norm (one row
of 12), wq_b (48 x 12: 4 heads of 8 + 4 outputs), wkv_a (20 x 16: the 16
of the latent, then the 4 of k_pe), kv_norm (one row of 16), wkv_b (64 x
16: 4 heads of 8 + 8 outputs), wo (16 x 32).  The answers,
torch-NAME.csv, for the steps of the Makefile: cq, cqn (after q_norm), q,
q_pe_r (q_pe turned, 4 heads of 4), kv, c_kvn (kv_norm of the latent),
k_pe_r; the naive form's Q, K, V, O and Y (naive-*), the absorbed form's
q_abs (q_nope W_UK, 4 heads of 16), O_lat (the weights times the latent,
4 heads of 16), O and Y (absorbed-*).
"""
import math
from dataclasses import dataclass

import torch

from torch_layers import DT, command, load, save

T = 6


@dataclass
class ModelArgs:
    dim: int = 16
    n_heads: int = 4
    q_lora_rank: int = 12
    kv_lora_rank: int = 16
    qk_nope_head_dim: int = 8
    qk_rope_head_dim: int = 4
    v_head_dim: int = 8
    # yarn: DeepSeek-V3's own
    max_seq_len: int = 4096 * 4
    original_seq_len: int = 4096
    rope_theta: float = 10000.0
    rope_factor: float = 40
    beta_fast: int = 32
    beta_slow: int = 1
    mscale: float = 1.


def precompute_freqs_cis(args):
    """As model.py's, in float64."""
    dim, seqlen = args.qk_rope_head_dim, args.max_seq_len
    base, factor = args.rope_theta, args.rope_factor

    def find_correction_dim(num_rotations):
        return (dim * math.log(args.original_seq_len /
                               (num_rotations * 2 * math.pi)) /
                (2 * math.log(base)))

    def find_correction_range(low_rot, high_rot):
        low = math.floor(find_correction_dim(low_rot))
        high = math.ceil(find_correction_dim(high_rot))
        return max(low, 0), min(high, dim - 1)

    def linear_ramp_factor(lo, hi, n):
        if lo == hi:
            hi += 0.001
        return torch.clamp((torch.arange(n, dtype=DT) - lo) / (hi - lo), 0, 1)

    freqs = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=DT) / dim))
    if seqlen > args.original_seq_len:
        low, high = find_correction_range(args.beta_fast, args.beta_slow)
        smooth = 1 - linear_ramp_factor(low, high, dim // 2)
        freqs = freqs / factor * (1 - smooth) + freqs * smooth
    freqs = torch.outer(torch.arange(seqlen, dtype=DT), freqs)
    return torch.polar(torch.ones_like(freqs), freqs)


def apply_rotary_emb(x, freqs_cis):
    """x (T, heads, d): each pair (2t, 2t + 1) a complex number."""
    xc = torch.view_as_complex(x.reshape(*x.shape[:-1], -1, 2))
    freqs_cis = freqs_cis.view(xc.size(0), 1, xc.size(-1))
    return torch.view_as_real(xc * freqs_cis).flatten(2)


def rms_norm(x, weight):
    """F.rms_norm(x, (d,), weight, 1e-6), written out: this PyTorch
    predates it."""
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * weight


def mla(x, p, args, impl, keep):
    """MLA.forward on (T, dim) from position 0, as model.py's with
    attn_impl IMPL; KEEP collects the steps, one row per token."""
    H, nope, rope = args.n_heads, args.qk_nope_head_dim, args.qk_rope_head_dim
    vd, lat = args.v_head_dim, args.kv_lora_rank
    qk_head_dim = nope + rope
    softmax_scale = qk_head_dim ** -0.5
    if args.max_seq_len > args.original_seq_len:
        mscale = 0.1 * args.mscale * math.log(args.rope_factor) + 1.0
        softmax_scale = softmax_scale * mscale * mscale
    freqs_cis = precompute_freqs_cis(args)[:T]
    mask = torch.full((T, T), float("-inf"), dtype=DT).triu_(1)

    def kept(name, t):
        keep[name] = t.reshape(T, -1)
        return t

    cq = kept("cq", x @ p["wq_a"].T)
    q = kept("q", kept("cqn", rms_norm(cq, p["q_norm"][0])) @ p["wq_b"].T)
    q = q.view(T, H, qk_head_dim)
    q_nope, q_pe = torch.split(q, [nope, rope], dim=-1)
    q_pe = kept("q_pe_r", apply_rotary_emb(q_pe, freqs_cis))
    kv = kept("kv", x @ p["wkv_a"].T)
    kv, k_pe = torch.split(kv, [lat, rope], dim=-1)
    k_pe = kept("k_pe_r", apply_rotary_emb(k_pe.unsqueeze(1), freqs_cis))
    c_kvn = kept("c_kvn", rms_norm(kv, p["kv_norm"][0]))
    if impl == "naive":
        q = kept("naive-Q", torch.cat([q_nope, q_pe], dim=-1))
        kv = (c_kvn @ p["wkv_b"].T).view(T, H, nope + vd)
        k_nope, v = torch.split(kv, [nope, vd], dim=-1)
        kept("naive-V", v)
        k = kept("naive-K", torch.cat([k_nope, k_pe.expand(-1, H, -1)], dim=-1))
        scores = torch.einsum("shd,thd->sht", q, k) * softmax_scale
    else:
        wkv_b = p["wkv_b"].view(H, -1, lat)
        q_nope = kept("absorbed-q_abs",
                      torch.einsum("shd,hdc->shc", q_nope, wkv_b[:, :nope]))
        scores = (torch.einsum("shc,tc->sht", q_nope, c_kvn) +
                  torch.einsum("shr,tr->sht", q_pe, k_pe.squeeze(1))) * \
            softmax_scale
    scores = (scores + mask.unsqueeze(1)).softmax(dim=-1)
    if impl == "naive":
        o = torch.einsum("sht,thd->shd", scores, v)
    else:
        o = kept("absorbed-O_lat", torch.einsum("sht,tc->shc", scores, c_kvn))
        o = torch.einsum("shc,hdc->shd", o, wkv_b[:, -vd:])
    o = kept(impl + "-O", o.flatten(1))
    return kept(impl + "-Y", o @ p["wo"].T)


NAMES = ("wq_a", "q_norm", "wq_b", "wkv_a", "kv_norm", "wkv_b", "wo")


def write(d):
    args = ModelArgs()
    H, qk = args.n_heads, args.qk_nope_head_dim + args.qk_rope_head_dim
    torch.manual_seed(5)
    save(d, "X.csv", torch.randn(T, args.dim, dtype=DT))
    for n, out, inp in (
            ("wq_a", args.q_lora_rank, args.dim),
            ("wq_b", H * qk, args.q_lora_rank),
            ("wkv_a", args.kv_lora_rank + args.qk_rope_head_dim, args.dim),
            ("wkv_b", H * (args.qk_nope_head_dim + args.v_head_dim),
             args.kv_lora_rank),
            ("wo", args.dim, H * args.v_head_dim)):
        lin = torch.nn.Linear(inp, out, bias=False, dtype=DT)
        save(d, n + ".csv", lin.weight.detach())
    # trained norms are not ones: draw them near 1
    save(d, "q_norm.csv", 1 + 0.2 * torch.randn(args.q_lora_rank, dtype=DT))
    save(d, "kv_norm.csv", 1 + 0.2 * torch.randn(args.kv_lora_rank, dtype=DT))


def answers(d):
    args = ModelArgs()
    x = load(d, "X.csv")
    p = {n: load(d, n + ".csv") for n in NAMES}
    keep = {}
    for impl in ("naive", "absorb"):
        mla(x, p, args, impl, keep)
    for name, t in keep.items():
        save(d, "torch-%s.csv" % name.replace("absorb-", "absorbed-"), t)


if __name__ == "__main__":
    command(__doc__, write, answers)
