/* stage.c - one row of scores, weights and apply, head by head.
 *
 * A row of S or A holds H blocks of NK cells, one per head; a row of Q
 * holds H blocks of DK, of O H blocks of DV.  Query head h reads key/value
 * head heads_kv(h).  The scratch of a row (rows.h) is the blocks below,
 * N = H * NK cells each, H for the LSEs after the weights, NK for the
 * softmax, H * DV for the output and H for the LSEs after it (--lse:
 * each written row is contiguous), then H each for the softmax's sums,
 * maxima and sinks: what stage_trace hands --show-work and grad. */
#include "attn/stage.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "attn/kernel.h"
#include "attn/merge.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/number.h"
#include "num/softmax.h"

enum { B_S, B_T, B_TEMP, B_CAP, B_EX, B_W, B_NBLOCKS };
/* The softmax's normaliser, per head. */
enum { N_SUM, N_MAX, N_ESINK, N_WSINK, N_NCELLS };

/* Where the parts of a row's scratch are. */
struct parts {
	double *b[B_NBLOCKS];
	double *wlse;		/* H: after the weights */
	double *tmp;		/* NK */
	double *o;		/* H * DV */
	double *olse;		/* H: after the output */
	double *norm;		/* N_NCELLS * H */
};

static void parts_of(const struct stage *st, double *buf, struct parts *p)
{
	size_t h = st->hd.h, n = h * st->nk, k;

	for (k = 0; k < B_NBLOCKS; k++)
		p->b[k] = buf + k * n;
	p->wlse = buf + B_NBLOCKS * n;
	p->tmp = p->wlse + h;
	p->o = p->tmp + st->nk;
	p->olse = p->o + h * st->dv;
	p->norm = p->olse + h;
}

/* The LSEs of a row: after its output, or after its weights. */
static double *lse_cells(const struct stage *st, const struct parts *p)
{
	return st->steps & DO_APPLY ? p->olse : p->wlse;
}

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

/* K and V are rounded to --dtype's format as they are read. */
static int kv_allow(const struct stage *st)
{
	return st->kn.t ? ROUND_AS_READ : 0;
}

void stage_load(struct stage *st, const char *kpath, const char *vpath)
{
	size_t g = st->hd.g, n = 0;
	/* K and V are split by G, which is H unless --kv-heads says */
	const char *opt = st->hd.g_given ? "--kv-heads" : "--heads";

	/* each on every core, a regular file in pieces (io/matrix.c) */
	if (kpath)
		st->Kw = mat_load(kpath, "K", kv_allow(st), false);
	if (vpath)
		st->Vw = mat_load(vpath, "V", kv_allow(st), false);
	if (kpath) {
		st->dk = heads_split(st->Kw.cols, g, opt, st->Kw.name,
				     0, "K");
		st->nk = st->Kw.rows;
		n += st->Kw.rows * st->Kw.cols;
	}
	if (vpath) {
		if (kpath && st->Vw.rows != st->Kw.rows)
			fail(st->Vw.name, 0, "V has %zu row%s, but K has %zu "
			     "(one value row per key)", st->Vw.rows,
			     st->Vw.rows == 1 ? "" : "s", st->Kw.rows);
		st->dv = heads_split(st->Vw.cols, g, opt, st->Vw.name,
				     0, "V");
		st->nk = st->Vw.rows;
		n += st->Vw.rows * st->Vw.cols;
	}
	if (st->sinks_path) {
		st->sinks_m = heads_list_as(st->sinks_path, "--sinks",
					    st->hd.h, kv_allow(st));
		st->sinks = st->sinks_m.v;
	}
	st->kv = g > 1 ? xarray(n, sizeof *st->kv) : NULL;
	if (kpath)
		st->K = split(&st->Kw, g, st->kv, kn_keys);
	if (vpath)
		st->V = split(&st->Vw, g, !st->kv ? NULL : kpath ? st->kv +
			      st->Kw.rows * st->Kw.cols : st->kv, kn_values);
	mask_load(&st->m, st->hd.h);
	if (st->kn.t)
		kernel_load(st);
}

void stage_let_whole_go(struct stage *st)
{
	if (!st->kv)
		return;
	mat_free(&st->Kw);
	mat_free(&st->Vw);
}

/* M's heads side by side again, from its G heads HD (each M->rows x D). */
static void join(struct matrix *m, const struct kn_mat *hd, size_t g)
{
	size_t d = m->cols / g, h, i;

	if (m->v || !hd || !m->rows)
		return;
	m->v = xarray(xmul(m->rows, m->cols) + 1, sizeof *m->v);
	for (h = 0; h < g; h++)
		for (i = 0; i < m->rows; i++)
			memcpy(m->v + i * m->cols + h * d, hd[h].v + i * d,
			       d * sizeof *m->v);
}

void stage_whole_again(struct stage *st)
{
	if (!st->kv)
		return;
	join(&st->Kw, st->K, st->hd.g);
	join(&st->Vw, st->V, st->hd.g);
}

/* --lse: the first line says what made the LSEs (attn/merge.h); apply
 * passes on the note of the weights, whose heads must be its own. */
static void lse_note(const struct stage *st)
{
	struct lse_note n = { st->hd.h, (long long)st->nk, st->sinks_path !=
			      NULL, st->m.policy, st->kn.t, st->kn.a };

	if (st->steps == DO_APPLY) {
		if (!lse_note_read(rd_note(st->in), rd_name(st->in),
				   "the weights'", &n))
			return;
		if (n.heads != st->hd.h)
			fail(rd_name(st->in), 0, "the weights were written with "
			     "--heads %zu, but apply has --heads %zu", n.heads,
			     st->hd.h);
		/* the LSEs passed on as apply read them: in its own
		 * formats */
		n.t = st->kn.t;
		n.a = st->kn.a;
	}
	lse_note_write(&n);
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
	} else if (st->lse && r->n != h * st->nk + h) {
		fail(r->where, r->line, "row has %zu field%s, but --lse with "
		     "V's %zu row%s needs %zu (the weights, then an LSE per "
		     "head)", r->n, r->n == 1 ? "" : "s", st->nk,
		     st->nk == 1 ? "" : "s", h * st->nk + h);
	} else if (!st->lse && r->n != h * st->nk) {
		if (r->n == h * st->nk + h)
			fail(r->where, r->line, "row has %zu weights, %zu more "
			     "than V's rows (weights --lse? give apply --lse "
			     "too)", r->n, h);
		if (h == 1)
			fail(r->where, r->line, "row has %zu weight%s, but V has "
			     "%zu row%s", r->n, r->n == 1 ? "" : "s", st->nk,
			     st->nk == 1 ? "" : "s");
		fail(r->where, r->line, "row has %zu weight%s, but --heads %zu "
		     "with V's %zu row%s needs %zu", r->n, r->n == 1 ? "" : "s",
		     h, st->nk, st->nk == 1 ? "" : "s", h * st->nk);
	}
	if (st->lse)
		lse_note(st);
	*nk = st->nk;
	*heads = h;
	*nout = (st->steps & DO_APPLY ? h * st->dv : h * st->nk) +
		(st->lse ? h : 0);
	if (st->kn.t && st->lse)
		num_tail_from = *nout - h;
	if (st->kn.t)
		return kernel_scratch(st);
	return B_NBLOCKS * h * st->nk + h + st->nk + h * st->dv + h +
	       N_NCELLS * h;
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

/* Head H's weights from its scores IN (NK cells) of row R, in P; its
 * normaliser, and with --lse its log-sum-exp. */
static void weights(const struct stage *st, const struct row *r, size_t h,
		    const double *in, const struct parts *p)
{
	size_t nk = st->nk, o = h * nk, nh = st->hd.h, live;
	double *const *b = p->b;
	struct kn_norm nm;

	memcpy(b[B_T] + o, in, nk * sizeof *in);
	mask_transform(&st->m, h, r->i, r->why ? r->why + o : NULL,
		       r->bias ? r->bias + o : NULL, b[B_T] + o, nk,
		       r->work ? b[B_TEMP] + o : NULL,
		       r->work ? b[B_CAP] + o : NULL, r->where, r->line);
	live = kn_softmax(b[B_T] + o, nk, st->sinks ? st->sinks[h] : -INFINITY,
			  b[B_W] + o, p->tmp, r->work ? b[B_EX] + o : NULL,
			  &nm);
	/* with a sink, no row is empty: the sink takes the whole of it */
	if (!live && !st->sinks)
		mask_empty_row(&st->m, h, b[B_W] + o, nk, r->where, r->line);
	p->norm[N_SUM * nh + h] = nm.sh;
	p->norm[N_MAX * nh + h] = nm.max;
	p->norm[N_ESINK * nh + h] = nm.esink;
	p->norm[N_WSINK * nh + h] = nm.wsink;
	if (st->lse)
		lse_cells(st, p)[h] = kn_lse(&nm, b[B_T] + o, nk,
					     st->sinks ? st->sinks[h] : -INFINITY);
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

/* Row R between the two kernels, head by head: its scores checked (they
 * are in B_S), the bias of scores --bias added, or the weights made; and
 * where the row's result is, unless the output is still to come. */
static void middle(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	size_t nk = st->nk, h, off;
	struct parts p;
	const double *in;

	parts_of(st, r->buf, &p);
	for (h = 0; h < st->hd.h; h++) {
		off = h * nk;
		in = r->in + off;
		if (st->steps & DO_SCORES) {
			scores_check(st, r, h, p.b[B_S] + off);
			in = p.b[B_S] + off;
		}
		if (st->steps == DO_SCORES && (r->bias || st->m.alibi)) {
			/* scores --bias, --alibi: added to the scaled scores */
			memcpy(p.b[B_T] + off, in, nk * sizeof *in);
			mask_transform(&st->m, h, r->i, r->why ? r->why + off :
				       NULL, r->bias ? r->bias + off : NULL,
				       p.b[B_T] + off, nk, NULL, NULL, r->where,
				       r->line);
			r->out = p.b[B_T];
		} else if (st->steps & DO_WEIGHTS) {
			weights(st, r, h, in, &p);
			r->out = p.b[B_W];
		} else {
			r->out = p.b[B_S];
		}
	}
}

/* apply --lse, before the output kernel: the LSEs that weights --lse
 * wrote after the weights, passed through after the output; the weights
 * finite or nan, as apply takes them, the LSEs finite or -inf, as weights
 * writes them. */
static void pass_lse(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct parts p;

	parts_of(st, r->buf, &p);
	rows_lse_in(r, st->hd.h * st->nk, st->hd.h, p.olse);
}

/* Row R after the output kernel: its output checked. */
static void after(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct parts p;
	size_t h;

	parts_of(st, r->buf, &p);
	for (h = 0; h < st->hd.h; h++)
		apply_check(st, r, h, p.o + h * st->dv);
	r->out = p.o;
}

/* The weights the output kernel takes: the softmax's, or the row read
 * (apply). */
static const double *weights_of(const struct stage *st, const struct row *r,
				const struct parts *p)
{
	return st->steps & DO_WEIGHTS ? p->b[B_W] : r->in;
}

void stage_row(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct parts p;
	size_t h;

	parts_of(st, r->buf, &p);
	for (h = 0; st->steps & DO_SCORES && h < st->hd.h; h++)
		kn_scores(r->in + h * st->dk, &st->K[heads_kv(&st->hd, h)],
			  &st->sc, r->allow + h * st->nk,
			  p.b[B_S] + h * st->nk);
	if (st->steps != DO_APPLY)
		middle(ctx, r);
	else if (st->lse)
		pass_lse(ctx, r);
	if (!(st->steps & DO_APPLY))
		return;
	for (h = 0; h < st->hd.h; h++)
		kn_apply(weights_of(st, r, &p) + h * st->nk,
			 &st->V[heads_kv(&st->hd, h)], p.o + h * st->dv);
	after(ctx, r);
}

void stage_batch(void *ctx, struct row *r, size_t n)
{
	const struct stage *st = ctx;
	size_t h, k, qs, as, bs, nk = st->nk;
	struct parts p;

	if (!rows_strides(r, n, &qs, &as, &bs, stage_row, ctx))
		return;
	parts_of(st, r[0].buf, &p);
	/* several rows against each block of K, then of V: the tiled
	 * kernels, with the bits of one row at a time */
	for (h = 0; st->steps & DO_SCORES && h < st->hd.h; h++)
		kn_scores_at(r[0].in + h * st->dk, n, qs,
			     &st->K[heads_kv(&st->hd, h)], &st->sc,
			     r[0].allow + h * nk, as, p.b[B_S] + h * nk, bs);
	if (st->steps != DO_APPLY || st->lse) {
		for (k = 0; k < n; k++)
			rows_try(&r[k], st->steps != DO_APPLY ? middle :
				 pass_lse, ctx);
		n = rows_ok();
	}
	if (!(st->steps & DO_APPLY) || !n)
		return;
	for (h = 0; h < st->hd.h; h++)
		kn_apply_at(weights_of(st, &r[0], &p) + h * nk, n,
			    st->steps & DO_WEIGHTS ? bs : qs,
			    &st->V[heads_kv(&st->hd, h)], p.o + h * st->dv, bs);
	for (k = 0; k < n; k++)
		rows_try(&r[k], after, ctx);
}

void stage_trace(const struct stage *st, const struct row *r,
		 struct trace *tr)
{
	size_t h = st->hd.h;
	struct parts p;

	parts_of(st, r->buf, &p);
	tr->s = p.b[B_S];
	tr->temp = p.b[B_TEMP];
	tr->cap = p.b[B_CAP];
	tr->t = p.b[B_T];
	tr->ex = p.b[B_EX];
	tr->w = p.b[B_W];
	tr->o = p.o;
	tr->sum = p.norm + N_SUM * h;
	tr->max = p.norm + N_MAX * h;
	tr->esink = p.norm + N_ESINK * h;
	tr->wsink = p.norm + N_WSINK * h;
	tr->lse = lse_cells(st, &p);
}

void stage_run(struct stage *st, reader *in)
{
	st->in = in;
	struct rows rs = {
		.in = in, .m = st->steps & (DO_SCORES | DO_WEIGHTS) ? &st->m :
		NULL, .ctx = st, .shape = stage_shape,
		.fn = st->kn.t ? kernel_row : stage_row,
		.fn_batch = st->kn.t ? kernel_batch : stage_batch,
		.describe = st->describe,
	};

	rows_run(&rs, st->jobs);
}

void stage_free(struct stage *st)
{
	size_t h;

	kernel_free(st);
	for (h = 0; st->K && h < st->hd.g; h++)
		kn_mat_free(&st->K[h]);
	for (h = 0; st->V && h < st->hd.g; h++)
		kn_mat_free(&st->V[h]);
	free(st->K);
	free(st->V);
	free(st->kv);
	mat_free(&st->sinks_m);
	mat_free(&st->Kw);
	mat_free(&st->Vw);
	mask_free(&st->m);
	memset(st, 0, sizeof *st);
}
