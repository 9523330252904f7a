/* work.c - --show-work. */
#include "work.h"

#include <math.h>
#include <stdio.h>

#include "number.h"

/* Terms are spelt out for rows up to this long; longer ones show results. */
#define SPELL 8

static void num(double x)
{
	char buf[NUM_BUFSZ + 1];

	buf[num_write(x, buf)] = '\0';
	fputs(buf, stderr);
}

static void list(const double *v, size_t n)
{
	size_t j;

	fputc('[', stderr);
	for (j = 0; j < n; j++) {
		if (j)
			fputs(", ", stderr);
		num(v[j]);
	}
	fputc(']', stderr);
}

void work_row(long i, const char *where, long line)
{
	fprintf(stderr, "row %ld (%s:%ld)\n", i, where, line);
}

void work_scores(const double *q, const double *K, size_t nk, size_t d,
		 const struct scale *sc, const unsigned char *allow,
		 const double *s)
{
	size_t j, i;

	fputs("  q = ", stderr);
	list(q, d);
	fputc('\n', stderr);
	for (j = 0; j < nk; j++) {
		fprintf(stderr, "  q.k%zu = ", j);
		if (!allow[j]) {
			fputs("masked\n", stderr);
			continue;
		}
		if (d <= SPELL) {
			for (i = 0; i < d; i++) {
				if (i)
					fputs(" + ", stderr);
				num(q[i]);
				fputc('*', stderr);
				num(K[j * d + i]);
			}
			fputs(" = ", stderr);
		}
		num(kn_dot(q, K + j * d, d));
		fputc('\n', stderr);
	}
	switch (sc->mode) {
	case SCALE_NONE:
		fputs("  scale: none (--no-scale)\n", stderr);
		break;
	case SCALE_BY:
		fputs("  scale: multiply by ", stderr);
		num(sc->by);
		fputc('\n', stderr);
		break;
	default:
		fprintf(stderr, "  scale: divide by sqrt(%zu) = ", d);
		num(sqrt((double)d));
		fputc('\n', stderr);
	}
	fputs("  scores = ", stderr);
	list(s, nk);
	fputc('\n', stderr);
}

void work_weights(const struct mask *m, const double *in, const double *s,
		  const double *w, size_t n, size_t live)
{
	double max = -INFINITY, sum = 0;
	size_t j;

	fputs("  scores = ", stderr);
	list(in, n);
	fputc('\n', stderr);
	if (m->temperature || m->softcap || m->bias || m->causal ||
	    m->window || m->mask_rd) {
		fputs("  masked", stderr);
		if (m->temperature)
			fputs(", / temperature", stderr);
		if (m->softcap)
			fputs(", softcapped", stderr);
		if (m->bias)
			fputs(", + bias", stderr);
		fputs(" = ", stderr);
		list(s, n);
		fputc('\n', stderr);
	}
	if (!live) {
		fputs("  every key is masked: weights = ", stderr);
		list(w, n);
		fputc('\n', stderr);
		return;
	}
	for (j = 0; j < n; j++)
		if (s[j] > max)
			max = s[j];
	fputs("  max = ", stderr);
	num(max);
	fputs("\n  exp(s - max) = [", stderr);
	for (j = 0; j < n && n <= SPELL; j++) {
		if (j)
			fputs(", ", stderr);
		if (s[j] == -INFINITY) {
			fputs("0", stderr);
		} else {
			fputs("exp(", stderr);
			num(s[j] - max);
			fputc(')', stderr);
		}
	}
	if (n <= SPELL)
		fputs("] = [", stderr);
	for (j = 0; j < n; j++) {
		double e = s[j] == -INFINITY ? 0 : kn_exp(s[j] - max);

		if (j)
			fputs(", ", stderr);
		num(e);
		sum += e;
	}
	fputs("]\n  sum = ", stderr);
	num(sum);
	fputs("\n  weights = exp(s - max) / sum = ", stderr);
	list(w, n);
	fputc('\n', stderr);
}

void work_apply(const double *w, const double *V, size_t nk, size_t dv,
		const double *out)
{
	size_t j;

	fputs("  output = ", stderr);
	if (nk <= SPELL && dv <= SPELL) {
		for (j = 0; j < nk; j++) {
			if (j)
				fputs(" + ", stderr);
			num(w[j]);
			fputc('*', stderr);
			list(V + j * dv, dv);
		}
		fputs(" = ", stderr);
	}
	list(out, dv);
	fputc('\n', stderr);
}
