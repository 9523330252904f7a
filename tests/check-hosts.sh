#!/bin/sh
# check-hosts.sh - the README's recipes for GNU parallel across hosts give
# the bytes of one process.  An sshd of the check's own listens on
# 127.0.0.1 (a free port, a host key and a user key made here, its
# configuration in a temporary directory; the system's ssh setup is not
# touched), and parallel -S sends the jobs to two "hosts", two ssh aliases
# of that address, each with its own working directory, K and V going
# there with --basefile and chunks of Q with --transferfile; and, the
# other way round, parts of K and V with --transferfile and Q with
# --basefile, each host writing attend --lse of its part, merged here
# (attn(1), "Streaming and threads"; attn-merge(1)).
# Fails, saying why, where sshd cannot be started or reached: a check that
# could not run has not passed.  Too slow for make check: .ci/run runs it.
case ${ATTN:-} in /* | '') ;; *) ATTN=$PWD/$ATTN ;; esac
. "$(dirname "$0")/lib/check.sh"
need openssh-server /usr/sbin/sshd
need openssh-client /usr/bin/ssh-keygen
need parallel /usr/bin/parallel
need rsync /usr/bin/rsync	# parallel's transfers
scratch hosts
pid=
at_exit='[ -n "$pid" ] && kill "$pid" 2>/dev/null'

# Keys, and a configuration that lets in this user with that key alone.
ssh-keygen -q -t ed25519 -N '' -C attn-check-host -f "$tmp/host" || exit 2
ssh-keygen -q -t ed25519 -N '' -C attn-check-user -f "$tmp/user" || exit 2
cp "$tmp/user.pub" "$tmp/authorized_keys"
chmod 700 "$tmp"
chmod 600 "$tmp/authorized_keys"
user=$(id -un)
# sshd wants its privilege-separation directory, which the package makes
# only when its service runs.
[ -d /run/sshd ] || { [ "$(id -u)" = 0 ] && mkdir -p /run/sshd && chmod 755 /run/sshd; }

port=$((20000 + $$ % 20000))
tries=0
while :; do
	cat >"$tmp/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $tmp/host
PidFile $tmp/sshd.pid
AuthorizedKeysFile $tmp/authorized_keys
AllowUsers $user
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
UsePAM no
StrictModes no
X11Forwarding no
PrintMotd no
EOF
	rm -f "$tmp/sshd.pid"
	if /usr/sbin/sshd -f "$tmp/sshd_config" -E "$tmp/sshd.log" 2>>"$tmp/sshd.log"; then
		# it forks; the pid file says it listens
		n=0
		while [ ! -s "$tmp/sshd.pid" ] && [ $n -lt 50 ]; do
			sleep 0.1; n=$((n + 1))
		done
		[ -s "$tmp/sshd.pid" ] && pid=$(cat "$tmp/sshd.pid") && break
	fi
	tries=$((tries + 1))
	[ $tries -ge 5 ] && die "sshd cannot be started here ($(tail -n 1 "$tmp/sshd.log" 2>/dev/null))"
	port=$((port + 97))
done

printf '[127.0.0.1]:%s %s\n' "$port" "$(cut -d' ' -f1,2 "$tmp/host.pub")" \
    >"$tmp/known_hosts"
cat >"$tmp/ssh_config" <<EOF
Host attn-host-a attn-host-b
	HostName 127.0.0.1
	Port $port
	User $user
	IdentityFile $tmp/user
	IdentitiesOnly yes
	UserKnownHostsFile $tmp/known_hosts
	StrictHostKeyChecking yes
	HostKeyAlias [127.0.0.1]:$port
	BatchMode yes
	ConnectTimeout 10
	LogLevel ERROR
EOF
ssh="ssh -F $tmp/ssh_config"
if ! timeout 30 $ssh attn-host-a true 2>"$tmp/ssh.err"; then
	die "sshd on 127.0.0.1:$port cannot be reached ($(head -n 1 "$tmp/ssh.err"))"
fi

# Inputs: Q of 230 rows, so that chunks of 50 do not divide it.
mkdir "$tmp/local" "$tmp/remote"
cd "$tmp/local" || exit 2
gen() {	# gen SEED ROWS COLS
	awk -v seed="$1" -v rows="$2" -v cols="$3" -f "$here/lib/matrix.awk"
}
gen 5 230 16 >Q.csv
gen 6 300 16 >K.csv
gen 7 300 8 >V.csv
took() {	# took LOG WHAT: both hosts ran jobs of LOG, and left nothing
	left=$(find "$tmp/remote" -type f 2>/dev/null | wc -l)
	if [ "$left" -eq 0 ] && grep -q 'attn-host-a' "$1" &&
	    grep -q 'attn-host-b' "$1"; then
		ok "both hosts took $2; --cleanup left nothing there"
	else
		bad "$2 on one host only, or $left file(s) left there"
	fi
}
same() {	# same LABEL: compare one.csv with many.csv
	if [ -s one.csv ] && cmp -s one.csv many.csv; then
		ok "$1"
	else
		bad "$1"
		head -n 5 par.err 2>/dev/null | sed 's/^/    /'
	fi
}
# Two hosts, one job at a time each; they are one machine here, so the
# jobs run in a directory of their own ($tmp/remote), where K and V have
# to be sent.
par() {
	timeout 300 parallel --will-cite --ssh "$ssh" \
	    -S 1/attn-host-a,1/attn-host-b --workdir "$tmp/remote" "$@" \
	    2>par.err
}
"$ATTN" attend --causal -q Q.csv -k K.csv -v V.csv >one.csv

# The README's first recipe: Q streamed in chunks of 50 rows, K and V
# sent once per host; the causal mask needs each chunk's offset.
par --basefile K.csv --basefile V.csv --pipe -N 50 --keep-order \
    "'$ATTN' attend --causal --offset \$(( ({#}-1)*50 )) -k K.csv -v V.csv" \
    <Q.csv >many.csv
same "attend --causal on two hosts: --pipe -N 50, --basefile K and V"

# The second: Q split into files, each sent with --transferfile, its
# output brought back with --return, every copy removed with --cleanup.
split -l 50 -d Q.csv part.
par --basefile K.csv --basefile V.csv --transferfile {} --return {}.out \
    --cleanup --joblog jobs.log \
    "'$ATTN' attend --causal --offset \$(( ({#}-1)*50 )) -q {} -k K.csv -v V.csv -o {}.out" \
    ::: part.*
cat part.*.out >many.csv
same "attend --causal on two hosts: split files, --transferfile, --return"
took jobs.log jobs

# The third: the keys split, 300 into parts of 100, each part's causal
# mask moved by --offset less its first key; the parts come back and are
# merged here, as they are when made on this machine.
# named K_00, K_01, ... as README.md names them: K_* is the parts alone
split -l 100 -d K.csv K_
split -l 100 -d V.csv V_
par --basefile Q.csv --transferfile K_{} --transferfile V_{} --return O_{} \
    --cleanup --joblog keys.log \
    "'$ATTN' attend --lse --causal --offset \$(( 200 - ({#}-1)*100 )) -q Q.csv -k K_{} -v V_{} -o O_{}" \
    ::: $(ls K_* | cut -d_ -f2)
"$ATTN" merge O_* >many.csv
k=0
for p in $(ls K_* | cut -d_ -f2); do
	"$ATTN" attend --lse --causal --offset $((200 - k)) -q Q.csv -k K_$p \
	    -v V_$p -o here.$p
	k=$((k + 100))
done
"$ATTN" merge here.* >one.csv
same "attend --lse over parts of K and V on two hosts, merged here"
took keys.log "parts of the keys"
finish
