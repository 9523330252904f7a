/* check.c - attn check: compare two matrices within a tolerance,
 * numpy.isclose style, and say where they differ.  Exit status as diff(1)
 * has it.
 *
 * check --of STAGE computes the expected matrix itself, with the stages'
 * own row loop and steps, and when the answer is wrong tries the common
 * mistakes on it (explain/diagnose.h). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "attn/rows.h"
#include "attn/stage.h"
#include "base/alloc.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "explain/compare.h"
#include "explain/diagnose.h"
#include "explain/mistakes.h"
#include "io/matrix.h"
#include "io/output.h"

enum { OPT_ATOL = OPT_OWN, OPT_RTOL, OPT_ONE_BASED, OPT_OF,
       OPT_LIST_MISTAKES };

static const char intro[] =
"usage: attn check [options] EXPECTED [ACTUAL]\n"
"       attn check --of STAGE -q Q -k K [-v V] [options] [ANSWER]\n"
"\n"
"Compare ACTUAL (default stdin) with EXPECTED cell by cell: a cell is\n"
"close when |got - expected| <= atol + rtol * |expected|.  nan equals nan;\n"
"infinities equal when of the same sign.  One line per differing cell,\n"
"then a summary.  Exit 0: all close; 1: cells or shapes differ; 2: trouble.\n"
"\n"
"With --of, EXPECTED is what attn STAGE computes from Q, K (and V) with\n"
"the options given, and when ANSWER (default stdin) is wrong, the common\n"
"mistakes that reproduce it are named: likely mistake (ID): ...\n"
"\n";

static const struct opt opts[] = {
	{ "atol", OPT_ATOL, "A", "absolute tolerance (default 1e-8)", NULL },
	{ "rtol", OPT_RTOL, "R", "relative tolerance (default 1e-5)", NULL },
	{ "one-based", OPT_ONE_BASED, NULL, "rows and columns counted from 1",
	  NULL },
	{ "of", OPT_OF, "STAGE", "scores, weights or attend: check an answer to "
	  "it", NULL },
	OPT_GROUP(opt_query),
	OPT_SAYS("query", "the queries (--of)"),
	OPT_SAYS("keys", "the keys (--of)"),
	OPT_GROUP(opt_values),
	OPT_SAYS("values", "the values (--of attend)"),
	OPT_BRIEF(opt_scale, "as scores has them"),
	OPT_BRIEF(opt_mask, "as scores has them"),
	OPT_BRIEF(opt_heads, "as scores has them"),
	OPT_BRIEF(opt_transform, "as weights has them"),
	OPT_BRIEF(opt_sinks, "as weights has them"),
	{ "list-mistakes", OPT_LIST_MISTAKES, NULL, "the IDs of the mistakes --of "
	  "knows, one a line", NULL },
	OPT_SAYS("precision", "N significant digits in the report"),
	OPT_SAYS("output", "write the report to FILE atomically"),
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

struct own {
	double atol, rtol;
	size_t base;
	const char *stage;
	bool list;
};

static double tolerance(const char *opt, const char *arg)
{
	double v = num_option(opt, arg);

	if (v < 0)
		usage_fail("%s must be >= 0, not '%s'", opt, arg);
	return v;
}

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;

	switch (key) {
	case OPT_ATOL:
		o->atol = tolerance("--atol", arg);
		break;
	case OPT_RTOL:
		o->rtol = tolerance("--rtol", arg);
		break;
	case OPT_ONE_BASED:
		o->base = 1;
		break;
	case OPT_OF:
		o->stage = arg;
		break;
	case OPT_LIST_MISTAKES:
		o->list = true;
		break;
	default:
		return false;
	}
	return true;
}

static enum step of_stage(const char *s)
{
	if (strcmp(s, "scores") == 0)
		return STEP_SCORES;
	if (strcmp(s, "weights") == 0)
		return STEP_SOFTMAX;
	if (strcmp(s, "attend") == 0)
		return STEP_OUTPUT;
	usage_fail("--of takes scores, weights or attend, not '%s'", s);
}

/* The rows the stage computes, and the rows of Q they came from; in a
 * static, so that an error exit leaves nothing unreachable. */
static struct gathered {
	struct matrix q, e;
	size_t cap;
} got;

/* The stage's shape, and the width of its rows noted. */
static size_t gather_shape(void *ctx, const struct row *r, size_t *nout,
			   size_t *nk, size_t *heads)
{
	size_t n = stage_shape(ctx, r, nout, nk, heads);

	got.e.cols = *nout;
	return n;
}

/* The stage's row, kept instead of written (one thread: in order). */
static void gather_row(void *ctx, struct row *r)
{
	size_t w = got.e.cols;

	stage_row(ctx, r);
	if (got.q.rows == got.cap) {
		got.cap = got.cap ? 2 * got.cap : 16;
		got.q.v = xrearray(got.q.v, xmul(got.cap, r->n),
				   sizeof *got.q.v);
		got.e.v = xrearray(got.e.v, xmul(got.cap, w), sizeof *got.e.v);
	}
	memcpy(got.q.v + got.q.rows * r->n, r->in, r->n * sizeof *r->in);
	memcpy(got.e.v + got.e.rows * w, r->out, w * sizeof *r->out);
	got.q.rows++, got.q.cols = r->n;
	got.e.rows++;
	r->out = NULL;
}

/* The expected matrix into got.e: what attn STAGE writes, by the stages'
 * own row loop and steps, and Q whole into got.q, for the mistakes. */
static void expected(struct stage *st, const char *qpath)
{
	reader *Q = rd_open(qpath, "Q", 0);
	struct rows rs = {
		.in = Q, .m = &st->m, .ctx = st, .shape = gather_shape,
		.fn = gather_row,
	};

	rows_run(&rs, 1);
	rd_close(Q);
}

/* check --of: the expected matrix from Q, K, V; the report; the mistakes. */
static size_t check_of(struct args *a, const struct own *o, char *sum)
{
	const char *apath = "-";
	enum step of = of_stage(o->stage);
	struct stage *st;
	struct mask *m = &a->m;
	struct matrix A, mask = { NULL, 0, 0, NULL }, bias = mask;
	char *mlit = NULL, *blit = NULL;
	struct problem p;
	struct judge j;
	double *unit;
	size_t differ;
	int argc = a->argc;
	char **argv = a->argv;

	/* what a run before this one in the same process held was let go
	 * at its end, or by the fuzz harness after its error */
	memset(&got, 0, sizeof got);
	recipe_forget();
	if (argc > 0)
		apath = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!a->qpath)
		usage_fail("--of needs -q Q, the queries");
	if (!a->kpath)
		usage_fail("--of needs -k K, the keys");
	if (of == STEP_OUTPUT && !a->vpath)
		usage_fail("--of attend needs -v V, the values");
	if (of != STEP_OUTPUT && a->vpath)
		usage_fail("-v V is for --of attend, not --of %s", o->stage);
	if (of == STEP_SCORES && (m->temperature || m->softcap ||
				  m->policy != ROWS_ZERO))
		usage_fail("--temperature, --softcap and --masked-rows are for "
			   "--of weights and attend, not --of scores");
	if (of == STEP_SCORES && a->sinks_path)
		usage_fail("--sinks is for --of weights and attend, not --of "
			   "scores");
	st = run_stage_begin(of == STEP_SCORES ? DO_SCORES :
			     of == STEP_SOFTMAX ? DO_SCORES | DO_WEIGHTS :
			     DO_SCORES | DO_WEIGHTS | DO_APPLY, a);
	m = &st->m;
	one_stdin((const char *[]){ a->qpath, a->kpath, a->vpath,
				    m->mask_path, m->bias_path, m->slopes_path,
				    m->segments_path, a->sinks_path, apath },
			  9);

	stage_load(st, a->kpath, a->vpath);
	/* the mistakes want the mask and bias whole; the stage reads them
	 * again row by row, from a literal when they came from stdin */
	if (m->mask_path) {
		mask = mat_load(m->mask_path, "a mask", ALLOW_MASK, false);
		if (is_stdin(m->mask_path))
			m->mask_path = mlit = mat_literal(&mask);
	}
	if (m->bias_path) {
		bias = mat_load(m->bias_path, "a bias", ALLOW_NEG_INF, false);
		if (is_stdin(m->bias_path))
			m->bias_path = blit = mat_literal(&bias);
	}
	expected(st, a->qpath);
	A = mat_load_units(apath, "ANSWER", ALLOW_ALL | SAY_ROLE, &unit);
	out_open(a->output, a->unbuffered);
	differ = compare(&got.e, &A, o->atol, o->rtol, o->base, sum);
	if (differ && got.q.rows) {
		p = (struct problem){ of, &got.q, &st->Kw,
				      a->vpath ? &st->Vw : NULL,
				      m->mask_path ? &mask : NULL,
				      m->bias_path ? &bias : NULL, m,
				      a->sc, st->hd.h, st->hd.g, st->sinks };
		j = (struct judge){ &A, unit, o->atol, o->rtol };
		diagnose(&p, &j, &got.e);
		recipe_done();
	} else if (differ) {
		out_str("no common mistake reproduces this answer\n");
	}
	mat_free(&got.q);
	mat_free(&got.e);
	mat_free(&mask);
	mat_free(&bias);
	mat_free(&A);
	free(unit);
	free(mlit);
	free(blit);
	stage_free(st);
	return differ;
}

/* The long name of option KEY in SPEC's table, for a message. */
static const char *name_of(const struct opt *t, int key)
{
	const char *n;

	for (; t->name || t->group; t++) {
		if (t->group && (n = name_of(t->group, key)) != NULL)
			return n;
		if (t->name && t->key == key)
			return t->name;
	}
	return NULL;
}

int cmd_check(int argc, char **argv)
{
	struct args a;
	struct own o = { 1e-8, 1e-5, 0, NULL, false };
	size_t i, differ;
	const char *epath, *apath = "-";
	struct matrix E, A;
	char sum[CHECK_SUMSZ];

	attn_data_status = 2;
	opt_parse(&spec, argc, argv, &a, own, &o);
	argc = a.argc;
	argv = a.argv;
	if (o.list) {
		no_more_operands(argc, argv);
		out_open(a.output, a.unbuffered);
		for (i = 0; i < n_mistakes; i++) {
			out_str(mistakes[i].id);
			out_eol();
		}
		out_close();
		return 0;
	}
	if (o.stage) {
		differ = check_of(&a, &o, sum);
	} else {
		if (a.first_model >= 0x100)
			usage_fail("--%s is for check --of STAGE",
				   name_of(opts, a.first_model));
		if (a.first_model)
			usage_fail("-%c is for check --of STAGE", a.first_model);
		if (argc == 0)
			usage_fail("missing EXPECTED, the matrix to compare with");
		epath = *argv++, argc--;
		if (argc > 0)
			apath = *argv++, argc--;
		no_more_operands(argc, argv);
		one_stdin((const char *[]){ epath, apath }, 2);
		E = mat_load(epath, "EXPECTED", ALLOW_ALL | SAY_ROLE, true);
		A = mat_load(apath, "ACTUAL", ALLOW_ALL | SAY_ROLE, true);
		out_open(a.output, a.unbuffered);
		differ = compare(&E, &A, o.atol, o.rtol, o.base, sum);
		mat_free(&E);
		mat_free(&A);
	}
	/* Cells or shapes differ: the command failed, and -o FILE is not
	 * made; a line on stderr says why, for a make log. */
	if (!differ)
		out_close();
	else if (out_abandon())
		notice(a.output, "not made: %s", sum);
	return differ ? 1 : 0;
}
