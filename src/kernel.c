/* kernel.c - dot products, softmax and weighted sums. */
#include "kernel.h"

#include <math.h>

double kn_dot(const double *a, const double *b, size_t d)
{
	double s = 0.0;
	size_t i;

	for (i = 0; i < d; i++)
		s += a[i] * b[i];
	return s;
}

double kn_scale(double dot, size_t d, const struct scale *sc)
{
	switch (sc->mode) {
	case SCALE_NONE: return dot;
	case SCALE_BY: return dot * sc->by;
	default: return dot / sqrt((double)d);
	}
}

void kn_scores(const double *q, const double *K, size_t nk, size_t d,
	       const struct scale *sc, const unsigned char *allow, double *out)
{
	size_t j;

	for (j = 0; j < nk; j++)
		out[j] = allow[j] ? kn_scale(kn_dot(q, K + j * d, d), d, sc) :
			 -INFINITY;
}

size_t kn_softmax(const double *s, size_t n, double *w)
{
	double max = -INFINITY, sum = 0.0;
	size_t j, live = 0;

	for (j = 0; j < n; j++)
		if (s[j] != -INFINITY) {
			live++;
			if (s[j] > max)
				max = s[j];
		}
	if (!live)
		return 0;
	for (j = 0; j < n; j++) {
		w[j] = s[j] == -INFINITY ? 0.0 : exp(s[j] - max);
		sum += w[j];
	}
	for (j = 0; j < n; j++)
		w[j] /= sum;
	return live;
}

void kn_apply(const double *w, const double *V, size_t nk, size_t dv,
	      double *out)
{
	size_t j, c;

	for (c = 0; c < dv; c++)
		out[c] = 0.0;
	for (j = 0; j < nk; j++)
		for (c = 0; c < dv; c++)
			out[c] += w[j] * V[j * dv + c];
}
