/* stage.h - the per-row steps of scores and weights, and the options of
 * the query side, shared by scores, weights and attend: attend runs the
 * very code of the pipeline, which is why the two write the same bytes. */
#ifndef ATTN_STAGE_H
#define ATTN_STAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "kernel.h"
#include "mask.h"
#include "matrix.h"

/* -q, -k, --no-scale, --scale, --show-work: what scores and attend take. */
struct query {
	const char *qpath, *kpath;
	struct scale sc;
	bool work;
};
#define QUERY_SHORTOPTS "q:k:"
#define QUERY_LONGOPTS \
	{ "query", required_argument, NULL, 'q' }, \
	{ "keys", required_argument, NULL, 'k' }, \
	{ "no-scale", no_argument, NULL, OPT_NO_SCALE }, \
	{ "scale", required_argument, NULL, OPT_SCALE }, \
	{ "show-work", no_argument, NULL, OPT_SHOW_WORK }

/* Take option C if it is one of the above; false if not. */
bool query_option(struct query *qy, int c, const char *arg);
/* The operands after the options: Q may be the only one; -k is required;
 * Q is stdin when not given. */
void query_operands(struct query *qy, int argc, char **argv);

/* One row of scores for the query Q (D columns, read from R): the width
 * checked against K, the masks, the scale, overflow refused.  Returns
 * which keys the row may attend. */
const unsigned char *stage_scores(reader *r, const double *q, size_t d,
				  const struct kn_mat *K, const struct scale *sc,
				  struct mask *m, double *s);
/* One row of weights from the N scores in S (masked by mask_next
 * already): the transforms, the softmax, the masked-rows policy.  W holds
 * 2N doubles (the second half is scratch).  Returns how many keys live. */
size_t stage_weights(struct mask *m, double *s, size_t n, double *w,
		     const char *where, long line);

#endif
