/* apply.c - attn apply: O = A V, one row of weights at a time. */
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"

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
	OPT_GROUP(opt_sums),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "apply", intro, opts, NULL };

int cmd_apply(int argc, char **argv)
{
	return stage_command(&spec, argc, argv, DO_APPLY);
}
