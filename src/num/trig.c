/* trig.c - rope's angles in fixed point, and the rotations by them.
 *
 * A fixed-point number is 17 limbs of 32 bits (trig.h); a computation "at
 * N limbs" uses the whole limb and the N highest limbs of the fraction,
 * the rest zero, so the second try (FAST limbs) costs a quarter of the
 * third (all of them).  Every step rounds down, by at most a unit or two
 * of the last limb kept: the bounds below count them.
 *
 *   theta_t = e^(-z), z = (t/m) ln B        setup, at 16 limbs, once a t
 *             (times its scaling's factor)
 *   turn    = frac(p * theta_t / (2 pi))    exact, given theta_t / (2 pi)
 *   quarter q, step j, rest h               the turn's bits: 2, 6, the rest
 *   z       = (pi/2) h / 64, |z| < pi/128   cos z, sin z by Horner
 *   cos, sin of (pi/2)(j + h)/64            the table's entries j, 64 - j
 *
 * The steps after the turn are done three ways, each taken only where the
 * one before cannot promise an output's rounding:
 *   1. in double-double (dd_cos_sin): within 2^-97 (2^-104.9 the worst a
 *      hundred thousand random angles met against mpmath); ERR_DD = 2^-92;
 *   2. at FAST limbs (2^-192): within some 40 units of the last limb, and
 *      as three doubles 2^-158; ERR_FAST = 2^-150 (some 2 outputs in 10^5
 *      come here);
 *   3. at 16 limbs: theta_t / (2 pi) is within about 2^-470 (ln B's step
 *      times t, e^(-z)'s series), the angle, |p| <= 2^53, within 2^-410:
 *      ERR_SLOW = 2^-360 (no output of our tests came here). */
#include "num/trig.h"

#include <math.h>
#include <string.h>

#include "num/eft.h"
#include "num/msum.h"
#include "num/scale.h"
#include "num/wide.h"

#define L TR_LIMBS
#define FAST 6
#define ERR_DD 0x1p-92
#define ERR_FAST 0x1p-150
#define ERR_SLOW 0x1p-360
/* |z| below it: pi / 128, rounded up */
#define PI_128 0.024543692606170262

typedef struct fx fix;

/* ln of the exact sum of the NP partials at P, a positive number whose
 * logarithm lies within 2^32 of 0: the partials scaled by 2^-s into
 * [1, 2) and there in fixed point (exact but for bits past 2^-512). */
static void ln_of_parts(struct sfx *r, const double *p, int np)
{
	fix pos, neg, t, M;
	struct sfx lm, ls;
	int i, s;

	frexp(msum_round(p, np), &s);
	s--;
	memset(&pos, 0, sizeof pos);
	neg = pos;
	for (i = 0; i < np; i++) {
		fx_of_double(&t, fabs(ldexp(p[i], -s)));
		if (p[i] < 0)
			fx_add(&neg, &neg, &t, L);
		else
			fx_add(&pos, &pos, &t, L);
	}
	fx_sub(&M, &pos, &neg, L);
	/* the rounded sum may sit on the other side of a power of two */
	if (M.w[L] == 0) {
		fx_shl(&M, &M, 1, L);
		s--;
	} else if (M.w[L] >= 2) {
		fx_shr(&M, &M, 1, L);
		s++;
	}
	fx_ln(&lm.m, &M, L);
	lm.neg = 0;
	fx_cut(&ls.m, tr_ln2, L);
	fx_mulu(&ls.m, &ls.m, (uint32_t)(s < 0 ? -s : s), L);
	ls.neg = s < 0;
	sfx_add(r, &lm, &ls, L);
}

/* Dynamic NTK: ln B of the base B (F L / L0 - (F - 1))^(m/(m-1)), L > L0,
 * added to LNB: (m/(m-1)) (ln(F (L - L0) + L0) - ln L0). */
static void dynamic_base(fix *lnb, const struct tr_scale *sc, size_t m)
{
	double p[4], ph, pl;
	int np = 0;
	struct sfx ln_n, ln_l0, d;

	two_prod(sc->factor, sc->seq - sc->orig, &ph, &pl);
	np = msum_add(p, np, ph);
	np = msum_add(p, np, pl);
	np = msum_add(p, np, sc->orig);
	ln_of_parts(&ln_n, p, np);
	sfx_ln_double(&ln_l0, sc->orig, L);
	sfx_sub(&d, &ln_n, &ln_l0, L);
	fx_divu(&d.m, &d.m, (uint32_t)(m - 1), L);
	fx_mulu(&d.m, &d.m, (uint32_t)m, L);
	fx_add(lnb, lnb, &d.m, L);
}

/* YaRN's correction dimension of BETA, m ln(L0 / (2 pi beta)) / ln B,
 * into *R; false when it lies beyond 2^29 of 0 (B too near 1). */
static int yarn_dim(struct sfx *r, const struct tr_scale *sc, double beta,
		    const fix *lnb, size_t m)
{
	struct sfx a, l0, lb, two_pi;
	fix hp, ln2;

	sfx_ln_double(&l0, sc->orig, L);
	sfx_ln_double(&lb, beta, L);
	/* ln 2 pi = ln(pi/2) + 2 ln 2 */
	fx_cut(&hp, tr_halfpi, L);
	fx_ln(&two_pi.m, &hp, L);
	fx_cut(&ln2, tr_ln2, L);
	fx_mulu(&ln2, &ln2, 2, L);
	fx_add(&two_pi.m, &two_pi.m, &ln2, L);
	two_pi.neg = 0;
	sfx_sub(&a, &l0, &two_pi, L);
	sfx_sub(&a, &a, &lb, L);
	if (fx_nearest(&a.m) * (double)m > 0x1p29 * fx_nearest(lnb))
		return 0;
	fx_div(&r->m, &a.m, lnb, L);
	fx_mulu(&r->m, &r->m, (uint32_t)m, L);
	r->neg = a.neg && !fx_is_zero(&r->m);
	return 1;
}

/* The whole number at or below X (UP: at or above). */
static void whole(struct sfx *x, int up)
{
	int frac = 0, i;

	for (i = 0; i < L; i++) {
		frac |= x->m.w[i] != 0;
		x->m.w[i] = 0;
	}
	/* a magnitude rounds up when the number does and is positive, or
	 * down and is negative */
	if (frac && up != x->neg)
		x->m.w[L]++;
	if (fx_is_zero(&x->m))
		x->neg = 0;
}

/* A whole number as a signed fixed one. */
static struct sfx integer(long v)
{
	struct sfx r;

	memset(&r, 0, sizeof r);
	r.m.w[L] = (uint32_t)(v < 0 ? -v : v);
	r.neg = v < 0;
	return r;
}

/* YaRN's ramp at pair T, clamp((t - lo) / (hi - lo), 0, 1), into R; a
 * range of width 0 (whole lo and hi met) is Hugging Face's lo, lo +
 * 0.001, which is 0 up to lo and 1 past it for whole t. */
static void yarn_ramp(fix *r, size_t t, const struct sfx *lo,
		      const struct sfx *hi)
{
	struct sfx num, den, tt = integer((long)t);

	sfx_sub(&num, &tt, lo, L);
	sfx_sub(&den, hi, lo, L);
	memset(r, 0, sizeof *r);
	if (fx_is_zero(&den.m)) {
		if (!num.neg && !fx_is_zero(&num.m))
			*r = fx_one;
		return;
	}
	if (fx_is_zero(&num.m) || num.neg != den.neg)
		return;
	if (fx_cmp(&num.m, &den.m) >= 0)
		*r = fx_one;
	else
		fx_div(r, &num.m, &den.m, L);
}

const char *tr_freqs(double base, size_t m, const struct tr_scale *sc,
		     struct tr_freq *f)
{
	fix mant, lnb, lnm, step, step0, z, inv, invf, rest, g, ramp, x, lo, hi;
	fix t0;
	struct sfx lnf, ylo, yhi, cap;
	enum tr_scaling ty = sc ? sc->type : TR_UNSCALED;
	int e;
	size_t t;

	/* B = mant 2^e, mant in [1, 2), e >= 0 since B > 1 */
	fx_of_double(&mant, 2 * frexp(base, &e));
	fx_ln(&lnm, &mant, L);
	fx_cut(&lnb, tr_ln2, L);
	fx_mulu(&lnb, &lnb, (uint32_t)(e - 1), L);
	fx_add(&lnb, &lnb, &lnm, L);
	if (ty == TR_DYNAMIC && m < 2)
		return "--scaling dynamic needs more than 2 rotated columns "
		       "(its exponent is R/(R-2))";
	fx_divu(&step0, &lnb, (uint32_t)m, L);
	if (ty == TR_DYNAMIC && sc->seq > sc->orig)
		dynamic_base(&lnb, sc, m);
	fx_divu(&step, &lnb, (uint32_t)m, L);
	fx_cut(&inv, tr_inv2pi, L);
	if (ty != TR_UNSCALED && ty != TR_DYNAMIC) {
		sfx_ln_double(&lnf, sc->factor, L);
		fx_of_double(&x, sc->factor);
		fx_div(&invf, &fx_one, &x, L);
		if (sc->factor == 1)
			invf = fx_one;
		fx_sub(&rest, &fx_one, &invf, L);
	}
	if (ty == TR_YARN) {
		if (!yarn_dim(&ylo, sc, sc->beta_fast, &lnb, m) ||
		    !yarn_dim(&yhi, sc, sc->beta_slow, &lnb, m))
			return "--scaling yarn: the correction dimensions come "
			       "out beyond 2^29 (--base too near 1)";
		if (sc->truncate) {
			whole(&ylo, 0);
			whole(&yhi, 1);
		}
		if (ylo.neg)
			memset(&ylo, 0, sizeof ylo);
		cap = integer((long)(2 * m - 1));
		if (!yhi.neg && fx_cmp(&yhi.m, &cap.m) > 0)
			yhi = cap;
	}
	if (ty == TR_LLAMA3) {
		fx_of_double(&lo, sc->low);
		fx_of_double(&hi, sc->high);
	}
	for (t = 0; t < m; t++) {
		fx_mulu(&z, &step, (uint32_t)t, L);
		if (ty == TR_LINEAR)
			fx_add(&z, &z, &lnf.m, L);
		fx_exp_neg(&f[t].theta, &z, L);
		if (ty == TR_YARN) {
			/* 1 - r (1 - 1/F) */
			yarn_ramp(&ramp, t, &ylo, &yhi);
			fx_mul(&g, &ramp, &rest, L);
			fx_sub(&g, &fx_one, &g, L);
			fx_mul(&f[t].theta, &f[t].theta, &g, L);
		} else if (ty == TR_LLAMA3) {
			/* L0 theta / (2 pi): the turns in L0 positions */
			fx_mul(&t0, &f[t].theta, &inv, L);
			fx_mulu(&x, &t0, (uint32_t)sc->orig, L);
			if (fx_cmp(&x, &lo) < 0) {
				g = invf;
			} else if (fx_cmp(&x, &hi) > 0) {
				g = fx_one;
			} else {
				/* 1/F + s (1 - 1/F) */
				fx_sub(&x, &x, &lo, L);
				fx_sub(&t0, &hi, &lo, L);
				fx_div(&g, &x, &t0, L);
				fx_mul(&g, &g, &rest, L);
				fx_add(&g, &g, &invf, L);
			}
			fx_mul(&f[t].theta, &f[t].theta, &g, L);
		}
		fx_mul(&f[t].turns, &f[t].theta, &inv, L);
		f[t].scaled = 1;
		if (ty != TR_UNSCALED) {
			/* theta_t over B^(-t/m), for the working */
			fx_mulu(&z, &step0, (uint32_t)t, L);
			fx_exp_neg(&t0, &z, L);
			fx_div(&x, &f[t].theta, &t0, L);
			f[t].scaled = fx_nearest(&x);
		}
	}
	return NULL;
}

/* 0.1 M ln F + 1, as get_mscale has it (F > 1). */
static void mscale(fix *r, const struct sfx *lnf, double m)
{
	fix t;

	fx_of_double(&t, m);
	fx_mul(r, &lnf->m, &t, L);
	fx_divu(r, r, 10, L);
	fx_add(r, r, &fx_one, L);
}

void tr_mscale(double f, double m, double d[3])
{
	struct sfx lnf;
	fix a;

	if (f <= 1) {
		d[0] = 1;
		d[1] = d[2] = 0;
		return;
	}
	sfx_ln_double(&lnf, f, L);
	mscale(&a, &lnf, m);
	fx_three(&a, L, 0, d);
}

void tr_gain_of(const struct tr_scale *sc, struct tr_gain *g)
{
	struct sfx lnf;
	fix a, b;
	double d[3];
	int e;

	memset(g, 0, sizeof *g);
	g->one = 1;
	g->a = fx_one;
	g->dd[0] = g->bound = 1;
	if (!sc || sc->type != TR_YARN)
		return;
	if (sc->attention) {
		if (sc->attention == 1)
			return;
		fx_of_double(&g->a, sc->attention);
	} else {
		if (sc->factor <= 1 || (sc->mscale && sc->mscale == sc->mscale_all))
			return;
		sfx_ln_double(&lnf, sc->factor, L);
		if (sc->mscale && sc->mscale_all) {
			mscale(&a, &lnf, sc->mscale);
			mscale(&b, &lnf, sc->mscale_all);
			fx_div(&g->a, &a, &b, L);
		} else {
			mscale(&g->a, &lnf, 1);
		}
	}
	g->one = 0;
	fx_three(&g->a, L, 0, d);
	g->dd[0] = d[0];
	g->dd[1] = d[1];
	frexp(d[0], &e);
	g->bound = ldexp(1, e);
}

/* cos and sin of TURN at N limbs, into C and S (magnitudes) with their
 * signs. */
static void cos_sin(const fix *turn, int n, fix *c, fix *s, int *cneg,
		    int *sneg)
{
	fix h, z, z2, t, hs, hc, sz, tab, ca, sa, u;
	uint32_t top = turn->w[L - 1];
	unsigned q = top >> 30, j = top >> 24 & 63;
	int i, k;

	/* h: the turn's bits after the first 8 */
	memset(h.w, 0, sizeof h.w);
	for (i = L - 1; i >= L - n; i--)
		h.w[i] = turn->w[i] << 8 | (i ? turn->w[i - 1] >> 24 : 0);
	fx_cut(&z, tr_halfpi, n);
	fx_mul(&z, &z, &h, n);
	fx_shr(&z, &z, 6, n);
	fx_mul(&z2, &z, &z, n);
	hs = hc = fx_one;
	for (k = fx_steps(PI_128, 3, 2, n); k >= 1; k--) {
		fx_mul(&t, &z2, &hs, n);
		fx_divu(&t, &t, (uint32_t)(2 * k * (2 * k + 1)), n);
		fx_sub(&hs, &fx_one, &t, n);
	}
	fx_mul(&sz, &z, &hs, n);
	for (k = fx_steps(PI_128, 2, 2, n); k >= 1; k--) {
		fx_mul(&t, &z2, &hc, n);
		fx_divu(&t, &t, (uint32_t)((2 * k - 1) * 2 * k), n);
		fx_sub(&hc, &fx_one, &t, n);
	}
	/* sin(a + z) = sin a cos z + cos a sin z, cos(a + z) = cos a cos z -
	 * sin a sin z, a = (pi/2) j/64: never below 0, but for rounding */
	fx_cut(&tab, tr_sin[j], n);
	fx_mul(&sa, &tab, &hc, n);
	fx_mul(&u, &tab, &sz, n);
	fx_cut(&tab, tr_sin[TR_STEPS - j], n);
	fx_mul(&ca, &tab, &hc, n);
	fx_mul(&t, &tab, &sz, n);
	fx_add(&sa, &sa, &t, n);
	if (fx_cmp(&ca, &u) >= 0)
		fx_sub(&ca, &ca, &u, n);
	else
		ca = (fix){ { 0 } };
	/* the quarter turns: (c, s) -> (-s, c) each */
	*c = q & 1 ? sa : ca;
	*s = q & 1 ? ca : sa;
	*cneg = q == 1 || q == 2;
	*sneg = q >= 2;
}

/* 1 - z^2/K! + z^4/(K+2)! - z^6/(K+4)! + z^8 (1/(K+6)! - ...), Z2 = z^2
 * in double-double: sin z / z for K = 3, cos z for K = 2.  The terms from
 * z^8 on are below 2^-58 and done in doubles. */
static void dd_series(double z2h, double z2l, int k, double *h, double *l)
{
	const double (*f)[2] = tr_inv_fact;
	double t, uh, ul;

	t = f[k + 6][0] - z2h * (f[k + 8][0] - z2h * f[k + 10][0]);
	dd_mul(z2h, z2l, t, 0, &uh, &ul);
	dd_add(-f[k + 4][0], -f[k + 4][1], uh, ul, &uh, &ul);
	dd_mul(z2h, z2l, uh, ul, &uh, &ul);
	dd_add(f[k + 2][0], f[k + 2][1], uh, ul, &uh, &ul);
	dd_mul(z2h, z2l, uh, ul, &uh, &ul);
	dd_add(-f[k][0], -f[k][1], uh, ul, &uh, &ul);
	dd_mul(z2h, z2l, uh, ul, &uh, &ul);
	dd_add(1, 0, uh, ul, h, l);
}

/* The first try: cos and sin of TURN as double-doubles, within ERR_DD.
 * The same steps as cos_sin, from h's first 106 bits (the rest is below
 * 2^-106): z = (pi/128) h, whose series need terms to z^7 / 7! in
 * double-double (z < 2^-5.3) and three more in doubles; every step is
 * within some 2^-103 of its size (all below 1), 2^-97 in all. */
static void dd_cos_sin(const fix *turn, double *c, double *s)
{
	uint32_t top = turn->w[L - 1];
	unsigned q = top >> 30, j = top >> 24 & 63;
	uint64_t a = (uint64_t)(top & 0xffffff) << 40 |
	    (uint64_t)turn->w[L - 2] << 8 | turn->w[L - 3] >> 24;
	uint64_t b = (uint64_t)(turn->w[L - 3] & 0xffffff) << 40 |
	    (uint64_t)turn->w[L - 4] << 8 | turn->w[L - 5] >> 24;
	double hh, hl, zh, zl, z2h, z2l, uh, ul, sh, sl, ch, cl, t;
	double Sh, Sl, Ch, Cl, ah, al, bh, bl;

	/* h, the turn's bits after the first 8, to 2^-106: a's 64, then 42 of
	 * b's */
	two_sum((double)(a >> 11) * 0x1p-53,
		(double)((a & 0x7ff) << 42 | b >> 22) * 0x1p-106, &hh, &hl);
	dd_mul(hh, hl, tr_pi128_dd[0], tr_pi128_dd[1], &zh, &zl);
	dd_mul(zh, zl, zh, zl, &z2h, &z2l);
	/* sin z = z (1 - z^2/3! + ...), cos z = 1 - z^2/2! + ... */
	dd_series(z2h, z2l, 3, &uh, &ul);
	dd_mul(zh, zl, uh, ul, &sh, &sl);
	dd_series(z2h, z2l, 2, &ch, &cl);
	/* a = (pi/2) j/64: sin(a + z), cos(a + z) */
	Sh = tr_sin_dd[j][0], Sl = tr_sin_dd[j][1];
	Ch = tr_sin_dd[TR_STEPS - j][0], Cl = tr_sin_dd[TR_STEPS - j][1];
	dd_mul(Sh, Sl, ch, cl, &ah, &al);
	dd_mul(Ch, Cl, sh, sl, &bh, &bl);
	dd_mul(Ch, Cl, ch, cl, &ch, &cl);
	dd_mul(Sh, Sl, sh, sl, &sh, &sl);
	dd_add(ch, cl, -sh, -sl, &ch, &cl);
	dd_add(ah, al, bh, bl, &sh, &sl);
	/* the quarter turns: (c, s) -> (-s, c) each */
	if (q & 1) {
		t = ch, ch = sh, sh = t;
		t = cl, cl = sl, sl = t;
	}
	c[0] = q == 1 || q == 2 ? -ch : ch;
	c[1] = q == 1 || q == 2 ? -cl : cl;
	s[0] = q >= 2 ? -sh : sh;
	s[1] = q >= 2 ? -sl : sl;
}

void tr_angle(struct tr_angle *a, const struct tr_freq *f,
	      const struct tr_gain *g, long long p)
{
	uint64_t P = p < 0 ? -(uint64_t)p : (uint64_t)p;
	uint32_t pl = (uint32_t)P, ph = (uint32_t)(P >> 32), t2 = 0;
	uint64_t c1 = 0, c2 = 0, c;
	int i;

	a->f = f;
	a->g = g && !g->one ? g : NULL;
	a->p = p;
	/* frac(P u) = frac(pl u + 2^32 ph u): pl u's limb i, and ph u's
	 * limb i - 1, added with their carry; what passes the point goes */
	for (c = 0, i = 0; i < L; i++) {
		c1 += (uint64_t)f->turns.w[i] * pl;
		c += (c1 & 0xffffffff) + t2;
		c1 >>= 32;
		a->turn.w[i] = (uint32_t)c;
		c >>= 32;
		c2 += (uint64_t)f->turns.w[i] * ph;
		t2 = (uint32_t)c2;
		c2 >>= 32;
	}
	a->turn.w[L] = 0;
	if (p < 0) {
		/* -turn mod 1 */
		for (c = 1, i = 0; i < L; i++) {
			c += (uint64_t)(uint32_t)~a->turn.w[i];
			a->turn.w[i] = (uint32_t)c;
			c >>= 32;
		}
	}
	dd_cos_sin(&a->turn, a->cs.c, a->cs.s);
	if (a->g) {
		dd_mul(a->cs.c[0], a->cs.c[1], a->g->dd[0], a->g->dd[1],
		       &a->cs.c[0], &a->cs.c[1]);
		dd_mul(a->cs.s[0], a->cs.s[1], a->g->dd[0], a->g->dd[1],
		       &a->cs.s[0], &a->cs.s[1]);
	}
}

/* The partials of sum X[i] Y[i] (Shewchuk's, exact) into P, their count;
 * -1 where a product is beyond Dekker's reach. */
static int partials(const double *x, const double *y, int n, double *p)
{
	double ph, pl;
	int i, k = 0;

	for (i = 0; i < n; i++)
		if (!eft_safe(x[i]) || !eft_safe(y[i]))
			return -1;
	for (i = 0; i < n; i++) {
		two_prod(x[i], y[i], &ph, &pl);
		k = msum_add(p, k, ph);
		k = msum_add(p, k, pl);
	}
	return k;
}

/* sum X[i] Y[i], exactly, rounded once, whatever the doubles. */
static double sum_prods(const double *x, const double *y, int n)
{
	double p[4 * (L + 1) + 8], hi, lo;
	struct wide w;
	int i, k, e;

	if ((k = partials(x, y, n, p)) >= 0)
		return msum_round(p, k);
	wide_zero(&w);
	for (i = 0; i < n; i++)
		wide_add_prod(&w, x[i], y[i]);
	wide_value(&w, &hi, &lo, &e);
	return hi == 0 ? hi : round_ldexp(hi, lo, e);
}

/* The partials P (K of them) and ERR (|U| + |V|), rounded once; ERR is a
 * power of two, and the products clear of underflow: exact. */
static double plus(const double *p, int k, double u, double v, double err)
{
	double q[4 * (L + 1) + 8];

	memcpy(q, p, (size_t)k * sizeof *p);
	k = msum_add(q, k, fabs(u) * err);
	k = msum_add(q, k, fabs(v) * err);
	return msum_round(q, k);
}

/* U A + V B (A, B given by NA doubles each), exactly rounded where the
 * result within ERR (|U| + |V|) of it rounds the same, which *OK says. */
static double turned(double u, const double *A, double v, const double *B,
		     int na, double err, int *ok)
{
	double x[2 * (L + 1) + 2], y[2 * (L + 1) + 2], p[4 * (L + 1) + 8];
	double r, lo, hi;
	int i, k = 0;

	for (i = 0; i < na; i++) {
		x[k] = u, y[k++] = A[i];
		x[k] = v, y[k++] = B[i];
	}
	if (eft_safe(fabs(u) * err) && eft_safe(fabs(v) * err) &&
	    (i = partials(x, y, k, p)) >= 0) {
		r = msum_round(p, i);
		lo = plus(p, i, u, v, -err);
		hi = plus(p, i, u, v, err);
	} else {
		r = sum_prods(x, y, k);
		x[k] = fabs(u), y[k] = -err;
		x[k + 1] = fabs(v), y[k + 1] = -err;
		lo = sum_prods(x, y, k + 2);
		y[k] = y[k + 1] = err;
		hi = sum_prods(x, y, k + 2);
	}
	*ok = lo == hi;
	return r;
}

/* U A + V B from the double-doubles A and B (cos and sin) into *R, when
 * the error left, ERR_DD (|U| + |V|) and the sum's own, cannot change its
 * rounding (Ziv's test); 0 where it could, or where the doubles come near
 * the ends of their range.  The products' high parts and their sum are
 * exact (TwoProduct, TwoSum); the rest, each term below 2^-52 of the
 * pair, is summed in doubles to 2^-102 of |U| + |V|. */
static int quick(double u, const double *A, double v, const double *B,
		 double gb, double *r)
{
	double p1, e1, p2, e2, sh, e3, rest, t, m, ulp, below, err;
	uint64_t bits;

	if (!eft_safe(u) || !eft_safe(v) || !eft_safe(A[0]) || !eft_safe(B[0]))
		return 0;
	two_prod(u, A[0], &p1, &e1);
	two_prod(v, B[0], &p2, &e2);
	two_sum(p1, p2, &sh, &e3);
	rest = ((e1 + e2) + e3) + (u * A[1] + v * B[1]);
	two_sum(sh, rest, r, &t);
	m = fabs(*r);
	if (!(m >= 0x1p-900))
		return 0;
	memcpy(&bits, &m, sizeof bits);
	/* the ulp of m's binade, and half of it above and below m (a
	 * quarter below a power of two) */
	bits &= 0x7ff0000000000000;
	memcpy(&ulp, &bits, sizeof ulp);
	ulp *= 0x1p-52;
	below = m == ulp * 0x1p52 ? ulp / 4 : ulp / 2;
	err = (fabs(u) + fabs(v)) * (ERR_DD * 1.0625) * gb;
	if (*r < 0)
		t = -t;
	return t + err < ulp / 2 && err - t < below;
}

/* cos and sin again, as the first try could not promise an output: at
 * FAST limbs as three doubles each, or at all 16 as their limbs; each
 * kept for the pair's other output. */
struct again {
	double fast[2][3];
	int have_fast;
	double slow[2][L + 1];
	int nslow;
};

/* One output, U A + V B (A cos and B sin, or the reverse: FIRST says
 * which): from the double-doubles, or from cos and sin done again. */
static double output(const struct tr_angle *a, double u, double v, int first,
		     struct again *g)
{
	int k = first ? 0 : 1, ok, cn, sn;
	double r, gb = a->g ? a->g->bound : 1;
	fix cf, sf;

	if (quick(u, first ? a->cs.c : a->cs.s, v, first ? a->cs.s : a->cs.c,
		  gb, &r))
		return r;
	if (!g->have_fast) {
		cos_sin(&a->turn, FAST, &cf, &sf, &cn, &sn);
		if (a->g) {
			fx_mul(&cf, &cf, &a->g->a, FAST);
			fx_mul(&sf, &sf, &a->g->a, FAST);
		}
		fx_three(&cf, FAST, cn, g->fast[0]);
		fx_three(&sf, FAST, sn, g->fast[1]);
		g->have_fast = 1;
	}
	r = turned(u, g->fast[k], v, g->fast[1 - k], 3, ERR_FAST * gb, &ok);
	if (ok)
		return r;
	if (!g->nslow) {
		cos_sin(&a->turn, L, &cf, &sf, &cn, &sn);
		if (a->g) {
			fx_mul(&cf, &cf, &a->g->a, L);
			fx_mul(&sf, &sf, &a->g->a, L);
		}
		memset(g->slow, 0, sizeof g->slow);
		/* the limbs, as many as either has, zeros padding */
		cn = fx_limbs(&cf, L, cn, g->slow[0]);
		sn = fx_limbs(&sf, L, sn, g->slow[1]);
		g->nslow = cn > sn ? cn : sn;
	}
	return turned(u, g->slow[k], v, g->slow[1 - k], g->nslow,
		      ERR_SLOW * gb, &ok);
}

void tr_rotate(const struct tr_angle *a, double xa, double xb, double *ya,
	       double *yb)
{
	struct again g;

	if (a->p == 0 && !a->g) {
		*ya = xa;
		*yb = xb;
		return;
	}
	g.have_fast = g.nslow = 0;
	*ya = output(a, xa, -xb, 1, &g);
	*yb = output(a, xa, xb, 0, &g);
}

void tr_show(const struct tr_angle *a, struct tr_show *s)
{
	double v[L + 1], p[L + 1];
	fix r;
	int i, n = fx_limbs(&a->f->theta, L, a->p < 0, v);

	s->theta = fx_nearest(&a->f->theta);
	s->scaled = a->f->scaled;
	for (i = 0; i < n; i++)
		p[i] = (double)(a->p < 0 ? -a->p : a->p);
	s->angle = n ? sum_prods(p, v, n) : 0;
	fx_cut(&r, tr_halfpi, L);
	fx_mul(&r, &r, &a->turn, L);
	fx_mulu(&r, &r, 4, L);
	s->reduced = fx_nearest(&r);
	s->cos = a->cs.c[0];
	s->sin = a->cs.s[0];
}
