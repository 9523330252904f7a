/* alloc.h - allocation that cannot fail quietly: out of memory, or a size
 * that does not fit in a size_t, ends attn with one line. */
#ifndef ATTN_ALLOC_H
#define ATTN_ALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
void *xcalloc(size_t n, size_t size);
/* Room for N things of SIZE bytes (N * SIZE checked for overflow), and
 * its resizing; xcalloc checks its product too. */
void *xarray(size_t n, size_t size);
void *xrearray(void *p, size_t n, size_t size);
/* A * B, or an error ("out of memory") when it does not fit a size_t:
 * for the products of shapes (rows * heads * keys) before they are
 * multiplied by a size. */
size_t xmul(size_t a, size_t b);
/* xarray for a large array written whole before it is read (a sum per
 * cell of a big matrix): in huge pages where the system has them, so that
 * its first touch takes a fault per 2 MiB, not per 4 KiB.  Freed by
 * free. */
void *xbig(size_t n, size_t size);
/* Free the block P points at, and forget it (P NULL): for what a later
 * run sees again. */
#define XFREE(p) (free(p), (p) = NULL)

#endif
