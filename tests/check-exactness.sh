#!/bin/sh
# check-exactness.sh - make check's sample of make verify-exactness: the
# quick set of cases, every stage within 2 ulps of the exactly rounded
# answer (mpmath), attend the bytes of the pipeline, and the same bytes from
# attn built at -O0 on the SSE2 path, as on a CPU without AVX2 or FMA.
set -u
cd "$(dirname "$0")/.." || exit 2
ATTN=${ATTN:-$PWD/attn}
sh tests/need.sh python3-mpmath /usr/lib/python3/dist-packages/mpmath || exit 1
sh tests/need.sh python3-numpy /usr/lib/python3/dist-packages/numpy || exit 1
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -ffp-contract=off -O0 \
    -DKERNEL_ISA_MAX=0 -o "$tmp/attn-O0-sse2" src/*.c -lcsv -lm || exit 1
/usr/bin/python3 tests/exactness/check.py "$ATTN" --quick \
    --also "$tmp/attn-O0-sse2"
