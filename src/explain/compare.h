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

/* How the report is written, and the rule a cell is judged by. */
#define CHECK_CELLS 20		/* cells listed without --all */
struct style {
	double atol, rtol;
	size_t base;		/* rows and columns counted from it */
	bool brief;		/* the summary and the mistakes alone */
	bool all;		/* every differing cell, not CHECK_CELLS */
	bool json;		/* nothing as text: report_json writes it */
	/* the rule instead of the tolerance (check --of: the digits
	 * written): whether the expected X is right for cell I of the
	 * answer, with RIGHT_CTX (explain/digits.h, cell_right); NULL: the
	 * tolerance */
	bool (*right)(const void *ctx, size_t i, double x);
	const void *right_ctx;
};

/* How many cells of A differ from E's, as compare counts them by ST's
 * rule, without a word: SIZE_MAX when the shapes do (check -s). */
size_t differing(const struct matrix *E, const struct matrix *A,
		 const struct style *st);

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
 * ST says all; none when brief) and the summary, or the shapes.  A cell
 * differs by ST's rule: outside the tolerance, or (the digits written)
 * not right; where none does, the summary is "all N cells close", or "right
 * to the digits written (N cells)".  Returns how many cells differ, or
 * SIZE_MAX when the shapes do. */
size_t compare(const struct matrix *E, const struct matrix *A,
	       const struct style *st, struct report *rep);

/* What the JSON report says beyond the comparison: check fills it (a
 * kernel's verdict its part, verdict_json_head), json_head_init first. */
struct json_head {
	int status;
	const char *verdict;	/* close, differ, right, wrong, rounding,
				   shapes, error */
	const char *rule;	/* tolerance, digits, factor, ulps, torch */
	const char *of;		/* --of's stage, or NULL */
	double atol, rtol;	/* the rule's tolerance, nan where none */
	int decimals;		/* --decimals N, or -1 */
	const char *error;	/* the one line of trouble (status 2) */
	/* a kernel's answer (--dtype): NULL and nan where none */
	const char *dtype, *accumulate, *recipe;
	double block, factor, ulps;
	bool kernel;		/* the reference, bound and ratio below */
	double largest_ulps, ref_diff, ref_ulps, bound, ratio;
	size_t ref_i;
	bool torch;		/* --profile torch's: mismatched, greatest */
	size_t mismatched, abs_i, rel_i;
	double abs, rel;
	double (*cell_ulps)(const void *ctx, double got, double expected);
	const void *cell_ctx;
};

/* H for STATUS, every other key none. */
void json_head_init(struct json_head *h, int status);

/* The report as one JSON object on a line, to the output: every key of
 * attn-check(1)'s list, in its order, whatever the verdict, null where it
 * has no value: H's, then REP's cells (REP NULL at status 2), the largest
 * difference and where, the first CHECK_CELLS differing cells, the
 * summary, and F's mistakes (F NULL without --of: null), rounding aside,
 * which is a verdict.  Numbers are written in full, inf and nan as the
 * strings "inf", "-inf" and "nan". */
void report_json(const struct json_head *h, const struct report *rep,
		 const struct style *st, const struct findings *f);

/* Its pieces: a number in full (inf, -inf and nan as strings), a string,
 * ',"KEY":N', a cell's row and column, and ',"mistakes":[...]' of F. */
void json_num(double x);
void json_str(const char *s);
void json_size(const char *key, size_t n);
void json_where(size_t i, size_t cols, size_t base);
void json_mistakes(const struct findings *f);

#endif
