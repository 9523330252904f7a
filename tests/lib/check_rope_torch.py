"""check_rope_torch.py - the Python half of tests/check-rope-torch.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import sys
import torch

MAN = os.environ["MAN"]


def load(path):
    with open(path) as f:
        return torch.tensor([[float(x) for x in line.split(",")]
                             for line in f if line.strip()],
                            dtype=torch.float64)


def opt(opts, name, default):
    return type(default)(opts[opts.index(name) + 1]) if name in opts \
        else default


def positions(n, offset, seg):
    if seg is None:
        return [i + offset for i in range(n)]
    out = []
    for i in range(n):
        pos = i + offset
        start = pos
        while start > 0 and seg[start - 1] == seg[pos]:
            start -= 1
        out.append(pos - start)
    return out


def rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


def hf_inv_freq(opts, base, dim, dt=torch.float64, pos=None):
    """Hugging Face's inv_freq and attention_factor for the options'
    rope_scaling, transcribed from modeling_rope_utils
    (_compute_default_rope_parameters and the linear, dynamic, yarn and
    llama3 ones) with float64 where it has float32 (yarn's ramp too), or
    in DT throughout; dynamic's seq_len, without --seq-len, is
    max(position_ids) + 1 of the call's positions POS, as
    dynamic_rope_update takes it."""
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64)
                               .to(dt) / dim))
    kind = opt(opts, "--scaling", "")
    if not kind:
        return inv_freq, 1.0
    factor = opt(opts, "--factor", 1.0)
    if kind == "linear":
        return inv_freq / factor, 1.0
    orig = opt(opts, "--original-max", 0)
    if kind == "dynamic":
        seq_len = max(opt(opts, "--seq-len", 0) or max(pos) + 1, orig)
        base = base * ((factor * seq_len / orig) - (factor - 1)) ** \
            (dim / (dim - 2))
        return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64)
                               .to(dt) / dim)), 1.0
    if kind == "yarn":
        attention_factor = opt(opts, "--attention-factor", 0.0) or None
        mscale = opt(opts, "--mscale", 0.0)
        mscale_all_dim = opt(opts, "--mscale-all-dim", 0.0)

        def get_mscale(scale, mscale=1):
            if scale <= 1:
                return 1.0
            return 0.1 * mscale * math.log(scale) + 1.0
        if attention_factor is None:
            if mscale and mscale_all_dim:
                attention_factor = float(get_mscale(factor, mscale) /
                                         get_mscale(factor, mscale_all_dim))
            else:
                attention_factor = get_mscale(factor)
        beta_fast = opt(opts, "--beta-fast", 32.0)
        beta_slow = opt(opts, "--beta-slow", 1.0)

        def find_correction_dim(num_rotations, dim, base, max_pos):
            return (dim * math.log(max_pos / (num_rotations * 2 * math.pi))) \
                / (2 * math.log(base))

        def find_correction_range(low_rot, high_rot, dim, base, max_pos,
                                  truncate):
            low = find_correction_dim(low_rot, dim, base, max_pos)
            high = find_correction_dim(high_rot, dim, base, max_pos)
            if truncate:
                low = math.floor(low)
                high = math.ceil(high)
            return max(low, 0), min(high, dim - 1)

        def linear_ramp_factor(min, max, dim):
            if min == max:
                max += 0.001
            linear_func = (torch.arange(dim, dtype=dt) - min) / \
                (max - min)
            return torch.clamp(linear_func, 0, 1)
        pos_freqs = base ** (torch.arange(0, dim, 2).to(dt) / dim)
        inv_freq_extrapolation = 1.0 / pos_freqs
        inv_freq_interpolation = 1.0 / (factor * pos_freqs)
        truncate = "--no-truncate" not in opts
        low, high = find_correction_range(beta_fast, beta_slow, dim, base,
                                          orig, truncate)
        inv_freq_extrapolation_factor = 1 - linear_ramp_factor(low, high,
                                                               dim // 2)
        return (inv_freq_interpolation * (1 - inv_freq_extrapolation_factor)
                + inv_freq_extrapolation * inv_freq_extrapolation_factor,
                attention_factor)
    # llama3
    low_freq_factor = opt(opts, "--low-freq-factor", 1.0)
    high_freq_factor = opt(opts, "--high-freq-factor", 4.0)
    low_freq_wavelen = orig / low_freq_factor
    high_freq_wavelen = orig / high_freq_factor
    wavelen = 2 * math.pi / inv_freq
    inv_freq_llama = torch.where(wavelen > low_freq_wavelen, inv_freq / factor,
                                 inv_freq)
    smooth_factor = (orig / wavelen - low_freq_factor) / \
        (high_freq_factor - low_freq_factor)
    smoothed_inv_freq = (1 - smooth_factor) * inv_freq_llama / factor + \
        smooth_factor * inv_freq_llama
    is_medium_freq = ~(wavelen < high_freq_wavelen) * \
        ~(wavelen > low_freq_wavelen)
    return torch.where(is_medium_freq, smoothed_inv_freq, inv_freq_llama), 1.0


def rope(x, pos, base, r, interleaved, inverse, opts=()):
    """x: n x H x d; the first R columns of each head turned."""
    inv_freq, attention = hf_inv_freq(opts, base, r, pos=pos)
    freqs = torch.outer(torch.tensor(pos, dtype=torch.float64), inv_freq)
    if inverse:
        freqs = -freqs
    rot, rest = x[..., :r], x[..., r:]
    if interleaved:
        freqs_cis = torch.polar(torch.ones_like(freqs) * attention,
                                freqs)[:, None, :]
        xc = torch.view_as_complex(rot.reshape(*rot.shape[:-1], r // 2, 2)
                                   .contiguous())
        out = torch.view_as_real(xc * freqs_cis).reshape(rot.shape)
        # each output's pair, for the size of its terms
        size = rot.reshape(*rot.shape[:-1], r // 2, 2).abs().sum(-1)
        size = size.repeat_interleave(2, dim=-1)
    else:
        emb = torch.cat((freqs, freqs), dim=-1)[:, None, :]
        out = (rot * (emb.cos() * attention) +
               rotate_half(rot) * (emb.sin() * attention))
        size = rot[..., : r // 2].abs() + rot[..., r // 2:].abs()
        size = torch.cat((size, size), dim=-1)
    return (torch.cat((out, rest), dim=-1),
            torch.cat((size, rest.abs()), dim=-1))


passed = failed = 0
for line in open("runs"):
    name, limit, *opts = line.split()
    X, got = load(name + "-X.csv"), load(name + ".csv")
    h = opt(opts, "--heads", 1)
    if "--head-dim" in opts:
        h = X.shape[1] // opt(opts, "--head-dim", 1)
    n, d = X.shape[0], X.shape[1] // h
    seg = None
    if "--segments" in opts:
        seg = [int(v) for v in open(name + "-S.csv")]
    pos = positions(n, opt(opts, "--offset", 0), seg)
    if "--positions" in opts:
        pos = [int(v) for v in open(name + "-P.csv")]
    want, size = rope(X.view(n, h, d), pos, opt(opts, "--base", 10000.0),
                      opt(opts, "--rotary-dim", d), "--interleaved" in opts,
                      "--inverse" in opts, opts)
    want, size = want.reshape(n, -1), size.reshape(n, -1).clamp(min=1e-300)
    rel = ((got - want).abs() / size).max().item()
    ok = rel <= float(limit)
    passed += ok
    failed += not ok
    print("%s %-24s positions %d to %d: largest difference %.3g of the "
          "pair (limit %s)" % ("ok  " if ok else "FAIL", name, min(pos),
                               max(pos), rel, limit))
# attn-rope(1) quotes PyTorch's angle, cosine and sine of pair 1 of 64 at
# p = 100000: they must be what this PyTorch gives.
inv_freq = 1.0 / (10000.0 ** (torch.arange(0, 64, 2, dtype=torch.float64) / 64))
phi = torch.outer(torch.tensor([100000.0], dtype=torch.float64), inv_freq)[0, 1]
page = open(MAN).read()
for v in (repr(phi.item()), repr(phi.cos().item()), repr(phi.sin().item())):
    ok = v.replace("-", "\\-") in page or v in page
    passed += ok
    failed += not ok
    print("%s attn-rope(1) quotes PyTorch's %s" % ("ok  " if ok else "FAIL", v))
# attn-rope(1)'s table of Hugging Face's float32 frequencies against the
# real ones (tests/lib/rotary.py's formulas in mpmath): this PyTorch's
# float32, HF's code as above, and mpmath's, each as the page writes it.
sys.path.insert(0, os.environ["LIB"])
import mpmath  # noqa: E402
from rotary import inv_freqs  # noqa: E402
mpmath.mp.prec = 300
for opts, dim, t, sc in (
        ("--scaling linear --factor 4", 128, 1,
         dict(type="linear", factor=4)),
        ("--scaling dynamic --factor 2 --original-max 4096 --seq-len 16384",
         128, 3, dict(type="dynamic", factor=2, orig=4096, seq=16384)),
        ("--base 150000 --scaling yarn --factor 32 --original-max 4096 "
         "--no-truncate", 64, 1,
         dict(type="yarn", factor=32, orig=4096, truncate=False)),
        ("--base 500000 --scaling llama3 --factor 8 --original-max 8192",
         128, 2, dict(type="llama3", factor=8, orig=8192))):
    o = opts.split()
    b = opt(o, "--base", 10000.0)
    f32 = hf_inv_freq(o, b, dim, torch.float32)[0][t].item()
    real = inv_freqs(dim, b, sc)[0][t]
    for v in ("%.17f" % f32, mpmath.nstr(real, 17),
              "%+.2g" % float(100000 * (mpmath.mpf(f32) - real))):
        ok = v in page or v.replace("-", "\\-") in page
        passed += ok
        failed += not ok
        print("%s attn-rope(1) quotes %s of %s" % ("ok  " if ok else "FAIL",
                                                  v, opts))
print("PyTorch %s" % torch.__version__)
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
