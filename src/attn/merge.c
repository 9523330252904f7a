/* merge.c - attn merge, a row at a time over its parts (merge.h). */
#include "attn/merge.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"
#include "base/err.h"
#include "base/quote.h"
#include "io/number.h"
#include "io/output.h"
#include "num/dtype.h"

/* --- the note a part says itself with ---------------------------------- */

#define NOTE "# attn lse:"

const char *masked_rows_name(enum masked_rows p)
{
	static const char *const names[] = { "zero", "uniform", "nan",
					     "error" };

	return names[p];
}

void lse_note_write(const struct lse_note *n)
{
	char buf[200];
	int k;

	if (n->keys >= 0)
		k = snprintf(buf, sizeof buf, NOTE " heads=%zu keys=%lld "
			     "sinks=%s masked-rows=%s", n->heads, n->keys,
			     n->sinks ? "in" : "none",
			     masked_rows_name(n->policy));
	else
		k = snprintf(buf, sizeof buf, NOTE " heads=%zu sinks=%s "
			     "masked-rows=%s", n->heads,
			     n->sinks ? "in" : "none",
			     masked_rows_name(n->policy));
	if (n->t)
		k += snprintf(buf + k, sizeof buf - (size_t)k, " dtype=%s "
			      "accumulate=%s", n->t->name, n->a->name);
	snprintf(buf + k, sizeof buf - (size_t)k, "\n");
	out_str(buf);
}

/* The value of KEY= in TEXT's words, or NULL; its length in *LEN. */
static const char *field(const char *text, const char *key, size_t *len)
{
	size_t k = strlen(key);
	const char *p = text;

	for (;;) {
		while (*p == ' ')
			p++;
		if (!*p)
			return NULL;
		*len = strcspn(p, " ");
		if (*len > k && strncmp(p, key, k) == 0 && p[k] == '=') {
			*len -= k + 1;
			return p + k + 1;
		}
		p += *len;
	}
}

/* KEY='s value in TEXT, or a data error at WHERE naming WHOSE note: one
 * that is missing (where REQUIRED) or empty.  NULL: missing. */
static const char *note_field(const char *text, const char *key,
			      bool required, const char *where,
			      const char *whose, const char *what, size_t *len)
{
	const char *v = field(text, key, len);

	if (!v && required)
		fail(where, 0, "%s note has no %s=: %s= is %s", whose, key, key,
		     what);
	if (v && *len == 0)
		fail(where, 0, "%s note has '%s=', with no value: %s= is %s",
		     whose, key, key, what);
	return v;
}

/* KEY= in TEXT as a whole number from 1 to MAX (decimal digits alone),
 * or a data error naming WHOSE note; 0 when KEY= is not there (and not
 * REQUIRED). */
static long long note_count(const char *text, const char *key, bool required,
			    long long max, const char *where, const char *whose)
{
	char what[64];
	const char *v;
	long long x = 0;
	size_t len, i;
	bool over = false;

	snprintf(what, sizeof what, "a whole number from 1 to %lld", max);
	if (!(v = note_field(text, key, required, where, whose, what, &len)))
		return 0;
	for (i = 0; i < len; i++) {
		if (v[i] < '0' || v[i] > '9')
			fail(where, 0, "%s note has %s, not a whole number: %s= "
			     "is %s", whose, show_field(v - strlen(key) - 1,
							len + strlen(key) + 1),
			     key, what);
		/* past MAX, the digits are still read: a letter among
		 * them is the worse news */
		if (!over && x > (max - (v[i] - '0')) / 10)
			over = true;
		else if (!over)
			x = 10 * x + (v[i] - '0');
	}
	if (over || x < 1)
		fail(where, 0, "%s note has %s, out of range: %s= is %s", whose,
		     show_field(v - strlen(key) - 1, len + strlen(key) + 1), key,
		     what);
	return x;
}

/* KEY= in TEXT as the index of one of the N WORDS, or a data error
 * naming WHOSE note. */
static size_t note_word(const char *text, const char *key,
			const char *const *words, size_t n, const char *where,
			const char *whose)
{
	char what[80] = "";
	const char *v;
	size_t len, i, at = 0;

	for (i = 0; i < n; i++)
		at += (size_t)snprintf(what + at, sizeof what - at, "%s%s",
				       i == 0 ? "" : i + 1 < n ? ", " :
				       " or ", words[i]);
	v = note_field(text, key, true, where, whose, what, &len);
	for (i = 0; i < n; i++)
		if (strlen(words[i]) == len && !strncmp(v, words[i], len))
			return i;
	fail(where, 0, "%s note has %s: %s= is %s", whose,
	     show_field(v - strlen(key) - 1, len + strlen(key) + 1), key, what);
}

/* KEY= in TEXT as a format's name, or a data error naming WHOSE note;
 * NULL when KEY= is not there. */
static const struct dtype *note_format(const char *text, const char *key,
				       const char *where, const char *whose)
{
	const char *names[16];
	size_t n, len;

	if (!field(text, key, &len))
		return NULL;
	for (n = 0; n < 16 && dt_at(n); n++)
		names[n] = dt_at(n)->name;
	return dt_at(note_word(text, key, names, n, where, whose));
}

bool lse_note_read(const char *text, const char *where, const char *whose,
		   struct lse_note *n)
{
	static const char *const sinks[] = { "in", "none" };
	const char *policies[ROWS_ERROR + 1];
	size_t i;

	if (!text || strncmp(text, NOTE, strlen(NOTE)) != 0)
		return false;
	text += strlen(NOTE);
	for (i = 0; i <= ROWS_ERROR; i++)
		policies[i] = masked_rows_name((enum masked_rows)i);
	n->heads = (size_t)note_count(text, "heads", true, HEADS_MAX, where,
				      whose);
	n->keys = note_count(text, "keys", false, KEYS_MAX, where, whose);
	if (n->keys == 0)
		n->keys = -1;
	n->sinks = note_word(text, "sinks", sinks, 2, where, whose) == 0;
	n->policy = (enum masked_rows)note_word(text, "masked-rows", policies,
						ROWS_ERROR + 1, where, whose);
	n->t = note_format(text, "dtype", where, whose);
	n->a = note_format(text, "accumulate", where, whose);
	if (!n->t != !n->a)
		fail(where, 0, "%s note has %s= without %s=: a kernel's part "
		     "says both", whose, n->t ? "dtype" : "accumulate",
		     n->t ? "accumulate" : "dtype");
	return true;
}

/* --- merge ------------------------------------------------------------- */

/* A row's buffer: the parts' rows (NP x WIDTH), the merged row (H * DV,
 * then H LSEs), the factors (H x NP), each head's max, sum and sink's
 * factor (KM_CELLS x H), then one head's LSEs (NP) and kn_merge's scratch
 * (4 NP). */
struct mparts {
	double *rows, *out, *f, *km, *lse_of, *scratch;
};
enum { KM_MAX, KM_SUM, KM_FSINK, KM_CELLS };

static void mparts_of(const struct merge *m, double *buf, struct mparts *p)
{
	p->rows = buf;
	p->out = p->rows + m->np * m->width;
	p->f = p->out + m->h * m->dv + m->h;
	p->km = p->f + m->h * m->np;
	p->lse_of = p->km + m->h * KM_CELLS;
	p->scratch = p->lse_of + m->np;
}

/* Where part P's row came from, for a message. */
static const char *part_where(const struct merge *m, const struct row *r,
			      size_t p, long *line)
{
	*line = p ? r->with_line[p - 1] : r->line;
	return p ? rd_name(m->parts[p]) : r->where;
}

/* Each part's note, against what merge was given: a part made with
 * other heads, with sinks or with another --masked-rows is refused, as
 * its numbers would be merged wrong; its keys kept for --masked-rows
 * uniform.  With --lse, the merge's own note. */
static void check_notes(struct merge *m)
{
	struct lse_note n;
	long long sum = 0, said = 0;
	char whose[48];
	size_t p;

	for (p = 0; p < m->np; p++) {
		m->keys[p] = -1;
		snprintf(whose, sizeof whose, "%s's", m->roles[p]);
		if (!lse_note_read(rd_note(m->parts[p]), rd_name(m->parts[p]),
				   whose, &n))
			continue;
		if (n.heads != m->h)
			fail(rd_name(m->parts[p]), 0, "%s was written with "
			     "--heads %zu, but merge has --heads %zu (give merge "
			     "the parts' --heads)", m->roles[p], n.heads, m->h);
		if (n.sinks)
			fail(rd_name(m->parts[p]), 0, "%s was written with "
			     "--sinks, which its LSEs hold and every part would "
			     "add again (write the parts without --sinks, and give "
			     "merge --sinks)", m->roles[p]);
		if (n.policy != m->policy)
			fail(rd_name(m->parts[p]), 0, "%s was written with "
			     "--masked-rows %s, but merge has --masked-rows %s "
			     "(give merge the parts' --masked-rows)", m->roles[p],
			     masked_rows_name(n.policy),
			     masked_rows_name(m->policy));
		if (n.t != m->t || n.a != m->a)
			fail(rd_name(m->parts[p]), 0, "%s was written %s%s%s%s, "
			     "but merge has %s%s%s%s (give merge the parts' "
			     "--dtype and --accumulate)", m->roles[p],
			     n.t ? "with --dtype " : "without --dtype",
			     n.t ? n.t->name : "",
			     n.t ? " --accumulate " : "", n.t ? n.a->name : "",
			     m->t ? "--dtype " : "no --dtype",
			     m->t ? m->t->name : "",
			     m->t ? " --accumulate " : "", m->t ? m->a->name : "");
		m->keys[p] = n.keys;
		/* each at most KEYS_MAX, so the sum cannot overflow before
		 * it is checked */
		if (n.keys > 0 && (said += n.keys) > KEYS_MAX)
			fail(rd_name(m->parts[p]), 0, "%s note has keys=%lld, "
			     "and the parts' keys together pass %lld", whose,
			     n.keys, KEYS_MAX);
	}
	for (p = 0; p < m->np && sum >= 0; p++)
		sum = m->keys[p] < 0 ? -1 : sum + m->keys[p];
	if (m->note)
		lse_note_write(&(struct lse_note){ m->h, sum, m->sinks != NULL,
						   m->policy, m->t, m->a });
}

size_t merge_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		   size_t *heads)
{
	struct merge *m = ctx;
	size_t w = r->n, p, per;
	long line;

	check_notes(m);
	per = heads_split(w, m->h, "--heads", r->where, r->line, m->roles[0]);
	if (per < 2)
		fail(r->where, r->line, "%s has %zu column%s%s, too few for O "
		     "and an LSE per head (a part is what attend --lse writes)",
		     m->roles[0], per, per == 1 ? "" : "s",
		     m->h > 1 ? " per head" : "");
	for (p = 1; p < m->np; p++)
		if (r->with_n[p - 1] != w) {
			const char *where = part_where(m, r, p, &line);

			fail(where, line, "%s has %zu column%s, but %s has %zu "
			     "(the parts of one attention have one shape)",
			     m->roles[p], r->with_n[p - 1],
			     r->with_n[p - 1] == 1 ? "" : "s", m->roles[0], w);
		}
	m->width = w;
	m->dv = per - 1;
	*nout = m->h * m->dv + (m->lse ? m->h : 0);
	if (m->t && m->lse)
		num_tail_from = m->h * m->dv;
	*nk = 1;
	*heads = 1;
	return m->np * w + m->h * m->dv + m->h + m->h * m->np +
	       m->h * KM_CELLS + m->np + 4 * m->np;
}

/* Part P's head H: an LSE finite or -inf, and where it is finite, an O
 * of finite numbers (a part with no key there, -inf, may have any O:
 * attend --masked-rows nan writes nan). */
static void check_part(const struct merge *m, const struct row *r,
		       const double *row, size_t p, size_t h)
{
	size_t at = m->h * m->dv + h, c;
	const char *where;
	long line;

	if (isnan(row[at]) || row[at] == INFINITY) {
		where = part_where(m, r, p, &line);
		fail(where, line, "field %zu is '%s'; an LSE must be finite or "
		     "-inf", at + 1, isnan(row[at]) ? "nan" : "inf");
	}
	for (c = h * m->dv; row[at] != -INFINITY && c < (h + 1) * m->dv; c++)
		if (!isfinite(row[c])) {
			where = part_where(m, r, p, &line);
			fail(where, line, "field %zu is '%s'; O must be finite "
			     "where its head's LSE is", c + 1,
			     isnan(row[c]) ? "nan" : row[c] < 0 ? "-inf" : "inf");
		}
}

/* Head H of row R, where every part is -inf and there is no sink: what
 * attend over all the keys writes, as --masked-rows says; uniform is the
 * mean of all the values, each part's O its mean over its own keys. */
static void all_masked(const struct merge *m, const struct row *r,
		       const struct mparts *mp, size_t h)
{
	double *out = mp->out + h * m->dv;
	char hb[HEADS_OF_SIZE];
	const char *where;
	size_t p, c;
	long line;

	switch (m->policy) {
	case ROWS_ZERO:
		return;
	case ROWS_NAN:
		for (c = 0; c < m->dv; c++)
			out[c] = NAN;
		return;
	case ROWS_ERROR:
		fail(r->where, r->line, "every key%s is masked in this row, in "
		     "every part (see --masked-rows)", heads_of(m->h, h, hb));
	case ROWS_UNIFORM:
		break;
	}
	for (p = 0; p < m->np; p++)
		if (m->keys[p] < 0) {
			where = part_where(m, r, p, &line);
			fail(where, line, "every part masks this row, and "
			     "--masked-rows uniform needs each part's keys, which "
			     "%s does not say (attend --lse says them in its first "
			     "line)", m->roles[p]);
		}
	kn_merge_uniform(mp->rows + h * m->dv, m->width, m->keys, m->np,
			 m->dv, out);
	for (c = 0; m->t && c < m->dv; c++)
		out[c] = dt_round(out[c], m->t);
}

/* --dtype: part P's row as a kernel's, O's cells in T and the LSEs in A
 * (a number past the format's range is an error). */
static void as_read(const struct merge *m, const struct row *r, double *row,
		    size_t p)
{
	size_t c, at = m->h * m->dv;
	const struct dtype *f;
	const char *where;
	char num[NUM_BUFSZ + 1], max[NUM_BUFSZ + 1];
	double x;
	long line;

	for (c = 0; c < m->width; c++) {
		f = c < at ? m->t : m->a;
		x = dt_round(row[c], f);
		if (isfinite(row[c]) && !isfinite(x)) {
			where = part_where(m, r, p, &line);
			num[num_shortest(row[c], num)] = '\0';
			max[num_shortest(f->max, max)] = '\0';
			fail(where, line, "field %zu, %s, is too large for %s "
			     "(its largest value is %s): %s", c + 1, num,
			     f->name, max, c < at ? "O is in --dtype" :
			     "an LSE is in --accumulate");
		}
		row[c] = x;
	}
}

void merge_row(void *ctx, struct row *r)
{
	const struct merge *m = ctx;
	struct mparts mp;
	struct kn_merge km;
	size_t p, h, W = m->width;

	mparts_of(m, r->buf, &mp);
	memcpy(mp.rows, r->in, W * sizeof *mp.rows);
	memcpy(mp.rows + W, r->with, (m->np - 1) * W * sizeof *mp.rows);
	for (p = 0; m->t && p < m->np; p++)
		as_read(m, r, mp.rows + p * W, p);
	for (h = 0; h < m->h; h++) {
		for (p = 0; p < m->np; p++) {
			check_part(m, r, mp.rows + p * W, p, h);
			mp.lse_of[p] = mp.rows[p * W + m->h * m->dv + h];
		}
		if (m->t)
			dt_merge(mp.lse_of, mp.rows + h * m->dv, W, m->np, m->dv,
				 m->sinks ? m->sinks[h] : -INFINITY, m->t, m->a,
				 mp.out + h * m->dv, mp.f + h * m->np, &km);
		else
			kn_merge(mp.lse_of, mp.rows + h * m->dv, W, m->np,
				 m->dv, m->sinks ? m->sinks[h] : -INFINITY,
				 mp.out + h * m->dv, mp.f + h * m->np,
				 mp.scratch, &km);
		if (km.max == -INFINITY)
			all_masked(m, r, &mp, h);
		mp.out[m->h * m->dv + h] = km.lse;
		mp.km[KM_MAX * m->h + h] = km.max;
		mp.km[KM_SUM * m->h + h] = km.sum;
		mp.km[KM_FSINK * m->h + h] = km.fsink;
	}
	r->out = mp.out;
}

void merge_trace(const struct merge *m, const struct row *r, size_t h,
		 struct merge_trace *t)
{
	struct mparts mp;

	mparts_of(m, r->buf, &mp);
	t->rows = mp.rows;
	t->f = mp.f + h * m->np;
	t->km.max = mp.km[KM_MAX * m->h + h];
	t->km.sum = mp.km[KM_SUM * m->h + h];
	t->km.fsink = mp.km[KM_FSINK * m->h + h];
	t->km.lse = mp.out[m->h * m->dv + h];
	t->out = mp.out + h * m->dv;
}

void merge_begin(struct merge *m, char **paths, size_t np, const char *sinks)
{
	size_t p;

	m->np = np;
	m->keys = xarray(np, sizeof *m->keys);
	m->roles = xarray(np, sizeof *m->roles);
	m->parts = xcalloc(np, sizeof *m->parts);
	if (sinks) {
		m->sinks_m = heads_list(sinks, "--sinks", m->h);
		m->sinks = m->sinks_m.v;
	}
	for (p = 0; p < np; p++) {
		snprintf(m->roles[p], sizeof m->roles[p], "part %zu", p + 1);
		/* every value is read, and check_part says what a field of O
		 * or an LSE may not be */
		m->parts[p] = rd_open(paths[p], m->roles[p], ALLOW_ALL);
	}
}

void merge_run(struct merge *m)
{
	struct rows rs = { .in = m->parts[0], .with = m->parts + 1,
			   .nwith = m->np - 1, .ctx = m, .shape = merge_shape,
			   .fn = merge_row, .describe = m->describe };

	rows_run(&rs, m->jobs);
}

void merge_free(struct merge *m)
{
	size_t p;

	for (p = 0; m->parts && p < m->np; p++)
		rd_close(m->parts[p]);
	free(m->parts);
	free(m->roles);
	free(m->keys);
	mat_free(&m->sinks_m);
	memset(m, 0, sizeof *m);
}
