/* digits.c - the rules of the digits written (digits.h). */
#include "explain/digits.h"

#include <math.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/compare.h"

void judge_init(struct judge *j, const struct matrix *a, const double *unit,
		double atol, double rtol)
{
	size_t i, cells = a->rows * a->cols;
	double finest = INFINITY;
	bool ones = true;

	*j = (struct judge){ a, xarray(cells + 1, sizeof *j->half), atol, rtol,
			     0, NULL, NULL };
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
	if (finest > 0 && finest < 1)
		j->decimals = (int)lround(-log10(finest));
	for (i = 0; i < cells; i++)
		j->half[i] = !isfinite(a->v[i]) ? 0 :
			     (unit[i] > 0 ? unit[i] : finest) / 2;
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
