/* wide.c - the carries and the rounding of wide fixed-point numbers. */
#include "num/wide.h"

#include "num/msum.h"

void wide_norm(int64_t *l, int n)
{
	int64_t lo, carry;
	int i;

	for (i = 0; i + 1 < n; i++) {
		lo = (int64_t)((uint64_t)l[i] & 0xffffffffu);
		carry = (l[i] - lo) / 4294967296;
		l[i] = lo;
		l[i + 1] += carry;
	}
}

/* The limbs below the six at the top are 2^-160 of it at most: they are
 * kept as one tiny partial of the same sign, which is all the rounding of
 * the top six to 106 bits can need to know of them (whether the rest is
 * exactly zero, for ties). */
#define TOP 6

/* wide_round on the N limbs at L, made non-negative (NEG: they hold the
 * magnitude of a negative number). */
static void round_magnitude(const int64_t *l, int n, int base, int neg,
			    double *hi, double *lo, int *e)
{
	double p[TOP + 3];
	int i, t, k = 0, rest = 0;

	*hi = *lo = 0;
	*e = 0;
	for (t = n - 1; t >= 0 && l[t] == 0; t--)
		;
	if (t < 0)
		return;
	/* the last limb may hold carries beyond 32 bits: in two parts, each
	 * exact as a double */
	k = msum_add(p, k, ldexp((double)(l[t] >> 32), 32));
	k = msum_add(p, k, (double)(l[t] & 0xffffffff));
	for (i = t - 1; i >= 0 && i > t - TOP; i--)
		if (l[i])
			k = msum_add(p, k, ldexp((double)l[i], 32 * (i - t)));
	for (; i >= 0; i--)
		rest |= l[i] != 0;
	if (rest)
		k = msum_add(p, k, 0x1p-200);
	*hi = msum_round(p, k);
	k = msum_add(p, k, -*hi);
	*lo = msum_round(p, k);
	if (neg)
		*hi = -*hi, *lo = -*lo;
	*e = base + 32 * t;
}

void wide_round(int64_t *l, int n, int base, double *hi, double *lo,
		int *e)
{
	int i, neg = n > 0 && l[n - 1] < 0;

	if (neg) {
		/* the magnitude, so that no digit lies above its top */
		for (i = 0; i < n; i++)
			l[i] = -l[i];
		wide_norm(l, n);
	}
	round_magnitude(l, n, base, neg, hi, lo, e);
}

void wide_zero(struct wide *w)
{
	memset(w->l, 0, sizeof w->l);
	w->lo = WIDE_LIMBS;
	w->hi = -1;
	w->adds = 0;
}

/* L (limbs of W's grid) += X 2^K (nonzero); *LO and *HI widened to the
 * limbs it touches. */
static void add(int64_t *l, double x, int k, int *lo, int *hi)
{
	uint64_t m;
	int at;

	wide_bits(x, k, &m, &at);
	wide_put(l + at / 32, m, at % 32, signbit(x));
	if (at / 32 < *lo)
		*lo = at / 32;
	if (at / 32 + 2 > *hi)
		*hi = at / 32 + 2;
}

void wide_add_prod(struct wide *w, double x, double y)
{
	double p, q;
	int k;

	if (x == 0 || y == 0)
		return;
	wide_prod(x, y, &p, &q, &k);
	add(w->l, p, k, &w->lo, &w->hi);
	if (q != 0)
		add(w->l, q, k, &w->lo, &w->hi);
	if (++w->adds == 1L << 29) {
		wide_norm(w->l, WIDE_LIMBS);
		w->adds = 0;
	}
}

void wide_add_prod_k(struct wide *w, double x, double y, int k)
{
	double p, q;
	int kk, ep;

	if (x == 0 || y == 0)
		return;
	wide_prod(x, y, &p, &q, &kk);
	kk += k;
	/* x y has 106 bits at most, so q's lowest bit is 2^-106 of p's
	 * leading one or above, and its mantissa's last place 2^-158 */
	(void)frexp(p, &ep);
	if (ep + kk < WIDE_LO + 158)
		return;
	add(w->l, p, kk, &w->lo, &w->hi);
	if (q != 0)
		add(w->l, q, kk, &w->lo, &w->hi);
	if (++w->adds == 1L << 29) {
		wide_norm(w->l, WIDE_LIMBS);
		w->adds = 0;
	}
}

void wide_clear(struct wide *w)
{
	if (w->hi >= 0)
		memset(w->l + w->lo, 0, (size_t)(w->hi - w->lo + 1) *
		       sizeof *w->l);
	w->lo = WIDE_LIMBS;
	w->hi = -1;
	w->adds = 0;
}

/* The limb a carry out of limbs up to HI ends in: one more, within W. */
static int carry_top(int hi)
{
	return hi + 1 < WIDE_LIMBS - 1 ? hi + 1 : WIDE_LIMBS - 1;
}

/* Round limbs LO..HI of L (a copy, changed; HI takes the carries) as
 * wide_round does. */
static void round_span(int64_t *l, int lo, int hi, double *rh, double *rl,
		       int *e)
{
	wide_norm(l + lo, hi - lo + 1);
	wide_round(l + lo, hi - lo + 1, WIDE_LO + 32 * lo, rh, rl, e);
}

void wide_value(struct wide *w, double *hi, double *lo, int *e)
{
	int64_t t[WIDE_LIMBS];
	int top;

	*hi = *lo = 0;
	*e = 0;
	if (w->hi < 0)
		return;
	top = carry_top(w->hi);
	wide_norm(w->l + w->lo, top - w->lo + 1);
	w->hi = top;
	memcpy(t + w->lo, w->l + w->lo, (size_t)(top - w->lo + 1) * sizeof *t);
	round_span(t, w->lo, top, hi, lo, e);
}

void wide_from(const struct wide *w, double x, double *hi, double *lo,
	       int *e)
{
	int64_t t[WIDE_LIMBS];
	int i, a = w->lo, b = w->hi, xa, xb;
	uint64_t m;

	if (b < 0) {
		/* W is 0: X itself */
		*hi = x, *lo = 0, *e = 0;
		return;
	}
	if (x != 0) {
		/* X's limbs may lie outside W's */
		wide_bits(x, 0, &m, &xa);
		xa /= 32;
		xb = xa + 2;
		if (xa < a)
			a = xa;
		if (xb > b)
			b = xb;
	}
	b = carry_top(b);
	for (i = a; i <= b; i++)
		t[i] = i >= w->lo && i <= w->hi ? -w->l[i] : 0;
	if (x != 0)
		add(t, x, 0, &xa, &xb);
	round_span(t, a, b, hi, lo, e);
}
