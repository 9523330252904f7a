/* scores.c - the scores step: the scaled dot products of every key, which
 * keys each row keeps (the rules of position of attn/mask.h, --mask, a
 * bias of -inf), the transforms of weights, the bias and the ALiBi term;
 * and the mistakes that bend them.
 *
 * Every column of Q and K is reached through cut() and kcut() (step.h),
 * so that a mistake in how the heads are cut, or K read, bends the
 * forward and the backward pass alike. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* The dot products Q K^T of every query head with its key head, n_q x
 * h*n_k: the same for every candidate that cuts the heads and reads K the
 * same way, so computed once for each way (there are few: --heads, and
 * the mistakes heads-ignored, heads-interleaved, gqa-modulo,
 * no-transpose). */
static const double *dot_products(const struct problem *p,
				  const struct recipe *r)
{
	const struct matrix *Q = p->q, *K = p->k;
	size_t h = r->h, dk = Q->cols / h, nk = K->rows, i, hh, j, t;
	bool found;
	double *m = recipe_memo(MEMO_DOTS, p, r, &found);

	for (i = 0; !found && i < Q->rows; i++)
		for (hh = 0; hh < h; hh++) {
			struct cut qc = cut(r, hh, h, dk);
			struct kcut kc = kcut(K, r, kv_of(r, hh));
			const double *q = Q->v + i * Q->cols + qc.off;

			for (j = 0; j < nk; j++) {
				const double *k = K->v + kc.off + j * kc.jstep;
				double x = 0;

				for (t = 0; t < dk; t++)
					x += q[t * qc.step] * k[t * kc.tstep];
				m[(i * h + hh) * nk + j] = x;
			}
		}
	return m;
}

/* The ALiBi slope head HH takes, by R. */
static double slope(const struct problem *p, const struct recipe *r,
		    size_t hh)
{
	const double *m = p->opt->slopes;

	switch (r->slopes) {
	case SLOPES_FROM_0:
		/* 2^(-8h/H): head h - 1's slope, and 1 for head 0 */
		return hh ? m[hh - 1] : 1;
	case SLOPES_REVERSED:
		return m[p->h - 1 - hh];
	default:
		return m[hh];
	}
}

/* R's ALiBi term for row I, head HH, key J: -m_h |i + offset - j|. */
static double alibi_term(const struct problem *p, const struct recipe *r,
			 size_t i, size_t hh, size_t j)
{
	double d = (double)i + (double)r->rule.offset - (double)j;

	return -r->alibi * slope(p, r, hh) * (r->alibi_signed ? d : fabs(d)) *
	       (r->alibi_scaled ? r->scale : 1);
}

/* --temperature and --softcap come before the bias, so that this loop
 * applies them (and grad's chain rule their slope); their mistakes bend
 * the softmax's part of R, and are softmax.c's. */
double step_transform(const struct mask *o, const struct recipe *r,
			 double x)
{
	if (o->temperature && r->temperature != TEMP_NONE &&
	    r->temperature != TEMP_AFTER)
		x = r->temperature == TEMP_TIMES ? x * o->temperature :
		    x / o->temperature;
	if (o->softcap && !r->softcap_off)
		x = o->softcap * tanh(r->softcap_outer ? x : x / o->softcap);
	return x;
}

double step_transform_slope(const struct mask *o, const struct recipe *r,
		       double x)
{
	double by = 1, th;

	if (o->temperature && r->temperature != TEMP_NONE &&
	    r->temperature != TEMP_AFTER)
		by = r->temperature == TEMP_TIMES ? o->temperature :
		     1 / o->temperature;
	if (!o->softcap || r->softcap_off)
		return by;
	if (r->softcap_outer) {
		th = tanh(x * by);
		return o->softcap * (1 - th * th) * by;
	}
	th = tanh(x * by / o->softcap);
	return (1 - th * th) * by;
}

/* Whether R's scores for P are its scaled dot products and nothing else:
 * every key kept, no bias, no ALiBi, no transform, no rounding. */
static bool plain_scores(const struct problem *p, const struct recipe *r,
			 bool rules)
{
	const struct mask *o = p->opt;

	return !rules && !p->bias && !p->mask && !r->alibi && !r->mask_added &&
	       (p->of == STEP_SCORES || (!o->temperature && !o->softcap));
}

void step_scores(const struct problem *p, const struct recipe *r,
		    struct scores *s)
{
	const struct mask *o = p->opt;
	const double *dot = dot_products(p, r);
	bool transforms = p->of != STEP_SCORES, rules;
	size_t i, hh, j, cells;
	unsigned char *hidden;

	s->nq = p->q->rows;
	s->nk = p->k->rows;
	s->width = r->h * s->nk;
	cells = xmul(s->nq, s->width);
	/* S's room is kept from one candidate to the next */
	if (!s->raw || s->room < cells) {
		step_scores_free(s);
		s->raw = xarray(xmul(cells, 3) + 1, sizeof *s->raw);
		s->allow = xmalloc(xmul(cells, 2) + 1);
		s->rowmax = xarray(xmul(s->nq, r->h) + 1, sizeof *s->rowmax);
		s->room = cells;
	}
	s->pre = s->raw + s->room;
	s->ex = s->pre + s->room;
	s->exbase = 0;
	s->live = s->allow + s->room;
	rules = !r->unmasked && mask_rule_any(&r->rule);
	/* the scaled dot products alone, most candidates' at size */
	if (plain_scores(p, r, rules)) {
		for (i = 0; i < cells; i++)
			/* K Q^T: key i's dot product with query j */
			s->raw[i] = r->kq ? dot[(i % s->nk * r->h + i % s->width /
						 s->nk) * s->nk + i / s->width] :
				    dot[i];
		for (i = 0; i < cells; i++)
			s->raw[i] *= r->scale;
		for (i = 0; r->scores_round.by && i < cells; i++)
			s->raw[i] = rounded(&r->scores_round, s->raw[i]);
		memcpy(s->pre, s->raw, cells * sizeof *s->raw);
		memset(s->allow, 1, xmul(cells, 2));
		return;
	}
	hidden = xmalloc(s->nk + 1);
	for (i = 0; i < s->nq; i++) {
		/* the rules of position, the same for every head */
		for (j = 0; j < s->nk; j++)
			hidden[j] = rules && mask_hides(&r->rule, (long)i, j) != 0;
		for (hh = 0; hh < r->h; hh++)
			for (j = 0; j < s->nk; j++) {
				size_t at = i * s->width + hh * s->nk + j;
				double b = p->bias ? side(p->bias, i, hh, s->nk,
							  j) : 0;
				bool add = isfinite(b) && !r->bias_off &&
					   r->bias_after == BIAS_BEFORE, keep;
				/* K Q^T: key i's dot product with query j */
				double x = r->kq ? dot[(j * r->h + hh) * s->nk + i] :
					   dot[at];

				x = (x + (add && r->bias_scaled ? b : 0)) *
				    r->scale;

				if (r->scores_round.by)
					x = rounded(&r->scores_round, x);
				s->pre[at] = x;
				if (transforms)
					x = step_transform(o, r, x);
				/* the temperature on the bias too */
				if (add && !r->bias_scaled)
					x += transforms && o->temperature &&
					     r->temperature == TEMP_ON_BIAS ?
					     b / o->temperature : b;
				/* ALiBi joins where the bias does */
				if (r->alibi)
					x += alibi_term(p, r, i, hh, j);
				/* a 1 of --mask keeps, or with mask_inverted
				 * a 0 */
				keep = r->unmasked ||
				       (!hidden[j] && b != -INFINITY &&
					(!p->mask ||
					 (side(p->mask, i, hh, s->nk, j) != 0) !=
					 r->mask_inverted));
				s->raw[at] = keep || !r->masked_finite ? x :
					     r->masked_as;
				s->allow[at] = keep || r->masked_finite;
				s->live[at] = keep;
				/* the 0/1 mask added: nothing hidden */
				if (r->mask_added) {
					s->raw[at] = x + keep;
					s->allow[at] = s->live[at] = 1;
				}
			}
	}
	free(hidden);
}

void step_scores_free(struct scores *s)
{
	free(s->raw);
	free(s->allow);
	free(s->rowmax);
	s->raw = NULL;
	s->allow = NULL;
	s->rowmax = NULL;
	s->room = 0;
}

/* --- the right recipe's scores ---------------------------------------- */

/* The right recipe's scores, for recipe_right_scores; and which numbers
 * of decimals they have a tie at, for recipe_score_tie: bit D known, and
 * bit D set. */
static struct {
	const struct problem *p;
	bool have;
	struct scores s;
	unsigned long known, ties;
	size_t masked, fully;	/* cells hidden, rows of a head hidden */
} right;

/* The right scores' row maxima (S's ROWMAX), and how many cells the masks
 * hide, and rows of a head whole: what the mistakes ask of them again and
 * again. */
static void right_counts(struct scores *s)
{
	size_t b, j, live;
	double m;

	right.masked = right.fully = 0;
	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		for (m = -INFINITY, live = 0, j = 0; j < s->nk; j++)
			if (s->allow[b * s->nk + j]) {
				live++;
				if (s->raw[b * s->nk + j] > m)
					m = s->raw[b * s->nk + j];
			}
		s->rowmax[b] = m;
		right.masked += s->nk - live;
		right.fully += !live;
	}
}

const struct scores *recipe_right_scores(const struct problem *p)
{
	struct recipe r;

	if (!right.have || right.p != p) {
		if (right.have)
			step_scores_free(&right.s);
		recipe_right(p, &r);
		step_scores(p, &r, &right.s);
		right_counts(&right.s);
		right.p = p;
		right.have = true;
		right.known = right.ties = 0;
	}
	return &right.s;
}

bool recipe_score_tie(const struct problem *p, int d)
{
	const struct scores *s = recipe_right_scores(p);
	unsigned long bit = 1UL << d;
	double by = pow(10, d), x;
	size_t i;

	if (!(right.known & bit)) {
		right.known |= bit;
		for (i = 0; i < s->nq * s->width; i++) {
			x = fabs(s->pre[i] * by);
			if (s->allow[i] && x - floor(x) == 0.5) {
				right.ties |= bit;
				break;
			}
		}
	}
	return right.ties & bit;
}

void recipe_right_scores_done(void)
{
	if (right.have)
		step_scores_free(&right.s);
}

void recipe_right_scores_forget(void)
{
	memset(&right, 0, sizeof right);
}

size_t masked_count(const struct problem *p)
{
	recipe_right_scores(p);
	return right.masked;
}

size_t fully_masked(const struct problem *p)
{
	recipe_right_scores(p);
	return right.fully;
}

/* --- the mistakes ----------------------------------------------------- */

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

static bool scale_by_sqrt_nk(const struct problem *p, int v,
			     struct recipe *r)
{
	if (v || p->sc.mode != SCALE_SQRT || p->k->rows == head_dk(p))
		return false;
	r->scale = 1 / sqrt((double)p->k->rows);
	return true;
}

static void scale_by_sqrt_nk_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char a[32], b[32];

	(void)v;
	snprintf(buf, n, "the dot products were divided by sqrt(n_k) = %s, the "
		 "square root of the number of keys, not by sqrt(d_k) = %s",
		 num(a, sqrt((double)p->k->rows)),
		 num(b, sqrt((double)head_dk(p))));
}

/* A tie of nothing: the written values that are rounded along the way
 * and are no ties (the scale, the exponentials, their sum), halves away
 * from 0 alone. */
static bool no_ties(const struct problem *p, const struct rounding *r)
{
	(void)p, (void)r;
	return false;
}

/* Variant V of scale-rounded: 1/sqrt(d_k) rounded (even K), or sqrt(d_k)
 * rounded and divided by (odd K), to the decimals of rounding K / 2, in
 * *RR, for the V-th K that changes the scale and makes it neither 0 nor 1
 * (that is no-scale); its scale in *C, and K in *K.  False past the
 * last. */
static bool scale_round_variant(const struct problem *p, int v,
				struct rounding *rr, double *c, int *k)
{
	double root = sqrt((double)head_dk(p));

	if (p->sc.mode != SCALE_SQRT)
		return false;
	for (*k = 0; rounding_variant(p, *k / 2, rr, no_ties); ++*k) {
		*c = *k % 2 ? 1 / rounded(rr, root) : rounded(rr, 1 / root);
		/* 0, no value written; 1, no-scale's */
		if (*c != 0 && *c != 1 && *c != 1 / root && v-- == 0)
			return true;
	}
	return false;
}

static bool scale_rounded(const struct problem *p, int v, struct recipe *r)
{
	struct rounding rr;
	int k;

	return scale_round_variant(p, v, &rr, &r->scale, &k);
}

static void scale_rounded_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	struct rounding rr;
	double c = 0, root = sqrt((double)head_dk(p));
	char a[32], b[32], d[64];
	int k = 0;

	scale_round_variant(p, v, &rr, &c, &k);
	if (k % 2)
		snprintf(buf, n, "sqrt(d_k) = %s was rounded to %s, %s, before "
			 "the dot products were divided by it", num(a, root),
			 rounding_text(&rr, d), num(b, 1 / c));
	else
		snprintf(buf, n, "the scale 1/sqrt(d_k) = %s was rounded to %s, "
			 "%s, before the dot products were multiplied by it",
			 num(a, 1 / root), rounding_text(&rr, d), num(b, c));
}

/* A score of the right recipe is a tie at R's digits. */
static bool ties(const struct problem *p, const struct rounding *r)
{
	return recipe_score_tie(p, r->decimals);
}

/* The scores a student writes down before the softmax; halves to even
 * only where a score is a tie (the scores' mistakes are not paired with
 * it, so these are its scores). */
static bool scores_rounded(const struct problem *p, int v, struct recipe *r)
{
	return p->of != STEP_SCORES &&
	       rounding_variant(p, v, &r->scores_round, ties);
}

static void scores_rounded_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, ties);
	snprintf(buf, n, "the scores were rounded to %s before the softmax",
		 rounding_text(&r, d));
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

static bool scores_transposed(const struct problem *p, int v,
			      struct recipe *r)
{
	/* the backward pass of K Q^T is no slip of a hand */
	if (v || p->q->rows != p->k->rows || p->of == STEP_GRAD)
		return false;
	r->kq = true;
	return true;
}

static void scores_transposed_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the scores were K Q^T, not Q K^T: row i held key i's "
		 "dot products with every query");
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

static bool gqa_all_on_first(const struct problem *p, int v,
			     struct recipe *r)
{
	if (v || p->g == 1 || p->g == p->h)
		return false;
	r->kv_first = true;
	return true;
}

static void gqa_all_on_first_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	(void)v;
	snprintf(buf, n, "every query head took the keys%s of key/value head 0, "
		 "not its own of the %zu", p->v ? " and values" : "", p->g);
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

/* The causal rule bent: its reach, or its direction. */
static bool causal_bent(const struct problem *p, int v, struct recipe *r,
			long reach, bool flipped)
{
	if (v || !p->opt->causal)
		return false;
	r->rule.reach = reach;
	r->rule.flipped = flipped;
	return true;
}

static bool causal_flipped(const struct problem *p, int v, struct recipe *r)
{
	return causal_bent(p, v, r, 0, true);
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
	return causal_bent(p, v, r, -1, false);
}

static void causal_strict_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the causal mask hid each row's own position too, "
		 "not only the keys after it");
}

static bool causal_loose(const struct problem *p, int v, struct recipe *r)
{
	return causal_bent(p, v, r, 1, false);
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
	/* the diagonal of the rules of position, and ALiBi's */
	if (v || !p->opt->offset ||
	    !(p->opt->causal || p->opt->window || p->opt->alibi ||
	      p->opt->segments_path || p->opt->prefix || p->opt->chunk ||
	      p->opt->bidir_path))
		return false;
	r->rule.offset = 0;
	return true;
}

static void offset_ignored_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	char at[32];

	(void)v;
	position_text(at, p->opt->offset);
	if (p->opt->lower_right)
		snprintf(buf, n, "--causal=lower-right was read as top-left: "
			 "row i sat at key i, not at key %s (n_k - n_q)", at);
	else
		snprintf(buf, n, "--offset %ld was left out: row i sat at key i "
			 "(top-left), not at key %s", p->opt->offset, at);
}

/* The rules that were left out: the prefix, the chunks, the images. */
static bool prefix_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->prefix || !p->opt->prefix_len)
		return false;
	r->rule.prefix = 0;
	return true;
}

static void prefix_ignored_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	long k = p->opt->prefix_len;

	(void)v;
	if (k == 1)
		snprintf(buf, n, "--prefix 1 was left out: plain causal "
			 "attention, each row seeing the keys up to its own "
			 "position only, not always the prefix's key 0");
	else
		snprintf(buf, n, "--prefix %ld was left out: plain causal "
			 "attention, each row seeing the keys up to its own "
			 "position only, not all of the prefix's keys 0 to %ld",
			 k, k - 1);
}

static bool chunk_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->chunk)
		return false;
	r->rule.chunk = 0;
	return true;
}

static void chunk_ignored_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	char at[32];
	long c = p->opt->chunk;

	(void)v;
	position_text(at, p->opt->offset);
	snprintf(buf, n, "--chunk %ld was left out: each row saw keys outside "
		 "its own chunk of %ld positions, keys %ldc to %ldc+%ld with c = "
		 "floor(%s%s%s / %ld)", c, c, c, c, c - 1,
		 p->opt->offset ? "(" : "", at, p->opt->offset ? ")" : "", c);
}

static bool bidirectional_ignored(const struct problem *p, int v,
				  struct recipe *r)
{
	size_t j;

	for (j = 0; !v && j < p->opt->nbidir; j++)
		if (p->opt->bidir[j]) {
			r->rule.bidir = NULL;
			return true;
		}
	return false;
}

static void bidirectional_ignored_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	const struct mask *o = p->opt;
	size_t j, k, first, last, at, shown = 0;

	(void)v;
	at = (size_t)snprintf(buf, n, "--bidirectional was left out: plain "
			      "causal attention, so an image's positions did "
			      "not see its later ones (");
	/* each image by its first and last key, in the order they start */
	for (j = 0; j < o->nbidir && at < n; j++) {
		if (!o->bidir[j])
			continue;
		for (k = 0; k < j && o->bidir[k] != o->bidir[j]; k++)
			;
		if (k < j)
			continue;
		if (shown++ == 3) {
			at += (size_t)snprintf(buf + at, n - at, "; ...");
			break;
		}
		for (first = last = j, k = j + 1; k < o->nbidir; k++)
			if (o->bidir[k] == o->bidir[j])
				last = k;
		at += (size_t)snprintf(buf + at, n - at, first == last ?
				       "%simage %ld: key %zu" :
				       "%simage %ld: keys %zu to %zu",
				       shown > 1 ? "; " : "", o->bidir[j], first,
				       last);
	}
	if (at < n)
		snprintf(buf + at, n - at, ")");
}

/* The window one key wider (BY 1), or narrower (-1), on each side it
 * bounds (with --causal, the right side does not; a side of 0 keys has
 * none fewer): its sides in *LEFT and *RIGHT, false when it is as given. */
static bool window_sides(const struct problem *p, long by, long *left,
			 long *right)
{
	const struct mask *o = p->opt;

	*left = o->left + (o->left + by >= 0 ? by : 0);
	*right = o->right + (!o->causal && o->right + by >= 0 ? by : 0);
	return o->window && (*left != o->left || *right != o->right);
}

static bool window_bent(const struct problem *p, int v, struct recipe *r,
			long by)
{
	return !v && window_sides(p, by, &r->rule.left, &r->rule.right);
}

static bool window_loose(const struct problem *p, int v, struct recipe *r)
{
	return window_bent(p, v, r, 1);
}

static bool window_strict(const struct problem *p, int v, struct recipe *r)
{
	return window_bent(p, v, r, -1);
}

static void window_text(const struct problem *p, long by, char *buf,
			size_t n)
{
	const struct mask *o = p->opt;
	const char *how = by > 0 ? "more" : "fewer";
	long l, r;

	window_sides(p, by, &l, &r);
	if (o->causal)
		snprintf(buf, n, "the window kept one key %s before the "
			 "diagonal: %ld, not %ld", how, l, o->left);
	else
		snprintf(buf, n, "the window kept one key %s on each side it "
			 "bounds: %ld before and %ld after, not %ld and %ld",
			 how, l, r, o->left, o->right);
}

static void window_loose_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	window_text(p, 1, buf, n);
}

static void window_strict_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	window_text(p, -1, buf, n);
}

/* The rules of position but the window: a causal mask, a prefix,
 * chunks, segments. */
static bool other_rules(const struct problem *p)
{
	const struct mask *o = p->opt;

	return o->causal || o->prefix || o->chunk || o->segments_path;
}

static bool window_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->window || !other_rules(p))
		return false;
	r->rule.window = false;
	return true;
}

static void window_ignored_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)v;
	snprintf(buf, n, "--window %ld,%ld was left out: %s alone hid the keys",
		 p->opt->left, p->opt->right, p->opt->causal ?
		 "the causal mask" : "the other masks");
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

static void mask_finite_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	size_t k = p->of == STEP_SCORES ? 0 : fully_masked(p);

	if (!k)
		snprintf(buf, n, "the masked scores were %s %s, not -inf",
			 p->of == STEP_SCORES ? "written as" : "set to",
			 finite_mask_text[v]);
	else if (k == 1)
		snprintf(buf, n, "the masked scores were set to %s, not -inf: "
			 "the row with every key masked came out uniform",
			 finite_mask_text[v]);
	else
		snprintf(buf, n, "the masked scores were set to %s, not -inf: "
			 "the %zu rows with every key masked came out uniform",
			 finite_mask_text[v], k);
}

static bool mask_added(const struct problem *p, int v, struct recipe *r)
{
	if (v || !any_mask(p) || !masked_count(p))
		return false;
	r->mask_added = true;
	return true;
}

static void mask_added_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the mask's 1s and 0s were added to the scores, +1 "
		 "where a key is kept and +0 where it is masked, so nothing "
		 "was hidden");
}

/* The bias has an entry that masks. */
static bool bias_masks(const struct problem *p)
{
	size_t i;

	for (i = 0; p->bias && i < p->bias->rows * p->bias->cols; i++)
		if (p->bias->v[i] == -INFINITY)
			return true;
	return false;
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

/* H is a power of two: ALiBi's slopes are then 2^(-8(h+1)/H). */
static bool power_of_two(size_t h)
{
	return (h & (h - 1)) == 0;
}

static bool alibi_slopes_from_0(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !p->opt->alibi || p->opt->slopes_path || !power_of_two(p->h))
		return false;
	r->slopes = SLOPES_FROM_0;
	return true;
}

static void alibi_slopes_from_0_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	char a[32], b[32];

	(void)v;
	snprintf(buf, n, "the ALiBi slopes counted the heads from 0, m_h = "
		 "2^(-8h/%zu): m_0 = 1%s%s, not 2^(-8(h+1)/%zu) (m_0 = %s)",
		 p->h, p->h > 1 ? ", m_1 = " : "",
		 p->h > 1 ? num(a, p->opt->slopes[0]) : "", p->h,
		 num(b, p->opt->slopes[0]));
}

/* The slopes are not the same read backwards. */
static bool slopes_asymmetric(const struct problem *p)
{
	size_t hh;

	for (hh = 0; hh < p->h / 2; hh++)
		if (p->opt->slopes[hh] != p->opt->slopes[p->h - 1 - hh])
			return true;
	return false;
}

static bool alibi_slopes_reversed(const struct problem *p, int v,
				  struct recipe *r)
{
	if (v || !p->opt->alibi || !slopes_asymmetric(p))
		return false;
	r->slopes = SLOPES_REVERSED;
	return true;
}

static void alibi_slopes_reversed_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	char m[160];

	(void)v;
	slopes_text(p, m, sizeof m);
	snprintf(buf, n, "the heads took the ALiBi slopes in reverse order, "
		 "head h the slope of head %zu - h (%s)", p->h - 1, m);
}

/* Some key a row keeps lies past its position: there i - j < 0. */
static bool keeps_later_key(const struct problem *p)
{
	const struct scores *s = recipe_right_scores(p);
	size_t i, c;

	for (i = 0; i < s->nq; i++)
		for (c = 0; c < s->width; c++)
			if (s->allow[i * s->width + c] &&
			    (double)(c % s->nk) > (double)i +
			    (double)p->opt->offset)
				return true;
	return false;
}

static bool alibi_signed_distance(const struct problem *p, int v,
				  struct recipe *r)
{
	if (v || !p->opt->alibi || !keeps_later_key(p))
		return false;
	r->alibi_signed = true;
	return true;
}

static void alibi_signed_distance_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	char at[32], d[48];

	(void)v;
	distance_text(p, d);
	snprintf(buf, n, "ALiBi took the distance with its sign, -m_h (%s - j), "
		 "not -m_h %s: the keys after a row's position were raised, not "
		 "lowered", position_text(at, p->opt->offset), d);
}

static bool alibi_scaled(const struct problem *p, int v, struct recipe *r)
{
	if (v || !p->opt->alibi || r->scale == 1)
		return false;
	r->alibi_scaled = true;
	return true;
}

static void alibi_scaled_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	char a[32], d[48];

	(void)v;
	distance_text(p, d);
	snprintf(buf, n, "the ALiBi term -m_h %s was added before the scale, so "
		 "it was multiplied by %s too", d, num(a, right_scale(p)));
}

static const struct mistake table[] = {
	{ "no-scale", STEP_SCORES, PARAM(scale), no_scale_text, no_scale },
	{ "scale-by-d", STEP_SCORES, PARAM(scale), scale_by_d_text, scale_by_d },
	{ "scale-inverted", STEP_SCORES, PARAM(scale), scale_inverted_text, scale_inverted },
	{ "scale-full-width", STEP_SCORES, PARAM(scale), scale_full_width_text,
	  scale_full_width },
	{ "scale-by-dv", STEP_SCORES, PARAM(scale), scale_by_dv_text, scale_by_dv },
	{ "scale-by-sqrt-nk", STEP_SCORES, PARAM(scale), scale_by_sqrt_nk_text,
	  scale_by_sqrt_nk },
	{ "scale-rounded", STEP_SCORES, PARAM(scale), scale_rounded_text,
	  scale_rounded },
	{ "scores-rounded", STEP_SCORES, PARAM(scores_round), scores_rounded_text, scores_rounded },
	{ "no-transpose", STEP_SCORES, PARAM(no_transpose), no_transpose_text, no_transpose },
	{ "scores-transposed", STEP_SCORES, PARAM(kq), scores_transposed_text,
	  scores_transposed },
	{ "heads-ignored", STEP_SCORES, PARAM(h), heads_ignored_text, heads_ignored },
	{ "heads-interleaved", STEP_SCORES, PARAM(interleaved), heads_interleaved_text,
	  heads_interleaved },
	{ "gqa-modulo", STEP_SCORES, PARAM(kv_modulo), gqa_modulo_text, gqa_modulo },
	{ "gqa-all-on-first", STEP_SCORES, PARAM(kv_modulo),
	  gqa_all_on_first_text, gqa_all_on_first },
	{ "mask-ignored", STEP_SCORES, PARAM(unmasked), mask_ignored_text, mask_ignored },
	{ "causal-flipped", STEP_SCORES, PARAM(rule.reach), causal_flipped_text, causal_flipped },
	{ "causal-strict", STEP_SCORES, PARAM(rule.reach), causal_strict_text, causal_strict },
	{ "causal-loose", STEP_SCORES, PARAM(rule.reach), causal_loose_text, causal_loose },
	{ "offset-ignored", STEP_SCORES, PARAM(rule.offset), offset_ignored_text, offset_ignored },
	{ "window-loose", STEP_SCORES, PARAM(rule.left), window_loose_text, window_loose },
	{ "window-strict", STEP_SCORES, PARAM(rule.left), window_strict_text, window_strict },
	{ "window-ignored", STEP_SCORES, PARAM(rule.window),
	  window_ignored_text, window_ignored },
	{ "prefix-ignored", STEP_SCORES, PARAM(rule.prefix), prefix_ignored_text, prefix_ignored },
	{ "chunk-ignored", STEP_SCORES, PARAM(rule.chunk), chunk_ignored_text, chunk_ignored },
	{ "bidirectional-ignored", STEP_SCORES, PARAM(rule.bidir), bidirectional_ignored_text,
	  bidirectional_ignored },
	{ "mask-inverted", STEP_SCORES, PARAM(mask_inverted), mask_inverted_text, mask_inverted },
	{ "mask-as-zero", STEP_SCORES, PARAM(masked_finite), mask_as_zero_text, mask_as_zero },
	{ "mask-finite", STEP_SCORES, PARAM(masked_finite), mask_finite_text, mask_finite },
	{ "mask-added", STEP_SCORES, PARAM(mask_added), mask_added_text,
	  mask_added },
	{ "bias-ignored", STEP_SCORES, PARAM(bias_off), bias_ignored_text, bias_ignored },
	{ "bias-scaled", STEP_SCORES, PARAM(bias_off), bias_scaled_text, bias_scaled },
	{ "alibi-sign", STEP_SCORES, PARAM(alibi), alibi_sign_text, alibi_sign },
	{ "alibi-slopes-from-0", STEP_SCORES, PARAM(slopes), alibi_slopes_from_0_text,
	  alibi_slopes_from_0 },
	{ "alibi-slopes-reversed", STEP_SCORES, PARAM(slopes), alibi_slopes_reversed_text,
	  alibi_slopes_reversed },
	{ "alibi-signed-distance", STEP_SCORES, PARAM(alibi_signed), alibi_signed_distance_text,
	  alibi_signed_distance },
	{ "alibi-scaled", STEP_SCORES, PARAM(alibi_scaled), alibi_scaled_text, alibi_scaled },
};
const struct mistakes scores_mistakes = { table, sizeof table / sizeof *table };
