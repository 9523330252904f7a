#!/bin/sh
# check-svg.sh - attn heatmap --svg writes well-formed XML (xmllint) whose
# cells have the colours viridis gives their values (tests/heatmap-check.py,
# viridis from matplotlib).  Checks every SVG among the golden cases, and
# pictures drawn here from awkward matrices and labels.
. "$(dirname "$0")/lib/check.sh"
PY=/usr/bin/python3
need libxml2-utils /usr/bin/xmllint
need python3-matplotlib /usr/lib/python3/dist-packages/matplotlib/__init__.py
scratch svg

xml() {	# xml NAME FILE: well-formed, and an SVG document
	if xmllint --noout "$2" 2>"$tmp/err" &&
	    [ "$(xmllint --xpath 'name(/*)' "$2" 2>/dev/null)" = svg ]; then
		ok
	else
		bad "$1: not a well-formed SVG document"
		sed 's/^/    /' "$tmp/err" | head -5
	fi
}

colours() {	# colours NAME SVG CSV [--min X] [--max X]
	name=$1; shift
	if $PY "$here/heatmap-check.py" svg "$@" 2>"$tmp/err"; then
		ok
	else
		bad "$name: cell colours"
		sed 's/^/    /' "$tmp/err" | head -5
	fi
}

# The golden cases' SVGs: there must be some.
sh "$here/run.sh" --unpack "$tmp/cases" heatmap || die "the heatmap cases"
svgs=0
for out in "$tmp"/cases/heatmap-*/stdout; do
	[ -f "$out" ] || continue
	head -c 5 "$out" | grep -q '^<?xml' || continue
	case=${out%/stdout}
	xml "${case##*/}" "$out"
	svgs=$((svgs + 1))
done
[ "$svgs" -gt 0 ] || bad "no heatmap-* golden case writes an SVG"

# draw NAME CSV [OPTIONS]: an SVG of CSV, checked both ways.
draw() {
	name=$1 csv=$2; shift 2
	if ! "$ATTN" heatmap --svg "$@" "$csv" >"$tmp/$name.svg" 2>"$tmp/err"; then
		bad "$name: attn heatmap failed"; sed 's/^/    /' "$tmp/err"
		return
	fi
	xml "$name" "$tmp/$name.svg"
	colours "$name" "$tmp/$name.svg" "$csv" "$@"
}

printf '0.5,0.5\n0.8044296825069569,0.19557031749304312\n' >"$tmp/lesson1.csv"
draw lesson1 "$tmp/lesson1.csv"
draw lesson1-values "$tmp/lesson1.csv" --values
draw lesson1-range "$tmp/lesson1.csv" --min 0.25 --max 0.75
printf '1,-inf,-inf\n-2,nan,-inf\n0.5,3,inf\n' >"$tmp/special.csv"
draw special "$tmp/special.csv" --values
printf '7,7\n7,7\n' >"$tmp/constant.csv"
draw constant "$tmp/constant.csv"
printf -- '-1e308,1e308\n0,1\n' >"$tmp/huge.csv"
draw huge-range "$tmp/huge.csv"
awk 'BEGIN { for (i = 0; i < 400; i++) printf "%d,%g,%g\n", i, sin(i), -i }' \
	>"$tmp/tall.csv"
draw tall "$tmp/tall.csv" --values
awk 'BEGIN { for (i = 0; i < 3; i++) { for (j = 0; j < 150; j++)
	printf "%s%g", j ? "," : "", cos(i * j); print "" } }' >"$tmp/wide.csv"
draw wide "$tmp/wide.csv"

# --heads: one panel per head, side by side, each a grid of its own.
printf '0.5,-inf,1,0\n0.25,0.75,nan,2\n' >"$tmp/heads.csv"
draw heads "$tmp/heads.csv" --heads 2 --values
awk 'BEGIN { for (i = 0; i < 4; i++) { for (j = 0; j < 90; j++)
	printf "%s%g", j ? "," : "", sin(i + j); print "" } }' >"$tmp/heads3.csv"
draw heads-wide "$tmp/heads3.csv" --heads 3
if [ "$(grep -c '>head [0-2]</text>' "$tmp/heads-wide.svg")" = 3 ]; then
	ok
else
	bad "heads-wide: want the titles head 0, head 1, head 2"
fi

# The terminal's 24-bit colours with --heads: every cell of every panel
# (wide enough that none is sampled).
if COLORTERM=truecolor COLUMNS=200 "$ATTN" heatmap --heads 3 --color=always \
    "$tmp/heads3.csv" >"$tmp/heads3.ansi" 2>"$tmp/err" &&
    $PY "$here/heatmap-check.py" ansi "$tmp/heads3.ansi" "$tmp/heads3.csv" \
    2>"$tmp/err"; then
	ok
else
	bad "heads: terminal colours"; sed 's/^/    /' "$tmp/err" | head -5
fi

# Labels: XML's special characters, control bytes, bytes that are not
# UTF-8, a label too long to show whole; all must come out well-formed.
printf '<q0> & "x"\n\001\033[31m\n' >"$tmp/q.txt"
printf "it's\n\377\376bad\n\343\201\202\355\240\200\357\277\277\n%s\n" \
	'a-very-long-label-that-goes-on-and-on-and-on' >"$tmp/k.txt"
printf '1,2,3,4\n5,6,7,8\n' >"$tmp/labels.csv"
draw labels "$tmp/labels.csv" --labels-q "$tmp/q.txt" --labels-k "$tmp/k.txt"
if grep -q '&lt;q0&gt; &amp; &quot;x&quot;' "$tmp/labels.svg" &&
    grep -q 'it&apos;s' "$tmp/labels.svg"; then
	ok
else
	bad "labels: not escaped as expected"
fi

# attn's computed scale against matplotlib's table, over 1001 points.
if $PY - "$ATTN" "$tmp" <<'EOF'
import re, subprocess, sys
attn, tmp = sys.argv[1], sys.argv[2]
n = 1001
with open(tmp + '/ramp.csv', 'w') as f:
    f.write(','.join(str(k / (n - 1)) for k in range(n)) + '\n')
svg = subprocess.run([attn, 'heatmap', '--svg', tmp + '/ramp.csv'],
                     check=True, capture_output=True, text=True).stdout
from matplotlib import colormaps
table = colormaps['viridis'].colors
fills = re.findall(r'<rect x="\d+" y="\d+" width="\d+" height="\d+" fill="#(\w{6})">', svg)
assert len(fills) == n, len(fills)
worst = 0
for k, h in enumerate(fills):
    t = k / (n - 1) * 255
    i = min(int(t), 254)
    want = [255 * (a + (t - i) * (b - a)) for a, b in zip(table[i], table[i + 1])]
    got = [int(h[c:c + 2], 16) for c in (0, 2, 4)]
    worst = max(worst, max(abs(g - w) for g, w in zip(got, want)))
print('largest difference from matplotlib viridis: %.2f/255' % worst)
sys.exit(worst > 4)
EOF
then ok; else bad "the colour scale strays from viridis"; fi
finish
