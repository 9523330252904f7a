#!/bin/sh
# check-scripts.sh - the shell scripts of tests/ and .ci/ keep their
# Python (and any long text) in files of their own, in tests/lib: no
# here-document over 20 lines.  Each script is one check.
. "$(dirname "$0")/lib/check.sh"
for f in tests/*.sh tests/lib/*.sh tests/fuzz/*.sh .ci/run; do
	[ -f "$f" ] || continue
	long=$(awk '
		!tag && /<<-?[ \t]*["\047]?[A-Za-z_]+["\047]?/ && !/^[ \t]*#/ {
			t = $0
			sub(/.*<<-?[ \t]*["\047]?/, "", t)
			sub(/[^A-Za-z_].*/, "", t)
			tag = t; start = FNR; next
		}
		tag {
			l = $0; sub(/^\t+/, "", l)
			if (l == tag) {
				if (FNR - start - 1 > 20)
					printf "%s:%d: %d lines\n", FILENAME, start,
					    FNR - start - 1
				tag = ""
			}
		}' "$f")
	if [ -z "$long" ]; then ok
	else bad "a here-document over 20 lines (its body belongs in" \
	    "tests/lib): $long"; fi
done
finish
