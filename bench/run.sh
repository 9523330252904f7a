#!/bin/sh
# run.sh - make bench: attn against what users really run, in one run on
# the same inputs: numpy on OpenBLAS (Debian's numpy, with OpenBLAS as the
# libblas.so.3 alternative, as it is once libopenblas0-pthread is in), and
# a plain C program on OpenBLAS (bench/plain.c), the limit for inexact
# work.  SIZES="2 256 1024 2048 4096" by default (2 is the lessons' 2x2
# case); CASES="sizes dtype narrow decode grad check layer tensors" by
# default (the stages at each size, attend --dtype bf16 by both recipes at
# 1024 and 4096, the narrow stream of 200,000 queries against 64 keys, a
# decoding step of one query against 200,000 keys, grad --wrt q|k|v, check
# --of attend's verdict at 8 x 8 and 256 x 256, the layer rows of
# bench/layer.py: a Qwen3 layer forward and backward against PyTorch, each
# backward stage against its forward; and "tensors", the rows of
# bench/tensors.py: a .npy read against CSV, a bf16 kernel's verdict at
# [1, 4096, 8, 128] against PyTorch); PANDAS=1 adds pandas.
# First the kernels' cost per term
# (bench/kernel.sh); then the table, printed as it goes and again in
# Markdown with the targets; PLOT (default bench/plot.svg) gets the drawing.
set -u
start=$(date +%s)
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
need() { sh "$top/tests/need.sh" "$@" || exit 1; }
need python3-numpy /usr/lib/python3/dist-packages/numpy/__init__.py
if [ "${PANDAS:-0}" = 1 ]; then
	need python3-pandas /usr/lib/python3/dist-packages/pandas/__init__.py
fi
need time /usr/bin/time
ma=$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_config_var("MULTIARCH"))')
blas=/usr/lib/$ma/openblas-pthread
# numpy's OpenBLAS (the libblas.so.3 alternative), and its header and
# libopenblas.so for plain.c.
need libopenblas0-pthread "$blas/libblas.so.3"
need libopenblas-pthread-dev "/usr/include/$ma/openblas-pthread/cblas.h"
work=$(mktemp -d "${TMPDIR:-/tmp}/attn-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
cc=${CC:-cc}
$cc -O2 -o "$work/csvfloor" "$here/csvfloor.c" -lcsv || exit 1
$cc -std=c11 -O2 -I"/usr/include/$ma/openblas-pthread" \
    -o "$work/plain" "$here/plain.c" -L"$blas" -Wl,-rpath,"$blas" \
    -lopenblas -lm || exit 1
# Some machines set these for old OpenBLAS builds; they slow a current numpy.
unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS OMP_NUM_THREADS
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg) before"
echo "libblas.so.3 alternative: $(readlink -f "/usr/lib/$ma/libblas.so.3")"
echo "plain C: $("$work/plain" blas)"
sh "$here/kernel.sh" 1024 64 9 || exit 1
echo
BLAS_DIR=$blas /usr/bin/python3 "$here/bench.py" "$top/attn" \
    "$work/csvfloor" "$work/plain" "$work" "${PLOT:-$here/plot.svg}" \
    ${SIZES:-} || exit 1
# The layer rows (bench/layer.py): a Qwen3 layer forward and backward
# against PyTorch, and each backward stage against its forward.
case " ${CASES:-layer} " in
*" layer "*)
	need python3-pandas /usr/lib/python3/dist-packages/pandas/__init__.py
	echo
	/usr/bin/python3 "$here/layer.py" "$top/attn" "$work" || exit 1 ;;
esac
# the tensor rows: a .npy read against CSV, a kernel's verdict at a
# model's size against PyTorch (bench/tensors.py)
case " ${CASES:-tensors} " in
*" tensors "*)
	need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
	echo
	/usr/bin/python3 "$here/tensors.py" "$top/attn" "$work" || exit 1 ;;
esac
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) after; make bench took $(( $(date +%s) - start )) s"
