/* fix.c - fixed-point numbers of 544 bits (fix.h). */
#include "num/fix.h"

#include <math.h>
#include <string.h>

#include "num/exact.h"

#define L FX_LIMBS

typedef struct fx fix;

const fix fx_one = { { [L] = 1 } };

void fx_cut(fix *r, const uint32_t *a, int n)
{
	memset(r->w, 0, sizeof r->w);
	memcpy(r->w + (L - n), a + (L - n), (size_t)(n + 1) * sizeof *a);
}

int fx_cmp(const fix *a, const fix *b)
{
	int i;

	for (i = L; i >= 0; i--)
		if (a->w[i] != b->w[i])
			return a->w[i] < b->w[i] ? -1 : 1;
	return 0;
}

int fx_is_zero(const fix *a)
{
	int i;

	for (i = 0; i <= L; i++)
		if (a->w[i])
			return 0;
	return 1;
}

void fx_add(fix *r, const fix *a, const fix *b, int n)
{
	uint64_t c = 0;
	int i;

	for (i = L - n; i <= L; i++) {
		c += (uint64_t)a->w[i] + b->w[i];
		r->w[i] = (uint32_t)c;
		c >>= 32;
	}
}

void fx_sub(fix *r, const fix *a, const fix *b, int n)
{
	uint64_t d, borrow = 0;
	int i;

	for (i = L - n; i <= L; i++) {
		d = (uint64_t)a->w[i] - b->w[i] - borrow;
		r->w[i] = (uint32_t)d;
		borrow = d >> 63;
	}
}

/* The columns more than two limbs below the last kept are left out:
 * their carries are worth less than one unit. */
void fx_mul(fix *r, const fix *a, const fix *b, int n)
{
	uint64_t col[2 * L + 4] = { 0 }, p, c = 0;
	int lo = L - n, m = n + 1, i, j;

	for (i = 0; i < m; i++) {
		if (!a->w[lo + i])
			continue;
		for (j = i < n - 2 ? n - 2 - i : 0; j < m; j++) {
			p = (uint64_t)a->w[lo + i] * b->w[lo + j];
			col[i + j] += p & 0xffffffff;
			col[i + j + 1] += p >> 32;
		}
	}
	for (i = 0; i <= 2 * m; i++) {
		c += col[i];
		col[i] = c & 0xffffffff;
		c >>= 32;
	}
	memset(r->w, 0, sizeof r->w);
	for (i = 0; i < m; i++)
		r->w[lo + i] = (uint32_t)col[n + i];
}

void fx_mulu(fix *r, const fix *a, uint32_t k, int n)
{
	uint64_t c = 0;
	int i;

	for (i = L - n; i <= L; i++) {
		c += (uint64_t)a->w[i] * k;
		r->w[i] = (uint32_t)c;
		c >>= 32;
	}
}

void fx_divu(fix *r, const fix *a, uint32_t k, int n)
{
	uint64_t rem = 0, cur;
	int i;

	for (i = L; i >= L - n; i--) {
		cur = rem << 32 | a->w[i];
		r->w[i] = (uint32_t)(cur / k);
		rem = cur % k;
	}
}

void fx_shr(fix *r, const fix *a, unsigned k, int n)
{
	unsigned q = k / 32, s = k % 32;
	int i;
	uint64_t v;

	for (i = L - n; i <= L; i++) {
		v = 0;
		if (i + q <= L)
			v = a->w[i + q] >> s;
		if (s && i + q + 1 <= L)
			v |= (uint64_t)a->w[i + q + 1] << (32 - s) & 0xffffffff;
		r->w[i] = (uint32_t)v;
	}
}

void fx_shl(fix *r, const fix *a, unsigned k, int n)
{
	unsigned q = k / 32, s = k % 32;
	int i, from;
	uint64_t v;
	fix t = *a;

	for (i = L; i >= L - n; i--) {
		from = i - (int)q;
		v = 0;
		if (from >= L - n)
			v = (uint64_t)t.w[from] << s & 0xffffffff;
		if (s && from - 1 >= L - n)
			v |= t.w[from - 1] >> (32 - s);
		r->w[i] = (uint32_t)v;
	}
}

int fx_top(const fix *a)
{
	int i, b;

	for (i = L; i >= 0; i--)
		if (a->w[i]) {
			for (b = 31; !(a->w[i] >> b & 1); b--)
				;
			return 32 * (i - L) + b;
		}
	return -1000;
}

/* A 2^-P, P its top(): in [1, 2). */
static void normal(fix *r, const fix *a, int p, int n)
{
	if (p >= 0)
		fx_shr(r, a, (unsigned)p, n);
	else
		fx_shl(r, a, (unsigned)-p, n);
}

/* A's value, to about 2^-96 of it (the three limbs from its top). */
static double approx(const fix *a)
{
	int i, k;
	double v = 0;

	for (i = L; i >= 0 && !a->w[i]; i--)
		;
	for (k = 0; k < 3 && i - k >= 0; k++)
		v += ldexp((double)a->w[i - k], 32 * (i - k - L));
	return v;
}

void fx_div(fix *r, const fix *a, const fix *b, int n)
{
	static const fix two = { { [L] = 2 } };
	fix an, bn, y, t;
	int pa = fx_top(a), pb = fx_top(b), bits, s;

	if (pa == -1000) {
		memset(r->w, 0, sizeof r->w);
		return;
	}
	normal(&an, a, pa, n);
	normal(&bn, b, pb, n);
	/* 1 / bn to 2^-50 from a double (IEEE division, the same bits
	 * everywhere), then Newton's y (2 - bn y), which doubles the bits */
	fx_of_double(&y, 1 / approx(&bn));
	for (bits = 50; bits < 32 * n + 32; bits *= 2) {
		fx_mul(&t, &bn, &y, n);
		fx_sub(&t, &two, &t, n);
		fx_mul(&y, &y, &t, n);
	}
	fx_mul(&t, &an, &y, n);
	s = pa - pb;
	if (s >= 0)
		fx_shl(r, &t, (unsigned)s, n);
	else
		fx_shr(r, &t, (unsigned)-s, n);
}

void fx_of_double(fix *r, double x)
{
	int e, b, at;
	uint64_t m;

	memset(r->w, 0, sizeof r->w);
	if (x == 0)
		return;
	m = (uint64_t)ldexp(frexp(x, &e), 53);
	for (b = 0; b < 53; b++) {
		at = e - 53 + b + 32 * L;
		if (m >> b & 1 && at >= 0 && at < 32 * (L + 1))
			r->w[at / 32] |= (uint32_t)1 << at % 32;
	}
}

int fx_limbs(const fix *a, int n, int neg, double *d)
{
	int i, k = 0;

	for (i = L; i >= L - n; i--)
		if (a->w[i])
			d[k++] = ldexp(neg ? -(double)a->w[i] :
				       (double)a->w[i], 32 * (i - L));
	return k;
}

void fx_three(const fix *a, int n, int neg, double *d)
{
	double v[L + 1], p[L + 8];
	int i, k = 0, nv = fx_limbs(a, n, neg, v);

	for (i = 0; i < nv; i++)
		k = msum_add(p, k, v[i]);
	for (i = 0; i < 3; i++) {
		d[i] = msum_round(p, k);
		k = msum_add(p, k, -d[i]);
	}
}

double fx_nearest(const fix *a)
{
	double d[3];

	fx_three(a, L, 0, d);
	return d[0];
}

int fx_steps(double x, int first, int step, int n)
{
	double t = 1, lim = ldexp(1, -(32 * n + 8));
	int k = 0, j = 0;

	for (;;) {
		for (; k < first + j * step; )
			t = t * x / ++k;
		if (t < lim)
			return j;
		j++;
	}
}

/* Z = k ln 2 + x, 0 <= x < ln 2, and e^-x by Horner, 1 - x (1 - x/2 (1 -
 * x/3 (...))), every step in [0, 1]. */
void fx_exp_neg(fix *r, const fix *z, int n)
{
	fix ln2, kl, x, t, h;
	double zd = z->w[L] + z->w[L - 1] * 0x1p-32;
	long k = (long)(zd / 0.6931471805599453);
	int j;

	fx_cut(&ln2, tr_ln2, n);
	fx_mulu(&kl, &ln2, (uint32_t)k, n);
	while (k > 0 && fx_cmp(&kl, z) > 0)
		fx_mulu(&kl, &ln2, (uint32_t)--k, n);
	fx_sub(&x, z, &kl, n);
	while (fx_cmp(&x, &ln2) >= 0) {
		fx_sub(&x, &x, &ln2, n);
		k++;
	}
	h = fx_one;
	for (j = fx_steps(0.6931471805599453, 1, 1, n); j >= 1; j--) {
		fx_mul(&t, &x, &h, n);
		fx_divu(&t, &t, (uint32_t)j, n);
		fx_sub(&h, &fx_one, &t, n);
	}
	fx_shr(r, &h, (unsigned)k, n);
}

/* Newton's y + M e^-y - 1 from y = M - 1, above ln M, which it comes
 * down to twice as many bits a step: from 2^-1.7 off, 9 steps are some
 * 2^-680 off, below what N < 16 limbs hold; 12 at all 16. */
void fx_ln(fix *r, const fix *m, int n)
{
	fix y, e, w;
	int i;

	fx_sub(&y, m, &fx_one, n);
	for (i = 0; i < (n >= L ? 12 : 9); i++) {
		fx_exp_neg(&e, &y, n);
		fx_mul(&w, m, &e, n);
		if (fx_cmp(&w, &fx_one) >= 0) {
			fx_sub(&w, &w, &fx_one, n);
			fx_add(&y, &y, &w, n);
		} else {
			fx_sub(&w, &fx_one, &w, n);
			fx_sub(&y, &y, &w, n);
		}
	}
	*r = y;
}

void sfx_add(struct sfx *r, const struct sfx *a, const struct sfx *b, int n)
{
	if (a->neg == b->neg) {
		fx_add(&r->m, &a->m, &b->m, n);
		r->neg = a->neg;
	} else if (fx_cmp(&a->m, &b->m) >= 0) {
		fx_sub(&r->m, &a->m, &b->m, n);
		r->neg = a->neg;
	} else {
		fx_sub(&r->m, &b->m, &a->m, n);
		r->neg = b->neg;
	}
	if (fx_is_zero(&r->m))
		r->neg = 0;
}

void sfx_sub(struct sfx *r, const struct sfx *a, const struct sfx *b, int n)
{
	struct sfx nb = *b;

	nb.neg = !nb.neg;
	sfx_add(r, a, &nb, n);
}

void sfx_ln_double(struct sfx *r, double x, int n)
{
	struct sfx lm, le;
	fix mant, ln2;
	int e;

	/* x = mant 2^e, mant in [1, 2): ln mant + e ln 2 */
	fx_of_double(&mant, 2 * frexp(x, &e));
	e--;
	fx_ln(&lm.m, &mant, n);
	lm.neg = 0;
	fx_cut(&ln2, tr_ln2, n);
	fx_mulu(&le.m, &ln2, (uint32_t)(e < 0 ? -e : e), n);
	le.neg = e < 0;
	sfx_add(r, &lm, &le, n);
}
