/* cmd_scores.c - S = Q K^T / sqrt(d_k), one query row at a time. */
#include <stdlib.h>

#include "cmd.h"
#include "kernel.h"
#include "mask.h"
#include "matrix.h"
#include "output.h"
#include "stage.h"
#include "util.h"
#include "work.h"

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
"      --causal         mask key j of row i when j > i + offset (-inf)\n"
"      --offset N       row i sits at key position i + N (default 0)\n"
"      --window L[,R]   keep L keys before the position and R after it\n"
"      --mask FILE      0/1 matrix of the scores' shape; 0 masks\n"
"      --bias FILE      add FILE's entries to the scores; -inf masks\n"
"      --show-work      write the dot products and the scale to stderr\n"
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]'.\n";

int cmd_scores(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS, MASK_LONGOPTS, COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct mask m = { 0 };
	struct query qy = { NULL, NULL, { SCALE_SQRT, 0 }, false };
	struct matrix K;
	struct kn_mat KK;
	/* volatile: in memory, so that when an error ends attn a leak checker
	 * finds these still in use (a register may be reused on that path) */
	reader *volatile Q;
	double *volatile s;
	const double *q;
	const unsigned char *allow;
	size_t d;
	int c;

	cmd_begin("scores");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS QUERY_SHORTOPTS,
				longopts, NULL)) != -1)
		if (!query_option(&qy, c, optarg) && !mask_option(&m, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	query_operands(&qy, argc - optind, argv + optind);
	one_stdin((const char *[]){ qy.qpath, qy.kpath, m.mask_path,
				    m.bias_path }, 4);

	K = mat_load(qy.kpath, "K", 0, false);
	kn_keys(&KK, K.v, K.rows, K.cols);
	Q = rd_open(qy.qpath, "Q", 0);
	out_open(co.output, co.unbuffered);
	mask_start(&m);
	s = xmalloc(K.rows * sizeof *s);
	while (rd_row(Q, &q, &d)) {
		allow = stage_scores(Q, q, d, &KK, &qy.sc, &m, s);
		mask_transform(&m, s, rd_name(Q), rd_line(Q));
		if (qy.work) {
			work_row(m.row, rd_name(Q), rd_line(Q), q, d);
			work_scores(q, K.v, K.rows, d, &qy.sc, allow, m.bias, s);
		}
		out_row(s, K.rows);
	}
	mask_end(&m);
	out_close();
	mask_free(&m);
	rd_close(Q);
	kn_mat_free(&KK);
	mat_free(&K);
	free(s);
	return 0;
}
