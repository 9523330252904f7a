/* compare.c - check's comparison and its report. */
#include "explain/compare.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "io/output.h"

bool diff_bigger(double d, double than)
{
	return isnan(d) ? !isnan(than) : !isnan(than) && d > than;
}

void say_num(const char *s, double x)
{
	out_str(s);
	out_num(x);
}

bool same_shape(const struct matrix *a, const struct matrix *b)
{
	return a->rows == b->rows && (!a->rows || a->cols == b->cols);
}

bool close_to(double a, double b, double atol, double rtol, double *diff)
{
	bool same;

	if (isnan(a) || isnan(b)) {
		same = isnan(a) && isnan(b);
		*diff = same ? 0 : NAN;
		return same;
	}
	if (isinf(a) || isinf(b)) {
		same = a == b;
		*diff = same ? 0 : INFINITY;
		return same;
	}
	*diff = fabs(a - b);
	return *diff <= atol + rtol * fabs(b);
}

/* Whether cell I (GOT against EXPECTED) is right by ST's rule; its
 * difference in *DIFF. */
static bool cell_ok(const struct style *st, size_t i, double got,
		    double expected, double *diff)
{
	bool close = close_to(got, expected, st->atol, st->rtol, diff);

	return st->right ? st->right(st->right_ctx, i, expected) : close;
}

size_t differing(const struct matrix *E, const struct matrix *A,
		 const struct style *st)
{
	size_t i, n = 0;
	double diff;

	if (!same_shape(E, A))
		return SIZE_MAX;
	for (i = 0; i < E->rows * E->cols; i++)
		n += !cell_ok(st, i, A->v[i], E->v[i], &diff);
	return n;
}

void cell_say(const struct cell *c, size_t cols, size_t base)
{
	char line[96];

	snprintf(line, sizeof line, "row %zu, column %zu: ", c->i / cols + base,
		 c->i % cols + base);
	out_str(line);
	say_num("expected ", c->expected);
	say_num(", got ", c->got);
	say_num(", difference ", c->diff);
}

void more_say(const struct report *rep, const struct style *st, size_t cap)
{
	char line[64];

	if (st->json || st->brief || cap >= rep->differ)
		return;
	snprintf(line, sizeof line, "... and %zu more", rep->differ - cap);
	out_str(line);
	out_eol();
}

bool report_begin(struct report *rep, const struct matrix *E,
		  const struct matrix *A, const struct style *st)
{
	memset(rep, 0, sizeof *rep);
	rep->erows = E->rows, rep->ecols = E->cols;
	rep->arows = A->rows, rep->acols = A->cols;
	if (same_shape(E, A)) {
		rep->cells = E->rows * E->cols;
		return true;
	}
	rep->shapes = true;
	snprintf(rep->sum, CHECK_SUMSZ, "shapes differ: expected %zux%zu, got "
		 "%zux%zu", E->rows, E->cols, A->rows, A->cols);
	out_pipe_status(1);
	if (!st->json) {
		out_str(rep->sum);
		out_eol();
	}
	return false;
}

size_t compare(const struct matrix *E, const struct matrix *A,
	       const struct style *st, struct report *rep)
{
	size_t i, k, cap = st->brief ? 0 : st->all ? SIZE_MAX : CHECK_CELLS;
	bool text = !st->json;

	if (!report_begin(rep, E, A, st))
		return SIZE_MAX;
	for (i = 0; i < rep->cells; i++) {
		struct cell c = { i, E->v[i], A->v[i], 0 };

		if (cell_ok(st, i, c.got, c.expected, &c.diff)) {
			if (c.diff > rep->nearest)
				rep->nearest = c.diff;
			continue;
		}
		if (!rep->differ)
			out_pipe_status(1);
		if (!rep->differ++ || diff_bigger(c.diff, rep->worst))
			rep->worst = c.diff, rep->wi = i;
		if (rep->nfirst < CHECK_CELLS)
			rep->first[rep->nfirst++] = c;
		if (text && rep->differ <= cap) {
			cell_say(&c, E->cols, st->base);
			out_eol();
		}
	}
	more_say(rep, st, cap);
	if (rep->differ) {
		k = (size_t)snprintf(rep->sum, CHECK_SUMSZ, "%zu of %zu cells "
				     "differ (largest difference ", rep->differ,
				     rep->cells);
		k += num_write(rep->worst, rep->sum + k);
		snprintf(rep->sum + k, CHECK_SUMSZ - k, " at row %zu, column "
			 "%zu)", rep->wi / E->cols + st->base,
			 rep->wi % E->cols + st->base);
	} else if (st->right) {
		snprintf(rep->sum, CHECK_SUMSZ, "right to the digits written (%zu "
			 "cell%s)", rep->cells, rep->cells == 1 ? "" : "s");
	} else {
		k = (size_t)snprintf(rep->sum, CHECK_SUMSZ, "all %zu cells close "
				     "(largest difference ", rep->cells);
		k += num_write(rep->nearest, rep->sum + k);
		snprintf(rep->sum + k, CHECK_SUMSZ - k, ")");
	}
	if (text) {
		out_str(rep->sum);
		out_eol();
	}
	return rep->differ;
}

/* --- JSON ------------------------------------------------------------- */

void json_num(double x)
{
	char buf[NUM_BUFSZ + 2];
	size_t n = num_shortest(x, buf + 1);

	if (isfinite(x)) {
		out_text(buf + 1, n);
		return;
	}
	buf[0] = '"';
	buf[n + 1] = '"';
	out_text(buf, n + 2);
}

void json_str(const char *s)
{
	char esc[8];

	out_str("\"");
	for (; *s; s++)
		if (*s == '"' || *s == '\\') {
			esc[0] = '\\', esc[1] = *s;
			out_text(esc, 2);
		} else if ((unsigned char)*s < 0x20) {
			snprintf(esc, sizeof esc, "\\u%04x", (unsigned char)*s);
			out_str(esc);
		} else {
			out_text(s, 1);
		}
	out_str("\"");
}

void json_size(const char *key, size_t n)
{
	char buf[64];

	snprintf(buf, sizeof buf, ",\"%s\":%zu", key, n);
	out_str(buf);
}

void json_where(size_t i, size_t cols, size_t base)
{
	json_size("row", i / cols + base);
	json_size("column", i % cols + base);
}

/* Finding K's IDs as a list: one, or the two of a pair. */
static void json_ids(const struct finding *f)
{
	const char *and = f->pair ? strstr(f->id, " + ") : NULL;

	out_str(",\"ids\":[");
	if (and) {
		out_str("\"");
		out_text(f->id, (size_t)(and - f->id));
		out_str("\",");
		json_str(and + 3);
	} else {
		json_str(f->id);
	}
	out_str("]");
}

/* ',"KEY":' then the string S, or null. */
static void key_str(const char *key, const char *s)
{
	out_str(",\"");
	out_str(key);
	out_str("\":");
	if (s)
		json_str(s);
	else
		out_str("null");
}

/* ',"KEY":' then X, or null where X is nan and NONE says nan is none. */
static void key_num(const char *key, double x, bool none)
{
	out_str(",\"");
	out_str(key);
	out_str("\":");
	if (none && isnan(x))
		out_str("null");
	else
		json_num(x);
}

/* ',"KEY":null' */
static void key_null(const char *key)
{
	key_str(key, NULL);
}

/* '"row":R,"column":C' of cell I, or nulls where there is none
 * (SIZE_MAX). */
static void where(size_t i, size_t cols, size_t base)
{
	if (i == SIZE_MAX) {
		key_null("row");
		key_null("column");
	} else {
		json_where(i, cols, base);
	}
}

/* ',"KEY":{"difference":D,"row":R,"column":C,"ulps":U}' */
static void key_cell(const char *key, double d, size_t i, size_t cols,
		     size_t base, double ulps)
{
	out_str(",\"");
	out_str(key);
	out_str("\":{\"difference\":");
	json_num(d);
	where(i, cols, base);
	key_num("ulps", ulps, true);
	out_str("}");
}

/* ',"KEY":{"difference":D,"index":[R,C]}' (torch's, from 0) */
static void key_index(const char *key, double d, size_t i, size_t cols)
{
	char buf[64];

	out_str(",\"");
	out_str(key);
	out_str("\":{\"difference\":");
	json_num(d);
	snprintf(buf, sizeof buf, ",\"index\":[%zu,%zu]}", i / cols, i % cols);
	out_str(buf);
}

void report_json(const struct json_head *h, const struct report *rep,
		 const struct style *st, const struct findings *f)
{
	char buf[96];
	size_t k, cols = rep ? rep->ecols : 0;
	bool cells = rep && !rep->shapes;

	snprintf(buf, sizeof buf, "{\"status\":%d", h->status);
	out_str(buf);
	key_str("verdict", h->verdict);
	key_str("rule", h->rule);
	key_str("of", h->of);
	key_num("atol", h->atol, true);
	key_num("rtol", h->rtol, true);
	key_num("decimals", h->decimals >= 0 ? h->decimals : NAN, true);
	key_str("dtype", h->dtype);
	key_str("accumulate", h->accumulate);
	key_str("recipe", h->recipe);
	key_num("block", h->block, true);
	key_num("factor", h->factor, true);
	key_num("ulps", h->ulps, true);
	key_num("cells", cells ? (double)rep->cells : NAN, true);
	key_num("differing", cells ? (double)rep->differ : NAN, true);
	if (rep && rep->shapes) {
		snprintf(buf, sizeof buf, ",\"shapes\":{\"expected\":[%zu,%zu],",
			 rep->erows, rep->ecols);
		out_str(buf);
		snprintf(buf, sizeof buf, "\"got\":[%zu,%zu]}", rep->arows,
			 rep->acols);
		out_str(buf);
	} else {
		key_null("shapes");
	}
	/* the largest difference: of the cells that differ, or (none) of
	 * the close ones, with no cell to name (a kernel's names its own) */
	if (cells)
		key_cell("largest", rep->differ || h->kernel ? rep->worst :
			 rep->nearest, rep->differ || h->kernel ? rep->wi :
			 SIZE_MAX, cols, st->base, h->largest_ulps);
	else
		key_null("largest");
	if (cells && h->kernel)
		key_cell("reference", h->ref_diff, h->ref_i, cols, st->base,
			 h->ref_ulps);
	else
		key_null("reference");
	key_num("bound", cells && h->kernel ? h->bound : NAN, true);
	key_num("ratio", cells && h->kernel ? h->ratio : NAN, true);
	key_num("mismatched", cells && h->torch ? (double)h->mismatched : NAN,
		true);
	if (cells && h->torch) {
		key_index("greatest_absolute", h->abs, h->abs_i, cols);
		key_index("greatest_relative", h->rel, h->rel_i, cols);
	} else {
		key_null("greatest_absolute");
		key_null("greatest_relative");
	}
	if (cells) {
		out_str(",\"differing_cells\":[");
		for (k = 0; k < rep->nfirst; k++) {
			const struct cell *c = &rep->first[k];

			out_str(k ? ",{\"expected\":" : "{\"expected\":");
			json_num(c->expected);
			out_str(",\"got\":");
			json_num(c->got);
			key_num("difference", c->diff, false);
			key_num("ulps", h->cell_ulps ?
				h->cell_ulps(h->cell_ctx, c->got, c->expected) :
				NAN, true);
			json_where(c->i, cols, st->base);
			out_str("}");
		}
		out_str("]");
	} else {
		key_null("differing_cells");
	}
	key_str("summary", rep ? rep->sum : NULL);
	if (f && f->nwhere) {
		out_str(",\"localisation\":[");
		for (k = 0; k < f->nwhere; k++) {
			if (k)
				out_str(",");
			json_str(f->where[k]);
		}
		out_str("]");
	} else {
		key_null("localisation");
	}
	if (f)
		json_mistakes(f);
	else
		key_null("mistakes");
	key_str("error", h->error);
	out_str("}");
	out_eol();
}

void json_head_init(struct json_head *h, int status)
{
	*h = (struct json_head){ .status = status, .decimals = -1,
		.atol = NAN, .rtol = NAN, .block = NAN, .factor = NAN,
		.ulps = NAN, .largest_ulps = NAN, .ref_ulps = NAN };
}

void json_mistakes(const struct findings *f)
{
	size_t k, n = 0;

	/* rounding is the verdict's, not a mistake */
	out_str(",\"mistakes\":[");
	for (k = 0; k < f->n; k++) {
		if (strcmp(f->f[k].id, "rounding") == 0)
			continue;
		out_str(n++ ? ",{\"id\":" : "{\"id\":");
		json_str(f->f[k].id);
		json_ids(&f->f[k]);
		out_str(",\"words\":");
		json_str(f->f[k].words);
		out_str(",\"kind\":");
		json_str(f->f[k].different ? "kernel" : "mistake");
		out_str("}");
	}
	out_str("]");
}
