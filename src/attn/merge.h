/* merge.h - attn merge: outputs of attend --lse over disjoint parts of the
 * keys, read in step, a row of each at a time, made into the output that
 * attend over all the keys gives (num/merge.h, head by head).
 *
 * A part's row is H blocks of DV (its O), then H LSEs, as attend --lse
 * writes it; the merged row is H blocks of DV, and with --lse the merged
 * LSEs after them, so that merges nest.  The parts are the row loop's
 * streamed input (the first) and its companions (the rest): rows.h. */
#ifndef ATTN_MERGE_H
#define ATTN_MERGE_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/mask.h"
#include "attn/rows.h"
#include "io/matrix.h"
#include "num/merge.h"

/* What a row of LSEs was made with, which a CSV of numbers cannot say
 * and merge must know: the first line that attend --lse, weights --lse
 * and merge --lse write, a comment the reader skips,
 *     # attn lse: heads=2 keys=500 sinks=none masked-rows=zero
 * (keys= left out when not known; dtype=T accumulate=A after, for a
 * kernel's). */
struct lse_note {
	size_t heads;
	long long keys;		/* the keys the LSEs sum over; -1: unknown */
	bool sinks;		/* the sinks are in the LSEs */
	enum masked_rows policy;
	/* --dtype T and --accumulate A, said as dtype=T accumulate=A: O
	 * in T, the LSEs in A; NULL: the exact doubles */
	const struct dtype *t, *a;
};
/* The most keys a note says: a count a double holds exactly, as the mean
 * of --masked-rows uniform needs, the sum over the parts too. */
#define KEYS_MAX (1LL << 53)
/* N as that line, to the output. */
void lse_note_write(const struct lse_note *n);
/* The note of TEXT (rd_note's), into *N: false when TEXT is no such
 * line; a line that starts as one but has a field missing, empty, out of
 * range or not one of its words is a data error at WHERE naming WHOSE
 * note ("part 2's"). */
bool lse_note_read(const char *text, const char *where, const char *whose,
		   struct lse_note *n);
/* The name of a --masked-rows policy. */
const char *masked_rows_name(enum masked_rows p);

struct merge {
	size_t h;		/* --heads */
	size_t np;		/* parts, 2 or more */
	size_t dv;		/* a head's output width, from the first row */
	size_t width;		/* a part's row: H * (DV + 1) */
	bool lse;		/* --lse: the merged L after O */
	bool note;		/* the merge's own note first, the line
				   merge --lse writes (not check --of) */
	enum masked_rows policy;	/* --masked-rows: a row every part
					   masks */
	/* --dtype T and --accumulate A: FlashAttention's combine
	 * (dt_merge); NULL: exact */
	const struct dtype *t, *a;
	const double *sinks;	/* --sinks, one per head, or NULL */
	long long *keys;	/* each part's keys, from its note; -1:
				   not said */
	struct matrix sinks_m;
	reader **parts;
	char (*roles)[32];	/* "part 1", ... */
	int jobs;
	/* --show-work: NULL, or the rows' describe */
	void (*describe)(void *m, const struct row *r, struct text *t);
};

/* Begin M with H heads over the NP parts PATHS (M->h set by then); the
 * sinks from SINKS (NULL: none). */
void merge_begin(struct merge *m, char **paths, size_t np, const char *sinks);
/* Every row, merged, to the output. */
void merge_run(struct merge *m);
/* The row loop's shape and row (rows.h), for a caller that runs it
 * itself (check --of merge). */
size_t merge_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		   size_t *heads);
void merge_row(void *ctx, struct row *r);
void merge_free(struct merge *m);

/* After a row: what head H went through, for --show-work. */
struct merge_trace {
	const double *rows;	/* the parts' rows, NP of WIDTH */
	const double *f;	/* each part's factor e^(L_p - L), NP */
	struct kn_merge km;
	const double *out;	/* the merged output, DV */
};
void merge_trace(const struct merge *m, const struct row *r, size_t h,
		 struct merge_trace *t);

#endif
