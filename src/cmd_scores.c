/* cmd_scores.c - S = Q K^T / sqrt(d_k), one query row at a time. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#include "cmd.h"
#include "kernel.h"
#include "mask.h"
#include "matrix.h"
#include "output.h"
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
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n"
"  -H, --header         skip the first row of every CSV input\n"
"  -p, --precision N    N significant digits (default: shortest exact)\n"
"      --fixed N        N digits after the point\n"
"  -o, --output FILE    write FILE atomically instead of stdout\n"
"  -u, --unbuffered     flush every row\n"
"  -h, --help           this text\n"
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]'.\n";

int cmd_scores(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "query", required_argument, NULL, 'q' },
		{ "keys", required_argument, NULL, 'k' },
		{ "no-scale", no_argument, NULL, OPT_NO_SCALE },
		{ "scale", required_argument, NULL, OPT_SCALE },
		{ "show-work", no_argument, NULL, OPT_SHOW_WORK },
		MASK_LONGOPTS, COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct mask m = { 0 };
	struct scale sc = { SCALE_SQRT, 0 };
	const char *qpath = NULL, *kpath = NULL;
	bool work = false;
	struct matrix K;
	/* volatile: in memory, so that when an error ends attn a leak checker
	 * finds these still in use (a register may be reused on that path) */
	struct kn_mat KK;
	reader *volatile Q;
	const double *q;
	double *volatile s;
	size_t d, j;
	int c;

	cmd_begin("scores");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "q:k:", longopts,
				NULL)) != -1) {
		if (c == 'q')
			qpath = optarg;
		else if (c == 'k')
			kpath = optarg;
		else if (c == OPT_NO_SCALE)
			sc.mode = SCALE_NONE;
		else if (c == OPT_SCALE)
			sc.mode = SCALE_BY, sc.by = num_option("--scale", optarg);
		else if (c == OPT_SHOW_WORK)
			work = true;
		else if (!mask_option(&m, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	argc -= optind;
	argv += optind;
	if (!qpath && argc > 0)
		qpath = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!kpath)
		usage_fail("missing -k K, the keys");
	if (!qpath)
		qpath = "-";
	one_stdin((const char *[]){ qpath, kpath, m.mask_path, m.bias_path }, 4);

	K = mat_load(kpath, "K", 0, false);
	kn_keys(&KK, K.v, K.rows, K.cols);
	Q = rd_open(qpath, "Q", 0);
	out_open(co.output, co.unbuffered);
	mask_start(&m);
	s = xmalloc(K.rows * sizeof *s);
	while (rd_row(Q, &q, &d)) {
		const unsigned char *allow;

		if (d != K.cols)
			fail(rd_name(Q), rd_line(Q), "row has %zu column%s, but K "
			     "has %zu (d_k must match)", d, d == 1 ? "" : "s", K.cols);
		allow = mask_next(&m, K.rows);
		kn_scores(q, &KK, &sc, allow, s);
		for (j = 0; j < K.rows; j++)
			if (allow[j] && !isfinite(s[j]))
				fail(rd_name(Q), rd_line(Q), "the score for key %zu "
				     "overflows a double", j);
		mask_transform(&m, s, rd_name(Q), rd_line(Q));
		if (work) {
			work_row(m.row, rd_name(Q), rd_line(Q), q, d);
			work_scores(q, K.v, K.rows, d, &sc, allow, m.bias, s);
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
