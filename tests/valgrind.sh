#!/bin/sh
# valgrind.sh [CASE...] - golden cases again, attn run under valgrind: no
# invalid read or write, no use of uninitialised memory, and nothing
# definitely or possibly lost, on the error paths too (tests/valgrind.supp:
# but for the C library's own blocks of threads still running when a signal
# or a closed pipe ends attn).  A report makes valgrind exit 99, which no
# case expects, and its lines land in the compared stderr.
#
# Without CASEs, a sample (tests/lib/sample.py valgrind), chosen afresh
# from tests/cases each run (a new case that brings something new joins
# it): every subcommand, every option of each subcommand, every exit status
# of each and every family, each at least once (every error message of
# each is the memory sample's, which make SANITIZE=1 check runs under
# LeakSanitizer, and leaks-O1.sh's), picked greedily, the
# case that covers the most not yet covered first (the smallest case file
# first among equals).  VALGRIND_ALL=1 runs every case.  The cases run in
# as many runners at once as there are CPUs (run.sh).  Ends with "N passed,
# N failed".
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

if [ $# -gt 0 ]; then
	for c in "$@"; do echo "$c"; done >"$tmp/list"
elif [ "${VALGRIND_ALL:-0}" = 1 ]; then
	sh "$here/run.sh" --list >"$tmp/list" || exit 1
else
	/usr/bin/python3 "$here/lib/sample.py" valgrind >"$tmp/list" || exit 1
	echo "a sample of $(wc -l <"$tmp/list") of the $(sh "$here/run.sh" --list | wc -l) golden cases, covering every subcommand, option, status and family of theirs"
fi

# run.sh deals the cases out to a runner per CPU
# shellcheck disable=SC2046
ATTN=$tmp/attn sh "$here/run.sh" $(cat "$tmp/list")
