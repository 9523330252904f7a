/* segments.c - the segments file of a packed batch. */
#include "attn/segments.h"

#include <math.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "base/err.h"
#include "io/matrix.h"
#include "io/number.h"

void seg_load(struct segments *s, const char *path)
{
	reader *r = rd_open(path, "segments", 0);
	const double *row;
	size_t n, cap = 0, i;
	char num[NUM_BUFSZ + 1];

	s->id = NULL;
	s->start = NULL;
	s->n = 0;
	s->name = rd_name(r);
	while (rd_row(r, &row, &n)) {
		if (n != 1)
			fail(rd_name(r), rd_line(r), "a segments file has one id a "
			     "row, not %zu fields", n);
		/* beyond 2^53, ids that differ may read as one double */
		if (row[0] != floor(row[0]) || fabs(row[0]) >= 0x1p53) {
			num[num_shortest(row[0], num)] = '\0';
			fail(rd_name(r), rd_line(r), row[0] != floor(row[0]) ?
			     "segment id %s is not a whole number" :
			     "segment id %s is out of range: an id must lie "
			     "within 2^53 of 0", num);
		}
		if (s->n == cap) {
			cap = cap ? 2 * cap : 64;
			s->id = xrearray(s->id, cap, sizeof *s->id);
		}
		s->id[s->n++] = (long)row[0];
	}
	if (s->n == 0)
		fail(rd_name(r), 0, "no data rows (the segments file needs one id "
		     "per key)");
	rd_close(r);
	s->start = xarray(s->n, sizeof *s->start);
	for (i = 0; i < s->n; i++)
		s->start[i] = i && s->id[i] == s->id[i - 1] ? s->start[i - 1] : i;
}

long seg_at(const struct segments *s, long long pos, const char *where,
	    long line)
{
	if (pos < 0 || (unsigned long long)pos >= s->n)
		fail(where, line, "the row sits at key position %lld, outside "
		     "%s's %zu positions (0 to %zu); see --offset", pos, s->name,
		     s->n, s->n - 1);
	return s->id[pos];
}

void seg_free(struct segments *s)
{
	free(s->id);
	free(s->start);
	*s = (struct segments){ .name = s->name };
}
