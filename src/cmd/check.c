/* cmd_check.c - compare two matrices within a tolerance, numpy.isclose
 * style, and say where they differ.  Exit status as diff(1) has it.
 *
 * check --of STAGE computes the expected matrix itself, with the stages'
 * own per-row steps, and when the answer is wrong tries the common
 * mistakes of mistakes.c on it. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "attn/heads.h"
#include "num/scale.h"
#include "attn/mask.h"
#include "io/matrix.h"
#include "explain/mistakes.h"
#include "io/number.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/rows.h"
#include "attn/stage.h"
#include "base/err.h"
#include "base/alloc.h"

static const char usage[] =
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
"\n"
"      --atol A         absolute tolerance (default 1e-8)\n"
"      --rtol R         relative tolerance (default 1e-5)\n"
"      --one-based      rows and columns counted from 1\n"
"      --of STAGE       scores, weights or attend: check an answer to it\n"
"  -q, --query Q        the queries (--of)\n"
"  -k, --keys K         the keys (--of)\n"
"  -v, --values V       the values (--of attend)\n"
"      --no-scale, --scale X, --causal, --offset N, --window L[,R],\n"
"      --mask FILE, --bias FILE, --heads H, --kv-heads G: as scores has them\n"
"      --temperature T, --softcap C, --masked-rows P: as weights has them\n"
"      --list-mistakes  the IDs of the mistakes --of knows, one a line\n"
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n"
"  -H, --header         skip the first row of every CSV input\n"
"  -p, --precision N    N significant digits in the report\n"
"      --fixed N        N digits after the point\n"
"  -o, --output FILE    write the report to FILE atomically\n"
"  -u, --unbuffered     flush every line\n"
"  -h, --help           this text\n"
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn scores -q Q.csv -k K.csv | attn check my-answer.csv --atol 1e-3\n"
"  attn check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.881,0.119]'\n";

static double tolerance(const char *opt, const char *arg)
{
	double v = num_option(opt, arg);

	if (v < 0)
		usage_fail("%s must be >= 0, not '%s'", opt, arg);
	return v;
}

/* nan is the largest difference of all. */
static bool bigger(double d, double than)
{
	return isnan(d) ? !isnan(than) : !isnan(than) && d > than;
}

static void say(const char *s, double x)
{
	out_str(s);
	out_num(x);
}

static bool same_shape(const struct matrix *a, const struct matrix *b)
{
	return a->rows == b->rows && (!a->rows || a->cols == b->cols);
}

/* Got A against expected B, numpy.isclose style; *DIFF is |a - b|. */
static bool close_to(double a, double b, double atol, double rtol,
		     double *diff)
{
	bool same;

	if (isnan(a) || isnan(b)) {
		same = isnan(a) && isnan(b);
		*diff = same ? 0 : NAN;
		return same;
	}
	if (isinf(a) || isinf(b)) {
		same = a == b;
		*diff = same ? 0 : INFINITY;
		return same;
	}
	*diff = fabs(a - b);
	return *diff <= atol + rtol * fabs(b);
}

/* The report: a line per differing cell and the summary, or the shapes;
 * the last line also in SUM (CHECK_SUMSZ bytes), for a notice.  Returns
 * how many cells differ, or SIZE_MAX when the shapes do. */
#define CHECK_SUMSZ (2 * NUM_BUFSZ + 128)
static size_t compare(const struct matrix *E, const struct matrix *A,
		      double atol, double rtol, size_t base, char *sum)
{
	double worst = 0, nearest = 0;
	size_t i, cells, differ = 0, wi = 0, k;
	char line[96];

	if (!same_shape(E, A)) {
		snprintf(sum, CHECK_SUMSZ, "shapes differ: expected %zux%zu, "
			 "got %zux%zu", E->rows, E->cols, A->rows, A->cols);
		out_pipe_status(1);
		out_str(sum);
		out_eol();
		return SIZE_MAX;
	}
	cells = E->rows * E->cols;
	for (i = 0; i < cells; i++) {
		double b = E->v[i], a = A->v[i], diff;

		if (close_to(a, b, atol, rtol, &diff)) {
			if (diff > nearest)
				nearest = diff;
			continue;
		}
		if (!differ)
			out_pipe_status(1);
		if (!differ++ || bigger(diff, worst))
			worst = diff, wi = i;
		snprintf(line, sizeof line, "row %zu, column %zu: ",
			 i / E->cols + base, i % E->cols + base);
		out_str(line);
		say("expected ", b);
		say(", got ", a);
		say(", difference ", diff);
		out_eol();
	}
	if (differ) {
		k = (size_t)snprintf(sum, CHECK_SUMSZ, "%zu of %zu cells differ "
				     "(largest difference ", differ, cells);
		k += num_write(worst, sum + k);
		snprintf(sum + k, CHECK_SUMSZ - k, " at row %zu, column %zu)",
			 wi / E->cols + base, wi % E->cols + base);
	} else {
		k = (size_t)snprintf(sum, CHECK_SUMSZ, "all %zu cells close "
				     "(largest difference ", cells);
		k += num_write(nearest, sum + k);
		snprintf(sum + k, CHECK_SUMSZ - k, ")");
	}
	out_str(sum);
	out_eol();
	return differ;
}

/* --- check --of: the expected matrix, and why an answer is wrong ------- */

/* What --of takes beyond check's own options: the stage holds the mask
 * options, the transforms and the heads. */
struct of_opts {
	const char *stage;
	int first;		/* the first --of option seen, or 0 */
	struct query qy;
	struct stage *st;
};

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

/* A literal holding M, for an operand that was read from stdin already
 * and must be read again row by row. */
static char *as_literal(const struct matrix *m)
{
	size_t i, len = 1;
	char *s = xmalloc(m->rows * m->cols * (NUM_BUFSZ + 1) + 3);

	s[0] = '[';
	for (i = 0; i < m->rows * m->cols; i++) {
		if (i)
			s[len++] = i % m->cols ? ',' : ';';
		len += num_shortest(m->v[i], s + len);
	}
	s[len++] = ']';
	s[len] = 0;
	return s;
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
		got.q.v = xrealloc(got.q.v, got.cap * r->n * sizeof *got.q.v);
		got.e.v = xrealloc(got.e.v, got.cap * w * sizeof *got.e.v);
	}
	memcpy(got.q.v + got.q.rows * r->n, r->in, r->n * sizeof *r->in);
	memcpy(got.e.v + got.e.rows * w, r->out, w * sizeof *r->out);
	got.q.rows++, got.q.cols = r->n;
	got.e.rows++;
	r->out = NULL;
}

/* The expected matrix into got.e: what attn STAGE writes, by the stages'
 * own row loop and steps, and Q whole into got.q, for the mistakes. */
static void expected(struct of_opts *o)
{
	reader *Q = rd_open(o->qy.qpath, "Q", 0);
	struct rows rs = {
		.in = Q, .m = &o->st->m, .ctx = o->st, .shape = gather_shape,
		.fn = gather_row,
	};

	rows_run(&rs, 1);
	rd_close(Q);
}

/* An answer, and how far each of its cells may be from a candidate. */
struct judge {
	const struct matrix *a;
	const double *unit;	/* one unit of each cell's last digit */
	double atol, rtol;
};

/* Whether candidate C reproduces the answer: the same shape, and each cell
 * within the tolerance or within one unit of its last written digit. */
static bool agrees(const struct judge *j, const struct matrix *c)
{
	size_t i;

	if (!same_shape(j->a, c))
		return false;
	for (i = 0; i < c->rows * c->cols; i++) {
		double a = j->a->v[i], x = c->v[i], diff;

		if (!close_to(a, x, j->atol, j->rtol, &diff) &&
		    !(diff <= j->unit[i] * (1 + 1e-9)))
			return false;
	}
	return true;
}

/* Whether C is the expected matrix E, within the tolerance. */
static bool is_expected(const struct judge *j, const struct matrix *c,
			const struct matrix *E)
{
	size_t i;
	double diff;

	if (!same_shape(E, c))
		return false;
	for (i = 0; i < c->rows * c->cols; i++)
		if (!close_to(c->v[i], E->v[i], j->atol, j->rtol, &diff))
			return false;
	return true;
}

/* The --atol that accepts the answer against E: the largest excess over
 * the relative tolerance, rounded up to one significant digit. */
static void atol_text(const struct judge *j, const struct matrix *E,
		      char *buf, size_t n)
{
	double need = 0, d;
	size_t i;
	int k, m;

	for (i = 0; i < E->rows * E->cols; i++) {
		double a = j->a->v[i], b = E->v[i];

		if (isfinite(a) && isfinite(b) &&
		    fabs(a - b) - j->rtol * fabs(b) > need)
			need = fabs(a - b) - j->rtol * fabs(b);
	}
	k = (int)floor(log10(need));
	m = (int)ceil(need / pow(10, k) - 1e-9);
	for (;; m++) {
		if (m >= 10)
			m /= 10, k++;
		if (k >= 0 && k < 6)
			snprintf(buf, n, "%.0f", m * pow(10, k));
		else
			snprintf(buf, n, "%de%d", m, k);
		d = strtod(buf, NULL);
		for (i = 0; i < E->rows * E->cols; i++) {
			double a = j->a->v[i], b = E->v[i];

			if (isfinite(a) && isfinite(b) &&
			    !(fabs(a - b) <= d + j->rtol * fabs(b)))
				break;
		}
		if (i == E->rows * E->cols)
			return;
	}
}

static bool step_applies(enum step step, enum step of)
{
	return step == STEP_ANY || step <= of;
}

/* Try every mistake of the catalogue that applies, then every pair from
 * different steps, and say which reproduce the answer. */
static void explain(const struct problem *p, const struct judge *j,
		    const struct matrix *E)
{
	char text[2][512], line[1200];
	struct recipe r;
	struct matrix c;
	size_t a, b;
	int va, vb;
	bool found = false, hit;

	if (agrees(j, E)) {
		atol_text(j, E, text[0], sizeof text[0]);
		snprintf(line, sizeof line, "likely mistake (rounding): right "
			 "to the digits written; --atol %s accepts it\n",
			 text[0]);
		out_str(line);
		return;
	}
	for (a = 0; a < n_mistakes; a++) {
		if (!step_applies(mistakes[a].step, p->of))
			continue;
		for (va = 0, hit = false; !hit; va++) {
			recipe_right(p, &r);
			if (!mistakes[a].fn(p, va, &r))
				break;
			c = recipe_run(p, &r);
			hit = !is_expected(j, &c, E) && agrees(j, &c);
			free(c.v);
		}
		if (!hit)
			continue;
		mistakes[a].describe(p, va - 1, text[0], sizeof text[0]);
		snprintf(line, sizeof line, "likely mistake (%s): %s\n",
			 mistakes[a].id, text[0]);
		out_str(line);
		found = true;
	}
	for (a = 0; !found && a < n_mistakes; a++)
		for (b = a + 1; b < n_mistakes; b++) {
			if (mistakes[a].step == mistakes[b].step ||
			    !step_applies(mistakes[a].step, p->of) ||
			    !step_applies(mistakes[b].step, p->of))
				continue;
			hit = false;
			for (va = 0; !hit; va++) {
				recipe_right(p, &r);
				if (!mistakes[a].fn(p, va, &r))
					break;
				for (vb = 0; !hit; vb++) {
					recipe_right(p, &r);
					mistakes[a].fn(p, va, &r);
					if (!mistakes[b].fn(p, vb, &r))
						break;
					c = recipe_run(p, &r);
					hit = !is_expected(j, &c, E) &&
					      agrees(j, &c);
					free(c.v);
				}
			}
			if (!hit)
				continue;
			mistakes[a].describe(p, va - 1, text[0], sizeof text[0]);
			mistakes[b].describe(p, vb - 1, text[1], sizeof text[1]);
			snprintf(line, sizeof line, "likely mistakes (%s + %s): "
				 "%s; then %s\n", mistakes[a].id, mistakes[b].id,
				 text[0], text[1]);
			out_str(line);
			found = true;
		}
	if (!found)
		out_str("no common mistake reproduces this answer\n");
}

/* check --of: the expected matrix from Q, K, V; the report; the mistakes. */
static size_t check_of(struct of_opts *o, int argc, char **argv,
		       double atol, double rtol, size_t base,
		       const struct common *co, char *sum)
{
	const char *apath = "-";
	enum step of = of_stage(o->stage);
	struct stage *st = o->st;
	struct mask *m = &st->m;
	struct matrix A, mask = { NULL, 0, 0, NULL }, bias = mask;
	char *mlit = NULL, *blit = NULL;
	struct problem p;
	struct judge j;
	double *unit;
	size_t differ;

	/* what a run before this one in the same process held was let go
	 * at its end, or by the fuzz harness after its error */
	memset(&got, 0, sizeof got);
	recipe_forget();
	if (argc > 0)
		apath = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!o->qy.qpath)
		usage_fail("--of needs -q Q, the queries");
	if (!o->qy.kpath)
		usage_fail("--of needs -k K, the keys");
	if (of == STEP_OUTPUT && !o->qy.vpath)
		usage_fail("--of attend needs -v V, the values");
	if (of != STEP_OUTPUT && o->qy.vpath)
		usage_fail("-v V is for --of attend, not --of %s", o->stage);
	if (of == STEP_SCORES && (m->temperature || m->softcap ||
				  m->policy != ROWS_ZERO))
		usage_fail("--temperature, --softcap and --masked-rows are for "
			   "--of weights and attend, not --of scores");
	heads_done(&st->hd);
	one_stdin((const char *[]){ o->qy.qpath, o->qy.kpath, o->qy.vpath,
				    m->mask_path, m->bias_path, apath }, 6);

	st->steps = of == STEP_SCORES ? DO_SCORES : of == STEP_SOFTMAX ?
		    DO_SCORES | DO_WEIGHTS : DO_SCORES | DO_WEIGHTS | DO_APPLY;
	st->sc = o->qy.sc;
	stage_load(st, o->qy.kpath, o->qy.vpath);
	/* the mistakes want the mask and bias whole; the stage reads them
	 * again row by row, from a literal when they came from stdin */
	if (m->mask_path) {
		mask = mat_load(m->mask_path, "a mask", ALLOW_MASK, false);
		if (is_stdin(m->mask_path))
			m->mask_path = mlit = as_literal(&mask);
	}
	if (m->bias_path) {
		bias = mat_load(m->bias_path, "a bias", ALLOW_NEG_INF, false);
		if (is_stdin(m->bias_path))
			m->bias_path = blit = as_literal(&bias);
	}
	expected(o);
	A = mat_load_units(apath, "ANSWER", ALLOW_ALL | SAY_ROLE, &unit);
	out_open(co->output, co->unbuffered);
	differ = compare(&got.e, &A, atol, rtol, base, sum);
	if (differ && got.q.rows) {
		p = (struct problem){ of, &got.q, &st->Kw,
				      o->qy.vpath ? &st->Vw : NULL,
				      m->mask_path ? &mask : NULL,
				      m->bias_path ? &bias : NULL, m,
				      o->qy.sc, st->hd.h, st->hd.g };
		j = (struct judge){ &A, unit, atol, rtol };
		explain(&p, &j, &got.e);
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

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "atol", required_argument, NULL, OPT_ATOL },
		{ "rtol", required_argument, NULL, OPT_RTOL },
		{ "one-based", no_argument, NULL, OPT_ONE_BASED },
		{ "of", required_argument, NULL, OPT_OF },
		{ "list-mistakes", no_argument, NULL, OPT_LIST_MISTAKES },
		{ "query", required_argument, NULL, 'q' },
		{ "keys", required_argument, NULL, 'k' },
		{ "values", required_argument, NULL, 'v' },
		{ "no-scale", no_argument, NULL, OPT_NO_SCALE },
		{ "scale", required_argument, NULL, OPT_SCALE },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, HEADS_LONGOPTS,
		COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct of_opts o = { NULL, 0, QUERY_INIT, NULL };
	double atol = 1e-8, rtol = 1e-5;
	size_t i, differ, base = 0;
	bool list = false;
	const char *epath, *apath = "-";
	struct matrix E, A;
	char sum[CHECK_SUMSZ];
	int c;

	cmd_begin("check");
	attn_data_status = 2;
	o.st = stage_begin(0);
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "q:k:v:",
				longopts, NULL)) != -1) {
		if (c == OPT_ATOL)
			atol = tolerance("--atol", optarg);
		else if (c == OPT_RTOL)
			rtol = tolerance("--rtol", optarg);
		else if (c == OPT_ONE_BASED)
			base = 1;
		else if (c == OPT_OF)
			o.stage = optarg;
		else if (c == OPT_LIST_MISTAKES)
			list = true;
		else if (query_option(&o.qy, c, optarg) ||
			   mask_option(&o.st->m, c, optarg) ||
			   heads_option(&o.st->hd, c, optarg)) {
			if (!o.first)
				o.first = c;
		} else
			common_option(&co, c, optarg, argv, usage);
	}
	argc -= optind;
	argv += optind;
	if (list) {
		no_more_operands(argc, argv);
		out_open(co.output, co.unbuffered);
		for (i = 0; i < n_mistakes; i++) {
			out_str(mistakes[i].id);
			out_eol();
		}
		out_close();
		return 0;
	}
	if (o.stage) {
		differ = check_of(&o, argc, argv, atol, rtol, base, &co, sum);
	} else {
		for (i = 0; o.first >= 0x100 && longopts[i].val != o.first; i++)
			;
		if (o.first >= 0x100)
			usage_fail("--%s is for check --of STAGE", longopts[i].name);
		if (o.first)
			usage_fail("-%c is for check --of STAGE", o.first);
		if (argc == 0)
			usage_fail("missing EXPECTED, the matrix to compare with");
		epath = *argv++, argc--;
		if (argc > 0)
			apath = *argv++, argc--;
		no_more_operands(argc, argv);
		one_stdin((const char *[]){ epath, apath }, 2);
		E = mat_load(epath, "EXPECTED", ALLOW_ALL | SAY_ROLE, true);
		A = mat_load(apath, "ACTUAL", ALLOW_ALL | SAY_ROLE, true);
		out_open(co.output, co.unbuffered);
		differ = compare(&E, &A, atol, rtol, base, sum);
		mat_free(&E);
		mat_free(&A);
	}
	/* Cells or shapes differ: the command failed, and -o FILE is not
	 * made; a line on stderr says why, for a make log. */
	if (!differ)
		out_close();
	else if (out_abandon())
		notice(co.output, "not made: %s", sum);
	return differ ? 1 : 0;
}
