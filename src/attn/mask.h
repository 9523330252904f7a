/* mask.h - which keys a row may attend, and the score transforms, shared
 * by scores, weights, attend, grad and check --of, applied one row at a
 * time.  The settings are plain values (cmd/ parses the options). */
#ifndef ATTN_MASK_H
#define ATTN_MASK_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/segments.h"
#include "io/matrix.h"

enum masked_rows { ROWS_ZERO, ROWS_UNIFORM, ROWS_NAN, ROWS_ERROR };

/* Why a cell is masked: 0 when it is not, else these bits. */
enum { BY_CAUSAL = 1, BY_WINDOW = 2, BY_MASK = 4, BY_BIAS = 8,
       BY_SEGMENTS = 16 };

struct mask {
	/* settings */
	bool causal, window;
	long offset, left, right;
	const char *mask_path, *bias_path;
	bool alibi;			/* --alibi, or --alibi-slopes */
	const char *slopes_path;	/* --alibi-slopes, or NULL */
	const char *segments_path;	/* --segments, or NULL */
	double temperature, softcap;	/* 0: not given */
	enum masked_rows policy;
	int rounding;			/* ROUND_AS_READ (--dtype): the bias
					   and the slopes rounded as read */
	/* state */
	reader *mask_rd, *bias_rd;
	double *slopes;			/* --alibi: one per head */
	struct segments seg;		/* --segments */
	long row;			/* index of the row being masked */
	size_t nk, h;			/* keys per head, heads */
};

/* Whether a row needs mask_row at all: a mask option was given. */
bool mask_masks(const struct mask *m);
/* Read what the options hold whole, before the rows: the ALiBi slopes,
 * one per head of H (the default ones, or --alibi-slopes's), and the
 * segments file. */
void mask_load(struct mask *m, size_t h);
/* Open the mask and bias files.  Before the first mask_row, the caller
 * sets NK and H: rows will have H heads of NK keys. */
void mask_start(struct mask *m);
/* Advance to the next row, read from WHERE:LINE: for each of its H*NK
 * cells, why it is masked (0: it is not) in WHY, and its bias in BIAS
 * (when --bias is given).  A mask or bias file is NK wide (every head
 * alike) or H*NK wide. */
void mask_row(struct mask *m, unsigned char *why, double *bias,
	      const char *where, long line);
/* Whether --segments lets row ROW attend key J: both in one segment, and
 * neither padding (true without --segments).  Row ROW's position must be
 * one of the file's, as mask_row has checked. */
bool mask_segment_keeps(const struct mask *m, long row, size_t j);
/* |ROW + offset - J|, the distance ALiBi takes, exactly. */
unsigned long long mask_distance(const struct mask *m, long row, size_t j);
/* The transforms of weights on the N scores S of head HEAD of row ROW,
 * in place: the masked cells (WHY) become -inf, the others are divided by
 * --temperature, capped by --softcap, and BIAS (or NULL) and the ALiBi
 * term are added, in one exact sum rounded once.  TEMP and CAP, when not
 * NULL, receive the scores after the first two steps (for --show-work).
 * A finite score that becomes inf or nan is an error at WHERE:LINE. */
void mask_transform(const struct mask *m, size_t head, long row,
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
