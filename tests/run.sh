#!/bin/sh
# run.sh [--cmd REGEX] [--list | --unpack DIR] [CASE...] - the golden-case
# runner: every case in tests/cases, or the cases, families and case files
# named (tests/cases/README.md), each in a scratch folder of its own, a
# runner per CPU (RUN_JOBS=N).  Prints a diff for each failure and ends
# with "N passed, N failed".  The runner is tests/lib/golden.py (its
# header says more); it needs nothing but Python's standard library.
here=$(cd "$(dirname "$0")" && pwd)
py=/usr/bin/python3
[ -x $py ] || py=python3
exec $py "$here/lib/golden.py" "$@"
