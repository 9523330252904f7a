#!/bin/sh
# check-rope-torch.sh - attn rope against PyTorch in float64, written the
# way the model code writes it, and the references of examples/rope-long.
#
# Hugging Face's form (--half): inv_freq = 1 / (base ** (arange(0, R, 2) /
# R)), freqs = outer(positions, inv_freq), emb = cat(freqs, freqs), and
# x * emb.cos() + rotate_half(x) * emb.sin() on the first R columns of each
# head (GPT-NeoX's partial rotary passes the rest through).  Meta's form
# (--interleaved): freqs_cis = polar(ones, freqs), and
# view_as_real(view_as_complex(x as pairs) * freqs_cis).  Heads are
# view(n, H, d); packed sequences are position_ids that restart with each
# run of equal ids.  Each output is compared relative to the size of its
# pair, |x_a| + |x_b|: PyTorch rounds its angle, so at small positions the
# two agree within a few ulps (5e-15 up to p = 40), and further down they
# part, about 1e-13 at p = 1000 and 1e-11 at p = 100000, where attn is
# the exact one (tests/gen/rope.py); the largest difference of each run
# is printed.  Then examples/rope-long/refs.py is run again and must write
# the references checked in there, byte for byte.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch rope-torch
gen="$here/lib/matrix.awk"

# run NAME ROWS WIDTH LIMIT [rope options]: attn's output into NAME.csv;
# the comparison below reads the options back from $tmp/runs.
run() {
	name=$1 rows=$2 width=$3 limit=$4; shift 4
	seed=$((rows * 31 + width * 7))
	awk -v rows="$rows" -v cols="$width" -v seed="$seed" -f "$gen" >"$tmp/$name-X.csv"
	awk -v n="$rows" 'BEGIN { for (i = 0; i < n; i++) print int(i / 5) % 2 }' >"$tmp/$name-S.csv"
	if ! (cd "$tmp" && "$ATTN" rope "$@" "$name-X.csv" >"$name.csv"); then
		bad "attn rope $name"
	fi
	echo "$name $limit $*" >>"$tmp/runs"
}

run half 40 64 5e-15
run interleaved 40 64 5e-15 --interleaved
run base 40 32 5e-15 --base 500000
run rotary-dim 30 64 5e-15 --rotary-dim 16
run rotary-dim-interleaved 30 24 5e-15 --rotary-dim 8 --interleaved
run heads 30 64 5e-15 --heads 4
run heads-interleaved 30 48 5e-15 --heads 2 --interleaved --rotary-dim 16
run segments 30 16 5e-15 --segments segments-S.csv
run inverse 30 32 5e-15 --inverse --offset 5
run p1000 20 64 1e-13 --offset 1000
run p100000 8 64 1e-10 --offset 100000
run p100000-interleaved 8 64 1e-10 --offset 100000 --interleaved
[ "$fail" -eq 0 ] || finish

(cd "$tmp" && MAN=$top/man/attn-rope.1 /usr/bin/python3 - <<'EOF'
import os
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


def rope(x, pos, base, r, interleaved, inverse):
    """x: n x H x d; the first R columns of each head turned."""
    inv_freq = 1.0 / (base ** (torch.arange(0, r, 2, dtype=torch.float64) / r))
    freqs = torch.outer(torch.tensor(pos, dtype=torch.float64), inv_freq)
    if inverse:
        freqs = -freqs
    rot, rest = x[..., :r], x[..., r:]
    if interleaved:
        freqs_cis = torch.polar(torch.ones_like(freqs), freqs)[:, None, :]
        xc = torch.view_as_complex(rot.reshape(*rot.shape[:-1], r // 2, 2)
                                   .contiguous())
        out = torch.view_as_real(xc * freqs_cis).reshape(rot.shape)
        # each output's pair, for the size of its terms
        size = rot.reshape(*rot.shape[:-1], r // 2, 2).abs().sum(-1)
        size = size.repeat_interleave(2, dim=-1)
    else:
        emb = torch.cat((freqs, freqs), dim=-1)[:, None, :]
        out = rot * emb.cos() + rotate_half(rot) * emb.sin()
        size = rot[..., : r // 2].abs() + rot[..., r // 2:].abs()
        size = torch.cat((size, size), dim=-1)
    return (torch.cat((out, rest), dim=-1),
            torch.cat((size, rest.abs()), dim=-1))


passed = failed = 0
for line in open("runs"):
    name, limit, *opts = line.split()
    X, got = load(name + "-X.csv"), load(name + ".csv")
    h = opt(opts, "--heads", 1)
    n, d = X.shape[0], X.shape[1] // h
    seg = None
    if "--segments" in opts:
        seg = [int(v) for v in open(name + "-S.csv")]
    pos = positions(n, opt(opts, "--offset", 0), seg)
    want, size = rope(X.view(n, h, d), pos, opt(opts, "--base", 10000.0),
                      opt(opts, "--rotary-dim", d), "--interleaved" in opts,
                      "--inverse" in opts)
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
print("PyTorch %s" % torch.__version__)
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
EOF
) >"$tmp/torch.out"
st=$?
grep -v 'passed, .* failed$' "$tmp/torch.out"
pass=$((pass + $(grep -c '^ok ' "$tmp/torch.out")))
fail=$((fail + $(grep -c '^FAIL ' "$tmp/torch.out")))
[ $st -eq 0 ] || [ "$fail" -gt 0 ] || bad "the comparison with PyTorch did not run"

# The references of examples/rope-long, written again.
mkdir "$tmp/refs"
cp "$top/examples/rope-long/refs.py" "$tmp/refs/"
if (cd "$tmp/refs" && /usr/bin/python3 refs.py); then
	for f in "$top"/examples/rope-long/*.csv; do
		if cmp -s "$f" "$tmp/refs/${f##*/}"; then ok; else
			bad "examples/rope-long/${f##*/} is not what refs.py writes"
		fi
	done
else
	bad "examples/rope-long/refs.py failed"
fi
finish
