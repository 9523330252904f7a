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

size_t differing(const struct matrix *E, const struct matrix *A,
		 double atol, double rtol)
{
	size_t i, n = 0;
	double diff;

	if (!same_shape(E, A))
		return SIZE_MAX;
	for (i = 0; i < E->rows * E->cols; i++)
		n += !close_to(A->v[i], E->v[i], atol, rtol, &diff);
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

		if (close_to(c.got, c.expected, st->atol, st->rtol, &c.diff)) {
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

void report_json(const struct report *rep, const struct style *st,
		 int status, const struct findings *f)
{
	char buf[64];
	size_t k;

	snprintf(buf, sizeof buf, "{\"status\":%d,\"atol\":", status);
	out_str(buf);
	json_num(st->atol);
	out_str(",\"rtol\":");
	json_num(st->rtol);
	if (rep->shapes) {
		snprintf(buf, sizeof buf, ",\"shapes\":{\"expected\":[%zu,%zu],",
			 rep->erows, rep->ecols);
		out_str(buf);
		snprintf(buf, sizeof buf, "\"got\":[%zu,%zu]}", rep->arows,
			 rep->acols);
		out_str(buf);
	} else {
		json_size("cells", rep->cells);
		json_size("differing", rep->differ);
		out_str(",\"largest\":{\"difference\":");
		json_num(rep->differ ? rep->worst : rep->nearest);
		if (rep->differ)
			json_where(rep->wi, rep->ecols, st->base);
		out_str("},\"differing_cells\":[");
		for (k = 0; k < rep->nfirst; k++) {
			const struct cell *c = &rep->first[k];

			out_str(k ? ",{" : "{");
			out_str("\"expected\":");
			json_num(c->expected);
			out_str(",\"got\":");
			json_num(c->got);
			out_str(",\"difference\":");
			json_num(c->diff);
			json_where(c->i, rep->ecols, st->base);
			out_str("}");
		}
		out_str("]");
	}
	out_str(",\"summary\":");
	json_str(rep->sum);
	if (f)
		json_mistakes(f);
	out_str("}");
	out_eol();
}

void json_mistakes(const struct findings *f)
{
	size_t k;

	if (f->nwhere) {
		out_str(",\"localisation\":[");
		for (k = 0; k < f->nwhere; k++) {
			if (k)
				out_str(",");
			json_str(f->where[k]);
		}
		out_str("]");
	}
	out_str(",\"mistakes\":[");
	for (k = 0; k < f->n; k++) {
		out_str(k ? ",{\"id\":" : "{\"id\":");
		json_str(f->f[k].id);
		json_ids(&f->f[k]);
		out_str(",\"words\":");
		json_str(f->f[k].words);
		out_str("}");
	}
	out_str("]");
}
