/* softmax.c - the softmax step: a softmax of some kind over each row of
 * a head's block (or the whole block, or its columns), the sinks in its
 * sum, a row with every key masked as --masked-rows says; and the
 * mistakes that bend them, those of --temperature and --softcap too,
 * which the scores' loop applies (scores.c). */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"
#include "explain/verdict.h"

/* --- the loop --------------------------------------------------------- */

/* e^X, or in R's base */
static double ex(const struct recipe *r, double x)
{
	return exp(x * r->log_base);
}

/* W[0..N) from the scores X[0..N), OK saying which count, by R, with
 * SINK (-inf: none) one more term of the sum, not of W.  A set with
 * nothing kept gets FILL everywhere, or 0 with a sink (it takes all). */
static void normalize(const struct recipe *r, const double *x,
		      const unsigned char *ok, size_t n, enum softmax_mode mode,
		      double fill, double sink, double *w)
{
	double max = -INFINITY, sum = 0, es;
	size_t t, live = 0, ties = 0;
	bool sunk = sink != -INFINITY && mode != SM_NONE &&
		    mode != SM_NO_EXP && mode != SM_ARGMAX;
	bool shifted = mode != SM_NO_NORM && mode != SM_NO_MAX;

	for (t = 0; t < n; t++)
		if (ok[t] || mode == SM_AFTER_MASK) {
			live++;
			if (x[t] > max)
				max = x[t];
		}
	if (sunk && !live) {
		for (t = 0; t < n; t++)
			w[t] = 0;
		return;
	}
	if (!live && mode != SM_NONE) {
		for (t = 0; t < n; t++)
			w[t] = fill;
		return;
	}
	if (mode == SM_ARGMAX) {
		/* one-hot at the largest, which ties share */
		for (t = 0; t < n; t++)
			ties += ok[t] && x[t] == max;
		for (t = 0; t < n; t++)
			w[t] = ok[t] && x[t] == max ? 1.0 / (double)ties : 0;
		return;
	}
	if (sunk && sink > max)
		max = sink;
	for (t = 0; t < n; t++) {
		bool in = ok[t] || mode == SM_AFTER_MASK;

		switch (mode) {
		case SM_NONE:
		case SM_NO_EXP:
			w[t] = in ? x[t] : 0;
			break;
		case SM_NO_NORM:
			w[t] = in ? ex(r, x[t]) : 0;
			break;
		case SM_NO_MAX:
			w[t] = in ? ex(r, x[t]) : 0;
			if (w[t] > r->exp_top)
				w[t] = INFINITY;
			break;
		default:
			w[t] = in ? ex(r, x[t] - max) : 0;
		}
		sum += w[t];
	}
	if (sunk) {
		es = ex(r, shifted ? sink - max : sink);
		if (r->sink == SINK_NOT_EXPONENTIATED)
			/* sink_h beside the sum of e^s, at its scale */
			es = sink * (shifted ? ex(r, -max) : 1);
		sum += es;
		if (r->sink == SINK_IN_NUMERATOR)
			for (t = 0; t < n; t++)
				w[t] += ok[t] ? es : 0;
	}
	/* a kernel's sum overflows its format as its exponentials do */
	if (mode == SM_NO_MAX && sum > r->exp_top)
		sum = INFINITY;
	if (mode == SM_NONE || mode == SM_NO_NORM || mode == SM_NO_NORM_SHIFTED)
		return;
	for (t = 0; t < n; t++)
		if (mode == SM_LOG)
			w[t] = ok[t] ? x[t] - max - log(sum) : -INFINITY;
		else
			w[t] = mode == SM_AFTER_MASK && !ok[t] ? 0 : w[t] / sum;
}

/* The bias added to the weights W (n_q x h*n_k) of S, where a key is
 * counted; each row's block then divided by its sum when RENORMALISED. */
static void bias_after(const struct problem *p, const struct scores *s,
		       double *w, bool renormalised)
{
	size_t i, hh, j;

	for (i = 0; i < s->nq; i++)
		for (hh = 0; hh < s->width / s->nk; hh++) {
			double *b = w + i * s->width + hh * s->nk, sum = 0;
			const unsigned char *ok = s->allow + (b - w);

			for (j = 0; j < s->nk; j++) {
				double x = side(p->bias, i, hh, s->nk, j);

				if (ok[j] && isfinite(x))
					b[j] += x;
				sum += b[j];
			}
			for (j = 0; renormalised && sum && j < s->nk; j++)
				b[j] /= sum;
		}
}

void step_softmax(const struct problem *p, const struct recipe *r,
		  const struct scores *s, double *w)
{
	size_t nq = s->nq, nk = s->nk, n, i, j, t, c;
	bool rows = r->softmax != SM_WHOLE && r->softmax != SM_COLUMNS;
	size_t setmax = rows ? 1 : nq * nk > nk ? nq * nk : nk;
	double *x = xarray(xmul(2, setmax), sizeof *x), *y = x + setmax;
	size_t *at = xarray(setmax, sizeof *at);
	unsigned char *ok = xmalloc(setmax);
	enum masked_rows pol = r->fill;
	double fill = pol == ROWS_UNIFORM ? 1.0 / (double)nk :
		      pol == ROWS_NAN ? NAN : 0;
	size_t sets = r->softmax == SM_WHOLE ? r->h :
		      r->softmax == SM_COLUMNS ? r->h * nk : nq * r->h;

	for (t = 0; t < sets; t++) {
		if (rows) {
			/* a row of a head's block: in place */
			c = t * nk;
			normalize(r, s->raw + c, s->allow + c, nk, r->softmax,
				  fill, r->sinks && p->sinks ?
				  p->sinks[t % r->h] : -INFINITY, w + c);
			for (j = 0; r->times != 1 && j < nk; j++)
				w[c + j] *= r->times;
			continue;
		}
		/* gather the set's positions in the matrix */
		n = 0;
		if (r->softmax == SM_WHOLE) {
			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					at[n++] = i * s->width + t * nk + j;
		} else {
			for (i = 0; i < nq; i++)
				at[n++] = i * s->width + t;
		}
		for (j = 0; j < n; j++)
			x[j] = s->raw[at[j]], ok[j] = s->allow[at[j]];
		normalize(r, x, ok, n, r->softmax, r->softmax == SM_COLUMNS ? 0 :
			  pol == ROWS_UNIFORM ? 1.0 / (double)n : fill,
			  -INFINITY, y);
		for (j = 0; j < n; j++)
			w[at[j]] = y[j] * r->times;
	}
	if (r->bias_after != BIAS_BEFORE)
		bias_after(p, s, w, r->bias_after == BIAS_AFTER_RENORMALISED);
	for (i = 0; r->in_t && i < nq * s->width; i++)
		w[i] = dt_round(w[i], r->in_t);
	free(x);
	free(at);
	free(ok);
}

/* --- the mistakes ----------------------------------------------------- */

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

/* The largest finite value of the format a softmax's exponentials are
 * taken in: a kernel's accumulators, else a double's. */
static double exp_top(const struct problem *p)
{
	return p->kv && p->kv->kn ? p->kv->kn->a->max : DBL_MAX;
}

/* The largest score of a row whose exponential overflows (in the
 * accumulators' format, for a kernel's answer) or underflows to 0 without
 * the row's maximum taken off, in *AT; false when none. */
static bool exp_breaks(const struct problem *p, double *at)
{
	const struct scores *s = recipe_right_scores(p);
	size_t b, j;
	double top = exp_top(p);

	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		double max = -INFINITY, e, sum = 0;

		for (j = 0; j < s->nk; j++)
			if (s->allow[b * s->nk + j]) {
				sum += exp(s->raw[b * s->nk + j]);
				if (s->raw[b * s->nk + j] > max)
					max = s->raw[b * s->nk + j];
			}
		e = exp(max);
		/* the sum of the exponentials too: each may fit where their
		 * sum does not */
		if (max != -INFINITY && (e > top || sum > top || e == 0)) {
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
	r->exp_top = exp_top(p);
	/* a kernel's answer: read by the recipe bent the same way, in T,
	 * whose own error is the bound (explain/diagnose.c, kernel_reads) */
	if (p->kv && p->kv->kn)
		r->kernel.no_max = true;
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
		 "maximum, and exp(%s)%s is %s in %s", num(a, at),
		 exp(at) == 0 || exp(at) > exp_top(p) ? "" : " (or their sum)",
		 exp(at) == 0 ? "0" : "inf", exp(at) == 0 || !p->kv ||
		 !p->kv->kn ? "double" : p->kv->kn->a->name);
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
	size_t k = fully_masked(p);

	if (k == 1)
		snprintf(buf, n, "the row with every key masked came out %s, "
			 "not 0 as --masked-rows zero has it", as);
	else
		snprintf(buf, n, "the %zu rows with every key masked came out "
			 "%s, not 0 as --masked-rows zero has it", k, as);
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

static bool argmax(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_ARGMAX, v, r);
}

static void argmax_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "a one-hot at each row's largest score (an argmax, "
		 "ties sharing it), not a softmax");
}

static bool bias_after_softmax(const struct problem *p, int v,
			       struct recipe *r)
{
	if (v > 1 || !bias_adds(p))
		return false;
	r->bias_after = v ? BIAS_AFTER : BIAS_AFTER_RENORMALISED;
	return true;
}

static void bias_after_softmax_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)p;
	snprintf(buf, n, "the bias was added to the weights after the softmax, "
		 "not to the scores before it%s", v ? "" :
		 ", and each row divided by its new sum");
}

static bool softcap_no_inner_division(const struct problem *p, int v,
				      struct recipe *r)
{
	if (v || !p->opt->softcap || p->opt->softcap == 1)
		return false;
	r->softcap_outer = true;
	return true;
}

static void softcap_no_inner_division_text(const struct problem *p, int v,
					   char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "--softcap %s mapped x to C*tanh(x), not C*tanh(x/C)",
		 num(a, p->opt->softcap));
}

static bool sink_as(const struct problem *p, int v, struct recipe *r,
		    enum sink_mode how)
{
	if (v || !p->sinks)
		return false;
	r->sink = how;
	return true;
}

static bool sink_in_numerator(const struct problem *p, int v,
			      struct recipe *r)
{
	return sink_as(p, v, r, SINK_IN_NUMERATOR);
}

static void sink_in_numerator_text(const struct problem *p, int v,
				   char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "e^sink was added to each weight's numerator too, not "
		 "to the row's sum alone");
}

static bool sink_kept_as_column(const struct problem *p, int v,
				struct recipe *r)
{
	return p->of == STEP_SOFTMAX && sink_as(p, v, r, SINK_AS_COLUMN);
}

static void sink_kept_as_column_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "the sink's own weight was kept as a column after the "
		 "%zu keys%s, as the softmax over keys and sink gives it before "
		 "its column is dropped", p->k->rows,
		 p->h > 1 ? " of each head" : "");
}

static bool sink_not_exponentiated(const struct problem *p, int v,
				   struct recipe *r)
{
	return sink_as(p, v, r, SINK_NOT_EXPONENTIATED);
}

static void sink_not_exponentiated_text(const struct problem *p, int v,
					char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "sink_h itself was added to each row's sum of "
		 "exponentials, not e^sink_h");
}

static const struct mistake table[] = {
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
	{ "argmax", STEP_SOFTMAX, argmax_text, argmax },
	{ "bias-after-softmax", STEP_SOFTMAX, bias_after_softmax_text,
	  bias_after_softmax },
	{ "softcap-no-inner-division", STEP_SOFTMAX,
	  softcap_no_inner_division_text, softcap_no_inner_division },
	{ "sink-in-numerator", STEP_SOFTMAX, sink_in_numerator_text,
	  sink_in_numerator },
	{ "sink-kept-as-column", STEP_SOFTMAX, sink_kept_as_column_text,
	  sink_kept_as_column },
	{ "sink-not-exponentiated", STEP_SOFTMAX, sink_not_exponentiated_text,
	  sink_not_exponentiated },
};
const struct mistakes softmax_mistakes = { table,
					   sizeof table / sizeof *table };
