/* diagnose.h - check --of's second half: which common mistakes reproduce
 * a wrong answer. */
#ifndef ATTN_DIAGNOSE_H
#define ATTN_DIAGNOSE_H

#include "explain/digits.h"
#include "explain/mistakes.h"
#include "io/matrix.h"

/* What the search found: each mistake (or pair) that reproduces the
 * answer, its ID ("no-scale", "scale-by-d + exp2") and what was done; or
 * ROUNDING alone (ID "rounding"), right to the digits written; or none. */
struct finding {
	char id[96];
	char words[1100];
	bool pair;
	bool different;		/* a different way, not a wrong one */
};
struct findings {
	struct finding *f;
	size_t n, cap;
	bool rounding;
};

/* Against E, the expected matrix of P: try every mistake of the
 * catalogue that applies, then every pair from different steps, and keep
 * in F each that reproduces J's answer; or that it is right to the digits
 * written. */
void diagnose(const struct problem *p, const struct judge *j,
	      const struct matrix *E, struct findings *f);
/* F as lines, "likely mistake (ID): ...", or that no mistake reproduces
 * the answer, to the output; findings_free lets go. */
void findings_say(const struct findings *f);
void findings_free(struct findings *f);

#endif
