/* query.h - the operands and options of the commands that compute
 * attention from Q and K: -q, -k, -v, --no-scale, --scale, --show-work. */
#ifndef ATTN_QUERY_H
#define ATTN_QUERY_H

#include <stdbool.h>

#include "cmd/cmd.h"
#include "num/scale.h"

struct query {
	const char *qpath, *kpath, *vpath;
	struct scale sc;
	bool work;
};
#define QUERY_INIT { NULL, NULL, NULL, { SCALE_SQRT, 0 }, false }
#define QUERY_SHORTOPTS "q:k:"
#define QUERY_LONGOPTS \
	{ "query", required_argument, NULL, 'q' }, \
	{ "keys", required_argument, NULL, 'k' }, \
	{ "no-scale", no_argument, NULL, OPT_NO_SCALE }, \
	{ "scale", required_argument, NULL, OPT_SCALE }, \
	{ "show-work", no_argument, NULL, OPT_SHOW_WORK }
#define VALUES_LONGOPT { "values", required_argument, NULL, 'v' }

/* Take option C if it is one of the above (or -v); false if not. */
bool query_option(struct query *qy, int c, const char *arg);
/* The operands after the options: Q may be the only one; -k is required
 * (and -v when NEED_V); Q is stdin when not given. */
void query_operands(struct query *qy, int argc, char **argv, bool need_v);

#endif
