/* show_norm.c - --show-work for attn norm:
 *
 *   row 0 (<literal> line 1): x = [3, 4]
 *     sum of squares 3^2 + 4^2 = 25
 *     mean + eps     25 / 2 + 1e-06 = 12.500001
 *     root           sqrt(12.500001) = 3.5355340635174597
 *     output         x / 3.5355340635174597 = [0.8485280..., 1.131370...]
 *
 * The sum, the mean and the root are the doubles nearest to the exact
 * ones; each output is rounded once from the exact quotient, not from
 * these roundings, so it need not be the shown numbers' quotient. */
#include "explain/show_norm.h"

#include <stdint.h>
#include <stdio.h>

#include "attn/norm.h"
#include "explain/show_work.h"
#include "io/number.h"

/* Terms spelt out for heads up to this wide; wider ones show the sum. */
#define SPELL 8
/* Width of the label column, indent included, as sw_row's. */
#define LABEL 17

static void num(struct text *t, double x)
{
	char buf[NUM_BUFSZ + 1];

	buf[num_write(x, buf)] = '\0';
	text_put(t, buf);
}

static void list(struct text *t, const double *v, size_t n)
{
	size_t j;

	text_put(t, "[");
	for (j = 0; j < n; j++) {
		if (j)
			text_put(t, ", ");
		num(t, v[j]);
	}
	text_put(t, "]");
}

static void label(struct text *t, const char *s)
{
	char pad[LABEL + 1];

	snprintf(pad, sizeof pad, "  %-*s", LABEL - 2, s);
	text_put(t, pad);
}

/* x_0^2 + x_1^2 + ... (a negative one in parentheses). */
static void squares(struct text *t, const double *x, size_t d)
{
	size_t j;

	for (j = 0; j < d; j++) {
		if (j)
			text_put(t, " + ");
		if (x[j] < 0)
			text_put(t, "(");
		num(t, x[j]);
		text_put(t, x[j] < 0 ? ")^2" : "^2");
	}
	text_put(t, " = ");
}

void sw_norm(void *ctx, const struct row *r, struct text *t)
{
	const struct norm *nm = ctx;
	const struct nm_show *s;
	char buf[64];
	size_t h, o;

	sw_row(t, r->i, r->where, r->line, NULL, 0);
	label(t, "x");
	list(t, r->in, r->n);
	text_put(t, "\n");
	for (h = 0; h < nm->nh; h++) {
		s = norm_show(nm, r, h);
		o = h * nm->d;
		sw_head(t, h, nm->nh, SIZE_MAX);
		label(t, "sum of squares");
		if (nm->d <= SPELL)
			squares(t, r->in + o, nm->d);
		num(t, s->sum);
		text_put(t, "\n");
		label(t, nm->l2 ? "sum + eps" : "mean + eps");
		num(t, s->sum);
		if (!nm->l2) {
			snprintf(buf, sizeof buf, " / %zu", nm->d);
			text_put(t, buf);
		}
		text_put(t, " + ");
		num(t, nm->eps);
		text_put(t, " = ");
		num(t, s->mean);
		text_put(t, "\n");
		label(t, "root");
		text_put(t, "sqrt(");
		num(t, s->mean);
		text_put(t, ") = ");
		num(t, s->rms);
		text_put(t, "\n");
		label(t, "output");
		text_put(t, nm->set.w ? nm->plus_one ? "x * (1 + w) / " :
			 "x * w / " : "x / ");
		num(t, s->rms);
		text_put(t, " = ");
		list(t, r->out + o, nm->d);
		text_put(t, "\n");
	}
}
