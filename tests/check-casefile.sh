#!/bin/sh
# check-casefile.sh - the golden cases' file format keeps every byte, a
# wrong case file is refused with its line, and tests/tools/convert-case
# gives back the case files of folders unpacked from them (the csv and
# heatmap families: CR line ends, NUL bytes, a byte-order mark, bytes that
# are not UTF-8; and the lesson ones).  tests/lib/casefile_check.py.
. "$(dirname "$0")/lib/check.sh"
exec /usr/bin/python3 "$here/lib/casefile_check.py" csv heatmap lesson
