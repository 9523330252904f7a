/* cmd_apply.c - O = A V, one row of weights at a time. */
#include <math.h>
#include <stdlib.h>

#include "cmd.h"
#include "kernel.h"
#include "matrix.h"
#include "output.h"
#include "util.h"

static const char usage[] =
"usage: attn apply -v V [options] [FILE]\n"
"\n"
"Weighted sums of the rows of V: O = A V.  The weights (FILE or stdin)\n"
"are streamed and used as given; V is read whole.\n"
"\n"
"  -v, --values V       the values, n_k x d_v\n"
COMMON_HELP;

int cmd_apply(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "values", required_argument, NULL, 'v' },
		COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	const char *path, *vpath = NULL;
	const double *w;
	struct matrix V;
	/* volatile: in memory, so that when an error ends attn a leak checker
	 * finds these still in use (a register may be reused on that path) */
	double *volatile o;
	reader *volatile A;
	struct kn_mat VV;
	size_t n, j;
	int c;

	cmd_begin("apply");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "v:", longopts,
				NULL)) != -1) {
		if (c == 'v')
			vpath = optarg;
		else
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);
	if (!vpath)
		usage_fail("missing -v V, the values");
	one_stdin((const char *[]){ path, vpath }, 2);

	V = mat_load(vpath, "V", 0, false);
	kn_values(&VV, V.v, V.rows, V.cols);
	A = rd_open(path, "weights", ALLOW_NAN);
	out_open(co.output, co.unbuffered);
	o = xmalloc(V.cols * sizeof *o);
	while (rd_row(A, &w, &n)) {
		if (n != V.rows)
			fail(rd_name(A), rd_line(A), "row has %zu weight%s, but V "
			     "has %zu row%s", n, n == 1 ? "" : "s", V.rows,
			     V.rows == 1 ? "" : "s");
		kn_apply(w, &VV, o);
		/* as in scores: finite in, infinite out is an error */
		for (j = 0; j < V.cols; j++)
			if (isinf(o[j]))
				fail(rd_name(A), rd_line(A), "the output for "
				     "column %zu overflows a double", j);
		out_row(o, V.cols);
	}
	out_close();
	rd_close(A);
	kn_mat_free(&VV);
	mat_free(&V);
	free(o);
	return 0;
}
