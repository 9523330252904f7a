#!/bin/sh
# check.sh - everything `make check` runs: the golden cases (in the C locale,
# and a sample of them again under a comma-decimal locale), then every
# tests/check-*.sh (property, exactness, memory, man page lint...), each of
# which must end with its summary line "N passed, N failed"
# (tests/lib/check.sh), as many at once as there are CPUs.  Each says how
# many it passed and how long it took; the whole ends with its wall and CPU
# time and the total, the same line.  CHECK_SAMPLE=1 (make SANITIZE=1
# check) runs a sample instead.  tests/lib/checkrun.py says more.
cd "$(dirname "$0")/.." || exit 2
exec /usr/bin/python3 tests/lib/checkrun.py
