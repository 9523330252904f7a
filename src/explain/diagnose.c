/* diagnose.c - why an answer is wrong: the mistakes of the catalogue
 * (mistakes.c) tried one by one, then in pairs that bend different
 * parameters of the recipe (within a step too), each
 * held against the answer as its digits are read (digits.h), a kernel's
 * mistake by its verdict's rule (verdict.h).  A mistake is named only
 * when every cell of what it gives reads as the answer's and the right
 * answer does not; a pair only when no single mistake is; and every one
 * that reads as the answer is named. */
#include "explain/diagnose.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/compare.h"
#include "explain/mistakes.h"
#include "explain/recipe.h"
#include "explain/step.h"
#include "explain/verdict.h"

/* Row I of a candidate, N numbers, against the answer's (of its shape):
 * a row_test, so that a candidate stops at its first row that cannot be
 * the answer's, which is most often its first. */
static bool row_reads(void *ctx, const double *row, size_t i, size_t n)
{
	return reads_row(ctx, row, i, n);
}

static bool cell_reads(void *ctx, double x, size_t at)
{
	return reads_as(ctx, at, x);
}

/* Whether C is the expected matrix E, within the tolerance. */
static bool is_expected(const struct judge *j, const struct matrix *c,
			const struct matrix *E)
{
	size_t i;
	double diff;

	if (!same_shape(E, c))
		return false;
	for (i = 0; i < c->rows * c->cols; i++)
		if (!close_to(c->v[i], E->v[i], j->atol, j->rtol, &diff))
			return false;
	return true;
}

/* The --atol that accepts the answer against E: the largest excess over
 * the relative tolerance, rounded up to one significant digit. */
static void atol_text(const struct judge *j, const struct matrix *E,
		      char *buf, size_t n)
{
	double need = 0, d;
	size_t i;
	int k, m;

	for (i = 0; i < E->rows * E->cols; i++) {
		double a = j->a->v[i], b = E->v[i];

		if (isfinite(a) && isfinite(b) &&
		    fabs(a - b) - j->rtol * fabs(b) > need)
			need = fabs(a - b) - j->rtol * fabs(b);
	}
	k = (int)floor(log10(need));
	m = (int)ceil(need / pow(10, k) - 1e-9);
	for (;; m++) {
		if (m >= 10)
			m /= 10, k++;
		if (k >= 0 && k < 6)
			snprintf(buf, n, "%.0f", m * pow(10, k));
		else
			snprintf(buf, n, "%de%d", m, k);
		d = strtod(buf, NULL);
		for (i = 0; i < E->rows * E->cols; i++) {
			double a = j->a->v[i], b = E->v[i];

			if (isfinite(a) && isfinite(b) &&
			    !(fabs(a - b) <= d + j->rtol * fabs(b)))
				break;
		}
		if (i == E->rows * E->cols)
			return;
	}
}

/* Whether a mistake of STEP can be made on the way to P's stage: the
 * attention's steps up to the stage (apply's alone: the output); for
 * grad, the forward pass's scores and softmax and the backward step; for
 * norm's backward pass, the norm and its backward step; project, rope,
 * merge and norm alone; a kernel's recipe with a kernel's answer. */
static bool step_applies(enum step step, const struct problem *p)
{
	if (step == STEP_ANY)
		return true;
	if (step == STEP_KERNEL)
		return p->kv && p->kv->kn;
	if (p->a)
		return step == STEP_OUTPUT;
	if (p->of == STEP_GRAD)
		return step == STEP_SCORES || step == STEP_SOFTMAX ||
		       step == STEP_GRAD;
	if (p->of == STEP_NORM_GRAD)
		return step == STEP_NORM || step == STEP_NORM_GRAD;
	if (p->of > STEP_GRAD)
		return step == p->of;
	return step <= p->of;
}

/* R, the right recipe with A's variant VA made in it, then B's VB when
 * B is not NULL; false when either variant does not exist. */
static bool make(const struct problem *p, const struct mistake *a, int va,
		 const struct mistake *b, int vb, struct recipe *r)
{
	recipe_right(p, r);
	return a->fn(p, va, r) && (!b || b->fn(p, vb, r));
}

/* Whether the candidate of R, a kernel mistake, reads as J's answer by
 * the rule of P's verdict: its exact values by the plain loop, its
 * values in T by the recipe bent (the verdict's run). */
static bool kernel_reads(const struct problem *p, const struct judge *j,
			 const struct recipe *r)
{
	const struct verdict *v = p->kv;
	struct kernel kn = *v->kn;
	struct matrix x = recipe_run(p, r), c;
	double bound;
	size_t i;
	bool hit;

	if (!same_shape(j->a, &x)) {
		free(x.v);
		return false;
	}
	kn.bend = r->kernel;
	kn.quiet = true;
	c = v->run(v->ctx, &kn);
	/* a kernel whose values are the right one's is no other kernel */
	hit = same_shape(&c, v->ref) && largest_difference(&c, v->ref, NULL) != 0;
	bound = v->factor * largest_difference(&c, &x, NULL) +
		ulp_at(largest_magnitude(&x), v->t) / 2;
	for (i = 0; hit && i < x.rows * x.cols; i++)
		hit = verdict_cell(v, bound, j->a->v[i], v->rule == VR_FACTOR ?
				   x.v[i] : c.v[i]);
	free(x.v);
	free(c.v);
	return hit;
}

/* Whether R's matrix is wrong and reproduces the answer. */
static bool hits(const struct problem *p, const struct judge *j,
		 const struct matrix *E, const struct recipe *r)
{
	struct matrix c = { NULL, 0, 0, NULL };
	struct row_test t = { row_reads, (void *)j, cell_reads };
	bool hit;

	if (p->kv && memcmp(&r->kernel, &(struct kernel_bend){ 0 },
			    sizeof r->kernel) != 0)
		return kernel_reads(p, j, r);
	/* a matrix of another shape is not worth computing, nor the rest of
	 * one whose row has failed */
	recipe_shape(p, r, &c.rows, &c.cols);
	if (!same_shape(j->a, &c))
		return false;
	c = recipe_try(p, r, &t);
	if (!c.v)
		return false;
	hit = !is_expected(j, &c, E) && reads_all(j, &c);
	free(c.v);
	return hit;
}

/* The first variant of A that reproduces the answer, or -1. */
static int single(const struct problem *p, const struct judge *j,
		  const struct matrix *E, const struct mistake *a)
{
	struct recipe r;
	int v;

	for (v = 0; make(p, a, v, NULL, 0, &r); v++)
		if (hits(p, j, E, &r))
			return v;
	return -1;
}

/* Whether A and B can be a pair for P: different parameters, steps that
 * apply; a kernel's mistakes one at a time. */
static bool pairs(const struct problem *p, const struct mistake *a,
		  const struct mistake *b)
{
	return a->param != b->param && strcmp(a->id, b->id) != 0 &&
	       a->step != STEP_KERNEL && b->step != STEP_KERNEL &&
	       step_applies(b->step, p);
}

/* Each later mistake B (from IA + 1 on) that makes a pair with A, the
 * IA-th, that reproduces the answer: in VB[B], the first variant of B
 * after the first of A, in VA[B], that does (-1: none).  A's variant
 * outside: its scores and weights are then the same for every B that
 * leaves them, computed once. */
static void pairs_of(const struct problem *p, const struct judge *j,
		     const struct matrix *E, size_t ia, int *va, int *vb)
{
	const struct mistake *a = mistake_at(ia), *b;
	size_t ib, n = mistakes_count();
	struct recipe r;
	int v, w;

	for (ib = ia + 1; ib < n; ib++)
		va[ib] = vb[ib] = -1;
	for (v = 0; make(p, a, v, NULL, 0, &r); v++)
		for (ib = ia + 1; ib < n; ib++) {
			b = mistake_at(ib);
			if (vb[ib] >= 0 || !pairs(p, a, b))
				continue;
			for (w = 0; make(p, a, v, b, w, &r); w++)
				if (hits(p, j, E, &r)) {
					va[ib] = v, vb[ib] = w;
					break;
				}
		}
}

/* F with one more finding: ID, and WORDS (or the words of two mistakes,
 * WORDS; then AND), DIFFERENT when it is no mistake, unless one of that ID
 * is there already. */
static void found(struct findings *f, const char *id, const char *words,
		  const char *and, bool different)
{
	size_t k;

	for (k = 0; k < f->n; k++)
		if (strcmp(f->f[k].id, id) == 0)
			return;
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 4;
		f->f = xrearray(f->f, f->cap, sizeof *f->f);
	}
	snprintf(f->f[f->n].id, sizeof f->f[f->n].id, "%s", id);
	snprintf(f->f[f->n].words, sizeof f->f[f->n].words, "%s%s%s", words,
		 and ? "; then " : "", and ? and : "");
	f->f[f->n].pair = and != NULL;
	f->f[f->n].different = different;
	f->n++;
}

void diagnose(const struct problem *p, const struct judge *j,
	      const struct matrix *E, struct findings *f)
{
	char text[2][512], id[96];
	const struct mistake *a, *b;
	size_t ia, ib, n = mistakes_count();
	int v, *va, *vb;
	bool singles;

	f->n = 0;
	/* rounding: every cell of the right answer reads as the answer's
	 * (a kernel's verdict has said it is not) */
	if (!j->cell && reads_all(j, E)) {
		atol_text(j, E, id, sizeof id);
		if (j->need >= 0)
			snprintf(text[0], sizeof text[0], "right to the digits "
				 "written, but a cell has fewer than %d "
				 "decimal%s", j->need, j->need == 1 ? "" : "s");
		else
			snprintf(text[0], sizeof text[0], "right to the digits "
				 "written; --atol %s accepts it", id);
		found(f, "rounding", text[0], NULL, false);
		f->rounding = true;
		return;
	}
	/* every mistake that reproduces the answer is named, even when two
	 * give the same matrix on these inputs (and once, when its ID is a
	 * mistake of two steps) */
	for (ia = 0; ia < n; ia++) {
		a = mistake_at(ia);
		if (!step_applies(a->step, p) ||
		    (v = single(p, j, E, a)) < 0)
			continue;
		a->describe(p, v, text[0], sizeof text[0]);
		found(f, a->id, text[0], NULL, mistake_different(a));
	}
	/* and when none does alone, every pair of different parameters
	 * that does; but an answer of bare 0s and 1s says too little for
	 * the thousands of pairs (one of them makes any one-hot) */
	singles = f->n > 0 || j->exact;
	va = xarray(n + 1, sizeof *va);
	vb = xarray(n + 1, sizeof *vb);
	for (ia = 0; !singles && ia < n; ia++) {
		a = mistake_at(ia);
		if (!step_applies(a->step, p))
			continue;
		pairs_of(p, j, E, ia, va, vb);
		for (ib = ia + 1; ib < n; ib++) {
			if (vb[ib] < 0)
				continue;
			b = mistake_at(ib);
			a->describe(p, va[ib], text[0], sizeof text[0]);
			b->describe(p, vb[ib], text[1], sizeof text[1]);
			snprintf(id, sizeof id, "%s + %s", a->id, b->id);
			found(f, id, text[0], text[1], false);
		}
	}
	free(va);
	free(vb);
}
