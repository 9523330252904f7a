/* scores.c - attn scores: S = Q K^T / sqrt(d_k), one query row at a time. */
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"

static const char intro[] =
"usage: attn scores -k K [-q Q] [options]\n"
"\n"
"Scores of every query row against every key: S = Q K^T / sqrt(d_k).\n"
"Q is streamed (stdin when -q is not given); K is read whole.\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_query),
	OPT_GROUP(opt_scale),
	OPT_GROUP(opt_mask),
	OPT_GROUP(opt_heads),
	OPT_SHOWS("write the dot products and the scale to stderr"),
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_sums),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "scores", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

int cmd_scores(int argc, char **argv)
{
	return stage_command(&spec, argc, argv, DO_SCORES);
}
