/* alloc.c - allocation, with every size product checked. */
#include "base/alloc.h"

#include <stdint.h>
#include <stdlib.h>

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
