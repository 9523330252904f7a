#!/bin/sh
# check-mistakes-man.sh - the manual lists the mistakes check --of knows:
# the IDs after "The IDs are stable" in man/attn-check.1, one ".It Cm ID" a line,
# are those `attn check --list-mistakes` prints, in the same order.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.." || exit 2
ATTN=${ATTN:-./attn}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attn-mistakes.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

awk '/^The IDs are stable/ { on = 1; next }
     on && /^\.El/ { exit }
     on && /^\.It Cm / { print $3 }' man/attn-check.1 >"$tmp/man"
$ATTN check --list-mistakes >"$tmp/code"
if [ -s "$tmp/code" ] && cmp -s "$tmp/man" "$tmp/code"; then
	echo "1 passed, 0 failed"
else
	echo "FAIL man/attn-check.1's mistake IDs differ from attn check --list-mistakes"
	diff -u "$tmp/man" "$tmp/code" | sed -n '3,60p' | sed 's/^/    /'
	echo "0 passed, 1 failed"
	exit 1
fi
