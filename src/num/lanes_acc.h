/* lanes_acc.h - kn_acc_outer's inner loop (acc.c), included there once
 * per instruction set (isa.h): VL cells at once, names made by LANES(),
 * TwoProduct by one fused multiply-subtract with FUSED, else by Dekker's
 * split.  Every step is exact (acc.c says why), so every variant gives the
 * same sums and only the speed differs. */

typedef double LANES(va) __attribute__((vector_size(VL * sizeof(double))));
typedef long long LANES(vm) __attribute__((vector_size(VL * sizeof(double))));

#ifdef FUSED
#if VL == 8
#define ACC_FMS(a, b, c) ((LANES(va))_mm512_fmsub_pd((__m512d)(a), \
	(__m512d)(b), (__m512d)(c)))
#else
#define ACC_FMS(a, b, c) ((LANES(va))_mm256_fmsub_pd((__m256d)(a), \
	(__m256d)(b), (__m256d)(c)))
#endif
#endif

/* Whether any lane of the mask M is set. */
#if VL == 8
#define ACC_ANY(m) (_mm512_test_epi64_mask((__m512i)(m), (__m512i)(m)) != 0)
#elif VL == 4
#define ACC_ANY(m) (!_mm256_testz_si256((__m256i)(m), (__m256i)(m)))
#else
#define ACC_ANY(m) (((m)[0] | (m)[1]) != 0)
#endif

/* T into the level A by FastTwoSum: A keeps what falls on its grid, T
 * what does not, exactly. */
#define ACC_LEVEL(A, T) do { \
	LANES(va) u_ = (A) + (T), q_ = u_ - (A); \
	(T) = (T) - q_; \
	(A) = u_; \
} while (0)

/* The products X Y[I][K .. K + VL - 1] as P + E, exactly. */
#ifdef FUSED
#define ACC_PROD(G) do { \
	memcpy(&y##G, y[i] + k + G * VL, sizeof y##G); \
	p##G = xv * y##G; \
	e##G = ACC_FMS(xv, y##G, p##G); \
} while (0)
#else
#define ACC_PROD(G) do { \
	LANES(va) cy_, yh_, yl_; \
	memcpy(&y##G, y[i] + k + G * VL, sizeof y##G); \
	p##G = xv * y##G; \
	cy_ = y##G * 134217729.0; \
	yh_ = cy_ - (cy_ - y##G); \
	yl_ = y##G - yh_; \
	e##G = ((xh * yh_ - p##G) + xh * yl_ + xl * yh_) + xl * yl_; \
} while (0)
#endif
/* A lane whose product may be too near underflow for its error to be
 * exact: that product goes to the limbs whole. */
#define ACC_TINY(G) do { \
	LANES(vm) m_ = ((p##G < tiny) & (p##G > -tiny)) & (y##G != 0); \
	if (ACC_ANY(m_)) { \
		for (v = 0; v < VL; v++) \
			if (m_[v]) \
				kn_acc_add(a, c + G * VL + (size_t)v, x[i], \
					   y[i][k + G * VL + (size_t)v]); \
		p##G = (LANES(va))((LANES(vm))p##G & ~m_); \
		e##G = (LANES(va))((LANES(vm))e##G & ~m_); \
	} \
} while (0)
#define ACC_LEVELS(G) do { \
	ACC_LEVEL(l0##G, p##G); \
	ACC_LEVEL(l1##G, p##G); \
	ACC_LEVEL(l1##G, e##G); \
	ACC_LEVEL(l2##G, p##G); \
	ACC_LEVEL(l2##G, e##G); \
	ACC_LEVEL(l3##G, p##G); \
	ACC_LEVEL(l3##G, e##G); \
	ACC_LEVEL(l4##G, p##G); \
	ACC_LEVEL(l4##G, e##G); \
} while (0)
/* What is left below the last level's grid goes to the limbs: only a
 * product far below the largest of its batch has any. */
#define ACC_REST(G) do { \
	LANES(vm) m_ = (LANES(vm))p##G | (LANES(vm))e##G; \
	if (ACC_ANY(m_)) { \
		double pr_[VL], er_[VL]; \
		memcpy(pr_, &p##G, sizeof pr_); \
		memcpy(er_, &e##G, sizeof er_); \
		for (v = 0; v < VL; v++) { \
			lev_rest(a, c + G * VL + (size_t)v, pr_[v]); \
			lev_rest(a, c + G * VL + (size_t)v, er_[v]); \
		} \
	} \
} while (0)
#define ACC_LOAD(G) do { \
	memcpy(&l0##G, lev + G * VL, sizeof l0##G); \
	memcpy(&l1##G, lev + cells + G * VL, sizeof l1##G); \
	memcpy(&l2##G, lev + 2 * cells + G * VL, sizeof l2##G); \
	memcpy(&l3##G, lev + 3 * cells + G * VL, sizeof l3##G); \
	memcpy(&l4##G, lev + 4 * cells + G * VL, sizeof l4##G); \
} while (0)
#define ACC_STORE(G) do { \
	memcpy(lev + G * VL, &l0##G, sizeof l0##G); \
	memcpy(lev + cells + G * VL, &l1##G, sizeof l1##G); \
	memcpy(lev + 2 * cells + G * VL, &l2##G, sizeof l2##G); \
	memcpy(lev + 3 * cells + G * VL, &l3##G, sizeof l3##G); \
	memcpy(lev + 4 * cells + G * VL, &l4##G, sizeof l4##G); \
} while (0)

/* Cells C .. C + 2 VL - 1 += sum over I < N of X[I] Y[I][K .. K + 2 VL - 1],
 * through their levels: two groups of VL cells, whose sums are
 * independent chains that keep the vector units busy.  CAREFUL: some
 * product may be too near underflow for TwoProduct.  NARROW (a constant
 * of each caller below): every product X[I] Y[I][K] is exact as a double
 * (values of formats whose bits add up to 53 or fewer: a kernel's T and
 * A), so it has no error term, and its 48 bits at most are held by three
 * levels wherever it lies within 2^-80 of the largest of its batch (what
 * is left below goes to the limbs, as always). */
TARGET static inline __attribute__((always_inline)) void
LANES(outer_body)(struct kn_acc *a, size_t c, const double *x,
		  const double *const *y, size_t k, size_t n, bool careful,
		  const bool narrow)
{
	LANES(va) l00, l10, l20, l30, l40, l01, l11, l21, l31, l41;
	LANES(va) xv, y0, y1, p0, p1, e0, e1, tiny;
	double *lev = a->lev + c;
	size_t i, cells = a->cells;
	int v;

	tiny = (LANES(va)){ 0 } + LEV_TINY;
	e0 = e1 = (LANES(va)){ 0 };
	ACC_LOAD(0);
	ACC_LOAD(1);
	for (i = 0; i < n; i++) {
		if (x[i] == 0)
			continue;
		xv = x[i] - (LANES(va)){ 0 };
		if (narrow) {
			memcpy(&y0, y[i] + k, sizeof y0);
			memcpy(&y1, y[i] + k + VL, sizeof y1);
			p0 = xv * y0;
			p1 = xv * y1;
		} else {
#ifndef FUSED
			LANES(va) cx = xv * 134217729.0, xh = cx - (cx - xv),
				  xl = xv - xh;
#endif
			ACC_PROD(0);
			ACC_PROD(1);
		}
		if (careful) {
			ACC_TINY(0);
			ACC_TINY(1);
		}
		if (narrow) {
			ACC_LEVEL(l00, p0);
			ACC_LEVEL(l01, p1);
			ACC_LEVEL(l10, p0);
			ACC_LEVEL(l11, p1);
			ACC_LEVEL(l20, p0);
			ACC_LEVEL(l21, p1);
		} else {
			ACC_LEVELS(0);
			ACC_LEVELS(1);
		}
		ACC_REST(0);
		ACC_REST(1);
	}
	ACC_STORE(0);
	ACC_STORE(1);
}

TARGET static void LANES(outer_cells)(struct kn_acc *a, size_t c,
				      const double *x, const double *const *y,
				      size_t k, size_t n, bool careful)
{
	LANES(outer_body)(a, c, x, y, k, n, careful, false);
}

TARGET static void LANES(outer_narrow)(struct kn_acc *a, size_t c,
				       const double *x, const double *const *y,
				       size_t k, size_t n, bool careful)
{
	LANES(outer_body)(a, c, x, y, k, n, careful, true);
}

TARGET static size_t LANES(outer_width)(void)
{
	return 2 * VL;
}

#undef ACC_LEVEL
#undef ACC_ANY
#undef ACC_STORE
#undef ACC_LOAD
#undef ACC_REST
#undef ACC_LEVELS
#undef ACC_TINY
#undef ACC_PROD
#undef ACC_FMS
