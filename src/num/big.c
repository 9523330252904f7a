/* big.c - exact signed numbers of a few thousand bits, digits of 32 bits
 * on a grid of whole digits, so that lining two up is a matter of digits
 * and never of bits. */
#include "num/big.h"

#include <math.h>
#include <string.h>

#define MASK 0xffffffffu

/* R = the W digits X (digit 0 worth 2^E), sign NEG: trimmed at both
 * ends, and cut to its top BIG_DIGITS. */
static void settle(struct big *r, const uint32_t *x, int w, int e, int neg)
{
	int lo = 0;

	while (w > 0 && x[w - 1] == 0)
		w--;
	while (lo < w && x[lo] == 0)
		lo++;
	if (w - lo > BIG_DIGITS)
		lo = w - BIG_DIGITS;
	r->n = w - lo;
	r->e = r->n ? e + 32 * lo : 0;
	r->neg = r->n ? neg : 0;
	memmove(r->d, x + lo, (size_t)r->n * sizeof *x);
}

void big_double(struct big *b, double x)
{
	uint64_t bits, m, t0, t1, c;
	uint32_t d[3];
	int be, ex, e32, sh;

	memcpy(&bits, &x, sizeof bits);
	be = (int)(bits >> 52 & 0x7ff);
	m = bits & 0xfffffffffffffu;
	if (be)
		m |= (uint64_t)1 << 52;
	else
		be = 1;
	ex = be - 1075;
	/* the grid of digits: 2^ex = 2^sh 2^e32, sh from 0 to 31 */
	e32 = ex >= 0 ? ex / 32 * 32 : -((31 - ex) / 32 * 32);
	sh = ex - e32;
	t0 = (m & MASK) << sh;
	t1 = (m >> 32) << sh;
	c = (t0 >> 32) + (t1 & MASK);
	d[0] = (uint32_t)(t0 & MASK);
	d[1] = (uint32_t)(c & MASK);
	d[2] = (uint32_t)((t1 >> 32) + (c >> 32));
	settle(b, d, 3, e32, (int)(bits >> 63));
}

void big_wide(struct big *b, const struct wide *w)
{
	int64_t l[WIDE_LIMBS + 1];
	uint32_t d[WIDE_LIMBS + 2];
	int n, i, neg;

	if (w->hi < 0) {
		b->n = b->e = b->neg = 0;
		return;
	}
	n = w->hi - w->lo + 1;
	memcpy(l, w->l + w->lo, (size_t)n * sizeof *l);
	wide_norm(l, n);
	neg = l[n - 1] < 0;
	if (neg) {
		for (i = 0; i < n; i++)
			l[i] = -l[i];
		wide_norm(l, n);
	}
	for (i = 0; i < n; i++)
		d[i] = (uint32_t)((uint64_t)l[i] & MASK);
	/* the top limb may hold carries beyond 32 bits */
	d[n] = (uint32_t)((uint64_t)l[n - 1] >> 32);
	settle(b, d, n + 1, WIDE_LO + 32 * w->lo, neg);
}

void big_mul(struct big *r, const struct big *a, const struct big *b)
{
	uint32_t x[2 * BIG_DIGITS];
	uint64_t t, carry;
	int i, j, w = a->n + b->n;

	if (!a->n || !b->n) {
		r->n = r->e = r->neg = 0;
		return;
	}
	memset(x, 0, (size_t)w * sizeof *x);
	for (i = 0; i < a->n; i++) {
		carry = 0;
		for (j = 0; j < b->n; j++) {
			/* (2^32 - 1)^2 + 2 (2^32 - 1) is 2^64 - 1 */
			t = (uint64_t)a->d[i] * b->d[j] + x[i + j] + carry;
			x[i + j] = (uint32_t)(t & MASK);
			carry = t >> 32;
		}
		x[i + b->n] = (uint32_t)carry;
	}
	settle(r, x, w, a->e + b->e, a->neg ^ b->neg);
}

/* The digits of A in a window of W digits from 2^LO: those below it
 * left out. */
static void place(uint32_t *x, int w, int lo, const struct big *a)
{
	int i, k;

	memset(x, 0, (size_t)w * sizeof *x);
	for (i = 0; i < a->n; i++) {
		k = (a->e - lo) / 32 + i;
		if (k >= 0 && k < w)
			x[k] = a->d[i];
	}
}

/* The sign of |X| - |Y|, W digits each. */
static int cmp_digits(const uint32_t *x, const uint32_t *y, int w)
{
	int i;

	for (i = w - 1; i >= 0; i--)
		if (x[i] != y[i])
			return x[i] < y[i] ? -1 : 1;
	return 0;
}

void big_add(struct big *r, const struct big *a, const struct big *b)
{
	uint32_t x[BIG_DIGITS + 2], y[BIG_DIGITS + 2];
	const uint32_t *p, *q;
	int64_t t, carry = 0;
	int top, lo, w, i, neg;

	if (!b->n) {
		if (r != a)
			*r = *a;
		return;
	}
	if (!a->n) {
		if (r != b)
			*r = *b;
		return;
	}
	top = a->e + 32 * a->n > b->e + 32 * b->n ? a->e + 32 * a->n :
	      b->e + 32 * b->n;
	/* a digit above for the carry */
	top += 32;
	lo = a->e < b->e ? a->e : b->e;
	if ((top - lo) / 32 > BIG_DIGITS + 2)
		lo = top - 32 * (BIG_DIGITS + 2);
	w = (top - lo) / 32;
	place(x, w, lo, a);
	place(y, w, lo, b);
	neg = a->neg;
	p = x;
	q = y;
	if (a->neg != b->neg && cmp_digits(x, y, w) < 0) {
		p = y;
		q = x;
		neg = b->neg;
	}
	for (i = 0; i < w; i++) {
		t = (int64_t)p[i] + carry + (a->neg == b->neg ? (int64_t)q[i] :
					     -(int64_t)q[i]);
		carry = t < 0 ? -1 : t >> 32;
		x[i] = (uint32_t)((uint64_t)t & MASK);
	}
	settle(r, x, w, lo, neg);
}

void big_shift(struct big *b, int k)
{
	int s = ((k % 32) + 32) % 32, i;
	uint32_t x[BIG_DIGITS + 1];
	uint64_t t, carry = 0;

	if (!b->n)
		return;
	for (i = 0; i < b->n; i++) {
		t = ((uint64_t)b->d[i] << s) | carry;
		x[i] = (uint32_t)(t & MASK);
		carry = t >> 32;
	}
	x[b->n] = (uint32_t)carry;
	settle(b, x, b->n + 1, b->e + k - s, b->neg);
}

int big_cmp(const struct big *a, const struct big *b)
{
	struct big nb, t;

	nb = *b;
	nb.neg = nb.n ? !nb.neg : 0;
	big_add(&t, a, &nb);
	return !t.n ? 0 : t.neg ? -1 : 1;
}

void big_value(const struct big *b, double *hi, double *lo, int *e)
{
	/* the top seven digits, and a bit below them for whatever is left:
	 * all the rounding of the top six to 106 bits needs to know */
	int64_t l[7];
	int k = b->n < 7 ? b->n : 7, i, rest = 0;

	*hi = *lo = 0;
	*e = 0;
	if (!b->n)
		return;
	for (i = 0; i < k; i++)
		l[i] = b->d[b->n - k + i];
	for (i = 0; i < b->n - k; i++)
		rest |= b->d[i] != 0;
	l[0] |= rest;
	wide_round(l, k, b->e + 32 * (b->n - k), hi, lo, e);
	if (b->neg) {
		*hi = -*hi;
		*lo = -*lo;
	}
}
