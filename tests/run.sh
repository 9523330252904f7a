#!/bin/sh
# run.sh [CASE...] - the golden-file runner.
#
# A case is a folder under tests/cases: `cmd` holds one shell line, run in a
# scratch copy of the folder with $ATTN as the binary (unquoted, so that
# ATTN="valgrind ... ./attn" works) and the folder's `stdin` file, if any, as
# its standard input.  Beside it: `stdout` (expected; absent means empty),
# `stderr` (expected; absent means empty) and `status` (absent means 0).
# A case's `after` file, if any, is a shell line run after `cmd` whose output
# is appended to stdout: for checking files that cmd left behind.
# A folder named on the command line without a `cmd` is a failure, not a
# case passed over.  A case runs with SIGHUP, SIGINT, SIGTERM and SIGQUIT
# at their defaults, as from a terminal, whatever the runner inherited:
# `nohup make check` ignores SIGHUP, a make check in the background SIGINT,
# and attn keeps an ignored signal ignored, as nohup means.  Prints a diff
# for each failure and ends with "N passed, N failed".  The cases are dealt
# out to one runner per CPU (RUN_JOBS=N says how many; 1, one runner): each
# case's folder and files are its own, so the order does not matter.
set -u
here=$(cd "$(dirname "$0")" && pwd)
ATTN=${ATTN:-$(cd "$here/.." && pwd)/attn}
export ATTN LC_ALL="${LC_ALL:-C}"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/attn-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM

sigs=
if env --default-signal=HUP,INT,TERM,QUIT true 2>/dev/null; then
	sigs="env --default-signal=HUP,INT,TERM,QUIT"
fi

pass=0 fail=0
if [ -n "${RUN_LIST:-}" ]; then	# one of the runners below: its cases
	IFS='
'
	# shellcheck disable=SC2046
	set -- $(cat "$RUN_LIST")
	unset IFS
elif [ $# -eq 0 ]; then
	set -- "$here"/cases/*/
fi
jobs=${RUN_JOBS:-$(nproc 2>/dev/null || echo 1)}
if [ -z "${RUN_LIST:-}" ] && [ "$jobs" -gt 1 ] && [ $# -gt "$jobs" ]; then
	i=0
	for dir; do
		echo "$dir" >>"$scratch/list.$((i % jobs))"
		i=$((i + 1))
	done
	k=0
	while [ $k -lt "$jobs" ]; do
		RUN_LIST=$scratch/list.$k sh "$0" >"$scratch/out.$k" 2>&1 &
		k=$((k + 1))
	done
	wait
	k=0
	while [ $k -lt "$jobs" ]; do
		last=$(tail -n 1 "$scratch/out.$k")
		case $last in
		*' passed, '*' failed')
			sed '$d' "$scratch/out.$k"
			p=${last%% passed*} f=${last#*passed, }
			pass=$((pass + p)) fail=$((fail + ${f% failed})) ;;
		*)
			cat "$scratch/out.$k"
			echo "FAIL runner $k: it ended without its count"
			fail=$((fail + 1)) ;;
		esac
		k=$((k + 1))
	done
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
fi
for dir in "$@"; do
	dir=${dir%/}
	name=${dir##*/}
	if [ ! -f "$dir/cmd" ]; then
		echo "FAIL $name: not a case (no $dir/cmd)"
		fail=$((fail + 1))
		continue
	fi
	work=$scratch/$name
	rm -rf "$work"
	cp -R "$dir" "$work"
	(
		cd "$work" || exit 1
		if [ -f stdin ]; then in=stdin; else in=/dev/null; fi
		$sigs sh ./cmd <"$in" >"$scratch/out" 2>"$scratch/err"
		echo $? >"$scratch/status"
		if [ -f after ]; then sh ./after >>"$scratch/out" 2>&1; fi
	)
	ok=1
	for f in stdout stderr status; do
		want=$dir/$f
		[ -f "$want" ] || { want=$scratch/empty; : >"$want";
			[ $f = status ] && echo 0 >"$want"; }
		got=$scratch/$( [ $f = stdout ] && echo out || { [ $f = stderr ] && echo err || echo status; } )
		if ! cmp -s "$want" "$got"; then
			[ $ok = 1 ] && echo "FAIL $name"
			ok=0
			diff -u "$want" "$got" | sed -n '3,40p' | sed "s/^/    $f /"
		fi
	done
	if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
