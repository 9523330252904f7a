/* tensor.h - an operand held as a tensor: NumPy's .npy (npy.c) or one
 * tensor of a safetensors file, FILE.safetensors:NAME (safetensors.c).
 * Either is read whole, each value becoming the double it exactly is, and
 * laid out as the matrix every stage reads (layout.c): one row per
 * (batch, position), the heads side by side.
 *
 * What the name says picks the reader: io/matrix.c asks is_tensor and
 * hands such an operand here; everything past that is the same matrix of
 * doubles as a CSV file's. */
#ifndef ATTN_TENSOR_H
#define ATTN_TENSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "io/layout.h"

#define TN_MAXDIM 4

/* The element formats read: f8, f4, f2 of .npy (either byte order); and
 * safetensors' F64, F32, F16, BF16, F8_E4M3 (no inf, NaN at S.1111.111)
 * and F8_E5M2 (little-endian). */
enum tn_type { TN_F64, TN_F32, TN_F16, TN_BF16, TN_E4M3, TN_E5M2 };

/* A tensor's header, read and checked against its file: where its
 * elements lie, and how. */
struct tensor {
	const char *op;		/* the operand as given, for messages */
	char file[4096];	/* the file's path */
	int ndim;		/* 0 to TN_MAXDIM */
	size_t dim[TN_MAXDIM];
	size_t count;		/* elements: the product of dim */
	enum tn_type type;
	size_t size;		/* bytes per element */
	bool big_endian;	/* .npy's '>' */
	bool fortran;		/* .npy's fortran_order: the first index
				   varies fastest */
	off_t offset;		/* where the elements start in the file */
};

/* Whether OPERAND names a tensor: a path ending ".npy", or
 * "PATH.safetensors:NAME". */
bool is_tensor(const char *operand);

/* The readers of each format fill T from the file open at FD (SIZE bytes)
 * for the operand T->op, or fail naming it. */
void npy_header(int fd, off_t size, struct tensor *t);
void safetensors_header(int fd, off_t size, const char *name,
			struct tensor *t);

/* Open OPERAND and read its header into T; the descriptor, open, is
 * returned, for tensor_close. */
int tensor_open(const char *operand, struct tensor *t);
void tensor_close(int fd);

/* T's shape as Python writes it, "(1, 4096, 8, 128)", into BUF (npy.c). */
#define TN_SHAPE_TEXT (TN_MAXDIM * 22 + 4)
const char *tensor_shape_text(const struct tensor *t, char *buf);

/* OPERAND's shape in the layout tensor_opts says, from its header alone;
 * an error names it when the shape does not fit the layout. */
void tensor_peek(const char *operand, struct tn_shape *sh);
/* OPERAND read whole on JOBS threads: the *ROWS x *COLS matrix of its
 * doubles (to be freed), the rows of batch element tensor_opts.element
 * alone when it is set and the tensor has more than one; its shape into
 * *SH, the bits of precision of its elements' format into *PREC (53 for
 * f8, 24 f4, 11 f2, 8 bf16, 4 e4m3, 3 e5m2). */
double *tensor_read(const char *operand, int jobs, struct tn_shape *sh,
		    size_t *rows, size_t *cols, int *prec);

/* The element at flat index K (in the file's own order) of the N bytes
 * at P, as the double it is. */
double tensor_value(const struct tensor *t, const unsigned char *p,
		    size_t k);

#endif
