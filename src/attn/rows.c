/* rows.c - the row loop of the streaming stages, on one thread or many.
 *
 * With threads, a reader thread reads each row (and its mask and bias
 * rows) into a slot of a ring, workers compute slots and lay their results
 * out as text, and the main thread writes the slots in the order they were
 * read, each as soon as it and every row before it are done.  With one,
 * the main thread does the three in turn.  A row is computed by the
 * same code whichever thread takes it, so the bytes never depend on the
 * number of threads; memory holds the ring, never more rows than it has.
 *
 * An error in a row (fail() on a worker) is caught in the row's slot and
 * reported when the row's turn to be written comes, after the rows before
 * it: what a one-thread run would have written and said.  An error while
 * reading is reported the same way, after the rows read before it; every
 * exit is the main thread's.
 */
#include "attn/rows.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/output.h"
#include "base/err.h"
#include "base/alloc.h"

enum { FREE, READY, DONE };

struct slot {
	struct row r;
	double *in, *with, *bias, *buf;
	unsigned char *why, *allow;
	struct text work;
	char *line;		/* the result, laid out */
	size_t linelen, linecap;
	int state;
	bool failed;
	struct caught err;
};

/* The run: kept reachable from here so that an error exit, which leaves
 * from inside the loop, leaks nothing. */
static struct {
	const struct rows *rs;
	struct slot *slot;
	size_t nslot, nout, ncell, nbuf;
	long nread, ncomputed, nwritten;	/* rows so far */
	pthread_t *th, rd;
	int nth;
	bool quit, eof, reading;
	struct caught rerr;	/* the reader's error, when eof says so */
	bool rfailed;
	pthread_mutex_t mu;
	pthread_cond_t ready, done, space;
} P = { .mu = PTHREAD_MUTEX_INITIALIZER, .ready = PTHREAD_COND_INITIALIZER,
	.done = PTHREAD_COND_INITIALIZER, .space = PTHREAD_COND_INITIALIZER };

int rows_jobs(const char *arg)
{
	long n;

	if (arg)
		return (int)int_option("-j", arg, 1, 256);
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

/* Compute slot S; on any thread. */
static void compute(struct slot *s)
{
	struct caught *was = attn_catch;

	attn_catch = &s->err;
	if (setjmp(s->err.jb) == 0) {
		P.rs->fn(P.rs->ctx, &s->r);
		if (s->r.out)
			s->linelen = out_format(s->r.out, P.nout, &s->line,
						&s->linecap);
	} else {
		s->failed = true;
	}
	attn_catch = was;
}

static void *worker(void *arg)
{
	struct slot *s;

	(void)arg;
	pthread_mutex_lock(&P.mu);
	for (;;) {
		while (!P.quit && P.ncomputed == P.nread)
			pthread_cond_wait(&P.ready, &P.mu);
		if (P.quit)
			break;
		s = &P.slot[P.ncomputed++ % P.nslot];
		pthread_mutex_unlock(&P.mu);
		compute(s);
		pthread_mutex_lock(&P.mu);
		s->state = DONE;
		pthread_cond_broadcast(&P.done);
	}
	pthread_mutex_unlock(&P.mu);
	return NULL;
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

/* Write the oldest row, waiting for it (main thread); false when the
 * reader has ended and every row it read is written. */
static bool write_one(void)
{
	struct slot *s;

	pthread_mutex_lock(&P.mu);
	while (!(P.nwritten < P.nread &&
		 P.slot[P.nwritten % P.nslot].state == DONE) &&
	       !(P.eof && P.nwritten == P.nread))
		pthread_cond_wait(&P.done, &P.mu);
	if (P.nwritten == P.nread) {
		pthread_mutex_unlock(&P.mu);
		return false;
	}
	s = &P.slot[P.nwritten % P.nslot];
	pthread_mutex_unlock(&P.mu);
	if (s->failed)
		fail_caught(&s->err);
	if (P.rs->take)
		P.rs->take(P.rs->ctx, &s->r);
	show(&s->work);
	if (s->r.out)
		out_line(s->line, s->linelen);
	pthread_mutex_lock(&P.mu);
	s->state = FREE;
	P.nwritten++;
	pthread_cond_signal(&P.space);
	pthread_mutex_unlock(&P.mu);
	return true;
}

static void stop(void)
{
	bool eof;
	int t;

	pthread_mutex_lock(&P.mu);
	P.quit = true;
	eof = P.eof;
	pthread_cond_broadcast(&P.ready);
	pthread_cond_broadcast(&P.space);
	pthread_mutex_unlock(&P.mu);
	if (P.reading) {
		/* it may be waiting on a pipe that no one will write to */
		if (!eof)
			pthread_cancel(P.rd);
		pthread_join(P.rd, NULL);
	}
	P.reading = false;
	for (t = 0; t < P.nth; t++)
		pthread_join(P.th[t], NULL);
	P.nth = 0;
}

static void release(void)
{
	size_t i;

	if (P.nth || P.reading)
		stop();
	for (i = 0; i < P.nslot; i++) {
		struct slot *s = &P.slot[i];

		free(s->in);
		free(s->with);
		free(s->bias);
		free(s->buf);
		free(s->why);
		free(s->allow);
		free(s->line);
		text_free(&s->work);
	}
	free(P.slot);
	free(P.th);
	P.slot = NULL;
	P.th = NULL;
	P.nslot = 0;
}

/* The first row fixes the shapes: make the ring and start the workers. */
static void start(const struct row *first, int jobs)
{
	const struct rows *rs = P.rs;
	size_t nk = 1, heads = 1, i;
	int t;

	P.nbuf = rs->shape(rs->ctx, first, &P.nout, &nk, &heads);
	P.ncell = nk * heads;
	if (rs->m) {
		rs->m->nk = nk;
		rs->m->h = heads;
	}
	/* enough rows in flight to keep every worker busy while the main
	 * thread reads and writes */
	P.nslot = jobs > 1 ? 4 * (size_t)jobs : 1;
	P.slot = xcalloc(P.nslot, sizeof *P.slot);
	for (i = 0; i < P.nslot; i++) {
		struct slot *s = &P.slot[i];

		s->in = xmalloc(first->n * sizeof *s->in);
		if (rs->with)
			s->with = xmalloc((first->nwith ? first->nwith : 1) *
					  sizeof *s->with);
		s->buf = xmalloc((P.nbuf ? P.nbuf : 1) * sizeof *s->buf);
		s->allow = xmalloc(P.ncell);
		memset(s->allow, 1, P.ncell);
		if (rs->m && mask_masks(rs->m))
			s->why = xmalloc(P.ncell);
		if (rs->m && rs->m->bias_path)
			s->bias = xmalloc(P.ncell * sizeof *s->bias);
	}
	if (jobs < 2)
		return;
	P.th = xmalloc((size_t)jobs * sizeof *P.th);
	for (t = 0; t < jobs; t++) {
		if (pthread_create(&P.th[t], NULL, worker, NULL) != 0)
			break;
		P.nth++;
	}
}

/* The rows left in R, to say how many an input has. */
static long rest(reader *r)
{
	const double *row;
	size_t n;
	long k = 0;

	while (rd_row(r, &row, &n))
		k++;
	return k;
}

/* The companion input and the streamed one differ in rows: NWITH and NIN
 * so far, each counted to its end; LINE is where the difference shows. */
static _Noreturn void with_rows(long nwith, long nin, long line)
{
	const struct rows *rs = P.rs;

	nin += rest(rs->in);
	nwith += rest(rs->with);
	fail(rd_name(rs->with), line, "%s has %ld row%s, but %s has %ld (a row "
	     "of each, in step)", rs->with_what, nwith, nwith == 1 ? "" : "s",
	     rd_role(rs->in), nin);
}

/* The companion input's next row, which must be there. */
static const double *with_row(size_t *n)
{
	const struct rows *rs = P.rs;
	const double *row;

	if (!rd_row(rs->with, &row, n))
		with_rows(P.nread, P.nread + 1, rd_lastline(rs->with) + 1);
	return row;
}

/* After the last row: the companion input must end too. */
static void with_end(void)
{
	const struct rows *rs = P.rs;
	const double *row;
	size_t n;

	if (rs->with && rd_row(rs->with, &row, &n))
		with_rows(P.nread + 1, P.nread, rd_line(rs->with));
}

/* Read row number P.nread into a free slot (main thread); false at the
 * end of the input. */
static bool read_one(int jobs)
{
	const struct rows *rs = P.rs;
	const double *in;
	struct slot *s;
	struct row r = { .i = P.nread };
	size_t j;

	if (!rd_row(rs->in, &in, &r.n))
		return false;
	r.where = rd_name(rs->in);
	r.line = rd_line(rs->in);
	r.in = in;
	if (rs->with)
		r.with = with_row(&r.nwith);
	if (!P.slot)
		start(&r, jobs);
	s = &P.slot[P.nread % P.nslot];
	memcpy(s->in, in, r.n * sizeof *in);
	r.in = s->in;
	if (rs->with) {
		memcpy(s->with, r.with, r.nwith * sizeof *r.with);
		r.with = s->with;
	}
	r.buf = s->buf;
	r.allow = s->allow;
	r.work = rs->work ? &s->work : NULL;
	if (s->why) {
		mask_row(rs->m, s->why, s->bias);
		for (j = 0; j < P.ncell; j++)
			s->allow[j] = !s->why[j];
		r.why = s->why;
		r.bias = s->bias;
	}
	s->r = r;
	s->failed = false;
	return true;
}

static void unlock(void *arg)
{
	(void)arg;
	pthread_mutex_unlock(&P.mu);
}

/* The reader thread: rows into free slots until the input ends, or an
 * error (caught) ends it. */
static void *read_rows(void *arg)
{
	int jobs = *(int *)arg;
	bool more, quit;

	attn_catch = &P.rerr;
	if (setjmp(P.rerr.jb) != 0) {
		pthread_mutex_lock(&P.mu);
		P.rfailed = true;
		goto end;
	}
	for (;;) {
		pthread_mutex_lock(&P.mu);
		pthread_cleanup_push(unlock, NULL);
		while (!P.quit && P.slot &&
		       P.nread - P.nwritten == (long)P.nslot)
			pthread_cond_wait(&P.space, &P.mu);
		quit = P.quit;
		pthread_cleanup_pop(1);
		if (quit)
			return NULL;
		more = read_one(jobs);
		pthread_mutex_lock(&P.mu);
		if (!more)
			break;
		P.slot[P.nread % P.nslot].state = READY;
		P.nread++;
		pthread_cond_signal(&P.ready);
		pthread_mutex_unlock(&P.mu);
	}
end:
	P.eof = true;
	pthread_cond_broadcast(&P.done);
	pthread_mutex_unlock(&P.mu);
	return NULL;
}

/* Before an error ends attn: the threads end first, so that nothing of
 * theirs is left behind; then whatever was to be done (the -o file). */
static void (*was_cleanup)(void);

static void halt(void)
{
	stop();
	if (was_cleanup)
		was_cleanup();
}

void rows_run(const struct rows *rs, int jobs)
{
	/* whatever an error exit left in P is gone with the process (or, in
	 * the fuzz harness, freed by it) */
	P.slot = NULL;
	P.th = NULL;
	P.nslot = 0;
	P.nth = 0;
	P.reading = false;
	P.rs = rs;
	P.nread = P.ncomputed = P.nwritten = 0;
	P.quit = P.eof = P.rfailed = false;
#ifdef ATTN_FUZZ
	jobs = 1;	/* the harness's error exit does not stop threads */
#endif
	if (rs->m)
		mask_start(rs->m);
	if (rs->work)
		out_unbuffer();
	was_cleanup = attn_cleanup;
	attn_cleanup = halt;
	if (jobs > 1 && pthread_create(&P.rd, NULL, read_rows, &jobs) == 0) {
		P.reading = true;
		while (write_one())
			;
		pthread_join(P.rd, NULL);
		P.reading = false;
		if (P.rfailed)
			fail_caught(&P.rerr);
	} else {
		while (read_one(1)) {
			compute(&P.slot[0]);
			P.slot[0].state = DONE;
			P.nread++;
			P.ncomputed++;
			write_one();
		}
	}
	if (rs->m)
		mask_end(rs->m);
	with_end();
	release();
	attn_cleanup = was_cleanup;
}
