/* apply.c - attn apply: O = A V, one row of weights at a time. */
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "io/matrix.h"

static const char intro[] =
"usage: attn apply -v V [options] [FILE]\n"
"\n"
"Weighted sums of the rows of V: O = A V.  The weights (FILE or stdin)\n"
"are streamed and used as given; V is read whole.\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_values),
	OPT_GROUP(opt_heads),
	OPT_GROUP(opt_lse),
	OPT_SAYS("lse", "the weights end in an LSE per head (weights --lse):\n"
		 "pass them through after O"),
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "apply", intro, opts, NULL };

int cmd_apply(int argc, char **argv)
{
	struct args a;
	struct stage *st;
	const char *path;

	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	path = sole_operand(&a);
	if (!a.vpath)
		usage_fail("missing -v V, the values");
	st = stage_setup(DO_APPLY, &a, NULL, a.vpath, path, "weights");
	run_stage(st, &a, path, "weights",
		  a.lse ? ALLOW_NAN | ALLOW_NEG_INF : ALLOW_NAN);
	return 0;
}
