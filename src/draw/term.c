/* heatmap_term.c - the matrix on a terminal: a coloured block per cell
 * (24-bit or 256 colours), or a character of an ASCII ramp.
 *
 *       0 1
 *      +----+
 *    0 |++++|
 *    1 |%%..|
 *      +----+
 *      0 [ .:-=+*#%@] 1
 *
 * A cell is two characters wide, which makes it about square; a matrix too
 * wide for that gets one character a cell, and one too wide for that has
 * its columns sampled (the first and the last always among them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#include "draw/heatmap.h"
#include "io/number.h"
#include "io/output.h"
#include "base/alloc.h"

/* Low to high; ten levels, each a tenth of the range. */
static const char ramp[] = " .:-=+*#%@";
#define RAMP_LEVELS 10
#define ASCII_NEGINF '/'	/* masked: hatched, as in the SVG */
#define ASCII_NAN '?'
#define UTF8_NEGINF "\xc2\xb7"	/* U+00B7 MIDDLE DOT */
#define LEGEND_STEPS 20

static void spaces(size_t n)
{
	while (n-- > 0)
		out_text(" ", 1);
}

/* sRGB 0..255 as CIELAB (D65), where distance is roughly what eyes see. */
static void lab(const int rgb[3], double out[3])
{
	static const double white[3] = { 0.95047, 1, 1.08883 };
	double lin[3], f[3];
	int i;

	for (i = 0; i < 3; i++) {
		double c = rgb[i] / 255.0;

		lin[i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
	}
	for (i = 0; i < 3; i++) {
		static const double m[3][3] = {
			{ 0.4124, 0.3576, 0.1805 },
			{ 0.2126, 0.7152, 0.0722 },
			{ 0.0193, 0.1192, 0.9505 },
		};
		double v = (m[i][0] * lin[0] + m[i][1] * lin[1] +
			    m[i][2] * lin[2]) / white[i];

		f[i] = v > 0.008856 ? cbrt(v) : 7.787 * v + 16.0 / 116;
	}
	out[0] = 116 * f[1] - 16;
	out[1] = 500 * (f[0] - f[1]);
	out[2] = 200 * (f[1] - f[2]);
}

/* The xterm 256-colour entry (the 6x6x6 cube, 16..231, or the greys,
 * 232..255) nearest in CIELAB to RGB.  The cube is coarse where viridis is
 * blue-green; Lab picks the least wrong. */
static int xterm256(const unsigned char rgb[3])
{
	static const int level[6] = { 0, 95, 135, 175, 215, 255 };
	static double pal[256][3];
	static bool ready;
	double want[3], d, best = HUGE_VAL;
	int c[3], i, k, found = 16;

	if (!ready) {
		for (i = 16; i < 256; i++) {
			if (i < 232) {
				c[0] = level[(i - 16) / 36];
				c[1] = level[(i - 16) / 6 % 6];
				c[2] = level[(i - 16) % 6];
			} else
				c[0] = c[1] = c[2] = 8 + 10 * (i - 232);
			lab(c, pal[i]);
		}
		ready = true;
	}
	for (k = 0; k < 3; k++)
		c[k] = rgb[k];
	lab(c, want);
	for (i = 16; i < 256; i++) {
		for (k = 0, d = 0; k < 3; k++)
			d += (want[k] - pal[i][k]) * (want[k] - pal[i][k]);
		if (d < best)
			best = d, found = i;
	}
	return found;
}

static void background(enum term_colors colors, double t)
{
	unsigned char rgb[3];
	char buf[32];
	int len;

	hm_rgb(t, rgb);
	if (colors == TERM_TRUECOLOR)
		len = snprintf(buf, sizeof buf, "\033[48;2;%d;%d;%dm",
			       rgb[0], rgb[1], rgb[2]);
	else
		len = snprintf(buf, sizeof buf, "\033[48;5;%dm", xterm256(rgb));
	out_text(buf, (size_t)len);
}

/* One cell, CW characters wide. */
static void cell(const struct heatmap *h, enum term_colors colors, double x,
		 int cw)
{
	int k;

	if (colors == TERM_ASCII) {
		char ch;

		if (x == -INFINITY)
			ch = ASCII_NEGINF;
		else if (isnan(x))
			ch = ASCII_NAN;
		else {
			k = (int)floor(hm_unit(h, x) * RAMP_LEVELS);
			ch = ramp[k < RAMP_LEVELS ? k : RAMP_LEVELS - 1];
		}
		for (k = 0; k < cw; k++)
			out_text(&ch, 1);
		return;
	}
	if (x == -INFINITY || isnan(x)) {
		out_str("\033[0m");
		for (k = 0; k < cw; k++)
			out_str(isnan(x) ? "?" : UTF8_NEGINF);
		return;
	}
	background(colors, hm_unit(h, x));
	spaces((size_t)cw);
}

static void number(double x)
{
	char buf[NUM_BUFSZ];

	out_text(buf, num_write(x, buf));
}

/* The indices of the columns shown: all, or M of them evenly spread. */
static size_t *sample(size_t cols, size_t m)
{
	size_t *idx = xarray(m, sizeof *idx), p;

	for (p = 0; p < m; p++)
		idx[p] = m == cols ? p : m == 1 ? 0 :
		    (p * (cols - 1) + (m - 1) / 2) / (m - 1);
	return idx;
}

/* Column indices above the grid, as many as fit with a space between:
 * a line of *LEN characters (freed by the caller). */
static char *axis(const size_t *idx, size_t m, int cw, size_t *len)
{
	static const size_t steps[] = { 1, 2, 5 };
	size_t step = 1, scale = 1, p, at;
	int d = hm_digits(idx[m - 1]), i = 0;
	char *line, num[24];

	while ((size_t)cw * step < (size_t)d + 1) {
		if (++i == 3)
			i = 0, scale *= 10;
		step = steps[i] * scale;
	}
	line = xmalloc(xmul(m, (size_t)cw) + (size_t)d + 1);
	memset(line, ' ', m * (size_t)cw + (size_t)d);
	*len = 0;
	for (p = 0; p < m; p += step) {
		int n = snprintf(num, sizeof num, "%zu", idx[p]);

		at = p * (size_t)cw;
		memcpy(line + at, num, (size_t)n);
		*len = at + (size_t)n;
	}
	return line;
}

static void legend(const struct heatmap *h, enum term_colors colors,
		   size_t indent)
{
	int k;

	spaces(indent);
	number(h->lo);
	if (colors == TERM_ASCII) {
		out_str(" [");
		out_str(ramp);
		out_str("] ");
	} else {
		out_str(" ");
		for (k = 0; k < LEGEND_STEPS; k++) {
			background(colors, (k + 0.5) / LEGEND_STEPS);
			out_str(" ");
		}
		out_str("\033[0m ");
	}
	number(h->hi);
	if (h->has_neginf) {
		out_str("   ");
		cell(h, colors, -INFINITY, 2);
		if (colors != TERM_ASCII)
			out_str("\033[0m");
		out_str(" -inf");
	}
	if (h->has_nan) {
		out_str("   ");
		cell(h, colors, NAN, 2);
		if (colors != TERM_ASCII)
			out_str("\033[0m");
		out_str(" nan");
	}
	out_eol();
}

/* With --heads, the panels side by side: each SLOT characters wide, GAP
 * apart.  One panel is the plain picture. */
#define GAP 3

/* After panel P of H, drawn USED characters of its slot: the spaces to the
 * next panel (none after the last, so that no line ends in spaces). */
static void next_panel(size_t p, size_t h, size_t used, size_t slot)
{
	if (p + 1 < h)
		spaces(slot - used + GAP);
}

static void borders(size_t indent, size_t h, size_t n, size_t slot)
{
	size_t p, k;

	spaces(indent);
	for (p = 0; p < h; p++) {
		out_str("+");
		for (k = 0; k < n; k++)
			out_str("-");
		out_str("+");
		next_panel(p, h, n + 2, slot);
	}
	out_eol();
}

void hm_term(const struct heatmap *h, enum term_colors colors, int width)
{
	const struct matrix *m = h->m;
	bool ascii = colors == TERM_ASCII;
	size_t rw = (size_t)hm_digits(m->rows - 1), nh = h->heads;
	size_t w = m->cols / nh, fixed, room, shown, slot, alen, i, p, k;
	size_t *idx;
	char num[24], *ax;
	int cw;

	/* "12 |" before each row, "|" after each panel, GAP between them */
	fixed = rw + 1 + 2 * ascii * nh + GAP * (nh - 1);
	room = (size_t)width > fixed ? ((size_t)width - fixed) / nh : 1;
	room = room ? room : 1;
	if (2 * w <= room)
		cw = 2, shown = w;
	else
		cw = 1, shown = w <= room ? w : room;
	idx = sample(w, shown);
	ax = axis(idx, shown, cw, &alen);
	/* a panel's slot: its grid, its indices and its title all fit */
	slot = shown * (size_t)cw + 2 * ascii;
	if (ascii + alen > slot)
		slot = ascii + alen;
	if (nh > 1 && 5 + (size_t)hm_digits(nh - 1) > slot)
		slot = 5 + (size_t)hm_digits(nh - 1);

	if (nh > 1) {
		spaces(rw + 1);
		for (p = 0; p < nh; p++) {
			int n = snprintf(num, sizeof num, "head %zu", p);

			out_text(num, (size_t)n);
			next_panel(p, nh, (size_t)n, slot);
		}
		out_eol();
	}
	spaces(rw + 1);
	for (p = 0; p < nh; p++) {
		spaces(ascii);
		out_text(ax, alen);
		next_panel(p, nh, ascii + alen, slot);
	}
	out_eol();
	if (ascii)
		borders(rw + 1, nh, shown * (size_t)cw, slot);
	for (i = 0; i < m->rows; i++) {
		int n = snprintf(num, sizeof num, "%*zu ", (int)rw, i);

		out_text(num, (size_t)n);
		for (p = 0; p < nh; p++) {
			const double *v = m->v + i * m->cols + p * w;

			if (ascii)
				out_str("|");
			for (k = 0; k < shown; k++)
				cell(h, colors, v[idx[k]], cw);
			out_str(ascii ? "|" : "\033[0m");
			next_panel(p, nh, shown * (size_t)cw + 2 * ascii, slot);
		}
		out_eol();
	}
	if (ascii)
		borders(rw + 1, nh, shown * (size_t)cw, slot);
	legend(h, colors, rw + 1);
	if (shown < w) {
		char note[200];

		spaces(rw + 1);
		snprintf(note, sizeof note, "%zu of %zu columns%s shown, sampled "
			 "evenly to fit %d character%s (--svg draws all)",
			 shown, w, nh > 1 ? " of each head" : "", width,
			 width == 1 ? "" : "s");
		out_str(note);
		out_eol();
	}
	free(ax);
	free(idx);
}
