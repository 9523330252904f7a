/* heads.c - the block arithmetic of multi-head attention. */
#include "attn/heads.h"

#include <stdio.h>

#include "base/err.h"

bool heads_option(struct heads *hd, int c, const char *arg)
{
	switch (c) {
	case OPT_HEADS:
		hd->h = (size_t)int_option("--heads", arg, 1, 1L << 20);
		break;
	case OPT_KV_HEADS:
		hd->g = (size_t)int_option("--kv-heads", arg, 1, 1L << 20);
		break;
	default:
		return false;
	}
	return true;
}

void heads_done(struct heads *hd)
{
	if (!hd->g)
		hd->g = hd->h;
	if (hd->h % hd->g)
		usage_fail("--kv-heads %zu does not divide --heads %zu", hd->g,
			   hd->h);
}

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
