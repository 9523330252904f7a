/* mask.c - which keys a row may attend, and the score transforms.
 *
 * Row i sits at key position i + offset.  --causal hides keys after it,
 * --window L,R keeps L keys before and R after it, --mask FILE keeps the 1s
 * of a 0/1 matrix, --bias FILE adds its entries (-inf there masks),
 * --segments FILE keeps the keys of the row's own segment, and --alibi
 * adds -m_h |i + offset - j|, a bias computed rather than read.  The mask
 * and bias files are read in step with the rows, so memory stays flat;
 * the slopes and the segments, one per head and one per key, are read
 * whole.
 */
#include "attn/mask.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/heads.h"
#include "base/alloc.h"
#include "base/err.h"
#include "num/alibi.h"

bool mask_masks(const struct mask *m)
{
	return m->causal || m->window || m->mask_path || m->bias_path ||
	       m->segments_path;
}

void mask_load(struct mask *m, size_t h)
{
	struct matrix s;
	size_t k;

	if (m->segments_path)
		seg_load(&m->seg, m->segments_path);
	if (!m->alibi)
		return;
	if (!m->slopes_path) {
		m->slopes = xarray(h, sizeof *m->slopes);
		for (k = 0; k < h; k++)
			m->slopes[k] = kn_alibi_slope(k, h);
		return;
	}
	s = mat_load(m->slopes_path, "ALiBi slopes", m->rounding, true);
	/* kept here at once, so that an error exit leaves it reachable */
	m->slopes = s.v;
	if (s.rows > 1 && s.cols > 1)
		fail(s.name, 0, "the ALiBi slopes are a %zu x %zu matrix, not a "
		     "list (one row or one column, a slope per head)", s.rows,
		     s.cols);
	if (s.rows * s.cols != h)
		fail(s.name, 0, "there %s %zu ALiBi slope%s, but %zu head%s (a "
		     "slope per head)", s.rows * s.cols == 1 ? "is" : "are",
		     s.rows * s.cols, s.rows * s.cols == 1 ? "" : "s", h,
		     h == 1 ? "" : "s");
}

void mask_start(struct mask *m)
{
	m->row = -1;
	if (m->mask_path)
		m->mask_rd = rd_open(m->mask_path, "a mask", ALLOW_MASK);
	if (m->bias_path)
		m->bias_rd = rd_open(m->bias_path, "a bias",
				     ALLOW_NEG_INF | m->rounding);
}

/* The next row of a mask or bias file, which must match the scores: NK
 * wide, or H*NK with heads.  Its width is returned in *N. */
static const double *side_row(struct mask *m, reader *r, const char *what,
			      size_t *n)
{
	const double *row;

	/* A missing row is reported where it would have started: the line
	 * after the file's last. */
	if (!rd_row(r, &row, n))
		fail(rd_name(r), rd_lastline(r) + 1, "%s has %ld row%s, fewer "
		     "than the scores", what, m->row, m->row == 1 ? "" : "s");
	if (*n != m->nk && *n != m->nk * m->h) {
		if (m->h == 1)
			fail(rd_name(r), rd_line(r), "%s row has %zu field%s, but "
			     "the scores have %zu", what, *n, *n == 1 ? "" : "s",
			     m->nk);
		fail(rd_name(r), rd_line(r), "%s row has %zu field%s, but the "
		     "scores have %zu per head (%zu in all)", what, *n,
		     *n == 1 ? "" : "s", m->nk, m->nk * m->h);
	}
	return row;
}

/* A + B, saturated at the ends of long long.  Saturating is exact here:
 * the bounds below are only compared with key indices, which are far
 * smaller, and each sum is formed so that it can only saturate on the side
 * where every key lies beyond it anyway. */
static long long sat_add(long long a, long long b)
{
	if (b > 0 && a > LLONG_MAX - b)
		return LLONG_MAX;
	if (b < 0 && a < LLONG_MIN - b)
		return LLONG_MIN;
	return a + b;
}

/* Keys and rows of segments A and B attend each other: the same one, and
 * not padding. */
static bool together(long a, long b)
{
	return a >= 0 && a == b;
}

/* The segment of the row being masked, at POS, read from WHERE:LINE; the
 * first row checks that the file has an id per key.  POS saturated at the
 * ends of a long long is never wrong here: a row after the first is only
 * reached when the first's position was a key's, which leaves every
 * later position far inside. */
static long row_segment(const struct mask *m, long long pos,
			const char *where, long line)
{
	if (m->row == 0 && m->seg.n != m->nk)
		fail(m->seg.name, 0, "the segments file has %zu id%s, but the "
		     "scores have %zu key%s%s (one id per key)", m->seg.n,
		     m->seg.n == 1 ? "" : "s", m->nk, m->nk == 1 ? "" : "s",
		     m->h > 1 ? " per head" : "");
	return seg_at(&m->seg, pos, where, line);
}

void mask_row(struct mask *m, unsigned char *why, double *bias,
	      const char *where, long line)
{
	long long pos, lo = LLONG_MIN, hi = LLONG_MAX, k;
	const double *mrow = NULL, *brow;
	size_t c, mn = 0, bn, all = m->nk * m->h;
	long seg = 0;

	m->row++;
	/* row >= 0 and left, right >= 0: offset - left can only fall below
	 * LLONG_MIN, where row + it is below key 0 all the same; the other
	 * sums can only rise above LLONG_MAX, past the last key. */
	pos = sat_add(m->row, m->offset);
	if (m->window) {
		lo = sat_add(m->row, sat_add(m->offset, -(long long)m->left));
		hi = sat_add(m->row, sat_add(m->offset, m->right));
	}
	if (m->segments_path)
		seg = row_segment(m, pos, where, line);
	if (m->mask_rd)
		mrow = side_row(m, m->mask_rd, "the mask", &mn);
	if (m->bias_rd) {
		brow = side_row(m, m->bias_rd, "the bias", &bn);
		for (c = 0; c < all; c++)
			bias[c] = brow[bn == all ? c : c % m->nk];
	}
	for (c = 0; c < all; c++) {
		k = (long long)(c % m->nk);
		why[c] = (m->causal && k > pos ? BY_CAUSAL : 0) |
			 (k < lo || k > hi ? BY_WINDOW : 0) |
			 (mrow && mrow[mn == all ? c : c % m->nk] == 0 ?
			  BY_MASK : 0) |
			 (m->bias_rd && bias[c] == -INFINITY ? BY_BIAS : 0) |
			 (m->segments_path && !together(seg, m->seg.id[k]) ?
			  BY_SEGMENTS : 0);
	}
}

bool mask_segment_keeps(const struct mask *m, long row, size_t j)
{
	return !m->segments_path ||
	       together(seg_at(&m->seg, (long long)row + m->offset,
			       m->seg.name, 0), m->seg.id[j]);
}

unsigned long long mask_distance(const struct mask *m, long row, size_t j)
{
	/* row - j fits a long long; adding the offset may not, but its
	 * magnitude fits 64 bits unsigned, and the sign is found apart */
	long long a = (long long)row - (long long)j, b = m->offset;
	unsigned long long s = (unsigned long long)a + (unsigned long long)b;
	bool neg = b == LLONG_MIN || a < -b;

	return neg ? -s : s;
}

void mask_transform(const struct mask *m, size_t head, long row,
		    const unsigned char *why, const double *bias, double *s,
		    size_t n, double *temp, double *cap, const char *where,
		    long line)
{
	char hb[HEADS_OF_SIZE];
	size_t j;

	if (!why && !m->temperature && !m->softcap && !bias && !m->alibi) {
		/* nothing to do: the scores are their own transforms */
		if (temp)
			memcpy(temp, s, n * sizeof *s);
		if (cap)
			memcpy(cap, s, n * sizeof *s);
		return;
	}
	for (j = 0; j < n; j++) {
		double x = s[j];

		if ((why && why[j]) || x == -INFINITY)
			x = -INFINITY;
		if (m->temperature && x != -INFINITY) {
			x /= m->temperature;
			if (isinf(x))
				fail(where, line, "the score for key %zu%s "
				     "becomes %s under --temperature",
				     j % m->nk, heads_of(m->h, head, hb),
				     x < 0 ? "-inf" : "inf");
		}
		if (temp)
			temp[j] = x;
		if (m->softcap && x != -INFINITY)
			x = m->softcap * tanh(x / m->softcap);
		if (cap)
			cap[j] = x;
		if ((bias || m->alibi) && x != -INFINITY) {
			/* -0 adds nothing, not even to a -0 score */
			x = !m->alibi ? x + bias[j] :
			    kn_alibi_sum(x, bias ? bias[j] : -0.0,
					 m->slopes[head],
					 mask_distance(m, row, j % m->nk));
			if (isinf(x))
				fail(where, line, "the score for key %zu%s "
				     "plus its %s overflows to %s",
				     j % m->nk, heads_of(m->h, head, hb),
				     !m->alibi ? "bias" : bias ?
				     "bias and ALiBi term" : "ALiBi term",
				     x < 0 ? "-inf" : "inf");
		}
		s[j] = x;
	}
}

void mask_empty_row(const struct mask *m, size_t head, double *w, size_t n,
		    const char *where, long line)
{
	char hb[HEADS_OF_SIZE];
	size_t j;
	double v = m->policy == ROWS_UNIFORM ? 1.0 / (double)n :
		   m->policy == ROWS_NAN ? NAN : 0.0;

	if (m->policy == ROWS_ERROR)
		fail(where, line, "every key%s is masked in this row "
		     "(see --masked-rows)", heads_of(m->h, head, hb));
	for (j = 0; j < n; j++)
		w[j] = v;
}

void mask_end(struct mask *m)
{
	const double *row;
	size_t n;

	if (m->mask_rd && rd_row(m->mask_rd, &row, &n))
		fail(rd_name(m->mask_rd), rd_line(m->mask_rd), "the mask has "
		     "more rows than the scores (%ld)", m->row + 1);
	if (m->bias_rd && rd_row(m->bias_rd, &row, &n))
		fail(rd_name(m->bias_rd), rd_line(m->bias_rd), "the bias has "
		     "more rows than the scores (%ld)", m->row + 1);
}

void mask_free(struct mask *m)
{
	rd_close(m->mask_rd);
	rd_close(m->bias_rd);
	m->mask_rd = m->bias_rd = NULL;
	free(m->slopes);
	m->slopes = NULL;
	seg_free(&m->seg);
}
