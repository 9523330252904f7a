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
# run of equal ids, or the --positions given.  --scaling is Hugging
# Face's rope_scaling, inv_freq and attention_factor transcribed from
# transformers' modeling_rope_utils (linear, dynamic NTK, YaRN with its
# attention factor on cos and sin, llama3) in float64, for the settings of
# gpt-oss, Qwen, DeepSeek and Llama 3.1 and 3.2.  Each output is compared
# relative to the size of its pair, |x_a| + |x_b|: PyTorch rounds its
# angle, so at small positions the two agree within a few ulps (5e-15 up
# to p = 40, 1e-14 times yarn's attention factor), and further down they
# part, about 1e-13 at p = 1000 and 1e-11 at p = 100000, where attn is
# the exact one (tests/gen/rope.py); the largest difference of each run
# is printed.  attn-rope(1)'s table of Hugging Face's float32 frequencies
# must be what this PyTorch's float32 and mpmath's reals give.  Then
# examples/rope-long/refs.py is run again and must write the references
# checked in there, byte for byte.
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
	awk -v n="$rows" 'BEGIN { for (i = 0; i < n; i++) print (i * 977) % 4096 }' >"$tmp/$name-P.csv"
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
# Hugging Face's rope_scaling, at positions up to 40, at 100000, and
# given by --positions up to 4096
run linear 40 64 5e-15 --scaling linear --factor 4
run linear-p100000 8 64 1e-10 --scaling linear --factor 8 --offset 100000
run dynamic 40 64 5e-15 --scaling dynamic --factor 2 --original-max 16 --seq-len 64
run dynamic-short 40 64 5e-15 --scaling dynamic --factor 2 --original-max 64 --seq-len 48 --heads 2
run dynamic-largest 40 64 1e-14 --scaling dynamic --factor 2 --original-max 16 --offset 30
run dynamic-largest-positions 40 64 1e-12 --positions dynamic-largest-positions-P.csv --scaling dynamic --factor 4 --original-max 512
run yarn-gpt-oss 40 128 1e-14 --heads 2 --base 150000 --scaling yarn --factor 32 --original-max 4096 --no-truncate
run yarn-truncate 40 128 5e-15 --base 1000000 --scaling yarn --factor 4 --original-max 32768
run yarn-mscale 40 64 5e-15 --scaling yarn --factor 40 --original-max 4096 --mscale 1 --mscale-all-dim 0.707 --beta-fast 16 --beta-slow 2 --interleaved
run yarn-attention 40 64 5e-15 --scaling yarn --factor 16 --original-max 64 --attention-factor 1.5 --rotary-dim 32
run yarn-p100000 8 64 1e-10 --base 150000 --scaling yarn --factor 32 --original-max 4096 --no-truncate --offset 100000
run llama3 40 128 5e-15 --base 500000 --scaling llama3 --factor 8 --original-max 8192
run llama3-32 40 128 5e-15 --base 500000 --scaling llama3 --factor 32 --original-max 8192 --low-freq-factor 1 --high-freq-factor 4
run llama3-p100000 8 128 1e-10 --base 500000 --scaling llama3 --factor 8 --original-max 8192 --offset 100000
run positions 40 64 1e-12 --positions positions-P.csv --base 150000 --scaling yarn --factor 32 --original-max 4096 --no-truncate
run head-dim 40 64 5e-15 --head-dim 16 --scaling linear --factor 2
[ "$fail" -eq 0 ] || finish

(cd "$tmp" && MAN=$top/man/attn-rope.1 LIB=$top/tests/lib /usr/bin/python3 "$here/lib/check_rope_torch.py") \
    >"$tmp/torch.out"
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
