#!/bin/sh
# check-scale.sh - --scale's products (attn-scores(1)): random products of
# up to four factors, decimals, 1/N, 1/sqrt(N) and YaRN's mscale(F,M), and
# products of two doubles that lie exactly on a midpoint of two doubles
# (halved by 1/sqrt(4) or not, where ties go to the even one), each the
# exact value in mpmath at 700 bits rounded once to a double
# (tests/lib/cases.py's rnd), against the scale attn takes: the score of
# q = k = [1], which is the scale itself; a product past the largest
# double must be a usage error.  tests/lib/check_scale.py holds the
# Python.
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch scale
cd "$tmp" || exit 2

PYTHONPATH=$here/lib /usr/bin/python3 "$here/lib/check_scale.py"
