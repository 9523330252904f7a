/* grad.c - the backward step: the five lines of attn-grad(1) through the
 * weights of the forward pass (dA = dO V^T, dS through the softmax and
 * the transforms, dQ, dK, dV); and the mistakes that bend it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"
#include "explain/verdict.h"

/* --- the loop --------------------------------------------------------- */

/* The rows (ROWS) that dK and dV sum, or the keys that dQ sums, [*LO,
 * *HI) of N: all of them, or as a kernel's backward bends them (the blocks
 * of its flash recipe: the first row block alone, the last key block
 * alone, the last short one left out). */
static void kernel_range(const struct problem *p, const struct recipe *r,
			 size_t n, bool rows, size_t *lo, size_t *hi)
{
	const struct kernel_bend *b = &r->kernel;
	size_t N = p->kv && p->kv->kn ? p->kv->kn->block : n, nb;

	*lo = 0;
	*hi = n;
	if (!N || !n)
		return;
	nb = (n + N - 1) / N;
	if (rows ? b->dkv_overwritten : b->dq_overwritten) {
		if (rows)
			*hi = N < n ? N : n;
		else
			*lo = (nb - 1) * N;
	}
	if ((rows ? b->dkv_last_dropped : b->dq_last_dropped) && nb > 1 &&
	    n % N)
		*hi = n - n % N;
}

/* The weights the backward takes as P: W itself, or (a kernel's bend) P
 * recomputed as exp(s - base) with the base of the row before's
 * log-sum-exp (row 0 its own) or the row's max: a matrix of W's shape to
 * free, or NULL for W. */
static double *kernel_weights(const struct recipe *r, const struct scores *s)
{
	size_t i, hh, j, at;
	double *wp, m, l, *lse, base;

	if (!r->kernel.lse_prev && !r->kernel.p_from_max)
		return NULL;
	wp = xcalloc(xmul(s->nq, s->width) + 1, sizeof *wp);
	lse = xarray(xmul(s->nq, r->h) + 1, sizeof *lse);
	for (i = 0; i < s->nq; i++)
		for (hh = 0; hh < r->h; hh++) {
			at = i * s->width + hh * s->nk;
			for (m = -INFINITY, j = 0; j < s->nk; j++)
				if (s->allow[at + j] && s->raw[at + j] > m)
					m = s->raw[at + j];
			for (l = 0, j = 0; m != -INFINITY && j < s->nk; j++)
				if (s->allow[at + j])
					l += exp(s->raw[at + j] - m);
			lse[i * r->h + hh] = m == -INFINITY ? INFINITY :
					     m + log(l);
			base = r->kernel.p_from_max ? m :
			       lse[(i ? i - 1 : i) * r->h + hh];
			for (j = 0; base != INFINITY && j < s->nk; j++)
				if (s->allow[at + j])
					wp[at + j] = exp(s->raw[at + j] - base);
		}
	free(lse);
	return wp;
}

/* dA = dO V^T (or dO V, where d_v is n_k): dO's rows in blocks of d_v,
 * as O's are, whatever R does with V's columns. */
static const double *grad_da(const struct problem *p, const struct recipe *r)
{
	const struct matrix *V = p->v, *D = p->dout;
	size_t h = r->h, dv = V->cols / r->g, nk = V->rows, i, hh, j, t;
	bool found;
	double *m = recipe_memo(MEMO_DA, p, r, &found);

	for (i = 0; !found && i < D->rows; i++)
		for (hh = 0; hh < h; hh++) {
			struct cut vc = cut(r, kv_of(r, hh), r->g, dv);
			const double *d = D->v + i * D->cols + hh * dv;

			for (j = 0; j < nk; j++) {
				const double *v = V->v + j * V->cols + vc.off;
				double x = 0;

				for (t = 0; !r->da_untransposed && t < dv; t++)
					x += d[t] * v[t * vc.step];
				/* dO V: V's column j, its rows t */
				v = V->v + vc.off + j * vc.step;
				for (t = 0; r->da_untransposed && t < dv; t++)
					x += d[t] * v[t * V->cols];
				m[(i * h + hh) * nk + j] = x;
			}
		}
	return m;
}

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
 * dA, dS (NK each) into O; a sum over the rows (dK, dV) takes SHARE of
 * it. */
static void grad_head(const struct problem *p, const struct recipe *r,
		      size_t i, size_t hh, const double *w, const double *da,
		      const double *ds, size_t nk, double share,
		      struct matrix *o)
{
	const struct matrix *Q = p->q, *K = p->k, *D = p->dout;
	size_t dk = Q->cols / r->h, dv = p->v->cols / r->g, kv = kv_of(r, hh);
	struct cut qc = cut(r, hh, r->h, dk), vc = cut(r, kv, r->g, dv);
	struct kcut kc = kcut(K, r, kv);
	double c = pow(r->scale, r->grad_scale) * (r->grad_negated ? -1 : 1), x;
	const double *q = Q->v + i * Q->cols + qc.off, *d;
	double *out;
	size_t j, t, lo, hi;

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
		kernel_range(p, r, nk, false, &lo, &hi);
		for (t = 0; t < dk; t++) {
			const double *k = K->v + kc.off + t * kc.tstep;

			for (x = 0, j = lo; j < hi; j++)
				x += ds[j] * k[j * kc.jstep];
			out[t * qc.step] = c * x;
		}
		break;
	case WRT_K:
		/* dS^T Q: key j's row gathers row i of Q; dS Q, row i gathers
		 * Q's row j */
		for (j = 0; j < nk; j++) {
			out = o->v + kc.off + (r->dk_untransposed ? i : j) *
			      kc.jstep;
			if (r->dk_untransposed)
				q = Q->v + j * Q->cols + qc.off;
			for (t = 0; ds[j] != 0 && t < dk; t++)
				out[t * kc.tstep] += share * c * ds[j] *
						     q[t * qc.step];
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
				out[t * vc.step] += share *
						    (r->grad_negated ? -1 : 1) *
						    w[j] * d[t];
		}
		break;
	case WRT_SINKS:
		/* check refuses --of grad --wrt sinks */
		break;
	}
}

/* The share of head HH in the sum of its key/value head's dK or dV: 1,
 * or by R's gqa_sum the first query head's alone, or an average. */
static double share_of(const struct recipe *r, size_t hh)
{
	size_t kv = kv_of(r, hh), c, n = 0, first = r->h;

	for (c = 0; c < r->h; c++)
		if (kv_of(r, c) == kv) {
			n++;
			if (first == r->h)
				first = c;
		}
	if (r->gqa_sum == GQA_FIRST)
		return hh == first;
	return r->gqa_sum == GQA_AVERAGE ? 1.0 / (double)n : 1;
}

/* The sums of A * dA down each column of each head, over the rows that
 * keep a key (rowsum-columns), h*n_k; or NULL. */
static double *column_sums(const struct recipe *r, const struct scores *s,
			   const double *w, const double *dA)
{
	size_t i, c;
	double *sum;

	if (r->backward != BW_COLUMN_SUMS)
		return NULL;
	sum = xcalloc(s->width + 1, sizeof *sum);
	for (i = 0; i < s->nq; i++)
		for (c = 0; c < s->width; c++)
			if (s->allow[i * s->width + c])
				sum[c] += w[i * s->width + c] *
					  dA[i * s->width + c];
	return sum;
}

/* What dS of row I, head HH (at AT in the scores) takes from the whole
 * row: how many keys it keeps, and its rowsum(A * dA), in *SUM (negated
 * for rowsum-sign). */
static size_t grad_rowsum(const struct recipe *r, const struct scores *s,
			  const double *w, const double *da, size_t at,
			  double *sum)
{
	size_t j, live = 0;
	double x = 0;

	for (j = 0; j < s->nk; j++)
		if (s->allow[at + j])
			live++, x += w[at + j] * da[j];
	*sum = r->backward == BW_ROWSUM_PLUS ? -x : x;
	return live;
}

/* dS of key J in row I, head HH (at AT in the scores): A * (dA -
 * rowsum(A * dA)) through the transforms, as R has it (COLS: the column
 * sums instead of the row's; LIVE and SUM from grad_rowsum). */
static double grad_ds1(const struct problem *p, const struct recipe *r,
		       const struct scores *s, const double *w,
		       const double *da, const double *cols, size_t at,
		       size_t hh, size_t j, size_t live, double sum)
{
	double a = w[at + j], x;

	if (!live || !s->live[at + j])
		return 0;
	x = r->backward == BW_NONE ? da[j] :
	    r->backward == BW_NO_ROWSUM ? a * da[j] :
	    r->backward == BW_DIAGONAL ? a * (1 - a) * da[j] :
	    a * (da[j] - (cols ? cols[hh * s->nk + j] : sum));
	if (p->opt->temperature || p->opt->softcap)
		x *= step_transform_slope(p->opt, r, s->pre[at + j]);
	return r->ds_round.by ? rounded(&r->ds_round, x) : x;
}

/* dS of row I, head HH (at AT in the scores) into DS, NK of them; WP the
 * weights taken as P (W, unless a kernel's bend recomputed them). */
static void grad_ds(const struct problem *p, const struct recipe *r,
		    const struct scores *s, const double *w, const double *wp,
		    const double *da, const double *cols, size_t at, size_t hh,
		    double *ds)
{
	size_t j, live;
	double sum;

	live = grad_rowsum(r, s, w, da, at, &sum);
	for (j = 0; j < s->nk; j++)
		ds[j] = grad_ds1(p, r, s, wp, da, cols, at, hh, j, live, sum);
}

/* dK or dV a row at a time, while T passes them: every row's row sum
 * first (each row of dK gathers a column of dS), then row R of the
 * answer from the rows of Q (or dO) it gathers.  Not for a recipe whose
 * K is not laid out a key a row (no-transpose). */
static struct matrix grad_sums(const struct problem *p, const struct recipe *r,
			       const struct scores *s, const double *w,
			       const double *wp, const double *dA,
			       const double *cols, const struct row_test *t)
{
	const struct matrix *Q = p->q, *D = p->dout;
	size_t nk = s->nk, nq = s->nq, dk = Q->cols / r->h, i, hh, j, c, R;
	size_t dv = p->v->cols / r->g, rows = nq * r->h;
	bool k = p->wrt == WRT_K;
	bool flip = k ? r->dk_untransposed : r->dv_untransposed;
	struct matrix o = grad_shape(p, s);
	size_t *live = k ? xarray(rows + 1, sizeof *live) : NULL;
	double *sum = k ? xarray(rows + 1, sizeof *sum) : NULL;
	double cc = pow(r->scale, r->grad_scale) * (r->grad_negated ? -1 : 1);
	double sign = r->grad_negated ? -1 : 1;
	size_t lo, hi;

	kernel_range(p, r, nq, true, &lo, &hi);
	for (i = 0; k && i < rows; i++)
		live[i] = grad_rowsum(r, s, w, dA + i * nk, i * nk, &sum[i]);
	for (R = 0; R < o.rows; R++) {
		for (hh = 0; hh < r->h; hh++) {
			size_t kv = kv_of(r, hh);
			double share = share_of(r, hh);
			struct cut qc = cut(r, hh, r->h, dk);
			struct kcut kc = kcut(p->k, r, kv);
			struct cut oc = k ? (struct cut){ kc.off, kc.tstep } :
					cut(r, kv, r->g, dv);
			double *out = o.v + R * o.cols + oc.off;

			/* dK: Q's rows by dS's column R (dS Q: by its row R);
			 * dV: dO's rows by A's */
			for (j = 0; share && j < (flip ? nk : nq); j++) {
				size_t row = flip ? R : j, key = flip ? j : R;
				size_t at = (row * r->h + hh) * nk;
				double f;

				if (row < lo || row >= hi)
					continue;
				f = !k ? wp[at + key] :
				    grad_ds1(p, r, s, wp, dA + at, cols, at, hh,
					     key, live[row * r->h + hh],
					     sum[row * r->h + hh]);
				const double *x = k ? Q->v + j * Q->cols + qc.off :
						  D->v + j * D->cols + hh * dv;

				if (f == 0)
					continue;
				f *= share * (k ? cc : sign);
				if (k)
					for (c = 0; c < dk; c++)
						out[c * oc.step] += f * x[c * qc.step];
				else
					for (c = 0; c < dv; c++)
						out[c * oc.step] += f * x[c];
			}
		}
		if (row_fails(t, &o, R)) {
			free(live);
			free(sum);
			return stopped(&o);
		}
	}
	free(live);
	free(sum);
	return o;
}

struct matrix step_grad(const struct problem *p, const struct recipe *r,
			const struct scores *s, const double *w,
			const struct row_test *t)
{
	size_t nk = s->nk, i, hh;
	struct matrix o;
	const double *dA = grad_da(p, r), *da;
	double *ds, share, *held = NULL;
	double *cols, *bent;
	const double *wp;

	/* dA written down rounded: a copy, the memo is every candidate's */
	if (r->da_round.by) {
		held = xarray(xmul(s->nq, s->width) + 1, sizeof *held);
		for (i = 0; i < s->nq * s->width; i++)
			held[i] = rounded(&r->da_round, dA[i]);
		dA = held;
	}
	cols = column_sums(r, s, w, dA);
	bent = kernel_weights(r, s);
	wp = bent ? bent : w;

	if ((p->wrt == WRT_K && !r->no_transpose) || p->wrt == WRT_V) {
		o = grad_sums(p, r, s, w, wp, dA, cols, t);
		free(cols);
		free(held);
		free(bent);
		return o;
	}
	/* with K read as Q K, a key's terms land in a column of dK */
	if (p->wrt == WRT_K)
		t = NULL;
	o = grad_shape(p, s);
	ds = xarray(nk + 1, sizeof *ds);
	for (i = 0; i < s->nq; i++) {
		for (hh = 0; hh < r->h; hh++) {
			size_t at = i * s->width + hh * nk;

			share = share_of(r, hh);
			if (!share)
				continue;
			da = dA + at;
			grad_ds(p, r, s, w, wp, da, cols, at, hh, ds);
			grad_head(p, r, i, hh, wp + at, da, ds, nk, share, &o);
		}
		if (row_fails(t, &o, i)) {
			free(ds);
			free(cols);
			free(held);
			free(bent);
			return stopped(&o);
		}
	}
	free(ds);
	free(cols);
	free(held);
	free(bent);
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

/* The gradient's name, for --wrt. */
static const char *grad_name(const struct problem *p)
{
	switch (p->wrt) {
	case WRT_Q:
		return "dQ";
	case WRT_K:
		return "dK";
	case WRT_V:
		return "dV";
	case WRT_SCORES:
		return "dS";
	default:
		return "dA";
	}
}

/* --wrt goes through the softmax's backward: dS, dQ, dK. */
static bool through_softmax(const struct problem *p)
{
	return p->wrt == WRT_SCORES || p->wrt == WRT_Q || p->wrt == WRT_K;
}

static bool no_rowsum(const struct problem *p, int v, struct recipe *r)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = BW_NO_ROWSUM;
	return true;
}

static void no_rowsum_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = A * dA: the softmax's backward without its "
		 "- rowsum(A * dA)");
}

static bool no_softmax_backward(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = BW_NONE;
	return true;
}

static void no_softmax_backward_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = dA: the softmax's backward was left out");
}

static bool dv_not_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->wrt != WRT_V || p->q->rows != p->k->rows)
		return false;
	r->dv_untransposed = true;
	return true;
}

static void dv_not_transposed_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dV = A dO, not A^T dO: the weights were not "
		 "transposed");
}

static bool grad_scaled(const struct problem *p, int v, struct recipe *r,
			int power)
{
	if (v || (p->wrt != WRT_Q && p->wrt != WRT_K) || fabs(r->scale) == 1 ||
	    r->scale == 0)
		return false;
	r->grad_scale = power;
	return true;
}

static bool grad_no_scale(const struct problem *p, int v, struct recipe *r)
{
	return grad_scaled(p, v, r, 0);
}

static void grad_no_scale_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "%s was %s, without the scale c = %s", grad_name(p),
		 p->wrt == WRT_Q ? "dS K" : "dS^T Q", num(a, right_scale(p)));
}

static bool grad_sign(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->grad_negated = true;
	return true;
}

static void grad_sign_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)v;
	snprintf(buf, n, "%s with its sign flipped", grad_name(p));
}

static bool da_not_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->wrt == WRT_V || head_dv(p) != p->k->rows)
		return false;
	r->da_untransposed = true;
	return true;
}

static void da_not_transposed_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dA = dO V, not dO V^T: V was not transposed");
}

static bool rowsum_as(const struct problem *p, int v, struct recipe *r,
		      enum backward_mode how)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = how;
	return true;
}

static bool rowsum_sign(const struct problem *p, int v, struct recipe *r)
{
	return rowsum_as(p, v, r, BW_ROWSUM_PLUS);
}

static void rowsum_sign_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = A * (dA + rowsum(A * dA)): the row sum added, "
		 "not subtracted");
}

static bool rowsum_columns(const struct problem *p, int v, struct recipe *r)
{
	return p->q->rows > 1 && rowsum_as(p, v, r, BW_COLUMN_SUMS);
}

static void rowsum_columns_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = A * (dA - the column sums of A * dA): each "
		 "column's sum, not each row's");
}

static bool grad_scale_twice(const struct problem *p, int v,
			     struct recipe *r)
{
	return grad_scaled(p, v, r, 2);
}

static void grad_scale_twice_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "%s was multiplied by the scale twice, c^2 with c = %s",
		 grad_name(p), num(a, right_scale(p)));
}

static bool dk_not_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->wrt != WRT_K || p->q->rows != p->k->rows)
		return false;
	r->dk_untransposed = true;
	return true;
}

static void dk_not_transposed_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dK = dS Q, not dS^T Q: dS was not transposed");
}

static bool gqa_grad(const struct problem *p, int v, struct recipe *r,
		     enum gqa_sum how)
{
	if (v || (p->wrt != WRT_K && p->wrt != WRT_V) || p->g == p->h)
		return false;
	r->gqa_sum = how;
	return true;
}

static bool gqa_grad_one_head(const struct problem *p, int v,
			      struct recipe *r)
{
	return gqa_grad(p, v, r, GQA_FIRST);
}

static void gqa_grad_one_head_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "%s of each key/value head came from the first of its "
		 "%zu query heads alone, not summed over them", grad_name(p),
		 p->h / p->g);
}

static bool gqa_grad_averaged(const struct problem *p, int v,
			      struct recipe *r)
{
	return gqa_grad(p, v, r, GQA_AVERAGE);
}

static void gqa_grad_averaged_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "%s of each key/value head was averaged over its %zu "
		 "query heads, not summed", grad_name(p), p->h / p->g);
}

static bool softmax_backward_diagonal(const struct problem *p, int v,
				      struct recipe *r)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = BW_DIAGONAL;
	return true;
}

static void softmax_backward_diagonal_text(const struct problem *p, int v,
					   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = A (1 - A) dA: the softmax's Jacobian taken as "
		 "its diagonal, without the -A_i A_j of the other keys");
}

/* A value of the backward pass written down rounded (ties are rare, and
 * numpy's are the same as a hand's but at them: both ways). */
static bool da_rounded(const struct problem *p, int v, struct recipe *r)
{
	return p->wrt != WRT_V && rounding_variant(p, v, &r->da_round, NULL);
}

static void da_rounded_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, NULL);
	snprintf(buf, n, "dA = dO V^T was written down rounded to %s%s",
		 rounding_text(&r, d), p->wrt == WRT_WEIGHTS ? "" :
		 " before dS");
}

static bool ds_rounded(const struct problem *p, int v, struct recipe *r)
{
	return through_softmax(p) &&
	       rounding_variant(p, v, &r->ds_round, NULL);
}

static void ds_rounded_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, NULL);
	snprintf(buf, n, "dS was written down rounded to %s%s%s",
		 rounding_text(&r, d), p->wrt == WRT_SCORES ? "" : " before ",
		 p->wrt == WRT_SCORES ? "" : grad_name(p));
}

static const struct mistake table[] = {
	{ "no-rowsum", STEP_GRAD, PARAM(backward), no_rowsum_text, no_rowsum },
	{ "no-softmax-backward", STEP_GRAD, PARAM(backward), no_softmax_backward_text,
	  no_softmax_backward },
	{ "softmax-backward-diagonal", STEP_GRAD, PARAM(backward),
	  softmax_backward_diagonal_text, softmax_backward_diagonal },
	{ "dv-not-transposed", STEP_GRAD, PARAM(dv_untransposed), dv_not_transposed_text,
	  dv_not_transposed },
	{ "grad-no-scale", STEP_GRAD, PARAM(grad_scale), grad_no_scale_text, grad_no_scale },
	{ "grad-sign", STEP_GRAD, PARAM(grad_negated), grad_sign_text, grad_sign },
	{ "da-not-transposed", STEP_GRAD, PARAM(da_untransposed), da_not_transposed_text,
	  da_not_transposed },
	{ "rowsum-sign", STEP_GRAD, PARAM(backward), rowsum_sign_text, rowsum_sign },
	{ "rowsum-columns", STEP_GRAD, PARAM(backward), rowsum_columns_text, rowsum_columns },
	{ "grad-scale-twice", STEP_GRAD, PARAM(grad_scale), grad_scale_twice_text,
	  grad_scale_twice },
	{ "dk-not-transposed", STEP_GRAD, PARAM(dk_untransposed), dk_not_transposed_text,
	  dk_not_transposed },
	{ "gqa-grad-one-head", STEP_GRAD, PARAM(gqa_sum), gqa_grad_one_head_text,
	  gqa_grad_one_head },
	{ "gqa-grad-averaged", STEP_GRAD, PARAM(gqa_sum), gqa_grad_averaged_text,
	  gqa_grad_averaged },
	{ "da-rounded", STEP_GRAD, PARAM(da_round), da_rounded_text,
	  da_rounded },
	{ "ds-rounded", STEP_GRAD, PARAM(ds_round), ds_rounded_text,
	  ds_rounded },
};
const struct mistakes grad_mistakes = { table, sizeof table / sizeof *table };
