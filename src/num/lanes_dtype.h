/* lanes_dtype.h - the inner loop of dtype_dot.c, written once and
 * included there once per instruction set (isa.h): up to eight rows of X
 * against eight lanes of Y, each lane of each row a plain sum of products
 * in the order of i, from +0.  Its terms are products of values of at
 * most 24 bits, exact doubles, so a fused multiply-add (FUSED) rounds
 * the very sum that a multiplication and an addition do: every variant
 * gives the same bits, and only the speed differs. */

#if VL != 2 && VL != 4 && VL != 8
#error "lanes_dtype.h: vectors of two, four or eight"
#endif

typedef double LANES(dv) __attribute__((vector_size(VL * sizeof(double))));

#ifdef FUSED
#if VL == 8
#define DT_MADD(x, y, a) ((LANES(dv))_mm512_fmadd_pd((__m512d)(x), \
	(__m512d)(y), (__m512d)(a)))
#else
#define DT_MADD(x, y, a) ((LANES(dv))_mm256_fmadd_pd((__m256d)(x), \
	(__m256d)(y), (__m256d)(a)))
#endif
#else
#define DT_MADD(x, y, a) ((a) + (x) * (y))
#endif

/* M(r, v) for each of the 8 / VL vectors of row R's lanes, and M(r) for
 * each row r below R (a constant once inlined): written out, so that every
 * sum stays in a register. */
#if VL == 8
#define DT_EACH_V(M, r) M(r, 0)
#define DT_BCAST(x) ((LANES(dv)){ x, x, x, x, x, x, x, x })
#elif VL == 4
#define DT_EACH_V(M, r) M(r, 0); M(r, 1)
#define DT_BCAST(x) ((LANES(dv)){ x, x, x, x })
#else
#define DT_EACH_V(M, r) M(r, 0); M(r, 1); M(r, 2); M(r, 3)
#define DT_BCAST(x) ((LANES(dv)){ x, x })
#endif
#define DT_EACH_R(M) do { \
	M(0); \
	if (R > 1) { M(1); } \
	if (R > 2) { M(2); } \
	if (R > 3) { M(3); } \
	if (R > 4) { M(4); } \
	if (R > 5) { M(5); } \
	if (R > 6) { M(6); } \
	if (R > 7) { M(7); } \
} while (0)
#define DT_DECL(r, v) LANES(dv) a##r##_##v = { 0 }
#define DT_DECL_R(r) DT_EACH_V(DT_DECL, r)
#define DT_LOAD(r, v) LANES(dv) y##v; memcpy(&y##v, yi + v * VL, sizeof y##v)
#define DT_STEP(r, v) a##r##_##v = DT_MADD(x##r, y##v, a##r##_##v)
#define DT_ROW(r) do { \
	double xs##r = x[r * xr + i]; \
	LANES(dv) x##r = DT_BCAST(xs##r); \
	DT_EACH_V(DT_STEP, r); \
} while (0)
#define DT_STORE(r, v) memcpy(out + r * 8 + v * VL, &a##r##_##v, \
			      sizeof a##r##_##v)
#define DT_STORE_R(r) DT_EACH_V(DT_STORE, r)

/* R rows (a constant once inlined), as many as the registers hold. */
static inline __attribute__((always_inline)) TARGET void
LANES(dt_rows)(const double *x, size_t xr, const double *y, size_t ys,
	       size_t n, double *out, const size_t R)
{
	size_t i;

	DT_DECL_R(0);
	DT_DECL_R(1);
	DT_DECL_R(2);
	DT_DECL_R(3);
	DT_DECL_R(4);
	DT_DECL_R(5);
	DT_DECL_R(6);
	DT_DECL_R(7);
	for (i = 0; i < n; i++) {
		const double *yi = y + i * ys;

		DT_EACH_V(DT_LOAD, 0);
		DT_EACH_R(DT_ROW);
	}
	DT_EACH_R(DT_STORE_R);
}

/* OUT[r * 8 + l] = sum over i < N of X[r * XR + i] Y[i * YS + l], for
 * r < NR (at most 8) and l < 8. */
static TARGET void LANES(dt_tile)(const double *x, size_t xr, size_t nr,
				  const double *y, size_t ys, size_t n,
				  double *out)
{
	/* rows at once: what sixteen (SSE2, AVX2) or thirty-two (AVX-512)
	 * registers hold besides Y's */
	const size_t most = VL == 8 ? 8 : VL == 4 ? 4 : 2;
	size_t r, k;

	for (r = 0; r < nr; r += k) {
		k = nr - r < most ? nr - r : most;
		k = k >= 8 ? 8 : k >= 4 ? 4 : k >= 2 ? 2 : 1;
		switch (k) {
		case 8:
			LANES(dt_rows)(x + r * xr, xr, y, ys, n, out + r * 8, 8);
			break;
		case 4:
			LANES(dt_rows)(x + r * xr, xr, y, ys, n, out + r * 8, 4);
			break;
		case 2:
			LANES(dt_rows)(x + r * xr, xr, y, ys, n, out + r * 8, 2);
			break;
		default:
			LANES(dt_rows)(x + r * xr, xr, y, ys, n, out + r * 8, 1);
		}
	}
}

#undef DT_MADD
#undef DT_EACH_V
#undef DT_BCAST
#undef DT_EACH_R
#undef DT_DECL
#undef DT_DECL_R
#undef DT_LOAD
#undef DT_STEP
#undef DT_ROW
#undef DT_STORE
#undef DT_STORE_R
