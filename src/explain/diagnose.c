/* diagnose.c - why an answer is wrong: the mistakes of the catalogue
 * (mistakes.c) tried one by one, then in pairs from different steps, each
 * held against the answer as a hand-written answer is read. */
#include "explain/diagnose.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain/compare.h"
#include "io/output.h"

/* Whether candidate C reproduces the answer: the same shape, and each cell
 * within the tolerance or within one unit of its last written digit. */
static bool agrees(const struct judge *j, const struct matrix *c)
{
	size_t i;

	if (!same_shape(j->a, c))
		return false;
	for (i = 0; i < c->rows * c->cols; i++) {
		double a = j->a->v[i], x = c->v[i], diff;

		if (!close_to(a, x, j->atol, j->rtol, &diff) &&
		    !(diff <= j->unit[i] * (1 + 1e-9)))
			return false;
	}
	return true;
}

/* Whether C is the expected matrix E, within the tolerance. */
static bool is_expected(const struct judge *j, const struct matrix *c,
			const struct matrix *E)
{
	size_t i;
	double diff;

	if (!same_shape(E, c))
		return false;
	for (i = 0; i < c->rows * c->cols; i++)
		if (!close_to(c->v[i], E->v[i], j->atol, j->rtol, &diff))
			return false;
	return true;
}

/* The --atol that accepts the answer against E: the largest excess over
 * the relative tolerance, rounded up to one significant digit. */
static void atol_text(const struct judge *j, const struct matrix *E,
		      char *buf, size_t n)
{
	double need = 0, d;
	size_t i;
	int k, m;

	for (i = 0; i < E->rows * E->cols; i++) {
		double a = j->a->v[i], b = E->v[i];

		if (isfinite(a) && isfinite(b) &&
		    fabs(a - b) - j->rtol * fabs(b) > need)
			need = fabs(a - b) - j->rtol * fabs(b);
	}
	k = (int)floor(log10(need));
	m = (int)ceil(need / pow(10, k) - 1e-9);
	for (;; m++) {
		if (m >= 10)
			m /= 10, k++;
		if (k >= 0 && k < 6)
			snprintf(buf, n, "%.0f", m * pow(10, k));
		else
			snprintf(buf, n, "%de%d", m, k);
		d = strtod(buf, NULL);
		for (i = 0; i < E->rows * E->cols; i++) {
			double a = j->a->v[i], b = E->v[i];

			if (isfinite(a) && isfinite(b) &&
			    !(fabs(a - b) <= d + j->rtol * fabs(b)))
				break;
		}
		if (i == E->rows * E->cols)
			return;
	}
}

static bool step_applies(enum step step, enum step of)
{
	return step == STEP_ANY || step <= of;
}

void diagnose(const struct problem *p, const struct judge *j,
	      const struct matrix *E)
{
	char text[2][512], line[1200];
	struct recipe r;
	struct matrix c;
	size_t a, b;
	int va, vb;
	bool found = false, hit;

	if (agrees(j, E)) {
		atol_text(j, E, text[0], sizeof text[0]);
		snprintf(line, sizeof line, "likely mistake (rounding): right "
			 "to the digits written; --atol %s accepts it\n",
			 text[0]);
		out_str(line);
		return;
	}
	for (a = 0; a < n_mistakes; a++) {
		if (!step_applies(mistakes[a].step, p->of))
			continue;
		for (va = 0, hit = false; !hit; va++) {
			recipe_right(p, &r);
			if (!mistakes[a].fn(p, va, &r))
				break;
			c = recipe_run(p, &r);
			hit = !is_expected(j, &c, E) && agrees(j, &c);
			free(c.v);
		}
		if (!hit)
			continue;
		mistakes[a].describe(p, va - 1, text[0], sizeof text[0]);
		snprintf(line, sizeof line, "likely mistake (%s): %s\n",
			 mistakes[a].id, text[0]);
		out_str(line);
		found = true;
	}
	for (a = 0; !found && a < n_mistakes; a++)
		for (b = a + 1; b < n_mistakes; b++) {
			if (mistakes[a].step == mistakes[b].step ||
			    !step_applies(mistakes[a].step, p->of) ||
			    !step_applies(mistakes[b].step, p->of))
				continue;
			hit = false;
			for (va = 0; !hit; va++) {
				recipe_right(p, &r);
				if (!mistakes[a].fn(p, va, &r))
					break;
				for (vb = 0; !hit; vb++) {
					recipe_right(p, &r);
					mistakes[a].fn(p, va, &r);
					if (!mistakes[b].fn(p, vb, &r))
						break;
					c = recipe_run(p, &r);
					hit = !is_expected(j, &c, E) &&
					      agrees(j, &c);
					free(c.v);
				}
			}
			if (!hit)
				continue;
			mistakes[a].describe(p, va - 1, text[0], sizeof text[0]);
			mistakes[b].describe(p, vb - 1, text[1], sizeof text[1]);
			snprintf(line, sizeof line, "likely mistakes (%s + %s): "
				 "%s; then %s\n", mistakes[a].id, mistakes[b].id,
				 text[0], text[1]);
			out_str(line);
			found = true;
		}
	if (!found)
		out_str("no common mistake reproduces this answer\n");
}

