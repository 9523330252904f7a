#!/bin/sh
# check-tables.sh - the generated tables in src/ are what their scripts in
# tools/ make today: each script is run again and its output compared with
# the checked-in file, byte for byte.  A table edited by hand, or a script
# changed without its table, fails here.
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch tables
for pair in gen-pow5-table.py:io/pow5_table.c gen-exp-table.py:num/exp_table.c \
    gen-log-table.py:num/log_table.c \
    gen-trig-table.py:num/trig_table.c; do
	gen=tools/${pair%%:*} table=src/${pair#*:}
	if /usr/bin/python3 "$gen" >"$tmp/out" && cmp -s "$tmp/out" "$table"; then
		ok
	else
		bad "$table differs from what $gen writes:"
		diff -u "$table" "$tmp/out" | sed -n '1,20p'
	fi
done
finish
