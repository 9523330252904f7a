/* pool.c - a reader thread, workers and the main thread around a ring of
 * slots (pool.h).  The slot's number decides its place in the ring, so a
 * slot is computed by the same code whichever thread takes it, and the
 * bytes never depend on the number of threads. */
#include "attn/pool.h"

#include <pthread.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/alloc.h"
#include "base/err.h"

enum { FREE, READY, DONE };

/* The run: kept reachable from here so that an error exit, which leaves
 * from inside the loop, leaks nothing. */
static struct {
	const struct pool_job *job;
	size_t nslot;
	int *state;
	bool *failed;
	struct caught *err;	/* per slot, its computation's error */
	long nread, ncomputed, nwritten;
	pthread_t *th, rd;
	int nth;
	bool quit, eof, reading;
	bool in_read;		/* the reader is in job->read */
	struct caught rerr;	/* the reader's error, when rfailed */
	bool rfailed;
	pthread_mutex_t mu;
	pthread_cond_t ready, done, space;
} P = { .mu = PTHREAD_MUTEX_INITIALIZER, .ready = PTHREAD_COND_INITIALIZER,
	.done = PTHREAD_COND_INITIALIZER, .space = PTHREAD_COND_INITIALIZER };

int pool_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

/* The fuzz harness's error exit does not stop threads: one, there. */
static int effective(int threads)
{
#ifdef ATTN_FUZZ
	(void)threads;
	return 1;
#else
	return threads;
#endif
}

bool pool_threaded(int threads)
{
	return effective(threads) > 1;
}

size_t pool_slots(int threads)
{
	threads = effective(threads);
	/* enough in flight to keep every worker busy while the reader reads
	 * and the main thread writes: a slot holds a batch of rows */
	return threads > 1 ? 2 * (size_t)threads + 1 : 1;
}

/* Compute slot S on a worker, its error caught. */
static void compute(size_t s)
{
	struct caught *was = attn_catch;

	attn_catch = &P.err[s];
	if (setjmp(P.err[s].jb) == 0)
		P.job->compute(P.job->ctx, s);
	else
		P.failed[s] = true;
	attn_catch = was;
}

/* Which of the run's threads this is: 0 on the main thread. */
static _Thread_local int me;

int pool_thread(void)
{
	return me;
}

static void *worker(void *arg)
{
	size_t s;

	me = (int)(intptr_t)arg;
	pthread_mutex_lock(&P.mu);
	for (;;) {
		while (!P.quit && P.ncomputed == P.nread)
			pthread_cond_wait(&P.ready, &P.mu);
		if (P.quit)
			break;
		s = (size_t)(P.ncomputed++ % (long)P.nslot);
		pthread_mutex_unlock(&P.mu);
		compute(s);
		pthread_mutex_lock(&P.mu);
		P.state[s] = DONE;
		pthread_cond_broadcast(&P.done);
	}
	pthread_mutex_unlock(&P.mu);
	return NULL;
}

/* Write the oldest slot, waiting for it (main thread); false when the
 * reader has ended and every slot it read is written. */
static bool write_one(void)
{
	size_t s;

	pthread_mutex_lock(&P.mu);
	while (!(P.nwritten < P.nread &&
		 P.state[P.nwritten % (long)P.nslot] == DONE) &&
	       !(P.eof && P.nwritten == P.nread))
		pthread_cond_wait(&P.done, &P.mu);
	if (P.nwritten == P.nread) {
		pthread_mutex_unlock(&P.mu);
		return false;
	}
	s = (size_t)(P.nwritten % (long)P.nslot);
	pthread_mutex_unlock(&P.mu);
	if (P.failed[s])
		fail_caught(&P.err[s]);
	P.job->write(P.job->ctx, s);
	pthread_mutex_lock(&P.mu);
	P.state[s] = FREE;
	P.nwritten++;
	pthread_cond_signal(&P.space);
	pthread_mutex_unlock(&P.mu);
	return true;
}

/* The reader thread: items into free slots until the input ends, or an
 * error (caught) ends it. */
static void *read_items(void *arg)
{
	bool more, quit;
	size_t s;

	(void)arg;
	attn_catch = &P.rerr;
	if (setjmp(P.rerr.jb) != 0) {
		pthread_mutex_lock(&P.mu);
		P.rfailed = true;
		P.in_read = false;
		goto end;
	}
	for (;;) {
		pthread_mutex_lock(&P.mu);
		while (!P.quit && P.nread - P.nwritten == (long)P.nslot)
			pthread_cond_wait(&P.space, &P.mu);
		quit = P.quit;
		P.in_read = !quit;
		pthread_mutex_unlock(&P.mu);
		if (quit)
			return NULL;
		s = (size_t)(P.nread % (long)P.nslot);
		P.failed[s] = false;
		more = P.job->read(P.job->ctx, s);
		pthread_mutex_lock(&P.mu);
		P.in_read = false;
		if (!more)
			break;
		P.state[s] = READY;
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

static void stop(void)
{
	bool leave;
	int t;

	pthread_mutex_lock(&P.mu);
	P.quit = true;
	/* A reader waiting for a free slot sees quit and ends; one in a
	 * read of a file ends that read soon.  One in a read of a pipe that
	 * no one will write to may wait for ever: it is left to the exit
	 * that follows, which ends it.  (Not cancelled: a cancelled thread's
	 * stack is left as the unwinding found it, which a sanitizer's
	 * thread exit mistakes for a bad access.) */
	leave = P.in_read && P.job->may_wait;
	pthread_cond_broadcast(&P.ready);
	pthread_cond_broadcast(&P.space);
	pthread_mutex_unlock(&P.mu);
	if (P.reading) {
		if (leave)
			pthread_detach(P.rd);
		else
			pthread_join(P.rd, NULL);
	}
	P.reading = false;
	for (t = 0; t < P.nth; t++)
		pthread_join(P.th[t], NULL);
	P.nth = 0;
}

/* Before an error ends attn: the threads end first (all but a reader
 * waiting on a pipe), so that nothing of theirs is left behind; then
 * whatever was to be done (the -o file). */
static void (*was_cleanup)(void);

static void halt(void)
{
	stop();
	if (was_cleanup)
		was_cleanup();
}

static void release(void)
{
	if (P.nth || P.reading)
		stop();
	XFREE(P.state);
	XFREE(P.failed);
	XFREE(P.err);
	XFREE(P.th);
}

void pool_run(const struct pool_job *job, int threads)
{
	size_t s;
	int t;

	/* whatever an error exit left in P is gone with the process (or, in
	 * the fuzz harness, freed by it) */
	threads = effective(threads);
	P.job = job;
	P.nslot = pool_slots(threads);
	P.nread = P.ncomputed = P.nwritten = 0;
	P.quit = P.eof = P.rfailed = P.reading = P.in_read = false;
	P.nth = 0;
	P.state = xcalloc(P.nslot, sizeof *P.state);
	P.failed = xcalloc(P.nslot, sizeof *P.failed);
	P.err = xarray(P.nslot, sizeof *P.err);
	P.th = NULL;
	was_cleanup = attn_cleanup;
	attn_cleanup = halt;
	if (threads > 1 && job->ahead) {
		/* The first two items on this thread: an input of one item
		 * (one batch of rows: a homework matrix) is done here, with no
		 * threads to start, which would cost more than its work. */
		if (!job->read(job->ctx, 0))
			goto done;
		if (!job->read(job->ctx, 1)) {
			job->compute(job->ctx, 0);
			job->write(job->ctx, 0);
			goto done;
		}
		P.state[0] = P.state[1] = READY;
		P.nread = 2;
	}
	if (threads > 1) {
		P.th = xarray((size_t)threads, sizeof *P.th);
		for (t = 0; t < threads; t++) {
			if (pthread_create(&P.th[t], NULL, worker,
					   (void *)(intptr_t)t) != 0)
				break;
			P.nth++;
		}
	}
	if (P.nth > 0 && pthread_create(&P.rd, NULL, read_items, NULL) == 0) {
		P.reading = true;
		while (write_one())
			;
		pthread_join(P.rd, NULL);
		P.reading = false;
		if (P.rfailed)
			fail_caught(&P.rerr);
	} else {
		/* no threads (or they could not start): the items read so far,
		 * each computed once, then the rest, on this thread */
		if (P.nth)
			stop();
		for (; P.nwritten < P.nread; P.nwritten++) {
			s = (size_t)(P.nwritten % (long)P.nslot);
			if (P.state[s] != DONE)
				compute(s);
			if (P.failed[s])
				fail_caught(&P.err[s]);
			job->write(job->ctx, s);
		}
		while (job->read(job->ctx, 0)) {
			job->compute(job->ctx, 0);
			job->write(job->ctx, 0);
		}
	}
done:
	release();
	attn_cleanup = was_cleanup;
}
