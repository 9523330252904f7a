/* matrix.h - operands: open one, stream its rows, or load it whole.
 *
 * An operand is a path, "-" for stdin, or an inline literal "[1,0;0,1]".
 * Every row knows the physical line it started on, so every error can say
 * FILE:LINE.  Errors in the data end the program through fail().
 */
#ifndef ATTN_MATRIX_H
#define ATTN_MATRIX_H

#include <stdbool.h>
#include <stddef.h>

struct csv_opts {
	unsigned char delim;	/* -d; ',' by default */
	bool header;		/* -H: skip the first row of each CSV input */
	int jobs;		/* -j: the threads a regular file loaded whole
				   is read on (1 by default) */
};
extern struct csv_opts csv_opts;

/* What a command accepts beyond finite numbers. */
enum { ALLOW_NEG_INF = 1, ALLOW_POS_INF = 2, ALLOW_NAN = 4,
       ALLOW_ALL = 7, ALLOW_MASK = 8 /* only 0 or 1 */,
       /* not a value: messages about the data start with its ROLE, for a
        * command with two operands of one kind (check) */
       SAY_ROLE = 16,
       /* not a value: each finite value goes through rd_rounding */
       ROUND_AS_READ = 32 };

/* --dtype: a reader opened with ROUND_AS_READ passes each finite value
 * through FN(value, CTX) as it reads it; a value FN takes past the
 * format's range (to infinity or NaN) is an error naming the cell, the
 * format's NAME and its largest value MAX. */
/* What a number past the format's range becomes: a data error naming
 * its cell; the format's own rounding, as PyTorch's cast has it (inf, or
 * NaN where the format has no infinity, an inf read included); or the
 * largest value of its sign (an inf read included). */
enum rd_overflow { RD_REFUSE, RD_TO_INF, RD_SATURATE };
struct rd_rounding {
	double (*fn)(double x, const void *ctx);
	const void *ctx;
	const char *name;
	double max;
	bool no_inf;		/* the format has no infinity (e4m3) */
	enum rd_overflow overflow;
	/* columns TAIL_FROM on (0 first) rounded as *TAIL says, where TAIL
	 * is not NULL: apply --dtype T --lse reads the weights in T and the
	 * log-sum-exps after them in the accumulators' format */
	const struct rd_rounding *tail;
	size_t tail_from;
};
extern struct rd_rounding rd_rounding;

typedef struct reader reader;

/* Open OPERAND (never NULL; "-" is stdin).  ROLE names it in messages about
 * values it cannot take ("Q", "scores", "mask"). */
reader *rd_open(const char *operand, const char *role, int allow);
/* Next row: its values and width; false at the end.  The row lives until
 * the next call. */
bool rd_row(reader *r, const double **row, size_t *n);
/* Reading and parsing apart, for parsing on other threads: after the
 * first row (rd_row), the next row's bytes whole (valid until the next
 * call; rd_line is the line it starts on), and parsers of R's rows (R's
 * options and its first row's width), each for one thread, closed with
 * rd_close.  rd_parse makes of TEXT (a row of R from LINE, the row
 * numbered INDEX from 0) the row rd_row would have, with its errors. */
bool rd_can_split(const reader *r);
bool rd_record(reader *r, const char **text, size_t *len);
reader *rd_parser(const reader *r);
void rd_parse(reader *p, const char *text, size_t len, long line, long index,
	      const double **row, size_t *n);
/* The name used in messages, and the line the last row started on. */
const char *rd_name(const reader *r);
long rd_line(const reader *r);
/* The first comment line before the first row, from its '#' to its end,
 * or NULL (a literal has none): what wrote a file may describe it there
 * (attend --lse, merge). */
const char *rd_note(const reader *r);
/* The role given to rd_open ("Q", "scores"). */
const char *rd_role(const reader *r);
/* Line just past the end, for "ended after N rows" messages. */
long rd_lastline(const reader *r);
/* Whether a read of any open reader may wait for ever: one reads a pipe,
 * a terminal or a socket, not a regular file or a literal. */
bool rd_may_wait(void);
void rd_close(reader *r);
/* Whether R's rows can be read again from the start (a literal, a regular
 * file or stdin redirected from one), and a new reader that does, named
 * as R (NULL where it cannot): for a sum whose rare undecided cells are
 * summed again exactly.  R must stay open while the new one reads. */
bool rd_can_again(const reader *r);
/* Whether OPERAND, opened again by rd_open, reads the same rows: a
 * literal or a regular file, not stdin. */
bool rd_path_again(const char *operand);
/* How far reading R has come: the bytes read so far, and R's size in
 * bytes where it is a regular file (-1 for a pipe or a literal). */
void rd_progress(const reader *r, long long *done, long long *total);
reader *rd_again(const reader *r);
/* The data rows of OPERAND (read as ROLE), counted without reading their
 * numbers: the framing's errors are its, the numbers' are left to the
 * read that follows.  OPERAND is read to its end: a file or a literal. */
size_t rd_count(const char *operand, const char *role);

/* A matrix held whole (K, V). */
struct matrix {
	double *v;		/* rows * cols, row-major */
	size_t rows, cols;
	const char *name;
};

/* Whether R holds its rows whole (a tensor's); with TAKE, once they are
 * all read, its matrix into *M, the caller's to free (false: R reads row
 * by row, and M is left). */
bool rd_take_whole(reader *r, struct matrix *m, bool take);
/* A reader of M's rows, which a reader of the operand NAME read whole
 * (rd_take_whole) under the same ROLE and ALLOW: M stays the caller's. */
reader *rd_open_whole(const struct matrix *m, const char *name,
		      const char *role, int allow);
/* Load OPERAND whole; an empty one is an error unless EMPTY_OK. */
struct matrix mat_load(const char *operand, const char *role, int allow,
		       bool empty_ok);
/* The same, empty allowed, and in *UNITS (rows * cols, to be freed) one
 * unit of the last digit written in each cell: 0.001 for "0.804", 1e-4 for
 * "1.5e-3"; 0 for a whole number ("0", "12"), inf and nan, which are taken
 * as exact; *EXPONENT, whether any cell was written with an exponent
 * ("1.5e-3"), as numbers written to N significant digits are; a
 * tensor's values, exact in their format, one unit in its last place.
 * For check --of. */
struct matrix mat_load_units(const char *op, const char *role, int allow,
			     double **units, bool *exponent);
void mat_free(struct matrix *m);
/* M as an inline literal "[1,0;0,1]" (to be freed), every number in full:
 * an operand read from stdin already, to be read again row by row. */
char *mat_literal(const struct matrix *m);

/* True when OPERAND is read from stdin. */
bool is_stdin(const char *operand);
/* True when OPERAND is an inline literal. */
bool is_literal(const char *operand);
/* Refuse two operands on stdin (a usage error): "-", or a path to the
 * file standard input is, such as /dev/stdin. */
void one_stdin(const char *const *operands, size_t n);

#endif
