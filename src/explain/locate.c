/* locate.c - where the cells beyond the bound lie (locate.h).
 *
 * One pass over the answer marks, for each row and head, whether a cell
 * there fails the rule; the lines are read off those marks.  What the
 * cells look like is tried in order, each a cheap test: NaN, infinite, 0;
 * a head holding another's output (every differing row of it read
 * against the other head's expected columns); and, for attention, each
 * key block left out, on a few rows of the first differing head (their
 * output recomputed in double without the block). */
#include "explain/locate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "attn/mask.h"
#include "base/alloc.h"

/* The marks: fail[r * h + k], row r, head k. */
struct marks {
	const struct locate_in *in;
	size_t rows, cols, h, w;
	unsigned char *fail;
	size_t *nrow;		/* per head, its differing rows */
};

static bool fails(const struct locate_in *in, size_t i)
{
	return !in->reads(in->ctx, i, in->e->v[i]);
}

static void say(struct findings *f, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void say(struct findings *f, const char *fmt, ...)
{
	va_list ap;

	if (f->nwhere == LOCATE_LINES)
		return;
	va_start(ap, fmt);
	vsnprintf(f->where[f->nwhere++], sizeof f->where[0], fmt, ap);
	va_end(ap);
}

/* The indices K in [0, N) for which IN(CTX, K), as ranges "0-1, 3, 5-7"
 * (at most MAX of them: false when there are more) into BUF, counted from
 * BASE; their number in *COUNT. */
static bool ranges(bool (*in)(const struct marks *, size_t, size_t),
		   const struct marks *m, size_t arg, size_t n, size_t base,
		   size_t max, char *buf, size_t len, size_t *count)
{
	size_t k = 0, a, nr = 0, at = 0;

	*count = 0;
	buf[0] = '\0';
	while (k < n) {
		if (!in(m, arg, k)) {
			k++;
			continue;
		}
		for (a = k; k < n && in(m, arg, k); k++)
			;
		*count += k - a;
		if (++nr > max)
			continue;
		at += (size_t)snprintf(buf + at, at < len ? len - at : 0,
				       k - a == 1 ? "%s%zu" : "%s%zu-%zu",
				       nr > 1 ? ", " : "", a + base,
				       k - 1 + base);
	}
	return nr <= max;
}

/* Head K differs somewhere; row R differs in some head (or in head ARG
 * when ARG < h). */
static bool head_differs(const struct marks *m, size_t arg, size_t k)
{
	(void)arg;
	return m->nrow[k] > 0;
}

static bool head_right(const struct marks *m, size_t arg, size_t k)
{
	return !head_differs(m, arg, k);
}

static bool row_differs(const struct marks *m, size_t arg, size_t r)
{
	size_t k;

	if (arg < m->h)
		return m->fail[r * m->h + arg];
	for (k = 0; k < m->h; k++)
		if (m->fail[r * m->h + k])
			return true;
	return false;
}

static void heads_line(const struct marks *m, struct findings *f)
{
	char d[120], r[120];
	size_t nd, nr;

	if (m->h < 2)
		return;
	/* every head: said with the rows, if at all */
	ranges(head_differs, m, 0, m->h, 0, 6, d, sizeof d, &nd);
	if (nd == m->h)
		return;
	ranges(head_right, m, 0, m->h, 0, 6, r, sizeof r, &nr);
	say(f, "head%s %s differ%s; head%s %s %s right", nd > 1 ? "s" : "", d,
	    nd > 1 ? "" : "s", nr > 1 ? "s" : "", r, nr > 1 ? "are" : "is");
}

static void rows_line(const struct marks *m, struct findings *f)
{
	char buf[140];
	size_t n, first, last;

	size_t k;
	bool every = true;

	for (k = 0; k < m->h; k++)
		every = every && m->nrow[k];
	/* every row: nothing narrower to say */
	if (ranges(row_differs, m, m->h, m->rows, m->in->base, 4, buf,
		   sizeof buf, &n)) {
		if (n < m->rows)
			say(f, "row%s %s differ%s%s", n > 1 ? "s" : "", buf,
			    n > 1 ? "" : "s", every && m->h > 1 ?
			    " (every head)" : "");
		return;
	}
	for (first = 0; !row_differs(m, m->h, first); first++)
		;
	for (last = m->rows - 1; !row_differs(m, m->h, last); last--)
		;
	say(f, "%zu of %zu rows differ, scattered from row %zu to row %zu%s",
	    n, m->rows, first + m->in->base, last + m->in->base,
	    every && m->h > 1 ? " (every head)" : "");
}

/* What the differing cells hold, when they all hold one thing: NaN
 * (whole rows of it said as such), infinities, or 0. */
static void cells_line(const struct marks *m, struct findings *f)
{
	const struct matrix *a = m->in->a;
	size_t i, n = m->rows * m->cols, r, c, nr;
	bool nan = true, inf = true, zero = true, whole = true;
	char buf[140];

	for (i = 0; i < n; i++) {
		if (!fails(m->in, i))
			continue;
		nan = nan && isnan(a->v[i]);
		inf = inf && isinf(a->v[i]);
		zero = zero && a->v[i] == 0;
	}
	if (nan) {
		for (r = 0; r < m->rows; r++)
			for (c = 0; row_differs(m, m->h, r) && c < m->cols; c++)
				whole = whole && isnan(a->v[r * m->cols + c]);
		if (whole && ranges(row_differs, m, m->h, m->rows, m->in->base,
				    4, buf, sizeof buf, &nr))
			say(f, "every cell of row%s %s is NaN", nr > 1 ? "s" : "",
			    buf);
		else
			say(f, "the differing cells are NaN");
	} else if (inf) {
		say(f, "the differing cells are infinite");
	} else if (zero) {
		say(f, "the answer is 0 in the differing cells");
	}
}

/* Whether head K's columns hold head J's expected output in every row
 * where K differs. */
static bool holds(const struct marks *m, size_t k, size_t j)
{
	const struct matrix *e = m->in->e;
	size_t r, c;

	for (r = 0; r < m->rows; r++) {
		if (!m->fail[r * m->h + k])
			continue;
		for (c = 0; c < m->w; c++)
			if (!m->in->reads(m->in->ctx, r * m->cols + k * m->w + c,
					  e->v[r * m->cols + j * m->w + c]))
				return false;
	}
	return true;
}

static void swapped_line(const struct marks *m, struct findings *f)
{
	char buf[180];
	size_t k, j, n = 0, at = 0;

	for (k = 0; m->h > 1 && k < m->h && n < 3; k++) {
		if (!m->nrow[k])
			continue;
		for (j = 0; j < m->h && (j == k || !holds(m, k, j)); j++)
			;
		if (j == m->h)
			continue;
		at += (size_t)snprintf(buf + at, sizeof buf - at, n ?
				       ", of head %zu head %zu's" :
				       "columns of head %zu hold head %zu's "
				       "output", k, j);
		n++;
	}
	if (n)
		say(f, "%s", buf);
}

/* --- a key block left out ---------------------------------------------- */

/* Row R of head K's output, in double, with the keys [B0, B1) left out,
 * into O (D_V values); false when every key is hidden. */
static bool without(const struct problem *p, const struct mask_rule *rule,
		    size_t r, size_t k, size_t b0, size_t b1, double *o,
		    double *s)
{
	const struct matrix *q = p->q, *kk = p->k, *v = p->v;
	size_t g = heads_kv(&(struct heads){ p->h, p->g, false }, k);
	size_t dk = kk->cols / p->g, dv = v->cols / p->g, j, c;
	double c0 = p->sc.mode == SCALE_NONE ? 1 : p->sc.mode == SCALE_BY ?
		    p->sc.by : 1 / sqrt((double)dk), mx = -INFINITY, sum = 0;

	for (j = 0; j < kk->rows; j++) {
		double d = 0;

		s[j] = -INFINITY;
		if ((j >= b0 && j < b1) ||
		    (mask_rule_any(rule) && mask_hides(rule, (long)r, j)))
			continue;
		for (c = 0; c < dk; c++)
			d += q->v[r * q->cols + k * dk + c] *
			     (p->kh ? p->kh[g][j * dk + c] :
			      kk->v[j * kk->cols + g * dk + c]);
		s[j] = d * c0;
		if (s[j] > mx)
			mx = s[j];
	}
	if (mx == -INFINITY)
		return false;
	for (c = 0; c < dv; c++)
		o[c] = 0;
	for (j = 0; j < kk->rows; j++) {
		double e = exp(s[j] - mx);

		sum += e;
		for (c = 0; e != 0 && c < dv; c++)
			o[c] += e * (p->vh ? p->vh[g][j * dv + c] :
				     v->v[j * v->cols + g * dv + c]);
	}
	for (c = 0; c < dv; c++)
		o[c] /= sum;
	return true;
}

/* Whether P's attention is plain enough to recompute here: no file of
 * masks or biases, no ALiBi, no transform, no sinks. */
static bool plain(const struct problem *p)
{
	return p && p->of == STEP_OUTPUT && p->q && p->k && p->v && !p->a &&
	       !p->mask && !p->bias && !p->sinks && p->opt && !p->opt->alibi &&
	       !p->opt->temperature && !p->opt->softcap && p->g &&
	       p->v->cols % p->g == 0 && p->k->cols % p->g == 0;
}

static void block_line(const struct marks *m, struct findings *f)
{
	const struct problem *p = m->in->p;
	struct mask_rule rule;
	size_t k, r, b, nb, n, c, tried, bs = m->in->block;
	double *o, *s;
	bool hit = false;

	if (!plain(p) || !bs || p->k->rows <= bs || m->w != p->v->cols / p->g)
		return;
	for (k = 0; k < m->h && !m->nrow[k]; k++)
		;
	if (k == m->h)
		return;
	mask_rule_of(p->opt, &rule);
	o = xarray(m->w, sizeof *o);
	s = xarray(p->k->rows, sizeof *s);
	nb = (p->k->rows + bs - 1) / bs;
	for (b = 0; b < nb && !hit; b++) {
		hit = true;
		for (r = 0, tried = 0; hit && r < m->rows && tried < 4; r++) {
			if (!m->fail[r * m->h + k])
				continue;
			tried++;
			n = b * bs + bs < p->k->rows ? b * bs + bs : p->k->rows;
			hit = without(p, &rule, r, k, b * bs, n, o, s);
			for (c = 0; hit && c < m->w; c++)
				hit = m->in->reads(m->in->ctx,
					r * m->cols + k * m->w + c, o[c]);
		}
		if (hit)
			say(f, "key block %zu (keys %zu-%zu) left out", b, b * bs,
			    (b * bs + bs < p->k->rows ? b * bs + bs :
			     p->k->rows) - 1);
	}
	free(o);
	free(s);
}

void locate(const struct locate_in *in, size_t max_cells, size_t max_rows,
	    struct findings *f, struct locate_part *part)
{
	struct marks m = { in, in->a->rows, in->a->cols, in->h, 0, NULL,
			   NULL };
	size_t r, k, c, best = 0;

	f->nwhere = 0;
	*part = (struct locate_part){ true, 0, 0, in->a->rows };
	if (!m.rows || !m.cols)
		return;
	if (!m.h || m.cols % m.h)
		m.h = 1;
	m.w = m.cols / m.h;
	m.fail = xcalloc(m.rows * m.h, 1);
	m.nrow = xcalloc(m.h, sizeof *m.nrow);
	for (r = 0; r < m.rows; r++)
		for (k = 0; k < m.h; k++) {
			for (c = 0; c < m.w && !fails(in, r * m.cols + k * m.w + c);
			     c++)
				;
			if (c < m.w) {
				m.fail[r * m.h + k] = 1;
				m.nrow[k]++;
			}
		}
	heads_line(&m, f);
	rows_line(&m, f);
	cells_line(&m, f);
	swapped_line(&m, f);
	block_line(&m, f);
	/* the search: where some heads are right, the first head that
	 * differs; in a large answer, at most MAX_ROWS of its rows, from
	 * its first that differs */
	for (k = 0; k < m.h && m.nrow[k]; k++)
		;
	if (k < m.h || m.rows * m.cols > max_cells) {
		for (best = 0; best < m.h && !m.nrow[best]; best++)
			;
		if (best == m.h)
			best = 0;
		for (r = 0; r < m.rows && !m.fail[r * m.h + best]; r++)
			;
		*part = (struct locate_part){ false, best, 0, m.rows };
		if (m.rows * m.w > max_cells) {
			part->r0 = r < m.rows ? r : 0;
			part->r1 = part->r0 + max_rows < m.rows ?
				   part->r0 + max_rows : m.rows;
		}
		if (m.h == 1 && part->r0 == 0 && part->r1 == m.rows)
			part->all = true;
	}
	free(m.fail);
	free(m.nrow);
}

void locate_searched(const struct locate_part *part, size_t base,
		     struct findings *f)
{
	if (part->all)
		return;
	if (f->nwhere == LOCATE_LINES)
		f->nwhere--;
	say(f, "the mistakes below were looked for in head %zu, row%s %zu%s",
	    part->head, part->r1 - part->r0 > 1 ? "s" : "",
	    part->r0 + base, "");
	if (part->r1 - part->r0 > 1)
		snprintf(f->where[f->nwhere - 1] + strlen(f->where[f->nwhere - 1]),
			 sizeof f->where[0] - strlen(f->where[f->nwhere - 1]),
			 "-%zu", part->r1 - 1 + base);
}
