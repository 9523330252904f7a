/* diagnose.h - check --of's second half: which common mistakes reproduce
 * a wrong answer. */
#ifndef ATTN_DIAGNOSE_H
#define ATTN_DIAGNOSE_H

#include "explain/digits.h"
#include "explain/findings.h"
#include "explain/problem.h"
#include "io/matrix.h"

/* Against E, the expected matrix of P: try every mistake of the
 * catalogue that applies, then every pair from different steps, and keep
 * in F each that reproduces J's answer; or that it is right to the digits
 * written. */
void diagnose(const struct problem *p, const struct judge *j,
	      const struct matrix *E, struct findings *f);

#endif
