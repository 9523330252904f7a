#!/bin/sh
# check-build.sh - the build knows each object's headers (-MMD -MP): for
# every header of src/, a make that sees it changed (make -n -W HEADER)
# compiles again exactly the .c files that include it, directly or through
# other headers, and links; a make with nothing changed does nothing.
. "$(dirname "$0")/lib/check.sh"
scratch build
make -s attn >/dev/null 2>&1 || die "make attn"

# what includes what: "FILE HEADER", both below src/ (a header named by a
# macro, #define LANES_FILE "num/lanes_dot.h", is included where the macro
# is: in the file that defines it)
for f in src/*/*.c src/*/*.h; do
	for inc in $(sed -n -e 's/^#include "\([^"]*\)".*/\1/p' \
	    -e 's/^#define [A-Z_]* "\([a-z]*\/[a-z0-9_]*\.h\)".*/\1/p' "$f"); do
		echo "$f src/$inc"
	done
done >"$tmp/edges"

# includers HEADER: the .c files that include HEADER, through headers too
includers() {
	echo "$1" >"$tmp/seen"
	while :; do
		awk 'NR == FNR { s[$1] = 1; next } s[$2] && !s[$1] { print $1 }' \
		    "$tmp/seen" "$tmp/edges" | sort -u >"$tmp/new"
		[ -s "$tmp/new" ] || break
		cat "$tmp/new" >>"$tmp/seen"
	done
	grep '\.c$' "$tmp/seen" | LC_ALL=C sort -u
}

if [ -z "$(make -n attn 2>&1 | grep -E '(^| )-c ')" ]; then
	ok "nothing changed: nothing compiled"
else
	bad "nothing changed, yet make compiles: $(make -n attn | head -n 1)"
fi
for h in src/*/*.h; do
	includers "$h" >"$tmp/want"
	make -n -W "$h" attn 2>/dev/null | sed -n 's/.* -c -o [^ ]* \(src\/[^ ]*\.c\)$/\1/p' |
	    LC_ALL=C sort -u >"$tmp/got"
	if cmp -s "$tmp/want" "$tmp/got"; then
		ok
	else
		bad "$h changed: make compiles $(wc -l <"$tmp/got") files, not the $(wc -l <"$tmp/want") that include it"
		diff "$tmp/want" "$tmp/got" | sed -n '1,10s/^/    /p'
	fi
done
finish
