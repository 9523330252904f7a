#!/bin/sh
# check-layers.sh - the include rule of src/ (src/README.md): each folder
# includes only itself and the layers below it,
#
#     cmd -> {explain, show} -> attn -> {io, num} -> base,
#     draw -> io -> base,
#
# so nothing includes upward, io and num never see each other, and only
# cmd/ sees getopt.  One line per include that breaks the rule.  And no
# circle of files: a file (X.c with X.h) that includes another's header is
# never included back by it, nor by anything it includes.
. "$(dirname "$0")/lib/check.sh"
scratch layers

allowed() {	# allowed FOLDER: the folders it may include
	case $1 in
	base) echo "base" ;;
	io) echo "base io" ;;
	num) echo "base num" ;;
	attn) echo "base io num attn" ;;
	draw) echo "base io draw" ;;
	explain) echo "base io num attn explain" ;;
	show) echo "base io num attn show" ;;
	cmd) echo "base io num attn draw explain show cmd" ;;
	*) echo "" ;;
	esac
}

for f in src/*/*.c src/*/*.h; do
	dir=${f#src/}; dir=${dir%%/*}
	ok_dirs=$(allowed "$dir")
	if [ -z "$ok_dirs" ]; then
		bad "$f: src/$dir is not a layer"
		continue
	fi
	for inc in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
		to=${inc%%/*}
		if [ "$to" = "$inc" ]; then
			bad "$f includes \"$inc\": name it by its folder"
		elif echo " $ok_dirs " | grep -q " $to "; then
			ok
		else
			bad "$f includes $inc: $dir/ may include only $ok_dirs"
		fi
	done
	if [ "$dir" != cmd ] && grep -q '^#include <getopt.h>' "$f"; then
		bad "$f includes getopt.h: only cmd/ may"
	fi
done

# the circles: a file is src/D/N.c and src/D/N.h together, an include an
# edge from it to the file included; a circle is a set of files each of
# which leads to every other through includes (a strongly connected set,
# from the includes' transitive closure), printed sorted, one a line.
# Every circle fails.
for f in src/*/*.c src/*/*.h; do
	m=${f#src/}; m=${m%.*}
	for inc in $(sed -n 's/^#include "\([^"]*\)\.h".*/\1/p' "$f"); do
		[ "$inc" = "$m" ] || echo "$m $inc"
	done
done | sort -u >"$tmp/edges"
[ -s "$tmp/edges" ] || bad "no includes found in src/"
awk '
{ if (!($1 in id)) { id[$1] = ++n; name[n] = $1 }
  if (!($2 in id)) { id[$2] = ++n; name[n] = $2 }
  r[id[$1], id[$2]] = 1 }
END {
	for (k = 1; k <= n; k++)
		for (i = 1; i <= n; i++)
			if (r[i, k])
				for (j = 1; j <= n; j++)
					if (r[k, j]) r[i, j] = 1
	for (i = 1; i <= n; i++) {
		if (done[i] || !r[i, i]) continue
		set = ""
		for (j = 1; j <= n; j++)
			if (j == i || (r[i, j] && r[j, i])) { done[j] = 1; set = set " " name[j] }
		print set
	}
}' "$tmp/edges" | while read -r set; do
	echo "$set" | tr ' ' '\n' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'
	echo
done >"$tmp/circles"
found=0
while IFS= read -r c; do
	[ -n "$c" ] || continue
	found=1
	bad "a circle of files, each led back to itself by its includes: $c"
done <"$tmp/circles"
[ $found = 1 ] || ok "no circle of files in src/ ($(wc -l <"$tmp/edges") includes)"
finish
