/* heads.c - the block arithmetic of multi-head attention. */
#include "attn/heads.h"

#include <stdio.h>

#include "base/err.h"

size_t heads_kv(const struct heads *hd, size_t h)
{
	return h / (hd->h / hd->g);
}

const char *heads_of(size_t nh, size_t h, char *buf)
{
	if (nh <= 1)
		return "";
	snprintf(buf, HEADS_OF_SIZE, " of head %zu", h);
	return buf;
}

size_t heads_split(size_t width, size_t parts, const char *opt,
		   const char *where, long line, const char *what)
{
	if (width % parts)
		fail(where, line, "%s has %zu column%s, which %s %zu does not "
		     "divide", what, width, width == 1 ? "" : "s", opt, parts);
	return width / parts;
}

struct matrix heads_list(const char *operand, const char *opt, size_t nh)
{
	return heads_list_as(operand, opt, nh, 0);
}

struct matrix heads_list_as(const char *operand, const char *opt, size_t nh,
			    int allow)
{
	struct matrix m = mat_load(operand, opt, allow, false);
	size_t n = m.rows * m.cols;

	if (n != nh)
		fail(m.name, 0, "%s has %zu number%s, but there %s %zu head%s "
		     "(one number per head)", opt, n, n == 1 ? "" : "s",
		     nh == 1 ? "is" : "are", nh, nh == 1 ? "" : "s");
	if (m.rows != 1 && m.cols != 1)
		fail(m.name, 0, "%s is %zu x %zu; it must be one row or one "
		     "column (one number per head)", opt, m.rows, m.cols);
	return m;
}
