/* findings.h - what check --of's search found: the mistakes that
 * reproduce an answer, each with its ID and its words.  diagnose.c finds
 * them; check says them as lines, or in its JSON report (compare.h). */
#ifndef ATTN_FINDINGS_H
#define ATTN_FINDINGS_H

#include <stdbool.h>
#include <stddef.h>

/* Each mistake (or pair) that reproduces the answer, its ID ("no-scale",
 * "scale-by-d + exp2") and what was done; or ROUNDING alone (ID
 * "rounding"), right to the digits written; or none. */
struct finding {
	char id[96];
	char words[1100];
	bool pair;
	bool different;		/* a different way, not a wrong one */
};
#define LOCATE_LINES 5
struct findings {
	struct finding *f;
	size_t n, cap;
	bool rounding;
	/* where the cells beyond the bound lie, said before the mistakes
	 * (explain/locate.h) */
	char where[LOCATE_LINES][200];
	size_t nwhere;
};

/* F as lines, where the differing cells lie, then "likely mistake (ID):
 * ...", or that no mistake reproduces the answer, to the output;
 * findings_free lets go. */
void findings_say(const struct findings *f);
void findings_free(struct findings *f);

#endif
