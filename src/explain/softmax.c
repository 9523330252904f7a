/* softmax.c - the softmax step: a softmax of some kind over each row of
 * a head's block (or the whole block, or its columns), the sinks in its
 * sum, a row with every key masked as --masked-rows says; and the
 * mistakes that bend them, those of --temperature and --softcap too,
 * which the scores' loop applies (scores.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"

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
	/* by hand: e^s of each score written down, then summed (where e^s
	 * is a number) */
	if ((r->exp_round.by || r->sum_round.by) && ex(r, max) < HUGE_VAL)
		shifted = false, max = 0;
	for (t = 0; t < n; t++) {
		bool in = ok[t] || mode == SM_AFTER_MASK;

		switch (mode) {
		case SM_NONE:
		case SM_NO_EXP:
			w[t] = in ? x[t] : 0;
			break;
		case SM_SIGMOID:
			w[t] = in ? 1 / (1 + exp(-x[t])) : 0;
			break;
		case SM_NO_NORM:
		case SM_NO_MAX:
			w[t] = in ? ex(r, x[t]) : 0;
			break;
		default:
			w[t] = in ? ex(r, x[t] - max) : 0;
		}
		if (r->exp_round.by && mode != SM_NONE && mode != SM_NO_EXP &&
		    mode != SM_SIGMOID)
			w[t] = rounded(&r->exp_round, w[t]);
		sum += w[t];
	}
	if (r->sum_round.by)
		sum = rounded(&r->sum_round, sum);
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
	if (mode == SM_NONE || mode == SM_NO_NORM ||
	    mode == SM_NO_NORM_SHIFTED || mode == SM_SIGMOID)
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

/* numpy's e / e.sum(axis=1) without keepdims, in each head's square
 * block of S: cell (i, j) over row j's sum of e^s, into W. */
static void broadcast(const struct recipe *r, const struct scores *s,
		      double *w)
{
	size_t nk = s->nk, i, j, hh;
	double *sum = xcalloc(nk + 1, sizeof *sum);

	for (hh = 0; hh < r->h; hh++) {
		for (i = 0; i < nk; i++)
			for (sum[i] = 0, j = 0; j < nk; j++) {
				size_t at = i * s->width + hh * nk + j;

				w[at] = s->allow[at] ? ex(r, s->raw[at]) : 0;
				sum[i] += w[at];
			}
		for (i = 0; i < nk; i++)
			for (j = 0; j < nk; j++)
				w[i * s->width + hh * nk + j] /= sum[j];
	}
	free(sum);
}

/* What every weight is multiplied by after the softmax: percent's 100,
 * the scale or the temperature where they came too late. */
static double after(const struct problem *p, const struct recipe *r)
{
	double by = r->times;

	if (r->scale_after)
		by *= right_scale(p);
	if (r->temperature == TEMP_AFTER && p->opt->temperature)
		by /= p->opt->temperature;
	return by;
}

/* --- what the softmaxes of one set of scores share ------------------- */

/* The widest spread of scores (times the base's log) whose
 * exponentials, less one maximum and times another's e^(m - m'), stay
 * numbers: e^600 and e^-600 are doubles. */
#define SPREAD 600

/* S's e^(s - row max) in R's base, computed for its first softmax (S's
 * EX and ROWMAX; step_scores has made them stale); false where the
 * scores spread too wide to be rescaled from them. */
static bool shared_exps(const struct recipe *r, struct scores *s)
{
	size_t b, j, nb = s->nq * (s->width / s->nk);
	double lo = INFINITY, hi = -INFINITY, m;

	if (s->exbase == r->log_base)
		return true;
	for (b = 0; b < nb; b++) {
		const double *x = s->raw + b * s->nk;
		const unsigned char *ok = s->allow + b * s->nk;

		for (m = -INFINITY, j = 0; j < s->nk; j++)
			if (ok[j]) {
				m = x[j] > m ? x[j] : m;
				lo = x[j] < lo ? x[j] : lo;
			}
		s->rowmax[b] = m;
		hi = m > hi ? m : hi;
		for (j = 0; j < s->nk; j++)
			s->ex[b * s->nk + j] = ok[j] ? ex(r, x[j] - m) : 0;
	}
	if (!((hi - lo) * r->log_base <= SPREAD &&
	      fabs(hi) * r->log_base <= SPREAD &&
	      fabs(lo) * r->log_base <= SPREAD))
		return false;
	s->exbase = r->log_base;
	return true;
}

static double bigger(double a, double b)
{
	return b > a ? b : a;
}

/* W[0..N) over the sum of them as R has it (rounded by hand), or FILL
 * where the set counts nothing (LIVE false). */
static void over_sum(const struct recipe *r, double *w, size_t n, bool live,
		     double fill)
{
	double sum = 0, by;
	size_t t;

	for (t = 0; t < n; t++)
		sum += w[t];
	if (r->sum_round.by)
		sum = rounded(&r->sum_round, sum);
	by = 1 / sum;
	if (live)
		for (t = 0; t < n; t++)
			w[t] *= by;
	else
		for (t = 0; t < n; t++)
			w[t] = fill;
}

/* W by R's softmax MODE of S, from S's shared exponentials: a row of each
 * head's block, the block whole, its columns, a row of every head, or
 * numpy's broadcast sum; as normalize has them, with a set that counts
 * nothing FILL, or, for the whole block and the row of every head, 1/n
 * with UNIFORM (a column: 0).  By hand (a value rounded), e^s itself. */
static void softmax_shared(const struct recipe *r, const struct scores *s,
			   enum softmax_mode mode, double fill, bool uniform,
			   double *w)
{
	size_t nq = s->nq, nk = s->nk, W = s->width, h = W / nk, i, j, hh;
	bool hand = mode != SM_BROADCAST &&
		    (r->exp_round.by || r->sum_round.by);
	double *g = xcalloc(2 * W + nq + 1, sizeof *g), *sum = g + W;
	double *top = sum + W, big, f, m;

	/* each row's largest over every head, for the row of every head */
	for (i = 0; i < nq; i++)
		for (top[i] = -INFINITY, hh = 0; hh < h; hh++)
			top[i] = bigger(top[i], s->rowmax[i * h + hh]);
	for (hh = 0; hh < h; hh++) {
		for (big = -INFINITY, i = 0; i < nq; i++)
			big = bigger(big, s->rowmax[i * h + hh]);
		/* a column's max M_j: e^(m_i - M_j) = e^(m_i - G) e^(G - M_j);
		 * G the head's largest, SUM the columns' maxima meanwhile */
		for (j = 0; mode == SM_COLUMNS && j < nk; j++)
			sum[hh * nk + j] = -INFINITY;
		for (i = 0; mode == SM_COLUMNS && i < nq; i++)
			for (j = 0; j < nk; j++)
				if (s->allow[i * W + hh * nk + j])
					sum[hh * nk + j] = bigger(sum[hh * nk + j],
								  s->raw[i * W +
									 hh * nk + j]);
		for (j = 0; mode == SM_COLUMNS && j < nk; j++) {
			m = sum[hh * nk + j];
			g[hh * nk + j] = m == -INFINITY ? 0 : hand ? 1 :
					 ex(r, big - m);
		}
		/* the numerators, row by row */
		for (i = 0; i < nq; i++) {
			const double *e = s->ex + i * W + hh * nk, *gg = g + hh * nk;
			double *o = w + i * W + hh * nk;

			m = s->rowmax[i * h + hh];
			f = m == -INFINITY ? 0 : hand || mode == SM_BROADCAST ?
			    ex(r, m) : mode == SM_ROWS ? 1 :
			    ex(r, m - (mode == SM_ACROSS_HEADS ? top[i] : big));
			if (mode == SM_COLUMNS)
				for (j = 0; j < nk; j++)
					o[j] = e[j] * f * gg[j];
			else
				for (j = 0; j < nk; j++)
					o[j] = e[j] * f;
			if (hand && r->exp_round.by)
				for (j = 0; j < nk; j++)
					o[j] = rounded(&r->exp_round, o[j]);
		}
		if (mode == SM_WHOLE) {
			/* the block's sum: over its rows' sums */
			double total = 0, by;

			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					total += w[i * W + hh * nk + j];
			if (r->sum_round.by)
				total = rounded(&r->sum_round, total);
			by = big == -INFINITY ? 0 : 1 / total;
			f = uniform ? 1.0 / (double)(nq * nk) : fill;
			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					w[i * W + hh * nk + j] = big == -INFINITY ?
						f : w[i * W + hh * nk + j] * by;
		}
	}
	if (mode == SM_ROWS || mode == SM_ACROSS_HEADS) {
		/* a row of a head, or (every head) the row once */
		for (i = 0; i < nq; i++)
			for (hh = 0; hh < (mode == SM_ROWS ? h : 1); hh++)
				over_sum(r, w + i * W + hh * nk, mode == SM_ROWS ?
					 nk : W, (mode == SM_ROWS ?
						  s->rowmax[i * h + hh] : top[i]) !=
					 -INFINITY, mode == SM_ROWS || !uniform ?
					 fill : 1.0 / (double)W);
	} else if (mode == SM_COLUMNS || mode == SM_BROADCAST) {
		/* a column's sum, or (broadcast) row j's sum over column j */
		for (j = 0; j < W; j++)
			sum[j] = 0;
		for (i = 0; i < nq; i++)
			for (hh = 0; hh < h; hh++)
				for (j = 0; j < nk; j++)
					sum[hh * nk + (mode == SM_COLUMNS ? j : i)] +=
						w[i * W + hh * nk + j];
		for (j = 0; j < W; j++) {
			if (mode == SM_COLUMNS && r->sum_round.by)
				sum[j] = rounded(&r->sum_round, sum[j]);
			/* a column with nothing counted: 0 (broadcast: 0/0) */
			sum[j] = mode == SM_COLUMNS && g[j] == 0 ? 0 : 1 / sum[j];
		}
		for (i = 0; i < nq; i++)
			for (j = 0; j < W; j++)
				w[i * W + j] *= sum[j];
	}
	free(g);
}

/* Whether R's softmax of S comes from S's shared exponentials. */
static bool shares(const struct problem *p, const struct recipe *r,
		   struct scores *s)
{
	enum softmax_mode m = r->softmax;

	return (m == SM_ROWS || m == SM_WHOLE || m == SM_COLUMNS ||
		m == SM_ACROSS_HEADS || m == SM_BROADCAST) &&
	       !(r->sinks && p->sinks) && shared_exps(r, s);
}

void step_softmax(const struct problem *p, const struct recipe *r,
		  struct scores *s, double *w)
{
	size_t nq = s->nq, nk = s->nk, n, i, j, t, c;
	enum softmax_mode mode = r->softmax;
	bool rows = mode != SM_WHOLE && mode != SM_COLUMNS &&
		    mode != SM_ACROSS_HEADS;
	size_t setmax = rows ? 1 : nq * nk > s->width ? nq * nk : s->width;
	double *x = xarray(xmul(2, setmax), sizeof *x), *y = x + setmax;
	size_t *at = xarray(setmax, sizeof *at);
	unsigned char *ok = xmalloc(setmax);
	enum masked_rows pol = r->fill;
	double fill = pol == ROWS_UNIFORM ? 1.0 / (double)nk :
		      pol == ROWS_NAN ? NAN : 0, by = after(p, r);
	size_t sets = mode == SM_WHOLE ? r->h : mode == SM_COLUMNS ?
		      r->h * nk : mode == SM_ACROSS_HEADS ? nq : nq * r->h;

	if (shares(p, r, s)) {
		softmax_shared(r, s, mode, fill, pol == ROWS_UNIFORM, w);
		sets = 0;
	} else if (mode == SM_BROADCAST) {
		broadcast(r, s, w);
		sets = 0;
	}
	for (i = 0; !sets && by != 1 && i < nq * s->width; i++)
		w[i] *= by;
	for (t = 0; t < sets; t++) {
		if (rows) {
			/* a row of a head's block: in place */
			c = t * nk;
			normalize(r, s->raw + c, s->allow + c, nk, mode, fill,
				  r->sinks && p->sinks ? p->sinks[t % r->h] :
				  -INFINITY, w + c);
			for (j = 0; by != 1 && j < nk; j++)
				w[c + j] *= by;
			continue;
		}
		/* gather the set's positions in the matrix: a head's block, a
		 * column of one, a row of every head */
		n = 0;
		if (mode == SM_WHOLE) {
			for (i = 0; i < nq; i++)
				for (j = 0; j < nk; j++)
					at[n++] = i * s->width + t * nk + j;
		} else if (mode == SM_ACROSS_HEADS) {
			for (j = 0; j < s->width; j++)
				at[n++] = t * s->width + j;
		} else {
			for (i = 0; i < nq; i++)
				at[n++] = i * s->width + t;
		}
		for (j = 0; j < n; j++)
			x[j] = s->raw[at[j]], ok[j] = s->allow[at[j]];
		normalize(r, x, ok, n, mode, mode == SM_COLUMNS ? 0 :
			  pol == ROWS_UNIFORM ? 1.0 / (double)n : fill,
			  -INFINITY, y);
		for (j = 0; j < n; j++)
			w[at[j]] = y[j] * by;
	}
	if (r->bias_after != BIAS_BEFORE)
		bias_after(p, s, w, r->bias_after == BIAS_AFTER_RENORMALISED);
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

/* The largest score of a row whose exponential overflows (or underflows
 * to 0) without the row's maximum taken off, in *AT; false when none. */
static bool exp_breaks(const struct problem *p, double *at)
{
	const struct scores *s = recipe_right_scores(p);
	size_t b;

	for (b = 0; b < s->nq * s->width / s->nk; b++) {
		double max = s->rowmax[b], e;

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

static bool sigmoid(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	return softmax_as(SM_SIGMOID, v, r);
}

static void sigmoid_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "a sigmoid of each score, 1 / (1 + e^-s), not a "
		 "softmax of the row");
}

static bool across_heads(const struct problem *p, int v, struct recipe *r)
{
	return p->h > 1 && softmax_as(SM_ACROSS_HEADS, v, r);
}

static void across_heads_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	snprintf(buf, n, "one softmax over each row of all %zu heads' blocks, "
		 "%zu keys, not one per head", p->h, p->h * p->k->rows);
}

static bool sum_broadcast(const struct problem *p, int v, struct recipe *r)
{
	return p->q->rows == p->k->rows && softmax_as(SM_BROADCAST, v, r);
}

static void sum_broadcast_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "each column j of e^s was divided by row j's sum, not "
		 "each row by its own: numpy's e / e.sum(axis=1) without "
		 "keepdims=True");
}

/* The values written down along the way, by hand: each e^s, or their
 * sum, rounded (no ties: halves away from 0 alone). */
static bool no_tie(const struct problem *p, const struct rounding *r)
{
	(void)p, (void)r;
	return false;
}

static bool exp_rounded(const struct problem *p, int v, struct recipe *r)
{
	return p->of != STEP_SCORES &&
	       rounding_variant(p, v, &r->exp_round, no_tie);
}

static void exp_rounded_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, no_tie);
	snprintf(buf, n, "each e^s was written down rounded to %s, then "
		 "summed and divided", rounding_text(&r, d));
}

static bool sum_rounded(const struct problem *p, int v, struct recipe *r)
{
	return p->of != STEP_SCORES &&
	       rounding_variant(p, v, &r->sum_round, no_tie);
}

static void sum_rounded_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	struct rounding r;
	char d[64];

	rounding_variant(p, v, &r, no_tie);
	snprintf(buf, n, "each row's sum of e^s was rounded to %s before the "
		 "division", rounding_text(&r, d));
}

static bool scale_after_softmax(const struct problem *p, int v,
				struct recipe *r)
{
	/* the backward pass of a scale so late is no slip of a hand */
	if (v || p->sc.mode == SCALE_NONE || p->of == STEP_GRAD)
		return false;
	r->scale = 1;
	r->scale_after = true;
	return true;
}

static void scale_after_softmax_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the softmax was taken of the plain dot products and "
		 "the weights then multiplied by the scale %s", num(a,
		 right_scale(p)));
}

static bool temperature_after_softmax(const struct problem *p, int v,
				      struct recipe *r)
{
	if (v || !p->opt->temperature || p->of == STEP_GRAD)
		return false;
	r->temperature = TEMP_AFTER;
	return true;
}

static void temperature_after_softmax_text(const struct problem *p, int v,
					   char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the weights were divided by the temperature %s after "
		 "the softmax, not the scores before it",
		 num(a, p->opt->temperature));
}

static bool temperature_on_bias(const struct problem *p, int v,
				struct recipe *r)
{
	if (v || !p->opt->temperature || !bias_adds(p))
		return false;
	r->temperature = TEMP_ON_BIAS;
	return true;
}

static void temperature_on_bias_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "the bias was divided by the temperature %s too: (s + "
		 "b) / T, not s / T + b", num(a, p->opt->temperature));
}

static const struct mistake table[] = {
	{ "no-softmax", STEP_SOFTMAX, PARAM(softmax), no_softmax_text, no_softmax },
	{ "softmax-whole-matrix", STEP_SOFTMAX, PARAM(softmax), whole_matrix_text,
	  whole_matrix },
	{ "softmax-columns", STEP_SOFTMAX, PARAM(softmax), columns_text, columns },
	{ "sigmoid", STEP_SOFTMAX, PARAM(softmax), sigmoid_text, sigmoid },
	{ "softmax-across-heads", STEP_SOFTMAX, PARAM(softmax),
	  across_heads_text, across_heads },
	{ "softmax-sum-broadcast", STEP_SOFTMAX, PARAM(softmax),
	  sum_broadcast_text, sum_broadcast },
	{ "no-exp", STEP_SOFTMAX, PARAM(softmax), no_exp_text, no_exp },
	{ "no-normalize", STEP_SOFTMAX, PARAM(softmax), no_normalize_text, no_normalize },
	{ "no-max-subtraction", STEP_SOFTMAX, PARAM(softmax), no_max_subtraction_text,
	  no_max_subtraction },
	{ "log-softmax", STEP_SOFTMAX, PARAM(softmax), log_softmax_text, log_softmax },
	{ "exp2", STEP_SOFTMAX, PARAM(log_base), exp2_text, exp2_base },
	{ "exp-rounded", STEP_SOFTMAX, PARAM(exp_round), exp_rounded_text,
	  exp_rounded },
	{ "sum-rounded", STEP_SOFTMAX, PARAM(sum_round), sum_rounded_text,
	  sum_rounded },
	{ "scale-after-softmax", STEP_SOFTMAX, PARAM(scale),
	  scale_after_softmax_text, scale_after_softmax },
	{ "percent", STEP_SOFTMAX, PARAM(times), percent_text, percent },
	{ "mask-after-softmax", STEP_SOFTMAX, PARAM(softmax), after_softmax_text,
	  after_softmax },
	{ "masked-row-nan", STEP_SOFTMAX, PARAM(fill), masked_row_nan_text, masked_row_nan },
	{ "masked-row-uniform", STEP_SOFTMAX, PARAM(fill), masked_row_uniform_text,
	  masked_row_uniform },
	{ "temperature-inverted", STEP_SOFTMAX, PARAM(temperature), temperature_inverted_text,
	  temperature_inverted },
	{ "temperature-ignored", STEP_SOFTMAX, PARAM(temperature), temperature_ignored_text,
	  temperature_ignored },
	{ "temperature-after-softmax", STEP_SOFTMAX, PARAM(temperature),
	  temperature_after_softmax_text, temperature_after_softmax },
	{ "temperature-on-bias", STEP_SOFTMAX, PARAM(temperature),
	  temperature_on_bias_text, temperature_on_bias },
	{ "softcap-ignored", STEP_SOFTMAX, PARAM(softcap_off), softcap_ignored_text,
	  softcap_ignored },
	{ "sinks-ignored", STEP_SOFTMAX, PARAM(sink), sinks_ignored_text, sinks_ignored },
	{ "argmax", STEP_SOFTMAX, PARAM(softmax), argmax_text, argmax },
	{ "bias-after-softmax", STEP_SOFTMAX, PARAM(bias_off), bias_after_softmax_text,
	  bias_after_softmax },
	{ "softcap-no-inner-division", STEP_SOFTMAX, PARAM(softcap_off),
	  softcap_no_inner_division_text, softcap_no_inner_division },
	{ "sink-in-numerator", STEP_SOFTMAX, PARAM(sink), sink_in_numerator_text,
	  sink_in_numerator },
	{ "sink-kept-as-column", STEP_SOFTMAX, PARAM(sink), sink_kept_as_column_text,
	  sink_kept_as_column },
	{ "sink-not-exponentiated", STEP_SOFTMAX, PARAM(sink), sink_not_exponentiated_text,
	  sink_not_exponentiated },
};
const struct mistakes softmax_mistakes = { table,
					   sizeof table / sizeof *table };
