/* rows.c - the row loop of the streaming stages, on one thread or many.
 *
 * Rows are read in batches (with their mask and bias rows, and the
 * companion inputs' rows) into a slot of the pool's ring, computed there by
 * the stage, laid out as text there, and written in their turn (pool.h).
 * A batch is as many rows as make its handoff cost nothing beside their
 * work, and lets a stage run several rows through its tiled kernels at
 * once.  A row is computed by the same code whichever thread takes it and
 * whichever rows share its batch, so the bytes never depend on the number
 * of threads; memory holds the ring, never more rows than it has.
 *
 * An error in a row, or while reading one, is caught here, in the row's
 * batch, and reported when its turn to be written comes, after every row
 * before it: what a one-thread, one-row-at-a-time run would have written
 * and said.
 */
#include "attn/rows.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "io/output.h"

/* Batches: about this many doubles of scratch, and between these many
 * rows (1 under -u: a row is written as soon as it is read). */
#define BATCH_DOUBLES (1 << 15)
#define BATCH_MIN 8
#define BATCH_MAX 256

struct line {
	char *s;		/* a row's result, laid out */
	size_t len, cap;
};

struct slot {
	struct row *r;		/* the batch's rows */
	double *in, *with, *bias, *buf;	/* each row's, one after another */
	long *with_line;	/* each row's companions' lines */
	unsigned char *why, *allow;
	struct text *work;
	struct line *line;
	/* with threads, each row's bytes, parsed by the thread that computes
	 * it (parser, one per slot) */
	reader *parser;
	char *text;
	size_t textlen, textcap, *toff, *tlen;
	size_t count;		/* rows read */
	size_t done;		/* rows computed; < count: row DONE failed */
	bool read_failed;	/* reading the row after the last failed */
	struct caught read_err, err;
};

/* The run: kept reachable from here so that an error exit, which leaves
 * from inside the loop, leaks nothing. */
static struct {
	const struct rows *rs;
	struct slot *slot;
	size_t nslot, batch, nin, nwith, nout, ncell, nbuf;
	size_t *with_n;		/* the companions' widths (NWITH their sum) */
	const double **withrow;	/* each one's row just read */
	long *with_line;	/* and its line */
	long nread;		/* rows read so far */
	bool ended;		/* reading met the end, or an error */
	bool unbuffered;	/* -u: a batch of one */
	bool split;		/* threads parse the rows they compute */
} R;

/* The first row fixes the shapes: make the ring's batches. */
static void start(const struct row *first)
{
	const struct rows *rs = R.rs;
	size_t nk = 1, heads = 1, i, b, per;

	R.nbuf = rs->shape(rs->ctx, first, &R.nout, &nk, &heads);
	R.ncell = xmul(nk, heads);
	R.nin = first->n;
	R.nwith = first->nwith;
	if (rs->m) {
		rs->m->nk = nk;
		rs->m->h = heads;
	}
	per = R.nbuf + R.nin + R.nout + R.ncell + 1;
	R.batch = BATCH_DOUBLES / per;
	R.batch = R.batch < BATCH_MIN ? BATCH_MIN : R.batch > BATCH_MAX ?
		  BATCH_MAX : R.batch;
	if (R.batch < rs->batch_min)
		R.batch = rs->batch_min < BATCH_MAX ? rs->batch_min : BATCH_MAX;
	if (R.unbuffered)
		R.batch = 1;
	if (rs->batch_align)
		R.batch = (R.batch + rs->batch_align - 1) / rs->batch_align *
			  rs->batch_align;
	b = R.batch;
	for (i = 0; i < R.nslot; i++) {
		struct slot *s = &R.slot[i];

		s->r = xcalloc(b, sizeof *s->r);
		s->in = xarray(xmul(b, R.nin), sizeof *s->in);
		if (rs->nwith) {
			s->with = xarray(xmul(b, R.nwith), sizeof *s->with);
			s->with_line = xarray(xmul(b, rs->nwith),
					      sizeof *s->with_line);
		}
		s->buf = xarray(xmul(b, R.nbuf), sizeof *s->buf);
		s->allow = xmalloc(xmul(b, R.ncell));
		memset(s->allow, 1, b * R.ncell);
		if (rs->m && mask_masks(rs->m))
			s->why = xmalloc(xmul(b, R.ncell));
		if (rs->m && rs->m->bias_path)
			s->bias = xarray(xmul(b, R.ncell), sizeof *s->bias);
		s->work = xcalloc(b, sizeof *s->work);
		s->line = xcalloc(b, sizeof *s->line);
		if (R.split) {
			s->parser = rd_parser(rs->in);
			s->toff = xarray(b, sizeof *s->toff);
			s->tlen = xarray(b, sizeof *s->tlen);
		}
	}
}

/* Row K of slot SI's bytes, TEXT and LEN, kept for a thread to parse. */
static void keep_text(struct slot *s, size_t k, const char *text, size_t len)
{
	if (k == 0)
		s->textlen = 0;
	if (s->textlen + len > s->textcap) {
		s->textcap = xmul(s->textlen + len, 2);
		s->text = xrealloc(s->text, s->textcap);
	}
	memcpy(s->text + s->textlen, text, len);
	s->toff[k] = s->textlen;
	s->tlen[k] = len;
	s->textlen += len;
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
	/* an empty one has no line to point at: say so of its file */
	if (!nwith || !nin)
		fail(rd_name(nwith ? R.rs->in : w), 0, "%s is empty, but %s has "
		     "%ld row%s (a row of each, in step)", rd_role(nwith ?
		     R.rs->in : w), rd_role(nwith ? w : R.rs->in), nwith + nin,
		     nwith + nin == 1 ? "" : "s");
	fail(rd_name(w), line, "%s has %ld row%s, but %s has %ld (a row of "
	     "each, in step)", rd_role(w), nwith, nwith == 1 ? "" : "s",
	     rd_role(R.rs->in), nin);
}

/* Each companion's next row, which must be there, into R.withrow and
 * R.with_line; the sum of their widths.  Each companion's width is its
 * first row's: the reader holds every row of a file to one width. */
static size_t with_next(void)
{
	const struct rows *rs = R.rs;
	size_t k, n, sum = 0;

	for (k = 0; k < rs->nwith; k++) {
		if (!rd_row(rs->with[k], &R.withrow[k], &n))
			with_rows(k, R.nread, R.nread + 1,
				  rd_lastline(rs->with[k]) + 1);
		R.with_line[k] = rd_line(rs->with[k]);
		if (!R.batch)
			R.with_n[k] = n;
		sum += n;
	}
	return sum;
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

/* Read the next row into row K of slot SI (the slots made by then);
 * false at the end of the input. */
static bool read_one(size_t si, size_t k)
{
	const struct rows *rs = R.rs;
	const double *in = NULL;
	const char *text = NULL;
	struct slot *s;
	struct row r = { .i = R.nread };
	size_t j, at, len = 0;

	/* after the first row, with threads, a row's bytes: its thread
	 * parses them */
	if (R.split && R.batch ? !rd_record(rs->in, &text, &len) :
	    !rd_row(rs->in, &in, &r.n))
		return false;
	r.where = rd_name(rs->in);
	r.line = rd_line(rs->in);
	r.in = in;
	if (rs->nwith) {
		r.nwith = with_next();
		r.with_n = R.with_n;
		r.with_line = R.with_line;
	}
	if (!R.batch)
		start(&r);
	s = &R.slot[si];
	/* the reader checks widths: every row is the first one's */
	if (text) {
		keep_text(s, k, text, len);
		r.in = NULL;
	} else {
		memcpy(s->in + k * R.nin, in, r.n * sizeof *in);
		r.in = s->in + k * R.nin;
	}
	if (rs->nwith) {
		r.with = s->with + k * R.nwith;
		r.with_line = s->with_line + k * rs->nwith;
		for (j = at = 0; j < rs->nwith; at += R.with_n[j], j++)
			memcpy(s->with + k * R.nwith + at, R.withrow[j],
			       R.with_n[j] * sizeof *s->with);
		memcpy(s->with_line + k * rs->nwith, R.with_line,
		       rs->nwith * sizeof *s->with_line);
	}
	r.buf = s->buf + k * R.nbuf;
	r.allow = s->allow + k * R.ncell;
	r.work = rs->describe ? &s->work[k] : NULL;
	if (s->why) {
		unsigned char *why = s->why + k * R.ncell;
		unsigned char *allow = s->allow + k * R.ncell;

		mask_row(rs->m, why, s->bias ? s->bias + k * R.ncell : NULL,
			 r.where, r.line);
		for (j = 0; j < R.ncell; j++)
			allow[j] = !why[j];
		r.why = why;
		r.bias = s->bias ? s->bias + k * R.ncell : NULL;
	}
	s->r[k] = r;
	R.nread++;
	return true;
}

/* Fill slot SI with the next batch; false when there is nothing more to
 * read and nothing to report.  An error while reading ends the batch
 * there, kept to be said after its rows. */
static bool read_batch(void *ctx, size_t si)
{
	struct caught *was = attn_catch;
	struct slot *s = &R.slot[si];
	volatile size_t k = 0;
	volatile bool more = true;

	(void)ctx;
	if (R.ended)
		return false;
	s->read_failed = false;
	attn_catch = &s->read_err;
	if (setjmp(s->read_err.jb) == 0) {
		/* R.batch is known once the first row has been read */
		while (k < (R.batch ? R.batch : 1) && (more = read_one(si, k)))
			k++;
	} else {
		s->read_failed = true;
		more = false;
	}
	attn_catch = was;
	s->count = k;
	s->done = k;
	if (!more)
		R.ended = true;
	return k > 0 || s->read_failed;
}

/* --- progress ------------------------------------------------------- */

/* Seconds before a stage shows its progress, and between updates. */
#define PROGRESS_AFTER 2.0
#define PROGRESS_EVERY 0.2

static int progress_on = -1;
static struct {
	bool want, shown;
	double t0, last;
} PG;

void rows_progress(int on)
{
	progress_on = on;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The progress line gone from the terminal (before a message, and at the
 * end). */
static void progress_erase(void)
{
	if (PG.shown)
		fputs("\r\033[K", stderr);
	PG.shown = false;
	fflush(stderr);
}

/* After a batch is written (main thread): the rows done, and how far the
 * input is read. */
static void progress_tick(void)
{
	long long done, total;
	double t;

	if (!PG.want || (t = now()) - PG.t0 < PROGRESS_AFTER ||
	    t - PG.last < PROGRESS_EVERY)
		return;
	PG.last = t;
	rd_progress(R.rs->in, &done, &total);
	if (total > 0)
		fprintf(stderr, "\r\033[Kattn %s: %ld rows, %.0f%% of %s read",
			attn_cmd, R.nread, 100.0 * (double)done / (double)total,
			rd_name(R.rs->in));
	else
		fprintf(stderr, "\r\033[Kattn %s: %ld rows, %.1f MB read",
			attn_cmd, R.nread, (double)done / 1e6);
	fflush(stderr);
	PG.shown = true;
	attn_erase = progress_erase;
}

/* The batch fn_batch is computing on this thread, and how many of its
 * rows have not failed. */
static _Thread_local struct slot *cur;
static _Thread_local size_t cur_ok;

bool rows_try(struct row *r, void (*f)(void *ctx, struct row *r), void *ctx)
{
	struct caught *was = attn_catch, mine;
	size_t k = (size_t)(r - cur->r);

	if (k >= cur_ok)
		return false;
	attn_catch = &mine;
	if (setjmp(mine.jb) == 0) {
		f(ctx, r);
		attn_catch = was;
		return true;
	}
	attn_catch = was;
	memcpy(cur->err.msg, mine.msg, sizeof mine.msg);
	cur_ok = k;
	return false;
}

size_t rows_ok(void)
{
	return cur_ok;
}

size_t rows_each(void *ctx, struct row *r, size_t n,
		 void (*f)(void *ctx, struct row *r), bool alone)
{
	size_t k;

	if (alone) {
		f(ctx, r);
		return 1;
	}
	for (k = 0; k < n; k++)
		rows_try(&r[k], f, ctx);
	return rows_ok();
}

void rows_lse_in(const struct row *r, size_t nw, size_t h, double *to)
{
	size_t j;

	for (j = 0; j < nw; j++)
		if (r->in[j] == -INFINITY)
			fail(r->where, r->line, "field %zu is '-inf'; weights "
			     "must be finite or nan", j + 1);
	for (j = 0; j < h; j++)
		if (isnan(r->in[nw + j]))
			fail(r->where, r->line, "field %zu is 'nan'; an LSE must "
			     "be finite or -inf", nw + j + 1);
	memcpy(to, r->in + nw, h * sizeof *to);
}

bool rows_strides(struct row *r, size_t n, size_t *qs, size_t *as,
		  size_t *bs, void (*f)(void *ctx, struct row *r), void *ctx)
{
	size_t k;

	ROWS_STRIDE(r, n, in, *qs);
	ROWS_STRIDE(r, n, allow, *as);
	ROWS_STRIDE(r, n, buf, *bs);
	if (*qs != SIZE_MAX && *as != SIZE_MAX && *bs != SIZE_MAX)
		return true;
	for (k = 0; k < n; k++)
		rows_try(&r[k], f, ctx);
	return false;
}

/* Parse a row read as bytes (a slot's, in R's buffer for it). */
static void parse_row(void *ctx, struct row *r)
{
	struct slot *s = ctx;
	size_t k = (size_t)(r - s->r);
	const double *in;

	rd_parse(s->parser, s->text + s->toff[k], s->tlen[k], r->line, r->i,
		 &in, &r->n);
	memcpy(s->in + k * R.nin, in, r->n * sizeof *in);
	r->in = s->in + k * R.nin;
}

static void compute_row(void *ctx, struct row *r)
{
	R.rs->fn(ctx, r);
}

/* Compute slot SI's rows, up to the first that fails, and lay out their
 * results; on any thread. */
static void compute_batch(void *ctx, size_t si)
{
	struct slot *s = &R.slot[si];
	const struct rows *rs = R.rs;
	struct row *r;
	size_t k;

	(void)ctx;
	s->done = 0;
	if (!s->count)
		return;		/* an error before the batch's first row */
	cur = s;
	cur_ok = s->count;
	for (k = 0; k < cur_ok; k++)
		if (!s->r[k].in)
			rows_try(&s->r[k], parse_row, s);
	if (rs->fn_batch && cur_ok)
		rs->fn_batch(rs->ctx, s->r, cur_ok);
	else
		for (k = 0; k < cur_ok; k++)
			rows_try(&s->r[k], compute_row, rs->ctx);
	for (k = 0; k < cur_ok; k++) {
		r = &s->r[k];
		if (r->work)
			rs->describe(rs->ctx, r, r->work);
		if (r->out && !rs->keep)
			s->line[k].len = out_format(r->out, R.nout, &s->line[k].s,
						    &s->line[k].cap);
	}
	s->done = cur_ok;
	if (rs->batch && s->done)
		rs->batch(rs->ctx, s->r, s->done);
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

/* Write slot SI's rows, in their turn (main thread), then its error. */
static void write_batch(void *ctx, size_t si)
{
	struct slot *s = &R.slot[si];
	size_t k;

	(void)ctx;
	for (k = 0; k < s->done; k++) {
		if (R.rs->take)
			R.rs->take(R.rs->ctx, &s->r[k]);
		if (s->r[k].work)
			show(s->r[k].work);
		if (s->r[k].out && !R.rs->keep)
			out_line(s->line[k].s, s->line[k].len);
	}
	if (s->done < s->count)
		fail_caught(&s->err);
	if (s->read_failed)
		fail_caught(&s->read_err);
	progress_tick();
}

static void release(void)
{
	size_t i, k;

	for (i = 0; R.slot && i < R.nslot; i++) {
		struct slot *s = &R.slot[i];

		free(s->r);
		free(s->in);
		free(s->with);
		free(s->with_line);
		free(s->bias);
		free(s->buf);
		free(s->why);
		free(s->allow);
		for (k = 0; s->line && k < R.batch; k++)
			free(s->line[k].s);
		for (k = 0; s->work && k < R.batch; k++)
			text_free(&s->work[k]);
		free(s->line);
		free(s->work);
		rd_close(s->parser);
		free(s->text);
		free(s->toff);
		free(s->tlen);
	}
	XFREE(R.slot);
	XFREE(R.with_n);
	XFREE(R.withrow);
	XFREE(R.with_line);
}

void rows_run(const struct rows *rs, int jobs)
{
	struct pool_job job = { NULL, read_batch, compute_batch, write_batch,
				false, false };

	/* whatever an error exit left in R is gone with the process (or, in
	 * the fuzz harness, freed by it) */
	memset(&R, 0, sizeof R);
	R.rs = rs;
	R.nslot = pool_slots(jobs);
	/* -u, and --show-work, which a student types rows into */
	R.unbuffered = out_is_unbuffered() || rs->describe;
	R.slot = xcalloc(R.nslot, sizeof *R.slot);
	R.with_n = xcalloc(rs->nwith + 1, sizeof *R.with_n);
	R.withrow = xcalloc(rs->nwith + 1, sizeof *R.withrow);
	R.with_line = xcalloc(rs->nwith + 1, sizeof *R.with_line);
	R.split = R.nslot > 1 && rd_can_split(rs->in);
	if (rs->m)
		mask_start(rs->m);
	if (rs->describe)
		out_unbuffer();
	job.may_wait = rd_may_wait();
	job.ahead = !R.unbuffered;
	/* no progress beside --show-work's working, which is the progress */
	PG.want = !rs->describe && (progress_on < 0 ? isatty(2) :
				    progress_on > 0);
	PG.t0 = PG.last = now();
	pool_run(&job, jobs);
	progress_erase();
	if (rs->m)
		mask_end(rs->m);
	with_end();
	release();
}
