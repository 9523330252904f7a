/* rope.c - rotary position embedding, one row at a time. */
#include "attn/rope.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"
#include "base/err.h"

void rope_pair(const struct rope *rp, size_t t, size_t *a, size_t *b)
{
	*a = rp->interleaved ? 2 * t : t;
	*b = rp->interleaved ? 2 * t + 1 : t + rp->r / 2;
}

size_t rope_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		  size_t *heads)
{
	struct rope *rp = ctx;

	(void)nk;
	(void)heads;
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
	tr_freqs(rp->base, rp->r / 2, rp->f);
	*nout = r->n;
	return r->n + 1 + xmul(rp->r / 2, 5);
}

/* Row R's position: i + offset, less where its segment starts. */
static long long position(const struct rope *rp, const struct row *r)
{
	long long pos = r->i + rp->offset, p = pos;

	if (rp->seg) {
		seg_at(rp->seg, pos, r->where, r->line);
		p = pos - (long long)rp->seg->start[pos];
	}
	if (p > ROPE_MAX_POS || p < -ROPE_MAX_POS)
		fail(r->where, r->line, "the row sits at position %lld, beyond "
		     "2^53 (see --offset)", p);
	return p;
}

void rope_row(void *ctx, struct row *r)
{
	const struct rope *rp = ctx;
	double *y = r->buf, *show = r->buf + r->n + 1;
	long long p = position(rp, r);
	struct tr_angle an;
	size_t t, h, a, b;

	memcpy(y, r->in, r->n * sizeof *y);
	r->buf[r->n] = (double)p;
	for (t = 0; t < rp->r / 2; t++) {
		tr_angle(&an, &rp->f[t], rp->inverse ? -p : p);
		if (r->work)
			tr_show(&an, (struct tr_show *)(show + 5 * t));
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
