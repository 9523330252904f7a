/* kernel.c - the kernel step: a kernel's recipe on the way to its answer
 * (check --of STAGE --dtype T), and the mistakes that bend it.
 *
 * Each mistake bends the recipe one way (attn/kernel_recipe.h's struct
 * kernel_bend), and its candidate is computed twice: exactly, by the
 * plain loop here (the flash recipe's blocks in double, no rounding) or,
 * for the scale twice, by the scores' loop with c^2; and in T, by the
 * stage's own recipe run with the bend (the verdict's run).  diagnose.c
 * reads the answer as the candidate by the verdict's rule against those
 * (verdict.h): the factor rule against its exact answer, with its own
 * reference's difference; --ulps and --profile against its values of
 * T. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"
#include "explain/verdict.h"

/* --- the loop --------------------------------------------------------- */

bool flash_bent(const struct recipe *r)
{
	const struct kernel_bend *b = &r->kernel;

	return b->no_rescale || b->sum_not_rescaled || b->stale_max ||
	       b->last_dropped || b->no_division;
}

/* The blocks the flash recipe walks over N_K keys, as R bends it. */
static size_t blocks_walked(const struct recipe *r, size_t nk, size_t block)
{
	size_t nb = (nk + block - 1) / block;

	return r->kernel.last_dropped && nb > 1 && nk % block ? nb - 1 : nb;
}

/* Row I, head HH of the flash recipe in double, bent as R says, from the
 * scores S, into Y (d_v numbers): false when no key was seen. */
static bool flash_row(const struct problem *p, const struct recipe *r,
		      const struct scores *s, size_t i, size_t hh, double *y,
		      double *pv)
{
	const struct matrix *V = p->v;
	size_t nk = s->nk, dv = V->cols / r->g, block = p->kv->kn->block;
	size_t nb = blocks_walked(r, nk, block), b, j, c;
	struct cut vc = cut(r, kv_of(r, hh), r->g, dv);
	const double *x = s->raw + i * s->width + hh * nk;
	const unsigned char *ok = s->allow + i * s->width + hh * nk;
	bool sink = r->sinks && p->sinks;
	double m = sink ? p->sinks[hh] : -INFINITY, l = sink ? 1 : 0;
	double mb, m2, base, rr, sum, e;

	for (c = 0; c < dv; c++)
		y[c] = 0;
	for (b = 0; b < nb; b++) {
		size_t j0 = b * block, j1 = j0 + block < nk ? j0 + block : nk;

		for (mb = -INFINITY, j = j0; j < j1; j++)
			if (ok[j] && x[j] > mb)
				mb = x[j];
		if (mb == -INFINITY)
			continue;
		m2 = mb > m ? mb : m;
		base = r->kernel.stale_max && m != -INFINITY ? m : m2;
		rr = m == -INFINITY ? 0 : exp(m - m2);
		for (c = 0; c < dv; c++)
			pv[c] = 0;
		for (sum = 0, j = j0; j < j1; j++) {
			if (!ok[j])
				continue;
			sum += e = exp(x[j] - base);
			for (c = 0; c < dv; c++)
				pv[c] += e * V->v[j * V->cols + vc.off +
						  c * vc.step];
		}
		l = (r->kernel.sum_not_rescaled ? l : rr * l) + sum;
		for (c = 0; c < dv; c++)
			y[c] = (r->kernel.no_rescale ? y[c] : rr * y[c]) + pv[c];
		m = m2;
	}
	if (m == -INFINITY)
		return false;
	for (c = 0; !r->kernel.no_division && c < dv; c++)
		y[c] /= l;
	return true;
}

struct matrix step_flash(const struct problem *p, const struct recipe *r,
			 const struct scores *s, const struct row_test *t)
{
	size_t nk = s->nk, dv = p->v->cols / r->g, i, hh, c, j;
	struct matrix o = { NULL, s->nq, r->h * dv, NULL };
	double *pv = xarray(dv + 1, sizeof *pv), *y;
	struct cut vc;

	o.v = xcalloc(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < o.rows; i++) {
		for (hh = 0; hh < r->h; hh++) {
			y = o.v + i * o.cols + hh * dv;
			if (flash_row(p, r, s, i, hh, y, pv))
				continue;
			/* every key masked: --masked-rows (an error there is
			 * the recipe's, which the right one did not meet) */
			vc = cut(r, kv_of(r, hh), r->g, dv);
			for (c = 0; c < dv; c++) {
				y[c] = r->fill == ROWS_ZERO ? 0 : NAN;
				for (j = 0; r->fill == ROWS_UNIFORM && j < nk; j++)
					y[c] += p->v->v[j * p->v->cols + vc.off +
							c * vc.step] / (double)nk;
			}
		}
		if (row_fails(t, &o, i)) {
			free(pv);
			return stopped(&o);
		}
	}
	free(pv);
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

/* The flash recipe's settings, where the answer is one (attend). */
static const struct kernel *flash_of(const struct problem *p)
{
	const struct kernel *kn = p->kv ? p->kv->kn : NULL;

	return kn && kn->recipe == KERNEL_FLASH && p->of == STEP_OUTPUT &&
	       !p->a ? kn : NULL;
}

/* The flash recipe, where a block can raise the max. */
static const struct kernel *blocks_of(const struct problem *p)
{
	const struct kernel *kn = flash_of(p);

	return kn && n_keys(p) > kn->block ? kn : NULL;
}

/* The bend FIELD set, where the mistake makes sense (OK) and V is its one
 * variant. */
static bool bend(bool ok, int v, bool *field)
{
	if (v || !ok)
		return false;
	*field = true;
	return true;
}

static bool no_rescale(const struct problem *p, int v, struct recipe *r)
{
	return bend(blocks_of(p), v, &r->kernel.no_rescale);
}

static void no_rescale_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)v;
	snprintf(buf, n, "acc was not multiplied by r = exp(m - m') when a "
		 "block raised the max m: each block's P V added as it came "
		 "(blocks of %zu keys)", flash_of(p)->block);
}

static bool sum_not_rescaled(const struct problem *p, int v,
			     struct recipe *r)
{
	return bend(blocks_of(p), v, &r->kernel.sum_not_rescaled);
}

static void sum_not_rescaled_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	(void)v;
	snprintf(buf, n, "l was not multiplied by r = exp(m - m') when a block "
		 "raised the max m: l + sum p, not r l + sum p (blocks of %zu "
		 "keys)", flash_of(p)->block);
}

static bool stale_max(const struct problem *p, int v, struct recipe *r)
{
	return bend(blocks_of(p), v, &r->kernel.stale_max);
}

static void stale_max_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)v;
	snprintf(buf, n, "p = exp(s - m) with the max m of the blocks before, "
		 "not the new max m' (the first block with its own; blocks of "
		 "%zu keys)", flash_of(p)->block);
}

static bool last_dropped(const struct problem *p, int v, struct recipe *r)
{
	const struct kernel *kn = blocks_of(p);

	return bend(kn && n_keys(p) % kn->block, v, &r->kernel.last_dropped);
}

static void last_dropped_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	size_t nk = n_keys(p), b = flash_of(p)->block;

	(void)v;
	snprintf(buf, n, "the last block, keys %zu to %zu (%zu of the %zu), was "
		 "left out", nk - nk % b, nk - 1, nk % b, nk);
}

static bool no_division(const struct problem *p, int v, struct recipe *r)
{
	return bend(flash_of(p), v, &r->kernel.no_division);
}

static void no_division_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the output is acc, not acc / l: the division by the "
		 "sum at the end left out");
}

static bool p_in_a(const struct problem *p, int v, struct recipe *r)
{
	const struct kernel *kn = flash_of(p);

	/* P in A must still be a value of 24 bits or fewer, as the
	 * kernel's products of P and V take it */
	return bend(kn && kn->a != kn->t && kn->a->prec <= 24, v,
		    &r->kernel.p_in_a);
}

static void p_in_a_text(const struct problem *p, int v, char *buf, size_t n)
{
	const struct kernel *kn = flash_of(p);

	(void)v;
	snprintf(buf, n, "the flash recipe with P kept in %s (the accumulators) "
		 "for P V, not cast to %s: a different kernel, not a wrong one",
		 kn->a->name, kn->t->name);
}

static bool scale_twice(const struct problem *p, int v, struct recipe *r)
{
	/* the forward pass's: a backward's scale is its own step */
	if (v || !p->kv || !p->kv->kn || p->a || p->of == STEP_GRAD ||
	    r->scale == 1)
		return false;
	r->scale *= r->scale;
	r->kernel.scale_twice = true;
	return true;
}

static void scale_twice_text(const struct problem *p, int v, char *buf,
			     size_t n)
{
	char a[32], b[32];
	double c = right_scale(p);

	(void)v;
	snprintf(buf, n, "the scale c = %s was applied twice: the dot products "
		 "times c^2 = %s", num(a, c), num(b, c * c));
}

static const struct mistake table[] = {
	{ "flash-no-rescale", STEP_KERNEL, PARAM(kernel), no_rescale_text, no_rescale },
	{ "flash-sum-not-rescaled", STEP_KERNEL, PARAM(kernel), sum_not_rescaled_text,
	  sum_not_rescaled },
	{ "flash-stale-max", STEP_KERNEL, PARAM(kernel), stale_max_text, stale_max },
	{ "flash-last-block-dropped", STEP_KERNEL, PARAM(kernel), last_dropped_text,
	  last_dropped },
	{ "flash-no-final-division", STEP_KERNEL, PARAM(kernel), no_division_text, no_division },
	{ "p-not-cast", STEP_KERNEL, PARAM(kernel), p_in_a_text, p_in_a },
	{ "scale-twice", STEP_KERNEL, PARAM(kernel), scale_twice_text, scale_twice },
};
const struct mistakes kernel_mistakes = { table,
					  sizeof table / sizeof *table };

bool mistake_different(const struct mistake *m)
{
	return m->fn == p_in_a;
}
