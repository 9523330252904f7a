/* cmd_weights.c - A = row-softmax(S + mask), one row at a time. */
#include "cmd/cmd.h"
#include "attn/heads.h"
#include "io/matrix.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/stage.h"


static const char usage[] =
"usage: attn weights [options] [FILE]\n"
"\n"
"Softmax of each row of scores (FILE or stdin), streamed. -inf = masked.\n"
"Masked entries stay -inf; the others go through --temperature, --softcap\n"
"and --bias, in that order.\n"
"\n"
MASK_HELP
TRANSFORM_HELP
HEAD_HELP
"      --show-work      write max, exponentials, sum and weights to stderr\n"
JOBS_HELP
COMMON_HELP;

int cmd_weights(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "show-work", no_argument, NULL, OPT_SHOW_WORK },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, HEAD_LONGOPT,
		JOBS_LONGOPT, COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct stage *st;
	const char *path;
	reader *S;
	int c;

	cmd_begin("weights");
	st = stage_begin(DO_WEIGHTS);
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT,
				longopts, NULL)) != -1) {
		if (c == OPT_SHOW_WORK)
			st->work = true;
		else if (c == 'j')
			st->jobs_arg = optarg;
		else if (!mask_option(&st->m, c, optarg) &&
			 !heads_option(&st->hd, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);
	one_stdin((const char *[]){ path, st->m.mask_path, st->m.bias_path },
		  3);

	stage_load(st, NULL, NULL);
	S = rd_open(path, "scores", ALLOW_NEG_INF);
	out_open(co.output, co.unbuffered);
	stage_run(st, S);
	out_close();
	rd_close(S);
	stage_free(st);
	return 0;
}
