/* mask.h - which keys a row may attend, and the score transforms, shared
 * by scores, weights, attend, grad and check --of, applied one row at a
 * time.  The settings are plain values (cmd/ parses the options). */
#ifndef ATTN_MASK_H
#define ATTN_MASK_H

#include <stdbool.h>
#include <stddef.h>

#include "io/matrix.h"

enum masked_rows { ROWS_ZERO, ROWS_UNIFORM, ROWS_NAN, ROWS_ERROR };

/* Why a cell is masked: 0 when it is not, else these bits. */
enum { BY_CAUSAL = 1, BY_WINDOW = 2, BY_MASK = 4, BY_BIAS = 8 };

struct mask {
	/* settings */
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
