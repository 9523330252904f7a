/* step.h - what the files of the steps share, inside explain/: each step
 * of a computation is one file, its plain loop beside the table of the
 * mistakes that bend it.
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
 *   recipe.c   runs them in order, and the mistakes of any answer
 *
 * mistakes.c lists their tables in the order attn-check(1) does. */
#ifndef ATTN_STEP_H
#define ATTN_STEP_H

#include <stdbool.h>
#include <stddef.h>

#include "explain/mistakes.h"
#include "explain/recipe.h"

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
	return r->kv_modulo ? hh % r->g : hh / (r->h / r->g);
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

/* What candidates with the same heads share, computed once for each way
 * of cutting them (recipe.c): KIND's n_q x h*n_k numbers for R, and
 * whether they were there already (else the caller fills them). */
enum { MEMO_DOTS, MEMO_DA };
double *recipe_memo(int kind, const struct problem *p, const struct recipe *r,
		    bool *found);

/* Row I of O fails the test T (NULL: none). */
bool row_fails(const struct row_test *t, const struct matrix *o, size_t i);
/* The matrix of a candidate stopped by its test: none. */
struct matrix stopped(struct matrix *o);

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
		  const struct scores *s, double *w);
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
	any_mistakes;

/* --- what the words of the mistakes share (mistakes.c) ---------------- */

/* X as a description writes it, the digits a student writes (1.414214),
 * in BUF (32 bytes). */
const char *num(char *buf, double x);
/* d_k and d_v of one head; n_q and n_k (apply's too). */
size_t head_dk(const struct problem *p);
size_t head_dv(const struct problem *p);
size_t n_queries(const struct problem *p);
size_t n_keys(const struct problem *p);
/* A mask option (or a bias) was given; the bias has an entry that adds
 * something. */
bool any_mask(const struct problem *p);
bool bias_adds(const struct problem *p);
/* The scale c of the right recipe. */
double right_scale(const struct problem *p);
/* Row i's position with OFFSET, "i", "i + 2" or "i - 2", in BUF (32
 * bytes). */
const char *position_text(char *buf, long long offset);
/* X as R rounds it.  Variant V of a mistake of rounding along the way,
 * into *R: 1, 2, ... decimals up to as many as P's answer has and at most
 * ROUNDING_MOST (false past them), each halves away from 0, then to even
 * where TIE (or NULL) says that differs; its words, "2 decimals (halves
 * to even, as numpy rounds)", in BUF (64 bytes). */
#define ROUNDING_MOST 6
double rounded(const struct rounding *r, double x);
bool rounding_variant(const struct problem *p, int v, struct rounding *r,
		      bool (*tie)(const struct problem *p,
				  const struct rounding *r));
const char *rounding_text(const struct rounding *r, char *buf);

#endif
