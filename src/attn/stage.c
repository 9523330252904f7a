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
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "attn/pool.h"
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

/* V read on a thread of its own while the main thread reads K. */
struct vload {
	const char *path;
	struct matrix m;
	struct caught err;
	bool failed;
};

static void *load_v(void *arg)
{
	struct vload *v = arg;

	attn_catch = &v->err;
	if (setjmp(v->err.jb) == 0)
		v->m = mat_load(v->path, "V", 0, false);
	else
		v->failed = true;
	attn_catch = NULL;
	return NULL;
}

/* K and V, at once on two threads when there are threads and both are
 * regular files (a pipe might never end, and K's error must not wait for
 * it); an error is K's first, as one thread would say it. */
static void load_kv(struct stage *st, const char *kpath, const char *vpath)
{
	struct vload v;
	struct caught kerr, *was = attn_catch;
	struct stat sb;
	pthread_t th;
	volatile bool kfailed = false;

	memset(&v, 0, sizeof v);
	v.path = vpath;
	if (!pool_threaded(st->jobs) || stat(vpath, &sb) != 0 || !S_ISREG(sb.st_mode) ||
	    stat(kpath, &sb) != 0 || !S_ISREG(sb.st_mode) ||
	    pthread_create(&th, NULL, load_v, &v) != 0) {
		st->Kw = mat_load(kpath, "K", 0, false);
		st->Vw = mat_load(vpath, "V", 0, false);
		return;
	}
	attn_catch = &kerr;
	if (setjmp(kerr.jb) == 0)
		st->Kw = mat_load(kpath, "K", 0, false);
	else
		kfailed = true;
	attn_catch = was;
	pthread_join(th, NULL);
	if (kfailed)
		fail_caught(&kerr);
	if (v.failed)
		fail_caught(&v.err);
	st->Vw = v.m;
}

void stage_load(struct stage *st, const char *kpath, const char *vpath)
{
	size_t g = st->hd.g, n = 0;
	/* K and V are split by G, which is H unless --kv-heads says */
	const char *opt = st->hd.g_given ? "--kv-heads" : "--heads";

	if (kpath && vpath)
		load_kv(st, kpath, vpath);
	if (kpath) {
		if (!vpath)
			st->Kw = mat_load(kpath, "K", 0, false);
		st->dk = heads_split(st->Kw.cols, g, opt, st->Kw.name,
				     0, "K");
		st->nk = st->Kw.rows;
		n += st->Kw.rows * st->Kw.cols;
	}
	if (vpath) {
		if (!kpath)
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

/* Head H's scores S (NK cells) of row R, as the kernel wrote them: one
 * that overflows from finite inputs is an error. */
static void scores_check(const struct stage *st, const struct row *r,
			 size_t h, const double *s)
{
	const unsigned char *allow = r->allow + h * st->nk;
	char hb[HEADS_OF_SIZE];
	size_t j;

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


/* Head H's output O (DV cells) of row R, as the kernel wrote it: as in
 * scores, finite in, infinite out is an error. */
static void apply_check(const struct stage *st, const struct row *r,
			size_t h, const double *o)
{
	size_t c;

	for (c = 0; c < st->dv; c++)
		if (isinf(o[c]))
			fail(r->where, r->line, "the output for column %zu "
			     "overflows a double", h * st->dv + c);
}

/* Where row R's blocks are (B_NBLOCKS of H*NK cells, then the softmax's
 * NK, the output's H*DV and the sums' H). */
struct blocks {
	double *b[B_NBLOCKS], *tmp, *o, *sum;
};

static void blocks_of(const struct stage *st, const struct row *r,
		      struct blocks *bl)
{
	size_t n = st->hd.h * st->nk, k;

	for (k = 0; k < B_NBLOCKS; k++)
		bl->b[k] = r->buf + k * n;
	bl->tmp = r->buf + B_NBLOCKS * n;
	bl->o = bl->tmp + st->nk;
	bl->sum = bl->o + st->hd.h * st->dv;
}

/* Row R between the two kernels, head by head: its scores checked (they
 * are in B_S), the bias of scores --bias added, or the weights made; and
 * where the row's result is, unless the output is still to come. */
static void middle(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	size_t nk = st->nk, h, off;
	struct blocks bl;
	const double *in;

	blocks_of(st, r, &bl);
	for (h = 0; h < st->hd.h; h++) {
		off = h * nk;
		in = r->in + off;
		if (st->steps & DO_SCORES) {
			scores_check(st, r, h, bl.b[B_S] + off);
			in = bl.b[B_S] + off;
		}
		if (st->steps == DO_SCORES && (r->bias || st->m.alibi)) {
			/* scores --bias, --alibi: added to the scaled scores */
			memcpy(bl.b[B_T] + off, in, nk * sizeof *in);
			mask_transform(&st->m, h, r->i, r->why ? r->why + off :
				       NULL, r->bias ? r->bias + off : NULL,
				       bl.b[B_T] + off, nk, NULL, NULL, r->where,
				       r->line);
			r->out = bl.b[B_T];
		} else if (st->steps & DO_WEIGHTS) {
			weights(st, r, h, in, bl.b, bl.tmp, bl.sum + h);
			r->out = bl.b[B_W];
		} else {
			r->out = bl.b[B_S];
		}
	}
}

/* Row R after the output kernel: its output checked. */
static void after(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct blocks bl;
	size_t h;

	blocks_of(st, r, &bl);
	for (h = 0; h < st->hd.h; h++)
		apply_check(st, r, h, bl.o + h * st->dv);
	r->out = bl.o;
}

/* The weights the output kernel takes: the softmax's, or the row read
 * (apply). */
static const double *weights_of(const struct stage *st, const struct row *r,
				const struct blocks *bl)
{
	return st->steps & DO_WEIGHTS ? bl->b[B_W] : r->in;
}

void stage_row(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct blocks bl;
	size_t h;

	blocks_of(st, r, &bl);
	for (h = 0; st->steps & DO_SCORES && h < st->hd.h; h++)
		kn_scores(r->in + h * st->dk, &st->K[heads_kv(&st->hd, h)],
			  &st->sc, r->allow + h * st->nk,
			  bl.b[B_S] + h * st->nk);
	if (st->steps != DO_APPLY)
		middle(ctx, r);
	if (!(st->steps & DO_APPLY))
		return;
	for (h = 0; h < st->hd.h; h++)
		kn_apply(weights_of(st, r, &bl) + h * st->nk,
			 &st->V[heads_kv(&st->hd, h)], bl.o + h * st->dv);
	after(ctx, r);
}

/* The distance from row 0's X to every row K's, when it is the same for
 * every K (rows.c lays a batch's rows out so); SIZE_MAX when not. */
#define STRIDE(r, n, x, s) do { \
	size_t k_; \
	(s) = (n) > 1 ? (size_t)((r)[1].x - (r)[0].x) : 0; \
	for (k_ = 1; k_ < (n); k_++) \
		if ((r)[k_].x != (r)[0].x + k_ * (s)) \
			(s) = SIZE_MAX; \
} while (0)

void stage_batch(void *ctx, struct row *r, size_t n)
{
	const struct stage *st = ctx;
	size_t h, k, qs, as, bs, nk = st->nk;
	struct blocks bl;

	STRIDE(r, n, in, qs);
	STRIDE(r, n, allow, as);
	STRIDE(r, n, buf, bs);
	if (qs == SIZE_MAX || as == SIZE_MAX || bs == SIZE_MAX) {
		for (k = 0; k < n; k++)
			rows_try(&r[k], stage_row, ctx);
		return;
	}
	blocks_of(st, &r[0], &bl);
	/* several rows against each block of K, then of V: the tiled
	 * kernels, with the bits of one row at a time */
	for (h = 0; st->steps & DO_SCORES && h < st->hd.h; h++)
		kn_scores_at(r[0].in + h * st->dk, n, qs,
			     &st->K[heads_kv(&st->hd, h)], &st->sc,
			     r[0].allow + h * nk, as, bl.b[B_S] + h * nk, bs);
	if (st->steps != DO_APPLY) {
		for (k = 0; k < n; k++)
			rows_try(&r[k], middle, ctx);
		n = rows_ok();
	}
	if (!(st->steps & DO_APPLY) || !n)
		return;
	for (h = 0; h < st->hd.h; h++)
		kn_apply_at(weights_of(st, &r[0], &bl) + h * nk, n,
			    st->steps & DO_WEIGHTS ? bs : qs,
			    &st->V[heads_kv(&st->hd, h)], bl.o + h * st->dv, bs);
	for (k = 0; k < n; k++)
		rows_try(&r[k], after, ctx);
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
		.fn_batch = stage_batch, .describe = st->describe,
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
