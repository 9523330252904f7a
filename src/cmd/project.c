/* project.c - attn project: Y = X W + b, one row of X at a time, and its
 * backward pass (attn/project.h). */
#include <string.h>

#include "attn/project.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"

enum { OPT_TRANSPOSED = OPT_OWN };

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

/* project's own options */
struct own {
	struct opt_paths w, d;	/* -w, and --dout: pairs */
	const char *bpath;
	bool transposed;
	/* --wrt x,w,b: the results, in order */
	struct wrts { enum project_wrt v[3]; size_t n; } wrt;
};

/* --wrt: one result or several */
static void set_wrt(const struct opt *o, const char *arg, void *to)
{
	struct wrts *r = to;
	char w[3];
	size_t i;

	r->n = wrt_list(o, arg, w, 3);
	for (i = 0; i < r->n; i++)
		r->v[i] = (enum project_wrt)w[i];
}

static const struct opt opts[] = {
	{ "weight", 'w', "W", "the projection, d_in x d_out", NULL, OPT_INS,
	  OWN(struct own, w) },
	{ "bias", 'b', "B", "one row of d_out numbers added to every output row",
	  NULL, OPT_IN, OWN(struct own, bpath) },
	{ "transposed", OPT_TRANSPOSED, NULL, "W is d_out x d_in, as PyTorch's "
	  "nn.Linear.weight\nand in_proj_weight store it",
	  OWN(struct own, transposed) },
	{ "dout", OPT_DOUT, "dY", "the gradient at the output Y: write the "
	  "backward pass", NULL, OPT_INS, OWN(struct own, d) },
	{ "wrt", OPT_WRT, "X", "x (dX, default), w (dW) or b (db)", NULL,
	  OPT_WORD, PROJECT_WRT, "xwb", OWN(struct own, wrt), .set = set_wrt },
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "project", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

/* What the backward pass needs of the options. */
static void back_options(const struct own *o, const struct args *a)
{
	size_t i;

	if (o->d.n != o->w.n)
		usage_fail("--dout and -w come in pairs, one --dout for each -w "
			   "(%zu --dout, %zu -w)", o->d.n, o->w.n);
	for (i = 0; i < o->wrt.n; i++)
		if (o->d.n > 1 && o->wrt.v[i] != PROJECT_WRT_X)
			usage_fail("--wrt %c takes one --dout and one -w "
				   "(several pairs are for --wrt x)",
				   (char)o->wrt.v[i]);
	results_check(a, o->wrt.n);
	if (o->d.n > 1 && o->bpath)
		usage_fail("-b goes with one -w, not %zu", o->w.n);
}

/* The backward pass: dX, dW or db, of the projections O names. */
static void backward(const struct own *o, const struct args *a,
		     const char *path)
{
	/* in statics, so that an error exit leaves them reachable */
	static struct project p[OPT_PATHS];
	static struct project_back b;
	size_t k;
	reader *in;
	bool x = false;

	/* W's values are for dX alone */
	for (k = 0; k < o->wrt.n; k++)
		x |= o->wrt.v[k] == PROJECT_WRT_X;
	for (k = 0; k < o->w.n; k++)
		(x ? project_load : project_load_shape)(&p[k], o->w.v[k],
			k ? NULL : o->bpath, o->transposed);
	project_back_begin(&b, p, o->w.n, o->wrt.v, o->wrt.n, o->d.v,
			   jobs_of(a));
	in = rd_open(path, "X", 0);
	open_results(a, o->wrt.n);
	/* dX in X's shape; dW and db are matrices */
	for (k = 0; k < o->wrt.n; k++)
		tensors_result_shape(k, o->wrt.v[k] == PROJECT_WRT_X ? path :
				     NULL);
	project_back_run(&b, in);
	out_close();
	rd_close(in);
	project_back_free(&b);
	for (k = 0; k < o->w.n; k++)
		project_free(&p[k]);
}

int cmd_project(int argc, char **argv)
{
	struct args a;
	struct own o = { { { NULL }, 0 }, { { NULL }, 0 }, NULL, false,
			 { { 0 }, 0 } };
	/* in a static, so that an error exit leaves it reachable */
	static struct project p;
	struct rows rs = { .ctx = &p, .shape = project_shape,
			   .fn = project_row };
	const char *path;

	opt_parse(&spec, argc, argv, &a, NULL, &o);
	path = sole_operand(&a);
	if (!o.w.n)
		usage_fail("missing -w W, the projection matrix");
	if (o.wrt.n && !o.d.n)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
	if (o.d.n) {
		if (!o.wrt.n)
			o.wrt.v[o.wrt.n++] = PROJECT_WRT_X;
		back_options(&o, &a);
		backward(&o, &a, path);
		return 0;
	}
	if (o.w.n > 1)
		usage_fail("-w is given %zu times (several go with as many "
			   "--dout, for the backward pass)", o.w.n);

	project_load(&p, o.w.v[0], o.bpath, o.transposed);
	rs.in = rd_open(path, "X", 0);
	run_rows(&rs, &a, jobs_of(&a));
	rd_close(rs.in);
	project_free(&p);
	return 0;
}
