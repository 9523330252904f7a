#!/bin/sh
# check-man.sh - the manual is clean and complete.
#
# 1. `mandoc -Tlint` finds nothing at WARNING level or above (STYLE
#    notes are shown, not counted).
# 2. Every subcommand in src/cmd/main.c's table has its own ".Ss attn NAME".
# 3. Every long option in an option table (src/cmd/*.c, src/*/*.h),
#    and every short option in a getopt string has an entry in
#    the page, an ".It" line with ".Fl -NAME" or ".Fl X" on it, so that code
#    and manual cannot drift apart.
. "$(dirname "$0")/lib/check.sh"
page=man/attn.1
need mandoc /usr/bin/mandoc

# 1. lint
out=$(mandoc -Tlint -W warning "$page" 2>&1); rc=$?
if [ $rc -eq 0 ] && [ -z "$out" ]; then
	ok
else
	bad "mandoc -Tlint -W warning $page (status $rc)"
	printf '%s\n' "$out" | sed 's/^/    /'
fi
mandoc -Tlint -W style "$page" 2>&1 | grep 'STYLE:' | sed 's/^/note: /'

# Whether an item of a list (".It") defines the option: ".Fl TEXT" on an
# .It line, not followed by a name character.
has_fl() {	# has_fl TEXT
	grep -E '^\.It ' "$page" |
	    grep -Eq "(^|[[:space:]])Fl $1([^A-Za-z0-9_-]|\$)"
}

# 2. subcommands
for name in $(sed -n 's/^[[:space:]]*{ "\([a-z]*\)", *cmd_[a-z]*,.*/\1/p' \
    src/cmd/main.c); do
	if grep -Eq "^\.Ss attn $name\$" "$page"; then ok
	else bad "subcommand $name has no '.Ss attn $name' in $page"; fi
done

# 3. long options: { "name", no_argument|required_argument|... }
longs=$(cat src/cmd/*.c src/*/*.h |
    sed -n 's/.*{ *"\([A-Za-z0-9-]*\)", *[a-z_]*_argument.*/\1/p' | sort -u)
[ -n "$longs" ] || bad "no long options found in src/ (has the table format changed?)"
for o in $longs; do
	if has_fl "-$o"; then ok
	else bad "option --$o has no entry in $page (.It Fl -$o)"; fi
done

# short options: the letters of every *_SHORTOPTS and of the strings added
# to them in each getopt_long call
shorts=$(cat src/cmd/*.c src/*/*.h |
    sed -n -e 's/.*#define [A-Z]*_SHORTOPTS "\([^"]*\)".*/\1/p' \
	-e 's/.*_SHORTOPTS "\([^"]*\)".*/\1/p' |
    tr -d ':\n' | sed 's/./&\n/g' | sort -u)
[ -n "$shorts" ] || bad "no short options found in src/"
for o in $shorts; do
	if has_fl "$o"; then ok
	else bad "option -$o has no entry in $page (.It Fl $o)"; fi
done
finish
