/* compare.h - two matrices cell by cell, numpy.isclose style, and the
 * report check writes: a line per differing cell (the first 20 unless
 * all are asked for), then a summary; or the same as one JSON object. */
#ifndef ATTN_COMPARE_H
#define ATTN_COMPARE_H

#include <stdbool.h>
#include <stddef.h>

#include "explain/findings.h"
#include "io/matrix.h"
#include "io/number.h"

/* The same shape: as many rows, and as many columns unless empty. */
bool same_shape(const struct matrix *a, const struct matrix *b);
/* Got A against expected B: |a - b| <= atol + rtol * |b|, nan equal to
 * nan, infinities equal when of the same sign; *DIFF is |a - b| (nan
 * against a number: nan). */
bool close_to(double a, double b, double atol, double rtol, double *diff);

/* Whether the difference D is larger than THAN: nan is the largest of
 * all. */
bool diff_bigger(double d, double than);
/* S, then X as the report writes numbers (-p, --fixed), to the output. */
void say_num(const char *s, double x);

/* How many cells of A differ from E's, as compare counts them, without a
 * word: SIZE_MAX when the shapes do (check -s). */
size_t differing(const struct matrix *E, const struct matrix *A,
		 double atol, double rtol);

/* How the report is written. */
#define CHECK_CELLS 20		/* cells listed without --all */
struct style {
	double atol, rtol;
	size_t base;		/* rows and columns counted from it */
	bool brief;		/* the summary and the mistakes alone */
	bool all;		/* every differing cell, not CHECK_CELLS */
	bool json;		/* nothing as text: report_json writes it */
};

/* What compare found. */
#define CHECK_SUMSZ (2 * NUM_BUFSZ + 128)
struct cell {
	size_t i;		/* row * cols + column */
	double expected, got, diff;
};
struct report {
	size_t erows, ecols, arows, acols;
	bool shapes;		/* the shapes differ */
	size_t cells, differ;
	double worst, nearest;	/* the largest difference, where WI */
	size_t wi;
	struct cell first[CHECK_CELLS];
	size_t nfirst;
	char sum[CHECK_SUMSZ];	/* the summary line */
};

/* REP begun for A against E, the shapes and the cells; when the shapes
 * differ, its one line said (but with --json) and false. */
bool report_begin(struct report *rep, const struct matrix *E,
		  const struct matrix *A, const struct style *st);
/* Cell C of a report with COLS columns, "row R, column C: expected E,
 * got G, difference D", to the output, its line left open; after the
 * first CAP of REP's differing cells, "... and N more" (not with --brief
 * or --json). */
void cell_say(const struct cell *c, size_t cols, size_t base);
void more_say(const struct report *rep, const struct style *st, size_t cap);

/* A (got) against E (expected), into REP, and as text to the output
 * unless ST says JSON: a line per differing cell (rows and columns counted
 * from ST's base; at most CHECK_CELLS of them and "... and N more" unless
 * ST says all; none when brief) and the summary, or the shapes.  Returns
 * how many cells differ, or SIZE_MAX when the shapes do. */
size_t compare(const struct matrix *E, const struct matrix *A,
	       const struct style *st, struct report *rep);

/* The report as one JSON object on a line, to the output: STATUS, the
 * tolerance, the cells compared and differing, the largest difference and
 * where, the first CHECK_CELLS differing cells, and, when F is not NULL
 * (check --of), the mistakes found with their IDs and words.  Numbers are
 * written in full, inf and nan as the strings "inf", "-inf" and "nan". */
void report_json(const struct report *rep, const struct style *st,
		 int status, const struct findings *f);

/* Its pieces, for a report of the same kind (explain/verdict.c): a
 * number in full (inf, -inf and nan as strings), a string, ',"KEY":N',
 * a cell's row and column, and ',"mistakes":[...]' of F. */
void json_num(double x);
void json_str(const char *s);
void json_size(const char *key, size_t n);
void json_where(size_t i, size_t cols, size_t base);
void json_mistakes(const struct findings *f);

#endif
