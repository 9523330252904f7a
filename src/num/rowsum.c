/* rowsum.c - sums over streamed rows through the dot products' tiles
 * (rowsum.h).
 *
 * A batch of rows is the product of two small matrices, X^T Y: X's
 * columns, transposed, are the tiles' rows and Y's rows their steps, eight
 * columns of Y a block of lanes (as V's in kn_apply).  Each cell's running
 * sum a is dot.c's: it starts at sigma, a power of two above four times
 * sum |x y| (here 2^(ex + ey + 2), ex bounding the sum of |x| of column j
 * and ey the largest |y| of column k, both only growing), and every step
 * adds x y to it by FastTwoSum, so that a - sigma is exact and what it
 * misses goes, each term rounded once, into the tile's s.  Every SUB steps
 * the tile's s is folded into a (FastTwoSum again: |s| is far below a)
 * and its rest into the cell's compensation; when a column's anchor must
 * grow, a - sigma moves to the new one the same way.  So the sum is
 * (a - sigma) + compensation, to within
 *
 *	E = (gamma(SUB + 1) 1.3 N + gamma(K + 1) K) u sigma + N UNDER
 *
 * for N products and K pieces folded (u = 2^-53): each step's term is
 * below 1.3 u sigma (a's rounding error and the product's), each
 * tile's sum of at most SUB of them is off by gamma(SUB + 1) of their
 * sum, each folded rest is below u sigma and their sum is off by
 * gamma(K + 1) of theirs; UNDER is what underflow can take from a
 * product's error (dot.c's bound).  Short tile sums keep E to about
 * 2^-100 sigma for a few thousand rows.
 *
 * A cell's value is rounded as num/acc.c rounds an exact sum (kn_acc_round:
 * the nearest double hi, the nearest lo to the rest, in units of the
 * 32-bit limb that holds the top bit, then scale_dd), but only where every
 * sum within E of the one kept gives that same double: the same hi (no
 * rounding boundary within E), and scale_dd, which moves monotonically
 * with lo, the same at both ends.  The rest are undecided, for the
 * caller's exact sums. */
#include "num/rowsum.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/eft.h"
#include "num/tile.h"

#define LANES KN_LANES
#define SUB 32			/* steps of one tile sum */
#define TROWS 8			/* rows of X^T in one call of the tiles */
#define JCHUNK 64		/* rows of X^T kept in cache across Y's blocks */
#define UNSET INT_MIN		/* no anchor yet */
#define FAR INT_MAX		/* no anchor can be: a sum not finite */
#define U 0x1p-53
#define UNDER 0x1p-1070

void kn_rows_init(struct kn_rows *r, size_t nj, size_t nk)
{
	memset(r, 0, sizeof *r);
	r->nj = nj;
	r->nk = nk;
	r->nkp = (nk + LANES - 1) / LANES * LANES;
}

/* The sums' arrays, at the first rows: a set kept for a thread that
 * takes none costs nothing. */
static void start(struct kn_rows *r)
{
	size_t j, nj = r->nj;

	/* set at the first anchor (a page's first touch a write there) */
	r->a = xbig(xmul(nj, r->nkp) + 1, sizeof *r->a);
	r->s = xbig(xmul(nj, r->nkp) + 1, sizeof *r->s);
	r->sx = xcalloc(nj + 1, sizeof *r->sx);
	r->ay = xcalloc(r->nkp + 1, sizeof *r->ay);
	r->ex = xarray(nj + 1, sizeof *r->ex);
	r->ey = xarray(r->nkp + 1, sizeof *r->ey);
	r->nx = xcalloc(nj + 1, sizeof *r->nx);
	r->ny = xcalloc(r->nkp + 1, sizeof *r->ny);
	r->bady = xcalloc(r->nkp + 1, 1);
	for (j = 0; j < nj; j++)
		r->ex[j] = UNSET;
	for (j = 0; j < r->nkp; j++)
		r->ey[j] = UNSET;
}

void kn_rows_free(struct kn_rows *r)
{
	free(r->a);
	free(r->s);
	free(r->sx);
	free(r->ay);
	free(r->ex);
	free(r->ey);
	free(r->nx);
	free(r->ny);
	free(r->bady);
	free(r->xt);
	free(r->yb);
	free(r->sxb);
	free(r->ayb);
	free(r->sfx);
	free(r->sfy);
	memset(r, 0, sizeof *r);
}

/* The exponent of a power of two at least V (>= 0) times 2^HEAD, the
 * room left for V to grow; FAR for V not finite. */
static int above(double v, int head)
{
	int e;

	if (!(v <= DBL_MAX))
		return FAR;
	if (v < 0x1p-1000)
		return -1000 + head;
	(void)frexp(v, &e);
	return e + head;
}

/* Whether V is past the anchor 2^E (V finite, E set). */
static bool past(double v, int e)
{
	return e == UNSET || (e != FAR && v > ldexp(1, e));
}

/* 2^E, E a normal exponent. */
static double two_to(int e)
{
	uint64_t b = (uint64_t)(e + 1023) << 52;
	double x;

	memcpy(&x, &b, sizeof x);
	return x;
}

/* The anchor of a cell whose columns have EX and EY: 0 before any row,
 * NaN where no anchor can be. */
static double sigma(int ex, int ey)
{
	long e;

	if (ex == UNSET || ey == UNSET)
		return 0;
	if (ex == FAR || ey == FAR)
		return NAN;
	e = (long)ex + ey + 2;
	if (e > 1017)
		return NAN;
	return two_to(e < -1020 ? -1020 : (int)e);
}

/* A + S moved from the anchor SO to SN: exactly, a - so's low bits into
 * the compensation; a cell's first anchor (SO 0) sets both. */
static void move(double *a, double *s, double so, double sn)
{
	double v, an;

	if (so == 0) {
		*a = sn;
		*s = 0;
		return;
	}
	v = *a - so;
	an = sn + v;
	*s += v - (an - sn);
	*a = an;
}

/* The batch's scratch, for N rows. */
static void room(struct kn_rows *r, size_t n)
{
	if (n <= r->cap)
		return;
	free(r->xt);
	free(r->yb);
	r->cap = n;
	r->xt = xbig(xmul(r->nj, n) + 1, sizeof *r->xt);
	r->yb = xbig(xmul(r->nkp, n) + 1, sizeof *r->yb);
	if (!r->sxb) {
		r->sxb = xarray(r->nj + 1, sizeof *r->sxb);
		r->ayb = xarray(r->nkp + 1, sizeof *r->ayb);
		r->sfx = xmalloc(r->nj + 1);
		r->sfy = xmalloc(r->nkp / LANES + 1);
	}
}

/* X's columns into XT (row j N long), each one's sum of |x| and whether
 * all are safe for the fused tiles; Y's rows into YB, padded to whole
 * blocks, each column's largest |y|, each block's safety. */
static void take(struct kn_rows *r, const double *const *x,
		 const double *const *y, size_t n)
{
	size_t nj = r->nj, nk = r->nk, nkp = r->nkp, i, j, k;
	double sum, v, *t;
	int safe;

	for (j = 0; j < nj; j++) {
		t = r->xt + j * n;
		for (sum = 0, safe = 1, i = 0; i < n; i++) {
			v = x[i][j];
			t[i] = v;
			sum += fabs(v);
			safe &= eft_safe(v);
		}
		r->sxb[j] = sum;
		r->sfx[j] = (unsigned char)safe;
	}
	memset(r->ayb, 0, nkp * sizeof *r->ayb);
	memset(r->sfy, 1, nkp / LANES);
	for (i = 0; i < n; i++) {
		t = r->yb + i * nkp;
		memcpy(t, y[i], nk * sizeof *t);
		for (k = nk; k < nkp; k++)
			t[k] = 0;
		for (k = 0; k < nk; k++) {
			v = fabs(t[k]);
			if (v > r->ayb[k])
				r->ayb[k] = v;
			if (!(v <= DBL_MAX))
				r->bady[k] = 1;
			r->sfy[k / LANES] &= (unsigned char)eft_safe(t[k]);
		}
	}
}

/* The anchors for the sums with this batch: a column whose bound grew
 * past its anchor gets a new one (a sum of |x| twice its bound, for it
 * keeps growing), and its cells move to it. */
static void anchor(struct kn_rows *r, int *nex, int *ney, size_t *moved)
{
	size_t nj = r->nj, nkp = r->nkp, nm = 0, j, k, m, c;
	bool row;

	for (k = 0; k < nkp; k++) {
		if (r->ayb[k] > r->ay[k])
			r->ay[k] = r->ayb[k];
		ney[k] = past(r->ay[k], r->ey[k]) ? above(r->ay[k], 0) :
			 r->ey[k];
		if (ney[k] != r->ey[k]) {
			moved[nm++] = k;
			r->ny[k]++;
		}
	}
	for (j = 0; j < nj; j++) {
		r->sx[j] += r->sxb[j];
		nex[j] = past(r->sx[j], r->ex[j]) ? above(r->sx[j], 1) :
			 r->ex[j];
		row = nex[j] != r->ex[j];
		r->nx[j] += row;
		for (m = 0; m < (row ? nkp : nm); m++) {
			k = row ? m : moved[m];
			c = j * nkp + k;
			move(&r->a[c], &r->s[c], sigma(r->ex[j], r->ey[k]),
			     sigma(nex[j], ney[k]));
		}
	}
	memcpy(r->ex, nex, nj * sizeof *nex);
	memcpy(r->ey, ney, nkp * sizeof *ney);
}

/* Rows J0 .. J0 + R - 1 of X^T against block B of Y, N steps. */
static void tiles(struct kn_rows *r, size_t j0, size_t R, size_t b, size_t n)
{
	double acc[TROWS * LANES], sum[TROWS * LANES], comp[TROWS * LANES], t;
	size_t nkp = r->nkp, i0, m, u, got, l;
	bool safe = r->sfy[b];

	for (u = 0; u < R; u++) {
		safe = safe && r->sfx[j0 + u];
		memcpy(acc + u * LANES, r->a + (j0 + u) * nkp + b * LANES,
		       LANES * sizeof *acc);
		memcpy(comp + u * LANES, r->s + (j0 + u) * nkp + b * LANES,
		       LANES * sizeof *comp);
	}
	for (i0 = 0; i0 < n; i0 += SUB) {
		m = n - i0 < SUB ? n - i0 : SUB;
		for (u = 0; u < R; u += got)
			got = kn_tile(R - u, r->xt + (j0 + u) * n + i0, n,
				      r->yb + i0 * nkp + b * LANES, nkp, m,
				      safe, acc + u * LANES, sum + u * LANES);
		for (l = 0; l < R * LANES; l++) {
			t = acc[l] + sum[l];
			comp[l] += sum[l] - (t - acc[l]);
			acc[l] = t;
		}
	}
	for (u = 0; u < R; u++) {
		memcpy(r->a + (j0 + u) * nkp + b * LANES, acc + u * LANES,
		       LANES * sizeof *acc);
		memcpy(r->s + (j0 + u) * nkp + b * LANES, comp + u * LANES,
		       LANES * sizeof *comp);
	}
}

/* Whether rows J0 .. J0 + R - 1 of the batch's X^T are all 0 (a causal
 * mask's keys past the batch's rows: dS and A are 0 there).  Their tiles
 * would add products 0 (y being finite; a cell with a y that is not is
 * undecided whatever its sums), which leave a and s as they are: a + 0 is
 * a, and s, a sum that starts at +0, cannot be -0; so they are left out. */
static bool zeros(const struct kn_rows *r, size_t j0, size_t R)
{
	size_t u;

	for (u = 0; u < R; u++)
		if (r->sxb[j0 + u] != 0)
			return false;
	return true;
}

void kn_rows_add(struct kn_rows *r, const double *const *x,
		 const double *const *y, size_t n)
{
	size_t nj = r->nj, nb = r->nkp / LANES, jc, je, j0, b, R;
	int *nex, *ney;
	size_t *moved;

	if (!n || !nj || !nb)
		return;
	if (!r->a)
		start(r);
	room(r, n);
	take(r, x, y, n);
	nex = xarray(nj + 1, sizeof *nex);
	ney = xarray(r->nkp + 1, sizeof *ney);
	moved = xarray(r->nkp + 1, sizeof *moved);
	anchor(r, nex, ney, moved);
	free(nex);
	free(ney);
	free(moved);
	for (jc = 0; jc < nj; jc += JCHUNK) {
		je = nj - jc < JCHUNK ? nj : jc + JCHUNK;
		for (b = 0; b < nb; b++)
			for (j0 = jc; j0 < je; j0 += R) {
				R = je - j0 < TROWS ? je - j0 : TROWS;
				if (!zeros(r, j0, R))
					tiles(r, j0, R, b, n);
			}
	}
	r->terms += n;
	r->pieces += (n + SUB - 1) / SUB;
}

/* gamma(k) = k u / (1 - k u), for k u below 2^-12: k u (1 + 2^-11). */
static double gamma_of(double k)
{
	return k * U * (1 + 0x1p-11);
}

/* X's bits. */
static uint64_t bits_of(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	return b;
}

/* The cell C (row J, column K) of the NT sums: rounded as acc.c rounds
 * its exact sum, into *OUT; false when the bound cannot decide it. */
static bool cell(const struct kn_rows *r, size_t nt, size_t j, size_t k,
		 const struct kscale *ks, double *out)
{
	size_t c = j * r->nkp + k, t;
	double h = 0, l = 0, sl = 0, absl = 0, E = 0, hh, e, sg, n, K;
	double H, L, la, half, lo1, lo2, t1, t2;
	bool any = false, p2;
	int eh, ex32;

	for (t = 0; t < nt; t++) {
		const struct kn_rows *q = &r[t];

		if (!q->terms)
			continue;
		if (q->bady[k] || !(q->sx[j] <= DBL_MAX))
			return false;
		if (q->sx[j] == 0 || q->ay[k] == 0)
			continue;	/* every product 0 */
		sg = sigma(q->ex[j], q->ey[k]);
		if (!(sg > 0))
			return false;
		two_sum(h, q->a[c] - sg, &hh, &e);
		h = hh;
		l += e;
		sl += q->s[c];
		absl += fabs(e) + fabs(q->s[c]);
		n = (double)q->terms;
		K = (double)q->pieces + q->nx[j] + q->ny[k];
		if (n + K > 0x1p40)
			return false;	/* past gamma_of's reach */
		E += (gamma_of(SUB + 1) * 1.3 * n + gamma_of(K + 1) * K) * U *
		     sg + n * UNDER;
		any = true;
	}
	if (!any) {
		*out = scale_dd(0, 0, 0, ks);
		return true;
	}
	E += gamma_of(2 * (double)nt) * absl;
	two_sum(h, l + sl, &H, &L);
	E *= 1 + 0x1p-40;
	/* far from 1: undecided */
	eh = (int)(bits_of(H) >> 52 & 0x7ff) - 1023;
	if (!(eh >= -900 && eh <= 900) || !isfinite(L) || !isfinite(E))
		return false;
	/* no rounding boundary within E of H + L: half an ulp of H above
	 * it, and below it too, or a quarter where H is a power of two
	 * (its lower neighbour is nearer); the sums' side away from zero
	 * is "above" */
	p2 = !(bits_of(H) << 12);
	half = two_to(eh - 53);
	la = H > 0 ? L : -L;
	if (!(la + E < half) || !(E - la < (p2 ? half / 2 : half)))
		return false;
	if (ks->mode == SCALE_NONE) {
		*out = H;
		return true;
	}
	/* the limb of the top bit: H's, unless H is a power of two at a
	 * limb's foot that a sum just below it leaves */
	if (p2 && eh % 32 == 0 && !(la - E >= 0))
		return false;
	ex32 = eh >= 0 ? eh / 32 * 32 : -((31 - eh) / 32) * 32;
	/* the exact sum's lo lies between these two, and scale_dd moves
	 * monotonically with it */
	lo1 = ldexp(L - E, -ex32);
	lo2 = ldexp(L + E, -ex32);
	if ((lo1 != 0 && fabs(lo1) < 0x1p-1000) ||
	    (lo2 != 0 && fabs(lo2) < 0x1p-1000))
		return false;
	t1 = scale_dd(ldexp(H, -ex32), lo1, ex32, ks);
	t2 = scale_dd(ldexp(H, -ex32), lo2, ex32, ks);
	if (!(t1 == t2))
		return false;
	*out = t1;
	return true;
}

size_t kn_rows_round(const struct kn_rows *r, size_t nt, size_t j,
		     size_t d, const struct scale *sc, double *out,
		     unsigned char *undecided)
{
	struct kscale ks = kscale_of(sc, d);
	size_t k, bad = 0;

	/* every one of R has the shape, whether it took rows or not */
	for (k = 0; k < r->nk; k++) {
		undecided[k] = !cell(r, nt, j, k, &ks, &out[k]);
		bad += undecided[k];
	}
	return bad;
}
