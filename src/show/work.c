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
 * in the output format (-p 6 gives the lessons' six digits).  Each number
 * is a double the stage computed and handed over, never one computed again
 * here; the exception is the dot products, the exactly rounded q.k that a
 * student writes before dividing (the score itself is rounded once, from
 * the exact product, so it need not be that double divided).
 */
#include "show/work.h"

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/grad.h"
#include "attn/heads.h"
#include "attn/merge.h"
#include "attn/rope.h"
#include "attn/stage.h"
#include "io/number.h"

/* Terms are spelt out for rows up to this long; longer ones show results. */
#define SPELL 8
/* Width of the label column, indent included. */
#define LABEL 17

static void put(struct text *t, const char *s)
{
	text_put(t, s);
}

void sw_num(struct text *t, double x)
{
	char buf[NUM_BUFSZ + 1];

	buf[num_write(x, buf)] = '\0';
	put(t, buf);
}

void sw_say(struct text *t, const char *fmt, ...)
{
	va_list ap;
	const char *pc;

	va_start(ap, fmt);
	while ((pc = strchr(fmt, '%')) != NULL) {
		text_putn(t, fmt, (size_t)(pc - fmt));
		if (pc[1] == 'n')
			sw_num(t, va_arg(ap, double));
		else
			put(t, va_arg(ap, const char *));
		fmt = pc + 2;
	}
	put(t, fmt);
	va_end(ap);
}

/* How many of the N scores S the softmax kept. */
static size_t live(const double *s, size_t n)
{
	size_t j, k = 0;

	for (j = 0; j < n; j++)
		k += s[j] != -INFINITY;
	return k;
}

/* A factor in a product: a negative one in parentheses, "0*(-1)". */
static void factor(struct text *t, double x)
{
	if (signbit(x) && !isnan(x)) {
		put(t, "(");
		sw_num(t, x);
		put(t, ")");
	} else {
		sw_num(t, x);
	}
}

void sw_list(struct text *t, const double *v, size_t n)
{
	size_t j;

	put(t, "[");
	for (j = 0; j < n; j++) {
		if (j)
			put(t, ", ");
		sw_num(t, v[j]);
	}
	put(t, "]");
}

void sw_label(struct text *t, const char *s)
{
	char pad[LABEL + 1];

	snprintf(pad, sizeof pad, "  %-*s", LABEL - 2, s);
	put(t, pad);
}

/* "= [v...]" on a continuation line. */
static void equals(struct text *t, const double *v, size_t n)
{
	sw_label(t, "");
	put(t, "= ");
	sw_list(t, v, n);
	put(t, "\n");
}

void sw_row(struct text *t, long i, const char *where, long line,
	    const double *q, size_t d)
{
	char head[64];

	snprintf(head, sizeof head, "row %ld (", i);
	put(t, head);
	put(t, where);
	snprintf(head, sizeof head, " line %ld)", line);
	put(t, head);
	if (q) {
		put(t, ": q = ");
		sw_list(t, q, d);
	}
	put(t, "\n");
}

void sw_head(struct text *t, size_t h, size_t nh, size_t g)
{
	char s[96];

	if (nh < 2)
		return;
	if (g == SIZE_MAX)
		snprintf(s, sizeof s, "%zu of %zu\n", h, nh);
	else
		snprintf(s, sizeof s, "%zu of %zu (key/value head %zu)\n",
			 h, nh, g);
	sw_label(t, "head");
	put(t, s);
}

void sw_scores(struct text *t, const double *q, const double *K, size_t nk,
	       size_t d, const struct scale *sc, const unsigned char *why,
	       const double *s, bool biased)
{
	char name[48];
	size_t i, j;

	for (j = 0; j < nk; j++) {
		sw_label(t, j ? "" : "dot products");
		snprintf(name, sizeof name, "q.k%zu = ", j);
		put(t, name);
		if (s[j] == -INFINITY && (!why || why[j])) {
			put(t, "masked (-inf)\n");
			continue;
		}
		if (d <= SPELL) {
			for (i = 0; i < d; i++) {
				if (i)
					put(t, " + ");
				factor(t, q[i]);
				put(t, "*");
				factor(t, K[j * d + i]);
			}
			put(t, " = ");
		}
		sw_num(t, kn_dot(q, K + j * d, d));
		put(t, "\n");
	}
	sw_label(t, "scale");
	switch (sc->mode) {
	case SCALE_NONE:
		put(t, "none (--no-scale)\n");
		break;
	case SCALE_BY:
		put(t, "multiply by ");
		sw_num(t, sc->by);
		put(t, " (--scale)\n");
		break;
	default:
		snprintf(name, sizeof name, "divide by sqrt(d_k) = sqrt(%zu) = ",
			 d);
		put(t, name);
		sw_num(t, sqrt((double)d));
		put(t, "\n");
	}
	sw_label(t, biased ? "scaled" : "scores");
	if (sc->mode != SCALE_NONE) {
		put(t, "[");
		for (j = 0; j < nk; j++) {
			if (j)
				put(t, ", ");
			if (why && why[j])
				put(t, "masked");
			else
				sw_num(t, kn_dot(q, K + j * d, d));
		}
		put(t, "]");
		if (sc->mode == SCALE_BY) {
			put(t, " * ");
			factor(t, sc->by);
		} else {
			put(t, " / ");
			sw_num(t, sqrt((double)d));
		}
		put(t, "\n");
		equals(t, s, nk);
	} else {
		sw_list(t, s, nk);
		put(t, "\n");
	}
}

void sw_bias(struct text *t, const struct mask *m, size_t h, long row,
	     const double *bias, const double *s, size_t n)
{
	char d[32];
	size_t j;

	if (bias) {
		sw_label(t, "+ bias");
		put(t, "+ ");
		sw_list(t, bias, n);
		put(t, "\n");
	}
	if (m->alibi) {
		/* the slope times the distances |i + offset - j|, whole
		 * numbers: the term itself is never rounded */
		sw_label(t, "- alibi");
		put(t, "- ");
		factor(t, m->slopes[h]);
		put(t, "*[");
		for (j = 0; j < n; j++) {
			snprintf(d, sizeof d, "%s%llu", j ? ", " : "",
				 mask_distance(m, row, j));
			put(t, d);
		}
		put(t, "]\n");
	}
	equals(t, s, n);
}

/* The options that masked some cell of the row, by the bits of WHY; the
 * causal rule is named by the option that brought it, --prefix or
 * --bidirectional when --causal was not given. */
static void masked_by(struct text *t, const struct mask *m,
		      const unsigned char *why, size_t n)
{
	static const struct {
		int bit;
		const char *opt;
	} by[] = {
		{ BY_CAUSAL, " --causal" }, { BY_WINDOW, " --window" },
		{ BY_MASK, " --mask" }, { BY_BIAS, " --bias" },
		{ BY_SEGMENTS, " --segments" }, { BY_CHUNK, " --chunk" },
	};
	int any = 0;
	size_t j;

	for (j = 0; j < n; j++)
		any |= why[j];
	if (!any)
		return;
	put(t, "   by");
	for (j = 0; j < sizeof by / sizeof *by; j++)
		if (any & by[j].bit)
			put(t, by[j].bit != BY_CAUSAL || m->causal ? by[j].opt :
			    m->prefix ? " --prefix" : " --bidirectional");
}

void sw_weights(struct text *t, const struct mask *m,
		const struct sw_weights *sw)
{
	size_t j, n = sw->n;
	double max = -INFINITY;
	bool masked = false;

	if (sw->in) {
		sw_label(t, "scores");
		sw_list(t, sw->in, n);
		put(t, "\n");
	}
	for (j = 0; j < n && sw->why && sw->in; j++)
		masked |= sw->why[j] && sw->in[j] != -INFINITY;
	if (masked) {
		sw_label(t, "masked");
		put(t, "[");
		for (j = 0; j < n; j++) {
			if (j)
				put(t, ", ");
			sw_num(t, sw->why[j] ? -INFINITY : sw->in[j]);
		}
		put(t, "]");
		masked_by(t, m, sw->why, n);
		put(t, "\n");
	}
	if (m->temperature) {
		sw_label(t, "temperature");
		put(t, "/ ");
		sw_num(t, m->temperature);
		put(t, "\n");
		equals(t, sw->temp, n);
	}
	if (m->softcap) {
		sw_label(t, "softcap");
		sw_num(t, m->softcap);
		put(t, "*tanh(s/");
		sw_num(t, m->softcap);
		put(t, ")\n");
		equals(t, sw->cap, n);
	}
	if (sw->bias || m->alibi)
		sw_bias(t, m, sw->head, sw->row, sw->bias, sw->s, n);
	if (!sw->live && !sw->sink) {
		sw_label(t, "weights");
		put(t, "every key is masked; --masked-rows ");
		put(t, m->policy == ROWS_UNIFORM ? "uniform" :
		    m->policy == ROWS_NAN ? "nan" : "zero");
		put(t, ":\n");
		equals(t, sw->w, n);
		if (sw->lse) {
			sw_label(t, "lse");
			put(t, "-inf (no key, no sink)\n");
		}
		return;
	}
	sw_label(t, "row max");
	if (sw->sink) {
		/* the scores' own max beside the sink: which one is it */
		for (j = 0; j < n; j++)
			if (sw->s[j] != -INFINITY && sw->s[j] > max)
				max = sw->s[j];
		put(t, "max(");
		sw_num(t, max);
		put(t, ", sink ");
		sw_num(t, *sw->sink);
		put(t, ") = ");
	}
	max = sw->max;
	sw_num(t, max);
	put(t, "\n");
	sw_label(t, "exp(s - max)");
	if (n <= SPELL) {
		put(t, "[");
		for (j = 0; j < n; j++) {
			if (j)
				put(t, ", ");
			if (sw->s[j] == -INFINITY) {
				put(t, "0");
			} else {
				put(t, "exp(");
				sw_num(t, sw->s[j] - max);
				put(t, ")");
			}
		}
		put(t, "]\n");
		equals(t, sw->ex, n);
	} else {
		sw_list(t, sw->ex, n);
		put(t, "\n");
	}
	if (sw->sink) {
		sw_label(t, "sink");
		put(t, "exp(sink - max) = exp(");
		sw_num(t, *sw->sink - max);
		put(t, ") = ");
		sw_num(t, sw->esink);
		put(t, "\n");
	}
	sw_label(t, "sum");
	if (n + (sw->sink != NULL) > 1 && n <= SPELL) {
		for (j = 0; j < n; j++) {
			if (j)
				put(t, " + ");
			sw_num(t, sw->ex[j]);
		}
		if (sw->sink) {
			put(t, " + ");
			sw_num(t, sw->esink);
		}
		put(t, " = ");
	}
	sw_num(t, sw->sum);
	put(t, "\n");
	sw_label(t, "weights");
	if (n <= SPELL) {
		sw_list(t, sw->ex, n);
		put(t, " / ");
		sw_num(t, sw->sum);
		put(t, "\n");
		equals(t, sw->w, n);
	} else {
		put(t, "exp(s - max) / sum = ");
		sw_list(t, sw->w, n);
		put(t, "\n");
	}
	if (sw->sink) {
		sw_label(t, "sink weight");
		sw_num(t, sw->esink);
		put(t, " / ");
		sw_num(t, sw->sum);
		put(t, " = ");
		sw_num(t, sw->wsink);
		put(t, " (the sink has no value)\n");
	}
	if (sw->lse) {
		sw_label(t, "lse");
		put(t, "max + ln(sum) = ");
		sw_num(t, max);
		put(t, " + ln(");
		sw_num(t, sw->sum);
		put(t, ") = ");
		sw_num(t, *sw->lse);
		put(t, "\n");
	}
}

void sw_apply(struct text *t, const double *w, const double *V, size_t nk,
	      size_t dv, const double *out)
{
	size_t j;

	sw_label(t, "output");
	if (nk <= SPELL && dv <= SPELL) {
		for (j = 0; j < nk; j++) {
			if (j)
				put(t, " + ");
			factor(t, w[j]);
			put(t, "*");
			sw_list(t, V + j * dv, dv);
		}
		put(t, "\n");
		equals(t, out, dv);
	} else {
		put(t, "weights times the rows of V = ");
		sw_list(t, out, dv);
		put(t, "\n");
	}
}

/* "a0*b0 + a1*b1 + ... = " when N is short enough to spell out. */
static void terms(struct text *t, const double *a, const double *b, size_t n)
{
	size_t i;

	if (n > SPELL)
		return;
	for (i = 0; i < n; i++) {
		if (i)
			put(t, " + ");
		factor(t, a[i]);
		put(t, "*");
		factor(t, b[i]);
	}
	put(t, " = ");
}

/* "NAMEj += X*[v...]" lines, one per key that adds something. */
static void outer(struct text *t, const char *lab, const char *name,
		  const double *x, const double *v, size_t n, size_t d)
{
	char s[48];
	size_t j;
	bool first = true;

	for (j = 0; j < n; j++) {
		if (x[j] == 0)
			continue;
		sw_label(t, first ? lab : "");
		first = false;
		snprintf(s, sizeof s, "%s%zu += ", name, j);
		put(t, s);
		factor(t, x[j]);
		put(t, "*");
		sw_list(t, v, d);
		put(t, "\n");
	}
	if (first) {
		sw_label(t, lab);
		put(t, "nothing (dS is 0)\n");
	}
}

/* "row sum  A.dA = a0*d0 + ... = r": the exact sum, rounded for the eye. */
static void row_sum(struct text *t, const struct sw_grad *g)
{
	sw_label(t, "row sum");
	put(t, "A.dA = ");
	terms(t, g->w, g->da, g->n);
	sw_num(t, g->r);
	put(t, "\n");
}

void sw_grad(struct text *t, const struct mask *m, const struct sw_grad *g)
{
	char s[48];
	size_t j, n = g->n;

	sw_label(t, "backward");
	put(t, "dO = ");
	sw_list(t, g->dout, g->dv);
	put(t, "\n");
	if (g->wrt == 'v') {
		outer(t, "dV += A^T dO", "dV", g->w, g->dout, n, g->dv);
		return;
	}
	for (j = 0; j < n; j++) {
		sw_label(t, j ? "" : "dA = dO V^T");
		snprintf(s, sizeof s, "dO.v%zu = ", j);
		put(t, s);
		terms(t, g->dout, g->V + j * g->dv, g->dv);
		sw_num(t, g->da[j]);
		put(t, "\n");
	}
	if (g->wrt == 'w')
		return;
	if (g->wrt == 'z') {
		/* d sink = -a_sink A.dA, this row's term of the sum */
		row_sum(t, g);
		sw_label(t, "d sink");
		put(t, "-a_sink*(A.dA) = -");
		factor(t, g->wsink);
		put(t, "*");
		factor(t, g->r);
		put(t, "\n");
		sw_label(t, "");
		put(t, "(summed exactly over the rows, rounded once at the "
		    "end)\n");
		return;
	}
	if (!g->live) {
		sw_label(t, "dS");
		put(t, "every key is masked: the weights are constants\n");
		equals(t, g->ds, n);
	} else {
		row_sum(t, g);
		sw_label(t, "dS");
		put(t, "A*(dA - row sum)");
		if (n <= SPELL) {
			put(t, " = [");
			for (j = 0; j < n; j++) {
				if (j)
					put(t, ", ");
				if (g->t[j] == -INFINITY) {
					put(t, "masked");
					continue;
				}
				factor(t, g->w[j]);
				put(t, "*(");
				sw_num(t, g->da[j]);
				put(t, " - ");
				factor(t, g->r);
				put(t, ")");
			}
			put(t, "]");
		}
		put(t, "\n");
		equals(t, g->dt, n);
		if (m->softcap) {
			sw_label(t, "softcap");
			put(t, "dS*(1 - tanh(s/");
			sw_num(t, m->softcap);
			put(t, ")^2)\n");
			equals(t, g->dc, n);
		}
		if (m->temperature) {
			sw_label(t, "temperature");
			put(t, "dS / ");
			sw_num(t, m->temperature);
			put(t, "\n");
			equals(t, g->ds, n);
		}
	}
	switch (g->wrt) {
	case 'q':
		sw_label(t, "dQ = c dS K");
		switch (g->sc->mode) {
		case SCALE_NONE:
			put(t, "dS K");
			break;
		case SCALE_BY:
			put(t, "dS K * ");
			factor(t, g->sc->by);
			break;
		default:
			snprintf(s, sizeof s, "dS K / sqrt(%zu)", g->d);
			put(t, s);
		}
		put(t, "\n");
		equals(t, g->dq, g->d);
		break;
	case 'k':
		outer(t, "dK += dS^T q", "dK", g->ds, g->q, n, g->d);
		if (g->sc->mode != SCALE_NONE) {
			sw_label(t, "");
			put(t, "(then times the scale, once, at the end)\n");
		}
		break;
	default:
		break;
	}
}

void sw_stage(void *ctx, const struct row *r, struct text *t)
{
	const struct stage *st = ctx;
	size_t nk = st->nk, h, o;
	struct trace tr;
	struct sw_weights sw;

	stage_trace(st, r, &tr);
	sw_row(t, r->i, r->where, r->line,
	       st->steps & DO_SCORES ? r->in : NULL,
	       st->steps & DO_SCORES ? r->n : 0);
	for (h = 0; h < st->hd.h; h++) {
		o = h * nk;
		sw_head(t, h, st->hd.h, st->steps == DO_WEIGHTS ? SIZE_MAX :
			heads_kv(&st->hd, h));
		if (st->steps & DO_SCORES)
			sw_scores(t, r->in + h * st->dk,
				  st->K[heads_kv(&st->hd, h)].v, nk, st->dk,
				  &st->sc, r->why ? r->why + o : NULL, tr.s + o,
				  (r->bias || st->m.alibi) &&
				  !(st->steps & DO_WEIGHTS));
		if (st->steps == DO_SCORES && (r->bias || st->m.alibi)) {
			sw_bias(t, &st->m, h, r->i, r->bias ? r->bias + o :
				NULL, tr.t + o, nk);
			continue;
		}
		if (st->steps & DO_WEIGHTS) {
			sw = (struct sw_weights){
				.in = st->steps & DO_SCORES ? NULL : r->in + o,
				.why = r->why ? r->why + o : NULL,
				.temp = tr.temp + o, .cap = tr.cap + o,
				.bias = r->bias ? r->bias + o : NULL,
				.head = h, .row = r->i,
				.s = tr.t + o, .max = tr.max[h], .ex = tr.ex + o,
				.sum = tr.sum[h], .w = tr.w + o, .n = nk,
				.live = live(tr.t + o, nk),
				.sink = st->sinks ? st->sinks + h : NULL,
				.esink = tr.esink[h], .wsink = tr.wsink[h],
				.lse = st->lse ? tr.lse + h : NULL,
			};
			sw_weights(t, &st->m, &sw);
		}
		if (st->steps & DO_APPLY)
			sw_apply(t, tr.w + o, st->V[heads_kv(&st->hd, h)].v, nk,
				 st->dv, tr.o + h * st->dv);
	}
}

void sw_grad_row(void *ctx, const struct row *r, struct text *t)
{
	const struct grad *g = ctx;
	const struct stage *st = g->st;
	size_t nk = st->nk, h, o, kv;
	struct grad_trace gt;
	struct trace tr;
	struct sw_grad sw;

	sw_stage(g->st, r, t);
	stage_trace(st, r, &tr);
	for (h = 0; h < st->hd.h; h++) {
		o = h * nk;
		kv = heads_kv(&st->hd, h);
		grad_trace(g, r, h, &gt);
		sw = (struct sw_grad){
			.dout = r->with + h * st->dv, .V = st->V[kv].v,
			.w = tr.w + o, .da = gt.da, .r = gt.r, .dt = gt.dt,
			.dc = gt.dc, .ds = gt.ds, .t = tr.t + o, .n = nk,
			.dv = st->dv, .live = gt.live > 0, .wrt = (char)g->wrt,
			.q = r->in + h * st->dk, .d = st->dk, .dq = gt.out,
			.sc = &st->sc, .wsink = tr.wsink[h],
		};
		sw_head(t, h, st->hd.h, kv);
		sw_grad(t, &st->m, &sw);
	}
}

void sw_merge_row(void *ctx, const struct row *r, struct text *t)
{
	const struct merge *m = ctx;
	struct merge_trace mt;
	size_t h, p, np = m->np, at = m->h * m->dv;
	double L;
	bool spell = np <= SPELL;

	sw_row(t, r->i, r->where, r->line, NULL, 0);
	for (h = 0; h < m->h; h++) {
		merge_trace(m, r, h, &mt);
		sw_head(t, h, m->h, SIZE_MAX);
		sw_label(t, "parts' LSEs");
		put(t, "[");
		for (p = 0; p < np; p++) {
			if (p)
				put(t, ", ");
			sw_num(t, mt.rows[p * m->width + at + h]);
		}
		put(t, "]\n");
		if (m->sinks) {
			sw_label(t, "sink");
			sw_num(t, m->sinks[h]);
			put(t, " (a part whose output is 0)\n");
		}
		if (mt.km.max == -INFINITY) {
			sw_label(t, "output");
			if (m->policy == ROWS_UNIFORM) {
				/* the parts' means, each over its keys */
				put(t, "every part is -inf; --masked-rows uniform: "
				    "the mean of V\n");
				sw_label(t, "");
				put(t, "(");
				for (p = 0; p < np; p++) {
					if (p)
						put(t, " + ");
					sw_num(t, (double)m->keys[p]);
					put(t, "*");
					sw_list(t, mt.rows + p * m->width + h * m->dv,
					     m->dv);
				}
				put(t, ") / ");
				for (L = 0, p = 0; p < np; p++)
					L += (double)m->keys[p];
				sw_num(t, L);
				put(t, "\n");
			} else {
				put(t, m->policy == ROWS_NAN ? "every part is "
				    "-inf; --masked-rows nan\n" : "every part is "
				    "-inf: no key, a row of 0\n");
			}
			equals(t, mt.out, m->dv);
			if (m->lse) {
				sw_label(t, "lse");
				put(t, "-inf\n");
			}
			continue;
		}
		sw_label(t, "max");
		sw_num(t, mt.km.max);
		put(t, "\n");
		sw_label(t, "sum");
		put(t, "sum of exp(L - max) = ");
		for (p = 0; spell && p < np; p++) {
			L = mt.rows[p * m->width + at + h];
			if (p)
				put(t, " + ");
			if (L == -INFINITY) {
				put(t, "0");
				continue;
			}
			put(t, "exp(");
			sw_num(t, L - mt.km.max);
			put(t, ")");
		}
		if (spell && m->sinks) {
			put(t, " + exp(");
			sw_num(t, m->sinks[h] - mt.km.max);
			put(t, ")");
		}
		if (spell)
			put(t, " = ");
		sw_num(t, mt.km.sum);
		put(t, "\n");
		sw_label(t, "lse");
		put(t, "max + ln(sum) = ");
		sw_num(t, mt.km.max);
		put(t, " + ln(");
		sw_num(t, mt.km.sum);
		put(t, ") = ");
		sw_num(t, mt.km.lse);
		put(t, "\n");
		sw_label(t, "rescale");
		put(t, "exp(L - lse) = ");
		sw_list(t, mt.f, np);
		if (m->sinks) {
			put(t, ", the sink's ");
			sw_num(t, mt.km.fsink);
		}
		put(t, "\n");
		sw_label(t, "output");
		if (spell && m->dv <= SPELL) {
			for (p = 0; p < np; p++) {
				if (p)
					put(t, " + ");
				factor(t, mt.f[p]);
				put(t, "*");
				sw_list(t, mt.rows + p * m->width + h * m->dv, m->dv);
			}
			put(t, "\n");
			equals(t, mt.out, m->dv);
		} else {
			put(t, "the parts' O times their factors = ");
			sw_list(t, mt.out, m->dv);
			put(t, "\n");
		}
	}
}

/* A label that may be longer than the column (a pair's columns):
 * then the line goes on below it. */
static void long_label(struct text *t, const char *s)
{
	size_t n = strlen(s) + 2;

	put(t, "  ");
	put(t, s);
	if (n >= LABEL) {
		put(t, "\n");
		n = 0;
	}
	for (; n < LABEL; n++)
		put(t, " ");
}

/* "A*B op C*D = Y", each negative factor in parentheses. */
static void turn_line(struct text *t, double a, double b, const char *op,
		      double c, double d, double y)
{
	factor(t, a);
	put(t, "*");
	factor(t, b);
	put(t, op);
	factor(t, c);
	put(t, "*");
	factor(t, d);
	put(t, " = ");
	sw_num(t, y);
	put(t, "\n");
}

void sw_rope(void *ctx, const struct row *r, struct text *t)
{
	const struct rope *rp = ctx;
	const double *y = r->out, *show = r->buf + r->n + 1;
	double p = r->buf[r->n];
	const struct tr_show *s;
	char buf[96], nb[NUM_BUFSZ + 1];
	size_t m = rp->r / 2, k, h, a, b, o;

	sw_row(t, r->i, r->where, r->line, NULL, 0);
	sw_label(t, "x");
	sw_list(t, r->in, r->n);
	put(t, "\n");
	sw_label(t, "position");
	if (rp->positions) {
		put(t, "given by --positions: ");
	} else {
		snprintf(buf, sizeof buf, "%ld + %lld", r->i, rp->offset);
		put(t, buf);
		if (rp->seg)
			snprintf(buf, sizeof buf, " - %.0f (its segment's "
				 "start) = ", (double)(r->i + rp->offset) - p);
		put(t, rp->seg ? buf : " = ");
	}
	sw_say(t, "%n\n", p);
	if (!rp->gain.one) {
		/* yarn's attention factor, in HF's cos and sin */
		sw_label(t, "attention");
		sw_say(t, "cos and sin times %n\n", rp->gain.dd[0]);
	}
	for (k = 0; k < m; k++) {
		s = (const struct tr_show *)(show + TR_SHOW_DOUBLES * k);
		snprintf(buf, sizeof buf, "pair %zu", k);
		long_label(t, buf);
		/* B as given, whatever -p says: it is no result */
		put(t, "theta = ");
		nb[num_shortest(rp->base, nb)] = '\0';
		put(t, nb);
		snprintf(buf, sizeof buf, "^(-2*%zu/%zu)", k, rp->r);
		put(t, buf);
		/* theta over the unscaled value: --scaling's factor */
		if (rp->scale.type)
			sw_say(t, "*%n", s->scaled);
		sw_say(t, " = %n\n", s->theta);
		sw_label(t, "");
		put(t, "angle = ");
		factor(t, rp->inverse && p != 0 ? -p : p);
		sw_say(t, "*%n = %n, mod 2pi = %n\n", s->theta, s->angle,
		       s->reduced);
		sw_label(t, "");
		sw_say(t, "cos = %n, sin = %n\n", s->cos, s->sin);
	}
	for (h = 0; h < rp->heads; h++) {
		sw_head(t, h, rp->heads, SIZE_MAX);
		o = h * rp->d;
		for (k = 0; k < m; k++) {
			s = (const struct tr_show *)(show + TR_SHOW_DOUBLES * k);
			rope_pair(rp, k, &a, &b);
			snprintf(buf, sizeof buf, "columns %zu, %zu", o + a,
				 o + b);
			long_label(t, buf);
			turn_line(t, r->in[o + a], s->cos, " - ", r->in[o + b],
				  s->sin, y[o + a]);
			sw_label(t, "");
			turn_line(t, r->in[o + a], s->sin, " + ", r->in[o + b],
				  s->cos, y[o + b]);
		}
		if (rp->r < rp->d) {
			sw_label(t, "passed");
			sw_list(t, r->in + o + rp->r, rp->d - rp->r);
			put(t, "\n");
		}
	}
	sw_label(t, "output");
	sw_list(t, y, r->n);
	put(t, "\n");
}
