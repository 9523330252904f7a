/* digits.c - the rules of the digits written (digits.h). */
#include "explain/digits.h"

#include <math.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/compare.h"

/* The most significant digits a cell of A shows (1 for "0.5" and "5e-3",
 * 4 for "0.0001906" and "4.523e-15"), 0 when none has a digit unit. */
static int most_digits(const struct matrix *a, const double *unit)
{
	size_t i;
	int most = 0, d;

	for (i = 0; i < a->rows * a->cols; i++)
		if (unit[i] > 0 && isfinite(a->v[i]) && a->v[i] != 0) {
			d = (int)floor(log10(fabs(a->v[i]))) -
			    (int)lround(log10(unit[i])) + 1;
			if (d > most)
				most = d;
		}
	return most;
}

void judge_init(struct judge *j, const struct matrix *a, const double *unit,
		bool exponent, double atol, double rtol)
{
	size_t i, cells = a->rows * a->cols;
	double finest = INFINITY, k;
	bool ones = true;
	int sig = exponent ? most_digits(a, unit) : 0;

	*j = (struct judge){ a, xarray(cells + 1, sizeof *j->half), atol, rtol,
			     0, false, true, -1, unit, NULL, NULL };
	for (i = 0; i < cells; i++) {
		if (unit[i] > 0 && unit[i] < finest)
			finest = unit[i];
		if (isfinite(a->v[i]) && (unit[i] > 0 ||
					  (a->v[i] != 0 && a->v[i] != 1)))
			ones = false;
	}
	/* bare whole numbers alone: at the units, or exactly if 0s and 1s */
	if (finest == INFINITY)
		finest = ones ? 0 : 1;
	j->exact = finest == 0;
	if (finest > 0 && finest < 1)
		j->decimals = (int)lround(-log10(finest));
	for (i = 0; i < cells; i++) {
		j->half[i] = !isfinite(a->v[i]) ? 0 :
			     (unit[i] > 0 ? unit[i] : finest) / 2;
		/* numbers in significant digits (-p 4: 0.0001906, 4.523e-15)
		 * write 1.000 as "1": a bare whole number but 0 has the
		 * digits of the most any cell shows, not the finest unit */
		k = a->v[i];
		if (sig > 0 && unit[i] == 0 && isfinite(k) && k != 0)
			j->half[i] = fmax(j->half[i],
					  pow(10, floor(log10(fabs(k))) + 1 -
					      sig) / 2);
	}
}

void judge_init_ruled(struct judge *j, const struct matrix *a)
{
	*j = (struct judge){ .a = a, .digits = true, .need = -1 };
}

void judge_free(struct judge *j)
{
	free(j->half);
	j->half = NULL;
}

bool reads_as(const struct judge *j, size_t i, double x)
{
	double diff;

	if (close_to(j->a->v[i], x, j->atol, j->rtol, &diff))
		return true;
	if (j->cell)
		return j->cell(j->ctx, j->a->v[i], x);
	/* a hair over half a unit: the cell and x are doubles near decimals */
	return diff <= j->half[i] * (1 + 1e-9);
}

bool cell_right(const void *ctx, size_t i, double x)
{
	const struct judge *j = ctx;
	double u = j->unit ? j->unit[i] : 0, diff;

	/* the decimals the cell is written with: a bare whole number none,
	 * 1.5e-3 four (a kernel's answer has no digits: its rule alone) */
	if (j->need >= 0 && j->unit && isfinite(j->a->v[i]) &&
	    (u <= 0 || lround(-log10(u)) < j->need))
		return false;
	return j->digits ? reads_as(j, i, x) :
	       close_to(j->a->v[i], x, j->atol, j->rtol, &diff);
}

bool reads_row(const struct judge *j, const double *row, size_t i, size_t n)
{
	size_t c;

	for (c = 0; c < n; c++)
		if (!reads_as(j, i * n + c, row[c]))
			return false;
	return true;
}

bool reads_all(const struct judge *j, const struct matrix *c)
{
	size_t i;

	if (!same_shape(j->a, c))
		return false;
	for (i = 0; i < c->rows; i++)
		if (!reads_row(j, c->v + i * c->cols, i, c->cols))
			return false;
	return true;
}
