/* recipe.h - a problem's answer from a recipe (problem.h), the right one
 * or one bent by the mistakes of the catalogue (mistakes.h): the plain
 * loops of its steps (step.h) run in order.
 *
 * The loops follow the recipe step by step, in double, the way a student
 * (or a first attempt in numpy) would: the scores of every key, which keys
 * each row keeps, a softmax of some kind over each head's block, the
 * weighted sum; or the backward pass through them; or a projection, a
 * rotation.  They are not the stages' kernels and need not be exact: a
 * candidate only has to come as close to the slip as a hand-written answer
 * does.  The right answer itself is the stages' own, computed in
 * cmd/check.c.
 *
 * Each step's loop lives in the file of its step, beside the mistakes that
 * bend it; recipe.c, above them, runs them in order, keeps what one
 * candidate computed for the next, and holds the mistakes of any stage's
 * answer, which bend the whole. */
#ifndef ATTN_RECIPE_H
#define ATTN_RECIPE_H

#include <stddef.h>

#include "explain/problem.h"
#include "io/matrix.h"

/* The matrix R gives for P; free its v. */
struct matrix recipe_run(const struct problem *p, const struct recipe *r);

/* As recipe_run, but a row that fails T stops the computation: then the
 * matrix is { NULL, 0, 0 }.  The rows that a candidate computes last, or
 * all at once (dK, dV, a transpose), are tested by the caller. */
struct matrix recipe_try(const struct problem *p, const struct recipe *r,
			 const struct row_test *t);

/* The shape of the matrix R gives for P, without computing it. */
void recipe_shape(const struct problem *p, const struct recipe *r,
		  size_t *rows, size_t *cols);
/* How many blocks of columns R's answer has, one per head (or per
 * key/value head): what the transposed mistake can transpose one by one. */
size_t recipe_blocks(const struct problem *p, const struct recipe *r);

/* Let go of what recipe_run keeps from one call to the next; or, at the
 * start of a run, forget what an earlier one that ended in an error held
 * (the process, or the fuzz harness, has let it go). */
void recipe_done(void);
void recipe_forget(void);

/* The mistakes of any stage's answer (transposed): the table of
 * STEP_ANY. */
extern const struct mistakes any_mistakes;

#endif
