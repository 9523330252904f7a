/* stage.c - one row of scores, weights and apply, head by head.
 *
 * A row of S or A holds H blocks of NK cells, one per head; a row of Q
 * holds H blocks of DK, of O H blocks of DV.  Query head h reads key/value
 * head heads_kv(h).  The scratch of a row (rows.h) is the blocks below,
 * N = H * NK cells each, then NK for the softmax, H * DV for the output
 * and H for the sums of the exponentials: what stage_trace hands
 * --show-work. */
#include "attn/stage.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/err.h"
#include "num/softmax.h"

enum { B_S, B_T, B_TEMP, B_CAP, B_EX, B_W, B_NBLOCKS };

/* Split M (NK x G*D) into G contiguous NK x D blocks at DST, and prepare
 * each for the kernels with PREP. */
static struct kn_mat *split(const struct matrix *m, size_t g, double *dst,
			    void (*prep)(struct kn_mat *, const double *,
					 size_t, size_t))
{
	struct kn_mat *k = xcalloc(g, sizeof *k);
	size_t d = m->cols / g, h, i;

	for (h = 0; h < g; h++) {
		double *blk = g == 1 ? m->v : dst + h * m->rows * d;

		for (i = 0; g > 1 && i < m->rows; i++)
			memcpy(blk + i * d, m->v + i * m->cols + h * d,
			       d * sizeof *blk);
		prep(&k[h], blk, m->rows, d);
	}
	return k;
}

struct stage *stage_begin(int steps)
{
	static struct stage st;

	/* whatever an error exit left here is gone with the process (or,
	 * in the fuzz harness, freed by it) */
	memset(&st, 0, sizeof st);
	st.steps = steps;
	st.hd = (struct heads)HEADS_INIT;
	return &st;
}

void stage_load(struct stage *st, const char *kpath, const char *vpath)
{
	size_t g = st->hd.g, n = 0;
	/* K and V are split by G, which is H unless --kv-heads says */
	const char *opt = st->hd.g_given ? "--kv-heads" : "--heads";

	if (kpath) {
		st->Kw = mat_load(kpath, "K", 0, false);
		st->dk = heads_split(st->Kw.cols, g, opt, st->Kw.name,
				     0, "K");
		st->nk = st->Kw.rows;
		n += st->Kw.rows * st->Kw.cols;
	}
	if (vpath) {
		st->Vw = mat_load(vpath, "V", 0, false);
		if (kpath && st->Vw.rows != st->Kw.rows)
			fail(st->Vw.name, 0, "V has %zu row%s, but K has %zu "
			     "(one value row per key)", st->Vw.rows,
			     st->Vw.rows == 1 ? "" : "s", st->Kw.rows);
		st->dv = heads_split(st->Vw.cols, g, opt, st->Vw.name,
				     0, "V");
		st->nk = st->Vw.rows;
		n += st->Vw.rows * st->Vw.cols;
	}
	st->kv = g > 1 ? xarray(n, sizeof *st->kv) : NULL;
	if (kpath)
		st->K = split(&st->Kw, g, st->kv, kn_keys);
	if (vpath)
		st->V = split(&st->Vw, g, !st->kv ? NULL : kpath ? st->kv +
			      st->Kw.rows * st->Kw.cols : st->kv, kn_values);
	mask_load(&st->m, st->hd.h);
}

size_t stage_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		   size_t *heads)
{
	struct stage *st = ctx;
	size_t h = st->hd.h, w;

	if (st->steps & DO_SCORES) {
		w = heads_split(r->n, h, "--heads", r->where, r->line, "row");
		if (w != st->dk && h == 1)
			fail(r->where, r->line, "row has %zu column%s, but K has "
			     "%zu (d_k must match)", r->n, r->n == 1 ? "" : "s",
			     st->dk);
		if (w != st->dk)
			fail(r->where, r->line, "row has %zu column%s per head, "
			     "but K has %zu per key/value head (d_k must match)",
			     w, w == 1 ? "" : "s", st->dk);
	} else if (st->steps & DO_WEIGHTS) {
		st->nk = heads_split(r->n, h, "--heads", r->where, r->line,
				     "row");
	} else if (r->n != h * st->nk) {
		if (h == 1)
			fail(r->where, r->line, "row has %zu weight%s, but V has "
			     "%zu row%s", r->n, r->n == 1 ? "" : "s", st->nk,
			     st->nk == 1 ? "" : "s");
		fail(r->where, r->line, "row has %zu weight%s, but --heads %zu "
		     "with V's %zu row%s needs %zu", r->n, r->n == 1 ? "" : "s",
		     h, st->nk, st->nk == 1 ? "" : "s", h * st->nk);
	}
	*nk = st->nk;
	*heads = h;
	*nout = st->steps & DO_APPLY ? h * st->dv : h * st->nk;
	return B_NBLOCKS * h * st->nk + st->nk + h * st->dv + h;
}

/* Head H's scores of row R into S (NK cells); a score that overflows from
 * finite inputs is an error. */
static void scores(const struct stage *st, const struct row *r, size_t h,
		   double *s)
{
	const struct kn_mat *K = &st->K[heads_kv(&st->hd, h)];
	const unsigned char *allow = r->allow + h * st->nk;
	char hb[HEADS_OF_SIZE];
	size_t j;

	kn_scores(r->in + h * st->dk, K, &st->sc, allow, s);
	for (j = 0; j < st->nk; j++)
		if (allow[j] && !isfinite(s[j]))
			fail(r->where, r->line, "the score for key %zu%s "
			     "overflows a double", j, heads_of(st->hd.h, h, hb));
}

/* Head H's weights from its scores IN (NK cells) of row R, in B; the sum
 * of its exponentials in *SUM. */
static void weights(const struct stage *st, const struct row *r, size_t h,
		    const double *in, double *const *b, double *tmp,
		    double *sum)
{
	size_t nk = st->nk, o = h * nk, live;

	memcpy(b[B_T] + o, in, nk * sizeof *in);
	mask_transform(&st->m, h, r->i, r->why ? r->why + o : NULL,
		       r->bias ? r->bias + o : NULL, b[B_T] + o, nk,
		       r->work ? b[B_TEMP] + o : NULL,
		       r->work ? b[B_CAP] + o : NULL, r->where, r->line);
	*sum = 0;
	live = kn_softmax(b[B_T] + o, nk, b[B_W] + o, tmp,
			  r->work ? b[B_EX] + o : NULL, sum);
	if (!live)
		mask_empty_row(&st->m, h, b[B_W] + o, nk, r->where, r->line);
}

/* Head H's output from the weights W (NK cells) into O (DV cells). */
static void apply(const struct stage *st, const struct row *r, size_t h,
		  const double *w, double *o)
{
	const struct kn_mat *V = &st->V[heads_kv(&st->hd, h)];
	size_t c;

	kn_apply(w, V, o);
	/* as in scores: finite in, infinite out is an error */
	for (c = 0; c < st->dv; c++)
		if (isinf(o[c]))
			fail(r->where, r->line, "the output for column %zu "
			     "overflows a double", h * st->dv + c);
}

/* Head H of row R, through the stage's steps; returns where its result
 * is. */
static const double *head(const struct stage *st, struct row *r, size_t h,
			  double *const *b, double *tmp, double *o, double *sum)
{
	size_t nk = st->nk, off = h * nk;
	const double *in = r->in + off;

	if (st->steps & DO_SCORES) {
		scores(st, r, h, b[B_S] + off);
		in = b[B_S] + off;
	}
	if (st->steps == DO_SCORES && (r->bias || st->m.alibi)) {
		/* scores --bias, --alibi: added to the scaled scores */
		memcpy(b[B_T] + off, in, nk * sizeof *in);
		mask_transform(&st->m, h, r->i, r->why ? r->why + off : NULL,
			       r->bias ? r->bias + off : NULL, b[B_T] + off, nk,
			       NULL, NULL, r->where, r->line);
		return b[B_T];
	}
	if (st->steps & DO_WEIGHTS) {
		weights(st, r, h, in, b, tmp, sum + h);
		in = b[B_W] + off;
	}
	if (st->steps & DO_APPLY)
		apply(st, r, h, in, o + h * st->dv);
	return st->steps & DO_APPLY ? o : in - off;
}

void stage_row(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	size_t n = st->hd.h * st->nk, h, k;
	double *b[B_NBLOCKS], *tmp, *o;

	for (k = 0; k < B_NBLOCKS; k++)
		b[k] = r->buf + k * n;
	tmp = r->buf + B_NBLOCKS * n;
	o = tmp + st->nk;
	for (h = 0; h < st->hd.h; h++)
		r->out = head(st, r, h, b, tmp, o, o + st->hd.h * st->dv);
}

void stage_trace(const struct stage *st, const struct row *r,
		 struct trace *tr)
{
	size_t n = st->hd.h * st->nk;
	const double *o = r->buf + B_NBLOCKS * n + st->nk;

	tr->s = r->buf + B_S * n;
	tr->temp = r->buf + B_TEMP * n;
	tr->cap = r->buf + B_CAP * n;
	tr->t = r->buf + B_T * n;
	tr->ex = r->buf + B_EX * n;
	tr->w = r->buf + B_W * n;
	tr->o = o;
	tr->sum = o + st->hd.h * st->dv;
}

void stage_run(struct stage *st, reader *in)
{
	struct rows rs = {
		.in = in, .m = st->steps & (DO_SCORES | DO_WEIGHTS) ? &st->m :
		NULL, .ctx = st, .shape = stage_shape, .fn = stage_row,
		.describe = st->describe,
	};

	rows_run(&rs, st->jobs);
}

void stage_free(struct stage *st)
{
	size_t h;

	for (h = 0; st->K && h < st->hd.g; h++)
		kn_mat_free(&st->K[h]);
	for (h = 0; st->V && h < st->hd.g; h++)
		kn_mat_free(&st->V[h]);
	free(st->K);
	free(st->V);
	free(st->kv);
	mat_free(&st->Kw);
	mat_free(&st->Vw);
	mask_free(&st->m);
	memset(st, 0, sizeof *st);
}
