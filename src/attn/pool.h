/* pool.h - the threads of the row loop: a ring of slots that a reader
 * thread fills in order, workers compute in any order, and the main thread
 * writes in order, each as soon as it and every slot before it are done.
 *
 * What a slot holds is the caller's (rows.c): the pool knows only their
 * indices.  An error in a slot's computation (fail() on a worker) is caught
 * and reported when that slot's turn to be written comes, after the slots
 * before it; an error while reading, after every slot read before it: what
 * one thread would have written and said.  Every exit is the main
 * thread's, and before it the threads end. */
#ifndef ATTN_POOL_H
#define ATTN_POOL_H

#include <stdbool.h>
#include <stddef.h>

struct pool_job {
	void *ctx;
	/* Fill slot S with the next item; false at the end.  On the reader
	 * thread, in order; the first call comes before any other. */
	bool (*read)(void *ctx, size_t s);
	/* Compute slot S; on any thread, touching only slot S. */
	void (*compute)(void *ctx, size_t s);
	/* Write slot S; on the main thread, in order. */
	void (*write)(void *ctx, size_t s);
	/* Whether a read may wait for ever (a pipe): then an error stops
	 * the reader by cancelling it, where otherwise the pool waits for
	 * the read in hand to end. */
	bool may_wait;
	/* Whether the first item may wait for a second to be read (not for
	 * a user typing rows one at a time, who wants each answer at once):
	 * then an input of one item is done on the main thread alone. */
	bool ahead;
};

/* How many slots pool_run uses with THREADS threads. */
size_t pool_slots(int threads);
/* Run JOB over every item read, on THREADS threads (1: the main thread
 * reads, computes and writes each in turn). */
void pool_run(const struct pool_job *job, int threads);
/* The index, from 0 to THREADS - 1, of the thread that computes: for
 * work kept apart per thread (exact sums, merged at the end). */
int pool_thread(void);
/* Whether THREADS (a -j) runs threads at all (never in the fuzz harness). */
bool pool_threaded(int threads);
/* The number of CPUs online, from 1 to 256: the default -j. */
int pool_cpus(void);

#endif
