/* acc.c - exact running sums of products for a matrix of cells, for sums
 * over streamed rows: each cell a fixed-point number, limbs of 32-bit digits in
 * int64 (carry room for 2^28 products), all cells sharing one window of
 * exponents that grows to the products actually seen.  Limb 0's lowest bit
 * is 2^base, on the grid of wide.h's limbs, which reaches every bit any
 * product can have.  A product is split exactly into two doubles and a
 * power of two (TwoProduct, on the mantissas when the factors are far from
 * 1), never formed, so no product of finite doubles overflows or loses a
 * bit.  The last limb only takes carries.
 */
#include "num/acc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/eft.h"
#include "num/scale.h"
#include "num/wide.h"

#define ACC_SLACK 1		/* spare limbs below and above when growing */
#define ACC_CARRY (1L << 26)	/* kn_acc_adds between carry propagations */

static void acc_norm_all(struct kn_acc *a)
{
	size_t c;

	for (c = 0; a->limb && c < a->cells; c++)
		wide_norm(a->limb + c * (size_t)a->n, a->n);
	a->adds = 0;
}

/* Make room for limbs LO .. HI (indices in the present window, LO may be
 * negative, HI may be n - 1 or more) with a carry limb above. */
static void acc_grow(struct kn_acc *a, int lo, int hi)
{
	int nlo = lo < 0 ? lo - ACC_SLACK : 0, n, top;
	int64_t *l;
	size_t c;

	if (nlo * 32 + a->base < WIDE_LO)
		nlo = (WIDE_LO - a->base) / 32;
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

/* Add X 2^K (X finite) to cell C. */
static void acc_add1(struct kn_acc *a, size_t c, double x, int k)
{
	uint64_t m;
	int pos, at, li;

	if (x == 0)
		return;
	/* the lowest bit's exponent */
	wide_bits(x, k, &m, &pos);
	pos += WIDE_LO;
	if (!a->n) {
		/* the first: a window around it, on WIDE_LO's grid of limbs */
		a->base = pos - 32 * ACC_SLACK;
		a->base -= ((a->base - WIDE_LO) % 32 + 32) % 32;
		if (a->base < WIDE_LO)
			a->base = WIDE_LO;
	}
	at = pos - a->base;
	li = at < 0 ? -((31 - at) / 32) : at / 32;
	if (li < 0 || li + 2 > a->n - 2 || !a->n) {
		acc_grow(a, li, li + 2);
		at = pos - a->base;
		li = at / 32;
	}
	wide_put(a->limb + c * (size_t)a->n + li, m, at - 32 * li, signbit(x));
}

void kn_acc_init(struct kn_acc *a, size_t cells)
{
	memset(a, 0, sizeof *a);
	a->cells = cells;
}

void kn_acc_add(struct kn_acc *a, size_t c, double x, double y)
{
	double p, e;
	int k;

	if (!isfinite(x) || !isfinite(y)) {
		if (!a->odd)
			a->odd = xcalloc(a->cells + 1, sizeof *a->odd);
		a->odd[c] += x * y;
		return;
	}
	if (x == 0 || y == 0)
		return;
	wide_prod(x, y, &p, &e, &k);
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
	acc_add1(a, c, p, k);
	acc_add1(a, c, e, k);
}

void kn_acc_add3(struct kn_acc *a, size_t c, double x, double y, double z)
{
	double p, q, p1, p2, q1, q2;
	int ex, ey, ez, k;

	if (x == 0 || y == 0 || z == 0)
		return;
	/* on the mantissas, in [1/2, 1), whose lowest bits are 2^-53 at
	 * least: x y = p + q exactly, then each part times z, two exact
	 * products more, none of the four below 2^-159 (times 2^k), so that
	 * the last place of each one's mantissa is 2^(k - 211) or above:
	 * within WIDE_LO's window for k >= -2040 */
	x = frexp(x, &ex);
	y = frexp(y, &ey);
	z = frexp(z, &ez);
	k = ex + ey + ez;
	if (k < -2040)
		return;
	two_prod(x, y, &p, &q);
	two_prod(p, z, &p1, &p2);
	two_prod(q, z, &q1, &q2);
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
	acc_add1(a, c, p1, k);
	acc_add1(a, c, p2, k);
	acc_add1(a, c, q1, k);
	acc_add1(a, c, q2, k);
}

double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc)
{
	struct kscale ks = kscale_of(sc, d);
	double hi, lo;
	int64_t *l;
	int e;

	if (a->odd && a->odd[c] != 0)
		return sc->mode == SCALE_BY ? a->odd[c] * sc->by : a->odd[c];
	if (!a->n)
		return scale_dd(0, 0, 0, &ks);
	l = a->limb + c * (size_t)a->n;
	wide_norm(l, a->n);
	wide_round(l, a->n, a->base, &hi, &lo, &e);
	return scale_dd(hi, lo, e, &ks);
}

void kn_acc_free(struct kn_acc *a)
{
	free(a->limb);
	free(a->odd);
	memset(a, 0, sizeof *a);
}

