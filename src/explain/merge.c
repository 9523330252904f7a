/* merge.c - the merge step: the parts' outputs over disjoint keys, each
 * head rescaled by e^(L_p - L) with L = ln sum_p e^L_p (the sinks parts
 * of output 0), in double; and the mistakes that bend it. */
#include <math.h>
#include <stdio.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* A head's output width in the parts: each row is h blocks of it, then h
 * LSEs. */
static size_t merge_dv(const struct problem *p)
{
	return p->parts[0].cols / p->h - 1;
}

void step_merge_shape(const struct problem *p, size_t *rows, size_t *cols)
{
	*rows = p->parts[0].rows;
	*cols = p->h * merge_dv(p) + (p->lse ? p->h : 0);
}

/* Part Q's LSE of row I, head HH, as R reads it: as written, or (base 2
 * read as natural) in base 2, L_p log2(e), as a Triton kernel keeps it. */
static double part_lse(const struct problem *p, const struct recipe *r,
		       size_t q, size_t i, size_t hh)
{
	size_t W = p->parts[0].cols, dv = merge_dv(p);
	double L = p->parts[q].v[i * W + p->h * dv + hh];

	return r->merge == MERGE_BASE2_AS_E ? L / log(2) : L;
}

/* The merged LSE of row I, head HH, as R takes it: RIGHT, ln sum_p e^L_p
 * (or its slip's), or the parts' largest, sum or mean. */
static double merged_lse(const struct problem *p, const struct recipe *r,
			 size_t i, size_t hh, double right)
{
	double L = r->merge_lse == LSE_MAX ? -INFINITY : 0, x;
	size_t q;

	if (r->merge_lse == LSE_RIGHT)
		return right;
	for (q = 0; q < p->np; q++) {
		x = part_lse(p, r, q, i, hh);
		L = r->merge_lse == LSE_MAX ? fmax(L, x) : L + x;
	}
	return r->merge_lse == LSE_MEAN ? L / (double)p->np : L;
}

struct matrix step_merge(const struct problem *p, const struct recipe *r)
{
	size_t h = p->h, dv = merge_dv(p), W = p->parts[0].cols, i, hh, q, c;
	struct matrix o = { NULL, 0, 0, NULL };
	/* L in base 2 for lse-base2: log2 sum 2^L_p, and 2^(L_p - L) */
	double b = r->merge == MERGE_BASE2 ? log(2) : 1;

	step_merge_shape(p, &o.rows, &o.cols);
	o.v = xcalloc(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	for (i = 0; i < o.rows; i++)
		for (hh = 0; hh < h; hh++) {
			double max = p->sinks ? p->sinks[hh] : -INFINITY, sum, L;
			double *out = o.v + i * o.cols + hh * dv;

			for (q = 0; q < p->np; q++)
				if (part_lse(p, r, q, i, hh) > max)
					max = part_lse(p, r, q, i, hh);
			sum = p->sinks && max != -INFINITY ?
			      exp(b * (p->sinks[hh] - max)) : 0;
			for (q = 0; q < p->np; q++) {
				double Lq = part_lse(p, r, q, i, hh);

				sum += Lq == -INFINITY ? 0 : exp(b * (Lq - max));
			}
			L = max == -INFINITY ? -INFINITY : max + log(sum) / b;
			L = merged_lse(p, r, i, hh, L);
			for (q = 0; q < p->np; q++) {
				const double *row = p->parts[q].v + i * W;
				double Lq = part_lse(p, r, q, i, hh), f;

				switch (r->merge) {
				case MERGE_AVERAGE:
					f = 1.0 / (double)p->np;
					break;
				case MERGE_SUM:
					f = 1;
					break;
				case MERGE_NO_RESCALE:
					f = Lq == -INFINITY ? 0 : exp(Lq);
					break;
				default:
					f = Lq == -INFINITY ? 0 :
					    exp(b * (Lq - L));
				}
				for (c = 0; f != 0 && c < dv; c++)
					out[c] += f * row[hh * dv + c];
			}
			if (p->lse)
				o.v[i * o.cols + h * dv + hh] = L;
		}
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

static bool merge_as(const struct problem *p, int v, struct recipe *r,
		     enum merge_mode how)
{
	(void)p;
	if (v)
		return false;
	r->merge = how;
	return true;
}

static bool merge_average(const struct problem *p, int v, struct recipe *r)
{
	return merge_as(p, v, r, MERGE_AVERAGE);
}

static void merge_average_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "the %zu parts' outputs were averaged, not weighted by "
		 "e^(L_p - L)", p->np);
}

static bool merge_sum(const struct problem *p, int v, struct recipe *r)
{
	return merge_as(p, v, r, MERGE_SUM);
}

static void merge_sum_text(const struct problem *p, int v, char *buf,
			   size_t n)
{
	(void)v;
	snprintf(buf, n, "the %zu parts' outputs were added up, not weighted by "
		 "e^(L_p - L)", p->np);
}

static bool merge_no_rescale(const struct problem *p, int v,
			     struct recipe *r)
{
	return merge_as(p, v, r, MERGE_NO_RESCALE);
}

static void merge_no_rescale_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "each part's output was weighted by e^L_p, not "
		 "rescaled by e^(L_p - L) with L the merged log-sum-exp");
}

/* Variant 0: the natural LSEs read as base 2; 1: in base 2, as a Triton
 * kernel keeps them, and read as natural. */
static bool merge_lse_base2(const struct problem *p, int v,
			    struct recipe *r)
{
	return v < 2 && merge_as(p, 0, r, v ? MERGE_BASE2_AS_E : MERGE_BASE2);
}

static void merge_lse_base2_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p;
	if (v)
		snprintf(buf, n, "the LSEs were in base 2, M_p = L_p log2(e) as "
			 "Triton's kernels keep them, and merged as natural: M "
			 "= ln sum_p e^M_p and the weights e^(M_p - M)");
	else
		snprintf(buf, n, "the LSEs were taken as base 2: L = log2 sum_p "
			 "2^L_p and the weights 2^(L_p - L), not ln and e");
}

static bool merge_lse_as(const struct problem *p, int v, struct recipe *r,
			 enum merge_lse how)
{
	(void)p;
	if (v)
		return false;
	r->merge_lse = how;
	return true;
}

static bool merge_lse_max(const struct problem *p, int v, struct recipe *r)
{
	return merge_lse_as(p, v, r, LSE_MAX);
}

static bool merge_lse_sum(const struct problem *p, int v, struct recipe *r)
{
	return merge_lse_as(p, v, r, LSE_SUM);
}

static bool merge_lse_mean(const struct problem *p, int v, struct recipe *r)
{
	return merge_lse_as(p, v, r, LSE_MEAN);
}

/* "the parts' largest L_p" ...: the merged LSE taken as HOW. */
static void merge_lse_text(const char *how, char *buf, size_t n)
{
	snprintf(buf, n, "the merged LSE L was taken as %s, not ln sum_p "
		 "e^L_p, and each part weighted by e^(L_p - L) with it", how);
}

static void merge_lse_max_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	merge_lse_text("the parts' largest L_p", buf, n);
}

static void merge_lse_sum_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)p, (void)v;
	merge_lse_text("the sum of the parts' L_p", buf, n);
}

static void merge_lse_mean_text(const struct problem *p, int v, char *buf,
				size_t n)
{
	(void)p, (void)v;
	merge_lse_text("the mean of the parts' L_p", buf, n);
}

static const struct mistake table[] = {
	{ "merge-average", STEP_MERGE, PARAM(merge), merge_average_text, merge_average },
	{ "merge-sum", STEP_MERGE, PARAM(merge), merge_sum_text, merge_sum },
	{ "merge-no-rescale", STEP_MERGE, PARAM(merge), merge_no_rescale_text,
	  merge_no_rescale },
	{ "merge-lse-base2", STEP_MERGE, PARAM(merge), merge_lse_base2_text,
	  merge_lse_base2 },
	{ "merge-lse-max", STEP_MERGE, PARAM(merge_lse), merge_lse_max_text,
	  merge_lse_max },
	{ "merge-lse-sum", STEP_MERGE, PARAM(merge_lse), merge_lse_sum_text,
	  merge_lse_sum },
	{ "merge-lse-mean", STEP_MERGE, PARAM(merge_lse), merge_lse_mean_text,
	  merge_lse_mean },
};
const struct mistakes merge_mistakes = { table, sizeof table / sizeof *table };
