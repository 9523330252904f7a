/* merge.c - one head of a merge (merge.h).
 *
 * The factors e^(L_p - L) are the softmax of the parts' LSEs, the sink
 * one more term of its denominator: kn_softmax computes them, and its sum
 * S = sum_p e^(L_p - max) gives L = max + ln S (kn_lse).  Each output cell
 * is then (sum_p e^(L_p - max) O_p) / S: the numerator summed exactly in
 * a wide fixed-point number, each e^(L_p - max) carried as the
 * double-double of exp.h with its power of two beside it (so that a part
 * far below the largest, e^-1000 say, still counts where its O_p is large
 * enough to show), then divided by S once and rounded once. */
#include "num/merge.h"

#include <math.h>

#include "num/dtype.h"
#include "num/eft.h"
#include "num/exp.h"
#include "num/scale.h"
#include "num/softmax.h"
#include "num/wide.h"

/* Below this, e^(L_p - max) |O_p| < 2^-2885 2^1024 is below the least
 * subnormal, and the part is left out (exp.h's range ends at -2000 too). */
#define FAR (-2000.0)

void kn_merge(const double *L, const double *O, size_t ostride, size_t np,
	      size_t dv, double sink, double *out, double *f, double *scratch,
	      struct kn_merge *m)
{
	struct wide w;
	struct kn_norm nm;
	double *eh = scratch, *el = eh + np, *ek = el + np, *tmp = ek + np;
	double dh, dl, ri, hi, lo, q, r;
	size_t p, c;
	int k, e;

	kn_softmax(L, np, sink, f, tmp, NULL, &nm);
	m->max = nm.max;
	m->sum = nm.sh;
	m->lse = kn_lse(&nm, L, np, sink);
	m->fsink = nm.wsink;
	if (nm.max == -INFINITY) {
		for (c = 0; c < dv; c++)
			out[c] = 0;
		return;
	}
	for (p = 0; p < np; p++) {
		dh = L[p] - nm.max;
		eh[p] = 0;
		if (!(dh >= FAR))
			continue;
		/* L_p - max = dh + dl exactly */
		dl = (L[p] - (dh - (dh - L[p]))) + (-nm.max - (dh - L[p]));
		ex_exp(dh, dl, &eh[p], &el[p], &k);
		ek[p] = k;
	}
	ri = 1 / nm.sh;
	wide_zero(&w);
	for (c = 0; c < dv; c++) {
		for (p = 0; p < np; p++)
			if (eh[p] != 0) {
				wide_add_prod_k(&w, eh[p], O[p * ostride + c],
						(int)ek[p]);
				wide_add_prod_k(&w, el[p], O[p * ostride + c],
						(int)ek[p]);
			}
		wide_value(&w, &hi, &lo, &e);
		wide_clear(&w);
		if (hi == 0) {
			out[c] = 0;
			continue;
		}
		q = dd_div(hi, lo, nm.sh, nm.sl, ri, &r);
		two_sum(q, r, &q, &r);
		out[c] = round_ldexp(q, r, e);
	}
}

void kn_merge_uniform(const double *O, size_t ostride, const long long *keys,
		      size_t np, size_t dv, double *out)
{
	struct wide w;
	double n = 0, hi, lo, q, r;
	size_t p, c;
	int e;

	for (p = 0; p < np; p++)
		n += (double)keys[p];
	wide_zero(&w);
	for (c = 0; c < dv; c++) {
		for (p = 0; p < np; p++)
			wide_add_prod(&w, (double)keys[p], O[p * ostride + c]);
		wide_value(&w, &hi, &lo, &e);
		wide_clear(&w);
		if (hi == 0) {
			out[c] = 0;
			continue;
		}
		q = dd_div(hi, lo, n, 0, 1 / n, &r);
		two_sum(q, r, &q, &r);
		out[c] = round_ldexp(q, r, e);
	}
}

/* round_A(acc + f o), the product exact (A and T narrow enough) or fused */
static double madd(double acc, double f, double o, const struct dtype *a)
{
	double s, e;

	if (dt_is_f64(a))
		return fma(f, o, acc);
	two_sum(acc, f * o, &s, &e);
	return dt_round2(s, e, a);
}

void dt_merge(const double *L, const double *O, size_t ostride, size_t np,
	      size_t dv, double sink, const struct dtype *t,
	      const struct dtype *a, double *out, double *f,
	      struct kn_merge *m)
{
	double mx = sink, sum, acc;
	size_t p, c;

	for (p = 0; p < np; p++)
		if (L[p] > mx)
			mx = L[p];
	m->max = mx;
	m->fsink = 0;
	if (mx == -INFINITY) {
		m->sum = 0;
		m->lse = -INFINITY;
		for (p = 0; p < np; p++)
			f[p] = 0;
		for (c = 0; c < dv; c++)
			out[c] = 0;
		return;
	}
	sum = sink == -INFINITY ? 0 : dt_exp_diff(sink, mx, a);
	for (p = 0; p < np; p++)
		sum = dt_add(sum, dt_exp_diff(L[p], mx, a), a);
	m->sum = sum;
	m->lse = dt_lse(mx, sum, a);
	m->fsink = dt_exp_diff(sink, m->lse, a);
	for (p = 0; p < np; p++)
		f[p] = dt_exp_diff(L[p], m->lse, a);
	for (c = 0; c < dv; c++) {
		for (acc = 0, p = 0; p < np; p++)
			if (f[p] != 0)
				acc = madd(acc, f[p], O[p * ostride + c], a);
		out[c] = dt_round(acc, t);
	}
}
