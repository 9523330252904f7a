/* main.c - the subcommand table, help and --version. */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cmd/cmd.h"
#include "io/output.h"
#include "base/err.h"

#define VERSION "0.1.0"

static const struct cmd cmds[] = {
	{ "scores",  cmd_scores,  "S = Q K^T / sqrt(d_k), streamed over Q" },
	{ "weights", cmd_weights, "A = row-softmax(S + mask), streamed" },
	{ "apply",   cmd_apply,   "O = A V, streamed over A" },
	{ "topk",    cmd_topk,    "the N best keys of each row" },
	{ "rank",    cmd_rank,    "every key of each row, best first" },
	{ "attend",  cmd_attend,  "scores, weights and apply in one process" },
	{ "project", cmd_project, "Y = X W + b, streamed over X" },
	{ "grad",    cmd_grad,    "the backward pass: dQ, dK, dV, dS or dA" },
	{ "rope",    cmd_rope,    "rotary position embedding, streamed" },
	{ "norm",    cmd_norm,    "RMSNorm or the L2 norm, per head; and its backward" },
	{ "merge",   cmd_merge,   "attention over split keys, from attend --lse's parts" },
	{ "cast",    cmd_cast,    "a matrix rounded to a kernel's format" },
	{ "check",   cmd_check,   "compare with a tolerance" },
	{ "heatmap", cmd_heatmap, "draw a matrix: terminal colours, ASCII or SVG" },
	{ "completion", cmd_completion, "the completion of attn's words for bash, zsh or fish" },
};

const struct cmd *attn_commands(size_t *n)
{
	*n = sizeof cmds / sizeof *cmds;
	return cmds;
}

static const struct cmd *find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof cmds / sizeof *cmds; i++)
		if (strcmp(cmds[i].name, name) == 0)
			return &cmds[i];
	return NULL;
}

static int help(void)
{
	char line[128];
	size_t i;
	int w = 8;

	out_str("usage: attn COMMAND [options] [operands]\n\n"
		"Scaled dot-product attention on CSV matrices.\n\n");
	for (i = 0; i < sizeof cmds / sizeof *cmds; i++)
		if ((int)strlen(cmds[i].name) > w)
			w = (int)strlen(cmds[i].name);
	for (i = 0; i < sizeof cmds / sizeof *cmds; i++) {
		snprintf(line, sizeof line, "  %-*s  %s\n", w, cmds[i].name,
			 cmds[i].summary);
		out_str(line);
	}
	out_str("\n  attn scores -q Q.csv -k K.csv | attn weights | "
		"attn apply -v V.csv\n\n"
		"attn help COMMAND (or attn COMMAND --help) for its options; "
		"man attn for all\n"
		"(or man ./man/attn.1 in the source tree, before make install).\n");
	out_close();
	return 0;
}

static bool is_help(const char *arg)
{
	return strcmp(arg, "help") == 0 || strcmp(arg, "--help") == 0 ||
	       strcmp(arg, "-h") == 0;
}

int main(int argc, char **argv)
{
	const struct cmd *c;
	char *helpv[3];

	/* A closed pipe is reported by write(), which ends attn quietly; a
	 * write past ulimit -f too, as EFBIG, an error like a full disk's
	 * that takes -o's temporary file away. */
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2)
		usage_fail("no command given");
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
		if (argc > 2)
			usage_fail("unexpected operand '%s'", argv[2]);
		out_str("attn " VERSION "\n");
		out_close();
		return 0;
	}
	if (!is_help(argv[1])) {
		c = find(argv[1]);
		if (!c && argv[1][0] == '-')
			usage_fail("unknown option '%s'", argv[1]);
		if (!c)
			usage_fail("unknown command '%s'", argv[1]);
		return c->run(argc - 1, argv + 1);
	}
	/* As git does: "attn help CMD" and "attn --help CMD" are "attn CMD
	 * --help"; help about help is this text. */
	if (argc > 3)
		usage_fail("help takes one command");
	if (argc < 3 || is_help(argv[2]))
		return help();
	if (!(c = find(argv[2])))
		usage_fail("unknown command '%s'", argv[2]);
	helpv[0] = argv[2];
	helpv[1] = "--help";
	helpv[2] = NULL;
	return c->run(2, helpv);
}
