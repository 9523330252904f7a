/* heatmap_svg.c - the matrix as a standalone SVG document: every cell (no
 * sampling), viridis colours, the row and column labels, a colour bar.
 *
 * Cells are whole pixels on a plain grid in <g id="cells">, row by row, so
 * that a screenshot can be checked cell by cell; each carries a <title> with
 * its exact value for a browser's tooltip.  Text widths are estimated (no
 * font metrics here): 0.6 em a character.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "draw/heatmap.h"
#include "io/number.h"
#include "io/output.h"


#define FS 12		/* label font size, px */
#define CHW 7.2		/* a character's width at FS, roughly */
#define PAD 12		/* around everything */
#define TITLE 18	/* room for an axis title */
#define GAP 6		/* between labels and the grid */
#define BAR 16		/* the colour bar's width */
#define PGAP 24		/* between the panels of --heads */
#define MAXCP 24	/* labels longer than this are cut, with an ellipsis */
#define NAN_FILL "#e8175d"	/* outside viridis, so it cannot be misread */
#define FONT "DejaVu Sans, Helvetica, Arial, sans-serif"

static void svgf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void svgf(const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	out_text(buf, n < 0 ? 0 : (size_t)n < sizeof buf ? (size_t)n :
		 sizeof buf - 1);
}

/* Length of the well-formed UTF-8 sequence at S that XML 1.0 allows, or 0. */
static size_t utf8_char(const unsigned char *s, size_t left)
{
	size_t n, k;

	if (s[0] < 0x80)
		return s[0] >= 0x20 || s[0] == '\t' ? 1 : 0;
	n = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ?
	    3 : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
	if (n == 0 || n > left)
		return 0;
	for (k = 1; k < n; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	if ((s[0] == 0xe0 && s[1] < 0xa0) ||	/* overlong */
	    (s[0] == 0xed && s[1] >= 0xa0) ||	/* surrogate */
	    (s[0] == 0xf0 && s[1] < 0x90) ||	/* overlong */
	    (s[0] == 0xf4 && s[1] >= 0x90) ||	/* beyond U+10FFFF */
	    (s[0] == 0xef && s[1] == 0xbf && s[2] >= 0xbe))	/* FFFE, FFFF */
		return 0;
	return n;
}

/* Characters in S as xml_text writes them (for width estimates). */
static size_t text_len(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t left = strlen(s), n = 0, k;

	while (left > 0 && n <= MAXCP) {
		k = utf8_char(p, left);
		k = k ? k : 1;
		p += k, left -= k, n++;
	}
	return n;
}

/* S as XML character data: escaped, anything XML cannot hold (a control
 * character, a byte that is not UTF-8) as U+FFFD, cut at MAXCP characters. */
static void xml_text(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t left = strlen(s), n = 0, k;

	for (; left > 0; p += k, left -= k, n++) {
		if (n == MAXCP) {
			out_str("\xe2\x80\xa6");	/* ellipsis */
			return;
		}
		k = utf8_char(p, left);
		if (k == 0) {
			out_str("\xef\xbf\xbd");
			k = 1;
		} else if (*p == '&')
			out_str("&amp;");
		else if (*p == '<')
			out_str("&lt;");
		else if (*p == '>')
			out_str("&gt;");
		else if (*p == '"')
			out_str("&quot;");
		else if (*p == '\'')
			out_str("&apos;");
		else
			out_text((const char *)p, k);
	}
}

static const char *hex(double t)
{
	static char buf[8];
	unsigned char rgb[3];

	hm_rgb(t, rgb);
	snprintf(buf, sizeof buf, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
	return buf;
}

/* Show every STEP-th label, STEP from 1, 2, 5, 10, 20, 50...: the least
 * that gives each NEED pixels when cells are C apart. */
static size_t label_step(double need, int c)
{
	static const size_t steps[] = { 1, 2, 5 };
	size_t step = 1, scale = 1;
	int i = 0;

	while ((double)step * c < need) {
		if (++i == 3)
			i = 0, scale *= 10;
		step = steps[i] * scale;
	}
	return step;
}

/* The left edge of column J (of the whole matrix): with --heads, the
 * panels lie PGAP apart. */
static size_t col_x(const struct heatmap *h, int x0, int c, size_t j)
{
	size_t w = h->m->cols / h->heads;

	return (size_t)x0 + j * (size_t)c + j / w * PGAP;
}

static void tooltip(const struct heatmap *h, size_t i, size_t j, double x)
{
	char buf[NUM_BUFSZ];
	size_t w = h->m->cols / h->heads;

	svgf("<title>row %zu", i);
	if (h->qlab) {
		out_str(" (");
		xml_text(h->qlab[i]);
		out_str(")");
	}
	if (h->heads > 1)
		svgf(", head %zu", j / w);
	j %= w;
	svgf(", column %zu", j);
	if (h->klab) {
		out_str(" (");
		xml_text(h->klab[j]);
		out_str(")");
	}
	out_str(": ");
	/* the exact value, whatever -p says */
	out_text(buf, isfinite(x) ? num_shortest(x, buf) : num_write(x, buf));
	out_str("</title>");
}

static void cells(const struct heatmap *h, int x0, int y0, int c)
{
	const struct matrix *m = h->m;
	size_t i, j;

	out_str("<g id=\"cells\" shape-rendering=\"crispEdges\">\n");
	for (i = 0; i < m->rows; i++)
		for (j = 0; j < m->cols; j++) {
			double x = m->v[i * m->cols + j];

			svgf("<rect x=\"%zu\" y=\"%zu\" width=\"%d\" "
			     "height=\"%d\" fill=\"%s\">", col_x(h, x0, c, j),
			     y0 + i * (size_t)c, c, c, x == -INFINITY ?
			     "url(#masked)" : isnan(x) ? NAN_FILL :
			     hex(hm_unit(h, x)));
			tooltip(h, i, j, x);
			out_str("</rect>\n");
		}
	out_str("</g>\n");
}

/* Each finite value in its cell, dark on light colours, light on dark. */
static void values(const struct heatmap *h, int x0, int y0, int c)
{
	const struct matrix *m = h->m;
	char buf[NUM_BUFSZ];
	size_t i, j, len, most = 1;
	double fs;

	for (i = 0; i < m->rows * m->cols; i++)
		if (isfinite(m->v[i]) && (len = num_write(m->v[i], buf)) > most)
			most = len;
	fs = (c - 6) / (0.6 * (double)most);
	fs = fs > FS ? FS : fs < 6 ? 6 : fs;
	svgf("<g id=\"values\" font-size=\"%.3g\" text-anchor=\"middle\">\n",
	     fs);
	for (i = 0; i < m->rows; i++)
		for (j = 0; j < m->cols; j++) {
			double x = m->v[i * m->cols + j];
			unsigned char rgb[3];

			if (!isfinite(x) && x != INFINITY)
				continue;
			hm_rgb(hm_unit(h, x), rgb);
			len = num_write(x, buf);
			svgf("<text x=\"%g\" y=\"%g\" dy=\".35em\" fill=\"%s\">"
			     "%.*s</text>\n", col_x(h, x0, c, j) + 0.5 * c,
			     y0 + (i + 0.5) * c, 0.2126 * rgb[0] +
			     0.7152 * rgb[1] + 0.0722 * rgb[2] > 128 ? "#000" :
			     "#fff", (int)len, buf);
		}
	out_str("</g>\n");
}

void hm_svg(const struct heatmap *h)
{
	const struct matrix *m = h->m;
	size_t big = m->rows > m->cols ? m->rows : m->cols, i, j, rstep, cstep;
	size_t most, k, p, nh = h->heads, wh = m->cols / nh;
	int c, x0, y0, w, ht, lx, lh, width, height, rlw, clh, ticks, nsw;
	double tv[3], tt[3];
	char buf[NUM_BUFSZ];
	bool small;

	/* Cells of 2 to 48 px, the grid about 640 px on its long side. */
	c = big >= 320 ? 2 : big <= 13 ? 48 : (int)(640 / big);
	w = (int)m->cols * c + (int)(nh - 1) * PGAP;
	ht = (int)m->rows * c;
	small = h->values && m->rows <= 12 && m->cols <= 12;

	/* row labels: right-aligned left of the grid */
	most = (size_t)hm_digits(m->rows - 1);
	if (h->qlab)
		for (i = 0, most = 0; i < m->rows; i++)
			if ((k = text_len(h->qlab[i])) > most)
				most = k;
	rlw = (int)ceil((double)most * CHW);
	rstep = label_step(FS + 2, c);
	/* column labels: indices across, tokens upright */
	if (h->klab) {
		for (j = 0, most = 0; j < wh; j++)
			if ((k = text_len(h->klab[j])) > most)
				most = k;
		clh = (int)ceil((double)most * CHW);
		cstep = label_step(FS + 2, c);
	} else {
		clh = FS;
		cstep = label_step(hm_digits(wh - 1) * CHW + 6, c);
	}
	x0 = PAD + TITLE + rlw + GAP;
	/* with --heads, a title above each panel */
	y0 = PAD + TITLE + (nh > 1 ? TITLE : 0) + clh + GAP;

	/* the colour bar: at least as tall as the grid, 96 px at the least */
	lx = x0 + w + 24;
	lh = ht > 96 ? ht : 96;
	ticks = h->hi > h->lo ? 3 : 1;
	tv[0] = h->lo, tt[0] = ticks == 1 ? 0.5 : 0;
	tv[1] = h->lo / 2 + h->hi / 2, tt[1] = 0.5;
	tv[2] = h->hi, tt[2] = 1;
	for (k = 0, most = 4 /* "-inf" */; k < (size_t)ticks; k++)
		if ((i = num_write(tv[k], buf)) > most)
			most = i;
	nsw = h->has_neginf + h->has_nan;
	width = lx + BAR + 8 + (int)ceil((double)most * CHW) + PAD;
	height = y0 + (ht > lh + nsw * 22 ? ht : lh + nsw * 22) + PAD;

	out_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	svgf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	     "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" "
	     "font-size=\"%d\">\n", width, height, width, height, FONT, FS);
	svgf("<title>attn heatmap: %zu x %zu", m->rows, m->cols);
	if (nh > 1)
		svgf(", %zu heads", nh);
	out_str("</title>\n");
	out_str("<defs>\n");
	/* hatched grey: masked (-inf), as a mask is usually drawn */
	out_str("<pattern id=\"masked\" width=\"6\" height=\"6\" "
		"patternUnits=\"userSpaceOnUse\" "
		"patternTransform=\"rotate(45)\">"
		"<rect width=\"6\" height=\"6\" fill=\"#e4e4e4\"/>"
		"<rect width=\"2\" height=\"6\" fill=\"#bcbcbc\"/></pattern>\n");
	out_str("<linearGradient id=\"scale\" x1=\"0\" y1=\"1\" x2=\"0\" "
		"y2=\"0\">\n");
	for (k = 0; k <= 32; k++)
		svgf("<stop offset=\"%g\" stop-color=\"%s\"/>\n", k / 32.0,
		     hex(k / 32.0));
	out_str("</linearGradient>\n</defs>\n");
	svgf("<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", width,
	     height);

	/* axis titles */
	svgf("<text x=\"%g\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\">"
	     "key (column)</text>\n", x0 + w / 2.0, PAD + FS);
	svgf("<text transform=\"translate(%d %g) rotate(-90)\" "
	     "text-anchor=\"middle\" fill=\"#555\">query (row)</text>\n",
	     PAD + FS, y0 + ht / 2.0);
	for (p = 0; nh > 1 && p < nh; p++)
		svgf("<text x=\"%g\" y=\"%d\" text-anchor=\"middle\" "
		     "font-weight=\"bold\">head %zu</text>\n",
		     col_x(h, x0, c, p * wh) + wh * c / 2.0, PAD + TITLE + FS, p);

	/* tick labels */
	out_str("<g id=\"rows\" text-anchor=\"end\">\n");
	for (i = 0; i < m->rows; i += rstep) {
		svgf("<text x=\"%d\" y=\"%g\" dy=\".35em\">", x0 - GAP,
		     y0 + (i + 0.5) * c);
		if (h->qlab)
			xml_text(h->qlab[i]);
		else
			svgf("%zu", i);
		out_str("</text>\n");
	}
	out_str("</g>\n");
	svgf("<g id=\"columns\" text-anchor=\"%s\">\n", h->klab ? "start" :
	     "middle");
	for (p = 0; p < nh; p++)
		for (j = 0; j < wh; j += cstep) {
			double x = col_x(h, x0, c, p * wh + j) + 0.5 * c;

			if (h->klab) {
				svgf("<text transform=\"translate(%g %d) "
				     "rotate(-90)\" dy=\".35em\">", x, y0 - GAP);
				xml_text(h->klab[j]);
			} else
				svgf("<text x=\"%g\" y=\"%d\">%zu", x, y0 - GAP,
				     j);
			out_str("</text>\n");
		}
	out_str("</g>\n");

	cells(h, x0, y0, c);
	if (small)
		values(h, x0, y0, c);

	/* the colour bar, its ticks, and what -inf and nan look like */
	out_str("<g id=\"legend\">\n");
	svgf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	     "fill=\"url(#scale)\"/>\n", lx, y0, BAR, lh);
	for (k = 0; k < (size_t)ticks; k++) {
		double y = y0 + (1 - tt[k]) * lh;

		svgf("<line x1=\"%d\" y1=\"%g\" x2=\"%d\" y2=\"%g\" "
		     "stroke=\"#333\"/>\n", lx + BAR, y, lx + BAR + 4, y);
		svgf("<text x=\"%d\" y=\"%g\" dy=\".35em\">", lx + BAR + 8, y);
		out_text(buf, num_write(tv[k], buf));
		out_str("</text>\n");
	}
	k = 0;
	if (h->has_neginf) {
		int y = y0 + lh + 10 + 22 * (int)k++;

		svgf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		     "fill=\"url(#masked)\" stroke=\"#999\"/>\n", lx, y, BAR,
		     BAR);
		svgf("<text x=\"%d\" y=\"%d\" dy=\".35em\">-inf</text>\n",
		     lx + BAR + 8, y + BAR / 2);
	}
	if (h->has_nan) {
		int y = y0 + lh + 10 + 22 * (int)k++;

		svgf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		     "fill=\"%s\"/>\n", lx, y, BAR, BAR, NAN_FILL);
		svgf("<text x=\"%d\" y=\"%d\" dy=\".35em\">nan</text>\n",
		     lx + BAR + 8, y + BAR / 2);
	}
	out_str("</g>\n</svg>\n");
}
