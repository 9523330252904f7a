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

/* R rows (a constant once inlined), as many as the registers hold. */
static inline __attribute__((always_inline)) TARGET void
LANES(dt_rows)(const double *x, size_t xr, const double *y, size_t ys,
	       size_t n, double *out, const size_t R)
{
	LANES(dv) acc[8][8 / VL], yv[8 / VL], xv;
	size_t i, r, v;

	for (r = 0; r < R; r++)
		for (v = 0; v < 8 / VL; v++)
			acc[r][v] = (LANES(dv)){ 0 };
	for (i = 0; i < n; i++) {
		for (v = 0; v < 8 / VL; v++)
			memcpy(&yv[v], y + i * ys + v * VL, sizeof yv[v]);
		for (r = 0; r < R; r++) {
			xv = (LANES(dv)){ 0 } + x[r * xr + i];
			for (v = 0; v < 8 / VL; v++)
				acc[r][v] = DT_MADD(xv, yv[v], acc[r][v]);
		}
	}
	for (r = 0; r < R; r++)
		for (v = 0; v < 8 / VL; v++)
			memcpy(out + r * 8 + v * VL, &acc[r][v], sizeof acc[r][v]);
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
