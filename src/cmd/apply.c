/* cmd_apply.c - O = A V, one row of weights at a time. */
#include "cmd/cmd.h"
#include "attn/heads.h"
#include "io/matrix.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/stage.h"
#include "base/err.h"

static const char usage[] =
"usage: attn apply -v V [options] [FILE]\n"
"\n"
"Weighted sums of the rows of V: O = A V.  The weights (FILE or stdin)\n"
"are streamed and used as given; V is read whole.\n"
"\n"
"  -v, --values V       the values, n_k x d_v\n"
HEADS_HELP
JOBS_HELP
COMMON_HELP;

int cmd_apply(int argc, char **argv)
{
	static const struct option longopts[] = {
		VALUES_LONGOPT, HEADS_LONGOPTS, JOBS_LONGOPT,
		COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct stage *st;
	const char *path, *vpath = NULL;
	reader *A;
	int c;

	cmd_begin("apply");
	st = stage_begin(DO_APPLY);
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT
				"v:", longopts, NULL)) != -1) {
		if (c == 'v')
			vpath = optarg;
		else if (c == 'j')
			st->jobs_arg = optarg;
		else if (!heads_option(&st->hd, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);
	if (!vpath)
		usage_fail("missing -v V, the values");
	one_stdin((const char *[]){ path, vpath }, 2);

	stage_load(st, NULL, vpath);
	A = rd_open(path, "weights", ALLOW_NAN);
	out_open(co.output, co.unbuffered);
	stage_run(st, A);
	out_close();
	rd_close(A);
	stage_free(st);
	return 0;
}
