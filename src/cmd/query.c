/* query.c - the options of the commands that compute from Q and K. */
#include "cmd/query.h"

#include "base/err.h"

bool query_option(struct query *qy, int c, const char *arg)
{
	switch (c) {
	case 'q':
		qy->qpath = arg;
		break;
	case 'k':
		qy->kpath = arg;
		break;
	case 'v':
		qy->vpath = arg;
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

void query_operands(struct query *qy, int argc, char **argv, bool need_v)
{
	if (!qy->qpath && argc > 0)
		qy->qpath = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!qy->kpath)
		usage_fail("missing -k K, the keys");
	if (need_v && !qy->vpath)
		usage_fail("missing -v V, the values");
	if (!qy->qpath)
		qy->qpath = "-";
}
