#!/bin/sh
# check-doc-examples.sh - the examples of README.md, bench/README.md,
# tests/README.md and the man pages, man/*.1, are real: each is run as
# written and must do what the text says.  (examples/README.md has its own
# check, check-examples.sh.)
#
# An example is a fenced block of a Markdown file, or a .Bd -literal block
# of a man page as mandoc renders it (so that an escape that eats text,
# such as a roff \n, shows here as it shows to a reader), of one of these
# kinds:
#   - a session: its first line starts with "$ ".  A "$ " line is a
#     command, a "> " line continues it, any other line is its expected
#     output (stdout and stderr together; a man page's tabs as mandoc lays
#     them out, expanded).  The sessions of one document run one after
#     another in one folder that holds the first lesson's Q.csv and K.csv.
#   - a recipe: a ```sh block; or a man page's block whose first word is
#     a command (attn, parallel, split...; not a message, "attn CMD: ...")
#     or that is a Makefile rule (targets: prerequisites, then a recipe
#     line indented), run by make for every target it names but patterns
#     (a Makefile of pattern rules alone is left to "after:").  Each runs in
#     a folder of its own holding Q.csv, K.csv, V.csv, scores.csv and
#     tokens.txt (the lesson's), and must exit 0 without a word on stderr.
#     GNU parallel is run with every host this machine (-S :): a wrapper
#     on PATH says so, and leaves out parallel's warnings that say that
#     files are not sent to remote hosts.
#   - anything else (a formula, a message, a pattern) is not run.
# Comments just before a block (Markdown <!-- doc-check ...: ... -->, roff
# .\" doc-check ...: ...) say more: "before: COMMAND" makes its inputs in
# its folder, "after: COMMAND" must then succeed there (a check of what
# the recipe made; its standard output is in .stdout), "skip: WHY" leaves
# a block that looks like a recipe out.
# README.md and attn.1 must hold sessions and recipes (so that a change of
# syntax cannot make the check vacuous).  A man page that is a link to
# another (attn-rank.1) is run once, as the other.
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C
need mandoc /usr/bin/mandoc
need parallel /usr/bin/parallel
root=$top
scratch docs
scratch=$tmp
mkdir "$scratch/bin" "$scratch/fixture"
printf '#!/bin/sh\nexec %s "$@"\n' "$ATTN" >"$scratch/bin/attn"
# GNU parallel with each of its hosts this machine
cat >"$scratch/bin/parallel" <<'EOF'
#!/bin/sh
next=0
for a do
	shift
	if [ $next = 1 ]; then set -- "$@" :; next=0; continue; fi
	case $a in
	-S|--sshlogin) set -- "$@" "$a"; next=1 ;;
	-S*) set -- "$@" -S: ;;
	--sshlogin=*) set -- "$@" --sshlogin=: ;;
	*) set -- "$@" "$a" ;;
	esac
done
exec 3>&1
{ /usr/bin/parallel --will-cite "$@" 2>&1 1>&3 3>&-; echo $? >"$PARALLEL_RC"; } |
    grep -v 'ignored as there are no remote --sshlogin' >&2
exec 3>&-
exit "$(cat "$PARALLEL_RC")"
EOF
chmod +x "$scratch/bin/attn" "$scratch/bin/parallel"
PATH=$scratch/bin:$PATH
export PARALLEL_RC=$scratch/parallel.rc
f=$scratch/fixture
printf '1,0\n0,1\n' >"$f/Q.csv"
printf '1,1\n1,-1\n' >"$f/K.csv"
printf '2,0\n0,2\n' >"$f/V.csv"
"$ATTN" scores -q "$f/Q.csv" -k "$f/K.csv" >"$f/scores.csv"
printf 'the\ncat\n' >"$f/tokens.txt"

# blocks DOC KIND DIR: DIR/N.text, the Nth block as a reader sees it, for
# every block; DIR/N.kind (session, sh, make or text), DIR/N.before and
# DIR/N.after; DIR/count.
blocks() {
	bdoc=$1 bkind=$2 bdir=$3
	# the raw blocks, and what the comments before each say
	awk -v kind="$bkind" -v dir="$bdir" '
	function put(what, s) { printf "%s\n", s >> (dir "/" n + 1 "." what) }
	kind == "md" && /^<!-- doc-check [a-z]+: .* -->$/ {
		s = $0; sub(/^<!-- doc-check /, "", s); sub(/ -->$/, "", s)
		d[++nd] = s; next
	}
	kind == "mdoc" && /^\.\\" doc-check [a-z]+: / {
		s = $0; sub(/^\.\\" doc-check /, "", s); d[++nd] = s; next
	}
	function begin(info) {
		for (i = 1; i <= nd; i++) {
			w = d[i]; sub(/:.*/, "", w); s = d[i]; sub(/^[a-z]+: /, "", s)
			put(w, s)
		}
		nd = 0; n++; inb = 1
		printf "%s\n", info > (dir "/" n ".info")
		if (kind == "mdoc")
			printf ".Pp\n@@doc-block %d@@\n.Bd -literal\n", n > (dir "/wrap")
	}
	kind == "md" && /^```/ {
		if (inb) { inb = 0; next }
		info = $0; sub(/^```/, "", info); begin(info); next
	}
	kind == "mdoc" && /^\.Bd -literal/ { begin("roff"); next }
	kind == "mdoc" && /^\.Ed/ && inb { inb = 0; print ".Ed" > (dir "/wrap"); next }
	!inb { if ($0 !~ /^\.\\"/) nd = 0; next }
	kind == "md" { print > (dir "/" n ".text"); next }
	{ print > (dir "/wrap") }
	END { print n + 0 > (dir "/count") }' "$bdoc"
	bn=$(cat "$bdir/count")
	if [ "$bkind" = mdoc ] && [ "$bn" -gt 0 ]; then
		# rendered by mandoc, each block where its marker is
		{ printf '.Dd January 1, 2026\n.Dt DOC 1\n.Os\n.Sh NAME\n.Nm doc\n'
		  printf '.Nd blocks\n.Sh DESCRIPTION\n'; cat "$bdir/wrap"; } |
		mandoc -Tascii -O width=1000 | col -bx | awk -v dir="$bdir" '
		/^     @@doc-block [0-9]+@@$/ {
			b = $2; sub(/@@$/, "", b); n = 0; lead = 1; next
		}
		!b { next }
		/^[^ ]/ { b = 0; next }
		{
			s = $0; sub(/^     /, "", s)
			if (lead && s == "") next
			lead = 0; line[b, ++n] = s; count[b] = n
		}
		END {
			for (k in count) {
				m = count[k]
				while (m > 0 && line[k, m] == "") m--
				for (i = 1; i <= m; i++)
					print line[k, i] > (dir "/" k ".text")
			}
		}'
	fi
	j=1
	while [ "$j" -le "$bn" ]; do
		: >>"$bdir/$j.text"
		classify "$bdir/$j" "$bkind" >"$bdir/$j.kind"
		j=$((j + 1))
	done
}

# classify BLOCK KIND: what BLOCK.text is (session, sh, make, text)
classify() {
	first=$(head -n 1 "$1.text")
	info=$(cat "$1.info")
	if [ -s "$1.skip" ]; then echo text; return; fi
	case $first in '$ '*) echo session; return ;; esac
	if [ "$2" = md ]; then
		if [ "$info" = sh ]; then echo sh; else echo text; fi
		return
	fi
	if printf '%s\n' "$first" | grep -Eq '^[^ #][^:=]*:( |$)' &&
	    tail -n +2 "$1.text" | grep -q '^ '; then
		echo make; return
	fi
	set -f
	set -- $first
	set +f
	case ${2:-} in *:) echo text; return ;; esac
	if [ -n "${1:-}" ] && command -v "$1" >/dev/null 2>&1; then
		echo sh
	else
		echo text
	fi
}

# session BLOCK RUN NAME EXPAND: each command of the session BLOCK, run in
# the folder RUN, against its output (EXPAND: the output's tabs expanded,
# as mandoc shows them)
session() {
	awk -v b="$1" '
	/^\$ / { n++; print substr($0, 3) > (b "." n ".cmd"); printf "" > (b "." n ".out"); next }
	/^> / && n { print substr($0, 3) > (b "." n ".cmd"); next }
	n { print > (b "." n ".out") }
	END { print n + 0 > (b ".n") }' "$1.text"
	k=1
	while [ "$k" -le "$(cat "$1.n")" ]; do
		(cd "$2" && sh "$1.$k.cmd") >"$1.got" 2>&1
		if [ "$4" = yes ]; then expand "$1.got" >"$1.got.x"
			mv "$1.got.x" "$1.got"; fi
		if cmp -s "$1.$k.out" "$1.got"; then
			ok
		else
			bad "$3: \$ $(cat "$1.$k.cmd")"
			diff -u "$1.$k.out" "$1.got" | sed -n '3,30p' |
			    sed 's/^/    /'
		fi
		k=$((k + 1))
	done
}

# recipe BLOCK KIND NAME: the recipe BLOCK run in a folder of its own
recipe() {
	run=$1.run
	cp -R "$f" "$run"
	if [ "$2" = make ]; then
		# a recipe line starts with a tab, which mandoc lays out as spaces
		sed 's/^[ 	][ 	]*/	/' "$1.text" >"$run/Makefile"
		# its targets but for patterns, which "after:" may ask for
		goals=$(sed -n 's/^\([^ 	#][^:=]*\):.*/\1/p' "$1.text" |
		    tr ' ' '\n' | grep -v '%' | tr '\n' ' ')
		if [ -n "$goals" ]; then
			set -- "$1" "$2" "$3" make -s $goals
		else
			set -- "$1" "$2" "$3" true
		fi
	else
		cp "$1.text" "$run/recipe.sh"
		set -- "$1" "$2" "$3" sh -e recipe.sh
	fi
	b=$1 name=$3
	shift 3
	if [ -s "$b.before" ] && ! (cd "$run" && sh -e "$b.before") \
	    >"$b.err" 2>&1; then
		bad "$name: the recipe's inputs (before: $(cat "$b.before"))"
		sed 's/^/    /' "$b.err" | head -n 10
		return
	fi
	(cd "$run" && "$@") >"$run/.stdout" 2>"$b.err"
	rc=$?
	if [ $rc -ne 0 ] || [ -s "$b.err" ]; then
		bad "$name: the recipe$( [ $rc -ne 0 ] && echo " exits $rc")$( [ -s "$b.err" ] && echo ", writes on stderr"): $(head -n 1 "$b.text")"
		sed 's/^/    /' "$b.err" | head -n 10
		return
	fi
	if [ -s "$b.after" ] && ! (cd "$run" && sh -e "$b.after") \
	    >"$b.err" 2>&1; then
		bad "$name: after the recipe $(head -n 1 "$b.text"), $(cat "$b.after") fails"
		sed 's/^/    /' "$b.err" | head -n 10
		return
	fi
	ok
}

check_doc() {	# check_doc FILE KIND [must]: must, if it must hold examples
	name=${1#"$root"/}
	dir=$scratch/$(printf '%s' "$name" | tr / _)
	mkdir -p "$dir/blocks" "$dir/run"
	blocks "$1" "$2" "$dir/blocks"
	cp "$f/Q.csv" "$f/K.csv" "$dir/run/"
	sessions=0 recipes=0
	i=1
	while [ "$i" -le "$(cat "$dir/blocks/count")" ]; do
		b=$dir/blocks/$i
		case $(cat "$b.kind") in
		session) sessions=$((sessions + 1))
			session "$b" "$dir/run" "$name" \
			    "$( [ "$2" = mdoc ] && echo yes || echo no)" ;;
		sh|make) recipes=$((recipes + 1))
			recipe "$b" "$(cat "$b.kind")" "$name" ;;
		esac
		i=$((i + 1))
	done
	if [ "${3:-}" = must ]; then
		[ "$sessions" -gt 0 ] || bad "$name: no sessions found"
		[ "$recipes" -gt 0 ] || bad "$name: no recipes found"
	fi
}

check_doc "$root/README.md" md must
check_doc "$root/bench/README.md" md
check_doc "$root/tests/README.md" md
check_doc "$root/man/attn.1" mdoc must
for page in "$root"/man/attn-*.1; do
	[ -L "$page" ] || check_doc "$page" mdoc
done
finish
