#!/bin/sh
# check-mha.sh - the layer examples agree with PyTorch in float64.
#
# examples/mha (nn.MultiheadAttention(8, 2)) and examples/gqa (4 query
# heads, 2 key/value heads, scaled_dot_product_attention per head with
# repeat_interleave) are each run by their Makefile in a scratch copy:
# four `attn project --transposed` and one `attn attend --heads`, without
# a mask and with --causal.  examples/gpt-oss, gpt-oss's attention block,
# adds `attn rope` on Q and K, the sinks and a sliding window.
# examples/qwen3-layer, Qwen3's attention layer with its QK norms, runs
# forward and backward: every weight's gradient and dX, through project
# --dout, grad, rope --inverse and norm --dout, against autograd.
# examples/deepseek-mla, DeepSeek-V3's latent attention, runs in both its
# forms, naive and absorbed, each against PyTorch's and the two against
# each other.  PyTorch's answers are computed afresh from the committed
# CSVs (examples/torch_layers.py torch, examples/torch_block.py torch,
# examples/torch_qwen3.py torch, examples/torch_deepseek.py torch), not
# taken from the committed torch-*.csv, and every step must agree within
# 1e-12 absolute (`attn check --atol 1e-12 --rtol 0`).  Prints the
# largest difference of each comparison.  What make check makes there, git
# ignores (examples/.gitignore), and make clean removes.
. "$(dirname "$0")/lib/check.sh"
unset MAKEFLAGS MFLAGS MAKELEVEL	# run as a make of its own, even under make check
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch mha

# `attn` as the Makefiles call it: $ATTN, whatever it holds.
printf '#!/bin/sh\nexec %s "$@"\n' "$ATTN" >"$tmp/attn"
chmod +x "$tmp/attn"
cp "$top/examples/torch_layers.py" "$top/examples/torch_block.py" \
    "$top/examples/torch_qwen3.py" "$top/examples/torch_deepseek.py" \
    "$top/examples/layer.mk" "$tmp/"

for layer in mha gqa gpt-oss qwen3-layer deepseek-mla; do
	d=$tmp/$layer
	cp -R "$top/examples/$layer" "$d"
	case $layer in
	gpt-oss) torch="../torch_block.py torch ." ;;
	qwen3-layer) torch="../torch_qwen3.py torch ." ;;
	deepseek-mla) torch="../torch_deepseek.py torch ." ;;
	*) torch="../torch_layers.py torch $layer ." ;;
	esac
	(cd "$d" && make -s clean >/dev/null && rm -f torch-*.csv &&
	    /usr/bin/python3 $torch) ||
	    { bad "$layer: PyTorch's answers"; continue; }
	files_under "$d" >"$tmp/before"
	if out=$(cd "$d" && make -s ATTN="$tmp/attn" check 2>&1); then
		ok
	else
		bad "$layer: make check"
	fi
	printf '%s\n' "$out" | sed "s/^/$layer /"
	# what make check made, git ignores; make clean removes it
	left_behind "examples/$layer: make check" "$d" "examples/$layer" \
	    "$tmp/before"
	(cd "$d" && make -s clean >/dev/null 2>&1)
	left=$(files_under "$d" | LC_ALL=C comm -13 "$tmp/before" -)
	if [ -z "$left" ]; then ok
	else bad "examples/$layer: make clean leaves" $left; fi
done
finish
