#!/bin/sh
# check-mistakes-man.sh - the manual lists the mistakes check --of knows:
# the IDs after "The IDs are stable" in man/attn-check.1, one ".It Cm ID" a line,
# are those `attn check --list-mistakes` prints, in the same order.
. "$(dirname "$0")/lib/check.sh"
scratch mistakes

awk '/^The IDs are stable/ { on = 1; next }
     on && /^\.El/ { exit }
     on && /^\.It Cm / { print $3 }' man/attn-check.1 >"$tmp/man"
$ATTN check --list-mistakes >"$tmp/code"
if [ -s "$tmp/code" ] && cmp -s "$tmp/man" "$tmp/code"; then
	ok
else
	bad "man/attn-check.1's mistake IDs differ from attn check --list-mistakes"
	diff -u "$tmp/man" "$tmp/code" | sed -n '3,60p' | sed 's/^/    /'
fi
finish
