/* lanes_dot.h - the inner loops of dot.c, written once and included
 * there once per instruction set (isa.h): eight lanes (KB) held in vectors
 * of VL doubles (SSE2 2, AVX2 4, AVX-512 8), tiles of up to ROWS rows,
 * names made by LANES(), functions carrying the TARGET attribute,
 * TwoProduct by Dekker's split or, with FUSED, by one fused
 * multiply-subtract.  Each lane runs the same IEEE operations in the same
 * order whatever VL and the tile are.  Dekker's split and the FMA give the
 * same exact error of a product when no intermediate overflows or
 * underflows, which dot.c makes sure of (the "safe" blocks and rows) before
 * it takes the FUSED loops; so every variant gives the same bits, and only
 * the speed differs. */

#if KB != 8 || ROWS > RT || (VL != 2 && VL != 4 && VL != 8)
#error "lanes_dot.h: eight lanes in vectors of two, four or eight"
#endif

typedef double LANES(vd) __attribute__((vector_size(VL * sizeof(double))));

/*
 * The dot products: a tile of up to eight rows of X (query rows, or rows of
 * weights) against eight lanes of Y (eight keys, or eight columns of V),
 * every lane of every row a sum of its own, each step
 *
 *	h = x y,  u = a + h,  z = u - a,  s += fl(x y - z),  a = u.
 *
 * A starts at SIGMA, a power of two above four times the sum of |x y|, so
 * |a| >= |h| throughout and u - a is exact (Dekker's FastTwoSum): the sum
 * is (a - sigma) + the exact x y - z's, and s takes those, each rounded
 * once, to about n^2 2^-106 sigma (dot.c).  x y - z = (h - z) + the
 * product's error, both exact: one fused multiply-subtract, or Dekker's
 * TwoProduct then one addition, round the same number once, so the bits
 * agree.  A load of Y feeds every row of the tile, and the rows' sums are
 * independent chains that keep the vector units busy.
 */
#ifdef FUSED
#if VL == 8
#define FMS(a, b, c) ((LANES(vd))_mm512_fmsub_pd((__m512d)(a), \
	(__m512d)(b), (__m512d)(c)))
#else
#define FMS(a, b, c) ((LANES(vd))_mm256_fmsub_pd((__m256d)(a), \
	(__m256d)(b), (__m256d)(c)))
#endif
#define STEP(r, v) do { \
	LANES(vd) h_ = x * w##v, u_ = a##r##_##v + h_, z_ = u_ - a##r##_##v; \
	s##r##_##v += FMS(x, w##v, z_); \
	a##r##_##v = u_; \
} while (0)
#else
#define STEP(r, v) do { \
	LANES(vd) h_ = x * w##v, u_ = a##r##_##v + h_, z_ = u_ - a##r##_##v; \
	s##r##_##v += (h_ - z_) + (((xh * wh##v - h_) + xh * wl##v + \
				     xl * wh##v) + xl * wl##v); \
	a##r##_##v = u_; \
} while (0)
#endif

/* M(r, v) for each of the KB / VL vectors of row R's lanes. */
#if VL == 8
#define EACH_V(M, r) M(r, 0)
#define BCAST(x) ((LANES(vd)){ x, x, x, x, x, x, x, x })
#elif VL == 4
#define EACH_V(M, r) M(r, 0); M(r, 1)
#define BCAST(x) ((LANES(vd)){ x, x, x, x })
#else
#define EACH_V(M, r) M(r, 0); M(r, 1); M(r, 2); M(r, 3)
#define BCAST(x) ((LANES(vd)){ x, x })
#endif
/* M(r) for each row r below R (a constant once inlined), up to ROWS. */
#define EACH_R(M) do { \
	M(0); \
	if (R > 1) { M(1); } \
	if (R > 2) { M(2); } \
	if (R > 3) { M(3); } \
	if (R > 4) { M(4); } \
	if (R > 5) { M(5); } \
	if (R > 6) { M(6); } \
	if (R > 7) { M(7); } \
} while (0)
#define DECL(r, v) LANES(vd) a##r##_##v = { 0 }, s##r##_##v = { 0 }
#define DECL_R(r) EACH_V(DECL, r)
#define LOAD_A(r, v) memcpy(&a##r##_##v, acc + r * KB + v * VL, \
			    sizeof(LANES(vd)))
#define LOAD_R(r) EACH_V(LOAD_A, r)
#define STORE(r, v) do { \
	memcpy(acc + r * KB + v * VL, &a##r##_##v, sizeof(LANES(vd))); \
	memcpy(sum + r * KB + v * VL, &s##r##_##v, sizeof(LANES(vd))); \
} while (0)
#define STORE_R(r) EACH_V(STORE, r)
#define LOAD_Y(r, v) LANES(vd) y##v; \
	memcpy(&y##v, y + v * VL, sizeof y##v)
#define SPLIT(y, yh, yl) do { \
	LANES(vd) t_ = SPLITTER * (y); \
	yh = t_ - (t_ - (y)); \
	yl = (y) - yh; \
} while (0)
#define SPLIT_Y(r, v) LANES(vd) yh##v, yl##v; SPLIT(y##v, yh##v, yl##v)
/* Unit r's lanes of Y, w: the tile's (y), or in a wide tile its own
 * block's, loaded (and split, for Dekker) here. */
#ifdef FUSED
#define UNIT_Y(r, v) LANES(vd) w##v = y##v; \
	if (WIDE) \
		memcpy(&w##v, y + r * yr + v * VL, sizeof w##v)
#else
#define UNIT_Y(r, v) LANES(vd) w##v = y##v, wh##v = yh##v, wl##v = yl##v; \
	if (WIDE) { \
		memcpy(&w##v, y + r * yr + v * VL, sizeof w##v); \
		SPLIT(w##v, wh##v, wl##v); \
	}
#endif
/* Unit r's step: x broadcast (and split, for Dekker), then every vector. */
#ifdef FUSED
#define ROW(r) do { \
	double xs_ = X[(WIDE ? 0 : r) * xr + i]; \
	LANES(vd) x = BCAST(xs_); \
	EACH_V(UNIT_Y, r); \
	EACH_V(STEP, r); \
} while (0)
#else
#define ROW(r) do { \
	double xs_ = X[(WIDE ? 0 : r) * xr + i], xhs_, xls_; \
	LANES(vd) x = BCAST(xs_), xh, xl; \
	split(xs_, &xhs_, &xls_); \
	xh = BCAST(xhs_); \
	xl = BCAST(xls_); \
	EACH_V(UNIT_Y, r); \
	EACH_V(STEP, r); \
} while (0)
#endif

/* R units, each a row of X against a block of eight lanes of Y, N steps:
 * R rows (row r at X + r * XR) against one block (step I at Y + I * YS),
 * or, WIDE, one row against R blocks (block r at Y + r * YR), which gives
 * a lone row independent sums to keep the vector units busy.  ACC holds
 * each lane's sigma on entry and a on return, SUM gets s, unit r's at
 * r * KB.  R and WIDE are constants where this is inlined. */
static inline __attribute__((always_inline)) TARGET void LANES(tile)(
	const int R, const int WIDE, const double *X, size_t xr,
	const double *y, size_t ys, size_t yr, size_t n, double *acc,
	double *sum)
{
	size_t i;
	DECL_R(0); DECL_R(1); DECL_R(2); DECL_R(3);
	DECL_R(4); DECL_R(5); DECL_R(6); DECL_R(7);

	EACH_R(LOAD_R);
	for (i = 0; i < n; i++, y += ys) {
		EACH_V(LOAD_Y, 0);
#ifndef FUSED
		EACH_V(SPLIT_Y, 0);
#endif
		EACH_R(ROW);
	}
	EACH_R(STORE_R);
}

#define TILE_R(r) \
static TARGET void LANES(tile##r)(const double *X, size_t xr, \
	const double *y, size_t ys, size_t yr, size_t n, double *acc, \
	double *sum) { LANES(tile)(r, 0, X, xr, y, ys, yr, n, acc, sum); } \
static TARGET void LANES(wide##r)(const double *X, size_t xr, \
	const double *y, size_t ys, size_t yr, size_t n, double *acc, \
	double *sum) { LANES(tile)(r, 1, X, xr, y, ys, yr, n, acc, sum); }
TILE_R(1)
TILE_R(2)
#if ROWS > 2
TILE_R(3)
TILE_R(4)
#endif
#if ROWS > 4
TILE_R(5)
TILE_R(6)
TILE_R(7)
TILE_R(8)
#endif
/* The tiles of 1 to ROWS units; ROWS of them at most. */
#if ROWS > 4
#define UNITS(f) LANES(f##1), LANES(f##2), LANES(f##3), LANES(f##4), \
	LANES(f##5), LANES(f##6), LANES(f##7), LANES(f##8)
#elif ROWS > 2
#define UNITS(f) LANES(f##1), LANES(f##2), LANES(f##3), LANES(f##4)
#else
#define UNITS(f) LANES(f##1), LANES(f##2)
#endif
static const struct tiles LANES(tiles) = { ROWS, { UNITS(tile) },
					   { UNITS(wide) } };
#undef UNITS

#undef FMS
#undef STEP
#undef EACH_V
#undef EACH_R
#undef BCAST
#undef DECL
#undef DECL_R
#undef LOAD_A
#undef LOAD_R
#undef STORE
#undef STORE_R
#undef LOAD_Y
#undef SPLIT_Y
#undef SPLIT
#undef UNIT_Y
#undef ROW
#undef TILE_R

#ifndef FUSED
typedef int64_t LANES(vi) __attribute__((vector_size(VL * sizeof(double))));
typedef uint64_t LANES(vu) __attribute__((vector_size(VL * sizeof(double))));

/* Sum of |X[i]| (for the bound), in four running sums added at the end,
 * (a0 + a1) + (a2 + a3), in one vector or two; and whether every X[i] is
 * safe: 0, or |x| within 2^-480..2^480 (NaN compares false), without a
 * branch. */
static TARGET double LANES(abs_sum)(const double *x, size_t n, int *ok)
{
	const LANES(vi) nosign = (LANES(vi)){ 0 } + INT64_MAX;
	const LANES(vd) zero = { 0 }, lo = zero + 0x1p-480, hi = zero + 0x1p480;
	LANES(vd) a = zero, b = zero, y, z = zero;
	LANES(vi) good = ~(LANES(vi)){ 0 };
	double t[4];
	size_t i, l;

	for (i = 0; i < n; i += 4) {
		if (n - i >= 4) {
			memcpy(&y, x + i, sizeof y);
#if VL == 2
			memcpy(&z, x + i + 2, sizeof z);
#endif
		} else {
			memset(t, 0, sizeof t);
			memcpy(t, x + i, (n - i) * sizeof *x);
			memcpy(&y, t, sizeof y);
#if VL == 2
			memcpy(&z, t + 2, sizeof z);
#endif
		}
		y = (LANES(vd))((LANES(vi))y & nosign);
		good &= ((y >= lo) & (y <= hi)) | (y == zero);
		a += y;
#if VL == 2
		z = (LANES(vd))((LANES(vi))z & nosign);
		good &= ((z >= lo) & (z <= hi)) | (z == zero);
		b += z;
#endif
	}
	(void)b, (void)z;
	memcpy(t, &a, sizeof a);
#if VL == 2
	memcpy(t + 2, &b, sizeof b);
#endif
	for (*ok = 1, l = 0; l < VL; l++)
		*ok &= good[l] != 0;
	return (t[0] + t[1]) + (t[2] + t[3]);
}

/* sigma_of(SX[r] * AMAX[r * KB + l]) for R units and their KB lanes,
 * into ACC and SIG, unit r's at r * KB: sigma_of's operations lane by
 * lane. */
static TARGET void LANES(sigma_lanes)(const double *sx, size_t R,
	const double *amax, double *acc, double *sig)
{
	const LANES(vi) expo = (LANES(vi)){ 0 } + 0x7ff0000000000000,
	    three = (LANES(vi)){ 0 } + ((int64_t)3 << 52),
	    nan = (LANES(vi)){ 0 } + 0x7ff8000000000000;
	LANES(vd) a, p;
	LANES(vi) b, ok;
	size_t r, l;

	for (r = 0; r < R; r++)
		for (l = 0; l < KB; l += VL) {
			memcpy(&a, amax + r * KB + l, sizeof a);
			p = sx[r] * a;
			ok = p < 0x1p1017;
			/* unsigned: an infinite P's exponent plus three
			 * wraps (the lane is replaced below), where a signed
			 * sum would overflow */
			b = (LANES(vi))(((LANES(vu))p & (LANES(vu))expo) +
					(LANES(vu))three);
			b = (b & ok) | (nan & ~ok);
			memcpy(acc + r * KB + l, &b, sizeof b);
			memcpy(sig + r * KB + l, &b, sizeof b);
		}
}

/* run_tiles' finish where it is quick, VL lanes at a time (N of them):
 * hi + lo from a and s as finish takes them, and where the bound
 * certifies them and 2^-900 < |hi| < 2^900, scale_dd's first path, the
 * very operations; DONE[l] is 0 where not, and finish takes that lane.
 * BY_OK: the scale is not SCALE_BY, or one that path takes. */
static TARGET void LANES(finish_lanes)(const double *acc, const double *sig,
	const double *sum, size_t n, const struct bound *bd,
	const struct kscale *ks, int by_ok, double *out, int64_t *done)
{
	const LANES(vi) nosign = (LANES(vi)){ 0 } + INT64_MAX;
	LANES(vd) a, g, sv, h0, hi, lo, z, ah, o, q, ph, pl, t, qh, ql, r;
	LANES(vi) ok;
	double c2h, c2l;
	size_t j;

	split(ks->mode == SCALE_BY ? ks->by : ks->sh, &c2h, &c2l);
	for (j = 0; j + VL <= n; j += VL) {
		memcpy(&a, acc + j, sizeof a);
		memcpy(&g, sig + j, sizeof g);
		memcpy(&sv, sum + j, sizeof sv);
		h0 = a - g;
		hi = h0 + sv;
		z = hi - h0;
		lo = (h0 - (hi - z)) + (sv - z);
		ah = (LANES(vd))((LANES(vi))hi & nosign);
		ok = (bd->coef * g + bd->under <= CERT * ah) &
		     (ah > 0x1p-900) & (ah < 0x1p900) & ((LANES(vi)){ 0 } - by_ok);
		switch (ks->mode) {
		case SCALE_NONE:
			o = hi;
			break;
		case SCALE_BY:
			ph = hi * ks->by;
			t = SPLITTER * hi;
			qh = t - (t - hi);
			ql = hi - qh;
			pl = ((qh * c2h - ph) + qh * c2l + ql * c2h) + ql * c2l;
			o = ph + (pl + lo * ks->by);
			break;
		default:
			q = hi * ks->rs;
			ph = q * ks->sh;
			t = SPLITTER * q;
			qh = t - (t - q);
			ql = q - qh;
			pl = ((qh * c2h - ph) + qh * c2l + ql * c2h) + ql * c2l;
			r = (((hi - ph) - pl) + lo) - q * ks->sl;
			o = q + r * ks->rs;
		}
		memcpy(out + j, &o, sizeof o);
		memcpy(done + j, &ok, sizeof ok);
	}
}

#endif
