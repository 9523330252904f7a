/* run.c - the tail every streaming command shares. */
#include "cmd/run.h"

#include "base/err.h"
#include "cmd/tensors.h"
#include "explain/show_kernel.h"
#include "explain/show_work.h"
#include "io/matrix.h"
#include "io/output.h"

struct stage *run_stage_begin(int steps, struct args *a)
{
	struct stage *st = stage_begin(steps);

	heads_done(&a->hd);
	dtype_done(a, steps == (DO_SCORES | DO_WEIGHTS | DO_APPLY));
	st->sc = a->sc;
	st->m = a->m;
	if (a->dtype) {
		st->kn = (struct kernel){ .t = a->dtype, .a = a->acc,
			.recipe = a->recipe == 'f' ? KERNEL_FLASH : KERNEL_MATH,
			.block = (size_t)a->block };
		st->m.rounding = ROUND_AS_READ;
	}
	st->hd = a->hd;
	st->sinks_path = a->sinks_path;
	st->lse = a->lse;
	st->jobs = jobs_of(a);
	st->describe = !a->work ? NULL : a->dtype ? sw_kernel : sw_stage;
	return st;
}

bool run_grad_begin(struct args *a, struct stage **st)
{
	bool kernel = a->dtype && !dt_is_f64(a->dtype);
	const char *no = a->m.temperature ? "--temperature" :
			 a->m.softcap ? "--softcap" : a->sinks_path ? "--sinks" :
			 a->m.policy == ROWS_NAN || a->m.policy == ROWS_UNIFORM ?
			 "--masked-rows nan or uniform" : NULL;

	if (kernel && a->wrt != WRT_Q && a->wrt != WRT_K && a->wrt != WRT_V)
		usage_fail("--dtype is for grad --wrt q, k or v (a kernel keeps "
			   "no dS or dA to write)");
	if (kernel && no)
		usage_fail("%s is not taken with grad --dtype (the backward "
			   "recipes have no step for it)", no);
	/* flash needs the forward pass's O, math its P alone */
	*st = run_stage_begin(DO_SCORES | DO_WEIGHTS | (kernel ? DO_APPLY : 0),
			      a);
	if (kernel && (*st)->kn.recipe == KERNEL_MATH)
		(*st)->steps = DO_SCORES | DO_WEIGHTS;
	(*st)->describe = NULL;
	return kernel;
}

void run_stage(struct stage *st, const struct args *a, const char *kpath,
	       const char *vpath, const char *path, const char *role,
	       int allow)
{
	/* a batch: each element its own problem, by the same settings */
	const struct stage set = *st;
	size_t e = 0;
	reader *in;

	do {
		tensors_element(a, e);
		*st = set;
		stage_load(st, kpath, vpath);
		in = rd_open(path, role, allow | (st->kn.t ? ROUND_AS_READ : 0));
		if (e == 0)
			out_open(a->output, a->unbuffered);
		stage_run(st, in);
		rd_close(in);
		stage_free(st);
	} while (++e < a->batch);
	out_close();
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

void run_rope_open(struct rope *rp, const struct args *a, const char *path,
		   struct segments *seg, reader **pos, struct rows *rs)
{
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
	if (rp->scale.type == TR_DYNAMIC && !a->scaling_given.seq)
		dynamic_seq(rp, a, path);
}

void run_rows(const struct rows *rs, const struct args *a, int jobs)
{
	out_open(a->output, a->unbuffered);
	rows_run(rs, jobs);
	out_close();
}
