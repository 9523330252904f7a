# tests/lib/options.sh - sourced by the scripts that read attn's option
# tables through its help (check-man.sh, check-completion.sh), after
# tests/lib/check.sh:
#
# options_of NAME: the options subcommand NAME takes, one a line, "--long"
# or "-x": read from its help, which attn makes from its option table
# (src/cmd/options.h), so that the list is the table.  An option's line
# starts "  -x, --long" or "      --long"; a group named in one paragraph
# is "      --a, --b X, ...: as ... has them" (the colon ends the line
# where the help does not fit after it).  If the help changes shape,
# this is the one place to follow it.
options_of() {
	"$ATTN" help "$1" | awk '
	/^  -[A-Za-z], --[a-z]/ || /^      --[a-z]/ {
		line = $0
		if (line ~ /^      --[^ ,]*( [^ ,-][^ ,]*)?,/) {
			sub(/: .*/, "", line)		# a list of options,
			sub(/:$/, "", line)		# its help on the next line
		} else {
			sub(/^ +/, "", line)
			sub(/  .*/, "", line)		# the option, not its help
		}
		n = split(line, w, /[ ,]+/)
		for (i = 1; i <= n; i++)
			if (w[i] ~ /^--?[A-Za-z]/) {
				o = w[i]; sub(/\[=.*/, "", o); print o
			}
	}' | LC_ALL=C sort -u
}

# values_of NAME: the long options of NAME that take a value, one a line,
# "--long" (not one whose value is optional, "--long[=WHEN]"), as
# options_of reads them.
values_of() {
	"$ATTN" help "$1" | awk '
	/^  -[A-Za-z], --[a-z]/ || /^      --[a-z]/ {
		line = $0
		if (line ~ /^      --[^ ,]*( [^ ,-][^ ,]*)?,/) {
			sub(/: .*/, "", line); sub(/:$/, "", line)
		} else {
			sub(/^ +/, "", line); sub(/  .*/, "", line)
		}
		sub(/^ +/, "", line)
		n = split(line, w, /, */)
		for (i = 1; i <= n; i++)
			if (w[i] ~ /^--[a-z-]+ [^ ]/) { sub(/ .*/, "", w[i]); print w[i] }
	}' | LC_ALL=C sort -u
}
