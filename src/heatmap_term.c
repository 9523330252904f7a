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

#include "heatmap.h"
#include "number.h"
#include "output.h"
#include "util.h"

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
	size_t *idx = xmalloc(m * sizeof *idx), p;

	for (p = 0; p < m; p++)
		idx[p] = m == cols ? p : m == 1 ? 0 :
		    (p * (cols - 1) + (m - 1) / 2) / (m - 1);
	return idx;
}

/* Column indices above the grid, as many as fit with a space between. */
static void axis(const size_t *idx, size_t m, int cw, size_t indent)
{
	static const size_t steps[] = { 1, 2, 5 };
	size_t step = 1, scale = 1, p, len = 0, at;
	int d = hm_digits(idx[m - 1]), i = 0;
	char *line, num[24];

	while ((size_t)cw * step < (size_t)d + 1) {
		if (++i == 3)
			i = 0, scale *= 10;
		step = steps[i] * scale;
	}
	line = xmalloc(m * (size_t)cw + (size_t)d + 1);
	memset(line, ' ', m * (size_t)cw + (size_t)d);
	for (p = 0; p < m; p += step) {
		int n = snprintf(num, sizeof num, "%zu", idx[p]);

		at = p * (size_t)cw;
		memcpy(line + at, num, (size_t)n);
		len = at + (size_t)n;
	}
	spaces(indent);
	out_text(line, len);
	out_eol();
	free(line);
}

static void border(size_t indent, size_t n)
{
	spaces(indent);
	out_str("+");
	while (n-- > 0)
		out_str("-");
	out_str("+");
	out_eol();
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

void hm_term(const struct heatmap *h, enum term_colors colors, int width)
{
	const struct matrix *m = h->m;
	bool ascii = colors == TERM_ASCII;
	size_t rw = (size_t)hm_digits(m->rows - 1), indent, room, shown, i, p;
	size_t *idx;
	char num[24];
	int cw;

	/* "12 |" before each row, "|" after it */
	indent = rw + 1 + ascii;
	room = (size_t)width > indent + ascii ? (size_t)width - indent - ascii : 1;
	if (2 * m->cols <= room)
		cw = 2, shown = m->cols;
	else
		cw = 1, shown = m->cols <= room ? m->cols : room;
	idx = sample(m->cols, shown);

	axis(idx, shown, cw, indent);
	if (ascii)
		border(rw + 1, shown * (size_t)cw);
	for (i = 0; i < m->rows; i++) {
		int n = snprintf(num, sizeof num, "%*zu ", (int)rw, i);

		out_text(num, (size_t)n);
		if (ascii)
			out_str("|");
		for (p = 0; p < shown; p++)
			cell(h, colors, m->v[i * m->cols + idx[p]], cw);
		out_str(ascii ? "|" : "\033[0m");
		out_eol();
	}
	if (ascii)
		border(rw + 1, shown * (size_t)cw);
	legend(h, colors, indent - ascii);
	if (shown < m->cols) {
		char note[160];

		spaces(indent - ascii);
		snprintf(note, sizeof note, "%zu of %zu columns shown, sampled "
			 "evenly to fit %d character%s (--svg draws all)",
			 shown, m->cols, width, width == 1 ? "" : "s");
		out_str(note);
		out_eol();
	}
	free(idx);
}
