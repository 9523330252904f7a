/* rows.c - the row loop of the streaming stages. */
#include "rows.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "util.h"

/* What a run holds, kept reachable from here so that an error exit (which
 * leaves from inside the loop) leaks nothing. */
static struct {
	double *buf, *bias;
	unsigned char *why, *allow;
	struct text work;
} held;

static void release(void)
{
	free(held.buf);
	free(held.allow);
	free(held.bias);
	free(held.why);
	text_free(&held.work);
	memset(&held, 0, sizeof held);
}

/* A row's working goes to stderr before its result goes to stdout; a
 * working that cannot be written is a failed write like any other. */
static void show(struct text *t)
{
	if (!t->len)
		return;
	errno = 0;
	if (fwrite(t->s, 1, t->len, stderr) != t->len || fflush(stderr) != 0)
		fail("<stderr>", 0, "%s", errno ? strerror(errno) :
		     "write failed");
	t->len = 0;
}

void rows_run(const struct rows *rs)
{
	struct row r = { .i = -1 };
	size_t nout = 0, nk = 1, heads = 1, nbuf, j;
	const double *in;
	bool masks = rs->m && mask_masks(rs->m);

	if (rs->m)
		mask_start(rs->m);
	if (rs->work)
		out_unbuffer();
	while (rd_row(rs->in, &in, &r.n)) {
		r.i++;
		r.where = rd_name(rs->in);
		r.line = rd_line(rs->in);
		r.in = in;
		if (r.i == 0) {
			nk = heads = 1;
			nbuf = rs->shape(rs->ctx, &r, &nout, &nk, &heads);
			held.buf = xmalloc((nbuf ? nbuf : 1) * sizeof *held.buf);
			held.allow = xmalloc(nk * heads);
			memset(held.allow, 1, nk * heads);
			if (rs->m) {
				rs->m->nk = nk;
				rs->m->h = heads;
			}
			if (masks) {
				held.why = xmalloc(nk * heads);
				if (rs->m->bias_path)
					held.bias = xmalloc(nk * heads *
							    sizeof *held.bias);
			}
			r.buf = held.buf;
			r.allow = held.allow;
			r.work = rs->work ? &held.work : NULL;
		}
		if (masks) {
			mask_row(rs->m, held.why, held.bias);
			for (j = 0; j < nk * heads; j++)
				held.allow[j] = !held.why[j];
			r.why = held.why;
			r.bias = held.bias;
		}
		rs->fn(rs->ctx, &r);
		if (r.work)
			show(r.work);
		if (r.out)
			out_row(r.out, nout);
	}
	if (rs->m)
		mask_end(rs->m);
	release();
}
