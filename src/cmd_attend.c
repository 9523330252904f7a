/* cmd_attend.c - O = softmax(Q K^T / sqrt(d_k) + M) V in one process.
 *
 * The very kernels of scores, weights and apply, called in the same order,
 * so the output is byte-identical to the three-stage pipeline. */
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "kernel.h"
#include "mask.h"
#include "matrix.h"
#include "output.h"
#include "stage.h"
#include "util.h"
#include "work.h"

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
"      --show-work      write every step of every row to stderr\n"
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --show-work\n";

/* The row buffers (scores, transformed scores, weights, output) in one
 * block, held by a static so that an error exit leaks nothing. */
static double *row;

int cmd_attend(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS,
		{ "values", required_argument, NULL, 'v' },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct mask m = { 0 };
	struct query qy = { NULL, NULL, { SCALE_SQRT, 0 }, false };
	const char *vpath = NULL;
	struct matrix K, V;
	struct kn_mat KK, VV;
	double *s, *t, *w, *o;
	const double *q;
	const unsigned char *allow;
	reader *volatile Q;
	size_t d, live;
	int c;

	cmd_begin("attend");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS QUERY_SHORTOPTS
				"v:", longopts, NULL)) != -1) {
		if (c == 'v')
			vpath = optarg;
		else if (!query_option(&qy, c, optarg) &&
			 !mask_option(&m, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	query_operands(&qy, argc - optind, argv + optind);
	if (!vpath)
		usage_fail("missing -v V, the values");
	one_stdin((const char *[]){ qy.qpath, qy.kpath, vpath, m.mask_path,
				    m.bias_path }, 5);

	K = mat_load(qy.kpath, "K", 0, false);
	V = mat_load(vpath, "V", 0, false);
	if (V.rows != K.rows)
		fail(V.name, 0, "V has %zu row%s, but K has %zu (one value row "
		     "per key)", V.rows, V.rows == 1 ? "" : "s", K.rows);
	kn_keys(&KK, K.v, K.rows, K.cols);
	kn_values(&VV, V.v, V.rows, V.cols);
	Q = rd_open(qy.qpath, "Q", 0);
	out_open(co.output, co.unbuffered);
	mask_start(&m);
	row = xmalloc((4 * K.rows + V.cols) * sizeof *row);
	s = row;
	t = s + K.rows;
	w = t + K.rows;		/* 2 * K.rows: + kn_softmax scratch */
	o = w + 2 * K.rows;
	while (rd_row(Q, &q, &d)) {
		/* scores: scale and masks; weights: temperature, softcap,
		 * bias, the masked-rows policy; then apply */
		allow = stage_scores(Q, q, d, &KK, &qy.sc, &m, s);
		memcpy(t, s, K.rows * sizeof *t);
		live = stage_weights(&m, t, K.rows, w, rd_name(Q), rd_line(Q));
		kn_apply(w, &VV, o);
		if (qy.work) {
			work_row(m.row, rd_name(Q), rd_line(Q), q, d);
			work_scores(q, K.v, K.rows, d, &qy.sc, allow, NULL, s);
			work_weights(&m, s, t, w, K.rows, live);
			work_apply(w, V.v, V.rows, V.cols, o);
		}
		out_row(o, V.cols);
	}
	mask_end(&m);
	out_close();
	mask_free(&m);
	rd_close(Q);
	kn_mat_free(&KK);
	kn_mat_free(&VV);
	mat_free(&K);
	mat_free(&V);
	free(row);
	row = NULL;
	return 0;
}
