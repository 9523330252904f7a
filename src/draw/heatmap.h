/* heatmap.h - what the heatmap drawers share: the matrix, its colour range,
 * the colour scale, and the two ways of drawing (terminal, SVG). */
#ifndef ATTN_HEATMAP_H
#define ATTN_HEATMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "io/matrix.h"

struct heatmap {
	const struct matrix *m;
	double lo, hi;		/* the colour range: lo is the bottom */
	bool has_neginf, has_nan;
	char **qlab, **klab;	/* NULL, or one label per row / column */
	bool values;		/* --values: print each value in its cell */
	size_t heads;		/* --heads: panels side by side, each
				   cols / heads wide */
};

enum term_colors { TERM_ASCII, TERM_256, TERM_TRUECOLOR };

/* H's colour range and its -inf and nan flags, from its matrix: the finite
 * values' range, or 0 to 1 when they all lie in [0, 1]; LO and HI, where
 * not NULL, instead (--min, --max). */
void hm_range(struct heatmap *h, const double *lo, const double *hi);
/* One label per line of PATH; there must be exactly N (WHAT names them in
 * the message). */
char **hm_labels(const char *path, size_t n, const char *what);
void hm_free_labels(char **lab, size_t n);

/* How many decimal digits N has: the width of an index label. */
int hm_digits(size_t n);

/* Where X sits on the colour range, from 0 (lo) to 1 (hi), clamped; +inf is
 * 1.  A range of one value puts that value in the middle.  Not for -inf or
 * NaN, which are drawn apart from the scale. */
double hm_unit(const struct heatmap *h, double x);
/* The colour for T in [0, 1]: viridis, as 8-bit sRGB. */
void hm_rgb(double t, unsigned char rgb[3]);

/* Draw on the terminal, WIDTH characters wide at most (columns are sampled
 * to fit). */
void hm_term(const struct heatmap *h, enum term_colors colors, int width);
/* Write a standalone SVG document. */
void hm_svg(const struct heatmap *h);

#endif
