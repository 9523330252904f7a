/* weights.c - attn weights: A = row-softmax(S + mask), one row at a time. */
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"

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
	OPT_SHOWS("write max, exponentials, sum and weights to stderr"),
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_sums),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "weights", intro, opts, NULL };

int cmd_weights(int argc, char **argv)
{
	return stage_command(&spec, argc, argv, DO_WEIGHTS);
}
