/* log.c - ln of a double-double x >= 1, to a double-double.
 *
 * x = 2^k m with m in [1, 2); F = 1 + j/128 is the point of the table
 * nearest m, and
 *
 *     ln x = k ln 2 + ln F + 2 atanh(v),  v = (m - F) / (m + F),
 *
 * with |v| <= 2^-9, so 2 atanh(v) = 2v (1 + w/3 + w^2/5 + ... + w^5/11),
 * w = v^2 <= 2^-18, whose first neglected term, w^6/13, is below 2^-111.
 * m - F is exact (both lie in [1, 2], at most 2^-8 apart), v and the
 * series are carried as double-doubles, and the parts are summed without
 * error and rounded once, so the result is good to about 2^-104.  Every
 * part is nonnegative but 2 atanh(v), which is far smaller than ln F when
 * j > 0: nothing cancels. */
#include "num/log.h"

#include <math.h>
#include <string.h>

#include "num/eft.h"
#include "num/fix.h"
#include "num/msum.h"
#include "num/scale.h"

void ln_dd(double xh, double xl, double *hi, double *lo)
{
	double mh, ml, F, f, fh, fl, dh, dl, vh, vl, p, pe, r, wh, wl;
	double b, bh, bl, ah, al, ph, pl, x[8], t[10];
	int k, j, n = 0, i;

	/* frexp and ldexp by powers of two are exact */
	mh = frexp(xh, &k) * 2;
	k--;
	ml = ldexp(xl, -k);
	j = (int)((mh - 1) * 128 + 0.5);
	F = 1 + j / 128.0;
	f = mh - F;
	two_sum(f, ml, &fh, &fl);
	/* m + F = 2F + f */
	two_sum(2 * F, fh, &dh, &dl);
	dl += fl;
	/* v = f / (m + F): the quotient, then the remainder's correction */
	vh = fh / dh;
	two_prod(vh, dh, &p, &pe);
	r = (((fh - p) - pe) + fl) - vh * dl;
	vl = r / dh;
	/* w = v^2; then 1 + w/3 + w^2/5 + ..., inside out, the terms that
	 * can reach 2^-106 of the whole carried in two parts */
	two_prod(vh, vh, &wh, &wl);
	wl += 2 * vh * vl;
	b = wh * (ln_c7 + wh * (ln_c9 + wh * ln_c11));
	dd_add(ln_c5[0], ln_c5[1], b, 0, &bh, &bl);
	dd_mul(wh, wl, bh, bl, &ah, &al);
	dd_add(ln_c3[0], ln_c3[1], ah, al, &ah, &al);
	dd_mul(wh, wl, ah, al, &ph, &pl);
	dd_add(1, 0, ph, pl, &ph, &pl);
	dd_mul(2 * vh, 2 * vl, ph, pl, &ph, &pl);
	/* k ln 2 + ln F + 2 atanh(v), summed exactly: k * l2h is exact */
	two_prod(k, ln_l2m, &p, &pe);
	x[0] = k * ln_l2h;
	x[1] = p;
	x[2] = pe;
	x[3] = k * ln_l2l;
	x[4] = ln_tab[j][0];
	x[5] = ln_tab[j][1];
	x[6] = ph;
	x[7] = pl;
	for (i = 0; i < 8; i++)
		n = msum_add(t, n, x[i]);
	*hi = msum_round(t, n);
	n = msum_add(t, n, -*hi);
	*lo = msum_round(t, n);
}


/* --- the log-sum-exp where a double-double cannot promise it ----------- */

/* ln(e^max (1 + u)) = max + ln(1 + u), u the sum of every term e^(x -
 * max) but one e^0.  One try at NL limbs: u 2^K in fixed point, K such
 * that u's largest term is near 2^-K (so that u keeps its digits however
 * small it is: the sum's whole result may be), then ln(1 + u) 2^K, and
 * max 2^K + ln(1 + u) 2^K as the partials of an exact sum, within ERR of
 * its value. */
struct lse_try {
	double p[FX_LIMBS + 8];
	int np, k;
	double err;
};

struct lse_in {
	const double *s;
	size_t n;
	double sink, max;
};

/* Term J of IN (J = N: the sink), -inf for none. */
static double term(const struct lse_in *in, size_t j)
{
	return j < in->n ? in->s[j] : in->sink;
}

/* u 2^K into U at NL limbs, K from the smallest z = max - x > 0 (ZMIN,
 * with TIES terms at z = 0); terms below 2^-(32 NL + 40) of 2^K are left
 * out.  *USED and *SKIPPED count the terms taken and left out. */
static long scaled_u(const struct lse_in *in, int nl, double zmin,
		     size_t ties, struct fx *u, size_t *used, size_t *skipped)
{
	struct fx z, t, kl, ln2;
	double zh, zl, cap;
	long k = 0;
	size_t j;

	/* past 2^-1100 no term can show beside max, or beside 0 */
	if (ties < 2 && zmin != INFINITY) {
		k = (long)(zmin / 0.6931471805599453);
		k = k > 1100 ? 1100 : k;
	}
	fx_cut(&ln2, tr_ln2, nl);
	for (;;) {
		cap = (double)k * 0.6931471805599453 +
		      (32.0 * nl + 40) * 0.6931471805599453;
		fx_mulu(&kl, &ln2, (uint32_t)k, nl);
		memset(u, 0, sizeof *u);
		*used = *skipped = 0;
		for (j = 0; j <= in->n; j++) {
			if (term(in, j) == -INFINITY)
				continue;
			two_sum(in->max, -term(in, j), &zh, &zl);
			if (zh == 0)
				continue;
			if (!(zh <= cap)) {
				++*skipped;
				continue;
			}
			/* z = zh + zl exactly (to 2^-512), less k ln 2 */
			fx_of_double(&z, zh);
			fx_of_double(&t, fabs(zl));
			if (zl < 0)
				fx_sub(&z, &z, &t, nl);
			else
				fx_add(&z, &z, &t, nl);
			if (fx_cmp(&z, &kl) < 0)
				break;
			fx_sub(&z, &z, &kl, nl);
			fx_exp_neg(&t, &z, nl);
			fx_add(u, u, &t, nl);
			++*used;
		}
		if (j > in->n)
			break;
		/* zmin / ln 2 rounded up past a whole number: one less */
		k--;
	}
	if (ties > 1) {
		fx_of_double(&t, (double)(ties - 1));
		fx_add(u, u, &t, nl);
	}
	return k;
}

/* False when max 2^K would overflow: then ln(1 + u), below N 2^-K, is
 * far below half an ulp of max. */
static int lse_at(const struct lse_in *in, int nl, struct lse_try *tr)
{
	struct fx u, t, h, w, y, r, ln2;
	double zh, zl, zmin = INFINITY, d[FX_LIMBS + 1];
	size_t j, ties = 0, used, skipped;
	long k;
	int i, nd, m, pw;

	for (j = 0; j <= in->n; j++) {
		if (term(in, j) == -INFINITY)
			continue;
		two_sum(in->max, -term(in, j), &zh, &zl);
		if (zh == 0)
			ties++;
		else if (zh < zmin)
			zmin = zh;
	}
	k = scaled_u(in, nl, zmin, ties, &u, &used, &skipped);
	if (k > 0 && fabs(in->max) >= ldexp(1, 1020 - (int)k))
		return 0;
	/* 64 units of the last limb a term, one a term left out, and what
	 * the logarithm adds (below) */
	tr->err = 64.0 * (double)used + (double)skipped + 1024;
	pw = fx_top(&u);
	if (k > 0 && pw + 5 <= k) {
		/* u below 1/16: ln(1 + u) = u (1 - y/2 + y^2/3 - ...), y = u,
		 * each term 16 times below the last, by Horner from the m
		 * whose y^m is below the last limb: h = 1/i - y h */
		m = (32 * nl + 8) / 4 + 2;
		fx_shr(&y, &u, (unsigned)k, nl);
		fx_divu(&h, &fx_one, (uint32_t)m, nl);
		for (i = m - 1; i >= 1; i--) {
			fx_mul(&r, &y, &h, nl);
			fx_divu(&t, &fx_one, (uint32_t)i, nl);
			fx_sub(&h, &t, &r, nl);
		}
		fx_mul(&w, &u, &h, nl);
		tr->err += 4.0 * m * (double)(u.w[FX_LIMBS] + 1);
	} else {
		/* 1 + u = 2^pw M, M in [1, 2): ln M + pw ln 2 */
		fx_shr(&u, &u, (unsigned)k, nl);
		k = 0;
		fx_add(&t, &fx_one, &u, nl);
		for (pw = 31; !(t.w[FX_LIMBS] >> pw & 1); pw--)
			;
		fx_shr(&h, &t, (unsigned)pw, nl);
		fx_ln(&w, &h, nl);
		fx_cut(&ln2, tr_ln2, nl);
		fx_mulu(&t, &ln2, (uint32_t)pw, nl);
		fx_add(&w, &w, &t, nl);
		tr->err += 2.0 * ldexp(1, pw) + 1024 + pw;
	}
	tr->err = ldexp(tr->err, -32 * nl);
	tr->k = (int)k;
	tr->np = msum_add(tr->p, 0, ldexp(in->max, (int)k));
	nd = fx_limbs(&w, nl, 0, d);
	for (i = 0; i < nd; i++)
		tr->np = msum_add(tr->p, tr->np, d[i]);
	return 1;
}

/* TR's sum and E (of the scaled values), rounded once to a double at
 * the scale of the result. */
static double lse_round(const struct lse_try *tr, double e)
{
	double p[FX_LIMBS + 10], hi, lo;
	int n;

	memcpy(p, tr->p, (size_t)tr->np * sizeof *p);
	n = msum_add(p, tr->np, e);
	hi = msum_round(p, n);
	n = msum_add(p, n, -hi);
	lo = msum_round(p, n);
	return round_ldexp(hi, lo, -tr->k);
}

double ln_sum_exp(const double *s, size_t n, double sink, double max)
{
	static const int tries[] = { 6, FX_LIMBS };
	struct lse_in in = { s, n, sink, max };
	struct lse_try tr;
	double r = max;
	size_t j, terms = 0;
	int i;

	for (j = 0; j <= n; j++)
		terms += term(&in, j) != -INFINITY;
	/* one term: e^max alone, ln of it max exactly */
	if (terms < 2)
		return max;
	for (i = 0; i < 2; i++) {
		if (!lse_at(&in, tries[i], &tr))
			return max;
		r = lse_round(&tr, 0);
		if (lse_round(&tr, -tr.err) == lse_round(&tr, tr.err))
			break;
	}
	return r;
}
