/* rows.c - the row loop of the streaming stages, on one thread or many.
 *
 * Each row is read (with its mask and bias rows, and the companion inputs'
 * rows) into a slot of the pool's ring, computed there by the stage, laid
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
	long *with_line;
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
	size_t *with_n, nwithv;	/* the companions' widths, and their sum */
	size_t *n_now;		/* the widths of the rows just read */
	long *line_now;		/* and their lines */
	const double **withrow;	/* each one's row just read */
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
		if (rs->nwith) {
			s->with = xarray(R.nwithv, sizeof *s->with);
			s->with_line = xarray(rs->nwith, sizeof *s->with_line);
		}
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

/* Companion K and the streamed input differ in rows: NWITH and NIN so
 * far, each counted to its end; LINE is where the difference shows. */
static _Noreturn void with_rows(size_t k, long nwith, long nin, long line)
{
	reader *w = R.rs->with[k];

	nin += rest(R.rs->in);
	nwith += rest(w);
	fail(rd_name(w), line, "%s has %ld row%s, but %s has %ld (a row of "
	     "each, in step)", rd_role(w), nwith, nwith == 1 ? "" : "s",
	     rd_role(R.rs->in), nin);
}

/* Each companion's next row, which must be there, into R.withrow; their
 * widths into N. */
static void with_rows_next(size_t *n)
{
	const struct rows *rs = R.rs;
	size_t k;

	for (k = 0; k < rs->nwith; k++) {
		if (!rd_row(rs->with[k], &R.withrow[k], &n[k]))
			with_rows(k, R.nread, R.nread + 1,
				  rd_lastline(rs->with[k]) + 1);
		R.line_now[k] = rd_line(rs->with[k]);
	}
}

/* After the last row: the companions must end too. */
static void with_end(void)
{
	const struct rows *rs = R.rs;
	const double *row;
	size_t n, k;

	for (k = 0; k < rs->nwith; k++)
		if (rd_row(rs->with[k], &row, &n))
			with_rows(k, R.nread + 1, R.nread,
				  rd_line(rs->with[k]));
}

/* Read the next row into slot SI; false at the end of the input. */
static bool read_row(void *ctx, size_t si)
{
	const struct rows *rs = R.rs;
	const double *in;
	struct slot *s;
	struct row r = { .i = R.nread };
	size_t j, k, at;

	(void)ctx;
	if (!rd_row(rs->in, &in, &r.n))
		return false;
	r.where = rd_name(rs->in);
	r.line = rd_line(rs->in);
	r.in = in;
	if (rs->nwith) {
		with_rows_next(R.n_now);
		if (!R.slot)
			for (k = 0; k < rs->nwith; k++) {
				R.with_n[k] = R.n_now[k];
				R.nwithv += R.with_n[k];
			}
		r.with = R.withrow[0];
		r.with_n = R.with_n;
		r.with_line = R.line_now;
		r.nwith = R.nwithv;
	}
	if (!R.slot)
		start(&r);
	s = &R.slot[si];
	memcpy(s->in, in, r.n * sizeof *in);
	r.in = s->in;
	/* each companion's width is its first row's: the reader holds every
	 * row of a file to one width */
	for (k = at = 0; k < rs->nwith; at += R.with_n[k], k++) {
		memcpy(s->with + at, R.withrow[k],
		       R.with_n[k] * sizeof *s->with);
		s->with_line[k] = R.line_now[k];
	}
	if (rs->nwith) {
		r.with = s->with;
		r.with_line = s->with_line;
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
		free(s->with_line);
		free(s->bias);
		free(s->buf);
		free(s->why);
		free(s->allow);
		free(s->line);
		text_free(&s->work);
	}
	free(R.slot);
	free(R.with_n);
	free(R.n_now);
	free(R.line_now);
	free(R.withrow);
	R.slot = NULL;
	R.with_n = R.n_now = NULL;
	R.line_now = NULL;
	R.withrow = NULL;
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
	R.nwithv = 0;
	R.with_n = xcalloc(rs->nwith + 1, sizeof *R.with_n);
	R.n_now = xcalloc(rs->nwith + 1, sizeof *R.n_now);
	R.line_now = xcalloc(rs->nwith + 1, sizeof *R.line_now);
	R.withrow = xcalloc(rs->nwith + 1, sizeof *R.withrow);
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
