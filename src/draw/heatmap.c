/* heatmap.c - what the terminal and SVG drawers share: the colour range,
 * index widths, where a value sits on the range, and the colour scale. */
#include "draw/heatmap.h"

#include <math.h>

int hm_digits(size_t n)
{
	int d = 1;

	while (n >= 10)
		n /= 10, d++;
	return d;
}

void hm_range(struct heatmap *h, const double *vmin, const double *vmax)
{
	const struct matrix *m = h->m;
	double lo = INFINITY, hi = -INFINITY;
	size_t i;

	for (i = 0; i < m->rows * m->cols; i++) {
		double x = m->v[i];

		if (isnan(x))
			h->has_nan = true;
		else if (x == -INFINITY)
			h->has_neginf = true;
		else if (isfinite(x)) {
			lo = x < lo ? x : lo;
			hi = x > hi ? x : hi;
		}
	}
	/* Weights are probabilities: 0..1 keeps pictures comparable. */
	if (lo > hi || (lo >= 0 && hi <= 1))
		lo = 0, hi = 1;
	h->lo = vmin ? *vmin : lo;
	h->hi = vmax ? *vmax : hi;
	if (h->hi < h->lo) {	/* one bound given, the data beyond it */
		if (vmin)
			h->hi = h->lo;
		else
			h->lo = h->hi;
	}
}

double hm_unit(const struct heatmap *h, double x)
{
	double t;

	if (!(h->hi > h->lo))
		return x < h->lo ? 0 : x > h->hi ? 1 : 0.5;
	/* halves, so that a range like -1e308..1e308 cannot overflow */
	t = (x / 2 - h->lo / 2) / (h->hi / 2 - h->lo / 2);
	return t < 0 ? 0 : t > 1 ? 1 : t;
}

/*
 * Viridis (van der Walt and Smith, matplotlib 2.0), a scale that is
 * perceptually uniform in CAM02-UCS and readable in grey and by colour-blind
 * eyes.  Computed, not tabulated: Matt Zucker's degree-6 polynomial fit
 * (public domain, shadertoy WlfXRN): once rounded to 8 bits, within
 * 3.7/255 of matplotlib's table (tests/check-svg.sh measures it).
 */
void hm_rgb(double t, unsigned char rgb[3])
{
	static const double c[7][3] = {
		{ 0.2777273272234177, 0.005407344544966578, 0.3340998053353061 },
		{ 0.1050930431085774, 1.404613529898575, 1.384590162594685 },
		{ -0.3308618287255563, 0.214847559468213, 0.09509516302823659 },
		{ -4.634230498983486, -5.799100973351585, -19.33244095627987 },
		{ 6.228269936347081, 14.17993336680509, 56.69055260068105 },
		{ 4.776384997670288, -13.74514537774601, -65.35303263337234 },
		{ -5.435455855934631, 4.645852612178535, 26.3124352495832 },
	};
	int i, k;

	if (!(t >= 0))
		t = 0;
	if (t > 1)
		t = 1;
	for (i = 0; i < 3; i++) {
		double v = c[6][i];

		for (k = 5; k >= 0; k--)
			v = c[k][i] + t * v;
		v = v < 0 ? 0 : v > 1 ? 1 : v;
		rgb[i] = (unsigned char)floor(v * 255 + 0.5);
	}
}
