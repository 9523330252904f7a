/* check.c - attn check: compare two matrices within a tolerance,
 * numpy.isclose style, and say where they differ.  Exit status as diff(1)
 * has it.
 *
 * check --of STAGE computes the expected matrix itself, with the stages'
 * own row loop and steps, and when the answer is wrong tries the common
 * mistakes on it (explain/diagnose.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/grad.h"
#include "attn/kernel.h"
#include "attn/kernel_grad.h"
#include "attn/merge.h"
#include "attn/norm.h"
#include "attn/project.h"
#include "attn/rope.h"
#include "attn/rows.h"
#include "attn/segments.h"
#include "attn/stage.h"
#include "base/alloc.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "explain/compare.h"
#include "explain/diagnose.h"
#include "explain/locate.h"
#include "explain/mistakes.h"
#include "explain/recipe.h"
#include "explain/verdict.h"
#include "num/stats.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

/* --of's words, in of_stage's order */
#define STAGES "scores|weights|attend|apply|grad|project|rope|merge|norm"

enum { OPT_ATOL = OPT_OWN, OPT_RTOL, OPT_ONE_BASED, OPT_OF,
       OPT_LIST_MISTAKES, OPT_TRANSPOSED, OPT_TERSE, OPT_ALL, OPT_JSON,
       OPT_ULPS, OPT_PROFILE, OPT_STRICT, OPT_DECIMALS, OPT_STATS };

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

static const struct opt opts[] = {
	{ "atol", OPT_ATOL, "A", "absolute tolerance (default 1e-8)", NULL },
	{ "rtol", OPT_RTOL, "R", "relative tolerance (default 1e-5)", NULL },
	{ "one-based", OPT_ONE_BASED, NULL, "rows and columns counted from 1",
	  NULL },
	{ "quiet", 's', NULL, "no output: the exit status alone, as cmp -s",
	  NULL },
	{ "silent", 's', NULL, NULL, NULL },
	{ "brief", OPT_TERSE, NULL, "the summary and the mistakes alone, no "
	  "cells", NULL },
	{ "all", OPT_ALL, NULL, "list every differing cell, not the first 20",
	  NULL },
	{ "json", OPT_JSON, NULL, "the report as one JSON object", NULL },
	{ "strict", OPT_STRICT, NULL, "--of: the tolerance decides each cell, "
	  "not the digits\nwritten", NULL },
	{ "decimals", OPT_DECIMALS, "N", "--of: a cell written with fewer than "
	  "N decimals is\nwrong (0 to 17)", NULL },
	{ "of", OPT_OF, "STAGE", "scores, weights, attend, apply, grad, "
	  "project, rope,\nmerge or norm: check an answer to it", NULL,
	  STAGES },
	OPT_GROUP(opt_query),
	OPT_SAYS("query", "the queries (--of)"),
	OPT_SAYS("keys", "the keys (--of)"),
	OPT_GROUP(opt_values),
	OPT_SAYS("values", "the values (--of attend, apply, grad)"),
	{ "weights", 'a', "A", "the weights (--of apply)", NULL, OPT_IN },
	OPT_BRIEF(opt_grad, "as grad has them (--of grad); --of project and "
		  "norm:\ntheir backward pass, --wrt x, w or b (project's)"),
	{ "weight", 'w', "W", "the projection (--of project), the weights "
	  "(--of norm)", NULL, OPT_IN },
	{ "bias", 'b', "B", "--of project: the bias row; the others: as "
	  "scores\nhas it", NULL, OPT_IN },
	{ "transposed", OPT_TRANSPOSED, NULL, "W is d_out x d_in (--of project)",
	  NULL },
	{ "input", 'x', "X", "the rows to project, turn or normalise (--of "
	  "project,\nrope, norm)", NULL, OPT_IN },
	OPT_BRIEF(opt_scale, "as scores has them"),
	OPT_BRIEF(opt_mask, "as scores has them"),
	OPT_BRIEF(opt_heads, "as scores has them"),
	OPT_BRIEF(opt_transform, "as weights has them"),
	OPT_BRIEF(opt_sinks, "as weights (and merge) has them"),
	OPT_BRIEF(opt_rope, "as rope has them (--of rope)"),
	OPT_BRIEF(opt_rope_heads, "as rope has them (--of rope)"),
	OPT_BRIEF(opt_rope_scaling, "as rope has them (--of rope); with "
		  "--dtype, --factor F\n      is the factor rule's, F > 0 "
		  "(default 2)"),
	OPT_BRIEF(opt_norm, "as norm has them (--of norm; --head-dim "
		  "too)"),
	OPT_BRIEF(opt_dtype, "a kernel's answer in T (--of scores, weights, "
		  "attend,\n      apply, grad), by the recipe"),
	OPT_BRIEF(opt_block, "as attend and grad have it"),
	OPT_BRIEF(opt_sums, "as attend has them (not --of grad)"),
	OPT_BRIEF(opt_fp8, "as attend has them"),
	{ "ulps", OPT_ULPS, "N", "--dtype: rounding when every cell is within "
	  "N ulps of T", NULL },
	{ "profile", OPT_PROFILE, "torch", "--dtype: rounding when "
	  "torch.testing.assert_close says", NULL, "torch" },
	{ "stats", OPT_STATS, NULL, "measure, not judge: the RMSE, the largest "
	  "and the mean\nabsolute difference of ACTUAL from EXPECTED", NULL },
	{ "list-mistakes", OPT_LIST_MISTAKES, NULL, "the IDs of the mistakes --of "
	  "knows, one a line", NULL },
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

struct own {
	struct style st;	/* --atol, --rtol, --one-based, --brief, --all,
				   --json */
	const char *stage;
	bool list, quiet, stats;
	const char *apath;	/* --of apply's -a */
	/* --of project's, and -b: the bias of either */
	const char *wpath, *bpath, *xpath;
	bool transposed;
	int first_project;	/* the first -w or --transposed seen */
	/* --of norm's settings, and the first of its own options seen;
	 * --wrt as given, and x, w or b, project's and norm's (0: none,
	 * or grad's); --dout */
	struct norm nm;
	int first_norm;
	const char *wrt;
	int pwrt;
	const char *dpath;
	/* --dtype's verdict: its rule, --factor's F as given and N, the
	 * option that chose the rule; --atol or --rtol given */
	enum verdict_rule rule;
	const char *factor_arg;
	double ulps;
	int first_rule;
	int tol_given;		/* 'a', 'r': the first of them given */
	/* --of's rule: the tolerance (--strict, or --atol, --rtol given) or
	 * the digits written; the decimals a cell needs, -1 none */
	bool strict;
	int decimals;
};

/* The option of rule KEY. */
static const char *rule_name(int key)
{
	return key == OPT_FACTOR ? "--factor" : key == OPT_ULPS ? "--ulps" :
	       "--profile";
}

/* --factor, --ulps or --profile KEY (ARG), each a rule: one only.  F waits
 * for the stage, rope's scaling having a --factor too (kernel_format). */
static void rule_option(struct own *o, int key, const char *arg)
{
	if (o->first_rule && o->first_rule != key)
		usage_fail("%s and %s are two rules: give one",
			   rule_name(o->first_rule), rule_name(key));
	o->first_rule = key;
	o->rule = key == OPT_FACTOR ? VR_FACTOR : key == OPT_ULPS ? VR_ULPS :
		  VR_TORCH;
	if (key == OPT_FACTOR)
		o->factor_arg = arg;
	if (key == OPT_ULPS && (o->ulps = num_option("--ulps", arg)) < 0)
		usage_fail("--ulps must be >= 0, not '%s'", arg);
	if (key == OPT_PROFILE)
		word_option("--profile", "torch", arg);
}

static double tolerance(const char *opt, const char *arg)
{
	double v = num_option(opt, arg);

	if (v < 0)
		usage_fail("%s must be >= 0, not '%s'", opt, arg);
	return v;
}

/* --of norm's own options, --wrt x, w or b (project's and norm's) and
 * --dout: true when KEY is one; and what --wrt says, for messages. */
static bool of_norm_option(struct own *o, int key, const char *arg)
{
	struct norm *nm = &o->nm;

	switch (key) {
	case OPT_WRT:
		o->wrt = arg;
		/* grad's are grad's */
		if (strcmp(arg, "x") != 0 && strcmp(arg, "w") != 0 &&
		    strcmp(arg, "b") != 0)
			return false;
		o->pwrt = arg[0];
		if (o->pwrt != 'b')
			nm->wrt = (enum norm_wrt)arg[0];
		return true;
	case OPT_DOUT:
		/* not among the model's options: project takes it too */
		o->dpath = arg;
		return true;
	default:
		if (!norm_option(nm, key, arg))
			return false;
		/* rope's too: of_options says which stages take it */
		if (key == OPT_HEAD_DIM)
			return true;
	}
	if (!o->first_norm)
		o->first_norm = key;
	return true;
}

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;

	if (of_norm_option(o, key, arg))
		return true;
	switch (key) {
	case OPT_ATOL:
		o->st.atol = tolerance("--atol", arg);
		o->tol_given = o->tol_given ? o->tol_given : 'a';
		break;
	case OPT_RTOL:
		o->st.rtol = tolerance("--rtol", arg);
		o->tol_given = o->tol_given ? o->tol_given : 'r';
		break;
	case OPT_FACTOR:
	case OPT_ULPS:
	case OPT_PROFILE:
		rule_option(o, key, arg);
		break;
	case OPT_ONE_BASED:
		o->st.base = 1;
		break;
	case OPT_TERSE:
		o->st.brief = true;
		break;
	case OPT_ALL:
		o->st.all = true;
		break;
	case OPT_STRICT:
		o->strict = true;
		break;
	case OPT_DECIMALS:
		o->decimals = (int)int_option("--decimals", arg, 0, 17);
		break;
	case OPT_JSON:
		o->st.json = true;
		break;
	case 'a':
		o->apath = arg;
		break;
	case 's':
		o->quiet = true;
		break;
	case OPT_OF:
		o->stage = arg;
		break;
	case OPT_LIST_MISTAKES:
		o->list = true;
		break;
	case OPT_STATS:
		o->stats = true;
		break;
	case 'b':
		o->bpath = arg;
		break;
	case 'x':
		o->xpath = arg;
		break;
	case 'w':
	case OPT_TRANSPOSED:
		if (key == 'w')
			o->wpath = arg;
		else
			o->transposed = true;
		if (!o->first_project)
			o->first_project = key;
		break;
	default:
		return false;
	}
	return true;
}

/* The step each stage of STAGES ends with. */
static enum step of_stage(const char *s)
{
	static const enum step step[] = { STEP_SCORES, STEP_SOFTMAX,
		STEP_OUTPUT, STEP_OUTPUT, STEP_GRAD, STEP_PROJECT, STEP_ROPE,
		STEP_MERGE, STEP_NORM };

	return step[word_option("--of", STAGES, s)];
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

/* Option KEY as a message names it: "-q", "--causal". */
static const char *option_name(int key, char *buf, size_t n)
{
	if (key < 0x100)
		snprintf(buf, n, "-%c", key);
	else
		snprintf(buf, n, "--%s", name_of(opts, key));
	return buf;
}

/* What one check --of holds: the rows of the expected matrix, and of Q
 * (or X, or A, or Q and dO, or the parts) for the mistakes; the mask,
 * bias and answer whole.  In a static, so that an error exit leaves it
 * all reachable. */
static struct held {
	struct matrix q, d, e, mask, bias, answer;
	size_t qcap, dcap, ecap;
	struct matrix *parts;	/* --of merge's, and their room */
	size_t *pcap;
	double *unit;
	struct judge judge;
	struct findings found;
	char *mlit, *blit;
	/* the stage's callbacks, through gather_ */
	size_t (*shape)(void *, const struct row *, size_t *, size_t *,
			size_t *);
	int jobs;		/* the threads the stages run on */
	struct stage *st;
	struct grad g;
	struct kgrad kg;	/* --of grad --dtype: the recipe's backward */
	struct project pj;
	struct project_back pb;
	struct rope rp;
	struct segments seg;
	reader *pos;		/* --of rope's --positions */
	struct merge mg;
	struct norm nm;
	/* --dtype: the exact output, the recipe, and where the rows are
	 * read again from (a literal when they came from stdin) */
	struct matrix exact;
	struct kernel kn;
	struct verdict kv;
	const char *path, *role;
	int allow;
	char *qlit;
	char *quantlit;		/* --quantize: Q read whole from stdin */
	bool again;
	/* K's and V's key/value heads, where K and V are not held whole */
	const double **kh, **vh;
	/* got.q is the matrix a tensor's reader held, for the rows of
	 * QFROM again; TAKING while it is read */
	const char *qfrom;
	bool taking;
	/* --of grad --dtype: what it asked, and dO read again (a literal
	 * when it came from stdin) */
	enum grad_wrt wrt;
	const char *dpath;
	char *dlit;
} got;

/* ROW (N doubles) appended to M, whose room is *CAP rows. */
static void append(struct matrix *m, size_t *cap, const double *row,
		   size_t n)
{
	if (m->rows == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		m->v = xrearray(m->v, xmul(*cap, n ? n : 1), sizeof *m->v);
	}
	memcpy(m->v + m->rows * n, row, n * sizeof *row);
	m->rows++;
	m->cols = n;
}

/* The stage's shape, and the width of its rows noted. */
static size_t gather_shape(void *ctx, const struct row *r, size_t *nout,
			   size_t *nk, size_t *heads)
{
	size_t n = got.shape(ctx, r, nout, nk, heads);

	got.e.cols = *nout;
	return n;
}

/* The stage's row, kept with the row it came from instead of written
 * (on the main thread, in order); a merge's parts each in its own
 * matrix. */
static void gather_take(void *ctx, const struct row *r)
{
	size_t p;

	(void)ctx;
	if (got.parts) {
		append(&got.parts[0], &got.pcap[0], r->in, r->n);
		for (p = 1; p < got.mg.np; p++)
			append(&got.parts[p], &got.pcap[p],
			       r->with + (p - 1) * r->n, r->n);
	} else if (!got.again) {
		if (!got.taking)
			append(&got.q, &got.qcap, r->in, r->n);
		/* rope's --positions, one a row */
		if (r->nwith)
			append(&got.d, &got.dcap, r->with, r->nwith);
	}
	append(&got.e, &got.ecap, r->out, got.e.cols);
}

/* The expected matrix into got.e and its rows into got.q: what the stage
 * RS->ctx (SHAPE, FN, or FN_BATCH when not NULL) writes from the rows of
 * RS->in (and the readers in step with it), by its own row loop and
 * steps, on every core. */
static void gather(struct rows *rs,
		   size_t (*shape)(void *, const struct row *, size_t *,
				   size_t *, size_t *),
		   void (*fn)(void *, struct row *),
		   void (*fn_batch)(void *, struct row *, size_t))
{
	rs->shape = gather_shape;
	rs->fn = fn;
	rs->fn_batch = fn_batch;
	rs->take = gather_take;
	rs->keep = true;
	got.shape = shape;
	rows_run(rs, got.jobs);
}

/* As gather, the rows of PATH, read as ROLE (ALLOW what it may hold). */
static void expected(void *ctx, struct mask *m, const char *path,
		     const char *role, int allow,
		     size_t (*shape)(void *, const struct row *, size_t *,
				     size_t *, size_t *),
		     void (*fn)(void *, struct row *),
		     void (*fn_batch)(void *, struct row *, size_t))
{
	/* a tensor's rows again: those of got.q, not a second copy */
	reader *in = got.again && path == got.qfrom ?
		     rd_open_whole(&got.q, path, role, allow) :
		     rd_open(path, role, allow);
	struct rows rs = { .in = in, .m = m, .ctx = ctx };

	/* kept for the rows again (--dtype) */
	got.path = path;
	got.role = role;
	got.allow = allow;
	/* a tensor's rows, read whole: its matrix becomes got.q */
	got.taking = !got.again && !got.q.rows && !got.parts &&
		     rd_take_whole(in, NULL, false);
	gather(&rs, shape, fn, fn_batch);
	if (got.taking) {
		rd_take_whole(in, &got.q, true);
		got.qcap = got.q.rows;
		got.qfrom = path;
		got.taking = false;
	}
	rd_close(in);
}

/* The same by the stage ST: its own steps, or its kernel's. */
static void expected_stage(struct stage *st, const char *path,
			   const char *role, int allow)
{
	expected(st, &st->m, path, role, allow, stage_shape,
		 st->kn.t ? kernel_row : stage_row,
		 st->kn.t ? kernel_batch : stage_batch);
}

/* grad's row R (Q's, dO's) and its row of the answer, or the answer's
 * rows of --wrt k and v after the last; norm's (X's, and dY's with
 * --dout), or its dW. */
static void keep_grad(void *ctx, const struct row *r, const double *out,
		      size_t n)
{
	(void)ctx;
	if (r && !got.again) {
		append(&got.q, &got.qcap, r->in, r->n);
		if (r->nwith)
			append(&got.d, &got.dcap, r->with, r->nwith);
	}
	if (out)
		append(&got.e, &got.ecap, out, n);
}

/* The mask and bias whole, for the mistakes; the stage reads them again
 * row by row, from a literal when they came from stdin. */
static void sides(struct mask *m)
{
	if (m->mask_path) {
		got.mask = mat_load(m->mask_path, "a mask", ALLOW_MASK, false);
		if (is_stdin(m->mask_path))
			m->mask_path = got.mlit = mat_literal(&got.mask);
	}
	if (m->bias_path) {
		got.bias = mat_load(m->bias_path, "a bias",
				    ALLOW_NEG_INF | m->rounding, false);
		if (is_stdin(m->bias_path))
			m->bias_path = got.blit = mat_literal(&got.bias);
	}
}

/* The stages option KEY is for, as a message says them. */
static const char *stages_of(int key)
{
	switch (key) {
	case OPT_TRANSPOSED:
		return "--of project";
	case 'w':
		return "--of project and norm";
	case 'x':
		return "--of project, rope and norm";
	case 'a':
		return "--of apply";
	case 'b':
		return "--of scores, weights, attend, grad and project";
	case 'v':
		return "--of attend, apply and grad";
	case OPT_WRT:
	case OPT_DOUT:
		return "--of grad, project and norm";
	case OPT_SINKS:
		return "--of weights, attend, grad and merge";
	case OPT_TEMPERATURE:
	case OPT_SOFTCAP:
	case OPT_MASKED_ROWS:
		return "--of weights, attend and grad";
	case OPT_HEADS:
		return "--of scores, weights, attend, apply, grad, rope, merge "
		       "and norm";
	case OPT_RMS:
	case OPT_L2:
	case OPT_EPS:
	case OPT_PLUS_ONE:
		return "--of norm";
	case OPT_HEAD_DIM:
		return "--of rope and norm";
	case OPT_OFFSET:
	case OPT_SEGMENTS:
		return "--of scores, weights, attend, grad and rope";
	case OPT_KV_HEADS:
		return "--of scores, weights, attend, apply and grad";
	case OPT_BASE:
	case OPT_HALF:
	case OPT_INTERLEAVED:
	case OPT_ROTARY_DIM:
	case OPT_INVERSE:
	case OPT_POSITIONS:
		return "--of rope";
	default:
		/* the scaling's */
		if (key >= OPT_SCALING && key <= OPT_HIGH_FREQ_FACTOR)
			return "--of rope";
		return "--of scores, weights, attend and grad";
	}
}

/* The first of KEYS (N of them, 0 for none given) that was given, or 0. */
static int first_of(const int *keys, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (keys[i])
			return keys[i];
	return 0;
}

/* The first option given, in the order of the help, of those that apply
 * (APPLY), merge or norm (NORM) does not take: apply takes -a, -v,
 * --heads and --kv-heads; merge --heads and --sinks; norm -x, -w,
 * --heads, --dout and its own. */
static int stray_option(const struct args *a, const struct own *o,
			bool apply, bool norm)
{
	const struct mask *m = &a->m;
	const struct { bool given; int key; } opt[] = {
		{ !apply && o->apath, 'a' }, { a->qpath != NULL, 'q' },
		{ a->kpath != NULL, 'k' }, { !apply && a->vpath, 'v' },
		{ a->wrt || (!norm && o->pwrt), OPT_WRT },
		{ !norm && a->dpath, OPT_DOUT },
		{ norm ? o->transposed : o->first_project != 0,
		  norm ? OPT_TRANSPOSED : o->first_project },
		{ o->bpath != NULL, 'b' }, { !norm && o->xpath, 'x' },
		{ a->sc.mode == SCALE_NONE, OPT_NO_SCALE },
		{ a->sc.mode == SCALE_BY, OPT_SCALE },
		{ m->causal, OPT_CAUSAL }, { m->offset != 0, OPT_OFFSET },
		{ m->window, OPT_WINDOW }, { m->mask_path != NULL, OPT_MASK },
		{ m->alibi && !m->slopes_path, OPT_ALIBI },
		{ m->slopes_path != NULL, OPT_ALIBI_SLOPES },
		{ m->segments_path != NULL, OPT_SEGMENTS },
		{ !apply && a->hd.g != 0, OPT_KV_HEADS },
		{ m->temperature != 0, OPT_TEMPERATURE },
		{ m->softcap != 0, OPT_SOFTCAP },
		{ m->policy != ROWS_ZERO, OPT_MASKED_ROWS },
		{ (apply || norm) && a->sinks_path, OPT_SINKS },
		{ a->first_rope != 0, a->first_rope },
		{ !norm && o->first_norm, o->first_norm },
		{ !norm && o->nm.head_dim, OPT_HEAD_DIM },
	};
	size_t i;

	for (i = 0; i < sizeof opt / sizeof *opt; i++)
		if (opt[i].given)
			return opt[i].key;
	return 0;
}

/* The options that --of OF cannot take, and what it needs. */
static void of_options(const struct args *a, const struct own *o,
		       enum step of)
{
	const struct mask *m = &a->m;
	bool apply = of == STEP_OUTPUT && strcmp(o->stage, "apply") == 0;
	char b[64];
	int bad;

	if (of == STEP_NORM && (a->wrt || o->pwrt == 'b'))
		usage_fail("--of norm takes --wrt x or w, not '%s'", o->wrt);
	if (of == STEP_PROJECT && a->wrt)
		usage_fail("--of project takes --wrt x, w or b, not '%s'",
			   o->wrt);
	if (of == STEP_GRAD && o->pwrt)
		usage_fail("--of grad takes --wrt q, k, v, scores or weights, "
			   "not %c", (char)o->pwrt);
	if (apply || of == STEP_MERGE || of == STEP_NORM)
		bad = stray_option(a, o, apply, of == STEP_NORM);
	else if (of == STEP_PROJECT)
		bad = first_of((const int[]){ a->first_model, a->first_rope,
					      o->apath ? 'a' : 0,
					      o->first_norm, o->nm.head_dim ?
					      OPT_HEAD_DIM : 0 }, 5);
	else if (of == STEP_ROPE)
		bad = first_of((const int[]){ a->first_attention,
					      o->first_project,
					      o->bpath ? 'b' : 0,
					      o->apath ? 'a' : 0,
					      o->pwrt ? OPT_WRT : 0,
					      a->dpath ? OPT_DOUT : 0,
					      o->first_norm }, 7);
	else
		bad = first_of((const int[]){ o->first_project,
					      o->xpath ? 'x' : 0,
					      o->apath ? 'a' : 0,
					      a->first_rope, o->first_norm,
					      o->nm.head_dim ? OPT_HEAD_DIM :
					      0, of == STEP_GRAD ? 0 :
					      o->pwrt ? OPT_WRT : 0 }, 7);
	if (bad)
		usage_fail("%s is for %s, not --of %s",
			   option_name(bad, b, sizeof b), stages_of(bad),
			   o->stage);
	if (apply && !o->apath)
		usage_fail("--of apply needs -a A, the weights");
	if (apply && !a->vpath)
		usage_fail("--of apply needs -v V, the values");
	if (of == STEP_PROJECT && !o->wpath)
		usage_fail("--of project needs -w W, the projection");
	if ((of == STEP_PROJECT || of == STEP_ROPE || of == STEP_NORM) &&
	    !o->xpath)
		usage_fail("--of %s needs -x X, the rows to %s", o->stage,
			   of == STEP_PROJECT ? "project" : of == STEP_ROPE ?
			   "turn" : "normalise");
	if (of == STEP_NORM)
		norm_done(a, &o->nm, o->wpath, a->dpath);
	if (of == STEP_PROJECT && o->pwrt && !a->dpath)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
	if (apply || of >= STEP_PROJECT)
		return;
	if (!a->qpath)
		usage_fail("--of needs -q Q, the queries");
	if (!a->kpath)
		usage_fail("--of needs -k K, the keys");
	if (of == STEP_GRAD) {
		if (!a->wrt)
			usage_fail("--of grad needs --wrt q|k|v|scores|weights");
		if (a->nwrt > 1)
			usage_fail("--of grad takes one --wrt, not %zu",
				   a->nwrt);
		if (a->wrt == WRT_SINKS)
			usage_fail("--of grad takes --wrt q, k, v, scores or "
				   "weights, not sinks");
		if (!a->vpath)
			usage_fail("--of grad needs -v V, the values");
		if (!a->dpath)
			usage_fail("--of grad needs --dout dO, the gradient at "
				   "the output");
		return;
	}
	if (a->wrt || o->pwrt || a->dpath)
		usage_fail("--wrt and --dout are for --of grad, project and "
			   "norm, not --of %s", o->stage);
	if (of == STEP_OUTPUT && !a->vpath)
		usage_fail("--of attend needs -v V, the values");
	if (of != STEP_OUTPUT && a->vpath)
		usage_fail("-v V is for --of attend, apply and grad, not --of %s",
			   o->stage);
	if (of == STEP_SCORES && (m->temperature || m->softcap ||
				  m->policy != ROWS_ZERO))
		usage_fail("--temperature, --softcap and --masked-rows are for "
			   "--of weights, attend and grad, not --of scores");
	if (of == STEP_SCORES && a->sinks_path)
		usage_fail("--sinks is for --of weights, attend and grad, not "
			   "--of scores");
}

/* K and V held as the stage's key/value heads alone, where it holds
 * them apart: got.kh and got.vh point at them (the whole is made again
 * for a search of the whole problem: whole_again). */
static void heads_apart(struct stage *st)
{
	size_t i;

	if (!st->kv)
		return;
	stage_let_whole_go(st);
	got.kh = xarray(st->hd.g, sizeof *got.kh);
	got.vh = st->V ? xarray(st->hd.g, sizeof *got.vh) : NULL;
	for (i = 0; i < st->hd.g; i++) {
		got.kh[i] = st->K ? st->K[i].v : NULL;
		if (got.vh)
			got.vh[i] = st->V[i].v;
	}
	if (!st->K) {
		free(got.kh);
		got.kh = NULL;
	}
}

/* --of grad: the gradient into got.e (its rows of Q and dO into got.q
 * and got.d, the first time), exact, or by the kernel KN (the stage's
 * steps those of its recipe).  Q and dO are read as T's values when the
 * problem has a T, whichever way the gradient is computed. */
static void grad_of(const struct kernel *kn)
{
	struct stage *st = got.st;
	int steps = st->steps;

	if (!kn) {
		/* the exact backward, on the forward pass's own doubles */
		st->kn.t = NULL;
		st->steps = DO_SCORES | DO_WEIGHTS;
		grad_begin(&got.g, st, &got.wrt, 1, got.path, got.dpath);
		got.g.keep = keep_grad;
		grad_run(&got.g);
		grad_free(&got.g);
		st->steps = steps;
		return;
	}
	st->kn = *kn;
	kgrad_begin(&got.kg, st, got.wrt, got.path, got.dpath);
	got.kg.keep = keep_grad;
	kgrad_run(&got.kg);
	kgrad_free(&got.kg);
}

/* --of scores, weights, attend or grad: the expected matrix, by the
 * stage's own row loop and steps, and the problem. */
static void of_attention(struct args *a, enum step of, const char *apath,
			 struct problem *p)
{
	struct stage *st;
	struct mask *m;

	tensors_done(a, a->qpath, (const char *[]){ a->kpath, a->vpath }, 2);
	tensors_batch_refused(a);
	lower_right_done(a, a->qpath, "Q");
	if (of == STEP_GRAD)
		run_grad_begin(a, &st);
	else
		st = run_stage_begin(of == STEP_SCORES ? DO_SCORES :
				     of == STEP_SOFTMAX ? DO_SCORES | DO_WEIGHTS :
				     DO_SCORES | DO_WEIGHTS | DO_APPLY, a);
	got.st = st;
	st->describe = NULL;
	/* check takes no -j: one thread, as for the other stages here */
	st->jobs = 1;
	m = &st->m;
	stdin_operands(a, &apath, 1);
	stage_load(st, a->kpath, a->vpath);
	if (of != STEP_GRAD)
		heads_apart(st);
	sides(m);
	if (of == STEP_GRAD) {
		got.wrt = a->wrt;
		got.path = a->qpath;
		got.dpath = a->dpath;
		grad_of(st->kn.t ? &st->kn : NULL);
	} else {
		expected_stage(st, run_quantize(st, a->qpath, "Q", m->rounding,
						&got.quantlit), "Q", m->rounding);
	}
	*p = (struct problem){ .of = of, .q = &got.q, .k = &st->Kw,
		.v = a->vpath ? &st->Vw : NULL,
		.mask = m->mask_path ? &got.mask : NULL,
		.bias = m->bias_path ? &got.bias : NULL, .opt = m,
		.sc = a->sc, .h = st->hd.h, .g = st->hd.g, .sinks = st->sinks,
		.dout = &got.d, .wrt = a->wrt, .kh = got.kh, .vh = got.vh };
}

/* --of apply: the expected matrix, by apply's own row loop and step,
 * from the weights of -a, and the problem. */
static void of_apply(struct args *a, const struct own *o, const char *apath,
		     struct problem *p)
{
	struct stage *st;

	tensors_done(a, o->apath, (const char *[]){ a->vpath }, 1);
	tensors_batch_refused(a);
	st = got.st = run_stage_begin(DO_APPLY, a);
	st->describe = NULL;
	st->jobs = 1;
	stdin_operands(a, &apath, 1);
	stage_load(st, NULL, a->vpath);
	expected_stage(st, o->apath, "weights", ALLOW_NAN | st->m.rounding);
	*p = (struct problem){ .of = STEP_OUTPUT, .a = &got.q, .v = &st->Vw,
		.opt = &st->m, .sc = a->sc, .h = st->hd.h, .g = st->hd.g };
}

/* --of project: the expected matrix, by project's own row loop (with
 * --dout, its backward pass's), and the problem (W as d_in x d_out, and
 * B's row, as project holds them; X's rows, and dY's). */
static void of_project(const struct args *a, const struct own *o,
		       const char *apath, struct problem *p)
{
	static struct matrix w;
	struct project *pj = &got.pj;
	struct project_back *b = &got.pb;
	enum project_wrt wrt = o->pwrt ? (enum project_wrt)o->pwrt :
			       PROJECT_WRT_X;
	reader *in;

	stdin_operands(a, &apath, 1);
	project_load(pj, o->wpath, o->bpath, o->transposed);
	if (a->dpath) {
		project_back_begin(b, pj, 1, &wrt, 1, &a->dpath, got.jobs);
		b->keep = keep_grad;
		in = rd_open(o->xpath, "X", 0);
		project_back_run(b, in);
		rd_close(in);
	} else
		expected(pj, NULL, o->xpath, "X", 0, project_shape,
			 project_row, NULL);
	w = (struct matrix){ pj->a.v, pj->din, pj->a.cols, pj->a.name };
	*p = (struct problem){ .of = STEP_PROJECT, .x = &got.q, .w = &w,
		.b = o->bpath ? pj->a.v + pj->din * pj->a.cols : NULL,
		.transposed = o->transposed, .dout = a->dpath ? &got.d : NULL,
		.pwrt = a->dpath ? (int)wrt : 0 };
}

/* --of rope: the expected matrix, by rope's own row loop, and the
 * problem (rope's settings). */
static void of_rope(struct args *a, const struct own *o, const char *apath,
		    struct problem *p)
{
	struct rows rs = { .ctx = &got.rp };

	/* taken as norm's, with norm's options */
	a->rope.head_dim = o->nm.head_dim;
	rope_done(a);
	got.rp = a->rope;
	stdin_operands(a, &apath, 1);
	run_rope_open(&got.rp, a, o->xpath, &got.seg, &got.pos, &rs);
	gather(&rs, rope_shape, rope_row, NULL);
	rd_close(rs.in);
	if (got.pos)
		rd_close(got.pos);
	*p = (struct problem){ .of = STEP_ROPE, .x = &got.q, .rope = &got.rp,
		.pos = got.pos ? &got.d : NULL };
}

/* --of merge: the expected matrix, with the merged LSEs after O, by
 * merge's own row loop over the NP parts PATHS, and the problem. */
static void of_merge(struct args *a, char **paths, size_t np,
		     const char *apath, struct problem *p)
{
	struct merge *mg = &got.mg;
	const char **ops = xarray(np + 1, sizeof *ops);
	struct rows rs = { 0 };
	size_t i;

	for (i = 0; i < np; i++)
		ops[i] = paths[i];
	ops[np] = apath;
	stdin_operands(a, ops, np + 1);
	free(ops);
	heads_done(&a->hd);
	mg->h = a->hd.h;
	mg->lse = true;
	mg->jobs = 1;
	got.parts = xcalloc(np, sizeof *got.parts);
	got.pcap = xcalloc(np, sizeof *got.pcap);
	merge_begin(mg, paths, np, a->sinks_path);
	rs = (struct rows){ .in = mg->parts[0], .with = mg->parts + 1,
			    .nwith = np - 1, .ctx = mg };
	gather(&rs, merge_shape, merge_row, NULL);
	*p = (struct problem){ .of = STEP_MERGE, .h = mg->h,
		.sinks = mg->sinks, .parts = got.parts, .np = np, .lse = true };
}

/* A merge's expected matrix less its LSEs, when ANSWER has O alone: what
 * merge writes without --lse. */
static void merge_lse(struct problem *p)
{
	size_t h = p->h, w = got.e.cols, i;

	if (!got.e.rows || got.answer.cols == w)
		return;
	for (i = 0; i < got.e.rows; i++)
		memmove(got.e.v + i * (w - h), got.e.v + i * w,
			(w - h) * sizeof *got.e.v);
	got.e.cols = w - h;
	p->lse = false;
}

/* --of norm: the expected matrix, by norm's own row loop, and the
 * problem (norm's settings, and the heads of its rows). */
static void of_norm(const struct args *a, const struct own *o,
		    const char *apath, struct problem *p)
{
	struct norm *nm = &got.nm;
	reader *in;

	*nm = o->nm;
	if (a->dpath && !nm->wrt)
		nm->wrt = NORM_WRT_X;
	nm->heads = a->hd.h;
	nm->jobs = 1;
	stdin_operands(a, &apath, 1);
	norm_load(nm, o->wpath, a->dpath);
	nm->keep = keep_grad;
	in = rd_open(o->xpath, "X", 0);
	norm_run(nm, in, NULL);
	rd_close(in);
	*p = (struct problem){ .of = nm->wrt ? STEP_NORM_GRAD : STEP_NORM,
		.x = &got.q, .dout = &got.d, .norm = nm };
}

/* Let go of what check_of held. */
static void let_go(enum step of)
{
	size_t i;

	mat_free(&got.q);
	mat_free(&got.d);
	mat_free(&got.e);
	mat_free(&got.mask);
	mat_free(&got.bias);
	mat_free(&got.answer);
	mat_free(&got.exact);
	verdict_free(&got.kv);
	free(got.kh);
	free(got.vh);
	free(got.qlit);
	free(got.quantlit);
	free(got.dlit);
	for (i = 0; got.parts && i < got.mg.np; i++)
		mat_free(&got.parts[i]);
	free(got.parts);
	free(got.pcap);
	free(got.unit);
	judge_free(&got.judge);
	findings_free(&got.found);
	free(got.mlit);
	free(got.blit);
	if (of == STEP_PROJECT)
		project_back_free(&got.pb), project_free(&got.pj);
	else if (of == STEP_ROPE)
		rope_free(&got.rp), seg_free(&got.seg);
	else if (of == STEP_GRAD)
		grad_free(&got.g), kgrad_free(&got.kg);
	else if (of == STEP_MERGE)
		merge_free(&got.mg);
	else if (of == STEP_NORM)
		norm_free(&got.nm);
	if (got.st)
		stage_free(got.st);
}

/* The first of --dtype's options and rules given, or 0. */
static int dtype_key(const struct args *a, const struct own *o)
{
	return first_of((const int[]){ a->dtype ? OPT_DTYPE : 0,
				       a->acc ? OPT_ACCUMULATE : 0,
				       a->recipe ? OPT_RECIPE : 0,
				       a->block ? OPT_BLOCK : 0,
				       a->sum_order_given ? OPT_SUM_ORDER : 0,
				       a->how.tf32 ? OPT_TF32 : 0, o->first_rule },
			7);
}

/* --dtype's format T (f64 too), for --of scores, weights, attend or apply
 * alone, and the factor rule's F; NULL without it, when no other of its
 * options may be given (--factor is rope's scaling's with --of rope). */
static const struct dtype *kernel_format(struct args *a, const struct own *o,
					 enum step of)
{
	char b[64];
	int key = dtype_key(a, o);

	got.kv.factor = 2;
	if (!a->dtype && o->first_rule == OPT_FACTOR) {
		if (of == STEP_ROPE) {
			/* rope's scaling's, which check's options parse
			 * after the stage is known */
			rope_scaling_option(a, OPT_FACTOR, o->factor_arg);
			return NULL;
		}
		if (of > STEP_OUTPUT)
			usage_fail("--factor is for --of rope, not --of %s",
				   o->stage);
		usage_fail("--factor is the factor rule's with --dtype T, or the "
			   "scaling's with --of rope");
	}
	if (!a->dtype && o->first_rule)
		usage_fail("%s needs --dtype T, the kernel's format",
			   option_name(o->first_rule, b, sizeof b));
	if (key && of > STEP_OUTPUT && of != STEP_GRAD)
		usage_fail("%s is for --of scores, weights, attend, apply and "
			   "grad, not --of %s", option_name(key, b, sizeof b),
			   o->stage);
	if (!a->dtype)
		return NULL;
	/* where T is the accumulators' own format (f32), the summation's
	 * error is the kernel's whole error: the reference adds as a GEMM
	 * does, one term at a time */
	if (!a->sum_order_given && of != STEP_GRAD &&
	    a->dtype == (a->acc ? a->acc : &dt_f32))
		a->how.sum = SUM_SEQ;
	if (o->rule == VR_TORCH && !torch_tolerance(a->dtype, &got.kv.rtol,
						    &got.kv.atol))
		usage_fail("--profile torch has no tolerances for %s "
			   "(torch.testing has none for fp8)", a->dtype->name);
	if (o->tol_given)
		usage_fail("--atol and --rtol are not taken with --dtype: the "
			   "verdict's rule says how close");
	if (o->factor_arg &&
	    !((got.kv.factor = num_option("--factor", o->factor_arg)) > 0))
		usage_fail("--factor must be > 0, not '%s'", o->factor_arg);
	return a->dtype;
}

/* The stage again by the kernel KN (NULL: the exact doubles), on the
 * rows it read: what it writes, a matrix to free. */
static struct matrix again(void *ctx, const struct kernel *kn)
{
	struct stage *st = got.st;
	struct matrix e = got.e, m;
	size_t ecap = got.ecap;

	(void)ctx;
	st->kn = kn ? *kn : (struct kernel){ .t = NULL };
	got.e = (struct matrix){ NULL, 0, 0, NULL };
	got.ecap = 0;
	got.again = true;
	if (got.dpath)
		grad_of(kn);
	else
		expected_stage(st, got.path, got.role, got.allow);
	m = got.e;
	got.e = e;
	got.ecap = ecap;
	got.again = false;
	st->kn = got.kn;
	return m;
}

/* --dtype T: the exact output beside the recipe's, the verdict of rule O
 * says, and the judge of the kernel's answer by it. */
static struct verdict *kernel_verdict(const struct own *o,
				      const struct dtype *t, struct problem *p)
{
	struct verdict *v = &got.kv;

	got.kn = got.st->kn;
	if (is_stdin(got.path))
		got.path = got.qlit = mat_literal(&got.q);
	if (got.dpath && is_stdin(got.dpath))
		got.dpath = got.dlit = mat_literal(&got.d);
	got.exact = again(NULL, NULL);
	*v = (struct verdict){ .t = t, .kn = got.kn.t ? &got.kn : NULL,
		.rule = o->rule, .factor = v->factor, .ulps = o->ulps,
		.heads = got.st ? got.st->hd.h : 1,
		.rtol = v->rtol, .atol = v->atol, .o = &got.exact,
		.ref = &got.e, .run = again };
	verdict_init(v);
	verdict_judge(v, &got.judge);
	p->kv = v;
	/* a kernel rounds nothing to decimals */
	p->decimals = 0;
	return v;
}

/* The verdict of check --of on an answer whose DIFFER cells differ, as
 * REP and the findings say it, by the rule in force, in one word. */
static const char *of_verdict(const struct report *rep, size_t differ,
			      const struct verdict *kv)
{
	if (rep->shapes)
		return "shapes";
	if (kv)
		return differ ? "wrong" : "rounding";
	if (!differ)
		return got.judge.digits ? "right" : "close";
	return got.found.rounding ? "rounding" : "wrong";
}

/* check --of's report as one JSON object (O's options, the kernel's
 * verdict KV or NULL, REP and the findings, in the style ST). */
static void of_json(const struct own *o, const struct verdict *kv,
		    const struct report *rep, const struct style *st,
		    size_t differ)
{
	struct json_head h;

	json_head_init(&h, differ ? 1 : 0);
	h.verdict = of_verdict(rep, differ, kv);
	h.rule = got.judge.digits ? "digits" : "tolerance";
	h.of = o->stage;
	h.atol = st->atol;
	h.rtol = st->rtol;
	h.decimals = o->decimals;
	if (kv) {
		h.atol = h.rtol = NAN;
		verdict_json_head(kv, &got.answer, rep, &h);
	}
	report_json(&h, rep, st, &got.found);
}

/* --- where the answer differs, and the search held to a part of it ----- */

/* Answers of more cells than this are searched in a part: a head, and
 * at most LOCATE_ROWS rows of it. */
#define LOCATE_CELLS (1 << 16)
#define LOCATE_ROWS 64

/* The rules the report held each cell I of the answer to: the
 * verdict's, or the style's (the digits written, or the tolerance). */
static bool kernel_reads_cell(const void *ctx, size_t i, double x)
{
	const struct verdict *v = ctx;

	return verdict_cell(v, v->bound, i, got.answer.v[i], x);
}

struct reading {
	const struct matrix *a;		/* the answer */
	const struct style *st;
};

static bool close_cell(const void *ctx, size_t i, double x)
{
	const struct reading *r = ctx;
	double d;

	if (r->st->right)
		return r->st->right(r->st->right_ctx, i, x);
	return close_to(r->a->v[i], x, r->st->atol, r->st->rtol, &d);
}

/* Rows R0 to R1 - 1 and columns C0 to C1 - 1 of M, a matrix to free. */
static struct matrix part_of(const struct matrix *m, size_t r0, size_t r1,
			     size_t c0, size_t c1)
{
	struct matrix s = { NULL, r1 - r0, c1 - c0, m->name };
	size_t r;

	s.v = xarray(xmul(s.rows, s.cols) + 1, sizeof *s.v);
	for (r = r0; r < r1; r++)
		memcpy(s.v + (r - r0) * s.cols, m->v + r * m->cols + c0,
		       s.cols * sizeof *s.v);
	return s;
}

/* Key/value head G (D columns) of M, whose heads are HD apart (or
 * NULL: side by side in M), as a matrix of its own to free. */
static struct matrix head_of(const struct matrix *m, const double *const *hd,
			     size_t g, size_t d)
{
	struct matrix s = { NULL, m->rows, d, m->name };

	if (!hd)
		return part_of(m, 0, m->rows, g * d, g * d + d);
	s.v = xarray(xmul(s.rows, d) + 1, sizeof *s.v);
	memcpy(s.v, hd[g], xmul(s.rows, d) * sizeof *s.v);
	return s;
}

/* Whether P's search can be held to one head and a few of its rows: the
 * attention of scores, weights or attend without what ties heads or rows
 * to the others (files of masks or biases, ALiBi's slopes, sinks, the
 * merge of parts). */
static bool partable(const struct problem *p)
{
	return p->q && p->k && !p->a && p->of <= STEP_OUTPUT && !p->mask &&
	       !p->bias && !p->sinks && p->opt && !p->opt->alibi &&
	       got.st && got.st->K;
}

/* The search on PART of the problem P (one head, some rows), the stage
 * set to it for the kernel's runs, and set back. */
static void search_part(const struct problem *p, const struct locate_part *pt,
			struct verdict *kv, const struct own *o, bool exponent)
{
	struct stage *st = got.st, keep = *st;
	size_t h = pt->head, g = heads_kv(&st->hd, h), dk = st->dk, w;
	struct matrix q, k, v = { NULL, 0, 0, NULL }, a, e, x, ref,
		      unit = { NULL, 0, 0, NULL };
	struct problem sp = *p;
	struct mask m = *p->opt;
	struct verdict sv;
	struct judge j;
	char *lit;
	const char *path;

	w = got.answer.cols / st->hd.h;
	q = part_of(p->q, pt->r0, pt->r1, h * dk, h * dk + dk);
	k = head_of(p->k, p->kh, g, dk);
	if (p->v)
		v = head_of(p->v, p->vh, g, st->dv);
	a = part_of(&got.answer, pt->r0, pt->r1, h * w, h * w + w);
	if (!kv)
		unit = part_of(&(struct matrix){ got.unit, got.answer.rows,
						 got.answer.cols, NULL },
			       pt->r0, pt->r1, h * w, h * w + w);
	/* the part's rows sit where they sat */
	m.offset += (long)pt->r0;
	m.lower_right = false;
	sp.q = &q;
	sp.k = &k;
	sp.v = p->v ? &v : NULL;
	sp.opt = &m;
	sp.h = sp.g = 1;
	sp.kh = sp.vh = NULL;
	if (kv)
		judge_init_ruled(&j, &a);
	else
		judge_init(&j, &a, unit.v, exponent, o->st.atol, o->st.rtol);
	/* the whole answer's rule */
	j.need = got.judge.need;
	j.digits = got.judge.digits;
	sp.decimals = j.decimals;
	if (kv) {
		/* the stage of one head: the key/value head's own matrices,
		 * the part's rows as a literal */
		st->hd = (struct heads){ 1, 1, false };
		st->K += g;
		if (st->V)
			st->V += g;
		if (st->dK)
			st->dK += g;
		if (st->dV)
			st->dV += g;
		st->m.offset += (long)pt->r0;
		st->m.lower_right = false;
		lit = mat_literal(&q);
		path = got.path;
		got.path = lit;
		x = part_of(&got.exact, pt->r0, pt->r1, h * w, h * w + w);
		ref = part_of(&got.e, pt->r0, pt->r1, h * w, h * w + w);
		sv = *kv;
		sv.o = &x;
		sv.ref = &ref;
		sv.heads = 1;		/* --ulps' rows: the part is one head */
		verdict_init(&sv);
		verdict_judge(&sv, &j);
		sp.kv = &sv;
		sp.decimals = 0;
		diagnose(&sp, &j, &x, &got.found);
		verdict_free(&sv);
		got.path = path;
		free(lit);
		free(x.v);
		free(ref.v);
		*st = keep;
	} else {
		e = part_of(&got.e, pt->r0, pt->r1, h * w, h * w + w);
		diagnose(&sp, &j, &e, &got.found);
		free(e.v);
	}
	recipe_done();
	judge_free(&j);
	free(q.v);
	free(k.v);
	free(v.v);
	free(a.v);
	free(unit.v);
}

/* Where the answer differs, said before the mistakes when more cells
 * differ than the report lists; then the search, on a part of a large
 * answer. */
static void locate_and_search(const struct problem *p, struct verdict *kv,
			      const struct own *o, const struct style *st,
			      size_t differ, bool exponent)
{
	struct reading rd = { &got.answer, st };
	struct locate_in in = { &got.answer, kv ? &got.exact : &got.e,
		kv ? kernel_reads_cell : close_cell,
		kv ? (const void *)kv : (const void *)&rd, p->h ? p->h : 1,
		o->st.base, p, kv && kv->kn && kv->kn->recipe == KERNEL_FLASH ?
		kv->kn->block : 128 };
	struct locate_part part = { true, 0, 0, 0 };

	/* shapes that differ have no cells to place; a gradient's columns
	 * are not the heads of Q (dK's are K's), and it is searched whole */
	if (differ > CHECK_CELLS && differ != SIZE_MAX && partable(p))
		locate(&in, LOCATE_CELLS, LOCATE_ROWS, &got.found, &part);
	else if (differ > CHECK_CELLS && differ != SIZE_MAX &&
		 p->of != STEP_GRAD)
		locate(&in, SIZE_MAX, 0, &got.found, &part);
	if (part.all) {
		/* the whole problem: K and V whole again */
		if (got.st)
			stage_whole_again(got.st);
		diagnose(p, &got.judge, kv ? &got.exact : &got.e, &got.found);
		recipe_done();
		return;
	}
	locate_searched(&part, o->st.base, &got.found);
	search_part(p, &part, kv, o, exponent);
	/* a small answer that one head does not explain is searched whole:
	 * a mistake across the heads (gqa-modulo) has no part of one head;
	 * what it finds was not found in that head alone */
	if (!got.found.n && got.answer.rows * got.answer.cols <= LOCATE_CELLS) {
		diagnose(p, &got.judge, kv ? &got.exact : &got.e, &got.found);
		recipe_done();
		if (got.found.n)
			got.found.nwhere--;
	}
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

/* check --of: the expected matrix; the report; the mistakes. */
static size_t check_of(struct args *a, const struct own *o,
		       struct report *rep)
{
	const char *apath = "-";
	enum step of = of_stage(o->stage);
	struct problem p;
	size_t differ, np = 0;
	int argc = a->argc;
	char **argv = a->argv;
	const struct dtype *t;
	struct verdict *kv = NULL;
	struct style st = o->st;
	bool exponent = false;

	/* what a run before this one in the same process held was let go
	 * at its end, or by the fuzz harness after its error */
	memset(&got, 0, sizeof got);
	got.jobs = jobs_of(a);
	recipe_forget();
	if (of == STEP_MERGE) {
		/* the parts, then the answer */
		if (argc < 3)
			usage_fail("--of merge takes two parts or more, then "
				   "ANSWER");
		np = (size_t)argc - 1;
		apath = argv[np];
	} else {
		if (argc > 0)
			apath = *argv++, argc--;
		no_more_operands(argc, argv);
	}
	of_options(a, o, of);
	t = kernel_format(a, o, of);
	if (o->strict && o->tol_given)
		usage_fail("--strict and --%s are two rules: give one",
			   o->tol_given == 'a' ? "atol" : "rtol");
	if (t && (o->strict || o->decimals >= 0))
		usage_fail("--%s is not taken with --dtype: the verdict's rule "
			   "says how close", o->strict ? "strict" : "decimals");
	if (of == STEP_PROJECT) {
		of_project(a, o, apath, &p);
	} else if (of == STEP_ROPE) {
		of_rope(a, o, apath, &p);
	} else if (of == STEP_MERGE) {
		of_merge(a, a->argv, np, apath, &p);
	} else if (of == STEP_NORM) {
		of_norm(a, o, apath, &p);
	} else if (o->apath) {
		of_apply(a, o, apath, &p);
	} else {
		a->m.bias_path = o->bpath;
		of_attention(a, of, apath, &p);
	}
	/* a kernel's answer is read by the verdict's rule, not its digits */
	if (t)
		got.answer = mat_load(apath, "ANSWER", ALLOW_ALL | SAY_ROLE,
				      true);
	else
		got.answer = mat_load_units(apath, "ANSWER", ALLOW_ALL |
					    SAY_ROLE, &got.unit, &exponent);
	if (of == STEP_MERGE)
		merge_lse(&p);
	if (t)
		judge_init_ruled(&got.judge, &got.answer);
	else
		judge_init(&got.judge, &got.answer, got.unit, exponent,
			   o->st.atol, o->st.rtol);
	p.decimals = got.judge.decimals;
	if (t)
		kv = kernel_verdict(o, t, &p);
	/* a cell is right by the digits written, unless a tolerance is
	 * asked for; and has its decimals where --decimals asks */
	got.judge.need = o->decimals;
	got.judge.digits = !o->strict && !o->tol_given;
	if (!kv && (got.judge.digits || o->decimals >= 0)) {
		st.right = cell_right;
		st.right_ctx = &got.judge;
	}
	if (o->quiet) {
		differ = kv ? verdict_count(kv, &got.answer) :
			 differing(&got.e, &got.answer, &st);
	} else {
		out_open(a->output, a->unbuffered);
		differ = kv ? verdict_report(kv, &got.answer, &st, rep) :
			 compare(&got.e, &got.answer, &st, rep);
	}
	/* an empty problem has no rows to make a mistake with */
	if (differ && !o->quiet && got.e.rows && got.answer.rows)
		locate_and_search(&p, kv, o, &st, differ, exponent);
	if (!o->quiet && st.json)
		of_json(o, kv, rep, &st, differ);
	else if (differ && !o->quiet)
		findings_say(&got.found);
	let_go(of);
	return differ;
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
	struct own o = { .st = { .atol = 1e-8, .rtol = 1e-5 },
			 .nm = { .eps = 1e-6 }, .decimals = -1 };
	size_t i, k, differ;
	const char *epath, *apath = "-";
	struct matrix E, A;
	struct report rep;
	char b[64];
	int bad;

	attn_data_status = 2;
	if (wants_json(argc, argv))
		attn_last_word = json_trouble;
	opt_parse(&spec, argc, argv, &a, own, &o);
	a.dpath = o.dpath;
	/* the report's numbers: 6 digits, unless -p or --fixed say */
	if (num_fmt.mode == FMT_SHORTEST)
		num_fmt.mode = FMT_PREC, num_fmt.digits = 6;
	argc = a.argc;
	argv = a.argv;
	if (o.list) {
		no_more_operands(argc, argv);
		out_open(a.output, a.unbuffered);
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
	if (o.stats && (o.stage || o.quiet || o.st.json || o.tol_given))
		usage_fail("--stats measures two matrices: not with %s",
			   o.stage ? "--of" : o.quiet ? "-s" : o.st.json ?
			   "--json" : "--atol or --rtol");
	if (o.stage) {
		differ = check_of(&a, &o, &rep);
	} else {
		bad = first_of((const int[]){ a.first_model,
					      o.pwrt ? OPT_WRT : 0,
					      o.dpath ? OPT_DOUT : 0,
					      a.first_rope,
					      o.first_project, o.xpath ? 'x' : 0,
					      o.bpath ? 'b' : 0,
					      o.apath ? 'a' : 0, o.first_norm,
					      o.nm.head_dim ? OPT_HEAD_DIM : 0,
					      dtype_key(&a, &o),
					      o.strict ? OPT_STRICT : 0,
					      o.decimals >= 0 ? OPT_DECIMALS :
					      0 }, 13);
		if (bad)
			usage_fail("%s is for check --of STAGE",
				   option_name(bad, b, sizeof b));
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
			out_open(a.output, a.unbuffered);
			differ = stats(&E, &A, &o.st);
		} else if (o.quiet) {
			differ = differing(&E, &A, &o.st);
		} else {
			out_open(a.output, a.unbuffered);
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
