/* step.h - the steps of a computation, inside explain/: each step is one
 * file, its plain loop beside the table of the mistakes that bend it.
 *
 *   scores.c   the scaled dot products, the masks, the transforms, the
 *              bias and ALiBi
 *   softmax.c  a softmax of some kind over each head's block
 *   output.c   the weighted sum of V
 *   grad.c     the backward pass through them
 *   project.c  x W + b
 *   rope.c     each pair turned by the angle
 *   merge.c    the parts' outputs rescaled by their log-sum-exps
 *   norm.c     each block over the root of its mean square, and back
 *   kernel.c   a kernel's recipe in a narrower format, bent
 *
 * They share what problem.h holds, and where things are in a row (below);
 * of explain/, each calls only that and the steps before it (softmax.c
 * and grad.c call scores.c).  Above them, recipe.c runs them in order
 * (and has the mistakes of any answer), and mistakes.c lists their tables
 * in the order attn-check(1) does. */
#ifndef ATTN_STEP_H
#define ATTN_STEP_H

#include <stdbool.h>
#include <stddef.h>

#include "explain/problem.h"
#include "io/matrix.h"

/* --- where things are ------------------------------------------------- */

/* How head HH's columns lie in a row cut into PARTS heads D wide: the
 * first at OFF, each next one STEP further; a block, or interleaved, every
 * PARTS-th column from HH. */
struct cut {
	size_t off, step;
};

static inline struct cut cut(const struct recipe *r, size_t hh, size_t parts,
			     size_t d)
{
	return r->interleaved ? (struct cut){ hh, parts } :
	       (struct cut){ hh * d, 1 };
}

/* The key/value head query head HH reads. */
static inline size_t kv_of(const struct recipe *r, size_t hh)
{
	return r->kv_first ? 0 : r->kv_modulo ? hh % r->g :
	       hh / (r->h / r->g);
}

/* Entry T of key J of key/value head KV is K->v[off + j*jstep + t*tstep]:
 * on row J; or, for Q K instead of Q K^T, on row T. */
struct kcut {
	size_t off, jstep, tstep;
};

static inline struct kcut kcut(const struct matrix *K, const struct recipe *r,
			       size_t kv)
{
	struct cut c = cut(r, kv, r->g, K->cols / r->g);

	return r->no_transpose ? (struct kcut){ c.off, c.step, K->cols } :
	       (struct kcut){ c.off, K->cols, c.step };
}

/* Entry (I, head HH, key J) of a mask or bias file, n_k or h*n_k wide. */
static inline double side(const struct matrix *m, size_t i, size_t hh,
			  size_t nk, size_t j)
{
	return m->v[i * m->cols + (m->cols == nk ? j : hh * nk + j)];
}

/* --- the loops of the steps ------------------------------------------- */

/* scores.c: R's scores for P, into S (step_scores_free lets go);
 * --temperature and --softcap on the scaled dot product X, as R has them
 * (the scores' loop applies them: they come before the bias), and their
 * slope at X, for the chain rule. */
void step_scores(const struct problem *p, const struct recipe *r,
		    struct scores *s);
void step_scores_free(struct scores *s);
double step_transform(const struct mask *o, const struct recipe *r,
			 double x);
double step_transform_slope(const struct mask *o, const struct recipe *r,
		       double x);
/* The scores of P's right recipe, computed once: what the mistakes' words
 * and tests ask of them.  recipe_done lets go of them, and recipe_forget
 * forgets them, through the next two. */
const struct scores *recipe_right_scores(const struct problem *p);
void recipe_right_scores_done(void);
void recipe_right_scores_forget(void);
/* Whether a score of P's right recipe that the softmax counts (its
 * scaled dot product) is a tie at D decimals (D <= ROUNDING_MOST): what
 * rounding halves to even changes, and nothing else does. */
bool recipe_score_tie(const struct problem *p, int d);
/* How many entries the masks hide, all heads together; how many rows of
 * a head they hide whole. */
size_t masked_count(const struct problem *p);
size_t fully_masked(const struct problem *p);
/* softmax.c: the weights of S by recipe R into W, n_q x h*n_k. */
void step_softmax(const struct problem *p, const struct recipe *r,
		  struct scores *s, double *w);
/* output.c: the weights W of S applied as R says, row by row while T
 * passes them; the shape of that, for N_Q rows of N_K keys. */
void output_shape(const struct problem *p, const struct recipe *r, size_t nq,
		  size_t nk, size_t *rows, size_t *cols);
struct matrix step_output(const struct problem *p, const struct recipe *r,
			 const struct scores *s, const double *w,
			 const struct row_test *t);
/* grad.c: the gradient P asks for through the weights W of S. */
struct matrix step_grad(const struct problem *p, const struct recipe *r,
		       const struct scores *s, const double *w,
		       const struct row_test *t);
/* project.c, rope.c, merge.c (with the shape of a merge's answer) */
struct matrix step_project(const struct problem *p, const struct recipe *r);
void step_project_shape(const struct problem *p, const struct recipe *r,
			size_t *rows, size_t *cols);
struct matrix step_rope(const struct problem *p, const struct recipe *r);
struct matrix step_merge(const struct problem *p, const struct recipe *r);
void step_merge_shape(const struct problem *p, size_t *rows, size_t *cols);
/* norm.c: the norm, or its backward pass, as R has it; the shape of
 * that. */
struct matrix step_norm(const struct problem *p, const struct recipe *r);
void step_norm_shape(const struct problem *p, const struct recipe *r,
		     size_t *rows, size_t *cols);

/* kernel.c: whether R bends the flash recipe's loop; the output of the
 * flash recipe bent as R says, in double, from the scores S. */
bool flash_bent(const struct recipe *r);
struct matrix step_flash(const struct problem *p, const struct recipe *r,
			 const struct scores *s, const struct row_test *t);
/* Whether M is a different way, not a wrong one (a kernel's): named
 * "likely kernel". */
bool mistake_different(const struct mistake *m);

/* --- the tables of their mistakes, in order --------------------------- */

extern const struct mistakes scores_mistakes, softmax_mistakes,
	output_mistakes, grad_mistakes, project_mistakes, rope_mistakes,
	merge_mistakes, norm_mistakes, norm_grad_mistakes, kernel_mistakes,
	kernel_grad_mistakes;

#endif
