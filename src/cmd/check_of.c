/* check_of.c - attn check --of STAGE: the expected matrix computed by
 * the stage's own setup (cmd/run.h), row loop and steps, the answer
 * judged against it (by the comparison, or by a kernel's verdict under
 * --dtype), and when it is wrong the common mistakes tried on it
 * (explain/diagnose.h). */
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
#include "cmd/check.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "explain/compare.h"
#include "explain/diagnose.h"
#include "explain/locate.h"
#include "explain/recipe.h"
#include "explain/verdict.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

/* The step each stage of OF_WORDS ends with. */
static const enum step stage_step[] = { STEP_SCORES, STEP_SOFTMAX,
	STEP_OUTPUT, STEP_OUTPUT, STEP_GRAD, STEP_PROJECT, STEP_ROPE,
	STEP_MERGE, STEP_NORM };

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
	struct project_back pb;	/* --of project --dout: its backward pass */
	enum project_wrt pwrt;	/* and its --wrt */
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

/* --of grad's --wrt W (as grad takes it, less sinks: one result) into
 * A, S naming the stage in messages. */
static void grad_wrt(struct args *a, const char *w, const char *s)
{
	char several[GRAD_RESULTS];
	size_t n;

	if (strchr(w, ',') &&
	    (n = wrt_list(opt_grad, w, several, GRAD_RESULTS)) > 1)
		usage_fail("%s takes one --wrt, not %zu", s, n);
	a->wrt.v[0] = (enum grad_wrt)opt_grad->codes[
		opt_word_in(opt_grad, w, s, "z")];
	a->wrt.n = 1;
}

/* The options that --of STAGE (the OF_ bit STAGE, named NAME, ending
 * with step OF) cannot take, by the stages each option's entry names,
 * and what it needs. */
static void of_options(struct args *a, const struct check_opts *o,
		       const struct cmd_spec *spec, unsigned stage,
		       const char *name, enum step of)
{
	const struct opt *bad = opt_stray(a, spec, stage);
	bool apply = stage == OF_APPLY;
	char b[64], s[160];

	if (bad)
		usage_fail("%s is for %s, not --of %s", opt_said(bad, b),
			   of_said(bad->of, s), name);
	snprintf(s, sizeof s, "--of %s", name);
	/* --wrt as the stage's command takes it, less --of grad's sinks */
	if (of == STEP_NORM && o->wrt)
		a->norm.wrt = (enum norm_wrt)opt_norm_wrt->codes[
			opt_word_in(opt_norm_wrt, o->wrt, s, NULL)];
	if (of == STEP_GRAD && o->wrt)
		grad_wrt(a, o->wrt, s);
	if (of == STEP_PROJECT && o->wrt)
		got.pwrt = (enum project_wrt)"xwb"[opt_word_in(&(struct opt){
			"wrt", OPT_WRT, "X", .kind = OPT_WORD,
			.words = PROJECT_WRT }, o->wrt, s, NULL)];
	if (apply && !o->apath)
		usage_fail("--of apply needs -a A, the weights");
	if (apply && !a->vpath)
		usage_fail("--of apply needs -v V, the values");
	if (of == STEP_PROJECT && !o->wpath)
		usage_fail("--of project needs -w W, the projection");
	if ((of == STEP_PROJECT || of == STEP_ROPE || of == STEP_NORM) &&
	    !o->xpath)
		usage_fail("--of %s needs -x X, the rows to %s", name,
			   of == STEP_PROJECT ? "project" : of == STEP_ROPE ?
			   "turn" : "normalise");
	if (of == STEP_PROJECT && o->wrt && !a->dpath)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
	if (apply || of >= STEP_PROJECT)
		return;
	if (!a->qpath)
		usage_fail("--of needs -q Q, the queries");
	if (!a->kpath)
		usage_fail("--of needs -k K, the keys");
	if (of == STEP_GRAD) {
		if (!a->wrt.n)
			usage_fail("--of grad needs --wrt q|k|v|scores|weights");
		if (!a->vpath)
			usage_fail("--of grad needs -v V, the values");
		if (!a->dpath)
			usage_fail("--of grad needs --dout dO, the gradient at "
				   "the output");
		return;
	}
	if (of == STEP_OUTPUT && !a->vpath)
		usage_fail("--of attend needs -v V, the values");
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
static void of_attention(struct args *a, enum step of, const char *bpath,
			 const char *apath, struct problem *p)
{
	struct stage *st;
	struct mask *m;

	a->m.bias_path = bpath;
	stdin_operands(a, &apath, 1);
	if (of == STEP_GRAD) {
		st = got.st = grad_setup(a);
	} else {
		st = got.st = stage_setup(of == STEP_SCORES ? DO_SCORES :
					  of == STEP_SOFTMAX ?
					  DO_SCORES | DO_WEIGHTS :
					  DO_SCORES | DO_WEIGHTS | DO_APPLY, a,
					  a->kpath, a->vpath, a->qpath, "Q");
	}
	if (of != STEP_GRAD)
		heads_apart(st);
	m = &st->m;
	sides(m);
	if (of == STEP_GRAD) {
		got.wrt = a->wrt.v[0];
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
		.dout = &got.d, .wrt = a->wrt.v[0], .kh = got.kh, .vh = got.vh };
}

/* --of apply: the expected matrix, by apply's own row loop and step,
 * from the weights of -a, and the problem. */
static void of_apply(struct args *a, const struct check_opts *o,
		     const char *apath, struct problem *p)
{
	struct stage *st;

	stdin_operands(a, &apath, 1);
	st = got.st = stage_setup(DO_APPLY, a, NULL, a->vpath, o->apath,
				  "weights");
	expected_stage(st, o->apath, "weights", ALLOW_NAN | st->m.rounding);
	*p = (struct problem){ .of = STEP_OUTPUT, .a = &got.q, .v = &st->Vw,
		.opt = &st->m, .sc = a->sc, .h = st->hd.h, .g = st->hd.g };
}

/* --of project: the expected matrix, by project's own row loop (with
 * --dout, its backward pass's), and the problem (W as d_in x d_out, and
 * B's row, as project holds them; X's rows, and dY's). */
static void of_project(const struct args *a, const struct check_opts *o,
		       const char *apath, struct problem *p)
{
	static struct matrix w;
	struct project *pj = &got.pj;
	struct project_back *b = &got.pb;
	enum project_wrt wrt = got.pwrt ? got.pwrt : PROJECT_WRT_X;
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
static void of_rope(struct args *a, const struct check_opts *o,
		    const char *apath, struct problem *p)
{
	struct rows rs;

	stdin_operands(a, &apath, 1);
	rope_setup(&got.rp, a, o->xpath, &got.seg, &got.pos, &rs);
	gather(&rs, rs.shape, rs.fn, NULL);
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
	got.parts = xcalloc(np, sizeof *got.parts);
	got.pcap = xcalloc(np, sizeof *got.pcap);
	merge_setup(mg, a, paths, np, true);
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
static void of_norm(struct args *a, const struct check_opts *o,
		    const char *apath, struct problem *p)
{
	struct norm *nm = &got.nm;
	reader *in;

	stdin_operands(a, &apath, 1);
	norm_setup(nm, a, o->wpath);
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

/* --dtype's format T (f64 too), for --of scores, weights, attend, apply
 * or grad alone, and the factor rule's F; NULL without it, when no other of its
 * options may be given (--factor is rope's scaling's with --of rope). */
static const struct dtype *kernel_format(struct args *a,
					 const struct check_opts *o,
					 enum step of, const char *name)
{
	const struct rule *r = &o->rule;
	char b[64];

	got.kv.factor = 2;
	if (!a->dtype && r->rule == VR_FACTOR && r->by) {
		if (of == STEP_ROPE) {
			/* rope's scaling's, which check's options parse
			 * after the stage is known */
			rope_factor(a, r->factor_arg);
			return NULL;
		}
		if (of > STEP_OUTPUT)
			usage_fail("--factor is for --of rope, not --of %s",
				   name);
		usage_fail("--factor is the factor rule's with --dtype T, or the "
			   "scaling's with --of rope");
	}
	if (!a->dtype && r->by)
		usage_fail("%s needs --dtype T, the kernel's format",
			   opt_said(r->by, b));
	if (!a->dtype)
		return NULL;
	/* where T is the accumulators' own format (f32), the summation's
	 * error is the kernel's whole error: the reference adds as a GEMM
	 * does, one term at a time */
	if (!opt_given(a, OPT_SUM_ORDER) && of != STEP_GRAD &&
	    a->dtype == (a->acc ? a->acc : &dt_f32))
		a->how.sum = SUM_SEQ;
	if (r->rule == VR_TORCH && r->by &&
	    !torch_tolerance(a->dtype, &got.kv.rtol, &got.kv.atol))
		usage_fail("--profile torch has no tolerances for %s "
			   "(torch.testing has none for fp8)", a->dtype->name);
	if (opt_given(a, OPT_ATOL) || opt_given(a, OPT_RTOL))
		usage_fail("--atol and --rtol are not taken with --dtype: the "
			   "verdict's rule says how close");
	if (r->factor_arg &&
	    !((got.kv.factor = num_option("--factor", r->factor_arg)) > 0))
		usage_fail("--factor must be > 0, not '%s'", r->factor_arg);
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
static struct verdict *kernel_verdict(const struct check_opts *o,
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
		.rule = o->rule.by ? o->rule.rule : VR_FACTOR,
		.factor = v->factor, .ulps = o->rule.ulps,
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

/* The answer's operand (default stdin), after --of merge's NP parts;
 * nothing more. */
static const char *answer_of(const struct args *a, enum step of, size_t *np)
{
	int argc = a->argc;
	char **argv = a->argv;

	if (of == STEP_MERGE) {
		if (argc < 3)
			usage_fail("--of merge takes two parts or more, then "
				   "ANSWER");
		*np = (size_t)argc - 1;
		return argv[*np];
	}
	no_more_operands(argc - 1, argv + 1);
	return argc > 0 ? argv[0] : "-";
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

/* check --of's report as one JSON object (O's options, the stage NAME,
 * the kernel's verdict KV or NULL, REP and the findings, in the style
 * ST). */
static void of_json(const struct check_opts *o, const char *name,
		    const struct verdict *kv, const struct report *rep,
		    const struct style *st, size_t differ)
{
	struct json_head h;

	json_head_init(&h, differ ? 1 : 0);
	h.verdict = of_verdict(rep, differ, kv);
	h.rule = got.judge.digits ? "digits" : "tolerance";
	h.of = name;
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

/* The rule the report held each cell I of the answer to under --dtype:
 * the verdict's (the style's is close_cell). */
static bool kernel_reads_cell(const void *ctx, size_t i, double x)
{
	const struct verdict *v = ctx;

	return verdict_cell(v, v->bound, i, got.answer.v[i], x);
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
			struct verdict *kv, const struct check_opts *o, bool exponent)
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
			      const struct check_opts *o,
			      const struct style *st, size_t differ,
			      bool exponent)
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
		if (got.st)
			stage_whole_again(got.st);
		diagnose(p, &got.judge, kv ? &got.exact : &got.e, &got.found);
		recipe_done();
		if (got.found.n)
			got.found.nwhere--;
	}
}

/* The first of --atol and --rtol given (its key), or 0: either asks for
 * the tolerance's rule. */
static int first_tolerance(const struct args *a)
{
	size_t i;

	for (i = 0; i < a->ngiven; i++)
		if (a->given[i] == OPT_ATOL || a->given[i] == OPT_RTOL)
			return a->given[i];
	return 0;
}

/* check --of: the expected matrix; the report; the mistakes. */
size_t check_of(struct args *a, const struct check_opts *o,
		const struct cmd_spec *spec, struct report *rep)
{
	enum step of = stage_step[o->of - 1];
	unsigned stage = 1u << (o->of - 1);
	struct problem p;
	size_t differ, np = 0;
	const char *apath = answer_of(a, of, &np), *name;
	const struct dtype *t;
	struct verdict *kv = NULL;
	struct style st = o->st;
	bool exponent = false;
	char b[64], b2[64];
	int tol = first_tolerance(a);

	name = opt_word_name(opt_find(spec, OPT_OF), (size_t)o->of - 1, b);
	/* what a run before this one in the same process held was let go
	 * at its end, or by the fuzz harness after its error */
	memset(&got, 0, sizeof got);
	got.jobs = jobs_of(a);
	recipe_forget();
	/* check takes no -j: the stages on one thread, their rows on every
	 * core (gather) */
	a->jobs = 1;
	of_options(a, o, spec, stage, name, of);
	t = kernel_format(a, o, of, name);
	if (o->strict && tol)
		usage_fail("--strict and %s are two rules: give one",
			   opt_said(opt_find(spec, tol), b2));
	if (t && (o->strict || o->decimals >= 0))
		usage_fail("--%s is not taken with --dtype: the verdict's rule "
			   "says how close", o->strict ? "strict" : "decimals");
	if (of == STEP_PROJECT)
		of_project(a, o, apath, &p);
	else if (of == STEP_ROPE)
		of_rope(a, o, apath, &p);
	else if (of == STEP_MERGE)
		of_merge(a, a->argv, np, apath, &p);
	else if (of == STEP_NORM)
		of_norm(a, o, apath, &p);
	else if (stage == OF_APPLY)
		of_apply(a, o, apath, &p);
	else
		of_attention(a, of, o->bpath, apath, &p);
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
	got.judge.digits = !o->strict && !tol;
	if (!kv && (got.judge.digits || o->decimals >= 0)) {
		st.right = cell_right;
		st.right_ctx = &got.judge;
	}
	if (o->quiet) {
		differ = kv ? verdict_count(kv, &got.answer) :
			 differing(&got.e, &got.answer, &st);
	} else {
		out_open(a->out.last, a->unbuffered);
		differ = kv ? verdict_report(kv, &got.answer, &st, rep) :
			 compare(&got.e, &got.answer, &st, rep);
	}
	/* an empty problem has no rows to make a mistake with */
	if (differ && !o->quiet && got.e.rows && got.answer.rows)
		locate_and_search(&p, kv, o, &st, differ, exponent);
	if (!o->quiet && st.json)
		of_json(o, name, kv, rep, &st, differ);
	else if (differ && !o->quiet)
		findings_say(&got.found);
	let_go(of);
	return differ;
}

