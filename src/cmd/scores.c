/* cmd_scores.c - S = Q K^T / sqrt(d_k), one query row at a time. */
#include "cmd/cmd.h"
#include "attn/heads.h"
#include "io/matrix.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/stage.h"

static const char usage[] =
"usage: attn scores -k K [-q Q] [options]\n"
"\n"
"Scores of every query row against every key: S = Q K^T / sqrt(d_k).\n"
"Q is streamed (stdin when -q is not given); K is read whole.\n"
"\n"
"  -q, --query Q        the queries, n_q x d_k (default: stdin)\n"
"  -k, --keys K         the keys, n_k x d_k\n"
"      --no-scale       plain dot products\n"
"      --scale X        multiply by X instead of dividing by sqrt(d_k)\n"
MASK_HELP
HEADS_HELP
"      --show-work      write the dot products and the scale to stderr\n"
JOBS_HELP
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]'.\n";

int cmd_scores(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS, MASK_LONGOPTS, HEADS_LONGOPTS, JOBS_LONGOPT,
		COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct stage *st;
	struct common co = { NULL, false };
	struct query qy = QUERY_INIT;
	reader *Q;
	int c;

	cmd_begin("scores");
	st = stage_begin(DO_SCORES);
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT
				QUERY_SHORTOPTS, longopts, NULL)) != -1)
		if (c == 'j')
			st->jobs_arg = optarg;
		else if (!query_option(&qy, c, optarg) &&
		    !mask_option(&st->m, c, optarg) &&
		    !heads_option(&st->hd, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	query_operands(&qy, argc - optind, argv + optind, false);
	one_stdin((const char *[]){ qy.qpath, qy.kpath, st->m.mask_path,
				    st->m.bias_path }, 4);
	st->sc = qy.sc;
	st->work = qy.work;

	stage_load(st, qy.kpath, NULL);
	Q = rd_open(qy.qpath, "Q", 0);
	out_open(co.output, co.unbuffered);
	stage_run(st, Q);
	out_close();
	rd_close(Q);
	stage_free(st);
	return 0;
}
