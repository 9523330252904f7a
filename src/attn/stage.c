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

#include "base/alloc.h"
#include "base/err.h"
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
	if (st->sinks_path) {
		st->sinks_m = heads_list(st->sinks_path, "--sinks", st->hd.h);
		st->sinks = st->sinks_m.v;
	}
	st->kv = g > 1 ? xarray(n, sizeof *st->kv) : NULL;
	if (kpath)
		st->K = split(&st->Kw, g, st->kv, kn_keys);
	if (vpath)
		st->V = split(&st->Vw, g, !st->kv ? NULL : kpath ? st->kv +
			      st->Kw.rows * st->Kw.cols : st->kv, kn_values);
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
	*nk = st->nk;
	*heads = h;
	*nout = (st->steps & DO_APPLY ? h * st->dv : h * st->nk) +
		(st->lse ? h : 0);
	return B_NBLOCKS * h * st->nk + h + st->nk + h * st->dv + h +
	       N_NCELLS * h;
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

/* Head H's weights from its scores IN (NK cells) of row R, in P; its
 * normaliser, and with --lse its log-sum-exp. */
static void weights(const struct stage *st, const struct row *r, size_t h,
		    const double *in, const struct parts *p)
{
	size_t nk = st->nk, o = h * nk, nh = st->hd.h, live;
	double *const *b = p->b;
	struct kn_norm nm;

	memcpy(b[B_T] + o, in, nk * sizeof *in);
	mask_transform(&st->m, h, r->why ? r->why + o : NULL,
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
		lse_cells(st, p)[h] = kn_lse(&nm);
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
			  const struct parts *p)
{
	size_t nk = st->nk, off = h * nk;
	const double *in = r->in + off;
	double *const *b = p->b, *o = p->o;

	if (st->steps & DO_SCORES) {
		scores(st, r, h, b[B_S] + off);
		in = b[B_S] + off;
	}
	if (st->steps == DO_SCORES && r->bias) {
		/* scores --bias: the bias is added to the scaled scores */
		memcpy(b[B_T] + off, in, nk * sizeof *in);
		mask_transform(&st->m, h, r->why + off, r->bias + off,
			       b[B_T] + off, nk, NULL, NULL, r->where, r->line);
		return b[B_T];
	}
	if (st->steps & DO_WEIGHTS) {
		weights(st, r, h, in, p);
		in = b[B_W] + off;
	}
	if (st->steps & DO_APPLY)
		apply(st, r, h, in, o + h * st->dv);
	return st->steps & DO_APPLY ? o : in - off;
}

/* apply --lse: the LSEs that weights --lse wrote after the weights, passed
 * through after the output; the weights finite or nan, as apply takes
 * them, the LSEs finite or -inf, as weights writes them. */
static void pass_lse(const struct stage *st, const struct row *r,
		     double *lse)
{
	size_t n = st->hd.h * st->nk, j;

	for (j = 0; j < n; j++)
		if (r->in[j] == -INFINITY)
			fail(r->where, r->line, "field %zu is '-inf'; weights "
			     "must be finite or nan", j + 1);
	for (j = 0; j < st->hd.h; j++)
		if (isnan(r->in[n + j]))
			fail(r->where, r->line, "field %zu is 'nan'; an LSE must "
			     "be finite or -inf", n + j + 1);
	memcpy(lse, r->in + n, st->hd.h * sizeof *lse);
}

void stage_row(void *ctx, struct row *r)
{
	const struct stage *st = ctx;
	struct parts p;
	size_t h;

	parts_of(st, r->buf, &p);
	if (st->lse && !(st->steps & DO_WEIGHTS))
		pass_lse(st, r, p.olse);
	for (h = 0; h < st->hd.h; h++)
		r->out = head(st, r, h, &p);
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
	mat_free(&st->sinks_m);
	mat_free(&st->Kw);
	mat_free(&st->Vw);
	mask_free(&st->m);
	memset(st, 0, sizeof *st);
}
