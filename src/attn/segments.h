/* segments.h - a packed batch: the segment (document) of each key
 * position, from a file of one column of whole numbers (--segments).
 * Attention keeps to a row's own segment; rope restarts its positions
 * where a segment starts.  A negative id is padding. */
#ifndef ATTN_SEGMENTS_H
#define ATTN_SEGMENTS_H

#include <stddef.h>

struct segments {
	long *id;		/* per key position */
	size_t *start;		/* per position, where its run of equal ids
				   starts */
	size_t n;
	const char *name;	/* the file, for messages */
};

/* Load PATH: one whole number a row, |id| < 2^53; an empty file, a row of
 * more than one field or a number that is not whole is a data error
 * naming its line. */
void seg_load(struct segments *s, const char *path);
/* The id at key position POS, which must be one (0 .. n-1): else a data
 * error at WHERE:LINE naming the row's position. */
long seg_at(const struct segments *s, long long pos, const char *where,
	    long line);
void seg_free(struct segments *s);

#endif
