/* merge.c - attn merge, a row at a time over its parts (merge.h). */
#include "attn/merge.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"
#include "base/err.h"

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

size_t merge_shape(void *ctx, const struct row *r, size_t *nout, size_t *nk,
		   size_t *heads)
{
	struct merge *m = ctx;
	size_t w = r->n, p, per;
	long line;

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

	if (isnan(row[at])) {
		where = part_where(m, r, p, &line);
		fail(where, line, "field %zu is 'nan'; an LSE must be finite or "
		     "-inf", at + 1);
	}
	for (c = h * m->dv; row[at] != -INFINITY && c < (h + 1) * m->dv; c++)
		if (!isfinite(row[c])) {
			where = part_where(m, r, p, &line);
			fail(where, line, "field %zu is '%s'; O must be finite "
			     "where its head's LSE is", c + 1,
			     isnan(row[c]) ? "nan" : "-inf");
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
	for (h = 0; h < m->h; h++) {
		for (p = 0; p < m->np; p++) {
			check_part(m, r, mp.rows + p * W, p, h);
			mp.lse_of[p] = mp.rows[p * W + m->h * m->dv + h];
		}
		kn_merge(mp.lse_of, mp.rows + h * m->dv, W, m->np, m->dv,
			 m->sinks ? m->sinks[h] : -INFINITY,
			 mp.out + h * m->dv, mp.f + h * m->np, mp.scratch, &km);
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
	m->roles = xarray(np, sizeof *m->roles);
	m->parts = xcalloc(np, sizeof *m->parts);
	if (sinks) {
		m->sinks_m = heads_list(sinks, "--sinks", m->h);
		m->sinks = m->sinks_m.v;
	}
	for (p = 0; p < np; p++) {
		snprintf(m->roles[p], sizeof m->roles[p], "part %zu", p + 1);
		m->parts[p] = rd_open(paths[p], m->roles[p],
				      ALLOW_NEG_INF | ALLOW_NAN);
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
	mat_free(&m->sinks_m);
	memset(m, 0, sizeof *m);
}
