#!/bin/sh
# valgrind.sh [CASE...] - golden cases again, attn run under valgrind: no
# invalid read or write, no use of uninitialised memory, and nothing
# definitely or possibly lost, on the error paths too (tests/valgrind.supp:
# but for the C library's own blocks of threads still running when a signal
# or a closed pipe ends attn).  A report makes valgrind exit 99, which no
# case expects, and its lines land in the compared stderr.
#
# Without CASEs, a sample that covers what the cases cover, chosen afresh
# from tests/cases each run (a new case that brings something new joins
# it): every subcommand, every option of each subcommand, every exit
# status of each, and every error message of each (its text with the
# numbers, quoted fields and file names taken out), each at least once,
# picked greedily, the case that covers the most not yet covered first
# (the smallest folder first among equals).  VALGRIND_ALL=1 runs every
# case.  The cases run in as many runners at once as there are CPUs
# (run.sh).  Ends with "N passed, N failed".
. "$(dirname "$0")/lib/check.sh"
need valgrind /usr/bin/valgrind
# valgrind wants the plain build: ASan and valgrind do not mix
make -s attn SANITIZE= >/dev/null || exit 1

# $ATTN is one word, a script, since some cases hand it on to make or
# script(1), which would split a command line of their own accord.
scratch vg
printf '#!/bin/sh\nexec valgrind -q --error-exitcode=99 --leak-check=full %s %s %s "%s" "$@"\n' \
	--errors-for-leak-kinds=definite,possible \
	--show-leak-kinds=definite,possible \
	--suppressions="$PWD/tests/valgrind.supp" "$PWD/attn" >"$tmp/attn"
chmod +x "$tmp/attn"

# units: for every case, a line "SIZE CASE UNIT UNIT...", a unit being what
# the case covers: "C" (it runs subcommand C), "C--x" (with option --x),
# "C=S" (C ends with status S), "C!MESSAGE" (C says MESSAGE, its numbers,
# quoted fields and file names taken out); SIZE its folder's, in KiB
units() {
	du -sk "$here"/cases/*/ | awk '
	function first_line(f,   l) {
		l = ""
		if ((getline l < f) <= 0) l = ""
		close(f)
		return l
	}
	{
		d = $2; sub(/\/$/, "", d); name = d; sub(/.*\//, "", name)
		f = d "/cmd"
		if ((getline t < f) <= 0) { close(f); next }
		cmd = t
		while ((getline t < f) > 0) cmd = cmd " " t
		close(f)
		st = first_line(d "/status"); if (st == "") st = 0
		msg = first_line(d "/stderr")
		gsub(/\047[^\047]*\047/, "Q", msg); gsub(/"[^"]*"/, "Q", msg)
		gsub(/[A-Za-z0-9_.\/-]+\.(csv|tsv|txt|svg|1)/, "F", msg)
		gsub(/[-+]?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?/, "N", msg)
		gsub(/[ \t]+/, "_", msg)
		split("", u); c = ""; cmd1 = ""
		n = split(cmd, w, /[ \t|;&()]+/)
		for (i = 1; i <= n; i++) {
			if (w[i] == "$ATTN") {
				c = w[i + 1]; u[c] = 1
				if (cmd1 == "") cmd1 = c
			} else if (c != "" && w[i] ~ /^-/) {
				o = w[i]; sub(/=.*/, "", o); u[c o] = 1
			}
		}
		if (cmd1 == "") cmd1 = "-"
		u[cmd1 "=" st] = 1
		if (msg != "") u[cmd1 "!" msg] = 1
		line = $1 " " name
		for (k in u) line = line " " k
		print line
	}'
}

# cover: the cases that cover every unit, greedily
cover() {
	awk '
	{ size[NR] = $1; name[NR] = $2; n[NR] = NF - 2
	  for (i = 3; i <= NF; i++) { has[NR, i - 2] = $i; all[$i] = 1 } }
	END {
		for (;;) {
			best = 0
			for (c = 1; c <= NR; c++) {
				if (taken[c]) continue
				g = 0
				for (i = 1; i <= n[c]; i++) if (!done[has[c, i]]) g++
				if (g > bestg || (g == bestg && g > 0 && size[c] < size[best])) {
					best = c; bestg = g
				}
			}
			if (!best || bestg == 0) break
			taken[best] = 1; print name[best]
			for (i = 1; i <= n[best]; i++) done[has[best, i]] = 1
			bestg = 0
		}
	}'
}

if [ $# -gt 0 ]; then
	for c in "$@"; do echo "$c"; done >"$tmp/list"
elif [ "${VALGRIND_ALL:-0}" = 1 ]; then
	ls -d "$here"/cases/*/ | sed 's|/$||' >"$tmp/list"
else
	units | cover | sed "s|^|$here/cases/|" >"$tmp/list"
	echo "a sample of $(wc -l <"$tmp/list") of the $(ls -d "$here"/cases/*/ | wc -l) golden cases, covering every subcommand, option, status and message of theirs"
fi

# run.sh deals the cases out to a runner per CPU
# shellcheck disable=SC2046
ATTN=$tmp/attn sh "$here/run.sh" $(cat "$tmp/list")
