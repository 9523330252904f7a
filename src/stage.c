/* stage.c - one row of scores, one row of weights. */
#include "stage.h"

#include <math.h>

#include "cmd.h"
#include "util.h"

bool query_option(struct query *qy, int c, const char *arg)
{
	switch (c) {
	case 'q':
		qy->qpath = arg;
		break;
	case 'k':
		qy->kpath = arg;
		break;
	case OPT_NO_SCALE:
		qy->sc.mode = SCALE_NONE;
		break;
	case OPT_SCALE:
		qy->sc.mode = SCALE_BY;
		qy->sc.by = num_option("--scale", arg);
		break;
	case OPT_SHOW_WORK:
		qy->work = true;
		break;
	default:
		return false;
	}
	return true;
}

void query_operands(struct query *qy, int argc, char **argv)
{
	if (!qy->qpath && argc > 0)
		qy->qpath = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!qy->kpath)
		usage_fail("missing -k K, the keys");
	if (!qy->qpath)
		qy->qpath = "-";
}

const unsigned char *stage_scores(reader *r, const double *q, size_t d,
				  const struct kn_mat *K, const struct scale *sc,
				  struct mask *m, double *s)
{
	const unsigned char *allow;
	size_t j, n = K->rows;

	if (d != K->cols)
		fail(rd_name(r), rd_line(r), "row has %zu column%s, but K has %zu "
		     "(d_k must match)", d, d == 1 ? "" : "s", K->cols);
	allow = mask_next(m, n);
	kn_scores(q, K, sc, allow, s);
	for (j = 0; j < n; j++)
		if (allow[j] && !isfinite(s[j]))
			fail(rd_name(r), rd_line(r), "the score for key %zu "
			     "overflows a double", j);
	return allow;
}

size_t stage_weights(struct mask *m, double *s, size_t n, double *w,
		     const char *where, long line)
{
	size_t live;

	mask_transform(m, s, where, line);
	live = kn_softmax(s, n, w, w + n);
	if (!live)
		mask_empty_row(m, w, where, line);
	return live;
}
