/* merge.c - attn merge: the outputs of attend --lse over disjoint parts of
 * the keys, merged into the output over all of them (attn/merge.h). */
#include "attn/merge.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "io/matrix.h"
#include "io/output.h"
#include "num/dtype.h"

static const char intro[] =
"usage: attn merge [options] PART PART...\n"
"\n"
"Each PART is what attend --lse wrote for the same queries over one part\n"
"of the keys (disjoint parts, the same options): per head, O then its\n"
"log-sum-exp L.  Read row by row in step, they are merged into what\n"
"attend over all the keys writes, as FlashAttention rescales its blocks:\n"
"  L = ln sum_p e^L_p    O = sum_p e^(L_p - L) O_p\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_head),
	OPT_SAYS("heads", "each part has H heads: H blocks of O, then H LSEs"),
	{ "lse", OPT_LSE, NULL, "after O, the merged log-sum-exps, so that "
	  "merges nest", AT(lse) },
	OPT_GROUP(opt_sinks),
	OPT_SAYS("sinks", "one logit per head, a part of output 0 added here "
		 "(the\nparts are computed without them)"),
	{ "dtype", OPT_DTYPE, "T", "merge as FlashAttention's split-KV "
	  "combine: the parts'\nO in T, their LSEs in A, the arithmetic in A: "
	  "%w\n(default f64: exact)", NULL, OPT_FORMAT, AT(dtype) },
	{ "accumulate", OPT_ACCUMULATE, "A", "with --dtype: the LSEs' and "
	  "accumulators' format\n(default f32)", NULL, OPT_FORMAT, AT(acc) },
	OPT_GROUP(opt_masked_rows),
	OPT_SAYS("masked-rows", "a row every part masks: zero (default), "
		 "uniform,\nnan or error, as the parts were made"),
	OPT_SHOWS("write each row's rescaling to stderr"),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "merge", intro, opts,
	"\nA causal or windowed part that starts at key j0 is computed with\n"
	"--offset less j0.  Operands are files, - for stdin, or literals:\n"
	"  attn merge '[1,2,0.5]' '[3,4,-0.5]' --show-work\n"
};

int cmd_merge(int argc, char **argv)
{
	/* in a static, so that an error exit leaves it reachable */
	static struct merge m;
	struct args a;

	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	if (a.argc < 2)
		usage_fail("merge takes two parts or more, the outputs of "
			   "attend --lse");
	matrix_operands(&a);
	if (a.dtype && dt_is_f64(a.dtype))
		a.dtype = NULL;
	if (a.acc && !a.dtype)
		usage_fail("--accumulate needs --dtype T, the format of the "
			   "parts' O (f64 is exact: no kernel to follow)");
	if (a.dtype && a.work)
		usage_fail("--show-work is not taken with --dtype (it shows "
			   "the exact merge's steps)");
	merge_setup(&m, &a, a.argv, (size_t)a.argc, a.lse);
	if (a.dtype) {
		m.t = a.dtype;
		m.a = a.acc ? a.acc : &dt_f32;
		dtype_io(m.t);
		if (a.lse)
			dtype_io_tail(m.t, m.a);
	}
	out_open(a.out.last, a.unbuffered);
	merge_run(&m);
	out_close();
	merge_free(&m);
	return 0;
}
