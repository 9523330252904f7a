#!/bin/sh
# check-sighup.sh - the tests run with SIGHUP ignored, as `nohup make check`
# runs them, and with SIGINT ignored, as a command in the background has
# it, and none waits for ever: the golden cases that send a signal (their
# cmd says kill: run.sh --cmd kill) and the check scripts that do, each run so, must end
# within two minutes and pass.  (attn keeps an ignored signal ignored, as
# nohup means; tests/run.sh gives each case the defaults back, and a case
# that sends a signal closes attn's input before it waits.)
. "$(dirname "$0")/lib/check.sh"
scratch sighup
pid=
at_exit='[ -n "$pid" ] && kill -KILL -"$pid" 2>/dev/null'

# within LABEL COMMAND...: COMMAND, with SIGHUP and SIGINT ignored and a
# session of its own (so that all it starts can be stopped), ends within
# 120 s with status 0
within() {
	label=$1; shift
	env --ignore-signal=HUP,INT setsid "$@" >"$tmp/out" 2>&1 &
	pid=$!
	i=0
	while kill -0 "$pid" 2>/dev/null && [ $i -lt 1200 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 "$pid" 2>/dev/null; then
		kill -KILL -"$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		pid=
		bad "$label, SIGHUP and SIGINT ignored: still running after 120 s"
		return
	fi
	wait "$pid"
	rc=$?
	pid=
	if [ $rc -eq 0 ]; then ok "$label, SIGHUP and SIGINT ignored: $(tail -n 1 "$tmp/out")"
	else bad "$label, SIGHUP and SIGINT ignored: status $rc"
		tail -n 20 "$tmp/out" | sed 's/^/    /'; fi
}

cases=$(sh "$here/run.sh" --list --cmd kill)
[ -n "$cases" ] || die "no golden case sends a signal (has the syntax changed?)"
# shellcheck disable=SC2086
within "the golden cases that send signals" sh "$here/run.sh" $cases
for t in $(grep -l 'kill -' "$here"/check-*.sh); do
	case ${t##*/} in check-sighup.sh|check-hosts.sh) continue ;; esac
	within "${t##*/}" sh "$t"
done
finish
