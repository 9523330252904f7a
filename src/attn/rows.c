/* rows.c - the row loop of the streaming stages, on one thread or many.
 *
 * Each row is read (with its mask and bias rows, and the companion input's
 * row) into a slot of the pool's ring, computed there by the stage, laid
 * out as text there, and written in its turn (pool.h).  A row is computed
 * by the same code whichever thread takes it, so the bytes never depend on
 * the number of threads; memory holds the ring, never more rows than it
 * has.
 */
#include "attn/rows.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"

struct slot {
	struct row r;
	double *in, *with, *bias, *buf;
	unsigned char *why, *allow;
	struct text work;
	char *line;		/* the result, laid out */
	size_t linelen, linecap;
};

/* The run: kept reachable from here so that an error exit, which leaves
 * from inside the loop, leaks nothing. */
static struct {
	const struct rows *rs;
	struct slot *slot;
	size_t nslot, nout, ncell, nbuf;
	long nread;		/* rows read so far */
} R;

/* The first row fixes the shapes: make the ring's rows. */
static void start(const struct row *first)
{
	const struct rows *rs = R.rs;
	size_t nk = 1, heads = 1, i;

	R.nbuf = rs->shape(rs->ctx, first, &R.nout, &nk, &heads);
	R.ncell = xmul(nk, heads);
	if (rs->m) {
		rs->m->nk = nk;
		rs->m->h = heads;
	}
	R.slot = xcalloc(R.nslot, sizeof *R.slot);
	for (i = 0; i < R.nslot; i++) {
		struct slot *s = &R.slot[i];

		s->in = xarray(first->n, sizeof *s->in);
		if (rs->with)
			s->with = xarray(first->nwith, sizeof *s->with);
		s->buf = xarray(R.nbuf, sizeof *s->buf);
		s->allow = xmalloc(R.ncell);
		memset(s->allow, 1, R.ncell);
		if (rs->m && mask_masks(rs->m))
			s->why = xmalloc(R.ncell);
		if (rs->m && rs->m->bias_path)
			s->bias = xarray(R.ncell, sizeof *s->bias);
	}
}

/* The rows left in RD, to say how many an input has. */
static long rest(reader *rd)
{
	const double *row;
	size_t n;
	long k = 0;

	while (rd_row(rd, &row, &n))
		k++;
	return k;
}

/* The companion input and the streamed one differ in rows: NWITH and NIN
 * so far, each counted to its end; LINE is where the difference shows. */
static _Noreturn void with_rows(long nwith, long nin, long line)
{
	const struct rows *rs = R.rs;

	nin += rest(rs->in);
	nwith += rest(rs->with);
	fail(rd_name(rs->with), line, "%s has %ld row%s, but %s has %ld (a row "
	     "of each, in step)", rs->with_what, nwith, nwith == 1 ? "" : "s",
	     rd_role(rs->in), nin);
}

/* The companion input's next row, which must be there. */
static const double *with_row(size_t *n)
{
	const struct rows *rs = R.rs;
	const double *row;

	if (!rd_row(rs->with, &row, n))
		with_rows(R.nread, R.nread + 1, rd_lastline(rs->with) + 1);
	return row;
}

/* After the last row: the companion input must end too. */
static void with_end(void)
{
	const struct rows *rs = R.rs;
	const double *row;
	size_t n;

	if (rs->with && rd_row(rs->with, &row, &n))
		with_rows(R.nread + 1, R.nread, rd_line(rs->with));
}

/* Read the next row into slot SI; false at the end of the input. */
static bool read_row(void *ctx, size_t si)
{
	const struct rows *rs = R.rs;
	const double *in;
	struct slot *s;
	struct row r = { .i = R.nread };
	size_t j;

	(void)ctx;
	if (!rd_row(rs->in, &in, &r.n))
		return false;
	r.where = rd_name(rs->in);
	r.line = rd_line(rs->in);
	r.in = in;
	if (rs->with)
		r.with = with_row(&r.nwith);
	if (!R.slot)
		start(&r);
	s = &R.slot[si];
	memcpy(s->in, in, r.n * sizeof *in);
	r.in = s->in;
	if (rs->with) {
		memcpy(s->with, r.with, r.nwith * sizeof *r.with);
		r.with = s->with;
	}
	r.buf = s->buf;
	r.allow = s->allow;
	r.work = rs->describe ? &s->work : NULL;
	if (s->why) {
		mask_row(rs->m, s->why, s->bias);
		for (j = 0; j < R.ncell; j++)
			s->allow[j] = !s->why[j];
		r.why = s->why;
		r.bias = s->bias;
	}
	s->r = r;
	R.nread++;
	return true;
}

/* Compute slot SI's row and lay out its result; on any thread. */
static void compute_row(void *ctx, size_t si)
{
	struct slot *s = &R.slot[si];

	(void)ctx;
	R.rs->fn(R.rs->ctx, &s->r);
	if (s->r.work)
		R.rs->describe(R.rs->ctx, &s->r, s->r.work);
	if (s->r.out)
		s->linelen = out_format(s->r.out, R.nout, &s->line,
					&s->linecap);
}

/* A row's working goes to stderr before its result goes to stdout; a
 * working that cannot be written is a failed write like any other. */
static void show(struct text *t)
{
	if (!t->len)
		return;
	errno = 0;
	if (fwrite(t->s, 1, t->len, stderr) != t->len || fflush(stderr) != 0) {
		if (errno)
			fail_sys("<stderr>", errno);
		fail("<stderr>", 0, "write failed");
	}
	t->len = 0;
}

/* Write slot SI's row, in its turn (main thread). */
static void write_row(void *ctx, size_t si)
{
	struct slot *s = &R.slot[si];

	(void)ctx;
	if (R.rs->take)
		R.rs->take(R.rs->ctx, &s->r);
	show(&s->work);
	if (s->r.out)
		out_line(s->line, s->linelen);
}

static void release(void)
{
	size_t i;

	for (i = 0; R.slot && i < R.nslot; i++) {
		struct slot *s = &R.slot[i];

		free(s->in);
		free(s->with);
		free(s->bias);
		free(s->buf);
		free(s->why);
		free(s->allow);
		free(s->line);
		text_free(&s->work);
	}
	free(R.slot);
	R.slot = NULL;
}

void rows_run(const struct rows *rs, int jobs)
{
	static const struct pool_job job = { NULL, read_row, compute_row,
					     write_row };

	/* whatever an error exit left in R is gone with the process (or, in
	 * the fuzz harness, freed by it) */
	R.slot = NULL;
	R.rs = rs;
	R.nread = 0;
	R.nslot = pool_slots(jobs);
	if (rs->m)
		mask_start(rs->m);
	if (rs->describe)
		out_unbuffer();
	pool_run(&job, jobs);
	if (rs->m)
		mask_end(rs->m);
	with_end();
	release();
}
