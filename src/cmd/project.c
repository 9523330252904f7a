/* cmd_project.c - Y = X W + b, one row of X at a time. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "num/dot.h"
#include "io/matrix.h"
#include "io/output.h"
#include "attn/rows.h"
#include "base/err.h"
#include "base/alloc.h"

static const char usage[] =
"usage: attn project -w W [-b B] [options] [FILE]\n"
"\n"
"A linear layer: Y = X W + b, the projections of a transformer layer.\n"
"X (FILE or stdin) is streamed; W and B are read whole.\n"
"\n"
"  -w, --weight W       the projection, d_in x d_out\n"
"  -b, --bias B         one row of d_out numbers added to every output row\n"
"      --transposed     W is d_out x d_in, as PyTorch's nn.Linear.weight\n"
"                       and in_proj_weight store it\n"
JOBS_HELP
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]'.\n";

/* Into A: W as d_in x d_out whatever its layout, with B's row below it.
 * Each output, sum_i x_i W_ij + b_j, is then one dot product of [x, 1]
 * with a column of A, summed exactly and rounded once.  TRANSPOSED: W is
 * d_out x d_in.  (A is the caller's, so that what it holds is in memory
 * when an error ends attn here.) */
static void load_w(struct matrix *a, const char *wpath, const char *bpath,
		   bool transposed)
{
	struct matrix W = mat_load(wpath, "W", 0, false);
	size_t din = transposed ? W.cols : W.rows;
	size_t dout = transposed ? W.rows : W.cols, i, j, n;
	const double *b;
	long line;
	reader *B;

	a->rows = din + (bpath != NULL);
	a->cols = dout;
	a->name = W.name;
	a->v = xmalloc(a->rows * a->cols * sizeof *a->v);
	for (i = 0; i < din; i++)
		for (j = 0; j < dout; j++)
			a->v[i * dout + j] = transposed ? W.v[j * din + i] :
			    W.v[i * dout + j];
	mat_free(&W);
	if (!bpath)
		return;
	B = rd_open(bpath, "B", 0);
	if (!rd_row(B, &b, &n))
		fail(rd_name(B), 0, "no data rows (B needs one)");
	line = rd_line(B);
	if (n == dout)
		memcpy(a->v + din * dout, b, dout * sizeof *b);
	/* a second row first: B written as a column is the likelier slip */
	if (rd_row(B, &b, &i))
		fail(rd_name(B), rd_line(B), "B has more than one row (it must "
		     "be one row of d_out = %zu number%s)", dout,
		     dout == 1 ? "" : "s");
	if (n != dout)
		fail(rd_name(B), line, "B has %zu number%s, but W has %zu %s "
		     "(d_out must match)", n, n == 1 ? "" : "s", dout,
		     transposed ? (dout == 1 ? "row" : "rows") :
		     (dout == 1 ? "column" : "columns"));
	rd_close(B);
}

/* What a row of X needs: W (with B's row) prepared for kn_apply. */
struct project {
	struct kn_mat w;
	size_t din;
	bool transposed;
};

static size_t shape(void *ctx, const struct row *r, size_t *nout,
		    size_t *nk, size_t *heads)
{
	struct project *p = ctx;
	size_t din = p->din;

	(void)nk;
	(void)heads;
	if (r->n != din)
		fail(r->where, r->line, "row has %zu column%s, but W has %zu %s "
		     "(d_in must match)", r->n, r->n == 1 ? "" : "s", din,
		     p->transposed ? (din == 1 ? "column" : "columns") :
		     (din == 1 ? "row" : "rows"));
	*nout = p->w.cols;
	/* [x, 1], then y */
	return p->w.rows + p->w.cols;
}

static void project_row(void *ctx, struct row *r)
{
	struct project *p = ctx;
	double *xb = r->buf, *y = r->buf + p->w.rows;
	size_t j;

	memcpy(xb, r->in, p->din * sizeof *xb);
	/* the 1 that picks up B's row, when there is one */
	if (p->w.rows > p->din)
		xb[p->din] = 1;
	kn_apply(xb, &p->w, y);
	/* as in scores: finite in, infinite out is an error */
	for (j = 0; j < p->w.cols; j++)
		if (isinf(y[j]))
			fail(r->where, r->line, "the output for column %zu "
			     "overflows a double", j);
	r->out = y;
}

int cmd_project(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "weight", required_argument, NULL, 'w' },
		{ "bias", required_argument, NULL, 'b' },
		{ "transposed", no_argument, NULL, OPT_TRANSPOSED },
		JOBS_LONGOPT, COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct project p = { .transposed = false };
	struct rows rs = { .ctx = &p, .shape = shape, .fn = project_row };
	const char *path, *wpath = NULL, *bpath = NULL, *jobs = NULL;
	struct matrix W;
	int c, nj;

	cmd_begin("project");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT
				"w:b:", longopts, NULL)) != -1) {
		if (c == 'w')
			wpath = optarg;
		else if (c == 'j')
			jobs = optarg;
		else if (c == 'b')
			bpath = optarg;
		else if (c == OPT_TRANSPOSED)
			p.transposed = true;
		else
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);
	if (!wpath)
		usage_fail("missing -w W, the projection matrix");
	one_stdin((const char *[]){ path, wpath, bpath }, 3);
	nj = rows_jobs(jobs);

	load_w(&W, wpath, bpath, p.transposed);
	p.din = W.rows - (bpath != NULL);
	kn_values(&p.w, W.v, W.rows, W.cols);
	rs.in = rd_open(path, "X", 0);
	out_open(co.output, co.unbuffered);
	rows_run(&rs, nj);
	out_close();
	rd_close(rs.in);
	kn_mat_free(&p.w);
	mat_free(&W);
	return 0;
}
