/* project.c - attn project: Y = X W + b, one row of X at a time, and its
 * backward pass (attn/project.h). */
#include <string.h>

#include "attn/project.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"

enum { OPT_TRANSPOSED = 0x200 };

/* --wrt's words: dX, dW, db */
#define PROJECT_WRT "x|w|b"

static const char intro[] =
"usage: attn project -w W [-b B] [options] [FILE]\n"
"       attn project --dout dY -w W [--wrt x|w|b] [options] [FILE]\n"
"\n"
"A linear layer: Y = X W + b, the projections of a transformer layer.\n"
"X (FILE or stdin) is streamed; W and B are read whole.  With --dout,\n"
"the backward pass, the gradient of sum(Y * dY), dY read in step with X:\n"
"  --wrt x   dX = dY W^T (the default; --dout dY -w W pairs: their sum)\n"
"  --wrt w   dW = X^T dY, in W's layout\n"
"  --wrt b   db = the column sums of dY\n"
"\n";

static const struct opt opts[] = {
	{ "weight", 'w', "W", "the projection, d_in x d_out", NULL, OPT_INS },
	{ "bias", 'b', "B", "one row of d_out numbers added to every output row",
	  NULL, OPT_IN },
	{ "transposed", OPT_TRANSPOSED, NULL, "W is d_out x d_in, as PyTorch's "
	  "nn.Linear.weight\nand in_proj_weight store it", NULL },
	{ "dout", OPT_DOUT, "dY", "the gradient at the output Y: write the "
	  "backward pass", NULL, OPT_INS },
	{ "wrt", OPT_WRT, "X", "x (dX, default), w (dW) or b (db)", NULL,
	  PROJECT_WRT },
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "project", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

/* --dout dY -w W pairs, at most */
#define PAIRS 16

struct own {
	const char *wpath[PAIRS], *dpath[PAIRS], *bpath;
	size_t nw, nd;
	bool transposed;
	enum project_wrt wrt[3];	/* --wrt x,w,b: in order */
	size_t nwrt;
};

static void more(const char **paths, size_t *n, const char *opt,
		 const char *arg)
{
	if (*n == PAIRS)
		usage_fail("%s is given more than %d times", opt, PAIRS);
	paths[(*n)++] = arg;
}

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;

	if (key == 'w')
		more(o->wpath, &o->nw, "-w", arg);
	else if (key == OPT_DOUT)
		more(o->dpath, &o->nd, "--dout", arg);
	else if (key == 'b')
		o->bpath = arg;
	else if (key == OPT_TRANSPOSED)
		o->transposed = true;
	else if (key == OPT_WRT) {
		char w[3];
		size_t i;

		o->nwrt = wrt_list(arg, PROJECT_WRT, "xwb", w, 3);
		for (i = 0; i < o->nwrt; i++)
			o->wrt[i] = (enum project_wrt)w[i];
	}
	else
		return false;
	return true;
}

/* What the backward pass needs of the options. */
static void back_options(const struct own *o, const struct args *a)
{
	size_t i;

	if (o->nd != o->nw)
		usage_fail("--dout and -w come in pairs, one --dout for each -w "
			   "(%zu --dout, %zu -w)", o->nd, o->nw);
	for (i = 0; i < o->nwrt; i++)
		if (o->nd > 1 && o->wrt[i] != PROJECT_WRT_X)
			usage_fail("--wrt %c takes one --dout and one -w "
				   "(several pairs are for --wrt x)",
				   (char)o->wrt[i]);
	results_check(a, o->nwrt);
	if (o->nd > 1 && o->bpath)
		usage_fail("-b goes with one -w, not %zu", o->nw);
}

/* The backward pass: dX, dW or db, of the projections O names. */
static void backward(const struct own *o, const struct args *a,
		     const char *path)
{
	/* in statics, so that an error exit leaves them reachable */
	static struct project p[PAIRS];
	static struct project_back b;
	size_t k;
	reader *in;
	bool x = false;

	/* W's values are for dX alone */
	for (k = 0; k < o->nwrt; k++)
		x |= o->wrt[k] == PROJECT_WRT_X;
	for (k = 0; k < o->nw; k++)
		(x ? project_load : project_load_shape)(&p[k], o->wpath[k],
			k ? NULL : o->bpath, o->transposed);
	project_back_begin(&b, p, o->nw, o->wrt, o->nwrt, o->dpath,
			   jobs_of(a));
	in = rd_open(path, "X", 0);
	open_results(a, o->nwrt);
	/* dX in X's shape; dW and db are matrices */
	for (k = 0; k < o->nwrt; k++)
		tensors_result_shape(k, o->wrt[k] == PROJECT_WRT_X ? path :
				     NULL);
	project_back_run(&b, in);
	out_close();
	rd_close(in);
	project_back_free(&b);
	for (k = 0; k < o->nw; k++)
		project_free(&p[k]);
}

int cmd_project(int argc, char **argv)
{
	struct args a;
	struct own o = { { NULL }, { NULL }, NULL, 0, 0, false, { 0 }, 0 };
	/* in a static, so that an error exit leaves it reachable */
	static struct project p;
	struct rows rs = { .ctx = &p, .shape = project_shape,
			   .fn = project_row };
	const char *path;

	opt_parse(&spec, argc, argv, &a, own, &o);
	path = sole_operand(&a);
	if (!o.nw)
		usage_fail("missing -w W, the projection matrix");
	if (o.nwrt && !o.nd)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
	if (o.nd) {
		if (!o.nwrt)
			o.wrt[o.nwrt++] = PROJECT_WRT_X;
		back_options(&o, &a);
		backward(&o, &a, path);
		return 0;
	}
	if (o.nw > 1)
		usage_fail("-w is given %zu times (several go with as many "
			   "--dout, for the backward pass)", o.nw);

	project_load(&p, o.wpath[0], o.bpath, o.transposed);
	rs.in = rd_open(path, "X", 0);
	run_rows(&rs, &a, jobs_of(&a));
	rd_close(rs.in);
	project_free(&p);
	return 0;
}
