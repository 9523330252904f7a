/* cmd.h - what every subcommand shares: its entry point, the common
 * options (-d -H -p --fixed -o -u --help) and their parsing. */
#ifndef ATTN_CMD_H
#define ATTN_CMD_H

#include <getopt.h>
#include <stdbool.h>

int cmd_scores(int argc, char **argv);
int cmd_weights(int argc, char **argv);
int cmd_apply(int argc, char **argv);
int cmd_topk(int argc, char **argv);
int cmd_rank(int argc, char **argv);
int cmd_attend(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_heatmap(int argc, char **argv);
int cmd_project(int argc, char **argv);
int cmd_grad(int argc, char **argv);

/* Every long option without a short twin, in one list: codes above any
 * character getopt_long returns for a short option. */
enum {
	OPT_FIXED = 0x100, OPT_SHOW_WORK, OPT_NO_SCALE, OPT_SCALE,
	/* masks and transforms (mask.h) */
	OPT_CAUSAL, OPT_OFFSET, OPT_WINDOW, OPT_MASK, OPT_BIAS,
	OPT_TEMPERATURE, OPT_SOFTCAP, OPT_MASKED_ROWS,
	/* heads (heads.h) */
	OPT_HEADS, OPT_KV_HEADS,
	/* topk, rank */
	OPT_VALUES, OPT_PAIRS, OPT_ONE_BASED,
	/* check */
	OPT_ATOL, OPT_RTOL, OPT_OF, OPT_LIST_MISTAKES,
	/* heatmap */
	OPT_SVG, OPT_ASCII, OPT_COLOR, OPT_MIN, OPT_MAX, OPT_LABELS_Q,
	OPT_LABELS_K,
	/* grad */
	OPT_WRT, OPT_DOUT,
	/* project */
	OPT_TRANSPOSED,
	/* threads */
	OPT_JOBS
};

/* Short options every subcommand takes; a leading ':' so that a missing
 * value is told apart from an unknown option. */
#define COMMON_SHORTOPTS ":d:Hp:o:uh"
#define COMMON_LONGOPTS \
	{ "delimiter", required_argument, NULL, 'd' }, \
	{ "header", no_argument, NULL, 'H' }, \
	{ "precision", required_argument, NULL, 'p' }, \
	{ "fixed", required_argument, NULL, OPT_FIXED }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "unbuffered", no_argument, NULL, 'u' }, \
	{ "help", no_argument, NULL, 'h' }

/* The help lines of the common options, for a usage text. */
#define COMMON_HELP \
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n" \
"  -H, --header         skip the first row of every CSV input\n" \
"  -p, --precision N    N significant digits (default: shortest exact)\n" \
"      --fixed N        N digits after the point\n" \
"  -o, --output FILE    write FILE atomically instead of stdout\n" \
"  -u, --unbuffered     flush every row\n" \
"  -h, --help           this text\n"

struct common {
	const char *output;	/* -o FILE */
	bool unbuffered;	/* -u */
};

/* Take a common option, print help, or report a bad one; ARGV for naming
 * an unknown option.  Returns false if C is the command's own. */
bool common_option(struct common *co, int c, const char *arg, char **argv,
		   const char *usage);
/* Start the subcommand: its name for messages and getopt's state. */
void cmd_begin(const char *name);
/* Parse a whole number in [LO, HI] for option OPT, or fail as usage. */
long int_option(const char *opt, const char *arg, long lo, long hi);
/* Parse any finite number for option OPT, or fail as usage. */
double num_option(const char *opt, const char *arg);
/* No operands beyond those expected. */
void no_more_operands(int argc, char **argv);
/* After getopt: the one FILE operand a streaming command takes, "-"
 * (stdin) when there is none. */
const char *sole_operand(int argc, char **argv);

#endif
