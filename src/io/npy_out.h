/* npy_out.h - -o FILE.npy: the rows written kept as doubles, and at the
 * end NumPy's format 1.0 in C order, little-endian, in the layout and
 * shape of the input the rows came from.  output.c hands the rows over
 * when FILE ends in ".npy"; the command says the shape and the width. */
#ifndef ATTN_NPY_OUT_H
#define ATTN_NPY_OUT_H

#include <stdbool.h>
#include <stddef.h>

#include "io/layout.h"

/* The .npy written to (one per output of several results, see
 * out_select: output.c selects it). */
#define NPY_OUT_MAX 8
void npy_out_select(size_t i);
/* Whether PATH names a .npy to write. */
bool npy_out_named(const char *path);
/* The shape of the input the rows follow (its layout, B, S and H; the
 * last dimension is the rows' width over H): when the rows fit it, the
 * file has that shape, else (or SH NULL) it is the rows x columns
 * matrix. */
void npy_out_shape(const struct tn_shape *sh);
/* Bytes per element: 8 (<f8, the default), 4 (<f4) or 2 (<f2); the
 * values written must be the format's exactly (--dtype's). */
void npy_out_width(int bytes);
/* A row of N values, or one value of the row being written and its end
 * (the rows must all have the width of the first: else an error naming
 * TARGET). */
void npy_out_row(const double *v, size_t n, const char *target);
void npy_out_num(double x);
void npy_out_eol(const char *target);
/* The file's bytes to FD, the rows let go; an error names TARGET. */
void npy_out_write(int fd, const char *target);

#endif
