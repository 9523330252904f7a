/* rope.c - the rotation step: each pair of a head's rotary columns turned
 * by cos and sin of p theta_t, in double; and the mistakes that bend
 * it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* The position of row I (at key position I + offset), counted from R's
 * first position: with --segments, from where the row's run of equal ids
 * starts, *START, which rows in order carry from one to the next. */
static double rope_position(const struct problem *p, const struct recipe *r,
			    size_t i, long long *start)
{
	const struct rope *o = p->rope;
	long long pos = (long long)i + o->offset;
	const long *id = o->seg ? o->seg->id : NULL;

	if (id && i == 0)
		for (*start = pos; *start > 0 && id[*start - 1] == id[pos];
		     --*start)
			;
	else if (id && (pos == 0 || id[pos] != id[pos - 1]))
		*start = pos;
	return (double)(pos - (id ? *start : 0) + r->first_position);
}

struct matrix step_rope(const struct problem *p, const struct recipe *r)
{
	const struct rope *o = p->rope;
	const struct matrix *X = p->x;
	size_t d = X->cols / o->heads, rd = o->rdim ? o->rdim : d, i, t, hh;
	bool inter = o->interleaved != r->other_pairing;
	double turn = o->inverse != r->turned_back ? -1 : 1;
	struct matrix y = { NULL, X->rows, X->cols, NULL };
	long long start = 0;

	y.v = xarray(xmul(y.rows, y.cols) + 1, sizeof *y.v);
	memcpy(y.v, X->v, y.rows * y.cols * sizeof *y.v);
	for (i = 0; i < X->rows; i++) {
		double pos = rope_position(p, r, i, &start);

		for (t = 0; t < rd / 2; t++) {
			double an = turn * pos *
				    pow(o->base, -2.0 * (double)t / (double)rd);
			double c = cos(an), s = sin(an);
			size_t a = inter ? 2 * t : t, b = inter ? 2 * t + 1 :
							      t + rd / 2;

			for (hh = 0; hh < o->heads; hh++) {
				const double *x = X->v + i * X->cols + hh * d;
				double *out = y.v + i * X->cols + hh * d;

				out[a] = x[a] * c - x[b] * s;
				out[b] = x[a] * s + x[b] * c;
			}
		}
	}
	return y;
}

/* --- the mistakes ----------------------------------------------------- */

/* The columns rope turns in each head's block: R. */
static size_t rope_dim(const struct problem *p)
{
	return p->rope->rdim ? p->rope->rdim : p->x->cols / p->rope->heads;
}

static bool rope_other_pairing(const struct problem *p, int v,
			       struct recipe *r)
{
	/* one pair is the same pair either way */
	if (v || rope_dim(p) < 4)
		return false;
	r->other_pairing = true;
	return true;
}

static void rope_other_pairing_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	static const char *const pairs[] = {
		"t with t + R/2 (--half)", "2t with 2t + 1 (--interleaved)"
	};
	bool inter = p->rope->interleaved;

	(void)v;
	snprintf(buf, n, "the pairs were columns %s, not %s", pairs[!inter],
		 pairs[inter]);
}

static bool rope_inverse(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->turned_back = true;
	return true;
}

static void rope_inverse_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	if (p->rope->inverse)
		snprintf(buf, n, "each pair turned by p theta_t, not by -p "
			 "theta_t as --inverse asks");
	else
		snprintf(buf, n, "each pair turned by -p theta_t, the inverse "
			 "rotation, not by p theta_t");
}

static bool rope_positions_from_1(const struct problem *p, int v,
				  struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->first_position = 1;
	return true;
}

static void rope_positions_from_1_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	char at[32];

	(void)v;
	if (p->rope->seg)
		snprintf(buf, n, "the positions in each sequence were counted "
			 "from 1, not 0");
	else
		snprintf(buf, n, "the positions were counted from 1: row i at "
			 "%s + 1, not %s", position_text(at, p->rope->offset),
			 at);
}

static const struct mistake table[] = {
	{ "rope-other-pairing", STEP_ROPE, rope_other_pairing_text,
	  rope_other_pairing },
	{ "rope-inverse", STEP_ROPE, rope_inverse_text, rope_inverse },
	{ "rope-positions-from-1", STEP_ROPE, rope_positions_from_1_text,
	  rope_positions_from_1 },
};
const struct mistakes rope_mistakes = { table, sizeof table / sizeof *table };
