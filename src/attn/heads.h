/* heads.h - --heads H and --kv-heads G: which columns of a row belong to
 * which head.  Head h owns the h-th of H equal blocks of columns, as
 * PyTorch's view(n, H, d) lays them out; query head h reads key/value head
 * h / (H / G), as repeat_interleave does.  Every stage asks here, so the
 * block arithmetic is written once. */
#ifndef ATTN_HEADS_H
#define ATTN_HEADS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/matrix.h"

struct heads {
	size_t h;		/* --heads; 1 by default */
	size_t g;		/* --kv-heads; 0 until the command line is
				   done, then h unless given */
	bool g_given;		/* --kv-heads was given: messages name it */
};
#define HEADS_INIT { 1, 0, false }
/* The most heads (or key/value heads) a row is split into. */
#define HEADS_MAX (1L << 20)

/* The key/value head that query head H reads. */
size_t heads_kv(const struct heads *hd, size_t h);
/* " of head H" for a message about a key or a row, when there are NH > 1
 * heads; "" when there is one.  BUF holds HEADS_OF_SIZE bytes. */
#define HEADS_OF_SIZE 40
const char *heads_of(size_t nh, size_t h, char *buf);
/* WIDTH split into PARTS blocks (H or G): the width of one, or a data
 * error at WHERE:LINE naming WHAT ("Q", "K", "scores") and both numbers. */
size_t heads_split(size_t width, size_t parts, const char *opt,
		   const char *where, long line, const char *what);

/* A list of one number per head (--sinks LIST), loaded whole from
 * OPERAND (a file, -, or a literal '[0.5,-1]'): one row or one column of
 * NH finite numbers, or a data error naming OPT.  Free it with mat_free. */
struct matrix heads_list(const char *operand, const char *opt, size_t nh);
/* The same, read with ALLOW (ROUND_AS_READ: rounded to --dtype's). */
struct matrix heads_list_as(const char *operand, const char *opt, size_t nh,
			    int allow);

#endif
