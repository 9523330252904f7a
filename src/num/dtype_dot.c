/* dtype_dot.c - a kernel's dot products, each exact, then rounded once
 * to the accumulators' format.
 *
 * The entries are values of a format of at most 24 bits, so every
 * product is an exact double and only the sum can err.  A plain sum of
 * doubles, in lanes (lanes_dtype.h), runs as fast as the hardware adds;
 * then each result is taken where it is known to round as the exact sum
 * does:
 *   - exactly, where every product is a multiple of 2^L (L the lowest bit
 *     of the row's entries plus that of the key's, or of V's column) and
 *     sum |x y| < 2^(L + 53): then every partial sum is a double;
 *   - else within gamma_n sum |x y| of it (the error of any order of
 *     summation, Higham's bound), where both ends of that round alike;
 *   - else summed again exactly (exact.c's partials) and rounded once.
 * sum |x y| is bounded by sum |x| times the key's (or column's) largest
 * |entry|.  The sums are in the order of i, so the bits are the same on
 * every machine, tile and thread. */
#include "num/dtype.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "num/eft.h"
#include "num/msum.h"

#define LANES_FILE "num/lanes_dtype.h"
#include "num/isa.h"

typedef void tile_fn(const double *x, size_t xr, size_t nr, const double *y,
		     size_t ys, size_t n, double *out);

/* The rows of a tile: the most the lanes' loops take at once. */
#define NR 8

/* The exponent of X's lowest set bit (X finite, nonzero). */
static int low_bit(double x)
{
	uint64_t b, m;
	int be;

	memcpy(&b, &x, sizeof b);
	be = (int)(b >> 52 & 0x7ff);
	m = (b & 0xfffffffffffffu) | (uint64_t)(be != 0) << 52;
	be += be == 0;
	return be - 1075 + __builtin_ctzll(m | (uint64_t)1 << 63);
}

/* The least low_bit of the N entries at X, STRIDE apart (INT_MAX when
 * all are 0). */
static int low_of(const double *x, size_t n, size_t stride)
{
	int low = INT_MAX, l;
	size_t i;

	/* no branch on the entries: a 0 (or its lowest bit) is as likely
	 * as not */
	for (i = 0; i < n; i++) {
		l = x[i * stride] != 0 ? low_bit(x[i * stride]) : INT_MAX;
		low = l < low ? l : low;
	}
	return low;
}

/* A lane's limit (dt_mat): 2^(LOW + 53) / AMAX rounded down; infinite
 * for a lane of zeros, 0 (no exact path) past the range this is kept
 * for. */
static double limit(int low, double amax)
{
	if (low == INT_MAX)
		return INFINITY;
	if (low < -1000 || low > 900)
		return 0;
	return dt_pow2(low + 53) / amax * (1 - 0x1p-50);
}

void dt_keys(struct dt_mat *k, const struct kn_mat *K)
{
	size_t j;

	k->m = K;
	k->lim = xarray(K->rows + 1, sizeof *k->lim);
	for (j = 0; j < K->rows; j++)
		k->lim[j] = limit(low_of(K->v + j * K->cols, K->cols, 1),
				  K->amax[j]);
}

void dt_values(struct dt_mat *v, const struct kn_mat *V)
{
	size_t c;

	v->m = V;
	v->lim = xarray(V->cols + 1, sizeof *v->lim);
	for (c = 0; c < V->cols; c++)
		v->lim[c] = limit(low_of(V->v + c, V->rows, V->cols),
				  V->amax[c]);
}

void dt_mat_free(struct dt_mat *m)
{
	free(m->lim);
	m->lim = NULL;
}

/* A row's part of the bound: sum |x|, rounded up by more than the
 * roundings of that sum and of its product with a largest |y| can take;
 * and that times 2^-(its lowest bit), for the lanes' limits. */
struct side {
	double abs, scaled;
};

static struct side side_of(const double *x, size_t n)
{
	struct side s = { 0, 0 };
	int low = low_of(x, n, 1);
	size_t i;

	for (i = 0; i < n; i++)
		s.abs += fabs(x[i]);
	s.abs *= 1 + (double)(n + 2) * 0x1p-52;
	s.scaled = low == INT_MAX ? 0 : low < -1000 || low > 900 ? INFINITY :
		   s.abs * dt_pow2(-low);
	return s;
}

/* The N products X[i*XS] Y[i*YS] summed exactly, rounded once to A. */
static double exactly(size_t n, const double *x, size_t xs, const double *y,
		      size_t ys, const struct dtype *a)
{
	double p[64], hi;
	size_t i;
	int np = 0;

	for (i = 0; i < n; i++)
		np = msum_add(p, np, x[i * xs] * y[i * ys]);
	hi = msum_round(p, np);
	np = msum_add(p, np, -hi);
	return dt_round2(hi, msum_round(p, np), a);
}

/* gamma_n = n u / (1 - n u), u = 2^-53: the error of a sum of N terms
 * in any order is below gamma_n times the sum of their magnitudes. */
static double gamma_of(size_t n)
{
	double g = (double)n * 0x1p-53;

	return g / (1 - g);
}

/* The computed sum S of the N products X[i*XS] Y[i*YS], whose |x y| add up
 * to at most BIG, EXACT when no rounding touched S, G = gamma_n: rounded
 * to A as the exact sum is. */
static inline double finish(double s, double big, bool exact, double g,
			    size_t n, const double *x, size_t xs,
			    const double *y, size_t ys, const struct dtype *a)
{
	double r, hi;

	if (exact)
		return dt_round(s, a);
	g *= big;
	if (!dt_is_f64(a) && dt_round_near(s, g, a, &r))
		return r;
	two_sum(s, -g, &hi, &r);
	if (dt_is_f64(a) && dt_round2(hi, r, a) == dt_round2(s, g, a))
		return dt_round(s, a);
	return exactly(n, x, xs, y, ys, a);
}

/* Where the lanes of a tile's Y are: N terms of NL lanes in blocks of
 * eight, block b's term i at Y + b * YB + i * YS; lane l's terms as given,
 * for the exact path, at V + l * VL + i * VS; each lane's largest |entry|
 * and its limit (dt_mat). */
struct lanes {
	const double *y, *v;
	size_t yb, ys, vl, vs, n, nl;
	const double *amax, *lim;
};

/* NROWS rows of X (XR apart, from the first term): every lane's sum of
 * products rounded to A, into OUT (OSTRIDE apart); -inf where ALLOW (or
 * NULL: all) leaves a lane out, NaN for a row with a NaN. */
static void tiles(const double *x, size_t nrows, size_t xr,
		  const struct lanes *ln, const unsigned char *allow,
		  size_t astride, const struct dtype *a, double *out,
		  size_t ostride)
{
	size_t n = ln->n, nb = (ln->nl + 7) / 8, r0, nr, r, b, l, j;
	double sums[NR * 8], g = gamma_of(n);
	struct side sd[NR];
	int level = isa();
	tile_fn *tile = PICK(dt_tile, 1);

	(void)level;
	for (r0 = 0; r0 < nrows; r0 += nr) {
		nr = nrows - r0 < NR ? nrows - r0 : NR;
		for (r = 0; r < nr; r++)
			sd[r] = side_of(x + (r0 + r) * xr, n);
		for (b = 0; b < nb; b++) {
			tile(x + r0 * xr, xr, nr, ln->y + b * ln->yb, ln->ys, n,
			     sums);
			for (r = 0; r < nr; r++)
				for (l = 0; l < 8 && (j = b * 8 + l) < ln->nl; l++) {
					double *o = out + (r0 + r) * ostride + j;

					if (allow && !allow[(r0 + r) * astride + j])
						*o = -INFINITY;
					else if (isnan(sd[r].abs))
						*o = NAN;
					else
						*o = finish(sums[r * 8 + l],
							    sd[r].abs * ln->amax[j],
							    sd[r].scaled < ln->lim[j],
							    g, n, x + (r0 + r) * xr, 1,
							    ln->v + j * ln->vl,
							    ln->vs, a);
				}
		}
	}
}

/* --- the sums in an order (dt_how) ----------------------------------------- */

/* Lane J's N terms X[i] Y_j[i] under HOW, the operands rounded to TF32
 * where it says, into TERMS; X already rounded. */
static void terms_of(const double *x, const struct lanes *ln, size_t j,
		     const struct dt_how *how, double *terms)
{
	const double *y = ln->v + j * ln->vl;
	size_t i;

	for (i = 0; i < ln->n; i++)
		terms[i] = x[i] * dt_tf32(y[i * ln->vs], how->tf32);
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

/* Eight lanes' sums in f32 one term at a time, from +0: each step a fused
 * multiply-add of floats, round_f32(acc + x y) exactly as SUM_SEQ has it
 * (every x and y a value of f32, their product exact before the one
 * rounding), the operands rounded to TF32 first where M says. */
__attribute__((target("avx2,fma")))
static void seq_f32(const double *x, const double *y, size_t ys, size_t n,
		    enum tf32_mode m, float *out)
{
	__m256 acc = _mm256_setzero_ps(), xv, yv;
	__m256i add = _mm256_set1_epi32(m == TF32_RNA ? 0x1000 : 0),
		keep = _mm256_set1_epi32(m == TF32_OFF ? -1 : ~0x1fff);
	size_t i;

	for (i = 0; i < n; i++) {
		xv = _mm256_set1_ps((float)x[i]);
		yv = _mm256_set_m128(_mm256_cvtpd_ps(_mm256_loadu_pd(y + i * ys + 4)),
				     _mm256_cvtpd_ps(_mm256_loadu_pd(y + i * ys)));
		yv = _mm256_castsi256_ps(_mm256_and_si256(_mm256_add_epi32(
			_mm256_castps_si256(yv), add), keep));
		acc = _mm256_fmadd_ps(xv, yv, acc);
	}
	_mm256_storeu_ps(out, acc);
}

static bool fast_f32(const struct dt_how *how, const struct dtype *a)
{
	/* AVX2 with FMA, as isa() chooses it (the build's, the CPU's and
	 * kernel_isa_cap's widest) */
	return isa() >= ISA_FMA && how->sum == SUM_SEQ && !how->wide &&
	       a == &dt_f32;
}
#else
static void seq_f32(const double *x, const double *y, size_t ys, size_t n,
		    enum tf32_mode m, float *out)
{
	(void)x, (void)y, (void)ys, (void)n, (void)m, (void)out;
}

static bool fast_f32(const struct dt_how *how, const struct dtype *a)
{
	(void)how, (void)a;
	return false;
}
#endif

/* tiles, in HOW's order: each row's operands rounded to TF32 where HOW
 * says, then each lane's terms accumulated (dt_accumulate), or in f32
 * one at a time by the fused loop. */
static void ordered(const double *x, size_t nrows, size_t xr,
		    const struct lanes *ln, const unsigned char *allow,
		    size_t astride, const struct dtype *a, double *out,
		    size_t ostride, const struct dt_how *how)
{
	size_t n = ln->n, r, i, j, b;
	double *xt = xarray(n + 1, sizeof *xt), *terms = xarray(n + 1,
								 sizeof *terms);
	bool fast = fast_f32(how, a), nan;
	float sums[8];

	for (r = 0; r < nrows; r++) {
		double *o = out + r * ostride;

		for (nan = false, i = 0; i < n; i++) {
			xt[i] = dt_tf32(x[r * xr + i], how->tf32);
			nan |= isnan(xt[i]);
		}
		for (b = 0; b * 8 < ln->nl; b++) {
			if (fast && !nan)
				seq_f32(xt, ln->y + b * ln->yb, ln->ys, n,
					how->tf32, sums);
			for (j = b * 8; j < ln->nl && j < b * 8 + 8; j++) {
				if (allow && !allow[r * astride + j]) {
					o[j] = -INFINITY;
				} else if (nan) {
					o[j] = NAN;
				} else if (fast) {
					o[j] = sums[j - b * 8];
				} else {
					terms_of(xt, ln, j, how, terms);
					o[j] = dt_accumulate(terms, n, NULL, how,
							     a);
				}
			}
		}
	}
	free(xt);
	free(terms);
}

void dt_dots(const double *q, size_t nrows, size_t qstride,
	     const struct dt_mat *K, const unsigned char *allow,
	     size_t astride, const struct dtype *a, double *out,
	     size_t ostride, const struct dt_how *how)
{
	const struct kn_mat *m = K->m;
	/* the keys' blocks of eight, transposed: lane l of term i at
	 * i * 8 + l */
	struct lanes ln = { m->t, m->v, m->cols * 8, 8, m->cols, 1, m->cols,
			    m->rows, m->amax, K->lim };

	if (!dt_how_plain(how))
		ordered(q, nrows, qstride, &ln, allow, astride, a, out, ostride,
			how);
	else
		tiles(q, nrows, qstride, &ln, allow, astride, a, out, ostride);
}

void dt_wsum(const double *w, size_t nrows, size_t wstride,
	     const struct dt_mat *V, size_t j0, size_t j1,
	     const struct dtype *a, double *out, size_t ostride,
	     const struct dt_how *how)
{
	const struct kn_mat *m = V->m;
	size_t dv = m->cols, ys = m->t ? (dv + 7) / 8 * 8 : dv;
	/* V's rows (padded to blocks of eight columns): lane c of term j
	 * at j * ys + c */
	struct lanes ln = { (m->t ? m->t : m->v) + j0 * ys, m->v + j0 * dv, 8,
			    ys, 1, dv, j1 - j0, dv, m->amax, V->lim };

	if (!dt_how_plain(how))
		ordered(w + j0, nrows, wstride, &ln, NULL, 0, a, out, ostride,
			how);
	else
		tiles(w + j0, nrows, wstride, &ln, NULL, 0, a, out, ostride);
}
