/* recipe.c - the plain loops that compute a problem's answer from a
 * recipe (recipe.h).
 *
 * The scores of every key (the scale, then --temperature, --softcap, the
 * bias and the ALiBi term, as attn weights has them), which keys each row
 * keeps (--segments too), a softmax of some kind over each head's block,
 * and the weighted sum; for grad, the five lines of attn-grad(1) on those
 * weights; for project, x W + b; for rope, each pair turned by cos and sin
 * of the angle in double.  Every column of Q, K and V is reached
 * through cut() and kcut(), so that a mistake in how the heads are cut,
 * or K read, bends the forward and the backward pass alike. */
#include "explain/recipe.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* --- where things are ------------------------------------------------- */

/* How head HH's columns lie in a row cut into PARTS heads D wide: the
 * first at OFF, each next one STEP further; a block, or interleaved, every
 * PARTS-th column from HH. */
struct cut {
	size_t off, step;
};

static struct cut cut(const struct recipe *r, size_t hh, size_t parts,
		      size_t d)
{
	return r->interleaved ? (struct cut){ hh, parts } :
	       (struct cut){ hh * d, 1 };
}

/* The key/value head query head HH reads. */
static size_t kv_of(const struct recipe *r, size_t hh)
{
	return r->kv_modulo ? hh % r->g : hh / (r->h / r->g);
}

/* Entry T of key J of key/value head KV is K->v[off + j*jstep + t*tstep]:
 * on row J; or, for Q K instead of Q K^T, on row T. */
struct kcut {
	size_t off, jstep, tstep;
};

static struct kcut kcut(const struct matrix *K, const struct recipe *r,
			size_t kv)
{
	struct cut c = cut(r, kv, r->g, K->cols / r->g);

	return r->no_transpose ? (struct kcut){ c.off, c.step, K->cols } :
	       (struct kcut){ c.off, K->cols, c.step };
}

/* Entry (I, head HH, key J) of a mask or bias file, n_k or h*n_k wide. */
static double side(const struct matrix *m, size_t i, size_t hh, size_t nk,
		   size_t j)
{
	return m->v[i * m->cols + (m->cols == nk ? j : hh * nk + j)];
}

/* --- what every candidate with the same heads shares ------------------ */

/* The dot products Q K^T of every query head with its key head, and
 * grad's dA = dO V^T, n_q x h*n_k each: the same for every candidate that
 * cuts the heads and reads K (or V) the same way, so computed once for
 * each way (there are few: --heads, and the mistakes heads-ignored,
 * heads-interleaved, gqa-modulo, no-transpose). */
enum { MEMO_DOTS, MEMO_DA };
static struct memo {
	const struct problem *p;
	int kind;
	size_t h, g;
	bool interleaved, kv_modulo, no_transpose;
	double *v;
} memo[8];
static size_t memo_next;

/* The memo of KIND for R's heads, and whether it was there already. */
static struct memo *memo_of(int kind, const struct problem *p,
			    const struct recipe *r, bool *found)
{
	struct memo key = { p, kind, r->h, r->g, r->interleaved,
			    r->kv_modulo, kind == MEMO_DOTS && r->no_transpose,
			    NULL }, *m;
	size_t c, n = sizeof memo / sizeof *memo;

	for (c = 0; c < n; c++) {
		m = &memo[c];
		if (m->v && m->p == p && m->kind == kind && m->h == key.h &&
		    m->g == key.g && m->interleaved == key.interleaved &&
		    m->kv_modulo == key.kv_modulo &&
		    m->no_transpose == key.no_transpose) {
			*found = true;
			return m;
		}
	}
	m = &memo[memo_next++ % n];
	free(m->v);
	*m = key;
	m->v = xarray(xmul(xmul(p->q->rows, r->h), p->k->rows) + 1,
		      sizeof *m->v);
	*found = false;
	return m;
}

static const double *dot_products(const struct problem *p,
				  const struct recipe *r)
{
	const struct matrix *Q = p->q, *K = p->k;
	size_t h = r->h, dk = Q->cols / h, nk = K->rows, i, hh, j, t;
	bool found;
	struct memo *m = memo_of(MEMO_DOTS, p, r, &found);

	for (i = 0; !found && i < Q->rows; i++)
		for (hh = 0; hh < h; hh++) {
			struct cut qc = cut(r, hh, h, dk);
			struct kcut kc = kcut(K, r, kv_of(r, hh));
			const double *q = Q->v + i * Q->cols + qc.off;

			for (j = 0; j < nk; j++) {
				const double *k = K->v + kc.off + j * kc.jstep;
				double x = 0;

				for (t = 0; t < dk; t++)
					x += q[t * qc.step] * k[t * kc.tstep];
				m->v[(i * h + hh) * nk + j] = x;
			}
		}
	return m->v;
}

/* dA = dO V^T: dO's rows in blocks of d_v, as O's are, whatever R does
 * with V's columns. */
static const double *grad_da(const struct problem *p, const struct recipe *r)
{
	const struct matrix *V = p->v, *D = p->dout;
	size_t h = r->h, dv = V->cols / r->g, nk = V->rows, i, hh, j, t;
	bool found;
	struct memo *m = memo_of(MEMO_DA, p, r, &found);

	for (i = 0; !found && i < D->rows; i++)
		for (hh = 0; hh < h; hh++) {
			struct cut vc = cut(r, kv_of(r, hh), r->g, dv);
			const double *d = D->v + i * D->cols + hh * dv;

			for (j = 0; j < nk; j++) {
				const double *v = V->v + j * V->cols + vc.off;
				double x = 0;

				for (t = 0; t < dv; t++)
					x += d[t] * v[t * vc.step];
				m->v[(i * h + hh) * nk + j] = x;
			}
		}
	return m->v;
}


/* --- the scores ------------------------------------------------------- */

static bool position_kept(const struct mask *o, const struct recipe *r,
			  size_t i, size_t j)
{
	double pos = (double)i + (double)r->offset, key = (double)j;

	if (o->window && (key < pos - (double)o->left ||
			  key > pos + (double)o->right))
		return false;
	if (!o->causal)
		return true;
	switch (r->causal) {
	case CAUSAL_FLIPPED:
		return key >= pos;
	case CAUSAL_STRICT:
		return key < pos;
	case CAUSAL_LOOSE:
		return key <= pos + 1;
	default:
		return key <= pos;
	}
}

/* Whether key J of head HH stays for row I by R's mask options,
 * --segments and --mask (a bias of -inf aside). */
static bool kept(const struct problem *p, const struct recipe *r, size_t i,
		 size_t hh, size_t j)
{
	if (!position_kept(p->opt, r, i, j) ||
	    !mask_segment_keeps(p->opt, (long)i, j))
		return false;
	/* mask_inverted: a 1 masks, a 0 keeps */
	return !p->mask ||
	       (side(p->mask, i, hh, p->k->rows, j) != 0) != r->mask_inverted;
}

/* --temperature and --softcap on X, as R has them. */
static double transform(const struct mask *o, const struct recipe *r,
			double x)
{
	if (o->temperature && r->temperature != TEMP_NONE)
		x = r->temperature == TEMP_TIMES ? x * o->temperature :
		    x / o->temperature;
	if (o->softcap && !r->softcap_off)
		x = o->softcap * tanh(x / o->softcap);
	return x;
}

/* The slope of transform at X: the chain rule's factor for the backward
 * pass. */
static double transform_slope(const struct mask *o, const struct recipe *r,
			      double x)
{
	double by = 1, th;

	if (o->temperature && r->temperature != TEMP_NONE)
		by = r->temperature == TEMP_TIMES ? o->temperature :
		     1 / o->temperature;
	if (!o->softcap || r->softcap_off)
		return by;
	th = tanh(x * by / o->softcap);
	return (1 - th * th) * by;
}

static void recipe_scores(const struct problem *p, const struct recipe *r,
			  struct scores *s)
{
	const struct mask *o = p->opt;
	const double *dot = dot_products(p, r);
	bool transforms = p->of != STEP_SCORES;
	size_t i, hh, j, cells;

	s->nq = p->q->rows;
	s->nk = p->k->rows;
	s->width = r->h * s->nk;
	cells = xmul(s->nq, s->width);
	s->raw = xarray(xmul(cells, 2), sizeof *s->raw);
	s->pre = s->raw + cells;
	s->allow = xmalloc(xmul(cells, 2));
	s->live = s->allow + cells;
	for (i = 0; i < s->nq; i++)
		for (hh = 0; hh < r->h; hh++)
			for (j = 0; j < s->nk; j++) {
				size_t at = i * s->width + hh * s->nk + j;
				double b = p->bias ? side(p->bias, i, hh, s->nk,
							  j) : 0;
				bool add = isfinite(b) && !r->bias_off, keep;
				double x = (dot[at] + (add && r->bias_scaled ?
						       b : 0)) * r->scale;

				s->pre[at] = x;
				if (transforms)
					x = transform(o, r, x);
				if (add && !r->bias_scaled)
					x += b;
				/* ALiBi joins where the bias does */
				if (r->alibi)
					x -= r->alibi * o->slopes[hh] *
					     fabs((double)i + (double)r->offset -
						  (double)j);
				keep = r->unmasked ||
				       (kept(p, r, i, hh, j) && b != -INFINITY);
				s->raw[at] = keep || !r->masked_finite ? x :
					     r->masked_as;
				s->allow[at] = keep || r->masked_finite;
				s->live[at] = keep;
			}
}

static void scores_free(struct scores *s)
{
	free(s->raw);
	free(s->allow);
}

/* The right recipe's scores, for recipe_right_scores. */
static struct {
	const struct problem *p;
	bool have;
	struct scores s;
} right;

const struct scores *recipe_right_scores(const struct problem *p)
{
	struct recipe r;

	if (!right.have || right.p != p) {
		if (right.have)
			scores_free(&right.s);
		recipe_right(p, &r);
		recipe_scores(p, &r, &right.s);
		right.p = p;
		right.have = true;
	}
	return &right.s;
}

/* Whether row I of O fails the test T (NULL: none). */
static bool row_fails(const struct row_test *t, const struct matrix *o,
		      size_t i)
{
	return t && !t->ok(t->ctx, o->v + i * o->cols, i, o->cols);
}

/* The matrix of a candidate stopped by its test: none. */
static struct matrix stopped(struct matrix *o)
{
	free(o->v);
	return (struct matrix){ NULL, 0, 0, NULL };
}

/* --- the softmax, of some kind, over a set of scores ------------------ */

/* e^X, or in R's base */
static double ex(const struct recipe *r, double x)
{
	return exp(x * r->log_base);
}

/* W[0..N) from the scores X[0..N), OK saying which count, by R, with
 * SINK (-inf: none) one more term of the sum, not of W.  A set with
 * nothing kept gets FILL everywhere, or 0 with a sink (it takes all). */
static void normalize(const struct recipe *r, const double *x,
		      const unsigned char *ok, size_t n, enum softmax_mode mode,
		      double fill, double sink, double *w)
{
	double max = -INFINITY, sum = 0;
	size_t t, live = 0;
	bool sunk = sink != -INFINITY && mode != SM_NONE && mode != SM_NO_EXP;

	for (t = 0; t < n; t++)
		if (ok[t] || mode == SM_AFTER_MASK) {
			live++;
			if (x[t] > max)
				max = x[t];
		}
	if (sunk && !live) {
		for (t = 0; t < n; t++)
			w[t] = 0;
		return;
	}
	if (sunk && sink > max)
		max = sink;
	if (!live && mode != SM_NONE) {
		for (t = 0; t < n; t++)
			w[t] = fill;
		return;
	}
	for (t = 0; t < n; t++) {
		bool in = ok[t] || mode == SM_AFTER_MASK;

		switch (mode) {
		case SM_NONE:
		case SM_NO_EXP:
			w[t] = in ? x[t] : 0;
			break;
		case SM_NO_NORM:
		case SM_NO_MAX:
			w[t] = in ? ex(r, x[t]) : 0;
			break;
		default:
			w[t] = in ? ex(r, x[t] - max) : 0;
		}
		sum += w[t];
	}
	if (sunk)
		sum += mode == SM_NO_NORM || mode == SM_NO_MAX ? ex(r, sink) :
		       ex(r, sink - max);
	if (mode == SM_NONE || mode == SM_NO_NORM || mode == SM_NO_NORM_SHIFTED)
		return;
	for (t = 0; t < n; t++)
		if (mode == SM_LOG)
			w[t] = ok[t] ? x[t] - max - log(sum) : -INFINITY;
		else
			w[t] = mode == SM_AFTER_MASK && !ok[t] ? 0 : w[t] / sum;
}

/* The weights of S by recipe R, n_q x h*n_k: each row's block, each
 * head's whole block, or each column of it. */
static double *weights(const struct recipe *r, const struct scores *s,
		       const double *sinks)
{
	size_t nq = s->nq, nk = s->nk, n, i, j, hh, t;
	size_t setmax = nq * nk > nk ? nq * nk : nk;
	double *w = xarray(xmul(nq, s->width) + 1, sizeof *w);
	double *x = xarray(xmul(2, setmax), sizeof *x), *y = x + setmax;
	size_t *at = xarray(setmax, sizeof *at);
	unsigned char *ok = xmalloc(setmax);
	enum masked_rows pol = r->fill;
	double fill = pol == ROWS_UNIFORM ? 1.0 / (double)nk :
		      pol == ROWS_NAN ? NAN : 0;
	size_t sets = r->softmax == SM_WHOLE ? r->h :
		      r->softmax == SM_COLUMNS ? r->h * nk : nq * r->h;

	for (t = 0; t < sets; t++) {
		/* gather the set's positions in the matrix */
		n = 0;
		if (r->softmax == SM_WHOLE) {
			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					at[n++] = i * s->width + t * nk + j;
		} else if (r->softmax == SM_COLUMNS) {
			for (i = 0; i < nq; i++)
				at[n++] = i * s->width + t;
		} else {
			i = t / r->h, hh = t % r->h;
			for (j = 0; j < nk; j++)
				at[n++] = i * s->width + hh * nk + j;
		}
		for (j = 0; j < n; j++)
			x[j] = s->raw[at[j]], ok[j] = s->allow[at[j]];
		normalize(r, x, ok, n, r->softmax, r->softmax == SM_COLUMNS ? 0 :
			  r->softmax == SM_WHOLE && pol == ROWS_UNIFORM ?
			  1.0 / (double)n : fill,
			  r->sinks && sinks && r->softmax != SM_WHOLE &&
			  r->softmax != SM_COLUMNS ? sinks[t % r->h] :
			  -INFINITY, y);
		for (j = 0; j < n; j++)
			w[at[j]] = y[j] * r->times;
	}
	free(x);
	free(at);
	free(ok);
	return w;
}

/* --- the output ------------------------------------------------------- */

/* W (n_q x h*n_k) applied to V, to K, or transposed to V, row by row
 * while T passes them. */
static struct matrix output(const struct problem *p, const struct recipe *r,
			    const struct scores *s, const double *w,
			    const struct row_test *t)
{
	const struct matrix *M = r->output == OUT_AK ? p->k : p->v;
	size_t nk = s->nk, dv = M->cols / r->g, i, hh, c, j;
	size_t rows = r->output == OUT_ATV ? nk : s->nq;
	struct matrix o = { NULL, rows, r->h * dv, NULL };

	o.v = xcalloc(xmul(rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < rows; i++) {
		for (hh = 0; hh < r->h; hh++) {
			struct cut mc = cut(r, kv_of(r, hh), r->g, dv);
			double *out = o.v + i * o.cols + hh * dv;

			for (j = 0; j < nk; j++) {
				/* A^T V: row i of the output is column i of A */
				double a = r->output == OUT_ATV ?
					   w[j * s->width + hh * nk + i] :
					   w[i * s->width + hh * nk + j];
				const double *m = M->v + j * M->cols + mc.off;

				if (r->round_to)
					a = round(a / r->round_to) * r->round_to;
				if (mc.step == 1)
					for (c = 0; c < dv; c++)
						out[c] += a * m[c];
				else
					for (c = 0; c < dv; c++)
						out[c] += a * m[c * mc.step];
			}
		}
		if (row_fails(t, &o, i))
			return stopped(&o);
	}
	return o;
}

/* --- the backward pass ------------------------------------------------ */

/* The answer's shape for --wrt: dA and dS are the scores', dQ is Q's, dK
 * K's, dV V's. */
static struct matrix grad_shape(const struct problem *p,
				const struct scores *s)
{
	const struct matrix *m = p->wrt == WRT_Q ? p->q : p->wrt == WRT_K ?
				 p->k : p->v;
	struct matrix o = { NULL, m->rows, m->cols, NULL };

	if (p->wrt == WRT_WEIGHTS || p->wrt == WRT_SCORES)
		o.rows = s->nq, o.cols = s->width;
	o.v = xcalloc(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	return o;
}

/* Head HH of row I of the gradient P asks for, from the weights W and
 * dA, dS (NK each) into O. */
static void grad_head(const struct problem *p, const struct recipe *r,
		      size_t i, size_t hh, const double *w, const double *da,
		      const double *ds, size_t nk, struct matrix *o)
{
	const struct matrix *Q = p->q, *K = p->k, *D = p->dout;
	size_t dk = Q->cols / r->h, dv = p->v->cols / r->g, kv = kv_of(r, hh);
	struct cut qc = cut(r, hh, r->h, dk), vc = cut(r, kv, r->g, dv);
	struct kcut kc = kcut(K, r, kv);
	double c = (r->grad_unscaled ? 1 : r->scale) *
		   (r->grad_negated ? -1 : 1), x;
	const double *q = Q->v + i * Q->cols + qc.off, *d;
	double *out;
	size_t j, t;

	switch (p->wrt) {
	case WRT_WEIGHTS:
	case WRT_SCORES:
		for (j = 0; j < nk; j++)
			o->v[i * o->cols + hh * nk + j] =
				(r->grad_negated ? -1 : 1) *
				(p->wrt == WRT_WEIGHTS ? da : ds)[j];
		break;
	case WRT_Q:
		out = o->v + i * o->cols + qc.off;
		for (t = 0; t < dk; t++) {
			const double *k = K->v + kc.off + t * kc.tstep;

			for (x = 0, j = 0; j < nk; j++)
				x += ds[j] * k[j * kc.jstep];
			out[t * qc.step] = c * x;
		}
		break;
	case WRT_K:
		for (j = 0; j < nk; j++) {
			out = o->v + kc.off + j * kc.jstep;
			for (t = 0; ds[j] != 0 && t < dk; t++)
				out[t * kc.tstep] += c * ds[j] * q[t * qc.step];
		}
		break;
	case WRT_V:
		/* A^T dO: key j's row gathers row i of dO; A dO, row i
		 * gathers row j */
		for (j = 0; j < nk; j++) {
			out = o->v + (r->dv_untransposed ? i : j) * o->cols +
			      vc.off;
			d = D->v + (r->dv_untransposed ? j : i) * D->cols + hh * dv;
			for (t = 0; w[j] != 0 && t < dv; t++)
				out[t * vc.step] += (r->grad_negated ? -1 : 1) *
						    w[j] * d[t];
		}
		break;
	case WRT_SINKS:
		/* check refuses --of grad --wrt sinks */
		break;
	}
}

/* The gradient P asks for through the weights W of the scores S; row by
 * row while T passes them, where a row of the gradient is a row's own
 * (dQ, dS, dA; dK and dV sum over the rows). */
static struct matrix backward(const struct problem *p,
			      const struct recipe *r, const struct scores *s,
			      const double *w, const struct row_test *t)
{
	size_t nk = s->nk, i, hh, j, live;
	struct matrix o = grad_shape(p, s);
	const double *dA = grad_da(p, r), *da;
	double *ds = xarray(nk + 1, sizeof *ds), sum;

	if (p->wrt == WRT_K || p->wrt == WRT_V)
		t = NULL;
	for (i = 0; i < s->nq; i++) {
		for (hh = 0; hh < r->h; hh++) {
			size_t at = i * s->width + hh * nk;

			/* rowsum(A * dA) */
			da = dA + at;
			for (sum = 0, live = 0, j = 0; j < nk; j++)
				if (s->allow[at + j])
					live++, sum += w[at + j] * da[j];
			/* dS = A * (dA - rowsum), through the transforms */
			for (j = 0; j < nk; j++) {
				double a = w[at + j];

				ds[j] = !live || !s->live[at + j] ? 0 :
					(r->backward == BW_NONE ? da[j] :
					 r->backward == BW_NO_ROWSUM ? a * da[j] :
					 a * (da[j] - sum)) *
					transform_slope(p->opt, r, s->pre[at + j]);
			}
			grad_head(p, r, i, hh, w + at, da, ds, nk, &o);
		}
		if (row_fails(t, &o, i)) {
			free(ds);
			return stopped(&o);
		}
	}
	free(ds);
	return o;
}

/* --- the projection --------------------------------------------------- */

static struct matrix project(const struct problem *p, const struct recipe *r)
{
	const struct matrix *X = p->x, *W = p->w;
	size_t dout = W->cols, i, j, t;
	struct matrix o = { NULL, X->rows, dout, NULL };

	o.v = xarray(xmul(o.rows, dout) + 1, sizeof *o.v);
	for (i = 0; i < X->rows; i++)
		for (j = 0; j < dout; j++) {
			double y = p->b && !r->b_off ? p->b[j] : 0;

			/* x W^T reads W's row j, which a square W has */
			for (t = 0; t < W->rows; t++)
				y += X->v[i * X->cols + t] * (r->w_flipped ?
				     W->v[j * dout + t] : W->v[t * dout + j]);
			o.v[i * dout + j] = y;
		}
	return o;
}

/* --- rope ------------------------------------------------------------- */

/* The position of row I (at key position I + offset), counted from R's
 * first position: with --segments, from where the row's run of equal ids
 * starts, *START, which rows in order carry from one to the next. */
static double rope_position(const struct problem *p, const struct recipe *r,
			    size_t i, long long *start)
{
	const struct rope *o = p->rope;
	long long pos = (long long)i + o->offset;
	const long *id = o->seg ? o->seg->id : NULL;

	if (id && i == 0)
		for (*start = pos; *start > 0 && id[*start - 1] == id[pos];
		     --*start)
			;
	else if (id && (pos == 0 || id[pos] != id[pos - 1]))
		*start = pos;
	return (double)(pos - (id ? *start : 0) + r->first_position);
}

static struct matrix rope(const struct problem *p, const struct recipe *r)
{
	const struct rope *o = p->rope;
	const struct matrix *X = p->x;
	size_t d = X->cols / o->heads, rd = o->rdim ? o->rdim : d, i, t, hh;
	bool inter = o->interleaved != r->other_pairing;
	double turn = o->inverse != r->turned_back ? -1 : 1;
	struct matrix y = { NULL, X->rows, X->cols, NULL };
	long long start = 0;

	y.v = xarray(xmul(y.rows, y.cols) + 1, sizeof *y.v);
	memcpy(y.v, X->v, y.rows * y.cols * sizeof *y.v);
	for (i = 0; i < X->rows; i++) {
		double pos = rope_position(p, r, i, &start);

		for (t = 0; t < rd / 2; t++) {
			double an = turn * pos *
				    pow(o->base, -2.0 * (double)t / (double)rd);
			double c = cos(an), s = sin(an);
			size_t a = inter ? 2 * t : t, b = inter ? 2 * t + 1 :
							      t + rd / 2;

			for (hh = 0; hh < o->heads; hh++) {
				const double *x = X->v + i * X->cols + hh * d;
				double *out = y.v + i * X->cols + hh * d;

				out[a] = x[a] * c - x[b] * s;
				out[b] = x[a] * s + x[b] * c;
			}
		}
	}
	return y;
}

/* --- the whole -------------------------------------------------------- */

/* Each of the H blocks of columns of M transposed (H = 1: the whole). */
static struct matrix transpose(const struct matrix *m, size_t h)
{
	size_t bw = h ? m->cols / h : 0, i, b, a;
	struct matrix t = { NULL, bw, h * m->rows, NULL };

	t.v = xarray(xmul(m->rows, m->cols) + 1, sizeof *t.v);
	for (b = 0; b < h; b++)
		for (i = 0; i < m->rows; i++)
			for (a = 0; a < bw; a++)
				t.v[a * t.cols + b * m->rows + i] =
					m->v[i * m->cols + b * bw + a];
	return t;
}

size_t recipe_blocks(const struct problem *p, const struct recipe *r)
{
	/* a row turned by rope is one vector, whatever its heads */
	if (p->of == STEP_PROJECT || p->of == STEP_ROPE)
		return 1;
	if (p->of == STEP_GRAD && (p->wrt == WRT_K || p->wrt == WRT_V))
		return r->g;
	return r->h;
}

void recipe_shape(const struct problem *p, const struct recipe *r,
		  size_t *rows, size_t *cols)
{
	const struct matrix *m = r->output == OUT_AK ? p->k : p->v;
	size_t nk = p->of >= STEP_PROJECT ? 0 : p->k->rows, b;

	switch (p->of) {
	case STEP_PROJECT:
		*rows = p->x->rows, *cols = p->w->cols;
		break;
	case STEP_ROPE:
		*rows = p->x->rows, *cols = p->x->cols;
		break;
	case STEP_OUTPUT:
		*rows = r->output == OUT_ATV ? nk : p->q->rows;
		*cols = r->h * (m->cols / r->g);
		break;
	default:
		/* dS and dA have the shape of the scores and the weights */
		*rows = p->q->rows, *cols = r->h * nk;
		m = p->wrt == WRT_Q ? p->q : p->wrt == WRT_K ? p->k : p->v;
		if (p->of == STEP_GRAD && p->wrt != WRT_SCORES &&
		    p->wrt != WRT_WEIGHTS)
			*rows = m->rows, *cols = m->cols;
	}
	if (r->transpose) {
		b = r->transpose == 1 ? recipe_blocks(p, r) : 1;
		nk = *rows;
		*rows = *cols / b;
		*cols = b * nk;
	}
}

void recipe_right(const struct problem *p, struct recipe *r)
{
	memset(r, 0, sizeof *r);
	r->log_base = 1;
	r->times = 1;
	if (p->of >= STEP_PROJECT)
		return;
	r->h = p->h;
	r->g = p->g;
	r->scale = p->sc.mode == SCALE_NONE ? 1 : p->sc.mode == SCALE_BY ?
		   p->sc.by : 1 / sqrt((double)(p->q->cols / p->h));
	r->offset = p->opt->offset;
	r->alibi = p->opt->alibi;
	r->fill = p->opt->policy;
	r->sinks = p->sinks != NULL;
}

/* The last candidate's forward pass, for the next one that shares it: in
 * the pairs, a mistake of the scores is tried with every later one, and
 * a later one after the right scores. */
static struct forward {
	const struct problem *p;
	struct recipe r;		/* what they were computed by */
	bool scored, weighed;
	struct scores s;
	double *w;
} last;

/* Whether recipes A and B give the same scores: they read these. */
static bool same_scores(const struct recipe *a, const struct recipe *b)
{
	return a->h == b->h && a->g == b->g &&
	       a->interleaved == b->interleaved &&
	       a->kv_modulo == b->kv_modulo &&
	       a->no_transpose == b->no_transpose && a->scale == b->scale &&
	       a->bias_off == b->bias_off && a->bias_scaled == b->bias_scaled &&
	       a->alibi == b->alibi &&
	       a->offset == b->offset && a->causal == b->causal &&
	       a->unmasked == b->unmasked &&
	       a->mask_inverted == b->mask_inverted &&
	       a->masked_finite == b->masked_finite &&
	       a->masked_as == b->masked_as &&
	       a->temperature == b->temperature &&
	       a->softcap_off == b->softcap_off;
}

/* And the same weights: these too. */
static bool same_weights(const struct recipe *a, const struct recipe *b)
{
	return same_scores(a, b) && a->softmax == b->softmax &&
	       a->log_base == b->log_base && a->times == b->times &&
	       a->fill == b->fill && a->sinks == b->sinks;
}

static void forward_free(void)
{
	if (last.scored)
		scores_free(&last.s);
	free(last.w);
	memset(&last, 0, sizeof last);
}

/* R's scores (and its weights, when WEIGHTS) for P, kept in LAST. */
static void forward(const struct problem *p, const struct recipe *r,
		    bool weights_too)
{
	if (!last.scored || last.p != p || !same_scores(&last.r, r)) {
		forward_free();
		last.p = p;
		last.r = *r;
		recipe_scores(p, r, &last.s);
		last.scored = true;
	}
	if (weights_too && (!last.weighed || !same_weights(&last.r, r))) {
		free(last.w);
		last.r = *r;
		last.w = weights(r, &last.s, p->sinks);
		last.weighed = true;
	}
}

struct matrix recipe_run(const struct problem *p, const struct recipe *r)
{
	return recipe_try(p, r, NULL);
}

struct matrix recipe_try(const struct problem *p, const struct recipe *r,
			 const struct row_test *test)
{
	struct matrix m = { NULL, 0, 0, NULL }, t;
	const struct scores *s = &last.s;
	size_t i, cells;

	/* a transpose's rows come whole at the end */
	if (r->transpose)
		test = NULL;
	if (p->of == STEP_PROJECT) {
		m = project(p, r);
	} else if (p->of == STEP_ROPE) {
		m = rope(p, r);
	} else {
		forward(p, r, p->of != STEP_SCORES);
		m.rows = s->nq;
		m.cols = s->width;
		cells = xmul(m.rows, m.cols);
		if (p->of == STEP_GRAD) {
			m = backward(p, r, s, last.w, test);
		} else if (p->of != STEP_OUTPUT) {
			m.v = xarray(cells + 1, sizeof *m.v);
			for (i = 0; i < cells; i++)
				m.v[i] = p->of == STEP_SOFTMAX ? last.w[i] :
					 s->allow[i] ? s->raw[i] : -INFINITY;
		} else {
			m = output(p, r, s, last.w, test);
		}
	}
	if (r->transpose && m.v) {
		t = transpose(&m, r->transpose == 1 ? recipe_blocks(p, r) : 1);
		free(m.v);
		m = t;
	}
	return m;
}

void recipe_done(void)
{
	size_t c;

	for (c = 0; c < sizeof memo / sizeof *memo; c++)
		free(memo[c].v);
	forward_free();
	if (right.have)
		scores_free(&right.s);
	recipe_forget();
}

void recipe_forget(void)
{
	memset(memo, 0, sizeof memo);
	memo_next = 0;
	memset(&last, 0, sizeof last);
	memset(&right, 0, sizeof right);
}
