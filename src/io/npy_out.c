/* npy_out.c - the rows as a .npy, written at the end. */
#include "io/npy_out.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/alloc.h"
#include "base/err.h"

/* One .npy being written; several at once for a command of several
 * results, each its own shape. */
struct npyo {
	struct tn_shape shape;
	bool have_shape;
	double *v;
	size_t rows, cols, cap, cur;	/* cur: values of the row begun */
};
static struct npyo N[NPY_OUT_MAX];
static struct npyo *o = &N[0];
static int width = 8;

void npy_out_select(size_t i)
{
	o = &N[i < NPY_OUT_MAX ? i : 0];
}

bool npy_out_named(const char *path)
{
	size_t n = path ? strlen(path) : 0;

	return n > 4 && strcmp(path + n - 4, ".npy") == 0;
}

void npy_out_shape(const struct tn_shape *sh)
{
	if (sh) {
		o->shape = *sh;
		o->have_shape = true;
	} else {
		o->have_shape = false;
	}
}

void npy_out_width(int bytes)
{
	width = bytes;
}

static void add(double x)
{
	size_t have = o->rows * o->cols + o->cur;

	if (have == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 1024;
		o->v = xrearray(o->v, o->cap, sizeof *o->v);
	}
	o->v[have] = x;
	o->cur++;
}

void npy_out_num(double x)
{
	add(x);
}

void npy_out_eol(const char *target)
{
	if (o->rows == 0)
		o->cols = o->cur;
	else if (o->cur != o->cols)
		fail(target, 0, "a .npy holds a matrix, and row %zu has %zu "
		     "value%s where the first has %zu", o->rows + 1, o->cur,
		     o->cur == 1 ? "" : "s", o->cols);
	o->rows++;
	o->cur = 0;
}

void npy_out_row(const double *x, size_t n, const char *target)
{
	size_t j;

	for (j = 0; j < n; j++)
		add(x[j]);
	npy_out_eol(target);
}

/* X, a value of f16 exactly (--dtype f16's), as its 16 bits. */
static uint16_t half_bits(double x)
{
	uint16_t s = signbit(x) ? 0x8000 : 0;
	int e;
	double m;

	if (isnan(x))
		return 0x7e00;
	x = fabs(x);
	if (isinf(x) || x >= 65520)
		return s | 0x7c00;
	if (x < 0x1p-14)	/* subnormal, in units of 2^-24 */
		return s | (uint16_t)nearbyint(x * 0x1p24);
	m = frexp(x, &e);	/* x = m 2^e, 1/2 <= m < 1 */
	return s | (uint16_t)((e + 14) << 10) |
	       (uint16_t)nearbyint((2 * m - 1) * 1024);
}

static void put(unsigned char *p, double x)
{
	uint64_t b;
	uint32_t w;
	uint16_t h;
	float f;
	int k;

	if (width == 8) {
		memcpy(&b, &x, 8);
	} else if (width == 4) {
		f = (float)x;
		memcpy(&w, &f, 4);
		b = w;
	} else {
		h = half_bits(x);
		b = h;
	}
	for (k = 0; k < width; k++)
		p[k] = (unsigned char)(b >> (8 * k));
}

static void write_all(int fd, const void *p, size_t n, const char *target)
{
	const char *c = p;
	ssize_t k;

	while (n > 0) {
		k = write(fd, c, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			fail_sys(target, k < 0 ? errno : EIO);
		c += k;
		n -= (size_t)k;
	}
}

void npy_out_write(int fd, const char *target)
{
	char head[256];
	size_t dim[4], st[4], n, k, r, c, len, at;
	int nd, i;
	bool laid;
	unsigned char *out;
	struct tn_shape sh = o->shape;
	size_t rows, cols;
	double *v;

	if (o->cur)
		npy_out_eol(target);
	rows = o->rows;
	cols = o->cols;
	v = o->v;
	/* the input's own shape, when the rows are its rows */
	laid = o->have_shape && sh.heads && sh.h && rows == sh.b * sh.s &&
	       cols % sh.h == 0;
	if (laid) {
		sh.d = cols / sh.h;
		nd = layout_dims(&sh, dim);
	} else {
		nd = 2;
		dim[0] = rows;
		dim[1] = cols;
	}
	len = (size_t)snprintf(head + 10, sizeof head - 10, "{'descr': '<f%d', "
			       "'fortran_order': False, 'shape': (", width);
	for (i = 0; i < nd; i++)
		len += (size_t)snprintf(head + 10 + len, sizeof head - 10 - len,
					"%s%zu", i ? ", " : "", dim[i]);
	len += (size_t)snprintf(head + 10 + len, sizeof head - 10 - len,
				"%s), }", nd == 1 ? "," : "");
	/* spaces, then '\n', to a multiple of 64 bytes in all */
	while ((10 + len + 1) % 64)
		head[10 + len++] = ' ';
	head[10 + len++] = '\n';
	memcpy(head, "\x93NUMPY\x01\x00", 8);
	head[8] = (char)(len & 0xff);
	head[9] = (char)(len >> 8);
	write_all(fd, head, 10 + len, target);
	n = rows * cols;
	out = xarray(n ? n : 1, (size_t)width);
	if (laid)
		layout_strides(&sh, false, st);
	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			/* where cell (r, c) goes in the file's C order */
			at = !laid ? r * cols + c :
			     r / sh.s * st[0] + r % sh.s * st[1] +
			     c / sh.d * st[2] + c % sh.d * st[3];
			put(out + at * (size_t)width, v[r * cols + c]);
		}
	for (k = 0; k < n * (size_t)width; k += 1 << 24)
		write_all(fd, out + k, n * (size_t)width - k < 1 << 24 ?
			  n * (size_t)width - k : 1 << 24, target);
	free(out);
	free(v);
	o->v = NULL;
	o->rows = o->cols = o->cap = o->cur = 0;
}
