#!/bin/sh
# check-faults.sh - what the world does to a running attn:
#   a full disk      writing to /dev/full exits 1 with one message
#   SIGKILL          -o FILE killed mid-write leaves the old FILE as it was
#   SIGTERM          the same, and the temporary file is gone too
#   a closed pipe    attn ... | head -n 1 ends attn quietly, status 0
# Ends with "N passed, N failed".
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C
scratch faults
pid=
at_exit='[ -n "$pid" ] && kill -9 "$pid" 2>/dev/null'

rows() {	# rows N: N rows of 3 scores
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) print i % 7 "," i % 5 "," i % 3 }'
}

# A full disk: the one line, status 1, for a small and a large output and
# with -u.
for n in 1 100000; do
	for u in "" -u; do
		rows "$n" >"$tmp/in"
		$ATTN weights $u "$tmp/in" >/dev/full 2>"$tmp/err"
		st=$?
		if [ $st -eq 1 ] && [ "$(cat "$tmp/err")" = \
		    "attn weights: <stdout>: no space left on device" ]; then
			ok
		else
			bad "/dev/full, $n rows $u: status $st, stderr: $(cat "$tmp/err")"
		fi
	done
done

# -o FILE killed by SIGKILL, then by SIGTERM, in the middle of writing:
# rows go in through a fifo that is held open, -u makes attn write each
# one at once, so the temporary file is known to hold part of the output.
mkfifo "$tmp/fifo" || exit 2
for sig in KILL TERM; do
	mkdir "$tmp/out$sig" && printf 'old\n' >"$tmp/out$sig/W.csv"
	$ATTN weights -u -o "$tmp/out$sig/W.csv" "$tmp/fifo" 2>"$tmp/err" &
	pid=$!
	exec 3>"$tmp/fifo"
	rows 500 >&3
	partial=
	for i in $(seq 100); do	# up to 10 s for the rows to arrive
		partial=$(find "$tmp/out$sig" -name '.W.csv.*' -size +0 | head -n 1)
		[ -n "$partial" ] && [ "$(wc -l <"$partial")" -ge 500 ] && break
		sleep 0.1
	done
	kill -"$sig" "$pid"
	wait "$pid" 2>/dev/null
	pid=
	exec 3>&-
	left=$(find "$tmp/out$sig" -name '.W.csv.*' | wc -l)
	if [ "$(cat "$tmp/out$sig/W.csv")" != old ]; then
		bad "-o under SIG$sig: W.csv changed"
	elif [ -z "$partial" ]; then
		bad "-o under SIG$sig: the temporary file never held any rows"
	elif [ $sig = TERM ] && [ "$left" -ne 0 ]; then
		bad "-o under SIGTERM: the temporary file is still there"
	else
		ok
	fi
done

# And when attn is let finish, W.csv is the whole output, mode kept.
mkdir "$tmp/outOK" && printf 'old\n' >"$tmp/outOK/W.csv" &&
	chmod 640 "$tmp/outOK/W.csv"
rows 500 >"$tmp/in"
if $ATTN weights -o "$tmp/outOK/W.csv" "$tmp/in" &&
    $ATTN weights "$tmp/in" | cmp -s - "$tmp/outOK/W.csv" &&
    [ "$(stat -c %a "$tmp/outOK/W.csv")" = 640 ] &&
    [ "$(ls -A "$tmp/outOK")" = W.csv ]; then
	ok
else
	bad "-o: a finished run did not leave exactly W.csv, mode 640"
fi

# A closed pipe: far more output than a pipe holds, read one line of.
rows 200000 >"$tmp/in"
for u in "" -u; do
	first=$( { $ATTN weights $u "$tmp/in" 2>"$tmp/err"; echo $? >"$tmp/st"; } |
		head -n 1)
	if [ "$(cat "$tmp/st")" = 0 ] && [ ! -s "$tmp/err" ] &&
	    [ "$first" = "$($ATTN weights '[0,0,0]')" ]; then
		ok
	else
		bad "closed pipe $u: status $(cat "$tmp/st"), stderr: $(cat "$tmp/err")"
	fi
done
finish
