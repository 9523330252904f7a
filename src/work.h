/* work.h - --show-work: the intermediate steps on stderr, laid out the way
 * a student writes them by hand.  stdout is never touched, only flushed so
 * that a row's result follows its working on a terminal. */
#ifndef ATTN_WORK_H
#define ATTN_WORK_H

#include <stddef.h>

#include "kernel.h"
#include "mask.h"

/* Start row I, read from WHERE:LINE; Q is its query (D entries), or NULL
 * when the row is a row of scores. */
void work_row(long i, const char *where, long line, const double *q,
	      size_t d);
/* The dot products of Q with each of the NK rows of K, the scale, and the
 * scores S.  BIAS, when not NULL, was added to the scaled scores. */
void work_scores(const double *q, const double *K, size_t nk, size_t d,
		 const struct scale *sc, const unsigned char *allow,
		 const double *bias, const double *s);
/* From scores IN to weights W: the masks and transforms of M that made S,
 * the row max, the exponentials, their sum and the weights.  LIVE is how
 * many keys are not masked. */
void work_weights(const struct mask *m, const double *in, const double *s,
		  const double *w, size_t n, size_t live);
/* The weighted sum of the rows of V. */
void work_apply(const double *w, const double *V, size_t nk, size_t dv,
		const double *out);

#endif
