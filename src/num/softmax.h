/* softmax.h - the stable softmax of one row, exactly rounded in practice
 * (within an ulp), the same bits on every machine. */
#ifndef ATTN_SOFTMAX_H
#define ATTN_SOFTMAX_H

#include <stddef.h>

/* Stable softmax of S (N entries, -inf = masked) into W, using TMP (N
 * doubles) as scratch.  Returns how many entries are not masked; when none
 * are, W is left alone.  For --show-work, EX (N doubles, or NULL) gets the
 * exponentials e^(S[j] - max) and *SUM (or NULL) their sum, each rounded
 * to nearest from the double-double values the division uses. */
size_t kn_softmax(const double *s, size_t n, double *w, double *tmp,
		  double *ex, double *sum);

#endif
