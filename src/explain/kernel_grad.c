/* kernel_grad.c - the mistakes of a kernel's backward pass (check --of
 * grad --dtype T --recipe flash): FlashAttention-2's backward bent one
 * way each (attn/kernel_recipe.h's struct kernel_bend, read by
 * attn/kernel_grad.c), where its bugs cluster: P recomputed from the wrong
 * log-sum-exp, an accumulator overwritten instead of added to, a short
 * last block left out.  Each candidate is computed twice, as every kernel
 * mistake's (explain/kernel.c): exactly, by the backward step's plain loop
 * bent the same way (grad.c reads the same fields), and in T by the
 * recipe bent (the verdict's run).  Two of the catalogue's own, D left
 * out and the scale forgotten, are here too, so that a kernel that makes
 * them is read by its own rounding, not the right recipe's. */
#include <stdio.h>

#include "explain/step.h"
#include "explain/verdict.h"

/* The flash recipe of a backward pass, where the answer is one. */
static const struct kernel *flash_of(const struct problem *p)
{
	const struct kernel *kn = p->kv ? p->kv->kn : NULL;

	return kn && kn->recipe == KERNEL_FLASH && p->of == STEP_GRAD ? kn : NULL;
}

/* The gradient's name: dQ, dK or dV. */
static const char *name(const struct problem *p)
{
	return p->wrt == WRT_Q ? "dQ" : p->wrt == WRT_K ? "dK" : "dV";
}

/* The flash recipe with more than one block of N (rows: of the rows dK
 * and dV sum, else of the keys dQ does), the last one short when SHORT;
 * their block size, or 0. */
static size_t blocks(const struct problem *p, bool rows, bool shorter)
{
	const struct kernel *kn = flash_of(p);
	size_t n = rows ? p->q->rows : n_keys(p);

	if (!kn || (rows ? p->wrt == WRT_Q : p->wrt != WRT_Q) ||
	    n <= kn->block || (shorter && n % kn->block == 0))
		return 0;
	return kn->block;
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

static bool lse_prev(const struct problem *p, int v, struct recipe *r)
{
	return bend(flash_of(p) && p->q->rows > 1, v, &r->kernel.lse_prev);
}

static void lse_prev_text(const struct problem *p, int v, char *buf,
			  size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "P was recomputed from the LSE of the row before, "
		 "exp(s - LSE[i-1]), not from its own row's (row 0 from its "
		 "own)");
}

static bool p_from_max(const struct problem *p, int v, struct recipe *r)
{
	return bend(flash_of(p) != NULL, v, &r->kernel.p_from_max);
}

static void p_from_max_text(const struct problem *p, int v, char *buf,
			    size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "P was recomputed as exp(s - m): the row's max m was "
		 "kept for the LSE, not m + ln l");
}

static bool dq_overwritten(const struct problem *p, int v, struct recipe *r)
{
	return bend(blocks(p, false, false), v, &r->kernel.dq_overwritten);
}

static void dq_overwritten_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	size_t nk = n_keys(p), b = blocks(p, false, false);

	(void)v;
	snprintf(buf, n, "dQ's accumulator was overwritten by each key block's "
		 "sum, not added to: the last block's alone, keys %zu to %zu "
		 "(blocks of %zu)", (nk - 1) / b * b, nk - 1, b);
}

static bool dq_last_dropped(const struct problem *p, int v,
			    struct recipe *r)
{
	return bend(blocks(p, false, true), v, &r->kernel.dq_last_dropped);
}

static void dq_last_dropped_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	size_t nk = n_keys(p), b = blocks(p, false, true);

	(void)v;
	snprintf(buf, n, "the last key block, keys %zu to %zu (%zu of the %zu), "
		 "was left out of dQ", nk - nk % b, nk - 1, nk % b, nk);
}

static bool dkv_overwritten(const struct problem *p, int v,
			    struct recipe *r)
{
	return bend(blocks(p, true, false), v, &r->kernel.dkv_overwritten);
}

static void dkv_overwritten_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	size_t b = blocks(p, true, false);

	(void)v;
	snprintf(buf, n, "%s's accumulator was overwritten by each row block's "
		 "sum, not added to: the first block's alone, rows 0 to %zu (the "
		 "blocks walked from the last)", name(p), b - 1);
}

static bool dkv_last_dropped(const struct problem *p, int v,
			     struct recipe *r)
{
	return bend(blocks(p, true, true), v, &r->kernel.dkv_last_dropped);
}

static void dkv_last_dropped_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	size_t nq = p->q->rows, b = blocks(p, true, true);

	(void)v;
	snprintf(buf, n, "the last row block, rows %zu to %zu (%zu of the %zu), "
		 "was left out of %s", nq - nq % b, nq - 1, nq % b, nq, name(p));
}

/* dS and what comes from it: dQ and dK. */
static bool through_ds(const struct problem *p)
{
	return flash_of(p) && (p->wrt == WRT_Q || p->wrt == WRT_K);
}

/* The catalogue's no-rowsum, made by a kernel: judged by its own bent
 * recipe's rounding. */
static bool no_d(const struct problem *p, int v, struct recipe *r)
{
	if (!bend(through_ds(p), v, &r->kernel.no_d))
		return false;
	r->backward = BW_NO_ROWSUM;
	return true;
}

static void no_d_text(const struct problem *p, int v, char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dS = P * dP: D = rowsum(dO * O) was left out of the "
		 "softmax's backward");
}

/* The catalogue's grad-no-scale, made by a kernel. */
static bool no_c(const struct problem *p, int v, struct recipe *r)
{
	if (r->scale == 1 || r->scale == -1 || r->scale == 0 ||
	    !bend(through_ds(p), v, &r->kernel.no_c))
		return false;
	r->grad_scale = 0;
	return true;
}

static void no_c_text(const struct problem *p, int v, char *buf, size_t n)
{
	char a[32];

	(void)v;
	snprintf(buf, n, "%s was acc, without the scale c = %s at the end",
		 name(p), num(a, right_scale(p)));
}

static const struct mistake table[] = {
	{ "bwd-lse-prev-row", STEP_KERNEL, PARAM(kernel),
	  lse_prev_text, lse_prev },
	{ "bwd-lse-as-max", STEP_KERNEL, PARAM(kernel),
	  p_from_max_text, p_from_max },
	{ "bwd-dq-overwritten", STEP_KERNEL, PARAM(kernel),
	  dq_overwritten_text, dq_overwritten },
	{ "bwd-dq-last-block-dropped", STEP_KERNEL, PARAM(kernel),
	  dq_last_dropped_text, dq_last_dropped },
	{ "bwd-dkv-overwritten", STEP_KERNEL, PARAM(kernel),
	  dkv_overwritten_text, dkv_overwritten },
	{ "bwd-dkv-last-block-dropped", STEP_KERNEL, PARAM(kernel),
	  dkv_last_dropped_text, dkv_last_dropped },
	/* the catalogue's own, in a kernel's rounding: named once */
	{ "no-rowsum", STEP_KERNEL, PARAM(kernel),
	  no_d_text, no_d },
	{ "grad-no-scale", STEP_KERNEL, PARAM(kernel),
	  no_c_text, no_c },
};
const struct mistakes kernel_grad_mistakes = { table,
					       sizeof table / sizeof *table };
