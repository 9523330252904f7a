/* alloc.c - allocation, with every size product checked. */
#define _DEFAULT_SOURCE		/* madvise's MADV_HUGEPAGE */
#include "base/alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "base/err.h"

size_t xmul(size_t a, size_t b)
{
	if (b && a > SIZE_MAX / b)
		fail(NULL, 0, "out of memory");
	return a * b;
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p;

	xmul(n, size);
	p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

void *xarray(size_t n, size_t size)
{
	return xmalloc(xmul(n, size));
}

void *xrearray(void *p, size_t n, size_t size)
{
	return xrealloc(p, xmul(n, size));
}

/* Huge pages: 2 MiB each on x86-64, where the kernel gives them on
 * request (madvise) */
#define HUGE_PAGE ((size_t)2 << 20)

void *xbig(size_t n, size_t size)
{
	size_t bytes = xmul(n ? n : 1, size);
	void *p;

	if (bytes < HUGE_PAGE)
		return xmalloc(bytes);
	bytes = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
	if (posix_memalign(&p, HUGE_PAGE, bytes) != 0)
		fail(NULL, 0, "out of memory");
#ifdef MADV_HUGEPAGE
	(void)madvise(p, bytes, MADV_HUGEPAGE);
#endif
	return p;
}
