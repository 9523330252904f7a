/* run.c - the tail every streaming command shares. */
#include "cmd/run.h"

#include <stdlib.h>
#include <string.h>

#include "attn/kernel.h"
#include "base/alloc.h"
#include "base/err.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"
#include "show/kernel.h"
#include "show/work.h"

struct stage *stage_settings(int steps, struct args *a, const char *kpath,
			     const char *vpath, const char *path,
			     const char *role)
{
	struct stage *st;

	tensors_done(a, path, (const char *[]){ kpath, vpath }, 2);
	if (steps & (DO_SCORES | DO_WEIGHTS))
		lower_right_done(a, path, role);
	heads_done(&a->hd);
	dtype_done(a, steps == (DO_SCORES | DO_WEIGHTS | DO_APPLY));
	st = stage_begin(steps);
	st->sc = a->sc;
	st->m = a->m;
	if (a->dtype) {
		st->kn = (struct kernel){ .t = a->dtype, .a = a->acc,
			.recipe = a->recipe == 'f' ? KERNEL_FLASH : KERNEL_MATH,
			.block = (size_t)a->block, .how = a->how,
			.quant = a->quant, .pdt = a->pdt, .sdt = a->sdt,
			.scale_block = (size_t)a->scale_block,
			.rotate = opt_given(a, OPT_ROTATE), .seed = a->seed };
		st->m.rounding = ROUND_AS_READ;
	}
	st->hd = a->hd;
	st->sinks_path = a->sinks_path;
	st->lse = a->lse;
	st->jobs = jobs_of(a);
	st->describe = !a->work ? NULL : a->dtype ? sw_kernel : sw_stage;
	return st;
}

struct stage *stage_setup(int steps, struct args *a, const char *kpath,
			  const char *vpath, const char *path,
			  const char *role)
{
	struct stage *st = stage_settings(steps, a, kpath, vpath, path, role);

	tensors_batch_refused(a);
	stage_load(st, kpath, vpath);
	return st;
}

struct stage *grad_setup(struct args *a)
{
	bool kernel = a->dtype && !dt_is_f64(a->dtype);
	const char *no = a->m.temperature ? "--temperature" :
			 a->m.softcap ? "--softcap" : a->sinks_path ? "--sinks" :
			 a->m.policy == ROWS_NAN || a->m.policy == ROWS_UNIFORM ?
			 "--masked-rows nan or uniform" : NULL;
	enum grad_wrt w = a->wrt.v[0];
	struct stage *st;

	if (kernel && w != WRT_Q && w != WRT_K && w != WRT_V)
		usage_fail("--dtype is for grad --wrt q, k or v (a kernel keeps "
			   "no dS or dA to write)");
	if (kernel && a->wrt.n > 1)
		usage_fail("--dtype takes one --wrt, not %zu (a kernel's "
			   "backward writes one result)", a->wrt.n);
	if (kernel && no)
		usage_fail("%s is not taken with grad --dtype (the backward "
			   "recipes have no step for it)", no);
	if (kernel && a->work)
		usage_fail("--show-work is not taken with --dtype");
	/* flash needs the forward pass's O, math its P alone */
	st = stage_setup(DO_SCORES | DO_WEIGHTS | (kernel ? DO_APPLY : 0), a,
			 a->kpath, a->vpath, a->qpath, "Q");
	if (kernel && st->kn.recipe == KERNEL_MATH)
		st->steps = DO_SCORES | DO_WEIGHTS;
	/* the backward pass shows each row's forward steps itself */
	st->describe = NULL;
	return st;
}

/* --scaling dynamic without --seq-len: the largest position of the rows
 * X at PATH (or of --positions) + 1, read through before the rows. */
static void dynamic_seq(struct rope *rp, const struct args *a,
			const char *path)
{
	const char *op = a->positions ? a->positions : path, *once;

	if ((once = read_once(op)))
		usage_fail("--scaling dynamic takes the sequence's length from "
			   "the largest position, which %s cannot give before it "
			   "ends: give --seq-len L", once);
	if (a->positions)
		rope_seq_of_positions(rp, op);
	else
		rope_seq_of_rows(rp, rd_count(path, "X"));
}

void rope_setup(struct rope *rp, struct args *a, const char *path,
		struct segments *seg, reader **pos, struct rows *rs)
{
	rope_done(a);
	rope_open(rp, a, path, seg, pos, rs);
}

void rope_open(struct rope *rp, const struct args *a, const char *path,
	       struct segments *seg, reader **pos, struct rows *rs)
{
	*rp = a->rope;
	*rs = (struct rows){ .ctx = rp, .shape = rope_shape, .fn = rope_row,
			     .describe = a->work ? sw_rope : NULL };
	if (a->m.segments_path) {
		seg_load(seg, a->m.segments_path);
		rp->seg = seg;
	}
	rs->in = rd_open(path, "X", 0);
	if (a->positions) {
		*pos = rd_open(a->positions, "--positions", 0);
		rp->positions = true;
		rp->pos_name = rd_name(*pos);
		rs->with = pos;
		rs->nwith = 1;
	}
	if (rp->scale.type == TR_DYNAMIC && !opt_given(a, OPT_SEQ_LEN))
		dynamic_seq(rp, a, path);
}

void merge_setup(struct merge *m, struct args *a, char **paths, size_t n,
		 bool lse)
{
	heads_done(&a->hd);
	memset(m, 0, sizeof *m);
	m->h = a->hd.h;
	m->lse = lse;
	m->note = a->lse;
	m->policy = a->m.policy;
	m->jobs = jobs_of(a);
	m->describe = a->work ? sw_merge_row : NULL;
	merge_begin(m, paths, n, a->sinks_path);
}

void norm_setup(struct norm *nm, struct args *a, const char *wpath)
{
	norm_done(a, wpath, a->dpath);
	*nm = a->norm;
	nm->jobs = jobs_of(a);
	norm_load(nm, wpath, a->dpath);
}

int stage_command(const struct cmd_spec *spec, int argc, char **argv,
		  int steps)
{
	struct args a;
	struct stage *st;
	const char *path, *kpath, *vpath, *role = "Q";
	int allow = 0;

	opt_parse(spec, argc, argv, &a, NULL, NULL);
	if (steps & DO_SCORES) {
		query_operands(&a, steps & DO_APPLY);
		path = a.qpath;
	} else if (steps & DO_WEIGHTS) {
		path = sole_operand(&a);
		role = "scores";
		allow = ALLOW_NEG_INF;
	} else {
		path = sole_operand(&a);
		if (!a.vpath)
			usage_fail("missing -v V, the values");
		role = "weights";
		/* the weights of weights --lse end in their LSEs */
		allow = ALLOW_NAN | (a.lse ? ALLOW_NEG_INF : 0);
	}
	kpath = steps & DO_SCORES ? a.kpath : NULL;
	vpath = steps & DO_APPLY ? a.vpath : NULL;
	st = stage_settings(steps, &a, kpath, vpath, path,
			    steps & DO_SCORES ? "Q" : "the scores");
	run_stage(st, &a, kpath, vpath, path, role, allow);
	return 0;
}

void run_stage(struct stage *st, const struct args *a, const char *kpath,
	       const char *vpath, const char *path, const char *role,
	       int allow)
{
	/* a batch: each element its own problem, by the same settings */
	const struct stage set = *st;
	size_t e = 0;
	reader *in;
	char *lit = NULL;

	do {
		const char *qp;

		tensors_element(a, e);
		*st = set;
		stage_load(st, kpath, vpath);
		/* apply --dtype --lse: the weights in T, their LSEs in A */
		if (st->kn.t && st->lse && st->steps == DO_APPLY)
			dtype_read_tail(st->kn.a, st->hd.h * st->nk);
		qp = run_quantize(st, path, role, allow, &lit);
		in = rd_open(qp, role, allow | (st->kn.t ? ROUND_AS_READ : 0));
		if (e == 0)
			out_open(a->out.last, a->unbuffered);
		stage_run(st, in);
		rd_close(in);
		stage_free(st);
		XFREE(lit);
	} while (++e < a->batch);
	out_close();
}

const char *run_quantize(struct stage *st, const char *path,
			 const char *role, int allow, char **lit)
{
	struct matrix Q;
	size_t d = st->dk;

	if (!st->kn.quant)
		return path;
	if (st->kn.rotate && (d == 0 || (d & (d - 1))))
		usage_fail("--rotate hadamard needs heads whose width is a power "
			   "of two, not %zu", d);
	Q = mat_load(path, role, allow | ROUND_AS_READ, false);
	if (Q.cols != st->hd.h * d)
		fail(Q.name, 0, "Q has %zu column%s, but K's heads want %zu",
		     Q.cols, Q.cols == 1 ? "" : "s", st->hd.h * d);
	kernel_qscales(st, &Q);
	if (is_stdin(path))
		path = *lit = mat_literal(&Q);
	mat_free(&Q);
	return path;
}

void run_rows(const struct rows *rs, const struct args *a, int jobs)
{
	out_open(a->out.last, a->unbuffered);
	rows_run(rs, jobs);
	out_close();
}
