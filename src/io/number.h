/* number.h - reading and writing one number, always in the C locale. */
#ifndef ATTN_NUMBER_H
#define ATTN_NUMBER_H

#include <stddef.h>

enum num_status { NUM_OK, NUM_EMPTY, NUM_BAD, NUM_OVERFLOW };

/* Parse a whole field: spaces and tabs around it are ignored, the rest must
 * be [+-]?(D+[.D*]|.D+)([eE][+-]?D+)? or [+-]?(inf|infinity|nan). */
enum num_status num_parse(const char *s, size_t len, double *out);

/* Longest text num_write can produce, NUL included ("%.17f" of 1e308). */
#define NUM_BUFSZ 340

enum num_mode { FMT_SHORTEST, FMT_PREC, FMT_FIXED };
struct num_format {
	enum num_mode mode;
	int digits;		/* -p N or --fixed N */
	/* --dtype: the shortest digits are a narrower format's, PREC bits
	 * whose least subnormal is 2^QMIN and whose largest value is MAX
	 * (num_shortest_in); 0: a double's */
	int prec, qmin;
	double max;
};
extern struct num_format num_fmt;
/* A row's columns from NUM_TAIL_FROM on (0 first; SIZE_MAX: none) are in
 * NUM_TAIL: with --dtype and --lse, the log-sum-exps are the
 * accumulators' values, not the output's. */
extern struct num_format num_tail;
extern size_t num_tail_from;

/* Write x as the current format says; returns the length, no NUL. */
size_t num_write(double x, char *buf);
/* The same in column J of a row (num_tail from num_tail_from on). */
size_t num_write_col(double x, size_t j, char *buf);
/* Shortest digits that read back as x (the nearest such when several),
 * laid out as Python's repr less a trailing ".0". */
size_t num_shortest(double x, char *buf);
/* The same for x a value of a narrower format, of PREC significant bits
 * whose least subnormal is 2^QMIN and largest value MAX: the shortest
 * digits that read back (as a double, then rounded to nearest, ties to
 * even, in the format) as x, and that are no number past MAX (e5m2's
 * 57344 is 57000, not 60000, which a reader holding a number to the
 * format's range would refuse). */
size_t num_shortest_in(double x, int prec, int qmin, double max, char *buf);

#endif
