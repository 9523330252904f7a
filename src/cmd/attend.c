/* attend.c - attn attend: O = softmax(Q K^T / sqrt(d_k) + M) V in one
 * process.  The very steps of scores, weights and apply, in the same
 * order, so the output is byte-identical to the three-stage pipeline. */
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"

static const char intro[] =
"usage: attn attend -q Q -k K -v V [options]\n"
"\n"
"The whole of attention, O = softmax(Q K^T / sqrt(d_k) + M) V, in one\n"
"process: the same bytes as attn scores | attn weights | attn apply.\n"
"Q is streamed (stdin when -q is not given); K and V are read whole.\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_query),
	OPT_GROUP(opt_values),
	OPT_GROUP(opt_scale),
	OPT_GROUP(opt_mask),
	OPT_GROUP(opt_transform),
	OPT_GROUP(opt_sinks),
	OPT_GROUP(opt_lse),
	OPT_SAYS("lse", "after O, each head's log-sum-exp, ln sum e^s: a part\n"
		 "for attn merge"),
	OPT_GROUP(opt_heads),
	OPT_SHOWS("write every step of every row to stderr"),
	OPT_GROUP(opt_dtype),
	OPT_GROUP(opt_sums),
	OPT_GROUP(opt_block),
	OPT_GROUP(opt_fp8),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "attend", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
	"  attn attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --show-work\n"
};

int cmd_attend(int argc, char **argv)
{
	return stage_command(&spec, argc, argv, DO_SCORES | DO_WEIGHTS | DO_APPLY);
}
