/* cmd_weights.c - A = row-softmax(S + mask), one row at a time. */
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
"usage: attn weights [options] [FILE]\n"
"\n"
"Softmax of each row of scores (FILE or stdin), streamed. -inf = masked.\n"
"Masked entries stay -inf; the others go through --temperature, --softcap\n"
"and --bias, in that order.\n"
"\n"
"      --causal         mask key j of row i when j > i + offset\n"
"      --offset N       row i sits at key position i + N (default 0)\n"
"      --window L[,R]   keep L keys before the position and R after it\n"
"      --mask FILE      0/1 matrix of the scores' shape; 0 masks\n"
"      --bias FILE      add FILE's entries to the scores; -inf masks\n"
"      --temperature T  divide the scores by T > 0\n"
"      --softcap C      map x to C*tanh(x/C), C > 0\n"
"      --masked-rows P  a row with every key masked: zero (default),\n"
"                       uniform, nan, or error\n"
"      --show-work      write max, exponentials, sum and weights to stderr\n"
COMMON_HELP;

int cmd_weights(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "show-work", no_argument, NULL, OPT_SHOW_WORK },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct mask m = { 0 };
	const char *path;
	bool work = false;
	/* volatile: in memory, so that when an error ends attn a leak checker
	 * finds these still in use (a register may be reused on that path) */
	double *volatile s = NULL, *volatile w = NULL;
	const double *row;
	reader *volatile S;
	size_t n, live;
	int c;

	cmd_begin("weights");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts,
				NULL)) != -1) {
		if (c == OPT_SHOW_WORK)
			work = true;
		else if (!mask_option(&m, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);
	one_stdin((const char *[]){ path, m.mask_path, m.bias_path }, 3);

	S = rd_open(path, "scores", ALLOW_NEG_INF);
	out_open(co.output, co.unbuffered);
	mask_start(&m);
	while (rd_row(S, &row, &n)) {
		if (!s) {
			s = xmalloc(n * sizeof *s);
			w = xmalloc(2 * n * sizeof *w);	/* + scratch */
		}
		memcpy(s, row, n * sizeof *s);
		mask_next(&m, n);
		live = stage_weights(&m, s, n, w, rd_name(S), rd_line(S));
		if (work) {
			work_row(m.row, rd_name(S), rd_line(S), NULL, 0);
			work_weights(&m, row, s, w, n, live);
		}
		out_row(w, n);
	}
	mask_end(&m);
	out_close();
	mask_free(&m);
	rd_close(S);
	free(s);
	free(w);
	return 0;
}
