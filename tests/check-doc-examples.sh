#!/bin/sh
# check-doc-examples.sh - the sessions shown in README.md, bench/README.md,
# tests/README.md and the man pages, man/*.1, are real: each command is run
# and its output compared with the text.
#
# A session is a fenced block in a Markdown file, or a .Bd -literal block
# in a man page, whose first line starts with "$ ".  A "$ " line is a
# command, a "> " line continues it, any other line is its expected output
# (stdout and stderr together).  Each document runs in a fresh folder
# holding the first lesson's Q.csv and K.csv, with `attn` on PATH meaning
# $ATTN.  README.md and attn.1 must hold sessions (so that a change of
# syntax cannot make the check vacuous); the others may hold none.  A man
# page that is a link to another (attn-rank.1) is run once, as the other.
# (examples/README.md has its own check, check-examples.sh.)
# Plain sh and awk, so that `make check` needs nothing more.
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C
root=$top
scratch docs
scratch=$tmp
mkdir "$scratch/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "$ATTN" >"$scratch/bin/attn"
chmod +x "$scratch/bin/attn"
PATH=$scratch/bin:$PATH

# extract DOC KIND DIR: write DIR/N.cmd and DIR/N.out for every command.
extract() {
	awk -v kind="$2" -v dir="$3" '
	function flush() { if (n) { close(cmd); close(out) } }
	function unroff(s) {
		gsub(/\\e/, "\001", s); gsub(/\\-/, "-", s); gsub(/\\&/, "", s)
		gsub(/\001/, "\\", s); return s
	}
	{
		line = $0
		if (kind == "md" && line ~ /^```/) {
			inblock = !inblock; first = 1; session = 0; next
		}
		if (kind == "mdoc" && line ~ /^\.Bd -literal/) {
			inblock = 1; first = 1; session = 0; next
		}
		if (kind == "mdoc" && line ~ /^\.Ed/) { inblock = 0; next }
		if (!inblock) next
		if (kind == "mdoc") line = unroff(line)
		if (first) { session = line ~ /^\$ /; first = 0 }
		if (!session) next
		if (line ~ /^\$ /) {
			flush(); n++
			cmd = dir "/" n ".cmd"; out = dir "/" n ".out"
			print substr(line, 3) > cmd
			printf "" > out
		} else if (line ~ /^> /) {
			print substr(line, 3) > cmd
		} else {
			print line > out
		}
	}
	END { flush(); print n + 0 > (dir "/count") }' "$1"
}

check_doc() {	# check_doc FILE KIND [must]: must, if it must hold sessions
	name=${1#"$root"/}
	dir=$scratch/$(printf '%s' "$name" | tr / _)
	mkdir -p "$dir/cases" "$dir/run"
	extract "$1" "$2" "$dir/cases"
	n=$(cat "$dir/cases/count")
	if [ "$n" -eq 0 ]; then
		if [ "${3:-}" = must ]; then
			bad "$name: no sessions found"
		fi
		return
	fi
	printf '1,0\n0,1\n' >"$dir/run/Q.csv"
	printf '1,1\n1,-1\n' >"$dir/run/K.csv"
	i=1
	while [ "$i" -le "$n" ]; do
		(cd "$dir/run" && sh "$dir/cases/$i.cmd") >"$dir/got" 2>&1
		if cmp -s "$dir/cases/$i.out" "$dir/got"; then
			ok
		else
			bad "$name: \$ $(cat "$dir/cases/$i.cmd")"
			diff -u "$dir/cases/$i.out" "$dir/got" | sed -n '3,30p' |
			    sed 's/^/    /'
		fi
		i=$((i + 1))
	done
}

check_doc "$root/README.md" md must
check_doc "$root/bench/README.md" md
check_doc "$root/tests/README.md" md
check_doc "$root/man/attn.1" mdoc must
for page in "$root"/man/attn-*.1; do
	[ -L "$page" ] || check_doc "$page" mdoc
done
finish
