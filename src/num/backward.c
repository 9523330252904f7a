/* backward.c - the softmax's and the transforms' backward steps, one row. */
#include "num/backward.h"

#include <math.h>

#include "num/eft.h"
#include "num/scale.h"
#include "num/wide.h"

void gd_weights(const double *dout, const struct kn_mat *V,
		const unsigned char *ones, double *da)
{
	static const struct scale none = { SCALE_NONE, 0 };

	kn_scores(dout, V, &none, ones, da);
}

/* tanh(u / C) at score S, as the forward pass computed it (u = S / T
 * with --temperature), in the forward pass's order of operations. */
static double fwd_tanh(const struct gd_transforms *tr, double s)
{
	double u = s;

	if (tr->temperature)
		u /= tr->temperature;
	return tanh(u / tr->softcap);
}

/* x (1 - th^2), rounded once: th^2 = p + e exactly, then the dot product
 * [x, x, x] . [1, -p, -e].  Below 2^-480, th^2 cannot move x by half an
 * ulp, and x itself is the answer. */
static double softcap_back(double x, double th)
{
	double a[3], b[3], p, e;

	if (fabs(th) < 0x1p-480)
		return x;
	/* th is at most 1, so nothing overflows or underflows */
	two_prod(th, th, &p, &e);
	a[0] = a[1] = a[2] = x;
	b[0] = 1;
	b[1] = -p;
	b[2] = -e;
	return kn_dot(a, b, 3);
}

/* The row sum R = RH + RL (RH the nearest double to it, RL to the rest),
 * when both are doubles clear of overflow and underflow (FAST). */
struct rowsum {
	struct wide exact;
	double rh, rl;
	int fast;
};

/* W (D - R) rounded once, D - R as wide_from gives it. */
static double times_rest_exact(double w, const struct wide *r, double d)
{
	double dh, dl, ph, pl, q, e, mw;
	int de, ew;

	if (w == 0)
		return 0;
	wide_from(r, d, &dh, &dl, &de);
	if (dh == 0)
		return 0;
	mw = frexp(w, &ew);
	two_prod(mw, dh, &ph, &pl);
	pl += mw * dl;
	two_sum(ph, pl, &q, &e);
	return round_ldexp(q, e, ew + de);
}

/* W (D - R) rounded once.  First from R's two doubles: D - R is then
 * s + u with an error below 2^-53 |u| + 2^-104 |RH|, W times it is ph + pl
 * with one below 2^-52 (|W u| + |pl|) more, and when all that is below
 * 2^-56 of the result (an eighth of an ulp) its rounding is the exact
 * value's, as the dot products' is (dot.c); else from the exact sum. */
static double times_rest(double w, const struct rowsum *r, double d)
{
	double s, t, u, ph, pl, wu, q, err;

	if (w == 0)
		return 0;
	if (r->fast && eft_safe(w) && eft_safe(d)) {
		two_sum(d, -r->rh, &s, &t);
		u = t - r->rl;
		if (eft_safe(s)) {
			two_prod(w, s, &ph, &pl);
			wu = w * u;
			pl += wu;
			q = ph + pl;
			err = w * (0x1p-53 * fabs(u) + 0x1p-104 * fabs(r->rh)) +
			      0x1p-52 * (fabs(wu) + fabs(pl));
			if (err <= 0x1p-56 * fabs(q) && fabs(q) > 0x1p-1000)
				return q;
		}
	}
	return times_rest_exact(w, &r->exact, d);
}

void gd_scores(const struct gd_transforms *tr, const double *s,
	       const double *t, const double *w, size_t n, size_t live,
	       struct gd_row *g)
{
	struct rowsum r;
	double rh, rl;
	size_t j;
	int re;

	/* the row sum, exact: dA_j - r is taken from it, not from a double
	 * (a rounded r makes dA_j - r cancel) */
	wide_zero(&r.exact);
	for (j = 0; live && j < n; j++)
		if (t[j] != -INFINITY)
			wide_add_prod(&r.exact, w[j], g->da[j]);
	wide_value(&r.exact, &rh, &rl, &re);
	g->r = round_ldexp(rh, rl, re);
	r.rh = g->r;
	r.rl = ldexp(rl, re);
	r.fast = rh == 0 || (fabs(r.rh) > 0x1p-900 && fabs(r.rh) < 0x1p900 &&
			     r.rh == ldexp(rh, re));
	for (j = 0; j < n; j++) {
		if (!live || t[j] == -INFINITY) {
			g->dt[j] = g->dc[j] = g->ds[j] = 0;
			continue;
		}
		g->dt[j] = times_rest(w[j], &r, g->da[j]);
		g->dc[j] = tr->softcap ? softcap_back(g->dt[j],
						      fwd_tanh(tr, s[j])) : g->dt[j];
		g->ds[j] = tr->temperature ? g->dc[j] / tr->temperature :
			   g->dc[j];
	}
}
