#!/bin/sh
# check-doc-examples.sh - the sessions shown in README.md and man/attn.1
# are real: each command is run and its output compared with the text.
#
# A session is a fenced block in README.md, or a .Bd -literal block in
# attn.1, whose first line starts with "$ ".  A "$ " line is a command, a
# "> " line continues it, any other line is its expected output (stdout
# and stderr together).  Each document runs in a fresh folder holding the
# first lesson's Q.csv and K.csv, with `attn` on PATH meaning $ATTN.
# Plain sh and awk, so that `make check` needs nothing more.
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C
scratch docs
mkdir "$tmp/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "$ATTN" >"$tmp/bin/attn"
chmod +x "$tmp/bin/attn"
PATH=$tmp/bin:$PATH

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

check_doc() {	# check_doc FILE KIND
	name=$(basename "$1")
	dir=$tmp/$name
	mkdir -p "$dir/cases" "$dir/run"
	extract "$1" "$2" "$dir/cases"
	n=$(cat "$dir/cases/count")
	if [ "$n" -eq 0 ]; then
		bad "$name: no sessions found"
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

check_doc "$top/README.md" md
check_doc "$top/man/attn.1" mdoc
finish
