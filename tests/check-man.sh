#!/bin/sh
# check-man.sh - the manual is clean and complete.  attn(1), man/attn.1, is
# the whole; each subcommand has its page, man/attn-NAME.1, as git has.
#
# 1. Every page, man/*.1, is lint-clean: `mandoc -Tlint -W style` reports
#    nothing.  Cross-references between attn's pages are resolved against
#    man/ itself; one to a page of another program that is not installed
#    here is shown as a note, not counted.
# 2. Every subcommand in the table of src/cmd/main.c is in attn(1)'s command
#    list (".It Xr attn-NAME 1") and has its page, man/attn-NAME.1, whose
#    NAME section names it (".Nm attn-NAME"; a page may document two, as
#    attn-topk.1 does rank, and man/attn-rank.1 is then a link to it).
# 3. Every long and short option a subcommand takes (options_of, from its
#    option table in src) has an entry, an ".It" line with ".Fl -NAME" or
#    ".Fl X" on it, in the subcommand's page or in attn(1), which holds the
#    options common to many; and every option with an entry in a
#    subcommand's page, or in attn(1), is one that the page's subcommands,
#    or some subcommand, take.  So code and manual cannot drift apart.
# 4. Every page's SEE ALSO names every other page of attn (.Xr attn-NAME
#    1), so that a reader of one finds them all; attn-topk.1 needs not
#    name attn-rank, the same page.
. "$(dirname "$0")/lib/check.sh"
export LC_ALL=C	# for sort and comm
main=man/attn.1
need mandoc /usr/bin/mandoc
scratch man
. "$here/lib/options.sh"

# entries PAGE: the options PAGE has an entry for, one a line, "--long" or
# "-x": every word after "Fl" on an ".It" line.
entries() {
	awk '/^\.It / {
		for (i = 2; i < NF; i++)
			if ($i == "Fl") print "-" $(i + 1)
	}' "$1" | sort -u
}

# 1. lint, each page with attn's pages on the manual path
mkdir "$tmp/man1"
for p in man/*.1; do ln -s "$PWD/$p" "$tmp/man1/"; done
syspath=$(manpath 2>/dev/null || echo /usr/share/man)
for p in man/*.1; do
	MANPATH=$tmp:$syspath mandoc -Tlint -W style "$p" >"$tmp/lint" 2>&1
	grep -v 'outdated mandoc.db' "$tmp/lint" |
	    grep -v 'referenced manual not found: Xr [a-z0-9_.-]* [1-9]' \
	    >"$tmp/errors"
	grep 'referenced manual not found: Xr attn' "$tmp/lint" >>"$tmp/errors"
	if [ -s "$tmp/errors" ]; then
		bad "mandoc -Tlint -W style $p"
		sed 's/^/    /' "$tmp/errors"
	else
		ok
	fi
	grep 'referenced manual not found: Xr' "$tmp/lint" |
	    grep -v 'Xr attn' | sed 's/^/note: /'
done

# 2. every subcommand in attn(1)'s list, and its page
commands=$(sed -n 's/^[[:space:]]*{ "\([a-z]*\)", *cmd_[a-z]*,.*/\1/p' \
    src/cmd/main.c)
[ -n "$commands" ] || bad "no subcommands found in src/cmd/main.c's table"
for name in $commands; do
	if grep -q "^\.It Xr attn-$name 1\$" "$main"; then ok
	else bad "subcommand $name is not in $main's list (.It Xr attn-$name 1)"; fi
	page=man/attn-$name.1
	if [ ! -f "$page" ]; then
		bad "subcommand $name has no page, $page"
	elif sed -n '/^\.Sh NAME/,/^\.Sh /p' "$page" |
	    grep -Eq "^\.Nm attn-$name( ,)?\$"; then ok
	else bad "$page does not name attn-$name in its NAME section"; fi
done

# 3. options: each in its page or attn(1), each entry a real option
entries "$main" >"$tmp/main"
: >"$tmp/all"
for name in $commands; do
	page=man/attn-$name.1
	[ -f "$page" ] || continue
	options_of "$name" >"$tmp/opts"
	if [ ! -s "$tmp/opts" ]; then
		bad "no options found for $name in src/ (has the table format changed?)"
		continue
	fi
	cat "$tmp/opts" >>"$tmp/all"
	entries "$page" | sort -u - "$tmp/main" >"$tmp/documented"
	missing=$(comm -23 "$tmp/opts" "$tmp/documented")
	[ -n "$missing" ] || ok
	for o in $missing; do
		bad "option $o of $name has no entry in $page or $main (.It Fl ${o#-})"
	done
done
for page in man/attn-*.1; do
	[ -L "$page" ] && continue
	: >"$tmp/takes"
	for name in $(sed -n '/^\.Sh NAME/,/^\.Sh /s/^\.Nm attn-\([a-z]*\).*/\1/p' \
	    "$page"); do
		options_of "$name" >>"$tmp/takes"
	done
	sort -u -o "$tmp/takes" "$tmp/takes"
	stale=$(entries "$page" | comm -23 - "$tmp/takes")
	if [ -z "$stale" ]; then ok
	else bad "$page has entries for options its subcommands do not take:" $stale; fi
done
sort -u -o "$tmp/all" "$tmp/all"
stale=$(comm -23 "$tmp/main" "$tmp/all")
if [ -z "$stale" ]; then ok
else bad "$main has entries for options no subcommand takes:" $stale; fi

# 4. SEE ALSO: every other page
for page in man/*.1; do
	[ -L "$page" ] && continue
	sed -n '/^\.Sh SEE ALSO/,/^\.Sh /s/^\.Xr \(attn[a-z-]*\) 1.*/\1/p' \
	    "$page" | sort -u >"$tmp/seen"
	self=$(basename "$page" .1)
	missing=$(for p in man/*.1; do
		n=$(basename "$p" .1)
		[ "$n" = "$self" ] && continue
		[ -L "$p" ] && [ "$(readlink "$p")" = "$self.1" ] && continue
		echo "$n"
	done | sort | comm -23 - "$tmp/seen")
	if [ -z "$missing" ]; then ok
	else bad "$page's SEE ALSO leaves out:" $missing; fi
done

finish
