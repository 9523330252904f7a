/* mistakes.h - the common mistakes of attention done by hand, for check
 * --of: each one redoes the computation the wrong way on the same inputs,
 * so that a wrong answer can be matched with the slip that made it.
 *
 * A candidate is computed by plain loops in double, from a recipe: the
 * right recipe with one or two mistakes made.  It only has to come close
 * to what the slip gives (the answer being matched is hand-rounded); the
 * right answer itself is the stages' own, computed in cmd_check.c. */
#ifndef ATTN_MISTAKES_H
#define ATTN_MISTAKES_H

#include <stdbool.h>
#include <stddef.h>

#include "num/scale.h"
#include "attn/mask.h"
#include "io/matrix.h"

/* The steps of attention, in order; a problem's stage is the step it ends
 * with (scores, weights = softmax, attend = output). */
enum step { STEP_SCORES, STEP_SOFTMAX, STEP_OUTPUT, STEP_ANY };

/* What check --of was asked. */
struct problem {
	enum step of;
	const struct matrix *q, *k, *v;	/* v: attend only */
	const struct matrix *mask, *bias; /* NULL when not given; n_k or
					   * heads * n_k wide */
	const struct mask *opt;		/* the mask options, transforms, policy */
	struct scale sc;
	size_t h, g;			/* --heads, --kv-heads */
	const double *sinks;		/* --sinks, one per head, or NULL */
};

enum causal_mode { CAUSAL_AS_GIVEN, CAUSAL_FLIPPED, CAUSAL_STRICT };
enum softmax_mode { SM_ROWS, SM_NONE, SM_WHOLE, SM_COLUMNS, SM_NO_EXP,
		    SM_NO_NORM_SHIFTED, SM_NO_NORM, SM_AFTER_MASK };
enum output_mode { OUT_AV, OUT_AK, OUT_ATV };

/* How a candidate is computed. */
struct recipe {
	size_t h, g;			/* heads as computed */
	double scale;			/* multiplies the dot products */
	enum causal_mode causal;
	bool unmasked;			/* no mask at all */
	bool temperature_times;		/* multiply by --temperature */
	bool sinks;			/* the sinks in each row's softmax */
	enum softmax_mode softmax;
	enum output_mode output;
	int transpose;			/* 1: each head's block, 2: whole */
};

struct mistake {
	const char *id;			/* stable: scripts match it */
	enum step step;
	/* What was done instead, in P's numbers, for variant V. */
	void (*describe)(const struct problem *p, int v, char *buf, size_t n);
	/* Make the mistake in R, variant V (0, 1, ...); false when it makes
	 * no sense for P or there is no variant V. */
	bool (*fn)(const struct problem *p, int v, struct recipe *r);
};
extern const struct mistake mistakes[];
extern const size_t n_mistakes;

/* The recipe of the right answer. */
void recipe_right(const struct problem *p, struct recipe *r);
/* The matrix R gives for P; free its v. */
struct matrix recipe_run(const struct problem *p, const struct recipe *r);
/* Let go of what recipe_run keeps from one call to the next; or, at the
 * start of a run, forget what an earlier one that ended in an error held
 * (the process, or the fuzz harness, has let it go). */
void recipe_done(void);
void recipe_forget(void);

#endif
