#!/bin/sh
# check-completion.sh - attn completion bash|zsh|fish, run in the real
# shells (tests/lib/complete.py: bash with bash-completion and zsh with
# compinit on a terminal of their own, TAB typed; fish's complete -C), offers
# what attn takes:
#   - after `attn `, the commands of `attn --help` and help; a prefix
#     completes to its command;
#   - after `attn CMD --`, for every command, the long options of its help
#     (tests/lib/options.sh reads them as check-man.sh does), no more;
#   - a value: the words of --wrt, --masked-rows, --causal=, check's --of
#     and heatmap's --color (after a space and after '='), file names for a
#     matrix or -o, nothing for a number; operands are file names, a name
#     with a space in it too;
#   - for every option that takes a value, and every command, a line for
#     each kind of value it takes (a file, a number, which words), and
#     for each of those the three shells offer the same, and bash and zsh
#     leave the same line;
#   - make install puts each script where its shell looks (bash-completion
#     loads it from there, and zsh's $fpath and fish's completion path hold
#     its folder), make uninstall removes them.
. "$(dirname "$0")/lib/check.sh"
. "$here/lib/options.sh"
need bash-completion /usr/share/bash-completion/bash_completion
need zsh /usr/bin/zsh
need fish /usr/bin/fish
scratch completion
mkdir "$tmp/here" "$tmp/here/sub"
: >"$tmp/here/K.csv"; : >"$tmp/here/Q.csv"; : >"$tmp/here/a b.csv"

for sh in bash zsh fish; do
	"$ATTN" completion $sh >"$tmp/attn.$sh" || die "attn completion $sh"
	if $sh -n "$tmp/attn.$sh"; then ok; else bad "$sh -n: attn completion $sh"; fi
done

commands=$("$ATTN" --help | awk '/^  [a-z]+  / { print $1 }' | LC_ALL=C sort)
[ -n "$commands" ] || die "no commands in attn --help"

# The lines to complete, each followed by what must be offered after it
# (lines with a tab), and then every value option of every command.
{
	printf 'attn \t%s\n' "$(printf '%s\nhelp\n' "$commands" | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')"
	printf 'attn sc\tscores\n'
	printf 'attn help w\tweights\n'
	printf 'attn -\t--help --version -V -h\n'
	for c in $commands; do
		printf 'attn %s --\t%s\n' "$c" "$(options_of "$c" | grep -- '^--' | tr '\n' ' ' | sed 's/ $//')"
	done
	printf 'attn weights --masked-rows \terror nan uniform zero\n'
	printf 'attn weights --masked-rows=u\tuniform\n'
	printf 'attn grad --wrt s\tscores sinks\n'
	printf 'attn grad --wrt=\tk q scores sinks v weights\n'
	printf 'attn heatmap --color=\talways auto never\n'
	printf 'attn scores --causal=\tlower-right upper-left\n'
	printf 'attn attend --causal=l\tlower-right\n'
	printf 'attn check --wrt=\tb k q scores sinks v w weights x\n'
	printf 'attn check --of \tapply attend grad merge norm project rope scores weights\n'
	printf 'attn check --of=r\trope\n'
	printf 'attn heatmap --color=al\talways\n'
	printf 'attn completion \tbash fish zsh\n'
	printf 'attn scores -k \tK.csv Q.csv a\\ b.csv sub\n'
	printf 'attn scores --keys=Q\tQ.csv\n'
	printf 'attn attend -o \tK.csv Q.csv a\\ b.csv sub\n'
	printf 'attn weights a\ta\\ b.csv\n'
	printf 'attn merge K.csv \tK.csv Q.csv a\\ b.csv sub\n'
	printf 'attn weights -- -\t\n'
	printf 'attn scores -p \t\n'
	printf 'attn weights --offset \t\n'
	# each command's value options, as bash's script says of each
	for c in $commands; do
		for o in $(values_of "$c"); do
			printf '%s %s\n' "$c" "$o"
		done
	done | bash -c '. "$1"; while read -r c o; do
		printf "%s\t%s\t%s\n" "$c" "$o" "$(_attn_value "$c" "$o")"
	done' sh "$tmp/attn.bash" |
	# a line for each option and kind of value, and for each command and
	# kind: the scripts choose the offers by the kind alone
	awk -F'\t' '!opt[$2 FS $3]++ + !cmd[$1 FS $3]++ {
		printf "attn %s %s \n", $1, $2 }'
} >"$tmp/want"
cut -f1 "$tmp/want" >"$tmp/lines"

# the three shells at once, each on its own terminal
for sh in bash zsh fish; do
	{ /usr/bin/python3 "$here/lib/complete.py" $sh "$tmp/attn.$sh" \
	    "$tmp/here" <"$tmp/lines" >"$tmp/got.$sh" 2>"$tmp/err.$sh"
	  echo $? >"$tmp/rc.$sh"; } &
done
wait
for sh in bash zsh fish; do
	[ "$(cat "$tmp/rc.$sh")" = 0 ] ||
	    { bad "$sh: $(tail -n 3 "$tmp/err.$sh")"; continue; }
	# what was asked for
	awk -F'\t' 'NF > 1' "$tmp/want" >"$tmp/asked"
	while IFS= read -r w; do
		line=${w%%	*} want=${w#*	}
		got=$(awk -F'\t' -v l="$line" '$1 == l { print $2; exit }' \
		    "$tmp/got.$sh")
		if [ "$got" = "$want" ]; then ok; else
			bad "$sh: '$line' offers '$got', not '$want'"; fi
	done <"$tmp/asked"
done

# every line alike in the three shells; bash and zsh leave the same line
for sh in zsh fish; do
	cut -f1,2 "$tmp/got.bash" >"$tmp/a"; cut -f1,2 "$tmp/got.$sh" >"$tmp/b"
	if cmp -s "$tmp/a" "$tmp/b"; then ok "bash and $sh offer the same ($(wc -l <"$tmp/a") lines)"
	else bad "bash and $sh offer different things:"
		diff "$tmp/a" "$tmp/b" | sed -n '1,20s/^/    /p'; fi
done
cut -f1,3 "$tmp/got.bash" >"$tmp/a"; cut -f1,3 "$tmp/got.zsh" >"$tmp/b"
if cmp -s "$tmp/a" "$tmp/b"; then ok "bash and zsh leave the same lines"
else bad "bash and zsh leave different lines:"
	diff "$tmp/a" "$tmp/b" | sed -n '1,20s/^/    /p'; fi
for l in 'attn sc	attn scores ' \
    'attn heatmap --color=al	attn heatmap --color=always ' \
    'attn weights --masked-rows=u	attn weights --masked-rows=uniform ' \
    'attn weights a	attn weights a\ b.csv '; do
	if awk -F'\t' -v l="${l%%	*}" -v a="${l#*	}" \
	    '$1 == l && $3 == a { f = 1 } END { exit !f }' "$tmp/got.bash"; then
		ok; else bad "bash: after '${l%%	*}' TAB the line is not '${l#*	}'"; fi
done

# make install, into a DESTDIR: each file where its shell looks
root=$tmp/root
make -s -o attn install DESTDIR="$root" >"$tmp/install" 2>&1 ||
	die "make install: $(tail -n 3 "$tmp/install")"
bashdir=$(make -s -o attn print-BASHCOMPDIR)
zshdir=$(make -s -o attn print-ZSHCOMPDIR)
fishdir=$(make -s -o attn print-FISHCOMPDIR)
for f in "$bashdir/attn" "$zshdir/_attn" "$fishdir/attn.fish"; do
	if [ -s "$root$f" ]; then ok; else bad "make install made no $f"; fi
done
# bash-completion looks in $XDG_DATA_DIRS (by default /usr/local/share and
# /usr/share), here with the DESTDIR before each
found=$(XDG_DATA_DIRS="$root/usr/local/share:$root/usr/share" bash --norc -c '
	. /usr/share/bash-completion/bash_completion
	__load_completion attn && complete -p attn')
if [ "$found" = "complete -F _attn attn" ] &&
   [ "${bashdir#/usr/local/share/}" != "$bashdir" ]; then ok; else
	bad "bash-completion does not load $bashdir/attn ($found)"; fi
if zsh -fc 'print -l $fpath' | grep -qx "$zshdir"; then ok; else
	bad "$zshdir is not on zsh's \$fpath"; fi
if fish -c 'printf "%s\n" $fish_complete_path' |
    grep -qx "$fishdir"; then ok; else
	bad "$fishdir is not on fish's \$fish_complete_path"; fi
# the installed zsh function completes (it is the file complete.py loads)
printf 'attn rope --\n' >"$tmp/one"
if /usr/bin/python3 "$here/lib/complete.py" zsh "$root$zshdir/_attn" \
    "$tmp/here" <"$tmp/one" | grep -q -- '--interleaved'; then ok; else
	bad "the installed _attn does not complete"; fi
make -s -o attn uninstall DESTDIR="$root" >/dev/null 2>&1
left=$(find "$root" -type f | sed "s|^$root||")
if [ -z "$left" ]; then ok; else bad "make uninstall left $left"; fi
finish
