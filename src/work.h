/* work.h - --show-work: the intermediate steps on stderr, laid out the way
 * a student writes them by hand.  stdout is never touched. */
#ifndef ATTN_WORK_H
#define ATTN_WORK_H

#include <stddef.h>

#include "kernel.h"
#include "mask.h"

/* "row I (FILE:LINE)" heading. */
void work_row(long i, const char *where, long line);
/* The dot products of Q with each row of K, the scale, the scores. */
void work_scores(const double *q, const double *K, size_t nk, size_t d,
		 const struct scale *sc, const unsigned char *allow,
		 const double *s);
/* From scores IN to weights W: the transforms, max, exps, sum, weights. */
void work_weights(const struct mask *m, const double *in, const double *s,
		  const double *w, size_t n, size_t live);
/* The weighted sum of the rows of V. */
void work_apply(const double *w, const double *V, size_t nk, size_t dv,
		const double *out);

#endif
