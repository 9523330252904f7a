/* weights.c - attn weights: A = row-softmax(S + mask), one row at a time. */
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "io/matrix.h"

static const char intro[] =
"usage: attn weights [options] [FILE]\n"
"\n"
"Softmax of each row of scores (FILE or stdin), streamed. -inf = masked.\n"
"Masked entries stay -inf; the others go through --temperature, --softcap\n"
"and --bias, in that order.\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_mask),
	OPT_GROUP(opt_transform),
	OPT_GROUP(opt_sinks),
	OPT_GROUP(opt_lse),
	OPT_GROUP(opt_head),
	{ "show-work", OPT_SHOW_WORK, NULL, "write max, exponentials, sum and "
	  "weights to stderr", AT(work) },
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "weights", intro, opts, NULL };

int cmd_weights(int argc, char **argv)
{
	struct args a;
	struct stage *st;
	const char *path;

	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	path = sole_operand(&a);
	st = stage_setup(DO_WEIGHTS, &a, NULL, NULL, path, "the scores");
	run_stage(st, &a, path, "scores", ALLOW_NEG_INF);
	return 0;
}
