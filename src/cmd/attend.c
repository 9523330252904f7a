/* cmd_attend.c - O = softmax(Q K^T / sqrt(d_k) + M) V in one process.
 *
 * The very kernels of scores, weights and apply, called in the same order,
 * so the output is byte-identical to the three-stage pipeline. */
#include "cmd/cmd.h"
#include "attn/heads.h"
#include "io/matrix.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/stage.h"


static const char usage[] =
"usage: attn attend -q Q -k K -v V [options]\n"
"\n"
"The whole of attention, O = softmax(Q K^T / sqrt(d_k) + M) V, in one\n"
"process: the same bytes as attn scores | attn weights | attn apply.\n"
"Q is streamed (stdin when -q is not given); K and V are read whole.\n"
"\n"
"  -q, --query Q        the queries, n_q x d_k (default: stdin)\n"
"  -k, --keys K         the keys, n_k x d_k\n"
"  -v, --values V       the values, n_k x d_v\n"
"      --no-scale       plain dot products\n"
"      --scale X        multiply by X instead of dividing by sqrt(d_k)\n"
"      --causal         mask key j of row i when j > i + offset\n"
"      --offset N       row i sits at key position i + N (default 0)\n"
"      --window L[,R]   keep L keys before the position and R after it\n"
"      --mask FILE      0/1 matrix of the scores' shape; 0 masks\n"
"      --temperature T  divide the scores by T > 0\n"
"      --softcap C      map x to C*tanh(x/C), C > 0\n"
"      --bias FILE      then add FILE's entries; -inf masks\n"
"      --masked-rows P  a row with every key masked: zero (default),\n"
"                       uniform, nan, or error\n"
HEADS_HELP
"      --show-work      write every step of every row to stderr\n"
JOBS_HELP
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --show-work\n";

int cmd_attend(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS, VALUES_LONGOPT, MASK_LONGOPTS,
		TRANSFORM_LONGOPTS, HEADS_LONGOPTS, JOBS_LONGOPT,
		COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct query qy = QUERY_INIT;
	struct stage *st;
	reader *Q;
	int c;

	cmd_begin("attend");
	st = stage_begin(DO_SCORES | DO_WEIGHTS | DO_APPLY);
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT
				QUERY_SHORTOPTS "v:", longopts, NULL)) != -1)
		if (c == 'j')
			st->jobs_arg = optarg;
		else if (!query_option(&qy, c, optarg) &&
		    !mask_option(&st->m, c, optarg) &&
		    !heads_option(&st->hd, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	query_operands(&qy, argc - optind, argv + optind, true);
	one_stdin((const char *[]){ qy.qpath, qy.kpath, qy.vpath,
				    st->m.mask_path, st->m.bias_path }, 5);
	st->sc = qy.sc;
	st->work = qy.work;

	stage_load(st, qy.kpath, qy.vpath);
	Q = rd_open(qy.qpath, "Q", 0);
	out_open(co.output, co.unbuffered);
	stage_run(st, Q);
	out_close();
	rd_close(Q);
	stage_free(st);
	return 0;
}
