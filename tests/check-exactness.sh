#!/bin/sh
# check-exactness.sh - make check's sample of make verify-exactness: the
# quick set of cases, every stage within 2 ulps of the exactly rounded
# answer (mpmath), attend the bytes of the pipeline, and the same bytes from
# attn built at -O0 on the SSE2 path, as on a CPU without AVX2 or FMA.
. "$(dirname "$0")/lib/check.sh"
if QUICK=1 sh "$here/verify-exactness.sh"; then ok
else bad "make verify-exactness's quick set"; fi
finish
