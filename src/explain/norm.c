/* norm.c - the norm step: each block of a row divided by the root of its
 * mean square (or of its sum of squares) and multiplied by the weights,
 * y = x w / sqrt(mean(x^2) + eps); its backward pass, dX and dW by the
 * chain rule; in double, and bent by the mistakes that follow. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "explain/step.h"

/* --- the loop --------------------------------------------------------- */

/* The cells one mean is taken over: COUNT of them in X's cells, from
 * START, STEP apart. */
struct group {
	size_t start, count, step;
};

/* How many groups R takes X's cells in, and the K-th. */
static size_t groups(const struct problem *p, const struct recipe *r)
{
	const struct matrix *X = p->x;

	switch (r->norm_axis) {
	case NA_ROW:
		return X->rows;
	case NA_COLUMNS:
		return X->cols;
	case NA_MATRIX:
		return 1;
	default:
		return X->rows * p->norm->nh;
	}
}

static struct group group(const struct problem *p, const struct recipe *r,
			  size_t k)
{
	const struct matrix *X = p->x;
	size_t d = p->norm->d;

	switch (r->norm_axis) {
	case NA_ROW:
		return (struct group){ k * X->cols, X->cols, 1 };
	case NA_COLUMNS:
		return (struct group){ k, X->rows, X->cols };
	case NA_MATRIX:
		return (struct group){ 0, X->rows * X->cols, 1 };
	default:
		/* a head's block: the heads of a row lie one after another */
		return (struct group){ k * d, d, 1 };
	}
}

/* The weight cell C of X is multiplied by, as R takes it: w, 1 + w with
 * --plus-one, 1 without -w; the weights repeat in each head's block. */
static double weight(const struct problem *p, const struct recipe *r,
		     size_t c)
{
	const struct norm *nm = p->norm;
	double w;

	if (!nm->w.v)
		return 1;
	w = nm->w.v[c % p->x->cols % nm->d];
	return nm->plus_one != r->norm_plus_flipped ? 1 + w : w;
}

/* The factor s a group is multiplied by, for M its mean (or sum) of
 * squares and E its eps, as R takes the root; and ds/dm in *SLOPE. */
static double root(const struct recipe *r, double m, double e, double *slope)
{
	double s;

	switch (r->norm_root) {
	case NR_TIMES:
		s = sqrt(m + e);
		*slope = 1 / (2 * s);
		return s;
	case NR_OUTSIDE:
		s = 1 / (sqrt(m) + e);
		*slope = -s * s / (2 * sqrt(m));
		return s;
	case NR_NONE:
		s = 1 / (m + e);
		*slope = -s * s;
		return s;
	default:
		s = 1 / sqrt(m + e);
		*slope = -s * s * s / 2;
		return s;
	}
}

void step_norm_shape(const struct problem *p, const struct recipe *r,
		     size_t *rows, size_t *cols)
{
	const struct matrix *X = p->x;

	*rows = X->rows, *cols = X->cols;
	if (p->norm->wrt != NORM_WRT_W)
		return;
	*rows = r->norm_dw == NDW_ROWS ? X->rows : 1;
	*cols = r->norm_dw == NDW_HEADS ? X->cols : p->norm->d;
}

/* The cell of dW that cell C of X adds to, as R sums them. */
static size_t dw_cell(const struct problem *p, const struct recipe *r,
		      size_t c)
{
	size_t cols = p->x->cols, d = p->norm->d;

	if (r->norm_dw == NDW_HEADS)
		return c % cols;
	if (r->norm_dw == NDW_ROWS)
		return c / cols * d + c % cols % d;
	return c % cols % d;
}

/* One group's backward pass: the gradient with respect to its Z (N of
 * them, the inputs of the root's mean) into DZ, from the gradients G at
 * the output (read through the group's cells GR); S and SLOPE as root's,
 * NN the mean's count. */
static void group_back(const struct problem *p, const struct recipe *r,
		       struct group gr, const double *z, double *dz, double s,
		       double slope, double nn)
{
	const double *g = p->dout->v;
	double a, sum = 0, mean = 0, term;
	size_t t, c;

	for (t = 0; t < gr.count; t++) {
		c = gr.start + t * gr.step;
		sum += g[c] * (r->norm_weight == NW_AFTER ? weight(p, r, c) :
			       1) * z[t];
	}
	for (t = 0; t < gr.count; t++) {
		c = gr.start + t * gr.step;
		a = g[c] * (r->norm_weight == NW_AFTER ? weight(p, r, c) : 1);
		term = slope * sum * 2 * z[t] /
		       (r->norm_back == NB_NO_MEAN_FACTOR ? 1 : nn);
		dz[t] = a * s + (r->norm_back == NB_ROOT_CONSTANT ? 0 :
				 r->norm_back == NB_TERM_SIGN ? -term : term);
		mean += dz[t];
	}
	/* through x - mean(x): each less the mean of the gradients */
	for (t = 0; r->norm_centred && t < gr.count; t++)
		dz[t] -= mean / (double)gr.count;
}

struct matrix step_norm(const struct problem *p, const struct recipe *r)
{
	const struct norm *nm = p->norm;
	const struct matrix *X = p->x;
	size_t k, t, c, ng = groups(p, r);
	struct matrix o = { NULL, 0, 0, NULL };
	struct group gr;
	double *z, *dz, mean, sq, nn, s, slope, x;

	step_norm_shape(p, r, &o.rows, &o.cols);
	o.v = xcalloc(xmul(o.rows, o.cols) + 1, sizeof *o.v);
	z = xarray(xmul(X->rows, X->cols) + 1, sizeof *z);
	dz = xarray(xmul(X->rows, X->cols) + 1, sizeof *dz);
	for (k = 0; k < ng; k++) {
		gr = group(p, r, k);
		for (mean = 0, t = 0; t < gr.count; t++) {
			c = gr.start + t * gr.step;
			z[t] = X->v[c] * (r->norm_weight == NW_FIRST ?
					  weight(p, r, c) : 1);
			mean += z[t];
		}
		/* centred: x - mean(x) throughout; the variance: in the
		 * root alone */
		mean = r->norm_centred || r->norm_variance ?
		       mean / (double)gr.count : 0;
		for (sq = 0, t = 0; t < gr.count; t++) {
			sq += (z[t] - mean) * (z[t] - mean);
			if (!r->norm_variance)
				z[t] -= mean;
		}
		nn = nm->l2 != r->norm_other ? 1 : (double)gr.count -
		     r->norm_unbiased;
		s = root(r, sq / nn, r->norm_eps_off ? 0 : nm->eps, &slope);
		if (nm->wrt)
			group_back(p, r, gr, z, dz, s, slope, nn);
		for (t = 0; t < gr.count; t++) {
			c = gr.start + t * gr.step;
			if (nm->wrt == NORM_WRT_X) {
				o.v[c] = dz[t] * (r->norm_weight == NW_FIRST ?
						  weight(p, r, c) : 1);
				continue;
			}
			x = nm->wrt ? p->dout->v[c] : 1;
			if (!nm->wrt)
				x *= r->norm_weight == NW_AFTER ?
				     weight(p, r, c) : 1;
			/* dW: through x w before the norm, dz x; after
			 * it, g z s (or g z, unnormalised) */
			if (nm->wrt && r->norm_weight == NW_FIRST &&
			    r->norm_dw != NDW_UNNORMALISED)
				x = dz[t] * X->v[c];
			else
				x *= z[t] * (r->norm_dw == NDW_UNNORMALISED ?
					     1 : s);
			if (nm->wrt)
				o.v[dw_cell(p, r, c)] += x;
			else
				o.v[c] = x;
		}
	}
	free(z);
	free(dz);
	return o;
}

/* --- the mistakes ----------------------------------------------------- */

/* "mean" or "sum", of the squares P's norm takes. */
static const char *taken(const struct problem *p)
{
	return p->norm->l2 ? "sum" : "mean";
}

/* What one norm is taken over, in P's numbers, in BUF (64 bytes). */
static const char *along(const struct problem *p, char *buf)
{
	if (p->norm->nh > 1)
		snprintf(buf, 64, "one per head of %zu columns", p->norm->d);
	else
		snprintf(buf, 64, "one along each row");
	return buf;
}

/* The weight as P has it: "w", "(1 + w)", or none. */
static const char *w_text(const struct problem *p)
{
	return !p->norm->w.v ? "" : p->norm->plus_one ? " (1 + w)" : " w";
}

/* Whether some weight is not 1, as R takes them. */
static bool weighs(const struct problem *p, const struct recipe *r)
{
	size_t j, n = p->norm->w.rows * p->norm->w.cols;

	for (j = 0; p->norm->w.v && j < n; j++)
		if (weight(p, r, j) != 1)
			return true;
	return false;
}

/* Whether a mistake of one variant, V, is made where it is ALLOWED. */
static bool made(int v, bool allowed)
{
	return v == 0 && allowed;
}

static bool norm_heads_ignored(const struct problem *p, int v,
			       struct recipe *r)
{
	if (!made(v, p->norm->nh > 1))
		return false;
	r->norm_axis = NA_ROW;
	return true;
}

static void norm_heads_ignored_text(const struct problem *p, int v,
				    char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "one norm over each row's %zu columns, not one per "
		 "head of %zu", p->x->cols, p->norm->d);
}

static bool norm_columns(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, p->x->rows > 1))
		return false;
	r->norm_axis = NA_COLUMNS;
	return true;
}

static void norm_columns_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	char a[64];

	(void)v;
	snprintf(buf, n, "the %s of the squares taken down each column, over "
		 "the %zu rows, not %s", taken(p), p->x->rows, along(p, a));
}

static bool norm_whole_matrix(const struct problem *p, int v,
			      struct recipe *r)
{
	if (!made(v, p->x->rows > 1))
		return false;
	r->norm_axis = NA_MATRIX;
	return true;
}

static void norm_whole_matrix_text(const struct problem *p, int v, char *buf,
				   size_t n)
{
	char a[64];

	(void)v;
	snprintf(buf, n, "one %s of the squares over all %zu entries of X, "
		 "not %s", taken(p), p->x->rows * p->x->cols, along(p, a));
}

static bool norm_eps_outside(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, p->norm->eps > 0))
		return false;
	r->norm_root = NR_OUTSIDE;
	return true;
}

static void norm_eps_outside_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char e[32];

	(void)v;
	snprintf(buf, n, "eps = %s added outside the root: x%s / (sqrt(%s(x^2)) "
		 "+ eps), not x%s / sqrt(%s(x^2) + eps)", num(e, p->norm->eps),
		 w_text(p), taken(p), w_text(p), taken(p));
}

static bool norm_eps_ignored(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, p->norm->eps > 0))
		return false;
	r->norm_eps_off = true;
	return true;
}

static void norm_eps_ignored_text(const struct problem *p, int v, char *buf,
				  size_t n)
{
	char e[32];

	(void)v;
	snprintf(buf, n, "eps = %s left out: sqrt(%s(x^2)), not sqrt(%s(x^2) + "
		 "eps)", num(e, p->norm->eps), taken(p), taken(p));
}

static bool norm_weight_ignored(const struct problem *p, int v,
				struct recipe *r)
{
	/* dW is the same with the weights or without them (w or 1 + w) */
	if (!made(v, weighs(p, r) && p->norm->wrt != NORM_WRT_W))
		return false;
	r->norm_weight = NW_OFF;
	return true;
}

static void norm_weight_ignored_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "the weights were not applied: x / sqrt(%s(x^2) + "
		 "eps), not x%s / ...", taken(p), w_text(p));
}

static bool norm_weight_first(const struct problem *p, int v,
			      struct recipe *r)
{
	if (!made(v, weighs(p, r)))
		return false;
	r->norm_weight = NW_FIRST;
	return true;
}

static void norm_weight_first_text(const struct problem *p, int v, char *buf,
				   size_t n)
{
	(void)v;
	snprintf(buf, n, "the weights applied before the norm, to x: x%s / "
		 "sqrt(%s((x%s)^2) + eps), not after it", w_text(p), taken(p),
		 w_text(p));
}

static bool norm_plus_one_ignored(const struct problem *p, int v,
				  struct recipe *r)
{
	if (!made(v, p->norm->plus_one && p->norm->wrt != NORM_WRT_W))
		return false;
	r->norm_plus_flipped = true;
	return true;
}

static void norm_plus_one_ignored_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "multiplied by w, not by 1 + w as --plus-one asks");
}

static bool norm_plus_one_added(const struct problem *p, int v,
				struct recipe *r)
{
	if (!made(v, !p->norm->plus_one && p->norm->w.v &&
		     p->norm->wrt != NORM_WRT_W))
		return false;
	r->norm_plus_flipped = true;
	return true;
}

static void norm_plus_one_added_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "multiplied by 1 + w (Gemma's --plus-one), not by the "
		 "weight w itself");
}

/* The sum for the mean, or the reverse: where a block has more than one
 * column. */
static bool norm_swapped(const struct problem *p, int v, struct recipe *r,
			 bool l2)
{
	if (!made(v, p->norm->l2 == l2 && p->norm->d > 1))
		return false;
	r->norm_other = true;
	return true;
}

static bool norm_l2_for_rms(const struct problem *p, int v, struct recipe *r)
{
	return norm_swapped(p, v, r, false);
}

static void norm_l2_for_rms_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the sum of the squares, not their mean: the L2 norm "
		 "sqrt(sum(x^2) + eps) for RMSNorm's sqrt(mean(x^2) + eps)");
}

static bool norm_rms_for_l2(const struct problem *p, int v, struct recipe *r)
{
	return norm_swapped(p, v, r, true);
}

static void norm_rms_for_l2_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "the mean of the squares, not their sum: RMSNorm's "
		 "sqrt(mean(x^2) + eps) for the L2 norm sqrt(sum(x^2) + eps)");
}

static bool norm_no_sqrt(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->norm_root = NR_NONE;
	return true;
}

static void norm_no_sqrt_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	snprintf(buf, n, "divided by %s(x^2) + eps, without the square root",
		 taken(p));
}

static bool norm_centred(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, !p->norm->l2 && p->norm->d > 1))
		return false;
	r->norm_centred = true;
	return true;
}

static void norm_centred_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	snprintf(buf, n, "the mean of x taken off first, as LayerNorm does: "
		 "(x - mean(x))%s / sqrt(var(x) + eps)", w_text(p));
}

/* The backward pass's: tried with --dout; dX's with --wrt x, dW's with
 * --wrt w. */
static bool back(const struct problem *p, enum norm_wrt wrt)
{
	return p->norm->wrt == wrt;
}

static bool norm_grad_root_constant(const struct problem *p, int v,
				    struct recipe *r)
{
	if (!made(v, back(p, NORM_WRT_X)))
		return false;
	r->norm_back = NB_ROOT_CONSTANT;
	return true;
}

static void norm_grad_root_constant_text(const struct problem *p, int v,
					 char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "dX = %sg / rms, the root taken as a constant: the "
		 "term through the %s of the squares left out",
		 p->norm->w.v ? "w " : "", taken(p));
}

static bool norm_grad_mean_factor(const struct problem *p, int v,
				  struct recipe *r)
{
	/* the mean's factor, where the mean has one */
	if (!made(v, back(p, NORM_WRT_X) && p->norm->l2 == r->norm_other &&
		     p->norm->d > 1))
		return false;
	r->norm_back = NB_NO_MEAN_FACTOR;
	return true;
}

static void norm_grad_mean_factor_text(const struct problem *p, int v,
				       char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "the term through the mean without the mean's 1/%zu: "
		 "- x sum(g%s x) / rms^3, not / (%zu rms^3)", p->norm->d,
		 w_text(p), p->norm->d);
}

static bool norm_grad_term_sign(const struct problem *p, int v,
				struct recipe *r)
{
	if (!made(v, back(p, NORM_WRT_X)))
		return false;
	r->norm_back = NB_TERM_SIGN;
	return true;
}

static void norm_grad_term_sign_text(const struct problem *p, int v,
				     char *buf, size_t n)
{
	(void)v;
	snprintf(buf, n, "the term through the %s of the squares added, not "
		 "subtracted: + x sum(g%s x) / ..., not - x sum(g%s x) / ...",
		 taken(p), w_text(p), w_text(p));
}

static bool norm_dw_unnormalised(const struct problem *p, int v,
				 struct recipe *r)
{
	if (!made(v, back(p, NORM_WRT_W)))
		return false;
	r->norm_dw = NDW_UNNORMALISED;
	return true;
}

static void norm_dw_unnormalised_text(const struct problem *p, int v,
				      char *buf, size_t n)
{
	(void)p, (void)v;
	snprintf(buf, n, "dW = the sum of g x, the division by the root left "
		 "out: not the sum of g x / rms");
}

static bool norm_dw_rows(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, back(p, NORM_WRT_W) && p->x->rows > 1))
		return false;
	r->norm_dw = NDW_ROWS;
	return true;
}

static void norm_dw_rows_text(const struct problem *p, int v, char *buf,
			      size_t n)
{
	(void)v;
	snprintf(buf, n, "dW row by row, each row's own terms, not summed over "
		 "the %zu rows", p->x->rows);
}

static bool norm_dw_heads(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, back(p, NORM_WRT_W) && p->norm->nh > 1))
		return false;
	r->norm_dw = NDW_HEADS;
	return true;
}

static void norm_dw_heads_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "dW of each head side by side, not summed over the "
		 "%zu heads", p->norm->nh);
}

static bool norm_variance(const struct problem *p, int v, struct recipe *r)
{
	/* the backward pass of so odd a norm is no slip of a hand */
	if (!made(v, p->norm->d > 1 && !p->norm->wrt))
		return false;
	r->norm_variance = true;
	return true;
}

static void norm_variance_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "x%s divided by the root of its variance, %s((x - "
		 "mean(x))^2), not of %s(x^2): x itself not centred",
		 w_text(p), taken(p), taken(p));
}

static bool norm_unbiased(const struct problem *p, int v, struct recipe *r)
{
	if (!made(v, !p->norm->l2 && p->norm->d > 1))
		return false;
	r->norm_unbiased = true;
	return true;
}

static void norm_unbiased_text(const struct problem *p, int v, char *buf,
			       size_t n)
{
	(void)v;
	snprintf(buf, n, "the mean of the squares over d - 1 = %zu, not d = %zu: "
		 "the unbiased variance's divisor (torch.var's default)",
		 p->norm->d - 1, p->norm->d);
}

static bool norm_times_root(const struct problem *p, int v, struct recipe *r)
{
	(void)p;
	if (v)
		return false;
	r->norm_root = NR_TIMES;
	return true;
}

static void norm_times_root_text(const struct problem *p, int v, char *buf,
				 size_t n)
{
	(void)v;
	snprintf(buf, n, "x multiplied by sqrt(%s(x^2) + eps), not divided by "
		 "it (x / rsqrt(...) for x * rsqrt(...))", taken(p));
}

static const struct mistake table[] = {
	{ "norm-heads-ignored", STEP_NORM, PARAM(norm_axis), norm_heads_ignored_text,
	  norm_heads_ignored },
	{ "norm-columns", STEP_NORM, PARAM(norm_axis), norm_columns_text, norm_columns },
	{ "norm-whole-matrix", STEP_NORM, PARAM(norm_axis), norm_whole_matrix_text,
	  norm_whole_matrix },
	{ "norm-eps-outside", STEP_NORM, PARAM(norm_root), norm_eps_outside_text,
	  norm_eps_outside },
	{ "norm-eps-ignored", STEP_NORM, PARAM(norm_eps_off), norm_eps_ignored_text,
	  norm_eps_ignored },
	{ "norm-weight-ignored", STEP_NORM, PARAM(norm_weight), norm_weight_ignored_text,
	  norm_weight_ignored },
	{ "norm-weight-first", STEP_NORM, PARAM(norm_weight), norm_weight_first_text,
	  norm_weight_first },
	{ "norm-plus-one-ignored", STEP_NORM, PARAM(norm_plus_flipped), norm_plus_one_ignored_text,
	  norm_plus_one_ignored },
	{ "norm-plus-one-added", STEP_NORM, PARAM(norm_plus_flipped), norm_plus_one_added_text,
	  norm_plus_one_added },
	{ "norm-l2-for-rms", STEP_NORM, PARAM(norm_other), norm_l2_for_rms_text, norm_l2_for_rms },
	{ "norm-rms-for-l2", STEP_NORM, PARAM(norm_other), norm_rms_for_l2_text, norm_rms_for_l2 },
	{ "norm-no-sqrt", STEP_NORM, PARAM(norm_root), norm_no_sqrt_text, norm_no_sqrt },
	{ "norm-centred", STEP_NORM, PARAM(norm_centred), norm_centred_text, norm_centred },
	{ "norm-variance", STEP_NORM, PARAM(norm_centred), norm_variance_text,
	  norm_variance },
	{ "norm-unbiased", STEP_NORM, PARAM(norm_unbiased), norm_unbiased_text,
	  norm_unbiased },
	{ "norm-times-root", STEP_NORM, PARAM(norm_root), norm_times_root_text,
	  norm_times_root },
};
const struct mistakes norm_mistakes = { table, sizeof table / sizeof *table };

static const struct mistake back_table[] = {
	{ "norm-grad-root-constant", STEP_NORM_GRAD, PARAM(norm_back),
	  norm_grad_root_constant_text, norm_grad_root_constant },
	{ "norm-grad-mean-factor", STEP_NORM_GRAD, PARAM(norm_back), norm_grad_mean_factor_text,
	  norm_grad_mean_factor },
	{ "norm-grad-term-sign", STEP_NORM_GRAD, PARAM(norm_back), norm_grad_term_sign_text,
	  norm_grad_term_sign },
	{ "norm-dw-unnormalised", STEP_NORM_GRAD, PARAM(norm_dw), norm_dw_unnormalised_text,
	  norm_dw_unnormalised },
	{ "norm-dw-rows-not-summed", STEP_NORM_GRAD, PARAM(norm_dw), norm_dw_rows_text,
	  norm_dw_rows },
	{ "norm-dw-heads-not-summed", STEP_NORM_GRAD, PARAM(norm_dw), norm_dw_heads_text,
	  norm_dw_heads },
};
const struct mistakes norm_grad_mistakes = { back_table,
	sizeof back_table / sizeof *back_table };
