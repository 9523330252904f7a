/* softmax.h - the stable softmax of one row, exactly rounded in practice
 * (within an ulp), the same bits on every machine; with a sink (one more
 * term of the denominator, gpt-oss's attention sinks), and the row's
 * log-sum-exp from the same sum. */
#ifndef ATTN_SOFTMAX_H
#define ATTN_SOFTMAX_H

#include <stddef.h>

/* What a row's softmax leaves besides its weights: its normaliser. */
struct kn_norm {
	double max;		/* the largest entry, the sink included; -inf
				   when there is none */
	double sh, sl;		/* the sum of e^(s - max), the sink's term
				   included, as sh + sl, sh the nearest double
				   (what --show-work shows); 0 when empty */
	double esink;		/* e^(sink - max), rounded; 0 without a sink */
	double wsink;		/* the sink's weight, e^sink over the sum,
				   rounded once; 0 without a sink */
};

/* Stable softmax of S (N entries, -inf = masked) into W, using TMP (N
 * doubles) as scratch, with SINK one more term of the denominator
 * (-inf: none): w_j = e^s_j / (e^sink + sum_l e^s_l), the sink's own term
 * summed after the row's, as an extra last entry would be.  Returns how
 * many entries are not masked; when none are and there is no sink, W is
 * left alone.  For --show-work, EX (N doubles, or NULL) gets the
 * exponentials e^(S[j] - max), each rounded to nearest from the
 * double-double values the division uses; *NM the normaliser. */
size_t kn_softmax(const double *s, size_t n, double sink, double *w,
		  double *tmp, double *ex, struct kn_norm *nm);
/* e^(S[j] - MAX) for the N entries of S, as HI[j] + LO[j] to about
 * 2^-65 (exp.h); 0 where S[j] - MAX is below -700 or S[j] is -inf. */
void kn_exp_row(const double *s, size_t n, double max, double *hi,
		double *lo);
/* The row's log-sum-exp, ln(e^sink + sum_j e^s_j) = max + ln(sum), from
 * the sum kn_softmax left in NM for the same S, N and SINK, exactly
 * rounded: where the double-double sum cannot promise the rounding (a
 * row whose max and ln(sum) cancel, or one of a thousand rows or so that
 * comes near a rounding boundary), S again in fixed point (log.h); -inf
 * for an empty row. */
double kn_lse(const struct kn_norm *nm, const double *s, size_t n,
	      double sink);

#endif
