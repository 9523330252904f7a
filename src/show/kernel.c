/* kernel.c - --show-work under --dtype: a kernel's steps.
 *
 *   row 0 (<literal> line 1): q = [1, 0]
 *     kernel         bf16, accumulators f32, the math recipe
 *     q~ = c q       bf16 [0.707, 0]
 *     q~.k           f32  [0.70703125, 0.70703125]
 *     scores         bf16 [0.707, 0.707]
 *     ...
 *
 * A label, the format a step rounded to, then its values as the recipe
 * left them (attn/kernel.c's trace, never computed again here), each in
 * that format's shortest digits (or as -p and --fixed say). */
#include "show/kernel.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/kernel.h"
#include "attn/stage.h"
#include "show/work.h"
#include "io/number.h"

/* Width of the label column, indent included. */
#define LABEL 17

static void put(struct text *t, const char *s)
{
	text_put(t, s);
}

/* X, a value of F. */
static void num(struct text *t, double x, const struct dtype *f)
{
	char buf[NUM_BUFSZ + 1];

	buf[num_fmt.mode == FMT_SHORTEST ?
	    num_shortest_in(x, f->prec, dt_qmin(f), f->max, buf) :
	    num_write(x, buf)] = '\0';
	put(t, buf);
}

/* A line: LABEL, the format F (NULL: none), the N values at V (none when
 * V is NULL; in brackets unless ONE), then WHAT's words (or NULL). */
static void values(struct text *t, const char *label, const struct dtype *f,
		   const double *v, size_t n, bool one, const char *what)
{
	char pad[LABEL + 8];
	size_t j;

	snprintf(pad, sizeof pad, f ? "  %-*s%-5s" : "  %-*s%s", LABEL - 2,
		 label, f ? f->name : "");
	put(t, pad);
	if (v && !one)
		put(t, "[");
	for (j = 0; v && j < n; j++) {
		if (j)
			put(t, ", ");
		num(t, v[j], f);
	}
	if (v && !one)
		put(t, "]");
	if (what) {
		put(t, v ? "  " : "");
		put(t, what);
	}
	put(t, "\n");
}

static void line(struct text *t, const char *label, const struct dtype *f,
		 const double *v, size_t n, const char *what)
{
	values(t, label, f, v, n, false, what);
}

static void scalar(struct text *t, const char *label, const struct dtype *f,
		   double x, const char *what)
{
	values(t, label, f, &x, 1, true, what);
}

static void kernel_line(struct text *t, const struct stage *st)
{
	char s[128];
	const struct kernel *kn = &st->kn;

	if (kn->recipe == KERNEL_FLASH)
		snprintf(s, sizeof s, "%s, accumulators %s, the flash recipe, "
			 "blocks of %zu key%s", kn->t->name, kn->a->name,
			 kn->block, kn->block == 1 ? "" : "s");
	else
		snprintf(s, sizeof s, "%s, accumulators %s, the math recipe",
			 kn->t->name, kn->a->name);
	line(t, "kernel", NULL, NULL, 0, s);
}

/* The transforms of head H (cells at O) when given, each in A, and what
 * goes into the softmax (in T under math, in A under flash), when it is
 * not the scores themselves. */
static void transforms(struct text *t, const struct stage *st,
		       const struct row *r, const struct ktrace *tr, size_t o)
{
	const struct dtype *a = st->kn.a;
	bool math = st->kn.recipe == KERNEL_MATH;
	size_t nk = st->nk;

	if (st->m.temperature)
		line(t, "/ temperature", a, tr->temp + o, nk, NULL);
	if (st->m.softcap)
		line(t, "softcap", a, tr->cap + o, nk, NULL);
	if (r->bias || st->m.alibi)
		line(t, r->bias && st->m.alibi ? "+ bias, ALiBi" : r->bias ?
		     "+ bias" : "+ ALiBi", math ? st->kn.t : a, tr->t + o, nk,
		     NULL);
	else if (st->m.temperature || st->m.softcap || r->why)
		line(t, "into softmax", math ? st->kn.t : a, tr->t + o, nk,
		     NULL);
}

/* Math: head H's softmax. */
static void softmax(struct text *t, const struct stage *st,
		    const struct ktrace *tr, size_t h)
{
	const struct dtype *a = st->kn.a;
	size_t nk = st->nk, o = h * nk;
	char s[96];

	if (tr->max[h] == -INFINITY) {
		snprintf(s, sizeof s, "every key masked: --masked-rows %s",
			 (const char *[]){ "zero", "uniform", "nan",
					   "error" }[st->m.policy]);
		line(t, "weights", st->kn.t, tr->w + o, nk, s);
		return;
	}
	scalar(t, "row max", st->kn.t, tr->max[h], st->sinks ? "(the sink's "
	       "included)" : NULL);
	line(t, "exp(s - max)", a, tr->e + o, nk, NULL);
	if (st->sinks)
		scalar(t, "exp(sink-max)", a, tr->esink[h], NULL);
	scalar(t, "sum", a, tr->sum[h], NULL);
	line(t, "e / sum", st->kn.t, tr->w + o, nk, NULL);
}

/* Flash: head H's blocks. */
static void blocks(struct text *t, const struct stage *st,
		   const struct ktrace *tr, size_t h)
{
	const struct dtype *a = st->kn.a;
	size_t nk = st->nk, dv = st->dv, b, j0, j1, o = h * nk;
	const double *f;
	char s[96];

	for (b = 0; b < tr->nblocks; b++) {
		f = tr->blocks + (h * tr->nblocks + b) * (4 + dv);
		j0 = b * st->kn.block;
		j1 = j0 + st->kn.block < nk ? j0 + st->kn.block : nk;
		snprintf(s, sizeof s, "keys %zu to %zu%s", j0, j1 - 1,
			 isnan(f[0]) ? ": every key masked, nothing changes" :
			 "");
		snprintf(s + 64, 32, "block %zu", b);
		line(t, s + 64, NULL, NULL, 0, s);
		if (isnan(f[0]))
			continue;
		scalar(t, "  max m'", a, f[0], NULL);
		line(t, "  p", a, tr->e + o + j0, j1 - j0, "exp(s - m')");
		line(t, "  p", st->kn.t, tr->w + o + j0, j1 - j0, NULL);
		scalar(t, "  r", a, f[1], "exp(m - m')");
		scalar(t, "  sum p", a, f[2], NULL);
		scalar(t, "  l", a, f[3], "r l + sum p");
		line(t, "  acc", a, f + 4, dv, "r acc + p V");
	}
	if (tr->max[h] == -INFINITY)
		line(t, "weights", st->kn.t, tr->w + o, nk, "every key masked: "
		     "as --masked-rows says");
}

void sw_kernel(void *ctx, const struct row *r, struct text *t)
{
	const struct stage *st = ctx;
	const struct dtype *a = st->kn.a, *T = st->kn.t;
	bool math = st->kn.recipe == KERNEL_MATH;
	size_t nk = st->nk, h, o;
	struct ktrace tr;

	kernel_trace(st, r, &tr);
	sw_row(t, r->i, r->where, r->line,
	       st->steps & DO_SCORES ? r->in : NULL,
	       st->steps & DO_SCORES ? r->n : 0);
	kernel_line(t, st);
	for (h = 0; h < st->hd.h; h++) {
		o = h * nk;
		sw_head(t, h, st->hd.h, st->steps == DO_WEIGHTS ? SIZE_MAX :
			heads_kv(&st->hd, h));
		if (st->steps & DO_SCORES) {
			if (math)
				line(t, "q~ = c q", T, tr.q + h * st->dk, st->dk,
				     NULL);
			line(t, math ? "q~.k" : "q.k", a, tr.dot + o, nk, NULL);
			line(t, math ? "scores" : "c q.k", math ? T : a, tr.s + o,
			     nk, NULL);
		}
		if (st->steps == DO_SCORES) {
			if (r->bias || st->m.alibi)
				transforms(t, st, r, &tr, o);
			continue;
		}
		if (st->steps & DO_WEIGHTS) {
			transforms(t, st, r, &tr, o);
			if (math)
				softmax(t, st, &tr, h);
			else
				blocks(t, st, &tr, h);
			if (st->lse)
				scalar(t, "lse", a, tr.lse[h], tr.lse[h] ==
				       -INFINITY ? "no key seen" : st->kn.quant &&
				       !math && st->kn.pdt->prec < 8 ?
				       "max + ln(l / 256)" : math ? "max + ln(sum)" :
				       "max + ln(l)");
		}
		if (st->steps & DO_APPLY) {
			line(t, math ? "P V" : "acc / l", a, tr.oa + h * st->dv,
			     st->dv, NULL);
			line(t, "output", T, tr.o + h * st->dv, st->dv, NULL);
		}
	}
}
