/* grad.c - the backward step: the five lines of attn-grad(1) through the
 * weights of the forward pass (dA = dO V^T, dS through the softmax and
 * the transforms, dQ, dK, dV); and the mistakes that bend it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* dA = dO V^T: dO's rows in blocks of d_v, as O's are, whatever R does
 * with V's columns. */
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

				for (t = 0; t < dv; t++)
					x += d[t] * v[t * vc.step];
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

struct matrix step_grad(const struct problem *p, const struct recipe *r,
		       const struct scores *s, const double *w,
		       const struct row_test *t)
{
	size_t nk = s->nk, i, hh, j, live;
	struct matrix o = grad_shape(p, s);
	const double *dA = grad_da(p, r), *da;
	double *ds = xarray(nk + 1, sizeof *ds), sum;

	/* a row of dK or dV sums over every row of Q */
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
					step_transform_slope(p->opt, r, s->pre[at + j]);
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

static bool grad_no_scale(const struct problem *p, int v, struct recipe *r)
{
	if (v || (p->wrt != WRT_Q && p->wrt != WRT_K) || r->scale == 1)
		return false;
	r->grad_unscaled = true;
	return true;
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

static const struct mistake table[] = {
	{ "no-rowsum", STEP_GRAD, no_rowsum_text, no_rowsum },
	{ "no-softmax-backward", STEP_GRAD, no_softmax_backward_text,
	  no_softmax_backward },
	{ "dv-not-transposed", STEP_GRAD, dv_not_transposed_text,
	  dv_not_transposed },
	{ "grad-no-scale", STEP_GRAD, grad_no_scale_text, grad_no_scale },
	{ "grad-sign", STEP_GRAD, grad_sign_text, grad_sign },
};
const struct mistakes grad_mistakes = { table, sizeof table / sizeof *table };
