/* work.c - --show-work: each row's working, as a student lays it out.
 *
 *   row 0 (<literal> line 1): q = [1, 0]
 *     dot products   q.k0 = 1*1 + 0*0 = 1
 *                    q.k1 = 1*0 + 0*1 = 0
 *     scale          divide by sqrt(d_k) = sqrt(2) = 1.4142135623730951
 *     scores         [1, 0] / 1.4142135623730951 = [0.7071067811865475, 0]
 *     row max        0.7071067811865475
 *     ...
 *
 * A label column, then the arithmetic in the order it is done, every number
 * in the output format (-p 6 gives the lessons' six digits).  The numbers
 * shown are the ones the kernels computed, or are computed again by the
 * same operations, so they are what the result was made of.  A row's text is
 * gathered and written in one piece, and stdout is flushed after every row,
 * so that on a terminal each row's working sits just above its result, even
 * when the rows are typed in one at a time.
 */
#include "work.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "number.h"
#include "output.h"
#include "util.h"

/* Terms are spelt out for rows up to this long; longer ones show results. */
#define SPELL 8
/* Width of the label column, indent included. */
#define LABEL 17

static char *text;
static size_t len, cap;
static bool scored;	/* this row's scores are on show already */

static void put(const char *s)
{
	size_t n = strlen(s);

	if (len + n + 1 > cap) {
		cap = (len + n + 1) * 2;
		text = xrealloc(text, cap);
	}
	memcpy(text + len, s, n + 1);
	len += n;
}

/* Write the gathered text to stderr in one piece, and let the buffer go:
 * a command that returns leaves nothing allocated behind it. */
static void emit(void)
{
	if (len) {
		fwrite(text, 1, len, stderr);
		fflush(stderr);
	}
	free(text);
	text = NULL;
	len = cap = 0;
}

static void num(double x)
{
	char buf[NUM_BUFSZ + 1];

	buf[num_write(x, buf)] = '\0';
	put(buf);
}

/* A factor in a product: a negative one in parentheses, "0*(-1)". */
static void factor(double x)
{
	if (signbit(x) && !isnan(x)) {
		put("(");
		num(x);
		put(")");
	} else {
		num(x);
	}
}

static void list(const double *v, size_t n)
{
	size_t j;

	put("[");
	for (j = 0; j < n; j++) {
		if (j)
			put(", ");
		num(v[j]);
	}
	put("]");
}

/* A line's label, padded to the column; "" continues the line above. */
static void label(const char *s)
{
	char pad[LABEL + 1];

	snprintf(pad, sizeof pad, "  %-*s", LABEL - 2, s);
	put(pad);
}

void work_row(long i, const char *where, long line, const double *q,
	      size_t d)
{
	char head[64];

	emit();
	out_unbuffer();
	scored = false;
	snprintf(head, sizeof head, "row %ld (", i);
	put(head);
	put(where);
	snprintf(head, sizeof head, " line %ld)", line);
	put(head);
	if (q) {
		put(": q = ");
		list(q, d);
	}
	put("\n");
}

void work_scores(const double *q, const double *K, size_t nk, size_t d,
		 const struct scale *sc, const unsigned char *allow,
		 const double *bias, const double *s)
{
	char name[48];
	double *dot = xmalloc(nk * sizeof *dot);
	double *scaled = xmalloc(nk * sizeof *scaled);
	size_t i, j;

	for (j = 0; j < nk; j++) {
		dot[j] = allow[j] ? kn_dot(q, K + j * d, d) : -INFINITY;
		scaled[j] = allow[j] ? kn_scale(dot[j], d, sc) : -INFINITY;
		label(j ? "" : "dot products");
		snprintf(name, sizeof name, "q.k%zu = ", j);
		put(name);
		if (!allow[j]) {
			put("masked (-inf)\n");
			continue;
		}
		if (d <= SPELL) {
			for (i = 0; i < d; i++) {
				if (i)
					put(" + ");
				factor(q[i]);
				put("*");
				factor(K[j * d + i]);
			}
			put(" = ");
		}
		num(dot[j]);
		put("\n");
	}
	label("scale");
	switch (sc->mode) {
	case SCALE_NONE:
		put("none (--no-scale)\n");
		break;
	case SCALE_BY:
		put("multiply by ");
		num(sc->by);
		put(" (--scale)\n");
		break;
	default:
		snprintf(name, sizeof name, "divide by sqrt(d_k) = sqrt(%zu) = ", d);
		put(name);
		num(sqrt((double)d));
		put("\n");
	}
	label(bias ? "scaled" : "scores");
	if (sc->mode != SCALE_NONE) {
		put("[");
		for (j = 0; j < nk; j++) {
			if (j)
				put(", ");
			if (allow[j])
				num(dot[j]);
			else
				put("masked");
		}
		put("]");
		if (sc->mode == SCALE_BY) {
			put(" * ");
			factor(sc->by);
		} else {
			put(" / ");
			num(sqrt((double)d));
		}
		put("\n");
		label("");
		put("= ");
	}
	list(scaled, nk);
	put("\n");
	if (bias) {
		label("+ bias");
		put("+ ");
		list(bias, nk);
		put("\n");
		label("");
		put("= ");
		list(s, nk);
		put("\n");
	}
	scored = true;
	emit();
	free(dot);
	free(scaled);
}

void work_weights(const struct mask *m, const double *in, const double *s,
		  const double *w, size_t n, size_t live)
{
	double *t = xmalloc(n * sizeof *t), max = -INFINITY, sum = 0;
	bool masked = false;
	size_t j;

	if (!scored) {
		label("scores");
		list(in, n);
		put("\n");
	}
	for (j = 0; j < n; j++) {
		t[j] = m->allow[j] ? in[j] : -INFINITY;
		masked |= t[j] != in[j];
	}
	if (masked) {
		label("masked");
		list(t, n);
		put("   by");
		if (m->causal)
			put(" --causal");
		if (m->window)
			put(" --window");
		if (m->mask_path)
			put(" --mask");
		if (m->bias_path)
			put(" --bias");
		put("\n");
	}
	/* The transforms again, one at a time and by the operations
	 * mask_transform uses, so that each step can be shown. */
	if (m->temperature) {
		for (j = 0; j < n; j++)
			if (t[j] != -INFINITY)
				t[j] /= m->temperature;
		label("temperature");
		put("/ ");
		num(m->temperature);
		put("\n");
		label("");
		put("= ");
		list(t, n);
		put("\n");
	}
	if (m->softcap) {
		for (j = 0; j < n; j++)
			if (t[j] != -INFINITY)
				t[j] = m->softcap * tanh(t[j] / m->softcap);
		label("softcap");
		num(m->softcap);
		put("*tanh(s/");
		num(m->softcap);
		put(")\n");
		label("");
		put("= ");
		list(t, n);
		put("\n");
	}
	if (m->bias) {
		label("+ bias");
		put("+ ");
		list(m->bias, n);
		put("\n");
		label("");
		put("= ");
		list(s, n);
		put("\n");
	}
	free(t);
	if (!live) {
		label("weights");
		put("every key is masked; --masked-rows ");
		put(m->policy == ROWS_UNIFORM ? "uniform" :
		    m->policy == ROWS_NAN ? "nan" : "zero");
		put(":\n");
		label("");
		put("= ");
		list(w, n);
		put("\n");
		emit();
		return;
	}
	for (j = 0; j < n; j++)
		if (s[j] != -INFINITY && s[j] > max)
			max = s[j];
	label("row max");
	num(max);
	put("\n");
	label("exp(s - max)");
	t = xmalloc(n * sizeof *t);
	if (n <= SPELL) {
		put("[");
		for (j = 0; j < n; j++) {
			if (j)
				put(", ");
			if (s[j] == -INFINITY) {
				put("0");
			} else {
				put("exp(");
				num(s[j] - max);
				put(")");
			}
		}
		put("]\n");
		label("");
		put("= ");
	}
	for (j = 0; j < n; j++) {
		t[j] = s[j] == -INFINITY ? 0.0 : kn_exp(s[j] - max);
		sum += t[j];
	}
	list(t, n);
	put("\n");
	label("sum");
	if (n > 1 && n <= SPELL) {
		for (j = 0; j < n; j++) {
			if (j)
				put(" + ");
			num(t[j]);
		}
		put(" = ");
	}
	num(sum);
	put("\n");
	label("weights");
	if (n <= SPELL) {
		list(t, n);
		put(" / ");
		num(sum);
		put("\n");
		label("");
		put("= ");
	} else {
		put("exp(s - max) / sum = ");
	}
	list(w, n);
	put("\n");
	free(t);
	emit();
}

void work_apply(const double *w, const double *V, size_t nk, size_t dv,
		const double *out)
{
	size_t j;

	label("output");
	if (nk <= SPELL && dv <= SPELL) {
		for (j = 0; j < nk; j++) {
			if (j)
				put(" + ");
			factor(w[j]);
			put("*");
			list(V + j * dv, dv);
		}
		put("\n");
		label("");
		put("= ");
	} else {
		put("weights times the rows of V = ");
	}
	list(out, dv);
	put("\n");
	emit();
}
