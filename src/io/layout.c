/* layout.c - which dimension of a tensor is which. */
#include "io/layout.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct tensor_opts tensor_opts = { LAYOUT_AUTO, SIZE_MAX };

static const char *const names[] = { "", "bshd", "bhsd", "shd", "hsd" };

/* Where b, s, h and d stand among a layout's dimensions (-1: none). */
static const int axes[][4] = {
	[LAYOUT_AUTO] = { -1, 0, -1, 1 },	/* 2-D: rows, columns */
	[LAYOUT_BSHD] = { 0, 1, 2, 3 },
	[LAYOUT_BHSD] = { 0, 2, 1, 3 },
	[LAYOUT_SHD] = { -1, 0, 1, 2 },
	[LAYOUT_HSD] = { -1, 1, 0, 2 },
};

enum layout layout_named(const char *name)
{
	size_t k;

	for (k = 1; k < sizeof names / sizeof *names; k++)
		if (strcmp(name, names[k]) == 0)
			return (enum layout)k;
	return LAYOUT_AUTO;
}

const char *layout_name(enum layout l)
{
	return names[l];
}

bool layout_shape(int ndim, const size_t *dim, enum layout l,
		  struct tn_shape *sh)
{
	size_t v[4] = { 1, 1, 1, 1 };
	int k;

	*sh = (struct tn_shape){ LAYOUT_AUTO, ndim, 1, 1, 1, 1, false };
	if (ndim <= 2) {
		/* a row, or the matrix as it is */
		if (ndim == 2)
			sh->s = dim[0];
		sh->d = ndim ? dim[ndim - 1] : 1;
		return true;
	}
	if (l == LAYOUT_AUTO)
		l = ndim == 4 ? LAYOUT_BSHD : LAYOUT_SHD;
	if ((ndim == 4) != (l == LAYOUT_BSHD || l == LAYOUT_BHSD))
		return false;
	for (k = 0; k < 4; k++)
		if (axes[l][k] >= 0)
			v[k] = dim[axes[l][k]];
	*sh = (struct tn_shape){ l, ndim, v[0], v[1], v[2], v[3], true };
	return true;
}

int layout_dims(const struct tn_shape *sh, size_t dim[4])
{
	const size_t v[4] = { sh->b, sh->s, sh->h, sh->d };
	int k;

	if (sh->ndim <= 2) {
		dim[0] = sh->s;
		dim[1] = sh->d;
		return 2;
	}
	for (k = 0; k < 4; k++)
		if (axes[sh->layout][k] >= 0)
			dim[axes[sh->layout][k]] = v[k];
	return sh->ndim;
}

void layout_strides(const struct tn_shape *sh, bool fortran, size_t st[4])
{
	size_t dim[4], by[4], step = 1;
	int n, k, j;

	if (sh->ndim <= 1) {
		/* one row: d is the only index */
		st[0] = st[1] = st[2] = 0;
		st[3] = 1;
		return;
	}
	n = layout_dims(sh, dim);
	for (k = 0; k < n; k++) {
		j = fortran ? k : n - 1 - k;
		by[j] = step;
		step *= dim[j];
	}
	for (k = 0; k < 4; k++)
		st[k] = axes[sh->ndim <= 2 ? LAYOUT_AUTO : sh->layout][k] < 0 ?
			0 : by[axes[sh->ndim <= 2 ? LAYOUT_AUTO :
				     sh->layout][k]];
}

const char *layout_index_text(const struct tn_shape *sh, size_t row,
			      size_t col, char *buf)
{
	const size_t v[4] = { row / sh->s, row % sh->s, col / sh->d,
			      col % sh->d };
	size_t at[4];
	int n, k, len = 0;
	enum layout l = sh->ndim <= 2 ? LAYOUT_AUTO : sh->layout;

	if (sh->ndim <= 1) {
		snprintf(buf, LAYOUT_INDEX_TEXT, "[%zu]", col);
		return buf;
	}
	n = sh->ndim;
	for (k = 0; k < 4; k++)
		if (axes[l][k] >= 0)
			at[axes[l][k]] = v[k];
	for (k = 0; k < n; k++)
		len += snprintf(buf + len, (size_t)(LAYOUT_INDEX_TEXT - len),
				"%s%zu", k ? ", " : "[", at[k]);
	snprintf(buf + len, (size_t)(LAYOUT_INDEX_TEXT - len), "]");
	return buf;
}
