#!/bin/sh
# valgrind.sh - every golden case again, attn run under valgrind: no invalid
# read or write, no use of uninitialised memory, and nothing definitely or
# possibly lost, on the error paths too (tests/valgrind.supp: but for the
# C library's own blocks of threads still running when a signal or a closed
# pipe ends attn).  A report makes valgrind exit 99, which no case expects,
# and its lines land in the compared stderr.  Ends with the runner's
# "N passed, N failed".
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
ATTN=$tmp/attn sh tests/run.sh "$@"
