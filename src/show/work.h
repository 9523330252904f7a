/* work.h - --show-work: the intermediate steps of a row, laid out the
 * way a student writes them by hand.  Every number shown is a double the
 * stage computed (or, for the dot products, the exactly rounded dot
 * product a student would write before dividing); a row's working is
 * gathered in a text of its own and written to stderr just before the
 * row's result. */
#ifndef ATTN_SHOW_WORK_H
#define ATTN_SHOW_WORK_H

#include <stdbool.h>
#include <stddef.h>

#include "attn/mask.h"
#include "attn/rows.h"
#include "base/text.h"
#include "num/dot.h"


/* The working of a row of scores, weights, apply or attend: the rows'
 * describe for a stage (CTX, attn/stage.h). */
void sw_stage(void *ctx, const struct row *r, struct text *t);
/* The working of a row of grad: the forward pass's, then the backward
 * steps of each head (CTX, attn/grad.h). */
void sw_grad_row(void *ctx, const struct row *r, struct text *t);
/* The working of a row of merge: each head's rescaling (CTX,
 * attn/merge.h). */
void sw_merge_row(void *ctx, const struct row *r, struct text *t);
/* The working of a row of rope: its position, each pair's frequency,
 * angle, cos and sin, and each head's turned pairs (CTX, attn/rope.h). */
void sw_rope(void *ctx, const struct row *r, struct text *t);

/* X in the output format; the N numbers at V, "[1, 0.5]"; a line's
 * label S, padded to the column ("" continues the line above). */
void sw_num(struct text *t, double x);
void sw_list(struct text *t, const double *v, size_t n);
void sw_label(struct text *t, const char *s);
/* FMT, each "%n" in it the next argument, a double, as sw_num writes it,
 * and each "%s" the next, a string. */
void sw_say(struct text *t, const char *fmt, ...);
/* Start row I, read from WHERE:LINE; Q is its query (D entries), or NULL
 * when the row is a row of scores or weights. */
void sw_row(struct text *t, long i, const char *where, long line,
	    const double *q, size_t d);
/* Head H of NH, reading key/value head G (SIZE_MAX: none); said only
 * when NH > 1. */
void sw_head(struct text *t, size_t h, size_t nh, size_t g);
/* The dot products of Q with each of the NK rows of K (D columns), the
 * scale, and the scaled scores S as the kernel wrote them; WHY (or NULL)
 * says which keys are masked.  BIASED: a bias comes next (sw_bias). */
void sw_scores(struct text *t, const double *q, const double *K, size_t nk,
	       size_t d, const struct scale *sc, const unsigned char *why,
	       const double *s, bool biased);
/* The scores of head H of row ROW after adding BIAS (or NULL) and, with
 * --alibi, the ALiBi term: S. */
void sw_bias(struct text *t, const struct mask *m, size_t h, long row,
	     const double *bias, const double *s, size_t n);

/* What the weights of one block went through, each step's doubles. */
struct sw_weights {
	const double *in;	/* the scores given; NULL: shown already */
	const unsigned char *why;	/* why each is masked (or NULL) */
	const double *temp, *cap, *bias;	/* after each transform */
	size_t head;		/* the block's head, and its row: for */
	long row;		/* the ALiBi term */
	const double *s;	/* into the softmax */
	double max;		/* the max subtracted, the sink included */
	const double *ex;	/* e^(s - max) */
	double sum;		/* their sum, the sink's term included */
	const double *w;	/* the weights */
	size_t n, live;
	const double *sink;	/* --sinks: the head's sink, or NULL */
	double esink, wsink;	/* e^(sink - max), the sink's weight */
	const double *lse;	/* --lse: the head's log-sum-exp, or NULL */
};
void sw_weights(struct text *t, const struct mask *m,
		const struct sw_weights *sw);
/* The weighted sum of the NK rows of V (DV columns): OUT. */
void sw_apply(struct text *t, const double *w, const double *V, size_t nk,
	      size_t dv, const double *out);

/* The backward steps of one head of a row (attn grad), each the double
 * attn computed: dA = dO V^T, the row sum r = A.dA, dS = A*(dA - r), then
 * the softcap's and the temperature's steps when given; then the row's
 * part of the gradient asked for. */
struct sw_grad {
	const double *dout;	/* the head's dO, DV entries */
	const double *V;	/* its values, N x DV */
	const double *w;	/* the weights */
	const double *da;	/* dO V^T */
	double r;		/* rowsum(A * dA) */
	const double *dt, *dc, *ds;	/* softmax, softcap, temperature */
	const double *t;	/* the softmax's input: -inf where masked */
	size_t n, dv;
	bool live;		/* some key is not masked */
	char wrt;		/* 'q', 'k', 'v', 's' (scores), 'w' (weights),
				   'z' (sinks) */
	double wsink;		/* --sinks: the sink's weight */
	const double *q;	/* the head's query, D entries */
	size_t d;
	const double *dq;	/* --wrt q: c dS K, D entries */
	const struct scale *sc;
};
void sw_grad(struct text *t, const struct mask *m, const struct sw_grad *g);

#endif
