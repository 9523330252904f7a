/* norm.c - attn norm: RMSNorm or the L2 norm, per head or over the whole
 * row, and its backward pass (attn/norm.h). */
#include "attn/norm.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"
#include "show/norm.h"

static const char intro[] =
"usage: attn norm [--rms | --l2] [--eps E] [-w W] [options] [FILE]\n"
"\n"
"Normalise each row of X (FILE or stdin, streamed), per head or over the\n"
"whole row, each output exactly rounded:\n"
"  --rms   y = x w / sqrt(mean(x^2) + eps)       RMSNorm (the default)\n"
"  --l2    y = x w / sqrt(sum(x^2) + eps)        the L2 norm\n"
"w is 1 without -w, and 1 + w with --plus-one.  With --dout dY, the\n"
"backward pass: dX (--wrt x), or dW, one row summed over rows and heads.\n"
"\n";

/* norm's own: the weights */
struct own {
	const char *wpath;
};

static const struct opt opts[] = {
	{ "weight", 'w', "W", "one weight per column of a head (of the row, "
	  "with\none head): y = x w / ...", NULL, OPT_IN, OWN(struct own, wpath) },
	OPT_GROUP(opt_norm),
	OPT_GROUP(opt_head),
	{ "dout", OPT_DOUT, "dY", "the gradient at the output, X's shape: "
	  "write the\nbackward pass", NULL, OPT_IN, AT(dpath) },
	OPT_GROUP(opt_norm_wrt),
	OPT_SHOWS("write each row's sum of squares, mean, root and\noutputs to "
	  "stderr"),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "norm", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
	"  attn norm --heads 2 -w '[1,0.5]' '[3,4,1,-1]'\n"
};

int cmd_norm(int argc, char **argv)
{
	/* in a static, so that an error exit leaves it reachable */
	static struct norm nm;
	struct args a;
	struct own o = { NULL };
	const char *path;
	reader *in;

	opt_parse(&spec, argc, argv, &a, NULL, &o);
	path = sole_operand(&a);
	/* the heads of a tensor X, once the options agree */
	norm_done(&a, o.wpath, a.dpath);
	tensors_row_heads(&a, path, a.norm.head_dim);
	if (a.dpath && a.work)
		usage_fail("--show-work shows the forward pass; it does not "
			   "take --dout");
	norm_setup(&nm, &a, o.wpath);
	in = rd_open(path, "X", 0);
	out_open(a.out.last, a.unbuffered);
	norm_run(&nm, in, a.work ? sw_norm : NULL);
	out_close();
	rd_close(in);
	norm_free(&nm);
	return 0;
}
