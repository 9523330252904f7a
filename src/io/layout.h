/* layout.h - a tensor of 1 to 4 dimensions as the matrix every stage
 * reads: one row per (batch element, position), b major, and the heads
 * side by side, head h's columns h*D to h*D + D - 1, as --heads reads
 * them.  --layout says which dimension is which:
 *
 *     bshd  [batch, seq, heads, dim]   FlashAttention's (4-D's default)
 *     bhsd  [batch, heads, seq, dim]   torch SDPA's
 *     shd   [seq, heads, dim]          (3-D's default)
 *     hsd   [heads, seq, dim]
 *
 * A 2-D tensor is the matrix as it is and a 1-D one a row, whatever the
 * layout.  The writer of -o FILE.npy lays a matrix out the same way back. */
#ifndef ATTN_LAYOUT_H
#define ATTN_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

enum layout { LAYOUT_AUTO, LAYOUT_BSHD, LAYOUT_BHSD, LAYOUT_SHD, LAYOUT_HSD };
#define LAYOUT_WORDS "bshd|bhsd|shd|hsd"

/* A tensor's shape read in a layout: B elements of S rows, H heads of D
 * columns (1-D and 2-D: B 1, H 1, and HEADS false: the tensor says
 * nothing of heads). */
struct tn_shape {
	enum layout layout;	/* AUTO for 0-D to 2-D */
	int ndim;
	size_t b, s, h, d;
	bool heads;
};

/* What the command line says of tensors: --layout, and the batch
 * element a per-element run reads (ELEMENT SIZE_MAX: all of them). */
struct tensor_opts {
	enum layout layout;
	size_t element;
};
extern struct tensor_opts tensor_opts;

/* The layout named NAME ("bshd"), or AUTO when it is none. */
enum layout layout_named(const char *name);
const char *layout_name(enum layout l);
/* The shape of a tensor of NDIM dimensions DIM read in layout L (AUTO:
 * bshd for 4-D, shd for 3-D); false when it does not fit L (a 3-D tensor
 * in bshd, a 4-D one in shd). */
bool layout_shape(int ndim, const size_t *dim, enum layout l,
		  struct tn_shape *sh);
/* The strides, in elements, of b, s, h and d (ST[0] to ST[3]) in a
 * tensor of shape SH stored in C order, or in Fortran order. */
void layout_strides(const struct tn_shape *sh, bool fortran, size_t st[4]);
/* The dimensions of a tensor of shape SH in its layout's order, into DIM;
 * their number. */
int layout_dims(const struct tn_shape *sh, size_t dim[4]);
/* The index, as NumPy writes it ("[0, 12, 3, 5]"), of the matrix's cell
 * (ROW, COL) in a tensor of shape SH, into BUF. */
#define LAYOUT_INDEX_TEXT 96
const char *layout_index_text(const struct tn_shape *sh, size_t row,
			      size_t col, char *buf);

#endif
