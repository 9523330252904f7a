/* check.h - what attn check's options say, for its two jobs: the
 * comparison of two matrices (check.c) and check --of STAGE, an answer
 * to a stage judged and its mistakes named (check_of.c). */
#ifndef ATTN_CHECK_H
#define ATTN_CHECK_H

#include <stdbool.h>

#include "cmd/groups.h"
#include "cmd/options.h"
#include "explain/compare.h"
#include "explain/verdict.h"

enum { OPT_ATOL = OPT_OWN, OPT_RTOL, OPT_ONE_BASED, OPT_OF,
       OPT_LIST_MISTAKES, OPT_TRANSPOSED, OPT_TERSE, OPT_ALL, OPT_JSON,
       OPT_ULPS, OPT_PROFILE, OPT_STRICT, OPT_DECIMALS, OPT_STATS };

/* --dtype's verdict: its rule, as the option that chose it (the
 * first of --factor, --ulps and --profile) says, with --factor's F as
 * given and --ulps's N */
struct rule {
	const struct opt *by;
	enum verdict_rule rule;
	const char *factor_arg;
	double ulps;
};

struct check_opts {
	struct style st;	/* --atol, --rtol, --one-based, --brief, --all,
				   --json */
	int of;			/* --of: 1 + the stage's place in OF_WORDS */
	bool list, quiet, stats;
	const char *apath;	/* --of apply's -a */
	/* --of project's, and -b: the bias of either */
	const char *wpath, *bpath, *xpath;
	bool transposed;
	const char *wrt;	/* --wrt, grad's, project's or norm's */
	struct rule rule;
	/* --of's rule: the tolerance (--strict, or --atol, --rtol given) or
	 * the digits written; the decimals a cell needs, -1 none */
	bool strict;
	int decimals;
};

/* An answer A read in the style ST. */
struct reading {
	const struct matrix *a;
	const struct style *st;
};
/* Whether cell I of an answer is right for the expected X, as CTX (a
 * struct reading) reads it: by ST's rule for a cell (the digits written),
 * else within its tolerances.  For the places that differ. */
bool close_cell(const void *ctx, size_t i, double x);

/* check --of: the expected matrix, by the stage's own setup and row loop
 * from A's options and O's; the report of ANSWER (A's operand) against
 * it, into REP, and the mistakes that reproduce a wrong one.  SPEC,
 * check's table, says which options the stage takes.  Returns how many
 * cells differ (SIZE_MAX: the shapes). */
size_t check_of(struct args *a, const struct check_opts *o,
		const struct cmd_spec *spec, struct report *rep);

#endif
