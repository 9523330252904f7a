/* compare.c - check's comparison and its report. */
#include "explain/compare.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "io/output.h"

/* nan is the largest difference of all. */
static bool bigger(double d, double than)
{
	return isnan(d) ? !isnan(than) : !isnan(than) && d > than;
}

static void say(const char *s, double x)
{
	out_str(s);
	out_num(x);
}

bool same_shape(const struct matrix *a, const struct matrix *b)
{
	return a->rows == b->rows && (!a->rows || a->cols == b->cols);
}

bool close_to(double a, double b, double atol, double rtol, double *diff)
{
	bool same;

	if (isnan(a) || isnan(b)) {
		same = isnan(a) && isnan(b);
		*diff = same ? 0 : NAN;
		return same;
	}
	if (isinf(a) || isinf(b)) {
		same = a == b;
		*diff = same ? 0 : INFINITY;
		return same;
	}
	*diff = fabs(a - b);
	return *diff <= atol + rtol * fabs(b);
}

size_t differing(const struct matrix *E, const struct matrix *A,
		 double atol, double rtol)
{
	size_t i, n = 0;
	double diff;

	if (!same_shape(E, A))
		return SIZE_MAX;
	for (i = 0; i < E->rows * E->cols; i++)
		n += !close_to(A->v[i], E->v[i], atol, rtol, &diff);
	return n;
}

size_t compare(const struct matrix *E, const struct matrix *A, double atol,
	       double rtol, size_t base, char *sum)
{
	double worst = 0, nearest = 0;
	size_t i, cells, differ = 0, wi = 0, k;
	char line[96];

	if (!same_shape(E, A)) {
		snprintf(sum, CHECK_SUMSZ, "shapes differ: expected %zux%zu, "
			 "got %zux%zu", E->rows, E->cols, A->rows, A->cols);
		out_pipe_status(1);
		out_str(sum);
		out_eol();
		return SIZE_MAX;
	}
	cells = E->rows * E->cols;
	for (i = 0; i < cells; i++) {
		double b = E->v[i], a = A->v[i], diff;

		if (close_to(a, b, atol, rtol, &diff)) {
			if (diff > nearest)
				nearest = diff;
			continue;
		}
		if (!differ)
			out_pipe_status(1);
		if (!differ++ || bigger(diff, worst))
			worst = diff, wi = i;
		snprintf(line, sizeof line, "row %zu, column %zu: ",
			 i / E->cols + base, i % E->cols + base);
		out_str(line);
		say("expected ", b);
		say(", got ", a);
		say(", difference ", diff);
		out_eol();
	}
	if (differ) {
		k = (size_t)snprintf(sum, CHECK_SUMSZ, "%zu of %zu cells differ "
				     "(largest difference ", differ, cells);
		k += num_write(worst, sum + k);
		snprintf(sum + k, CHECK_SUMSZ - k, " at row %zu, column %zu)",
			 wi / E->cols + base, wi % E->cols + base);
	} else {
		k = (size_t)snprintf(sum, CHECK_SUMSZ, "all %zu cells close "
				     "(largest difference ", cells);
		k += num_write(nearest, sum + k);
		snprintf(sum + k, CHECK_SUMSZ - k, ")");
	}
	out_str(sum);
	out_eol();
	return differ;
}

