/* check.c - attn check: compare two matrices within a tolerance,
 * numpy.isclose style, and say where they differ.  Exit status as diff(1)
 * has it.
 *
 * check --of STAGE computes the expected matrix itself, with the stages'
 * own setup, row loop and steps, and when the answer is wrong tries the
 * common mistakes on it: check_of.c.  This file holds the options of
 * both and the plain comparison. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "base/err.h"
#include "cmd/check.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "explain/compare.h"
#include "explain/locate.h"
#include "explain/mistakes.h"
#include "num/stats.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

static const char intro[] =
"usage: attn check [options] EXPECTED [ACTUAL]\n"
"       attn check --of STAGE -q Q -k K [-v V] [options] [ANSWER]\n"
"       attn check --of grad --wrt X -q Q -k K -v V --dout dO [options]\n"
"                  [ANSWER]\n"
"       attn check --of apply -a A -v V [options] [ANSWER]\n"
"       attn check --of project -w W [-b B] -x X [--dout dY [--wrt x|w|b]]\n"
"                  [options] [ANSWER]\n"
"       attn check --of rope -x X [options] [ANSWER]\n"
"       attn check --of merge [options] PART PART... ANSWER\n"
"       attn check --of norm -x X [-w W] [--dout dY [--wrt x|w]] [options]\n"
"                  [ANSWER]\n"
"       attn check --of STAGE --dtype T [--factor F | --ulps N |\n"
"                  --profile torch] -q Q -k K [-v V] [options] [ANSWER]\n"
"\n"
"Compare ACTUAL (default stdin) with EXPECTED cell by cell: a cell is\n"
"close when |got - expected| <= atol + rtol * |expected|.  nan equals nan;\n"
"infinities equal when of the same sign.  One line per differing cell,\n"
"then a summary (at most 20 cells listed, and numbers to 6 digits, unless\n"
"--all, -p or --fixed say more).  Exit 0: all close; 1: cells or shapes\n"
"differ; 2: trouble.  -o FILE is written at 0 and 1.\n"
"\n"
"With --of, EXPECTED is what attn STAGE computes from Q, K (and V) with\n"
"the options given, and when ANSWER (default stdin) is wrong, the common\n"
"mistakes that reproduce it are named: likely mistake (ID): ...\n"
"With --dtype, ANSWER is a kernel's output: rounding when its largest\n"
"difference from the exact output is at most F times the recipe's own,\n"
"plus half an ulp of T (or as --ulps or --profile say); else a bug.\n"
"\n";

/* --factor, --ulps or --profile, each a rule: one only.  F waits for
 * the stage, rope's scaling having a --factor too (kernel_format). */
static void set_rule(const struct opt *o, const char *arg, void *to)
{
	struct rule *r = to;
	char b[64], b2[64];

	if (r->by && r->by->key != o->key)
		usage_fail("%s and %s are two rules: give one",
			   opt_said(r->by, b), opt_said(o, b2));
	r->by = o;
	r->rule = o->key == OPT_FACTOR ? VR_FACTOR : o->key == OPT_ULPS ?
		  VR_ULPS : VR_TORCH;
	if (o->key == OPT_FACTOR)
		r->factor_arg = arg;
	if (o->key == OPT_ULPS && (r->ulps = num_option("--ulps", arg)) < 0)
		usage_fail("--ulps must be >= 0, not '%s'", arg);
	if (o->key == OPT_PROFILE)
		opt_word(o, arg);
}

static void set_tolerance(const struct opt *o, const char *arg, void *to)
{
	char b[64];
	double v = num_option(opt_said(o, b), arg);

	if (v < 0)
		usage_fail("%s must be >= 0, not '%s'", opt_said(o, b), arg);
	*(double *)to = v;
}

/* --wrt as given, its words: the stage reads it */
static void set_wrt(const struct opt *o, const char *arg, void *to)
{
	char w[8];

	wrt_list(o, arg, w, sizeof w);
	*(const char **)to = arg;
}

/* --wrt, as grad's (--of grad), project's (--of project) or norm's (--of
 * norm) */
static const struct opt of_grad[] = {
	{ "wrt", OPT_WRT, "X", "q, k, v, scores or weights; x, w or b", NULL,
	  OPT_WORD, GRAD_WRT "|" PROJECT_WRT, OWN(struct check_opts, wrt),
	  .set = set_wrt, .of = OF_GRAD | OF_PROJECT | OF_NORM },
	OPT_GROUP(opt_grad),
	OPT_END
};

/* --factor, the scaling's (--of rope) or the factor rule's (--dtype) */
static const struct opt of_scaling[] = {
	OPT_GROUP(opt_scaling_type),
	{ "factor", OPT_FACTOR, "F", "the scaling's factor, or the factor "
	  "rule's", NULL, OPT_NUM, OWN(struct check_opts, rule), .set = set_rule,
	  .of = OF_ROPE | OF_KERNEL },
	OPT_GROUP(opt_rope_scaling),
	OPT_END
};

static const struct opt opts[] = {
	{ "atol", OPT_ATOL, "A", "absolute tolerance (default 1e-8)", NULL,
	  OPT_NUM, OWN(struct check_opts, st.atol), .set = set_tolerance },
	{ "rtol", OPT_RTOL, "R", "relative tolerance (default 1e-5)", NULL,
	  OPT_NUM, OWN(struct check_opts, st.rtol), .set = set_tolerance },
	{ "one-based", OPT_ONE_BASED, NULL, "rows and columns counted from 1",
	  OWN(struct check_opts, st.base) },
	{ "quiet", 's', NULL, "no output: the exit status alone, as cmp -s",
	  OWN(struct check_opts, quiet) },
	{ "silent", 's', NULL, NULL, NULL },
	{ "brief", OPT_TERSE, NULL, "the summary and the mistakes alone, no "
	  "cells", OWN(struct check_opts, st.brief) },
	{ "all", OPT_ALL, NULL, "list every differing cell, not the first 20",
	  OWN(struct check_opts, st.all) },
	{ "json", OPT_JSON, NULL, "the report as one JSON object",
	  OWN(struct check_opts, st.json) },
	{ "strict", OPT_STRICT, NULL, "--of: the tolerance decides each cell, "
	  "not the digits\nwritten", OWN(struct check_opts, strict),
	  .of = OF_ALL },
	{ "decimals", OPT_DECIMALS, "N", "--of: a cell written with fewer than "
	  "N decimals is\nwrong (0 to 17)", NULL, OPT_INT, .lo = 0, .hi = 17,
	  OWN(struct check_opts, decimals), .of = OF_ALL },
	{ "of", OPT_OF, "STAGE", "%w: check an answer to it", NULL, OPT_WORD,
	  OF_WORDS, .lo = 1, OWN(struct check_opts, of) },
	OPT_GROUP(opt_query),
	OPT_SAYS("query", "the queries (--of)"),
	OPT_SAYS("keys", "the keys (--of)"),
	OPT_GROUP(opt_values),
	OPT_SAYS("values", "the values (--of attend, apply, grad)"),
	{ "weights", 'a', "A", "the weights (--of apply)", NULL, OPT_IN,
	  OWN(struct check_opts, apath), .of = OF_APPLY },
	OPT_BRIEF(of_grad, "as grad has them (--of grad); --of project and "
		  "norm: their backward pass, --wrt x, w or b (project's)"),
	{ "weight", 'w', "W", "the projection (--of project), the weights "
	  "(--of norm)", NULL, OPT_IN, OWN(struct check_opts, wpath),
	  .of = OF_PROJECT | OF_NORM },
	{ "bias", 'b', "B", "--of project: the bias row; the others: as "
	  "scores\nhas it", NULL, OPT_IN, OWN(struct check_opts, bpath),
	  .of = OF_SCORING | OF_PROJECT },
	{ "transposed", OPT_TRANSPOSED, NULL, "W is d_out x d_in (--of project)",
	  OWN(struct check_opts, transposed), .of = OF_PROJECT },
	{ "input", 'x', "X", "the rows to project, turn or normalise (--of "
	  "project,\nrope, norm)", NULL, OPT_IN, OWN(struct check_opts, xpath),
	  .of = OF_PROJECT | OF_ROPE | OF_NORM },
	OPT_BRIEF(opt_scale, "as scores has them"),
	OPT_BRIEF(opt_mask, "as scores has them"),
	OPT_BRIEF(opt_heads, "as scores has them"),
	OPT_BRIEF(opt_transform, "as weights has them"),
	OPT_BRIEF(opt_sinks, "as weights (and merge) has them"),
	OPT_BRIEF(opt_rope, "as rope has them (--of rope)"),
	OPT_BRIEF(opt_rope_heads, "as rope has them (--of rope)"),
	OPT_BRIEF(of_scaling, "as rope has them (--of rope); with "
		  "--dtype, --factor F is the factor rule's, F > 0 (default "
		  "2)"),
	OPT_BRIEF(opt_norm, "as norm has them (--of norm; --head-dim "
		  "too)"),
	OPT_BRIEF(opt_dtype, "a kernel's answer in T (--of scores, weights, "
		  "attend, apply, grad), by the recipe"),
	OPT_BRIEF(opt_block, "as attend and grad have it"),
	OPT_BRIEF(opt_sums, "as attend has them (not --of grad)"),
	OPT_BRIEF(opt_fp8, "as attend has them"),
	{ "ulps", OPT_ULPS, "N", "--dtype: rounding when every cell is within "
	  "N ulps of T", NULL, OPT_NUM, OWN(struct check_opts, rule), .set = set_rule,
	  .of = OF_KERNEL },
	{ "profile", OPT_PROFILE, "torch", "--dtype: rounding when "
	  "torch.testing.assert_close says", NULL, OPT_WORD, "torch",
	  OWN(struct check_opts, rule), .set = set_rule, .of = OF_KERNEL },
	{ "stats", OPT_STATS, NULL, "measure, not judge: the RMSE, the largest "
	  "and the mean\nabsolute difference of ACTUAL from EXPECTED",
	  OWN(struct check_opts, stats) },
	{ "list-mistakes", OPT_LIST_MISTAKES, NULL, "the IDs of the mistakes --of "
	  "knows, one a line", OWN(struct check_opts, list) },
	OPT_SAYS("precision", "N significant digits in the report (default "
		 "6)"),
	OPT_SAYS("output", "write the report to FILE atomically (status 0 and "
		 "1)"),
	OPT_SAYS("unbuffered", "flush every line"),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "check", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
	"  attn scores -q Q.csv -k K.csv | attn check my-answer.csv --atol 1e-3\n"
	"  attn check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' "
	"'[0.5,0.5;0.881,0.119]'\n"
};

bool close_cell(const void *ctx, size_t i, double x)
{
	const struct reading *r = ctx;
	double d;

	if (r->st->right)
		return r->st->right(r->st->right_ctx, i, x);
	return close_to(r->a->v[i], x, r->st->atol, r->st->rtol, &d);
}

/* Two matrices compared: where the cells that differ lie, when there
 * are more than the report lists. */
static void locate_plain(const struct matrix *E, const struct matrix *A,
			 const struct style *st, size_t differ)
{
	struct reading rd = { A, st };
	struct locate_in in = { A, E, close_cell, &rd, 1, st->base, NULL, 0 };
	struct locate_part part;
	struct findings f = { .nwhere = 0 };
	size_t k;

	if (differ <= CHECK_CELLS || differ == SIZE_MAX)
		return;
	locate(&in, SIZE_MAX, 0, &f, &part);
	for (k = 0; k < f.nwhere; k++) {
		out_str(f.where[k]);
		out_eol();
	}
}

/* --stats: A's measures against E, three lines; SIZE_MAX, and the line
 * that says so, when their shapes differ. */
static size_t stats(const struct matrix *E, const struct matrix *A,
		    const struct style *st)
{
	struct diff_stats s;
	char buf[96];

	if (!same_shape(E, A)) {
		snprintf(buf, sizeof buf, "shapes differ: expected %zux%zu, got "
			 "%zux%zu", E->rows, E->cols, A->rows, A->cols);
		out_str(buf);
		out_eol();
		return SIZE_MAX;
	}
	diff_stats(E->v, A->v, E->rows * E->cols, &s);
	say_num("rmse ", s.rmse);
	out_eol();
	say_num("largest absolute difference ", s.largest);
	if (E->rows * E->cols != 0) {
		snprintf(buf, sizeof buf, " at row %zu, column %zu",
			 s.at / E->cols + st->base, s.at % E->cols + st->base);
		out_str(buf);
	}
	out_eol();
	say_num("mean absolute difference ", s.mean);
	out_eol();
	return 0;
}

/* check's report as one JSON object, without --of: REP of the DIFFER
 * cells that differ, in the style ST. */
static void plain_json(const struct report *rep, const struct style *st,
		       size_t differ)
{
	struct json_head h;

	json_head_init(&h, differ ? 1 : 0);
	h.verdict = rep->shapes ? "shapes" : differ ? "differ" : "close";
	h.rule = "tolerance";
	h.atol = st->atol;
	h.rtol = st->rtol;
	report_json(&h, rep, st, NULL);
}

/* check --json's object of trouble, LINE said on stderr, at STATUS: every
 * key, all null but the status, the verdict and the error. */
static void json_trouble(const char *line, int status)
{
	static const struct style st;
	struct json_head h;

	json_head_init(&h, status);
	h.verdict = "error";
	h.error = line;
	out_open(NULL, false);
	report_json(&h, NULL, &st, NULL);
	out_close();
}

/* Whether ARGV (ARGC of them) asks for --json, before a '--'. */
static bool wants_json(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--json") == 0)
			return true;
	return false;
}

int cmd_check(int argc, char **argv)
{
	struct args a;
	struct check_opts o = { .st = { .atol = 1e-8, .rtol = 1e-5 },
				.decimals = -1 };
	size_t i, k, differ;
	const char *epath, *apath = "-";
	struct matrix E, A;
	struct report rep;
	const struct opt *bad;
	char b[64];

	attn_data_status = 2;
	if (wants_json(argc, argv))
		attn_last_word = json_trouble;
	opt_parse(&spec, argc, argv, &a, NULL, &o);
	/* the report's numbers: 6 digits, unless -p or --fixed say */
	if (num_fmt.mode == FMT_SHORTEST)
		num_fmt.mode = FMT_PREC, num_fmt.digits = 6;
	argc = a.argc;
	argv = a.argv;
	if (o.list) {
		no_more_operands(argc, argv);
		out_open(a.out.last, a.unbuffered);
		/* an ID of two steps' mistakes, once */
		for (i = 0; i < mistakes_count(); i++) {
			for (k = 0; k < i && strcmp(mistake_at(k)->id,
						    mistake_at(i)->id); k++)
				;
			if (k < i)
				continue;
			out_str(mistake_at(i)->id);
			out_eol();
		}
		out_close();
		return 0;
	}
	if (o.stats && (o.of || o.quiet || o.st.json ||
			opt_given(&a, OPT_ATOL) || opt_given(&a, OPT_RTOL)))
		usage_fail("--stats measures two matrices: not with %s",
			   o.of ? "--of" : o.quiet ? "-s" : o.st.json ?
			   "--json" : "--atol or --rtol");
	if (o.of) {
		differ = check_of(&a, &o, &spec, &rep);
	} else {
		if ((bad = opt_stray(&a, &spec, 0)) != NULL)
			usage_fail("%s is for check --of STAGE",
				   opt_said(bad, b));
		if (argc == 0)
			usage_fail("missing EXPECTED, the matrix to compare with");
		epath = *argv++, argc--;
		if (argc > 0)
			apath = *argv++, argc--;
		no_more_operands(argc, argv);
		stdin_operands(&a, (const char *[]){ epath, apath }, 2);
		E = mat_load(epath, "EXPECTED", ALLOW_ALL | SAY_ROLE, true);
		A = mat_load(apath, "ACTUAL", ALLOW_ALL | SAY_ROLE, true);
		if (o.stats) {
			out_open(a.out.last, a.unbuffered);
			differ = stats(&E, &A, &o.st);
		} else if (o.quiet) {
			differ = differing(&E, &A, &o.st);
		} else {
			out_open(a.out.last, a.unbuffered);
			differ = compare(&E, &A, &o.st, &rep);
			if (o.st.json)
				plain_json(&rep, &o.st, differ);
			else
				locate_plain(&E, &A, &o.st, differ);
		}
		mat_free(&E);
		mat_free(&A);
	}
	/* -s: the status says it all, as cmp -s has it; nothing is written,
	 * -o FILE neither made nor touched.  Else the report is written,
	 * -o FILE made, whether the cells differ or not: a difference is an
	 * answer, not a failure (trouble, status 2, has exited by now). */
	if (!o.quiet)
		out_close();
	return differ ? 1 : 0;
}
