/* digits.h - how check --of reads a hand-written answer: the rules of the
 * digits written, in one place, which every diagnosis calls.
 *
 * A cell written with its last digit at 10^e ("0.5": e = -1, "0.804": -3,
 * "80.44": -2, "1.5e-3": -4) reads as a value x when |x - cell| <=
 * 10^e / 2, that is when x rounded to that digit is the cell.  A cell
 * written without a point or an exponent ("1", "0", "50") is read at the
 * finest digit the answer uses elsewhere, at its units where no cell has a
 * point; but an answer whose numbers are bare 0s and 1s alone is read
 * exactly (a one-hot 1,0,0 means just that).  inf and nan read as
 * themselves, and a value within the tolerance of a cell reads as it
 * too. */
#ifndef ATTN_DIGITS_H
#define ATTN_DIGITS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/matrix.h"

/* An answer, and how far from each of its cells a value may be and still
 * read as it. */
struct judge {
	const struct matrix *a;
	double *half;		/* per cell: half a unit of its digit, or 0 */
	double atol, rtol;
	int decimals;		/* the most decimals a cell is written with
				   (0 when no digit is below the units) */
	bool exact;		/* bare 0s and 1s alone, read exactly */
	/* whether a cell is right (cell_right) by the digits written, or by
	 * the tolerance alone; a teacher's rule (--decimals): the fewest
	 * decimals a finite cell must be written with, -1 none; each cell's
	 * own unit (judge_init's UNIT) */
	bool digits;
	int need;
	const double *unit;
	/* a kernel's answer, its digits no guide: whether X reads as the
	 * cell GOT is CELL's to say (explain/verdict.h), with CTX; NULL: the
	 * digits say */
	bool (*cell)(const void *ctx, double got, double x);
	const void *ctx;
};

/* The judge of answer A, whose cells are written with their last digit at
 * UNIT (io/matrix.h, mat_load_units: 0 for a bare whole number, inf and
 * nan), and with an exponent somewhere when EXPONENT (then in significant
 * digits); judge_free lets go. */
void judge_init(struct judge *j, const struct matrix *a, const double *unit,
		bool exponent, double atol, double rtol);
/* The judge of a kernel's answer A, whose digits are no guide: no units
 * (UNIT NULL: --decimals asks nothing of it), no decimals, until
 * verdict_judge gives it the verdict's rule. */
void judge_init_ruled(struct judge *j, const struct matrix *a);
void judge_free(struct judge *j);
/* Whether X reads as cell I of the answer. */
bool reads_as(const struct judge *j, size_t i, double x);
/* Whether the right value X makes cell I of the answer right: it reads as
 * the cell (by the digits written, or the tolerance alone), and the cell
 * has the decimals the judge needs.  J is a judge (the style's right,
 * compare.h). */
bool cell_right(const void *j, size_t i, double x);
/* Whether every cell of C reads as the answer's: the same shape, and each
 * cell; row I of C (N cells) alone. */
bool reads_all(const struct judge *j, const struct matrix *c);
bool reads_row(const struct judge *j, const double *row, size_t i, size_t n);

#endif
