/* rope.c - rotary position embedding, one row at a time. */
#include "attn/rope.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/number.h"

void rope_pair(const struct rope *rp, size_t t, size_t *a, size_t *b)
{
	*a = rp->interleaved ? 2 * t : t;
	*b = rp->interleaved ? 2 * t + 1 : t + rp->r / 2;
}

size_t rope_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		  size_t *heads)
{
	struct rope *rp = ctx;

	const char *why;

	(void)nk;
	(void)heads;
	if (rp->positions && r->with_n[0] != 1)
		fail(rp->pos_name, r->with_line[0], "--positions has %zu fields "
		     "in a row; it takes one position per row", r->with_n[0]);
	if (rp->head_dim) {
		if (r->n % rp->head_dim)
			fail(r->where, r->line, "the row has %zu column%s, which "
			     "--head-dim %zu does not divide", r->n,
			     r->n == 1 ? "" : "s", rp->head_dim);
		rp->heads = r->n / rp->head_dim;
	}
	rp->d = heads_split(r->n, rp->heads, "--heads", r->where, r->line,
			    "the row");
	if (rp->rdim > rp->d)
		fail(r->where, r->line, "--rotary-dim %zu is more than the "
		     "head's %zu column%s", rp->rdim, rp->d,
		     rp->d == 1 ? "" : "s");
	rp->r = rp->rdim ? rp->rdim : rp->d;
	if (rp->r % 2 || rp->r < 2)
		fail(r->where, r->line, "the head has %zu column%s, which do "
		     "not make pairs (give --rotary-dim, an even number)",
		     rp->d, rp->d == 1 ? "" : "s");
	rp->f = xarray(rp->r / 2, sizeof *rp->f);
	if ((why = tr_freqs(rp->base, rp->r / 2, &rp->scale, rp->f)))
		fail(r->where, r->line, "%s", why);
	tr_gain_of(&rp->scale, &rp->gain);
	*nout = r->n;
	return r->n + 1 + xmul(rp->r / 2, TR_SHOW_DOUBLES);
}

/* A position as --positions gives it: a whole number from 0 to 2^53. */
static bool is_position(double v)
{
	return v >= 0 && v <= (double)ROPE_MAX_POS && v == floor(v);
}

/* Row I's position at i + offset, less where its segment starts; false
 * where it is outside the segments (an error the row will give). */
static bool counted(const struct rope *rp, long long i, long long *p)
{
	long long pos = i + rp->offset;

	*p = pos;
	if (!rp->seg)
		return true;
	if (pos < 0 || (unsigned long long)pos >= rp->seg->n)
		return false;
	*p = pos - (long long)rp->seg->start[pos];
	return true;
}

/* L = the largest position + 1 (but at least 1: a sequence at or below
 * --original-max is unscaled, whatever it is). */
static void seq_of_largest(struct rope *rp, long long largest)
{
	rp->scale.seq = largest < 1 ? 1 : (double)largest + 1;
}

void rope_seq_of_rows(struct rope *rp, size_t nrows)
{
	long long largest = -1, p;
	size_t i;

	for (i = 0; i < nrows; i++)
		if (counted(rp, (long long)i, &p) && p > largest)
			largest = p;
	seq_of_largest(rp, largest);
}

void rope_seq_of_positions(struct rope *rp, const char *op)
{
	reader *r = rd_open(op, "--positions", 0);
	const double *row;
	long long largest = -1;
	size_t n;

	while (rd_row(r, &row, &n))
		if (n == 1 && is_position(row[0]) && row[0] > (double)largest)
			largest = (long long)row[0];
	rd_close(r);
	seq_of_largest(rp, largest);
}

/* Row R's --positions entry, a whole number from 0 to 2^53. */
static long long given(const struct rope *rp, const struct row *r)
{
	double v = r->with[0];
	char nb[NUM_BUFSZ + 1];

	if (is_position(v))
		return (long long)v;
	nb[num_shortest(v, nb)] = '\0';
	if (v != floor(v))
		fail(rp->pos_name, r->with_line[0], "field 1, %s, is not a whole "
		     "number (--positions takes a row's position)", nb);
	fail(rp->pos_name, r->with_line[0], "position %s is %s", nb,
	     v < 0 ? "negative (a position counts from 0)" :
	     "beyond 2^53");
}

/* Row R's position: i + offset, less where its segment starts; or the
 * one given. */
static long long position(const struct rope *rp, const struct row *r)
{
	long long p;

	if (rp->positions)
		return given(rp, r);
	if (!counted(rp, r->i, &p))
		fail(r->where, r->line, "the row sits at key position %lld, "
		     "outside %s's %zu positions (0 to %zu); %s", p,
		     rp->seg->name, rp->seg->n, rp->seg->n - 1,
		     rp->offset ? "see --offset" : "--segments takes an "
		     "id for each row's position");
	if (p > ROPE_MAX_POS || p < -ROPE_MAX_POS)
		fail(r->where, r->line, "the row sits at position %lld, beyond "
		     "2^53 (see --offset)", p);
	return p;
}

/* --scaling dynamic scales by the sequence's length L: a row past it
 * would be turned by frequencies made for a shorter sequence. */
static void within_seq(const struct rope *rp, const struct row *r,
		       long long p)
{
	if (rp->scale.type != TR_DYNAMIC || (double)p < rp->scale.seq)
		return;
	if (rp->positions)
		fail(rp->pos_name, r->with_line[0], "position %lld is past "
		     "--seq-len %.0f (a sequence of L positions has 0 to L-1)",
		     p, rp->scale.seq);
	fail(r->where, r->line, "the row sits at position %lld, past --seq-len "
	     "%.0f (a sequence of L positions has 0 to L-1)", p,
	     rp->scale.seq);
}

void rope_row(void *ctx, struct row *r)
{
	const struct rope *rp = ctx;
	double *y = r->buf, *show = r->buf + r->n + 1;
	long long p = position(rp, r);
	struct tr_angle an;
	size_t t, h, a, b;

	within_seq(rp, r, p);

	memcpy(y, r->in, r->n * sizeof *y);
	r->buf[r->n] = (double)p;
	for (t = 0; t < rp->r / 2; t++) {
		tr_angle(&an, &rp->f[t], &rp->gain, rp->inverse ? -p : p);
		if (r->work)
			tr_show(&an, (struct tr_show *)(show +
						       TR_SHOW_DOUBLES * t));
		rope_pair(rp, t, &a, &b);
		for (h = 0; h < rp->heads; h++) {
			tr_rotate(&an, r->in[h * rp->d + a],
				  r->in[h * rp->d + b], &y[h * rp->d + a],
				  &y[h * rp->d + b]);
			if (isinf(y[h * rp->d + a]) || isinf(y[h * rp->d + b]))
				fail(r->where, r->line, "the output for column "
				     "%zu overflows a double",
				     h * rp->d + (isinf(y[h * rp->d + a]) ? a :
						  b));
		}
	}
	r->out = y;
}

void rope_free(struct rope *rp)
{
	free(rp->f);
	rp->f = NULL;
}
