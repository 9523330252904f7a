#!/bin/sh
# run.sh - make bench: attn against numpy and pandas, same inputs, same run.
# SIZES="2 256 1024 2048 4096" by default (2 is the lessons' 2x2 case).
# First the kernels' cost per term (bench/kernel.sh); then the table,
# printed as it goes and again in Markdown; PLOT (default bench/plot.svg)
# gets the drawing of time against n.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
sh "$top/tests/need.sh" python3-numpy /usr/lib/python3/dist-packages/numpy/__init__.py || exit 1
sh "$top/tests/need.sh" python3-pandas /usr/lib/python3/dist-packages/pandas/__init__.py || exit 1
sh "$top/tests/need.sh" time /usr/bin/time || exit 1
work=$(mktemp -d "${TMPDIR:-/tmp}/attn-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
${CC:-cc} -O2 -o "$work/csvfloor" "$here/csvfloor.c" -lcsv || exit 1
# Some machines set these for old OpenBLAS builds; they slow a current numpy.
unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "numpy $(/usr/bin/python3 -c 'import numpy; print(numpy.__version__)'), pandas $(/usr/bin/python3 -c 'import pandas; print(pandas.__version__)'), medians of whole-process wall time"
sh "$here/kernel.sh" 1024 64 9 || exit 1
echo
/usr/bin/python3 "$here/bench.py" "$top/attn" "$work/csvfloor" "$work" \
    "${PLOT:-$here/plot.svg}" ${SIZES:-}
