/* mistakes.c - the catalogue of common mistakes: what each one is called,
 * where it makes sense, how it bends the recipe (recipe.h), and what it
 * says it did, in the problem's own numbers.
 *
 * A mistake is tried only where it can change the answer: a mask mistake
 * with a mask option, a heads mistake with --heads, a transpose where the
 * shapes allow it.  One that gives the right matrix all the same is not
 * named (diagnose.c). */
#include "explain/mistakes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A number in a description: the digits a student writes, 1.414214. */
static const char *num(char *buf, double x)
{
	snprintf(buf, 32, "%.7g", x);
	return buf;
}

static size_t head_dk(const struct problem *p) { return p->q->cols / p->h; }
static size_t head_dv(const struct problem *p) { return p->v->cols / p->g; }

static bool any_mask(const struct problem *p)
{
	return p->opt->causal || p->opt->window || p->mask || p->bias ||
	       p->opt->segments_path;
}

/* --- the catalogue ---------------------------------------------------- */

/* Row 0's sum, in head 0, of the scores (kept ones) or their exponentials
 * (EXPS: 1 of exp(s - max), 2 of exp(s)), as the right recipe has them. */
static double row0_sum(const struct problem *p, int exps)
{
	const struct scores *s = recipe_right_scores(p);
	double sum = 0, max = -INFINITY;
	size_t j;

	for (j = 0; j < s->nk; j++)
		if (s->allow[j] && s->raw[j] > max)
			max = s->raw[j];
	for (j = 0; j < s->nk; j++)
		if (s->allow[j])
			sum += exps == 0 ? s->raw[j] :
			       exp(s->raw[j] - (exps == 1 ? max : 0));
	return sum;
}

/* How many entries the masks hide, all heads together. */
static size_t masked_count(const struct problem *p)
{
	const struct scores *s = recipe_right_scores(p);
	size_t i, n = 0;

	for (i = 0; i < s->nq * s->width; i++)
		n += !s->allow[i];
	return n;
}

static bool no_scale(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode == SCALE_NONE)
		return false;
	r->scale = 1;
	return true;
}

static void no_scale_text(const struct problem *p, int v, char *buf,
			  size_t n)
{
	char a[32];

	(void)v;
	if (p->sc.mode == SCALE_BY)
		snprintf(buf, n, "the dot products were not multiplied by "
			 "--scale %s", num(a, p->sc.by));
	else
		snprintf(buf, n, "the dot products were not divided by "
			 "sqrt(d_k) = %s", num(a, sqrt((double)head_dk(p))));
}

static bool scale_by_d(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = 1 / (double)head_dk(p);
	return true;
}

static void scale_by_d_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by d_k = %zu, not by "
		 "sqrt(d_k) = %s", head_dk(p), num(a, sqrt((double)head_dk(p))));
}

static bool scale_inverted(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = sqrt((double)head_dk(p));
	return true;
}

static void scale_inverted_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the dot products were multiplied by sqrt(d_k) = %s "
		 "instead of divided by it", num(a, sqrt((double)head_dk(p))));
}

static bool scale_full_width(const struct problem *p, int v,
			     struct recipe *r)
{
	if (v || p->h == 1 || p->sc.mode != SCALE_SQRT)
		return false;
	r->scale = 1 / sqrt((double)p->q->cols);
	return true;
}

static void scale_full_width_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char a[32], b[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by sqrt(%zu) = %s, the "
		 "square root of the whole row's width, not by sqrt(d_k) = %s of "
		 "one head", p->q->cols, num(a, sqrt((double)p->q->cols)),
		 num(b, sqrt((double)head_dk(p))));
}

static bool heads_ignored(const struct problem *p, int v, struct recipe *r)
{
	size_t nk = p->k->rows;

	/* a mask, bias or ALiBi slope per head has no one head to go to */
	if (v || p->h == 1 || p->k->cols != p->q->cols || p->opt->alibi ||
	    (p->mask && p->mask->cols != nk) || (p->bias && p->bias->cols != nk))
		return false;
	r->h = r->g = 1;
	if (p->sc.mode == SCALE_SQRT)
		r->scale = 1 / sqrt((double)p->q->cols);
	return true;
}

static void heads_ignored_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "one head over all %zu columns, not %zu heads of %zu",
		 p->q->cols, p->h, head_dk(p));
}

static bool mask_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !any_mask(p))
		return false;
	r->unmasked = true;
	return true;
}

static void mask_ignored_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t k = masked_count(p);

	(void)v;
	snprintf(buf, n, "no mask was applied: the %zu masked entr%s counted "
		 "like the others", k, k == 1 ? "y was" : "ies were");
}

static bool causal_flipped(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->causal)
		return false;
	r->causal = CAUSAL_FLIPPED;
	return true;
}

static void causal_flipped_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask hid the keys before each row's "
		 "position instead of those after it");
}

static bool causal_strict(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->causal)
		return false;
	r->causal = CAUSAL_STRICT;
	return true;
}

static void causal_strict_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask hid each row's own position too, "
		 "not only the keys after it");
}

static bool softmax_as(enum softmax_mode mode, int v, struct recipe *r)
{
	if (v)
		return false;
	r->softmax = mode;
	return true;
}

static bool no_softmax(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_NONE, v, r);
}

static void no_softmax_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)v;
	snprintf(buf, n, "the scores were taken for the weights, with no "
		 "softmax%s", any_mask(p) ? " (masked entries as 0)" : "");
}

static bool whole_matrix(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_WHOLE, v, r);
}

static void whole_matrix_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t cells = p->q->rows * p->k->rows, k = 0;

	(void)v;
	if (any_mask(p))
		k = masked_count(p) / p->h;
	if (p->h > 1)
		snprintf(buf, n, "one softmax over each head's whole %zux%zu "
			 "block, not one per row", p->q->rows, p->k->rows);
	else
		snprintf(buf, n, "one softmax over all %zu %sentries of the "
			 "matrix, not one per row", cells - k,
			 any_mask(p) ? "unmasked " : "");
}

static bool columns(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_COLUMNS, v, r);
}

static void columns_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "a softmax down each of the %zu columns%s, not along "
		 "each row", p->k->rows, p->h > 1 ? " of each head" : "");
}

static bool no_exp(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_NO_EXP, v, r);
}

static void no_exp_text(const struct problem *p, int v, char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "each score was divided by its row's sum, with no "
		 "exponential (row 0 sums to %s)", num(a, row0_sum(p, 0)));
}

static bool no_normalize(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v > 1)
		return false;
	r->softmax = v ? SM_NO_NORM : SM_NO_NORM_SHIFTED;
	return true;
}

static void no_normalize_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	char a[32];

	snprintf(buf, n, "the exponentials %s were not divided by their sum "
		 "(row 0: %s)", v ? "exp(s)" : "exp(s - max)",
		 num(a, row0_sum(p, v ? 2 : 1)));
}

static bool after_softmax(const struct problem *p, int v, struct recipe *r)
{
	if (!any_mask(p))
		return false;
	return softmax_as(SM_AFTER_MASK, v, r);
}

static void after_softmax_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "the softmax ran over all %zu keys of each row, then "
		 "the masked weights were set to 0 without renormalising",
		 p->k->rows);
}

static bool temperature_inverted(const struct problem *p, int v,
				 struct recipe *r)
{
	if (v || !p->opt->temperature)
		return false;
	r->temperature = TEMP_TIMES;
	return true;
}

static void temperature_inverted_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the scores were multiplied by the temperature %s "
		 "instead of divided by it", num(a, p->opt->temperature));
}

static bool values_are_keys(const struct problem *p, int v,
			    struct recipe *r)
{
	if (v || p->k->cols % p->g)
		return false;
	r->output = OUT_AK;
	return true;
}

static void values_are_keys_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the weights were applied to the keys K instead of "
		 "the values V");
}

static bool weights_transposed(const struct problem *p, int v,
			       struct recipe *r)
{
	if (v || p->q->rows != p->k->rows)
		return false;
	r->output = OUT_ATV;
	return true;
}

static void weights_transposed_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the weights were transposed before they were "
		 "applied: A^T V, not A V");
}

static bool transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v > (recipe_blocks(p, r) > 1))
		return false;
	r->transpose = v + 1;
	return true;
}

static void transposed_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	struct recipe r;
	struct matrix m;

	recipe_right(p, &r);
	m = recipe_run(p, &r);
	if (recipe_blocks(p, &r) > 1 && v == 0)
		snprintf(buf, n, "each head's block of the right matrix "
			 "transposed, %zux%zu each", m.cols /
			 recipe_blocks(p, &r), m.rows);
	else if (m.rows == m.cols)
		snprintf(buf, n, "the right matrix transposed, its rows "
			 "written as columns");
	else
		snprintf(buf, n, "the right matrix transposed: %zux%zu instead "
			 "of %zux%zu", m.cols, m.rows, m.rows, m.cols);
	free(m.v);
}

/* --- the second catalogue: what students really do -------------------- */

/* How many rows (of a head) the right recipe masks whole. */
static size_t fully_masked(const struct problem *p)
{
	const struct scores *s = recipe_right_scores(p);
	size_t b, j, n = 0, live;

	/* a block of n_k keys for each row and head */
	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		for (live = 0, j = 0; j < s->nk; j++)
			live += s->allow[b * s->nk + j];
		n += !live;
	}
	return n;
}

/* The bias has an entry that adds something, and one that masks. */
static bool bias_adds(const struct problem *p)
{
	size_t i;

	for (i = 0; p->bias && i < p->bias->rows * p->bias->cols; i++)
		if (isfinite(p->bias->v[i]) && p->bias->v[i] != 0)
			return true;
	return false;
}

static bool bias_masks(const struct problem *p)
{
	size_t i;

	for (i = 0; p->bias && i < p->bias->rows * p->bias->cols; i++)
		if (p->bias->v[i] == -INFINITY)
			return true;
	return false;
}

/* The scale c of the right recipe. */
static double right_scale(const struct problem *p)
{
	struct recipe r;

	recipe_right(p, &r);
	return r.scale;
}

static bool scale_by_dv(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->v || p->sc.mode != SCALE_SQRT || head_dv(p) == head_dk(p))
		return false;
	r->scale = 1 / sqrt((double)head_dv(p));
	return true;
}

static void scale_by_dv_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	char a[32], b[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by sqrt(d_v) = %s, not "
		 "by sqrt(d_k) = %s", num(a, sqrt((double)head_dv(p))),
		 num(b, sqrt((double)head_dk(p))));
}

static bool no_transpose(const struct problem *p, int v, struct recipe *r)
{
	if (v || head_dk(p) != p->k->rows)
		return false;
	r->no_transpose = true;
	return true;
}

static void no_transpose_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	snprintf(buf, n, "the scores were Q K, not Q K^T: K's %zu rows were "
		 "taken for its columns%s", p->k->rows,
		 p->h > 1 ? ", head by head" : "");
}

static bool causal_loose(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->causal)
		return false;
	r->causal = CAUSAL_LOOSE;
	return true;
}

static void causal_loose_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask let each row see one key past its "
		 "position");
}

static bool offset_ignored(const struct problem *p, int v, struct recipe *r)
{
	/* the diagonal of the causal and window masks, and ALiBi's */
	if (v || !p->opt->offset ||
	    !(p->opt->causal || p->opt->window || p->opt->alibi))
		return false;
	r->offset = 0;
	return true;
}

static void offset_ignored_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)v;
	snprintf(buf, n, "--offset %ld was left out: row i sat at key i "
		 "(top-left), not at key i + %ld", p->opt->offset,
		 p->opt->offset);
}

static bool mask_inverted(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->mask)
		return false;
	r->mask_inverted = true;
	return true;
}

static void mask_inverted_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the --mask was read the other way round: its 1s "
		 "masked and its 0s attended, as a boolean attn_mask of "
		 "nn.MultiheadAttention means them");
}

static bool mask_as(const struct problem *p, double x, struct recipe *r)
{
	if (!any_mask(p))
		return false;
	r->masked_finite = true;
	r->masked_as = x;
	return true;
}

static bool mask_as_zero(const struct problem *p, int v, struct recipe *r)
{
	return !v && mask_as(p, 0, r);
}

static void mask_as_zero_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t k = masked_count(p);

	(void)v;
	snprintf(buf, n, "the %zu masked score%s written as 0, not -inf%s", k,
		 k == 1 ? " was" : "s were", p->of == STEP_SCORES ? "" :
		 ", so the softmax gave them weight");
}

/* The large negatives that stand for -inf in code: PyTorch's and
 * TensorFlow's examples, and float16's. */
static const double finite_mask[] = { -1e9, -1e4 };
static const char *const finite_mask_text[] = { "-1e9", "-1e4" };

static bool mask_finite(const struct problem *p, int v, struct recipe *r)
{
	return v < 2 && mask_as(p, finite_mask[v], r);
}

/* "the row" or "the N rows" with every key masked, for K of them. */
static void masked_rows_text(size_t k, char *buf, size_t n)
{
	if (k == 1)
		snprintf(buf, n, "the row with every key masked came");
	else
		snprintf(buf, n, "the %zu rows with every key masked came", k);
}

static void mask_finite_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	size_t k = p->of == STEP_SCORES ? 0 : fully_masked(p);
	char rows[64];

	masked_rows_text(k, rows, sizeof rows);
	snprintf(buf, n, "the masked scores were %s %s, not -inf%s%s%s",
		 p->of == STEP_SCORES ? "written as" : "set to",
		 finite_mask_text[v], k ? ": " : "", k ? rows : "",
		 k ? " out uniform" : "");
}

static bool heads_interleaved(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->h == 1 || (head_dk(p) == 1 && (!p->v || head_dv(p) == 1)))
		return false;
	r->interleaved = true;
	return true;
}

static void heads_interleaved_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "head h took columns h, h+%zu, ... of each row, not "
		 "its block of %zu, columns %zuh to %zuh+%zu", p->h, head_dk(p),
		 head_dk(p), head_dk(p), head_dk(p) - 1);
}

static bool gqa_modulo(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->g == 1 || p->g == p->h)
		return false;
	r->kv_modulo = true;
	return true;
}

static void gqa_modulo_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)v;
	snprintf(buf, n, "query head h used key/value head h mod %zu, not h / "
		 "%zu rounded down", p->g, p->h / p->g);
}

/* What variant V of bias-ignored leaves out: BIAS_FILE, BIAS_ALIBI or
 * both, of those P has; 0 when there is no variant V. */
enum { BIAS_FILE = 1, BIAS_ALIBI = 2 };

static int bias_left_out(const struct problem *p, int v)
{
	int left[3], n = 0;

	if (bias_adds(p))
		left[n++] = BIAS_FILE;
	if (p->opt->alibi)
		left[n++] = BIAS_ALIBI;
	if (n == 2)
		left[n++] = BIAS_FILE | BIAS_ALIBI;
	return v < n ? left[v] : 0;
}

static bool bias_ignored(const struct problem *p, int v, struct recipe *r)
{
	int what = bias_left_out(p, v);

	if (!what)
		return false;
	r->bias_off = what & BIAS_FILE;
	if (what & BIAS_ALIBI)
		r->alibi = 0;
	return true;
}

/* Row i's position with OFFSET, "i", "i + 2" or "i - 2", in BUF (32
 * bytes). */
static const char *position_text(char *buf, long long offset)
{
	if (offset)
		snprintf(buf, 32, "i %c %llu", offset < 0 ? '-' : '+',
			 offset < 0 ? 0ULL - (unsigned long long)offset :
			 (unsigned long long)offset);
	else
		snprintf(buf, 32, "i");
	return buf;
}

/* ALiBi's distance as P has it: "|i - j|", or "|i + 2 - j|". */
static const char *distance_text(const struct problem *p, char *buf)
{
	char at[32];

	snprintf(buf, 48, "|%s - j|", position_text(at, p->opt->offset));
	return buf;
}

static void bias_ignored_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	int what = bias_left_out(p, v);
	char d[48];

	distance_text(p, d);
	if (what == BIAS_FILE)
		snprintf(buf, n, "the bias was not added%s", bias_masks(p) ?
			 " (its -inf entries still masked)" : "");
	else if (what == BIAS_ALIBI)
		snprintf(buf, n, "the ALiBi term -m_h %s was not added", d);
	else
		snprintf(buf, n, "neither the bias nor the ALiBi term -m_h %s was "
			 "added%s", d, bias_masks(p) ?
			 " (the bias's -inf entries still masked)" : "");
}

/* "m_0 = 0.25, m_1 = 0.0625": the slopes of the first heads, for a
 * description. */
static void slopes_text(const struct problem *p, char *buf, size_t n)
{
	char a[32];
	size_t hh, at = 0;

	for (hh = 0; hh < p->h && hh < 4 && at < n; hh++)
		at += (size_t)snprintf(buf + at, n - at, "%sm_%zu = %s",
				       hh ? ", " : "", hh,
				       num(a, p->opt->slopes[hh]));
	if (hh < p->h && at < n)
		snprintf(buf + at, n - at, ", ...");
}

static bool alibi_sign(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->alibi)
		return false;
	r->alibi = -1;
	return true;
}

static void alibi_sign_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	char m[160], d[48];

	(void)v;
	slopes_text(p, m, sizeof m);
	distance_text(p, d);
	snprintf(buf, n, "ALiBi was added with the wrong sign: + m_h %s, not "
		 "- m_h %s (%s)", d, d, m);
}

static bool bias_scaled(const struct problem *p, int v, struct recipe *r)
{
	if (v || !bias_adds(p) || r->scale == 1)
		return false;
	r->bias_scaled = true;
	return true;
}

static void bias_scaled_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the bias was added to the dot products before the "
		 "scale, so it was multiplied by %s too",
		 num(a, right_scale(p)));
}

static bool masked_row(const struct problem *p, enum masked_rows fill,
		       int v, struct recipe *r)
{
	if (v || p->opt->policy != ROWS_ZERO || !fully_masked(p))
		return false;
	r->fill = fill;
	return true;
}

static bool masked_row_nan(const struct problem *p, int v, struct recipe *r)
{
	return masked_row(p, ROWS_NAN, v, r);
}

static bool masked_row_uniform(const struct problem *p, int v,
			       struct recipe *r)
{
	return masked_row(p, ROWS_UNIFORM, v, r);
}

static void masked_row_text(const struct problem *p, const char *as,
			    char *buf, size_t n)
{
	char rows[64];

	masked_rows_text(fully_masked(p), rows, sizeof rows);
	snprintf(buf, n, "%s out %s, not 0 as --masked-rows zero has it", rows,
		 as);
}

static void masked_row_nan_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)v;
	masked_row_text(p, "NaN (a plain softmax's 0/0)", buf, n);
}

static void masked_row_uniform_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	char a[64];

	(void)v;
	snprintf(a, sizeof a, "uniform, 1/%zu each (as JAX has it)",
		 p->k->rows);
	masked_row_text(p, a, buf, n);
}

/* The largest score of a row whose exponential overflows (or underflows
 * to 0) without the row's maximum taken off, in *AT; false when none. */
static bool exp_breaks(const struct problem *p, double *at)
{
	const struct scores *s = recipe_right_scores(p);
	size_t b, j;

	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		double max = -INFINITY, e;

		for (j = 0; j < s->nk; j++)
			if (s->allow[b * s->nk + j] && s->raw[b * s->nk + j] > max)
				max = s->raw[b * s->nk + j];
		e = exp(max);
		if (max != -INFINITY && (isinf(e) || e == 0)) {
			*at = max;
			return true;
		}
	}
	return false;
}

static bool no_max_subtraction(const struct problem *p, int v,
			       struct recipe *r)
{
	double at;

	if (!exp_breaks(p, &at))
		return false;
	return softmax_as(SM_NO_MAX, v, r);
}

static void no_max_subtraction_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	char a[32];
	double at = 0;

	(void)v;
	exp_breaks(p, &at);
	snprintf(buf, n, "the softmax took exp(s) without subtracting the row's "
		 "maximum, and exp(%s) is %s in double", num(a, at),
		 exp(at) == 0 ? "0" : "inf");
}

static bool log_softmax(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_LOG, v, r);
}

static void log_softmax_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the log of the weights (a log-softmax), not the "
		 "weights");
}

static const double exp_base[] = { 2, 10 };

static bool exp2_base(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v > 1)
		return false;
	r->log_base = log(exp_base[v]);
	return true;
}

static void exp2_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)p;
	snprintf(buf, n, "the softmax took %g^s instead of e^s", exp_base[v]);
}

static bool percent(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->times = 100;
	return true;
}

static void percent_text(const struct problem *p, int v, char *buf,
			 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the weights were written as percentages, times 100");
}

static bool softcap_ignored(const struct problem *p, int v,
			    struct recipe *r)
{
	if (v || !p->opt->softcap)
		return false;
	r->softcap_off = true;
	return true;
}

static void softcap_ignored_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "--softcap %s was left out: the scores were not mapped "
		 "to C*tanh(x/C)", num(a, p->opt->softcap));
}

static bool sinks_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->sinks)
		return false;
	r->sinks = false;
	return true;
}

static void sinks_ignored_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "--sinks was left out: e^sink was not added to each "
		 "row's sum, so its weights sum to 1");
}

static bool temperature_ignored(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !p->opt->temperature)
		return false;
	r->temperature = TEMP_NONE;
	return true;
}

static void temperature_ignored_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "--temperature %s was left out: the scores were not "
		 "divided by it", num(a, p->opt->temperature));
}

/* The V-th coarsest unit below 1 of the answer's last digits, in *U. */
static bool answer_unit(const struct problem *p, int v, double *u)
{
	double last = INFINITY, best;
	size_t i;
	int k;

	for (k = 0; k <= v; k++, last = best) {
		best = 0;
		for (i = 0; i < p->ncells; i++)
			if (p->unit[i] < 1 && p->unit[i] < last &&
			    p->unit[i] > best)
				best = p->unit[i];
		if (!best)
			return false;
	}
	*u = last;
	return true;
}

static bool weights_rounded(const struct problem *p, int v,
			    struct recipe *r)
{
	double u;

	if (!answer_unit(p, v, &u))
		return false;
	r->round_to = u;
	return true;
}

static void weights_rounded_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	double u = 1;
	int d;

	answer_unit(p, v, &u);
	d = (int)lround(-log10(u));
	snprintf(buf, n, "the weights were rounded to %d decimal%s before they "
		 "were applied to V", d, d == 1 ? "" : "s");
}

/* --- the backward pass ------------------------------------------------ */

/* The gradient's name, for --wrt. */
static const char *grad_name(const struct problem *p)
{
	switch (p->wrt) {
	case WRT_Q:
		return "dQ";
	case WRT_K:
		return "dK";
	case WRT_V:
		return "dV";
	case WRT_SCORES:
		return "dS";
	default:
		return "dA";
	}
}

/* --wrt goes through the softmax's backward: dS, dQ, dK. */
static bool through_softmax(const struct problem *p)
{
	return p->wrt == WRT_SCORES || p->wrt == WRT_Q || p->wrt == WRT_K;
}

static bool no_rowsum(const struct problem *p, int v, struct recipe *r)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = BW_NO_ROWSUM;
	return true;
}

static void no_rowsum_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = A * dA: the softmax's backward without its "
		 "- rowsum(A * dA)");
}

static bool no_softmax_backward(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !through_softmax(p))
		return false;
	r->backward = BW_NONE;
	return true;
}

static void no_softmax_backward_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = dA: the softmax's backward was left out");
}

static bool dv_not_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->wrt != WRT_V || p->q->rows != p->k->rows)
		return false;
	r->dv_untransposed = true;
	return true;
}

static void dv_not_transposed_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dV = A dO, not A^T dO: the weights were not "
		 "transposed");
}

static bool grad_no_scale(const struct problem *p, int v, struct recipe *r)
{
	if (v || (p->wrt != WRT_Q && p->wrt != WRT_K) || r->scale == 1)
		return false;
	r->grad_unscaled = true;
	return true;
}

static void grad_no_scale_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "%s was %s, without the scale c = %s", grad_name(p),
		 p->wrt == WRT_Q ? "dS K" : "dS^T Q", num(a, right_scale(p)));
}

static bool grad_sign(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->grad_negated = true;
	return true;
}

static void grad_sign_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)v;
	snprintf(buf, n, "%s with its sign flipped", grad_name(p));
}

/* --- the projection --------------------------------------------------- */

static bool w_transposed(const struct problem *p, int v, struct recipe *r)
{
	if (v || p->w->rows != p->w->cols)
		return false;
	r->w_flipped = true;
	return true;
}

static void w_transposed_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	if (p->transposed)
		snprintf(buf, n, "x W with W as it is stored, though "
			 "--transposed says it is d_out x d_in (x W^T)");
	else
		snprintf(buf, n, "x W^T, not x W: W's rows were taken for its "
			 "columns");
}

static bool project_bias_ignored(const struct problem *p, int v,
				 struct recipe *r)
{
	size_t j;

	for (j = 0; !v && p->b && j < p->w->cols; j++)
		if (p->b[j] != 0) {
			r->b_off = true;
			return true;
		}
	return false;
}

static void project_bias_ignored_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the bias row B was not added");
}

/* --- rope ------------------------------------------------------------- */

/* The columns rope turns in each head's block: R. */
static size_t rope_dim(const struct problem *p)
{
	return p->rope->rdim ? p->rope->rdim : p->x->cols / p->rope->heads;
}

static bool rope_other_pairing(const struct problem *p, int v,
			       struct recipe *r)
{
	/* one pair is the same pair either way */
	if (v || rope_dim(p) < 4)
		return false;
	r->other_pairing = true;
	return true;
}

static void rope_other_pairing_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	static const char *const pairs[] = {
		"t with t + R/2 (--half)", "2t with 2t + 1 (--interleaved)"
	};
	bool inter = p->rope->interleaved;

	(void)v;
	snprintf(buf, n, "the pairs were columns %s, not %s", pairs[!inter],
		 pairs[inter]);
}

static bool rope_inverse(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->turned_back = true;
	return true;
}

static void rope_inverse_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	if (p->rope->inverse)
		snprintf(buf, n, "each pair turned by p theta_t, not by -p "
			 "theta_t as --inverse asks");
	else
		snprintf(buf, n, "each pair turned by -p theta_t, the inverse "
			 "rotation, not by p theta_t");
}

static bool rope_positions_from_1(const struct problem *p, int v,
				  struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->first_position = 1;
	return true;
}

static void rope_positions_from_1_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	char at[32];

	(void)v;
	if (p->rope->seg)
		snprintf(buf, n, "the positions in each sequence were counted "
			 "from 1, not 0");
	else
		snprintf(buf, n, "the positions were counted from 1: row i at "
			 "%s + 1, not %s", position_text(at, p->rope->offset),
			 at);
}

/* The catalogue, in the order attn-check(1) lists it, step by step. */
const struct mistake mistakes[] = {
	{ "no-scale", STEP_SCORES, no_scale_text, no_scale },
	{ "scale-by-d", STEP_SCORES, scale_by_d_text, scale_by_d },
	{ "scale-inverted", STEP_SCORES, scale_inverted_text, scale_inverted },
	{ "scale-full-width", STEP_SCORES, scale_full_width_text,
	  scale_full_width },
	{ "scale-by-dv", STEP_SCORES, scale_by_dv_text, scale_by_dv },
	{ "no-transpose", STEP_SCORES, no_transpose_text, no_transpose },
	{ "heads-ignored", STEP_SCORES, heads_ignored_text, heads_ignored },
	{ "heads-interleaved", STEP_SCORES, heads_interleaved_text,
	  heads_interleaved },
	{ "gqa-modulo", STEP_SCORES, gqa_modulo_text, gqa_modulo },
	{ "mask-ignored", STEP_SCORES, mask_ignored_text, mask_ignored },
	{ "causal-flipped", STEP_SCORES, causal_flipped_text, causal_flipped },
	{ "causal-strict", STEP_SCORES, causal_strict_text, causal_strict },
	{ "causal-loose", STEP_SCORES, causal_loose_text, causal_loose },
	{ "offset-ignored", STEP_SCORES, offset_ignored_text, offset_ignored },
	{ "mask-inverted", STEP_SCORES, mask_inverted_text, mask_inverted },
	{ "mask-as-zero", STEP_SCORES, mask_as_zero_text, mask_as_zero },
	{ "mask-finite", STEP_SCORES, mask_finite_text, mask_finite },
	{ "bias-ignored", STEP_SCORES, bias_ignored_text, bias_ignored },
	{ "bias-scaled", STEP_SCORES, bias_scaled_text, bias_scaled },
	{ "alibi-sign", STEP_SCORES, alibi_sign_text, alibi_sign },
	{ "no-softmax", STEP_SOFTMAX, no_softmax_text, no_softmax },
	{ "softmax-whole-matrix", STEP_SOFTMAX, whole_matrix_text,
	  whole_matrix },
	{ "softmax-columns", STEP_SOFTMAX, columns_text, columns },
	{ "no-exp", STEP_SOFTMAX, no_exp_text, no_exp },
	{ "no-normalize", STEP_SOFTMAX, no_normalize_text, no_normalize },
	{ "no-max-subtraction", STEP_SOFTMAX, no_max_subtraction_text,
	  no_max_subtraction },
	{ "log-softmax", STEP_SOFTMAX, log_softmax_text, log_softmax },
	{ "exp2", STEP_SOFTMAX, exp2_text, exp2_base },
	{ "percent", STEP_SOFTMAX, percent_text, percent },
	{ "mask-after-softmax", STEP_SOFTMAX, after_softmax_text,
	  after_softmax },
	{ "masked-row-nan", STEP_SOFTMAX, masked_row_nan_text, masked_row_nan },
	{ "masked-row-uniform", STEP_SOFTMAX, masked_row_uniform_text,
	  masked_row_uniform },
	{ "temperature-inverted", STEP_SOFTMAX, temperature_inverted_text,
	  temperature_inverted },
	{ "temperature-ignored", STEP_SOFTMAX, temperature_ignored_text,
	  temperature_ignored },
	{ "softcap-ignored", STEP_SOFTMAX, softcap_ignored_text,
	  softcap_ignored },
	{ "sinks-ignored", STEP_SOFTMAX, sinks_ignored_text, sinks_ignored },
	{ "values-are-keys", STEP_OUTPUT, values_are_keys_text,
	  values_are_keys },
	{ "weights-transposed", STEP_OUTPUT, weights_transposed_text,
	  weights_transposed },
	{ "weights-rounded", STEP_OUTPUT, weights_rounded_text,
	  weights_rounded },
	{ "no-rowsum", STEP_GRAD, no_rowsum_text, no_rowsum },
	{ "no-softmax-backward", STEP_GRAD, no_softmax_backward_text,
	  no_softmax_backward },
	{ "dv-not-transposed", STEP_GRAD, dv_not_transposed_text,
	  dv_not_transposed },
	{ "grad-no-scale", STEP_GRAD, grad_no_scale_text, grad_no_scale },
	{ "grad-sign", STEP_GRAD, grad_sign_text, grad_sign },
	{ "w-transposed", STEP_PROJECT, w_transposed_text, w_transposed },
	{ "project-bias-ignored", STEP_PROJECT, project_bias_ignored_text,
	  project_bias_ignored },
	{ "rope-other-pairing", STEP_ROPE, rope_other_pairing_text,
	  rope_other_pairing },
	{ "rope-inverse", STEP_ROPE, rope_inverse_text, rope_inverse },
	{ "rope-positions-from-1", STEP_ROPE, rope_positions_from_1_text,
	  rope_positions_from_1 },
	{ "transposed", STEP_ANY, transposed_text, transposed },
};
const size_t n_mistakes = sizeof mistakes / sizeof *mistakes;
