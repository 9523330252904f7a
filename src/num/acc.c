/* acc.c - exact running sums of products for a matrix of cells, for sums
 * over streamed rows: each cell a fixed-point number, limbs of 32-bit digits in
 * int64 (carry room for 2^28 products), all cells sharing one window of
 * exponents that grows to the products actually seen.  Limb 0's lowest bit
 * is 2^base, base = -1074 (mod 32), so every double's bits fit.  A product
 * is split exactly into two doubles (TwoProduct, on the mantissas when the
 * factors are far from 1); only a product below 2^-969 can lose bits, to
 * the subnormal range.  The last limb only takes carries.
 */
#include "num/acc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/eft.h"
#include "num/exact.h"
#include "num/scale.h"

#define ACC_SLACK 1		/* spare limbs below and above when growing */
#define ACC_CARRY (1L << 26)	/* kn_acc_adds between carry propagations */

/* Propagate the carries of one cell: every limb but the last in
 * [0, 2^32), the last signed. */
static void acc_norm(int64_t *l, int n)
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

static void acc_norm_all(struct kn_acc *a)
{
	size_t c;

	for (c = 0; a->limb && c < a->cells; c++)
		acc_norm(a->limb + c * (size_t)a->n, a->n);
	a->adds = 0;
}

/* Make room for limbs LO .. HI (indices in the present window, LO may be
 * negative, HI may be n - 1 or more) with a carry limb above. */
static void acc_grow(struct kn_acc *a, int lo, int hi)
{
	int nlo = lo < 0 ? lo - ACC_SLACK : 0, n, top;
	int64_t *l;
	size_t c;

	if (nlo * 32 + a->base < -1074)
		nlo = (-1074 - a->base) / 32;
	top = hi + 1 > a->n - 1 ? hi + 1 + ACC_SLACK : a->n - 1;
	n = top - nlo + 1;
	acc_norm_all(a);
	l = xcalloc(xmul(a->cells, (size_t)n) + 1, sizeof *l);
	for (c = 0; c < a->cells && a->n; c++)
		memcpy(l + c * (size_t)n - nlo, a->limb + c * (size_t)a->n,
		       (size_t)a->n * sizeof *l);
	free(a->limb);
	a->limb = l;
	a->n = n;
	a->base += 32 * nlo;
}

/* Add X (finite) to cell C. */
static void acc_add1(struct kn_acc *a, size_t c, double x)
{
	uint64_t b, m, t;
	int e, sh, li;
	int64_t *l;

	if (x == 0)
		return;
	memcpy(&b, &x, sizeof b);
	e = (int)(b >> 52 & 0x7ff);
	m = b & 0xfffffffffffffu;
	if (e)
		m |= (uint64_t)1 << 52;
	else
		e = 1;
	/* |x| = m 2^(e - 1075) */
	if (!a->n) {
		/* the first: a window around it */
		a->base = e - 1075 - 32 * ACC_SLACK;
		a->base -= ((a->base + 1074) % 32 + 32) % 32;
		if (a->base < -1074)
			a->base = -1074;
	}
	sh = e - 1075 - a->base;
	li = sh < 0 ? -((31 - sh) / 32) : sh / 32;
	if (li < 0 || li + 2 > a->n - 2 || !a->n) {
		acc_grow(a, li, li + 2);
		sh = e - 1075 - a->base;
		li = sh / 32;
	}
	sh -= 32 * li;
	l = a->limb + c * (size_t)a->n + li;
	t = (m & 0xffffffffu) << sh;	/* below 2^63 */
	if (signbit(x)) {
		l[0] -= (int64_t)(t & 0xffffffffu);
		l[1] -= (int64_t)(t >> 32);
		t = (m >> 32) << sh;		/* below 2^52 */
		l[1] -= (int64_t)(t & 0xffffffffu);
		l[2] -= (int64_t)(t >> 32);
	} else {
		l[0] += (int64_t)(t & 0xffffffffu);
		l[1] += (int64_t)(t >> 32);
		t = (m >> 32) << sh;
		l[1] += (int64_t)(t & 0xffffffffu);
		l[2] += (int64_t)(t >> 32);
	}
}

void kn_acc_init(struct kn_acc *a, size_t cells)
{
	memset(a, 0, sizeof *a);
	a->cells = cells;
}

void kn_acc_add(struct kn_acc *a, size_t c, double x, double y)
{
	double p, e, mx, my;
	int ex, ey;

	if (!isfinite(x) || !isfinite(y) || !isfinite(x * y)) {
		if (!a->odd)
			a->odd = xcalloc(a->cells + 1, sizeof *a->odd);
		a->odd[c] += x * y;
		return;
	}
	if (x == 0 || y == 0)
		return;
	if (eft_safe(x) && eft_safe(y)) {
		two_prod(x, y, &p, &e);
	} else {
		mx = frexp(x, &ex);
		my = frexp(y, &ey);
		two_prod(mx, my, &p, &e);
		p = ldexp(p, ex + ey);
		e = ldexp(e, ex + ey);
	}
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
	acc_add1(a, c, p);
	acc_add1(a, c, e);
}

double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc)
{
	struct kscale ks = kscale_of(sc, d);
	double buf[72], *p = buf, hi, lo;
	int64_t *l;
	int i, k = 0, neg = 0;

	if (a->odd && a->odd[c] != 0)
		return sc->mode == SCALE_BY ? a->odd[c] * sc->by : a->odd[c];
	if (!a->n)
		return scale_dd(0, 0, 0, &ks);
	l = a->limb + c * (size_t)a->n;
	acc_norm(l, a->n);
	if (l[a->n - 1] < 0) {
		/* the magnitude, so that no digit lies above its top */
		for (i = 0; i < a->n; i++)
			l[i] = -l[i];
		acc_norm(l, a->n);
		neg = 1;
	}
	if ((size_t)a->n + 1 > sizeof buf / sizeof *buf)
		p = xarray((size_t)a->n + 1, sizeof *p);
	for (i = 0; i < a->n; i++)
		if (l[i])
			k = msum_add(p, k, ldexp((double)l[i], a->base + 32 * i));
	hi = msum_round(p, k);
	k = msum_add(p, k, -hi);
	lo = msum_round(p, k);
	if (p != buf)
		free(p);
	return scale_dd(neg ? -hi : hi, neg ? -lo : lo, 0, &ks);
}

void kn_acc_free(struct kn_acc *a)
{
	free(a->limb);
	free(a->odd);
	memset(a, 0, sizeof *a);
}

