/* problem.h - what check --of's search is made of, and what every file of
 * it shares: the problem asked, the recipe a candidate is computed by (the
 * right one, recipe_right, or one bent by a mistake), a mistake and a
 * step's table of them, a test of a candidate's rows, the scores the
 * steps hand on, what candidates with the same heads share, and the
 * numbers and words the mistakes' descriptions are written with.
 *
 * It sits below the steps' files (step.h), the recipe that runs them
 * (recipe.h), the catalogue of their tables (mistakes.h) and the search
 * (diagnose.h), and calls none of them. */
#ifndef ATTN_PROBLEM_H
#define ATTN_PROBLEM_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "attn/grad.h"
#include "attn/kernel_recipe.h"
#include "attn/mask.h"
#include "attn/norm.h"
#include "attn/rope.h"
#include "io/matrix.h"
#include "num/scale.h"

/* --- the problem and its recipe --------------------------------------- */

/* The steps of a computation, in order; a problem's stage is the step it
 * ends with (scores, weights = softmax, attend and apply = output).  grad
 * runs the scores and the softmax, then the backward step; project, rope
 * and merge are steps of their own; norm is one, and its backward pass
 * (--dout) runs it, then its own (a new stage's step goes before
 * STEP_ANY, and its table into mistakes.c).  STEP_KERNEL is a kernel's
 * recipe (--dtype) on the way to scores, weights or attend; STEP_ANY is
 * for a mistake of any stage's answer. */
enum step { STEP_SCORES, STEP_SOFTMAX, STEP_OUTPUT, STEP_GRAD, STEP_PROJECT,
	    STEP_ROPE, STEP_MERGE, STEP_NORM, STEP_NORM_GRAD, STEP_KERNEL,
	    STEP_ANY };

struct verdict;

/* What check --of was asked. */
struct problem {
	enum step of;
	/* attention: scores, weights, attend and grad; apply has only V and
	 * the weights A (then q and k are NULL) */
	const struct matrix *q, *k, *v;	/* v: attend, apply and grad */
	/* K's and V's key/value heads apart (g of them, each n_k x d), or
	 * NULL: where they are given, k->v and v->v may be NULL (the whole
	 * let go) until the search of the whole problem */
	const double *const *kh, *const *vh;
	const struct matrix *a;		/* apply's weights, n_q x h*n_k */
	const struct matrix *mask, *bias; /* NULL when not given; n_k or
					   * heads * n_k wide */
	const struct mask *opt;		/* the mask options, transforms, policy */
	struct scale sc;
	size_t h, g;			/* --heads, --kv-heads */
	const double *sinks;		/* --sinks, one per head, or NULL */
	/* grad */
	const struct matrix *dout;	/* dO, n_q x h*d_v */
	enum grad_wrt wrt;
	/* project and rope */
	const struct matrix *x, *w;	/* X, and W as d_in x d_out */
	const double *b;		/* B's row, or NULL */
	bool transposed;		/* W was given d_out x d_in */
	int pwrt;			/* project's backward pass: 'x', 'w' or
					   'b' (its dY in dout), 0 none */
	/* rope: its settings (its --segments, or NULL), and its --positions,
	 * one a row (or NULL) */
	const struct rope *rope;
	const struct matrix *pos;
	/* merge: NP parts, each n_q x h*(d_v + 1) as attend --lse writes
	 * them; LSE: the answer has the merged LSEs after O */
	const struct matrix *parts;
	size_t np;
	bool lse;
	/* norm: its settings, W, and the heads of its rows (x its X; with
	 * --dout, dout its dY) */
	const struct norm *norm;
	/* the answer: the most decimals any of its cells is written with
	 * (digits.h), which the mistakes of rounding along the way try */
	int decimals;
	/* a kernel's answer (--dtype): its verdict, with the recipe it
	 * follows (explain/verdict.h); NULL for a hand-written one */
	const struct verdict *kv;
};

/* Numbers rounded to DECIMALS (0: whole numbers), halves away from 0 as by
 * hand, or to EVEN as numpy's round has them. */
struct rounding {
	int decimals;
	bool even;
	double by;		/* 10^decimals; 0: not rounded */
};

enum slopes_mode { SLOPES_AS_GIVEN, SLOPES_FROM_0, SLOPES_REVERSED };
enum softmax_mode { SM_ROWS, SM_NONE, SM_WHOLE, SM_COLUMNS, SM_NO_EXP,
		    SM_NO_NORM_SHIFTED, SM_NO_NORM, SM_AFTER_MASK, SM_NO_MAX,
		    SM_LOG, SM_ARGMAX, SM_SIGMOID, SM_ACROSS_HEADS,
		    SM_BROADCAST };
enum temperature_mode { TEMP_DIVIDE, TEMP_TIMES, TEMP_NONE, TEMP_AFTER,
			TEMP_ON_BIAS };
enum bias_after { BIAS_BEFORE, BIAS_AFTER_RENORMALISED, BIAS_AFTER };
enum sink_mode { SINK_IN_SUM, SINK_IN_NUMERATOR, SINK_AS_COLUMN,
		 SINK_NOT_EXPONENTIATED };
enum output_mode { OUT_AV, OUT_AK, OUT_ATV, OUT_VA };
enum join_mode { JOIN_BLOCKS, JOIN_AVERAGE, JOIN_REVERSED, JOIN_STRIDED };
enum backward_mode { BW_SOFTMAX, BW_NO_ROWSUM, BW_NONE, BW_ROWSUM_PLUS,
		     BW_COLUMN_SUMS, BW_DIAGONAL };
enum gqa_sum { GQA_SUM, GQA_FIRST, GQA_AVERAGE };
enum merge_mode { MERGE_RESCALED, MERGE_AVERAGE, MERGE_SUM, MERGE_NO_RESCALE,
		  MERGE_BASE2, MERGE_BASE2_AS_E };
enum merge_lse { LSE_RIGHT, LSE_MAX, LSE_SUM, LSE_MEAN };
enum rope_scaling { RS_AS_GIVEN, RS_NONE, RS_LINEAR, RS_INVERTED };
enum norm_axis { NA_BLOCK, NA_ROW, NA_COLUMNS, NA_MATRIX };
enum norm_root { NR_INSIDE, NR_OUTSIDE, NR_NONE, NR_TIMES };
enum norm_weight { NW_AFTER, NW_OFF, NW_FIRST };
enum norm_back { NB_CHAIN, NB_ROOT_CONSTANT, NB_NO_MEAN_FACTOR,
		 NB_TERM_SIGN };
enum norm_dw { NDW_SUMMED, NDW_UNNORMALISED, NDW_ROWS, NDW_HEADS };

/* How a candidate is computed, step by step.  A new mistake that needs a
 * new way of computing adds a field to its step's part here, its default
 * in recipe_right (problem.c) and its use in the loop of its step's file.
 * A field the scores or the softmax read is compared too in same_scores
 * or same_weights (recipe.c), which let candidates share a forward
 * pass. */
struct recipe {
	/* the scores (scores.c) */
	size_t h, g;			/* heads as computed */
	bool interleaved;		/* head h owns columns h, h + H, ... */
	bool kv_modulo;			/* query head h reads key/value head
					   h mod G */
	bool no_transpose;		/* Q K, not Q K^T */
	bool kq;			/* K Q^T, not Q K^T */
	bool kv_first;			/* every query head on key/value head
					   0, K and V */
	double scale;			/* multiplies the dot products */
	bool bias_off;			/* the bias's finite entries left out */
	bool bias_scaled;		/* the bias added before the scale */
	double alibi;			/* the ALiBi term -m_h |i + offset - j|
					   taken this many times: 1, 0 (left
					   out), -1 (the wrong sign) */
	enum slopes_mode slopes;	/* which head's slope head h takes */
	bool alibi_signed;		/* -m_h (i + offset - j), no |.| */
	bool alibi_scaled;		/* the term times the scale too */
	struct rounding scores_round;	/* the scaled dot products rounded
					   (0 decimals: not) */
	struct mask_rule rule;		/* which keys each row keeps, by the
					   rules of position (attn/mask.h);
					   its offset is ALiBi's too */
	bool unmasked;			/* no mask at all */
	bool mask_inverted;		/* --mask's 0s and 1s swapped */
	bool masked_finite;		/* a masked score is MASKED_AS, not
					   -inf: the softmax counts it */
	double masked_as;
	bool mask_added;		/* the 0/1 mask added to the scores,
					   nothing hidden */
	enum bias_after bias_after;	/* the bias added to the weights */
	/* the softmax (softmax.c), and its transforms, which the scores'
	 * loop applies */
	enum temperature_mode temperature;
	bool softcap_off;
	bool softcap_outer;		/* C tanh(x), not C tanh(x / C) */
	bool sinks;			/* the sinks in each row's softmax */
	enum sink_mode sink;		/* and how */
	enum softmax_mode softmax;
	double log_base;		/* exp(x) is e^(x * log_base) */
	double times;			/* the weights multiplied by it */
	bool scale_after;		/* the weights (of unscaled scores)
					   times the right scale */
	struct rounding exp_round;	/* by hand: each e^s written down
					   rounded, then summed */
	struct rounding sum_round;	/* by hand: their sum rounded */
	enum masked_rows fill;		/* a row with every key masked */
	/* the output (output.c) */
	enum output_mode output;
	enum join_mode join;		/* how the heads' outputs are joined */
	bool v_first;			/* every head on V's first block */
	bool v_strided;			/* V's heads cut strided (apply) */
	struct rounding weights_round;	/* the weights rounded before they
					   are applied (0 decimals: not) */
	/* the backward pass (grad.c) */
	enum backward_mode backward;
	struct rounding da_round;	/* dA, and dS, written down rounded */
	struct rounding ds_round;
	bool da_untransposed;		/* dA = dO V */
	bool dv_untransposed;		/* dV = A dO */
	bool dk_untransposed;		/* dK = dS Q */
	int grad_scale;			/* dQ, dK times c to this power: 1;
					   0, 2 */
	bool grad_negated;
	enum gqa_sum gqa_sum;		/* a shared key/value head's dK, dV */
	/* the projection (project.c), and its backward pass */
	bool w_flipped;			/* x W^T */
	bool dx_untransposed;		/* dX = dY W, not dY W^T */
	bool dw_transposed;		/* dW = dY^T X, not X^T dY */
	bool db_mean;			/* db the mean of dY's rows, not their
					   sum */
	double b_times;			/* the bias row taken this many times:
					   1; 0, -1, 2 */
	bool b_first;			/* (x + b) W */
	/* rope (rope.c) */
	bool other_pairing;		/* --half for --interleaved, or the
					   reverse */
	bool turned_back;		/* by -p theta for p theta, or the
					   reverse */
	long first_position;		/* positions counted from it: 0, 1 */
	bool degrees;			/* the angle taken in degrees */
	int frequency;			/* theta_t's exponent: 0 -2t/R; 1 -t/R,
					   2 -4t/R, 3 -2(t+1)/R */
	bool base_default;		/* base 10000, whatever --base says */
	bool rotary_whole;		/* every column turned, not R */
	bool one_head;			/* the row turned as one head */
	bool offset_off;		/* the rows at positions from 0 */
	bool no_restarts;		/* --segments left out */
	bool cos_only;			/* y = x cos(p theta) */
	bool cos_sin_swapped;		/* cos for sin and sin for cos */
	enum rope_scaling scaling;	/* the frequencies' scaling: as given;
					   left out; every one over F, as
					   linear has it; times F */
	bool gain_off;			/* cos and sin not times yarn's
					   attention factor */
	bool positions_off;		/* --positions left out: row i at i */
	/* merge (merge.c) */
	enum merge_mode merge;
	enum merge_lse merge_lse;	/* the merged L: ln sum e^L_p, or the
					   parts' max, sum or mean */
	/* norm (norm.c) */
	enum norm_axis norm_axis;	/* the cells one mean is taken over:
					   a head's block, the row, a column,
					   every cell */
	bool norm_other;		/* the sum for the mean, or the
					   reverse */
	enum norm_root norm_root;	/* eps under the root, outside it, or
					   no root */
	bool norm_eps_off;
	enum norm_weight norm_weight;	/* w after the norm, left out, or
					   before it */
	bool norm_plus_flipped;		/* 1 + w for w, or the reverse */
	bool norm_centred;		/* the mean of x taken off first */
	bool norm_variance;		/* the root of the variance, x not
					   centred */
	bool norm_unbiased;		/* the mean of squares over d - 1 */
	enum norm_back norm_back;	/* dX's chain rule */
	enum norm_dw norm_dw;		/* dW's terms and sums */
	/* a kernel's recipe bent (kernel.c): the flash recipe's ways are
	 * computed by its plain loop; the scale twice is SCALE squared */
	struct kernel_bend kernel;
	/* any answer (recipe.c) */
	int transpose;			/* 1: each head's block, 2: whole */
};

/* The recipe of the right answer. */
void recipe_right(const struct problem *p, struct recipe *r);

/* --- a candidate ------------------------------------------------------ */

/* A test of a candidate's rows as they come, for recipe_try: OK (with
 * CTX) says whether row I, N numbers, can still be the answer's; CELL
 * whether X can be its cell AT (row times width plus column). */
struct row_test {
	bool (*ok)(void *ctx, const double *row, size_t i, size_t n);
	void *ctx;
	bool (*cell)(void *ctx, double x, size_t at);
};
/* Row I of O fails the test T (NULL: none). */
bool row_fails(const struct row_test *t, const struct matrix *o, size_t i);
/* The matrix of a candidate stopped by its test: none. */
struct matrix stopped(struct matrix *o);

/* The scores of every key as recipe R has them, n_q x h*n_k (WIDTH): RAW
 * (a masked one is MASKED_AS with masked_finite, else its value
 * unmasked), PRE the scaled dot product before the transforms, ALLOW the
 * cells the softmax counts, LIVE the real scores among them (the gradient
 * reaches them; a masked_finite cell is counted, but not live). */
struct scores {
	size_t nq, nk, width;
	double *raw, *pre;
	unsigned char *allow, *live;
	size_t room;		/* cells RAW and ALLOW have room for */
	/* what the softmaxes of these scores share (softmax.c): e^(s -
	 * its row's max in its head) in base EXBASE of each cell ALLOW
	 * counts, 0 elsewhere, and the maxima, n_q x h of them (-inf where
	 * a row counts none; the right scores' always there); EXBASE 0
	 * until they are computed */
	double *ex, *rowmax, exbase;
};

/* What candidates with the same heads share, computed once for each way
 * of cutting them: KIND's n_q x h*n_k numbers for R, and whether they
 * were there already (else the caller fills them).  recipe_done lets go
 * of them, and recipe_forget forgets them, through the next two. */
enum { MEMO_DOTS, MEMO_DA };
double *recipe_memo(int kind, const struct problem *p, const struct recipe *r,
		    bool *found);
void recipe_memo_done(void);
void recipe_memo_forget(void);

/* --- a mistake -------------------------------------------------------- */

/* A mistake of the catalogue (mistakes.h), in its step's table: a
 * deviation of one parameter of its step, the field of struct recipe it
 * bends (PARAM(field)).  The search tries each alone, and two at once
 * where they bend different parameters. */
struct mistake {
	const char *id;			/* stable: scripts match it */
	enum step step;
	size_t param;			/* PARAM(the field it bends) */
	/* What was done instead, in P's numbers, for variant V. */
	void (*describe)(const struct problem *p, int v, char *buf, size_t n);
	/* Make the mistake in R, variant V (0, 1, ...); false when it makes
	 * no sense for P or there is no variant V. */
	bool (*fn)(const struct problem *p, int v, struct recipe *r);
};

#define PARAM(field) offsetof(struct recipe, field)

/* A step's table. */
struct mistakes {
	const struct mistake *m;
	size_t n;
};

/* --- what the words of the mistakes share ----------------------------- */

/* X as a description writes it, the digits a student writes (1.41421),
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
 * into *R: 0, 1, 2, ... decimals up to ROUNDING_FEW, or as many as P's
 * answer has, and at most ROUNDING_MOST (false past them), each halves
 * away from 0, then to even where TIE (or NULL) says that differs; its
 * words, "2 decimals (halves to even, as numpy rounds)", "whole numbers",
 * in BUF (64 bytes). */
#define ROUNDING_FEW 4
#define ROUNDING_MOST 6
static inline double rounded(const struct rounding *r, double x)
{
	/* as numpy has it: x 10^d rounded, over 10^d (exact to 10^22) */
	return (r->even ? rint(x * r->by) : round(x * r->by)) / r->by;
}
bool rounding_variant(const struct problem *p, int v, struct rounding *r,
		      bool (*tie)(const struct problem *p,
				  const struct rounding *r));
const char *rounding_text(const struct rounding *r, char *buf);

#endif
