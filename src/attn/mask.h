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
       BY_SEGMENTS = 16, BY_CHUNK = 32 };
/* The bits of the rules of position (mask_hides). */
enum { BY_POSITION = BY_CAUSAL | BY_WINDOW | BY_SEGMENTS | BY_CHUNK };

struct mask {
	/* settings */
	bool causal, window;
	long offset, left, right;
	/* --causal=lower-right: the offset is n_k - NQ, NQ the rows counted
	 * before the run (mask_row sets offset at the first row, when n_k is
	 * known) */
	bool lower_right;
	long nq;
	bool prefix;			/* --prefix N: the causal rule, and keys
					   j < PREFIX_LEN seen by every row */
	long prefix_len;
	long chunk;			/* --chunk N, or 0 */
	const char *bidir_path;		/* --bidirectional, or NULL */
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
	long *bidir;			/* --bidirectional: an id per key */
	size_t nbidir;
	const char *bidir_name;		/* its operand, for messages */
	long row;			/* index of the row being masked */
	size_t nk, h;			/* keys per head, heads */
};

/* The rules of position, for entry (i, j): query row i sits at key
 * position p = i + offset, and each rule says whether it may see key j.
 * mask_rule_of takes them from the options; the stage (mask_row) and
 * check --of's plain loops both ask mask_hides, and a mistake of check
 * bends a copy of the settings here, never a copy of the rule.
 *
 * The causal rule keeps j <= p + reach (reach 0; or, flipped, j >= p -
 * reach).  The rules that widen what it lets through join it there, in
 * the causal test, and bring it with them (without it they would widen
 * nothing): --prefix's keys j < prefix, which every row sees, and
 * --bidirectional's, which the rows of the same image see both ways.
 * --window, --segments and --chunk, the rules that narrow, then hide
 * what they hide, each its own BY_ bit; alone, each narrows all the keys.
 * --mask and --bias are entries read from files, not rules of position:
 * mask_row adds them. */
struct mask_rule {
	long offset;
	bool causal, flipped;
	long reach;
	long prefix;			/* keys j < prefix seen by every row */
	const long *bidir;		/* an image id per key (0: text), or
					   NULL; row i's is that of key p */
	size_t nbidir;
	bool window;
	long left, right;		/* keys kept before and after p */
	const struct segments *seg;	/* --segments, or NULL */
	long chunk;			/* keys kept: those of p's chunk of
					   CHUNK positions (0: every key) */
};

/* M's rules, as its options give them. */
void mask_rule_of(const struct mask *m, struct mask_rule *r);
/* 0 when rule R lets row I see key J; else the BY_ bits of the rules
 * that hide it (--segments hides every key of a row whose position is not
 * one of its file's). */
unsigned mask_hides(const struct mask_rule *r, long i, size_t j);
/* Whether rule R hides anything at all (a row loop may skip mask_hides
 * when it does not). */
bool mask_rule_any(const struct mask_rule *r);

/* Whether a row needs mask_row at all: a mask option was given. */
bool mask_masks(const struct mask *m);
/* Read what the options hold whole, before the rows: the ALiBi slopes,
 * one per head of H (the default ones, or --alibi-slopes's), the
 * segments file and the --bidirectional ids. */
void mask_load(struct mask *m, size_t h);
/* Open the mask and bias files.  Before the first mask_row, the caller
 * sets NK and H: rows will have H heads of NK keys. */
void mask_start(struct mask *m);
/* Advance to the next row, read from WHERE:LINE (the first checks what
 * needs n_k: the lengths of the ids, --prefix, and sets the offset of
 * --causal=lower-right): for each of its H*NK
 * cells, why it is masked (0: it is not) in WHY, and its bias in BIAS
 * (when --bias is given).  A mask or bias file is NK wide (every head
 * alike) or H*NK wide. */
void mask_row(struct mask *m, unsigned char *why, double *bias,
	      const char *where, long line);
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
