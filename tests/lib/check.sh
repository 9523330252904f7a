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
