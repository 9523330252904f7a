/* stage_state.h - what a stage holds: the steps and settings its command
 * asked for, and the operands stage_load read for them.  Both ways
 * through a row read it, the stage's own (stage.c) and a kernel's under
 * --dtype (kernel.c); stage.c, which runs one or the other, sits above
 * them. */
#ifndef ATTN_STAGE_STATE_H
#define ATTN_STAGE_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/heads.h"
#include "attn/kernel_recipe.h"
#include "attn/mask.h"
#include "attn/rows.h"
#include "io/matrix.h"
#include "num/dot.h"

enum { DO_SCORES = 1, DO_WEIGHTS = 2, DO_APPLY = 4 };

struct stage {
	/* what to do, and how */
	int steps;
	struct scale sc;
	struct mask m;
	struct heads hd;
	const char *sinks_path;	/* --sinks LIST, or NULL */
	bool lse;		/* --lse: each head's log-sum-exp after the
				   row (apply: passed through) */
	int jobs;		/* threads */
	/* --dtype: a kernel's recipe (kernel_recipe.h); kn.t NULL: the exact
	 * doubles */
	struct kernel kn;
	/* --show-work: called after each row with its working's text (the
	 * rows' describe); NULL: no working */
	void (*describe)(void *st, const struct row *r, struct text *t);
	/* K (G heads of NK x DK) and V (G heads of NK x DV), one prepared
	 * matrix per key/value head */
	struct matrix Kw, Vw;
	struct matrix sinks_m;	/* --sinks, H numbers */
	const double *sinks;	/* its numbers, one per head, or NULL */
	struct kn_mat *K, *V;
	struct dt_mat *dK, *dV;	/* kn.t: K and V as its dot products read them */
	double *kv;		/* the heads' columns, each made contiguous */
	/* --quantize: the descales, per head, per block of rows (Q's from
	 * kernel_qscales), and K and V as their dot products read them: K
	 * in fp8, V in fp8 times its descales */
	double *qd, *kd, *vd;
	size_t nqb, nkb;
	struct kn_mat *qK, *qV;
	double *qkv;
	size_t nk, dk, dv;
	reader *in;		/* the rows, for their note (apply --lse) */
};

#endif
