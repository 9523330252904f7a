#!/bin/sh
# check-golden.sh [--write] - the generated golden cases are what their
# generators write: every tests/gen/*.py run into a scratch directory, each
# case file it writes compared byte for byte with tests/cases', no case
# written twice, none left in a generated family that no generator writes
# (tests/lib/generated.py says more).  With --write (make golden), the
# case files are written into tests/cases instead, and the stale removed.
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
need python3-numpy /usr/lib/python3/dist-packages/numpy
exec /usr/bin/python3 "$here/lib/generated.py" "$@"
