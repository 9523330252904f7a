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
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/dtype.h"
#include "num/eft.h"
#include "num/scale.h"
#include "num/wide.h"

#define ACC_SLACK 1		/* spare limbs below and above when growing */
#define ACC_CARRY (1L << 26)	/* kn_acc_adds between carry propagations */

static void lev_spill(struct kn_acc *a, size_t c);

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

void kn_acc_add_k(struct kn_acc *a, size_t c, double x, double y, int k)
{
	double p, q;
	int ex, ey;

	if (x == 0 || y == 0)
		return;
	/* the mantissas' product is exact, its lowest bit 2^-106 or above */
	x = frexp(x, &ex);
	y = frexp(y, &ey);
	k += ex + ey;
	/* kn_acc_add3's bound, Z = 2^K being 1/2 times 2^(K + 1) */
	if (k + 1 < -2040)
		return;
	two_prod(x, y, &p, &q);
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
	acc_add1(a, c, p, k);
	acc_add1(a, c, q, k);
}

/* Cell C's exact sum as (*HI + *LO) 2^*E (0 with no term), or its NaN or
 * infinity in *ODD (else 0). */
static void cell_value(struct kn_acc *a, size_t c, double *hi, double *lo,
		       int *e, double *odd)
{
	int64_t *l;

	if (a->lev)
		lev_spill(a, c);
	*hi = *lo = *odd = 0;
	*e = 0;
	if (a->odd && a->odd[c] != 0)
		*odd = a->odd[c];
	if (*odd != 0 || !a->n)
		return;
	l = a->limb + c * (size_t)a->n;
	wide_norm(l, a->n);
	wide_round(l, a->n, a->base, hi, lo, e);
}

double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc)
{
	struct kscale ks = kscale_of(sc, d);
	double hi, lo, odd;
	int e;

	cell_value(a, c, &hi, &lo, &e, &odd);
	if (odd != 0)
		return sc->mode == SCALE_BY ? odd * sc->by : odd;
	return scale_dd(hi, lo, e, &ks);
}

double kn_acc_round_to(struct kn_acc *a, size_t c, const struct dtype *t)
{
	double hi, lo, odd;
	int e;

	cell_value(a, c, &hi, &lo, &e, &odd);
	if (odd != 0)
		return dt_round(odd, t);
	/* every value of T is far inside a double's range: LO, scaled,
	 * keeps the sign that breaks a tie */
	return dt_round2(ldexp(hi, e), ldexp(lo, e), t);
}

/* The 128-bit product of two 53-bit mantissas, in two 64-bit halves. */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 u128;

static inline void mul53(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
	u128 p = (u128)a * b;

	*lo = (uint64_t)p;
	*hi = (uint64_t)(p >> 64);
}
#else
static inline void mul53(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
	uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu,
		 bh = b >> 32, ll = al * bl, m = al * bh + ah * bl;

	/* ah, bh < 2^21: m < 2^54, and the sum below carries at most once */
	*lo = ll + (m << 32);
	*hi = ah * bh + (m >> 32) + (*lo < ll);
}
#endif

/* X's integer mantissa and the exponent of its lowest bit (wide.h's,
 * counted from 0 instead of WIDE_LO); its sign. */
static inline void bits(double x, uint64_t *m, int *e, int *neg)
{
	wide_bits(x, WIDE_LO, m, e);
	*neg = signbit(x) != 0;
}


/* Room in the window for the bits LO to HI (exponents) of every cell. */
static void room(struct kn_acc *a, int lo, int hi)
{
	int li, hl;

	if (!a->n) {
		a->base = lo - 32 * ACC_SLACK;
		a->base -= ((a->base - WIDE_LO) % 32 + 32) % 32;
		if (a->base < WIDE_LO)
			a->base = WIDE_LO;
	}
	li = lo - a->base;
	li = li < 0 ? -((31 - li) / 32) : li / 32;
	hl = (hi - a->base) / 32;
	if (li < 0 || hl + 1 > a->n - 2 || !a->n)
		acc_grow(a, li, hl + 1);
}

/* kn_acc_add_row's pieces: Y taken apart once (kn_acc_split) for many X:
 * Y (which must outlive it), its mantissas, exponents and signs, N of
 * them, in the caller's arrays M, NEG and E (or, for up to KN_SPLIT, its
 * own). */
#define KN_SPLIT 64
struct kn_split {
	const double *y;
	uint64_t *m, *neg;
	int *e;
	size_t n;
	int emin, emax, odd;
	uint64_t ms[KN_SPLIT], negs[KN_SPLIT];
	int es[KN_SPLIT];
};

static void kn_acc_split(const double *y, size_t n, struct kn_split *b)
{
	size_t k;
	int neg;

	b->y = y;
	b->n = n;
	b->emin = INT32_MAX;
	b->emax = INT32_MIN;
	b->odd = 0;
	for (k = 0; k < n; k++) {
		if (!isfinite(y[k])) {
			b->odd = 1;
			b->m[k] = 0;
			continue;
		}
		bits(y[k], &b->m[k], &b->e[k], &neg);
		b->neg[k] = (uint64_t)neg;
		if (y[k] == 0) {
			b->m[k] = 0;
			continue;
		}
		b->emin = b->e[k] < b->emin ? b->e[k] : b->emin;
		b->emax = b->e[k] > b->emax ? b->e[k] : b->emax;
	}
}

/* L += V (below 2^32), or -= when NEG is 1: no branch. */
static inline void put(int64_t *l, uint64_t v, uint64_t neg)
{
	*l += (int64_t)((v ^ (0 - neg)) + neg);
}

static void kn_acc_add_split(struct kn_acc *a, size_t c0, double x,
			     const struct kn_split *b)
{
	uint64_t mx, ph, pl, t, nx, ny, sh, m;
	int ex, neg, pos;
	int64_t *l;
	size_t k;

	if (!isfinite(x) || b->odd) {
		for (k = 0; k < b->n; k++)
			if (!isfinite(x) || !isfinite(b->y[k]))
				kn_acc_add(a, c0 + k, x, b->y[k]);
		if (!isfinite(x))
			return;
	}
	if (x == 0 || b->emin == INT32_MAX)
		return;
	bits(x, &mx, &ex, &neg);
	nx = (uint64_t)neg;
	/* a product of two 53-bit mantissas has 106 bits; the five limbs
	 * written below reach 160 bits above its lowest */
	room(a, ex + b->emin, ex + b->emax + 160);
	if ((a->adds += (long)b->n) >= ACC_CARRY)
		acc_norm_all(a);
	for (k = 0; k < b->n; k++) {
		if (!(m = b->m[k]))
			continue;
		mul53(mx, m, &ph, &pl);
		pos = ex + b->e[k] - a->base;
		sh = (uint64_t)(pos & 31);
		l = a->limb + (c0 + k) * (size_t)a->n + (pos >> 5);
		ny = b->neg[k] ^ nx;
		/* pl << sh spans three limbs, ph << sh (ph < 2^42) three more
		 * from the third; pl >> (64 - sh) is pl >> 63 >> (63 - sh), so
		 * that sh = 0 shifts by nothing undefined */
		t = (pl >> 1) >> (63 - sh);
		put(&l[0], (pl << sh) & 0xffffffffu, ny);
		put(&l[1], (pl << sh) >> 32, ny);
		put(&l[2], (t | (ph << sh)) & 0xffffffffu, ny);
		put(&l[3], ((ph << sh) >> 32) & 0xffffffffu, ny);
		put(&l[4], (ph >> 1) >> (63 - sh), ny);
	}
}

/*
 * kn_acc_outer: levels of doubles in front of the limbs.  A product x y is
 * taken apart exactly into p = fl(x y) and e = x y - p (TwoProduct: exact
 * while |p| >= 2^-968, and, for Dekker's split, |x|, |y| < 2^995).  Each
 * cell has KN_LEVELS running sums a_0 .. a_4, a_l held in the binade
 * [2^(g_l + 52), 2^(g_l + 53)), where its ulp is 2^g_l, g_l = g - 40 l:
 * it starts at 1.5 2^(g_l + 52).  A term t, |t| <= 2^(g_l + 39), goes in
 * by FastTwoSum, u = a + t, q = u - a, t' = t - q, a = u: q is t rounded
 * to a's grid, exact, and t' = t - q is exact, |t'| <= 2^(g_l - 1) =
 * 2^(g_(l+1) + 39), the next level's bound.  p goes into a_0, then what
 * is left of it and e (|e| <= 2^-53 |p|) into a_1, a_2, ... .  At most
 * LEV_TAKE products go in between spills, two terms a level each, so a_l
 * moves by less than 4000 (2^(g_l + 39) + 2^(g_l - 1)) < 2^(g_l + 51)
 * and never leaves its binade: every sum is exact.  What is left below
 * a_4's grid (a product 2^-69 or more below the largest the grid was
 * chosen for) goes to the limbs at once.  a_l - 1.5 2^(g_l + 52) is
 * exact (Sterbenz) and is what the level holds; a spill adds it to the
 * limbs.  g is chosen from a batch's largest |x| and |y| (grid), and kept
 * while it suits later batches.
 */
#define LEV_BITS 40
#define LEV_ROOM 39		/* |p| <= 2^(g + LEV_ROOM) */
#define LEV_TAKE 2000		/* products between spills */
#define LEV_HEAD 3		/* a new g above the least that would do */
#define LEV_SLACK 24		/* an old g kept up to this far above it */
#define LEV_GMIN (-914)		/* a_4's base a normal double */
#define LEV_GMAX 969		/* a_0's base a finite one */
#define LEV_TINY 0x1p-968
#define LEV_BIG 995		/* |x|, |y| below 2^995 for Dekker's split */
#define LEV_UNSET INT32_MIN

static void lev_add1(struct kn_acc *a, size_t c, double v)
{
	acc_add1(a, c, v, 0);
	if (++a->adds >= ACC_CARRY)
		acc_norm_all(a);
}

/* A term left below the last level, to the limbs. */
static void lev_rest(struct kn_acc *a, size_t c, double v)
{
	if (v != 0)
		lev_add1(a, c, v);
}

/* Cell C's levels into its limbs; the levels are then unset. */
static void lev_spill(struct kn_acc *a, size_t c)
{
	int l, g = a->grid[c];
	double v;

	if (g == LEV_UNSET)
		return;
	for (l = 0; l < KN_LEVELS; l++) {
		v = a->lev[(size_t)l * a->cells + c] -
		    ldexp(1.5, g - LEV_BITS * l + 52);
		if (v != 0)
			lev_add1(a, c, v);
	}
	a->grid[c] = LEV_UNSET;
}

static void lev_start(struct kn_acc *a, size_t c, int g)
{
	int l;

	a->grid[c] = g;
	a->taken[c] = 0;
	for (l = 0; l < KN_LEVELS; l++)
		a->lev[(size_t)l * a->cells + c] =
		    ldexp(1.5, g - LEV_BITS * l + 52);
}

static void lev_spill_all(struct kn_acc *a)
{
	size_t c;

	for (c = 0; a->lev && c < a->cells; c++)
		lev_spill(a, c);
}

#define LANES_FILE "num/lanes_acc.h"
#include "num/isa.h"

/* The exponent E of 2^E > |V| >= 2^(E - 1), V finite and not 0. */
static int above(double v)
{
	int e;

	frexp(v, &e);
	return e;
}

/* Rows whose Y is all finite go through the levels; the others' products,
 * with their NaN or infinities, through kn_acc_add_row. */
static size_t finite_rows(struct kn_acc *a, size_t c0, size_t stride,
			  size_t nk, size_t d, const double *const *x,
			  const double *const *y, size_t n, size_t *rows,
			  double *least)
{
	size_t i, j, k, m = 0;
	double t;

	for (i = 0; i < n; i++) {
		least[m] = INFINITY;
		for (k = 0; k < d && isfinite(y[i][k]); k++)
			if ((t = fabs(y[i][k])) != 0 && t < least[m])
				least[m] = t;
		if (k == d) {
			rows[m++] = i;
			continue;
		}
		for (j = 0; j < nk; j++)
			kn_acc_add_row(a, c0 + j * stride, x[i][j], y[i], d);
	}
	return m;
}

static void outer(struct kn_acc *a, size_t c0, size_t stride, size_t nk,
		  size_t d, const double *const *x, const double *const *y,
		  size_t n, bool narrow)
{
	size_t rows[KN_OUTER], i, j, k, m, c, vl;
	const double *ys[KN_OUTER];
	double xs[KN_OUTER], least[KN_OUTER], big;
	int ex, need, g, level = isa();
	bool slow, careful;
	void (*cells)(struct kn_acc *, size_t, const double *,
		      const double *const *, size_t, size_t, bool) =
	    narrow ? PICK(outer_narrow, true) : PICK(outer_cells, true);

	(void)level;
	vl = PICK(outer_width, true)();
	m = finite_rows(a, c0, stride, nk, d, x, y, n, rows, least);
	if (!m || !d)
		return;
	if (!a->lev) {
		a->lev = xarray(xmul(a->cells, KN_LEVELS), sizeof *a->lev);
		a->grid = xarray(a->cells, sizeof *a->grid);
		a->taken = xcalloc(a->cells, sizeof *a->taken);
		for (c = 0; c < a->cells; c++)
			a->grid[c] = LEV_UNSET;
	}
	if (d > a->neys) {
		free(a->eys);
		a->eys = xarray(d, sizeof *a->eys);
		a->neys = d;
	}
	for (i = 0; i < m; i++)
		ys[i] = y[rows[i]];
	/* the exponent bounding each column's |y|; LEV_UNSET: all 0 */
	for (k = 0; k < d; k++) {
		for (big = 0, i = 0; i < m; i++)
			big = fabs(ys[i][k]) > big ? fabs(ys[i][k]) : big;
		a->eys[k] = big == 0 ? LEV_UNSET : above(big);
	}
	for (j = 0; j < nk; j++) {
		slow = careful = false;
		for (big = 0, i = 0; i < m; i++) {
			xs[i] = x[rows[i]][j];
			if (!isfinite(xs[i]))
				slow = true;
			else if (fabs(xs[i]) > big)
				big = fabs(xs[i]);
			/* a product that may be too small for TwoProduct */
			if (xs[i] != 0 && !(fabs(xs[i]) * least[i] >= 0x1p-966))
				careful = true;
		}
		c = c0 + j * stride;
		if (!slow && big == 0)
			continue;
		ex = slow ? 0 : above(big);
		slow = slow || ex > LEV_BIG;
		for (k = 0; !slow && k < d; k++)
			if (a->eys[k] != LEV_UNSET) {
				need = ex + a->eys[k] - LEV_ROOM;
				slow = a->eys[k] > LEV_BIG || need < LEV_GMIN ||
				       need > LEV_GMAX;
			}
		if (slow) {
			/* far out of range, or not finite: product by product */
			for (i = 0; i < m; i++)
				kn_acc_add_row(a, c, xs[i], ys[i], d);
			continue;
		}
		for (k = 0; k < d; k++) {
			if (a->eys[k] == LEV_UNSET)
				continue;
			need = ex + a->eys[k] - LEV_ROOM;
			g = a->grid[c + k];
			if (g == LEV_UNSET || need > g || g - need > LEV_SLACK ||
			    a->taken[c + k] + (int)m > LEV_TAKE) {
				lev_spill(a, c + k);
				lev_start(a, c + k, need + LEV_HEAD < LEV_GMAX ?
					  need + LEV_HEAD : LEV_GMAX);
			}
			a->taken[c + k] += (int)m;
		}
		for (k = 0; k + vl <= d; k += vl)
			cells(a, c + k, xs, ys, k, m, careful);
		/* the last few cells, product by product */
		for (; k < d; k++)
			for (i = 0; i < m; i++)
				kn_acc_add(a, c + k, xs[i], ys[i][k]);
	}
}

void kn_acc_outer(struct kn_acc *a, size_t c0, size_t stride, size_t nk,
		  size_t d, const double *const *x, const double *const *y,
		  size_t n)
{
	outer(a, c0, stride, nk, d, x, y, n, false);
}

void kn_acc_outer_narrow(struct kn_acc *a, size_t c0, size_t stride,
			 size_t nk, size_t d, const double *const *x,
			 const double *const *y, size_t n)
{
	outer(a, c0, stride, nk, d, x, y, n, true);
}

void kn_acc_add_row(struct kn_acc *a, size_t c0, double x, const double *y,
		    size_t n)
{
	struct kn_split b;
	size_t k, m;

	/* in pieces the stack can hold */
	for (k = 0; k < n; k += m) {
		m = n - k < KN_SPLIT ? n - k : KN_SPLIT;
		b.m = b.ms;
		b.e = b.es;
		b.neg = b.negs;
		kn_acc_split(y + k, m, &b);
		kn_acc_add_split(a, c0 + k, x, &b);
	}
}

void kn_acc_merge(struct kn_acc *dst, struct kn_acc *src)
{
	size_t c;
	int i;
	int64_t *l;

	for (c = 0; src->odd && c < src->cells; c++)
		if (src->odd[c] != 0) {
			if (!dst->odd)
				dst->odd = xcalloc(dst->cells + 1,
						   sizeof *dst->odd);
			dst->odd[c] += src->odd[c];
		}
	lev_spill_all(src);
	if (!src->n)
		return;
	acc_norm_all(src);
	for (c = 0; c < src->cells; c++) {
		l = src->limb + c * (size_t)src->n;
		for (i = 0; i < src->n; i++) {
			if (!l[i])
				continue;
			/* each limb is below 2^32 but the last, which may hold
			 * carries: in two pieces, each exact as a double */
			acc_add1(dst, c, (double)(l[i] >> 32), src->base + 32 * i +
				 32);
			acc_add1(dst, c, (double)(l[i] & 0xffffffff),
				 src->base + 32 * i);
		}
	}
	if ((dst->adds += (long)(2 * src->cells * (size_t)src->n)) >= ACC_CARRY)
		acc_norm_all(dst);
}

void kn_acc_free(struct kn_acc *a)
{
	free(a->limb);
	free(a->odd);
	free(a->lev);
	free(a->grid);
	free(a->taken);
	free(a->eys);
	memset(a, 0, sizeof *a);
}


void kn_acc_results(struct kn_acc *acc, int n, size_t cells,
		    const size_t *at, size_t d, const struct scale *sc,
		    double *out)
{
	size_t c;
	int t;

	for (t = 1; t < n; t++)
		kn_acc_merge(&acc[0], &acc[t]);
	for (c = 0; c < cells; c++)
		out[at ? at[c] : c] = kn_acc_round(&acc[0], c, d, sc);
}
