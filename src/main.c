/* main.c - the subcommand table, help and --version. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "output.h"
#include "util.h"

#define VERSION "0.1.0"

static const struct cmd {
	const char *name;
	int (*run)(int, char **);
	const char *summary;
} cmds[] = {
	{ "scores",  cmd_scores,  "S = Q K^T / sqrt(d_k), streamed over Q" },
	{ "weights", cmd_weights, "A = row-softmax(S + mask), streamed" },
	{ "apply",   cmd_apply,   "O = A V, streamed over A" },
	{ "topk",    cmd_topk,    "the N best keys of each row" },
	{ "rank",    cmd_rank,    "every key of each row, best first" },
	{ "attend",  cmd_attend,  "scores, weights and apply in one process" },
	{ "grad",    cmd_grad,    "the backward pass: dQ, dK, dV, dS or dA" },
	{ "check",   cmd_check,   "compare with a tolerance" },
	{ "heatmap", cmd_heatmap, "draw a matrix: terminal colours, ASCII or SVG" },
};

static const struct cmd *find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof cmds / sizeof *cmds; i++)
		if (strcmp(cmds[i].name, name) == 0)
			return &cmds[i];
	return NULL;
}

/* A failed write of the help or version text is an error like any other;
 * a reader that went away (attn --help | head -1) is not. */
static int done(void)
{
	errno = 0;
	if ((fflush(stdout) != 0 || ferror(stdout)) && errno != EPIPE)
		fail("<stdout>", 0, "%s", errno ? strerror(errno) :
		     "write failed");
	return 0;
}

static int help(void)
{
	size_t i;

	printf("usage: attn COMMAND [options] [operands]\n\n"
	       "Scaled dot-product attention on CSV matrices.\n\n");
	for (i = 0; i < sizeof cmds / sizeof *cmds; i++)
		printf("  %-8s %s\n", cmds[i].name, cmds[i].summary);
	printf("\n  attn scores -q Q.csv -k K.csv | attn weights | "
	       "attn apply -v V.csv\n\n"
	       "attn help COMMAND (or attn COMMAND --help) for its options; "
	       "man attn for all.\n");
	return done();
}

int main(int argc, char **argv)
{
	const struct cmd *c;
	char *helpv[3];

	/* A closed pipe is reported by write(), which ends attn quietly. */
	signal(SIGPIPE, SIG_IGN);
	if (argc < 2)
		usage_fail("no command given");
	/* as git does: "attn --help CMD" is "attn help CMD" */
	if ((strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) &&
	    argc < 3)
		return help();
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
		printf("attn %s\n", VERSION);
		return done();
	}
	if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0) {
		if (argc < 3)
			return help();
		if (argc > 3)
			usage_fail("help takes one command");
		/* as git does: "help CMD" is "CMD --help" */
		helpv[0] = argv[2];
		helpv[1] = "--help";
		helpv[2] = NULL;
		argc = 2;
		argv = helpv;
	} else {
		argc--;
		argv++;
	}
	c = find(argv[0]);
	if (!c && argv[0][0] == '-' && argv != helpv)
		usage_fail("unknown option '%s'", argv[0]);
	if (!c)
		usage_fail("unknown command '%s'", argv[0]);
	return c->run(argc, argv);
}
