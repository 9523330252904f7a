/* norm.c - --show-work for attn norm:
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
#include "show/norm.h"

#include <stdint.h>
#include <stdio.h>

#include "attn/norm.h"
#include "show/work.h"

/* Terms spelt out for heads up to this wide; wider ones show the sum. */
#define SPELL 8

/* x_0^2 + x_1^2 + ... (a negative one in parentheses). */
static void squares(struct text *t, const double *x, size_t d)
{
	size_t j;

	for (j = 0; j < d; j++) {
		if (j)
			text_put(t, " + ");
		if (x[j] < 0)
			text_put(t, "(");
		sw_num(t, x[j]);
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
	sw_label(t, "x");
	sw_list(t, r->in, r->n);
	text_put(t, "\n");
	for (h = 0; h < nm->nh; h++) {
		s = norm_show(nm, r, h);
		o = h * nm->d;
		sw_head(t, h, nm->nh, SIZE_MAX);
		sw_label(t, "sum of squares");
		if (nm->d <= SPELL)
			squares(t, r->in + o, nm->d);
		sw_say(t, "%n\n", s->sum);
		sw_label(t, nm->l2 ? "sum + eps" : "mean + eps");
		sw_num(t, s->sum);
		if (!nm->l2) {
			snprintf(buf, sizeof buf, " / %zu", nm->d);
			text_put(t, buf);
		}
		sw_say(t, " + %n = %n\n", nm->eps, s->mean);
		sw_label(t, "root");
		sw_say(t, "sqrt(%n) = %n\n", s->mean, s->rms);
		sw_label(t, "output");
		sw_say(t, "%s%n = ", nm->set.w ? nm->plus_one ? "x * (1 + w) / " :
		       "x * w / " : "x / ", s->rms);
		sw_list(t, r->out + o, nm->d);
		text_put(t, "\n");
	}
}
