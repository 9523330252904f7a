/* dot.h - dot products, the scores and the weighted sums of attention:
 * each result within an ulp of the exactly rounded one (half an ulp and a
 * little more), and the same bits on every machine.  One row at a time,
 * or several (faster, the same bits). */
#ifndef ATTN_DOT_H
#define ATTN_DOT_H

#include <stddef.h>

#include "num/scale.h"

/* The widest instruction set the kernels may use: 0 SSE2, 1 AVX2, 2 AVX2
 * with FMA, 3 (the default) all the CPU has.  Every set gives the same
 * bits; tests/kernel-rows.c lowers it to check each in one build. */
extern int kernel_isa_cap;

/* K or V as the kernels read it, prepared once per matrix: K's rows
 * transposed in blocks of eight (the lanes of a vector), the largest
 * |entry| of each K row or V column (for the error bound), and which blocks
 * keep every product clear of overflow and underflow (for the FMA path).
 * M->v points at the matrix given, which must outlive M. */
struct kn_mat {
	const double *v;	/* as given, row-major */
	size_t rows, cols;
	double *t;		/* K: blocks of 8 rows, transposed; V: its
				 * rows padded to blocks of 8 columns, or
				 * NULL where they are whole blocks */
	double *amax;		/* K: per row; V: per column */
	unsigned char *safe;	/* per block of 8 rows (K) or columns (V) */
};
/* Prepare K (NK x D) for kn_scores, or V (NK x DV) for kn_apply. */
void kn_keys(struct kn_mat *m, const double *K, size_t nk, size_t d);
void kn_values(struct kn_mat *m, const double *V, size_t nk, size_t dv);
void kn_mat_free(struct kn_mat *m);

/* The dot product of A and B, of length D, rounded once. */
double kn_dot(const double *a, const double *b, size_t d);
/* One row of scores: for each row of K that ALLOW admits, the scaled dot
 * product with Q (K->cols long); -inf for the others. */
void kn_scores(const double *q, const struct kn_mat *K,
	       const struct scale *sc, const unsigned char *allow, double *out);
/* NROWS rows of scores at once, the rows of Q QSTRIDE apart, OUT and
 * ALLOW (NULL: every key) NROWS x K->rows: the same bits as kn_scores row
 * by row, faster. */
void kn_scores_rows(const double *q, size_t nrows, size_t qstride,
		    const struct kn_mat *K, const struct scale *sc,
		    const unsigned char *allow, double *out);
/* kn_scores_rows with ALLOW's rows ASTRIDE apart and OUT's OSTRIDE: rows
 * that live in buffers of their own, one after another. */
void kn_scores_at(const double *q, size_t nrows, size_t qstride,
		  const struct kn_mat *K, const struct scale *sc,
		  const unsigned char *allow, size_t astride, double *out,
		  size_t ostride);
/* OUT (V->cols entries) = sum over j of W[j] * row j of V. */
void kn_apply(const double *w, const struct kn_mat *V, double *out);
/* NROWS rows of weights at once, WSTRIDE apart; OUT NROWS x V->cols: the
 * same bits as kn_apply row by row, faster. */
void kn_apply_rows(const double *w, size_t nrows, size_t wstride,
		   const struct kn_mat *V, double *out);
/* kn_apply_rows with OUT's rows OSTRIDE apart. */
void kn_apply_at(const double *w, size_t nrows, size_t wstride,
		 const struct kn_mat *V, double *out, size_t ostride);
/* kn_apply, each sum times the scale SC (D for sqrt(D)), rounded once. */
void kn_apply_scaled(const double *w, const struct kn_mat *V,
		     const struct scale *sc, size_t d, double *out);
/* kn_apply_scaled on NROWS rows of W, WSTRIDE apart, into OUT's rows
 * OSTRIDE apart: the same bits as row by row. */
void kn_apply_scaled_at(const double *w, size_t nrows, size_t wstride,
			const struct kn_mat *V, const struct scale *sc,
			size_t d, double *out, size_t ostride);

#endif
