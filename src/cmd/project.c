/* project.c - attn project: Y = X W + b, one row of X at a time. */
#include "attn/project.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "io/matrix.h"

enum { OPT_TRANSPOSED = 0x200 };

static const char intro[] =
"usage: attn project -w W [-b B] [options] [FILE]\n"
"\n"
"A linear layer: Y = X W + b, the projections of a transformer layer.\n"
"X (FILE or stdin) is streamed; W and B are read whole.\n"
"\n";

static const struct opt opts[] = {
	{ "weight", 'w', "W", "the projection, d_in x d_out", NULL, OPT_IN },
	{ "bias", 'b', "B", "one row of d_out numbers added to every output row",
	  NULL, OPT_IN },
	{ "transposed", OPT_TRANSPOSED, NULL, "W is d_out x d_in, as PyTorch's "
	  "nn.Linear.weight\nand in_proj_weight store it", NULL },
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "project", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

struct own {
	const char *wpath, *bpath;
	bool transposed;
};

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;

	if (key == 'w')
		o->wpath = arg;
	else if (key == 'b')
		o->bpath = arg;
	else if (key == OPT_TRANSPOSED)
		o->transposed = true;
	else
		return false;
	return true;
}

int cmd_project(int argc, char **argv)
{
	struct args a;
	struct own o = { NULL, NULL, false };
	/* in a static, so that an error exit leaves it reachable */
	static struct project p;
	struct rows rs = { .ctx = &p, .shape = project_shape,
			   .fn = project_row };
	const char *path;

	opt_parse(&spec, argc, argv, &a, own, &o);
	path = sole_operand(&a);
	if (!o.wpath)
		usage_fail("missing -w W, the projection matrix");

	project_load(&p, o.wpath, o.bpath, o.transposed);
	rs.in = rd_open(path, "X", 0);
	run_rows(&rs, &a, jobs_of(&a));
	rd_close(rs.in);
	project_free(&p);
	return 0;
}
