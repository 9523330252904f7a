/* kernel.h - the arithmetic of attention, one row at a time or (scores,
 * apply) several, which is faster and gives the same bits: pure
 * functions, no I/O, no globals.  Every result is within an ulp or so of
 * the exactly rounded one (scores: of scale * q.k for the doubles given;
 * weights: of the softmax of the scores given; apply: of the weighted sum
 * of the weights given), and the same bits on every machine. */
#ifndef ATTN_KERNEL_H
#define ATTN_KERNEL_H

#include <stddef.h>
#include <stdint.h>

enum scale_mode { SCALE_SQRT, SCALE_NONE, SCALE_BY };
struct scale {
	enum scale_mode mode;
	double by;		/* SCALE_BY: the multiplier */
};

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

/* A * B = *P + *E exactly (TwoProduct). */
void kn_two_prod(double a, double b, double *p, double *e);
/* The dot product of A and B, of length D. */
double kn_dot(const double *a, const double *b, size_t d);
/* One row of scores: for each row of K that ALLOW admits, the scaled dot
 * product with Q (K->cols long); -inf for the others. */
void kn_scores(const double *q, const struct kn_mat *K,
	       const struct scale *sc, const unsigned char *allow, double *out);
/* The scaling alone, as kn_scores applies it to a dot product. */
double kn_scale(double dot, size_t d, const struct scale *sc);
/* NROWS rows of scores at once, the rows of Q QSTRIDE apart, OUT and
 * ALLOW (NULL: every key) NROWS x K->rows: the same bits as kn_scores row
 * by row, faster. */
void kn_scores_rows(const double *q, size_t nrows, size_t qstride,
		    const struct kn_mat *K, const struct scale *sc,
		    const unsigned char *allow, double *out);
/* Stable softmax of S (N entries, -inf = masked) into W, using TMP (N
 * doubles) as scratch.  Returns how many entries are not masked; when none
 * are, W is left alone. */
size_t kn_softmax(const double *s, size_t n, double *w, double *tmp);
/* kn_softmax, and for --show-work the exponentials e^(S[j] - max) in EX
 * (N doubles) and their sum in *SUM, each rounded to nearest from the
 * double-double values the division uses. */
size_t kn_softmax_shown(const double *s, size_t n, double *w, double *tmp,
			double *ex, double *sum);
/* e^X as kn_softmax computes it, rounded to a double (for --show-work). */
double kn_exp(double x);
/* OUT (V->cols entries) = sum over j of W[j] * row j of V. */
void kn_apply(const double *w, const struct kn_mat *V, double *out);
/* The same, each sum times the scale SC (D for sqrt(D)), rounded once. */
void kn_apply_scaled(const double *w, const struct kn_mat *V,
		     const struct scale *sc, size_t d, double *out);

/* Exact running sums of products, one per cell of a matrix, for sums over
 * streamed rows: fixed point in limbs of int64, over a window of
 * exponents all cells share, grown to the magnitudes the products reach
 * (8 bytes a cell per 32 bits of range). */
struct kn_acc {
	int64_t *limb;		/* cells x n */
	double *odd;		/* per cell, NaN or infinity terms; NULL: none */
	size_t cells;
	int n;			/* limbs per cell; 0 until the first term */
	int base;		/* exponent of limb 0's lowest bit */
	long adds;		/* since carries were propagated */
};
void kn_acc_init(struct kn_acc *a, size_t cells);
/* Cell C += X * Y, exactly. */
void kn_acc_add(struct kn_acc *a, size_t c, double x, double y);
/* Cell C times the scale SC (D for sqrt(D)), rounded once. */
double kn_acc_round(struct kn_acc *a, size_t c, size_t d,
		    const struct scale *sc);
void kn_acc_free(struct kn_acc *a);

/* NROWS rows of weights at once, WSTRIDE apart; OUT NROWS x V->cols: the
 * same bits as kn_apply row by row, faster. */
void kn_apply_rows(const double *w, size_t nrows, size_t wstride,
		   const struct kn_mat *V, double *out);

#endif
