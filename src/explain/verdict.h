/* verdict.h - a kernel's answer judged (check --of STAGE --dtype T): is
 * its difference from the exact answer rounding, or a bug?
 *
 * The exact output O is the stage's own, in double, from the inputs
 * rounded to T; the reference is the recipe's output in T
 * (attn/kernel_recipe.h), whose largest difference from O, X_ref,
 * measures what rounding alone does.  Three rules say whether an answer
 * is rounding:
 *   factor  its largest difference from O is at most F X_ref + u/2, u one
 *           ulp of T at the largest |O| (FlashAttention's tests, F = 2);
 *   ulps    every cell within N ulps of T of round_T(O);
 *   torch   torch.testing.assert_close(answer, round_T(O)) with its
 *           default rtol and atol for T, in its arithmetic.
 * The mistakes' candidates are read by the same rule (verdict_cell): a
 * candidate computed in double against its exact values, one computed by
 * the recipe bent (explain/kernel.c) against its own reference. */
#ifndef ATTN_VERDICT_H
#define ATTN_VERDICT_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/kernel_recipe.h"
#include "explain/compare.h"
#include "explain/digits.h"
#include "io/matrix.h"
#include "num/dtype.h"

enum verdict_rule { VR_FACTOR, VR_ULPS, VR_TORCH };

struct verdict {
	/* what was asked */
	const struct dtype *t;
	const struct kernel *kn;	/* the recipe; NULL for f64, whose
					   reference is O itself */
	enum verdict_rule rule;
	double factor, ulps;		/* F; N */
	double rtol, atol;		/* torch's for T */
	/* the exact output, the reference, and what they make */
	const struct matrix *o, *ref;
	double xref, u, bound;		/* X_ref, u, F X_ref + u/2 */
	size_t xi;			/* the cell of X_ref */
	/* the recipe run again bent (KN, bend and quiet set) on the same
	 * rows: a matrix to free (mistakes of the kernel step) */
	struct matrix (*run)(void *ctx, const struct kernel *kn);
	void *ctx;
};

/* torch.testing's default rtol and atol for T: false for the fp8s, which
 * it has none for. */
bool torch_tolerance(const struct dtype *t, double *rtol, double *atol);
/* torch.isclose(A, E) with equal_nan false, in float64 as assert_close
 * promotes them: A == E, or |A - E| finite and at most atol + |rtol E|. */
bool torch_close(double a, double e, double rtol, double atol);
/* How many of T's values apart A and B are: each step between two
 * neighbours of T counts one, a value between two in proportion; inf
 * where one is infinite (or nan) and the other not, 0 for the same
 * infinity or two nans. */
double ulps_apart(double a, double b, const struct dtype *t);
/* One ulp of T at |X|: the spacing of T's values there. */
double ulp_at(double x, const struct dtype *t);
/* The largest |X_i - Y_i| of two matrices of one shape (0 for the same
 * nan or infinity; nan, the largest, for a nan against a number), and
 * where (*AT, when not NULL); and the largest finite |X_i|. */
double largest_difference(const struct matrix *x, const struct matrix *y,
			  size_t *at);
double largest_magnitude(const struct matrix *x);

/* V's X_ref, u and bound, from its O and reference. */
void verdict_init(struct verdict *v);
/* Whether the answer's cell GOT reads as X by V's rule: factor, |GOT -
 * X| <= BOUND; ulps, within N ulps of round_T(X); torch, close to
 * round_T(X).  X is exact (O, or a candidate's), or a value of T. */
bool verdict_cell(const struct verdict *v, double bound, double got,
		  double x);
/* J, a judge (digits.h) of a kernel's answer: a cell reads as X by V's
 * rule, or within 2^-40 of the largest |O|, as near as the catalogue's
 * plain loops in double come. */
void verdict_judge(const struct verdict *v, struct judge *j);

/* How many cells of the answer A fail V's rule, without a word: SIZE_MAX
 * when the shapes differ (check -s). */
size_t verdict_count(const struct verdict *v, const struct matrix *a);
/* The answer A against V, its report to the output unless ST says JSON:
 * for each cell that fails the rule, a line (the first 20, all with
 * --all, none with --brief); then the answer's largest difference from O,
 * the reference's, and the rule's line, which is the summary REP keeps
 * (or torch's summary).  The shapes may differ.  How many cells fail, or
 * SIZE_MAX when the shapes differ. */
size_t verdict_report(const struct verdict *v, const struct matrix *a,
		      const struct style *st, struct report *rep);
/* The kernel's part of the JSON report (compare.h) of answer A and REP:
 * the format, the recipe, the rule's numbers, the reference and its
 * bound, the ulps of each cell, torch's summary. */
void verdict_json_head(const struct verdict *v, const struct matrix *a,
		       const struct report *rep, struct json_head *h);

#endif
