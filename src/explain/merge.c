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
				if (p->parts[q].v[i * W + h * dv + hh] > max)
					max = p->parts[q].v[i * W + h * dv + hh];
			sum = p->sinks && max != -INFINITY ?
			      exp(b * (p->sinks[hh] - max)) : 0;
			for (q = 0; q < p->np; q++) {
				double Lq = p->parts[q].v[i * W + h * dv + hh];

				sum += Lq == -INFINITY ? 0 : exp(b * (Lq - max));
			}
			L = max == -INFINITY ? -INFINITY : max + log(sum) / b;
			for (q = 0; q < p->np; q++) {
				const double *row = p->parts[q].v + i * W;
				double Lq = row[h * dv + hh], f;

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

static bool merge_lse_base2(const struct problem *p, int v,
			    struct recipe *r)
{
	return merge_as(p, v, r, MERGE_BASE2);
}

static void merge_lse_base2_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the LSEs were taken as base 2: L = log2 sum_p 2^L_p "
		 "and the weights 2^(L_p - L), not ln and e");
}

static const struct mistake table[] = {
	{ "merge-average", STEP_MERGE, merge_average_text, merge_average },
	{ "merge-sum", STEP_MERGE, merge_sum_text, merge_sum },
	{ "merge-no-rescale", STEP_MERGE, merge_no_rescale_text,
	  merge_no_rescale },
	{ "merge-lse-base2", STEP_MERGE, merge_lse_base2_text,
	  merge_lse_base2 },
};
const struct mistakes merge_mistakes = { table, sizeof table / sizeof *table };
