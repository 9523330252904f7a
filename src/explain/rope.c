/* rope.c - the rotation step: each pair of a head's rotary columns turned
 * by cos and sin of p theta_t, in double; and the mistakes that bend
 * it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

#define PI 3.14159265358979323846

/* The position of row I (at key position I + offset), counted from R's
 * first position: with --segments, from where the row's run of equal ids
 * starts, *START, which rows in order carry from one to the next; with
 * --positions, row I's entry. */
static double rope_position(const struct problem *p, const struct recipe *r,
			    size_t i, long long *start)
{
	const struct rope *o = p->rope;
	long long pos = (long long)i + (r->offset_off ? 0 : o->offset);
	const long *id = o->seg && !r->no_restarts ? o->seg->id : NULL;

	if (p->pos && !r->positions_off)
		return p->pos->v[i] + (double)r->first_position;
	if (id && i == 0)
		for (*start = pos; *start > 0 && id[*start - 1] == id[pos];
		     --*start)
			;
	else if (id && (pos == 0 || id[pos] != id[pos - 1]))
		*start = pos;
	return (double)(pos - (id ? *start : 0) + r->first_position);
}

/* Pair T's frequency theta_t of R columns, by R's exponent. */
static double theta(const struct recipe *r, double base, size_t t, size_t rd)
{
	static const double times[] = { -2, -1, -4, -2 };
	double tt = (double)t + (r->frequency == 3);

	return pow(base, times[r->frequency] * tt / (double)rd);
}

/* YaRN's ramp r_t, from the dimensions where a frequency turns beta_fast
 * and beta_slow times in L0 positions, as Hugging Face has it. */
static double yarn_ramp(const struct tr_scale *sc, double base, size_t t,
			size_t rd)
{
	double k = (double)rd / (2 * log(base));
	double lo = k * log(sc->orig / (sc->beta_fast * 2 * PI));
	double hi = k * log(sc->orig / (sc->beta_slow * 2 * PI));
	double x;

	if (sc->truncate)
		lo = floor(lo), hi = ceil(hi);
	lo = fmax(lo, 0);
	hi = fmin(hi, (double)rd - 1);
	if (lo == hi)
		hi += 0.001;
	x = ((double)t - lo) / (hi - lo);
	return fmin(fmax(x, 0), 1);
}

/* Pair T's frequency as R scales it (attn-rope(1)'s formulas). */
static double scaled(const struct problem *p, const struct recipe *r,
		     double base, size_t t, size_t rd)
{
	const struct tr_scale *sc = &p->rope->scale;
	double th = theta(r, base, t, rd), f = sc->factor, x;
	enum tr_scaling ty = r->scaling == RS_NONE ? TR_UNSCALED :
			     r->scaling == RS_LINEAR ? TR_LINEAR : sc->type;

	if (r->scaling == RS_INVERTED)
		return th * f;
	switch (ty) {
	case TR_LINEAR:
		return th / f;
	case TR_DYNAMIC:
		if (sc->seq <= sc->orig || rd <= 2)
			return th;
		return theta(r, base * pow(f * sc->seq / sc->orig - (f - 1),
					   (double)rd / ((double)rd - 2)), t, rd);
	case TR_YARN:
		return th * (1 - yarn_ramp(sc, base, t, rd) * (1 - 1 / f));
	case TR_LLAMA3:
		x = sc->orig * th / (2 * PI);
		if (x < sc->low)
			return th / f;
		if (x > sc->high)
			return th;
		x = (x - sc->low) / (sc->high - sc->low);
		return th * (1 / f + x * (1 - 1 / f));
	default:
		return th;
	}
}

/* 0.1 M ln F + 1, as Hugging Face's get_mscale. */
static double mscale(double f, double m)
{
	return f <= 1 ? 1 : 0.1 * m * log(f) + 1;
}

/* What yarn multiplies cos and sin by: its attention factor A; 1 for the
 * other scalings. */
static double attention_factor(const struct tr_scale *sc)
{
	if (sc->type != TR_YARN)
		return 1;
	if (sc->attention)
		return sc->attention;
	if (sc->mscale && sc->mscale_all)
		return mscale(sc->factor, sc->mscale) /
		       mscale(sc->factor, sc->mscale_all);
	return mscale(sc->factor, 1);
}

struct matrix step_rope(const struct problem *p, const struct recipe *r)
{
	const struct rope *o = p->rope;
	const struct matrix *X = p->x;
	size_t heads = r->one_head ? 1 : o->heads, d = X->cols / heads;
	size_t rd = o->rdim && !r->rotary_whole ? o->rdim : d, i, t, hh;
	bool inter = o->interleaved != r->other_pairing;
	double turn = o->inverse != r->turned_back ? -1 : 1;
	double base = r->base_default ? 10000 : o->base;
	double gain = r->gain_off ? 1 : attention_factor(&o->scale);
	struct matrix y = { NULL, X->rows, X->cols, NULL };
	double *freq = xarray(rd / 2 + 1, sizeof *freq);
	long long start = 0;

	for (t = 0; t < rd / 2; t++)
		freq[t] = scaled(p, r, base, t, rd);
	y.v = xarray(xmul(y.rows, y.cols) + 1, sizeof *y.v);
	memcpy(y.v, X->v, y.rows * y.cols * sizeof *y.v);
	for (i = 0; i < X->rows; i++) {
		double pos = rope_position(p, r, i, &start);

		for (t = 0; t < rd / 2; t++) {
			double an = turn * pos * freq[t];
			double c, s;
			size_t a = inter ? 2 * t : t, b = inter ? 2 * t + 1 :
							      t + rd / 2;

			if (r->degrees)
				an *= PI / 180;
			c = gain * (r->cos_sin_swapped ? sin(an) : cos(an));
			s = r->cos_only ? 0 : gain * (r->cos_sin_swapped ?
						      cos(an) : sin(an));
			for (hh = 0; hh < heads; hh++) {
				const double *x = X->v + i * X->cols + hh * d;
				double *out = y.v + i * X->cols + hh * d;

				out[a] = x[a] * c - x[b] * s;
				out[b] = x[a] * s + x[b] * c;
			}
		}
	}
	free(freq);
	return y;
}

/* --- the mistakes ----------------------------------------------------- */

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
	else if (p->pos)
		snprintf(buf, n, "the positions were counted from 1: each of "
			 "--positions one more");
	else
		snprintf(buf, n, "the positions were counted from 1: row i at "
			 "%s + 1, not %s", position_text(at, p->rope->offset),
			 at);
}

static bool rope_degrees(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->degrees = true;
	return true;
}

static void rope_degrees_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "each angle p theta_t was taken in degrees, not "
		 "radians");
}

/* Variants 0, 1 and 2: theta_t = B^(-t/R), B^(-4t/R), B^(-2(t+1)/R); the
 * first two differ from B^(-2t/R) only where a head turns two pairs. */
static bool rope_frequency_exponent(const struct problem *p, int v,
				    struct recipe *r)
{
	if (v > 2 || (v < 2 && rope_dim(p) < 4))
		return false;
	r->frequency = v + 1;
	return true;
}

static void rope_frequency_exponent_text(const struct problem *p, int v,
					 char *buf, size_t n)
{
	static const char *const as[] = { "B^(-t/R)", "B^(-4t/R)",
					  "B^(-2(t+1)/R)" };

	(void)p;
	snprintf(buf, n, "the frequencies were theta_t = %s, not B^(-2t/R)",
		 as[v]);
}

static bool rope_base_default(const struct problem *p, int v,
			      struct recipe *r)
{
	if (v || p->rope->base == 10000)
		return false;
	r->base_default = true;
	return true;
}

static void rope_base_default_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the base was 10000, not --base %s",
		 num(a, p->rope->base));
}

static bool rope_rotary_dim_ignored(const struct problem *p, int v,
				    struct recipe *r)
{
	if (v || !p->rope->rdim ||
	    p->rope->rdim == p->x->cols / p->rope->heads)
		return false;
	r->rotary_whole = true;
	return true;
}

static void rope_rotary_dim_ignored_text(const struct problem *p, int v,
					 char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "--rotary-dim %zu was left out: all %zu columns of a "
		 "head were turned", p->rope->rdim, p->x->cols / p->rope->heads);
}

static bool rope_heads_ignored(const struct problem *p, int v,
			       struct recipe *r)
{
	if (v || p->rope->heads == 1)
		return false;
	r->one_head = true;
	return true;
}

static void rope_heads_ignored_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	const struct rope *o = p->rope;

	(void)v;
	snprintf(buf, n, "--%s %zu was left out: each row was turned as one "
		 "head of %zu columns", o->head_dim ? "head-dim" : "heads",
		 o->head_dim ? o->head_dim : o->heads, p->x->cols);
}

static bool rope_offset_ignored(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !p->rope->offset)
		return false;
	r->offset_off = true;
	return true;
}

static void rope_offset_ignored_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "--offset %lld was left out: row i at position i, not "
		 "i + %lld", (long long)p->rope->offset,
		 (long long)p->rope->offset);
}

static bool rope_segments_ignored(const struct problem *p, int v,
				  struct recipe *r)
{
	if (v || !p->rope->seg)
		return false;
	r->no_restarts = true;
	return true;
}

static void rope_segments_ignored_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "--segments was left out: the positions ran on "
		 "through the packed sequences instead of restarting at each");
}

static bool rope_cos_only(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->cos_only = true;
	return true;
}

static void rope_cos_only_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "y = x cos(p theta_t): the sine terms were left out");
}

static bool rope_cos_sin_swapped(const struct problem *p, int v,
				 struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->cos_sin_swapped = true;
	return true;
}

static void rope_cos_sin_swapped_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "cos and sin swapped: y_a = x_a sin(p theta_t) - x_b "
		 "cos(p theta_t), y_b = x_a cos(p theta_t) + x_b sin(p theta_t)");
}

static bool rope_positions_ignored(const struct problem *p, int v,
				   struct recipe *r)
{
	if (v || !p->pos)
		return false;
	r->positions_off = true;
	return true;
}

static void rope_positions_ignored_text(const struct problem *p, int v,
					char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "--positions was left out: row i at position i, not "
		 "row i of %s", p->rope->pos_name);
}

static const char *const scaling_names[] = { "", "linear", "dynamic", "yarn",
					     "llama3" };

/* The scaling changes the frequencies, or cos and sin: dynamic's base
 * grows past L0 even with F = 1. */
static bool scaling_bends(const struct tr_scale *sc)
{
	return sc->type && ((sc->type == TR_DYNAMIC ? sc->seq > sc->orig :
			     sc->factor > 1) || attention_factor(sc) != 1);
}

static bool rope_scaling_ignored(const struct problem *p, int v,
				 struct recipe *r)
{
	if (v || !scaling_bends(&p->rope->scale))
		return false;
	r->scaling = RS_NONE;
	r->gain_off = true;
	return true;
}

/* ", and cos and sin not times A = 1.138629" for yarn's factor, or "". */
static const char *without_gain(const struct tr_scale *sc, char *buf)
{
	char a[32];
	double g = attention_factor(sc);

	if (g == 1)
		return "";
	snprintf(buf, 80, ", and cos and sin not times A = %s", num(a, g));
	return buf;
}

static void rope_scaling_ignored_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	const struct tr_scale *sc = &p->rope->scale;
	char g[80];

	(void)v;
	snprintf(buf, n, "--scaling %s was left out: the frequencies unscaled, "
		 "B^(-2t/R)%s", scaling_names[sc->type], without_gain(sc, g));
}

/* Variant 0: every frequency over F, cos and sin as given; 1 (yarn with
 * an attention factor): and not times it. */
static bool rope_scaling_as_linear(const struct problem *p, int v,
				   struct recipe *r)
{
	const struct tr_scale *sc = &p->rope->scale;

	if (sc->type < TR_DYNAMIC || !(sc->factor > 1) || v > 1 ||
	    (v == 1 && attention_factor(sc) == 1))
		return false;
	r->scaling = RS_LINEAR;
	r->gain_off = v == 1;
	return true;
}

static void rope_scaling_as_linear_text(const struct problem *p, int v,
					char *buf, size_t n)
{
	static const char *const instead[] = { "", "", "dynamic's larger base",
		"yarn's ramp from theta_t to theta_t / F",
		"llama3's blend of theta_t and theta_t / F" };
	const struct tr_scale *sc = &p->rope->scale;
	char f[32], g[80];

	snprintf(buf, n, "every frequency was divided by F = %s, as --scaling "
		 "linear does, instead of %s%s", num(f, sc->factor),
		 instead[sc->type], v ? without_gain(sc, g) : "");
}

static bool rope_factor_inverted(const struct problem *p, int v,
				 struct recipe *r)
{
	const struct tr_scale *sc = &p->rope->scale;

	if (v || sc->type != TR_LINEAR || !(sc->factor > 1))
		return false;
	r->scaling = RS_INVERTED;
	return true;
}

static void rope_factor_inverted_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	char f[32];

	(void)v;
	snprintf(buf, n, "the frequencies were multiplied by F = %s, not "
		 "divided (the positions times F)", num(f, p->rope->scale.factor));
}

static bool rope_attention_factor_ignored(const struct problem *p, int v,
					  struct recipe *r)
{
	if (v || attention_factor(&p->rope->scale) == 1)
		return false;
	r->gain_off = true;
	return true;
}

static void rope_attention_factor_ignored_text(const struct problem *p, int v,
					       char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "cos and sin were not multiplied by yarn's attention "
		 "factor A = %s", num(a, attention_factor(&p->rope->scale)));
}

static const struct mistake table[] = {
	{ "rope-other-pairing", STEP_ROPE, PARAM(other_pairing), rope_other_pairing_text,
	  rope_other_pairing },
	{ "rope-inverse", STEP_ROPE, PARAM(turned_back), rope_inverse_text, rope_inverse },
	{ "rope-positions-from-1", STEP_ROPE, PARAM(first_position), rope_positions_from_1_text,
	  rope_positions_from_1 },
	{ "rope-degrees", STEP_ROPE, PARAM(degrees), rope_degrees_text, rope_degrees },
	{ "rope-frequency-exponent", STEP_ROPE, PARAM(frequency), rope_frequency_exponent_text,
	  rope_frequency_exponent },
	{ "rope-base-default", STEP_ROPE, PARAM(base_default), rope_base_default_text,
	  rope_base_default },
	{ "rope-rotary-dim-ignored", STEP_ROPE, PARAM(rotary_whole), rope_rotary_dim_ignored_text,
	  rope_rotary_dim_ignored },
	{ "rope-heads-ignored", STEP_ROPE, PARAM(one_head), rope_heads_ignored_text,
	  rope_heads_ignored },
	{ "rope-offset-ignored", STEP_ROPE, PARAM(offset_off), rope_offset_ignored_text,
	  rope_offset_ignored },
	{ "rope-segments-ignored", STEP_ROPE, PARAM(no_restarts), rope_segments_ignored_text,
	  rope_segments_ignored },
	{ "rope-cos-only", STEP_ROPE, PARAM(cos_only), rope_cos_only_text, rope_cos_only },
	{ "rope-cos-sin-swapped", STEP_ROPE, PARAM(cos_only),
	  rope_cos_sin_swapped_text, rope_cos_sin_swapped },
	{ "rope-positions-ignored", STEP_ROPE, PARAM(positions_off), rope_positions_ignored_text,
	  rope_positions_ignored },
	{ "rope-scaling-ignored", STEP_ROPE, PARAM(scaling), rope_scaling_ignored_text,
	  rope_scaling_ignored },
	{ "rope-scaling-as-linear", STEP_ROPE, PARAM(scaling), rope_scaling_as_linear_text,
	  rope_scaling_as_linear },
	{ "rope-factor-inverted", STEP_ROPE, PARAM(scaling), rope_factor_inverted_text,
	  rope_factor_inverted },
	{ "rope-attention-factor-ignored", STEP_ROPE, PARAM(gain_off),
	  rope_attention_factor_ignored_text, rope_attention_factor_ignored },
};
const struct mistakes rope_mistakes = { table, sizeof table / sizeof *table };
