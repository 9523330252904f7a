/* cmd.h - the subcommands, each run with its own argc/argv (argv[0] its
 * name), returning the exit status. */
#ifndef ATTN_CMD_H
#define ATTN_CMD_H

#include <stddef.h>

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
int cmd_merge(int argc, char **argv);
int cmd_rope(int argc, char **argv);
int cmd_norm(int argc, char **argv);
int cmd_cast(int argc, char **argv);
int cmd_completion(int argc, char **argv);

/* The table of subcommands (main.c), for attn completion. */
struct cmd {
	const char *name;
	int (*run)(int, char **);
	const char *summary;
};
const struct cmd *attn_commands(size_t *n);

#endif
