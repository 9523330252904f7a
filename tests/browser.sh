#!/bin/sh
# browser.sh - open attn heatmap's SVG in a real browser (headless Chromium)
# and check the screenshot: the pixel at the centre of each cell must have
# the colour viridis gives that cell's value (tests/heatmap-check.py, which
# takes viridis from matplotlib, not from attn).  Two pictures: the first
# lesson's weights, and a 16 x 16 causal weights matrix, which must show a
# lower triangle.  Installs chromium and matplotlib when missing.
. "$(dirname "$0")/lib/check.sh"
PY=/usr/bin/python3
need chromium /usr/bin/chromium
need python3-matplotlib /usr/lib/python3/dist-packages/matplotlib/__init__.py
scratch browser

# shot SVG PNG: a screenshot at scale 1, the window the SVG's own size.
# The flags keep Chromium from reaching for a network it does not have.
shot() {
	w=$(sed -n 's/^<svg [^>]* width="\([0-9]*\)".*/\1/p' "$1")
	h=$(sed -n 's/^<svg [^>]* height="\([0-9]*\)".*/\1/p' "$1")
	rm -rf "$tmp/profile"
	timeout 120 chromium --headless --no-sandbox --disable-gpu \
		--disable-background-networking --disable-component-update \
		--disable-sync --no-first-run --disable-quic \
		--user-data-dir="$tmp/profile" --hide-scrollbars \
		--force-device-scale-factor=1 --force-color-profile=srgb \
		--window-size="$w,$h" --screenshot="$2" "file://$1" \
		>"$tmp/chromium.log" 2>&1
	[ -s "$2" ] || { sed 's/^/    /' "$tmp/chromium.log" | tail -5; return 1; }
}

# check NAME CSV: draw CSV as SVG, screenshot it, check every cell.
check() {
	"$ATTN" heatmap --svg -o "$tmp/$1.svg" "$2" || { bad "$1: heatmap"; return; }
	shot "$tmp/$1.svg" "$tmp/$1.png" || { bad "$1: chromium screenshot"; return; }
	if $PY "$here/heatmap-check.py" png "$tmp/$1.png" "$tmp/$1.svg" "$2"; then
		ok "$1: every cell's centre has its value's colour"
	else
		bad "$1: cell colours in the screenshot"
	fi
}

# The first lesson: Q = [[1,0],[0,1]], K = [[1,1],[1,-1]].
"$ATTN" scores -q '[1,0;0,1]' -k '[1,1;1,-1]' | "$ATTN" weights \
	>"$tmp/lesson1.csv"
check lesson1 "$tmp/lesson1.csv"

# 16 x 16 causal weights from a fixed Q and K (d_k = 4).
awk 'BEGIN { for (i = 0; i < 16; i++) {
	printf "%.3f,%.3f,%.3f,%.3f\n", sin(i), cos(2 * i), sin(3 * i + 1), cos(i / 2) } }' \
	>"$tmp/Q.csv"
awk 'BEGIN { for (i = 0; i < 16; i++) {
	printf "%.3f,%.3f,%.3f,%.3f\n", cos(i + 1), sin(2 * i), cos(3 * i), sin(i / 3) } }' \
	>"$tmp/K.csv"
"$ATTN" scores -q "$tmp/Q.csv" -k "$tmp/K.csv" |
	"$ATTN" weights --causal >"$tmp/causal.csv"
# The picture is only as good as the matrix: a lower triangle, zero above.
if awk -F, '{ for (j = 1; j <= NF; j++)
		if ((j > NR) != ($j == 0)) exit 1 } END { exit NR != 16 }' \
	"$tmp/causal.csv"; then
	ok "causal: weights are a lower triangle"
else
	bad "causal: weights are a lower triangle"
fi
check causal "$tmp/causal.csv"
finish
