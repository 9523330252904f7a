/* mask.h - the mask options and score transforms, shared by scores,
 * weights and attend, applied one row at a time. */
#ifndef ATTN_MASK_H
#define ATTN_MASK_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>

#include "cmd/cmd.h"
#include "io/matrix.h"

enum masked_rows { ROWS_ZERO, ROWS_UNIFORM, ROWS_NAN, ROWS_ERROR };

/* For a command's struct option table and its usage text: the options
 * every masking stage takes, and the transforms only weights and attend
 * take, each with its help lines. */
#define MASK_LONGOPTS \
	{ "causal", no_argument, NULL, OPT_CAUSAL }, \
	{ "offset", required_argument, NULL, OPT_OFFSET }, \
	{ "window", required_argument, NULL, OPT_WINDOW }, \
	{ "mask", required_argument, NULL, OPT_MASK }, \
	{ "bias", required_argument, NULL, OPT_BIAS }
#define MASK_HELP \
"      --causal         mask key j of row i when j > i + offset\n" \
"      --offset N       row i sits at key position i + N (default 0)\n" \
"      --window L[,R]   keep L keys before the position and R after it\n" \
"      --mask FILE      0/1 matrix of the scores' shape; 0 masks\n" \
"      --bias FILE      add FILE's entries to the scores; -inf masks\n"

#define TRANSFORM_LONGOPTS \
	{ "temperature", required_argument, NULL, OPT_TEMPERATURE }, \
	{ "softcap", required_argument, NULL, OPT_SOFTCAP }, \
	{ "masked-rows", required_argument, NULL, OPT_MASKED_ROWS }
#define TRANSFORM_HELP \
"      --temperature T  divide the scores by T > 0\n" \
"      --softcap C      map x to C*tanh(x/C), C > 0\n" \
"      --masked-rows P  a row with every key masked: zero (default),\n" \
"                       uniform, nan, or error\n"

/* Why a cell is masked: 0 when it is not, else these bits. */
enum { BY_CAUSAL = 1, BY_WINDOW = 2, BY_MASK = 4, BY_BIAS = 8 };

struct mask {
	/* options */
	bool causal, window;
	long offset, left, right;
	const char *mask_path, *bias_path;
	double temperature, softcap;	/* 0: not given */
	enum masked_rows policy;
	/* state */
	reader *mask_rd, *bias_rd;
	long row;			/* index of the row being masked */
	size_t nk, h;			/* keys per head, heads */
};

/* Take option C with argument ARG if it is a mask option; false if not. */
bool mask_option(struct mask *m, int c, const char *arg);
/* Whether a row needs mask_row at all: a mask option was given. */
bool mask_masks(const struct mask *m);
/* Open the mask and bias files.  Before the first mask_row, the caller
 * sets NK and H: rows will have H heads of NK keys. */
void mask_start(struct mask *m);
/* Advance to the next row: for each of its H*NK cells, why it is masked
 * (0: it is not) in WHY, and its bias in BIAS (when --bias is given).  A
 * mask or bias file is NK wide (every head alike) or H*NK wide. */
void mask_row(struct mask *m, unsigned char *why, double *bias);
/* The transforms of weights on the N scores S, in place: the masked cells
 * (WHY) become -inf, the others are divided by --temperature, capped by
 * --softcap, and BIAS (or NULL) is added.  TEMP and CAP, when not NULL,
 * receive the scores after the first two steps (for --show-work).  A
 * finite score that becomes inf or nan is an error at WHERE:LINE. */
void mask_transform(const struct mask *m, size_t head,
		    const unsigned char *why,
		    const double *bias, double *s, size_t n, double *temp,
		    double *cap, const char *where, long line);
/* Fill the N weights W of a block with every key masked, as
 * --masked-rows says. */
void mask_empty_row(const struct mask *m, size_t head, double *w, size_t n,
		    const char *where, long line);
/* After the last row: the mask and bias files must end too. */
void mask_end(struct mask *m);
void mask_free(struct mask *m);

#endif
