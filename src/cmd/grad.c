/* grad.c - attn grad: the backward pass, the gradient of sum(O * dO) with
 * respect to Q, K, V, the scores or the weights (attn/grad.h). */
#include "attn/grad.h"
#include "attn/kernel_grad.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"
#include "show/work.h"

static const char intro[] =
"usage: attn grad --wrt X -q Q -k K -v V --dout dO [options]\n"
"\n"
"The backward pass of O = softmax(Q K^T / sqrt(d_k) + M) V: the gradient\n"
"of sum(O * dO) with respect to X, each step exactly rounded.\n"
"  --wrt v        dV = A^T dO                        n_k x d_v\n"
"  --wrt weights  dA = dO V^T                        n_q x n_k\n"
"  --wrt scores   dS = A * (dA - rowsum(A * dA))     n_q x n_k\n"
"  --wrt q        dQ = c dS K                        n_q x d_k\n"
"  --wrt k        dK = c dS^T Q                      n_k x d_k\n"
"  --wrt sinks    d sink = -sum_i a_sink A.dA        1 x H\n"
"Q and dO are streamed in step (Q is stdin when -q is not given).\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_grad),
	OPT_GROUP(opt_query),
	OPT_GROUP(opt_values),
	OPT_GROUP(opt_scale),
	OPT_SAYS("no-scale", "plain dot products (c = 1)"),
	OPT_SAYS("scale", "c = X instead of 1/sqrt(d_k)"),
	OPT_GROUP(opt_mask),
	OPT_GROUP(opt_transform),
	OPT_GROUP(opt_sinks),
	OPT_GROUP(opt_heads),
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_block),
	OPT_GROUP(opt_jobs),
	OPT_SHOWS("write every row's forward and backward steps to\nstderr"),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "grad", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
	"  attn grad --wrt scores -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' \\\n"
	"      --dout '[1,0]' --show-work\n"
};

int cmd_grad(int argc, char **argv)
{
	/* in a static, so that an error exit leaves it reachable */
	static struct grad g;
	static struct kgrad kg;
	struct args a;
	struct stage *st;
	size_t k;

	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	query_operands(&a, true);
	if (!a.dpath)
		usage_fail("missing --dout dO, the gradient at the output");
	if (!a.wrt.n)
		usage_fail("missing --wrt q|k|v|scores|weights");
	for (k = 0; k < a.wrt.n; k++)
		if (a.wrt.v[k] == WRT_SINKS && !a.sinks_path)
			usage_fail("--wrt sinks needs --sinks LIST, the sinks");
	if (a.wrt.n > 1 && a.work)
		usage_fail("--show-work takes one --wrt, not %zu", a.wrt.n);
	results_check(&a, a.wrt.n);
	st = grad_setup(&a);
	if (st->kn.t) {
		kgrad_begin(&kg, st, a.wrt.v[0], a.qpath, a.dpath);
		out_open(a.out.last, a.unbuffered);
		tensors_grad_shapes(&a);
		kgrad_run(&kg);
		out_close();
		kgrad_free(&kg);
	} else {
		grad_begin(&g, st, a.wrt.v, a.wrt.n, a.qpath, a.dpath);
		g.describe = a.work ? sw_grad_row : NULL;
		open_results(&a, a.wrt.n);
		tensors_grad_shapes(&a);
		grad_run(&g);
		out_close();
		grad_free(&g);
	}
	/* grad_free and kgrad_free forget the stage they ran on */
	stage_free(st);
	return 0;
}
