/* locate.h - where the cells of an answer beyond the bound lie, and what
 * they look like: the lines a failing check says before its mistakes,
 * and the place the mistake search then looks at.
 *
 * The lines, at most LOCATE_LINES, each said only where it holds:
 *   which heads differ and which are right ("heads 2, 5 differ; heads
 *   0-1, 3-4, 6-7 are right", or "every head differs");
 *   which rows ("rows 192-249 differ", "every row differs", or how many
 *   and from where to where when they are scattered);
 *   what the differing cells are: NaN ("every cell of row 12 is NaN"),
 *   infinite, or 0; another head's output ("columns of head 1 hold head
 *   2's output"); attention with one block of keys left out ("key block
 *   3 (keys 384-511) left out");
 *   and, when the search is held to a part, which ("the mistakes below
 *   were looked for in head 2, rows 0-63"). */
#ifndef ATTN_LOCATE_H
#define ATTN_LOCATE_H

#include <stdbool.h>
#include <stddef.h>

#include "explain/findings.h"
#include "explain/problem.h"
#include "io/matrix.h"

struct locate_in {
	const struct matrix *a, *e;	/* the answer, what it is held to */
	/* whether the answer's cell I reads as X by the rule in force */
	bool (*reads)(const void *ctx, size_t i, double x);
	const void *ctx;
	size_t h;			/* heads side by side in the columns */
	size_t base;			/* rows counted from it */
	/* attention's problem, for the key blocks (NULL: none tried), and
	 * the block's size */
	const struct problem *p;
	size_t block;
};

/* The part the search is to look at: head HEAD's columns of rows R0 to
 * R1 - 1 (ALL: the whole answer). */
struct locate_part {
	bool all;
	size_t head, r0, r1;
};

/* The lines of IN's answer into F (F->where), and the part of at most
 * MAX_ROWS rows of one head where the search should look when the
 * answer has more than MAX_CELLS cells (else the whole). */
void locate(const struct locate_in *in, size_t max_cells, size_t max_rows,
	    struct findings *f, struct locate_part *part);
/* The line that says where the search looked, after locate's. */
void locate_searched(const struct locate_part *part, size_t base,
		     struct findings *f);

#endif
