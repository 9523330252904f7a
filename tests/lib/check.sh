# tests/lib/check.sh - what every script in tests/ shares, sourced as the
# script's first command:
#
#	. "$(dirname "$0")/lib/check.sh"
#
# It sets -u, runs the script at the top of the tree, and sets
#
#   here         tests/, as an absolute path
#   top          the top of the tree, as an absolute path
#   ATTN         the binary (exported): as given, else $top/attn
#   pass, fail   the counters, both 0
#
# and defines
#
#   ok [WHAT]           count a pass; with WHAT, print "ok   WHAT"
#   bad WHAT            count a failure and print "FAIL WHAT"
#   scratch NAME        make $tmp, a new directory attn-NAME.XXXXXX under
#                       $TMPDIR, removed when the script ends; $at_exit, if
#                       the script sets it, is run first (to stop a child)
#   need PACKAGE FILE   Debian's PACKAGE installed (tests/need.sh), or the
#                       script fails
#   finish              print "N passed, N failed" and exit: 0 when nothing
#                       failed, 1 otherwise
#   die WHAT            count a failure, print "FAIL WHAT", then finish
#   files_under DIR, left_behind LABEL DIR AS BEFORE
#                       what a make in a copy of DIR left that git does
#                       not ignore (below)
#
# A check script ends with finish (or with a program that prints the same
# summary line and sets the status): tests/check.sh counts a script that
# prints no summary line as a failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
cd "$top" || exit 2
ATTN=${ATTN:-$top/attn}
export ATTN
pass=0 fail=0
tmp=
at_exit=

ok() {
	pass=$((pass + 1))
	[ $# -eq 0 ] || echo "ok   $*"
}

bad() {
	fail=$((fail + 1))
	echo "FAIL $*"
}

finish() {
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ] && exit 0
	exit 1
}

die() {
	bad "$@"
	finish
}

scratch() {
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/attn-$1.XXXXXX") || exit 2
	trap 'eval "$at_exit"; rm -rf "$tmp"' EXIT
	trap 'exit 2' HUP INT TERM
}

need() {
	sh "$here/need.sh" "$1" "$2" || die "$1 is not installed"
}

# files_under DIR: the files below DIR, one a line, sorted (a snapshot for
# left_behind)
files_under() {
	(cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
}

# left_behind LABEL DIR AS BEFORE: count a pass when every file below DIR
# that is not in the snapshot BEFORE (files_under) is one git ignores as
# AS/FILE in this tree (a copy of examples/mha checked as examples/mha,
# say); else a failure that names them.
left_behind() {
	files_under "$2" | LC_ALL=C comm -13 "$4" - | sed "s|^|$3/|" \
	    >"$tmp/left.new"
	git -C "$top" check-ignore --no-index --stdin <"$tmp/left.new" |
	    LC_ALL=C sort >"$tmp/left.ignored"
	LC_ALL=C comm -23 "$tmp/left.new" "$tmp/left.ignored" >"$tmp/left.not"
	if ! git -C "$top" rev-parse --git-dir >/dev/null 2>&1; then
		bad "$1: $top is not a git checkout, so what git ignores is unknown"
	elif [ -s "$tmp/left.not" ]; then
		bad "$1 leaves $(wc -l <"$tmp/left.not") files git does not" \
		    "ignore: $(head -n 5 "$tmp/left.not" | tr '\n' ' ')"
	else
		ok
	fi
}
