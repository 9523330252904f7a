/* mask.c - which keys a row may attend, and the score transforms.
 *
 * Row i sits at key position i + offset.  --causal hides keys after it,
 * --window L,R keeps L keys before and R after it, --mask FILE keeps the 1s
 * of a 0/1 matrix, --bias FILE adds its entries (-inf there masks),
 * --segments FILE keeps the keys of the row's own segment, --chunk N
 * those of its chunk of N positions, --prefix N lets every row see keys
 * 0 to N-1 past the causal rule, --bidirectional IDS the keys of its own
 * image, and --alibi adds -m_h |i + offset - j|, a bias computed rather
 * than read.  The rules of position (all but the files and ALiBi) are one
 * predicate, mask_hides, which check --of's own loops call too.  The mask
 * and bias files are read in step with the rows, so memory stays flat;
 * the slopes, the segments and the image ids, one per head and one per
 * key, are read whole.
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
#include "io/number.h"
#include "num/alibi.h"

bool mask_masks(const struct mask *m)
{
	return m->causal || m->window || m->mask_path || m->bias_path ||
	       m->segments_path || m->prefix || m->chunk || m->bidir_path;
}

/* The --bidirectional ids, one per key in one row or one column, read
 * whole: each a whole number, 0 (text) or an image's, 1 or more.  An id
 * of HF's image_group_ids (-1 for text, images from 0) is refused rather
 * than taken for another image. */
static void bidir_load(struct mask *m)
{
	reader *r = rd_open(m->bidir_path, "an image id", 0);
	const double *row;
	size_t n, cap = 0, k, rows = 0;
	char num[NUM_BUFSZ + 1];

	m->bidir_name = rd_name(r);
	while (rd_row(r, &row, &n)) {
		if (rows++ && n > 1)
			fail(rd_name(r), rd_line(r), "--bidirectional has more "
			     "than one row and more than one column; it takes "
			     "one id per key, in one row or one column");
		for (k = 0; k < n; k++) {
			if (row[k] != floor(row[k]) || row[k] < 0 ||
			    row[k] >= 0x1p53) {
				num[num_shortest(row[k], num)] = '\0';
				fail(rd_name(r), rd_line(r), "image id %s is %s",
				     num, row[k] < 0 ? "negative (0 is text, "
				     "each image an id of 1 or more)" :
				     row[k] >= 0x1p53 ? "too large (an id is "
				     "below 2^53)" : "not a whole number");
			}
			if (m->nbidir == cap) {
				cap = cap ? 2 * cap : 64;
				m->bidir = xrearray(m->bidir, cap,
						    sizeof *m->bidir);
			}
			m->bidir[m->nbidir++] = (long)row[k];
		}
	}
	if (m->nbidir == 0)
		fail(rd_name(r), 0, "no image ids (--bidirectional needs one "
		     "per key)");
	rd_close(r);
}

void mask_load(struct mask *m, size_t h)
{
	struct matrix s;
	size_t k;

	if (m->segments_path)
		seg_load(&m->seg, m->segments_path);
	if (m->bidir_path)
		bidir_load(m);
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

/* What the first row can check, n_k known at last: the lengths of the
 * options that go with the keys; and the offset --causal=lower-right
 * gives, n_k - n_q. */
static void first_row(struct mask *m, const char *where, long line)
{
	const char *per = m->h > 1 ? " per head" : "";

	if (m->lower_right)
		m->offset = (long)m->nk - m->nq;
	if (m->bidir_path && m->nbidir != m->nk)
		fail(m->bidir_name, 0, "--bidirectional has %zu id%s, but the "
		     "scores have %zu key%s%s (one id per key)", m->nbidir,
		     m->nbidir == 1 ? "" : "s", m->nk, m->nk == 1 ? "" : "s",
		     per);
	if (m->prefix && (unsigned long)m->prefix_len > m->nk)
		fail(where, line, "--prefix %ld is past the keys: the scores "
		     "have %zu key%s%s", m->prefix_len, m->nk,
		     m->nk == 1 ? "" : "s", per);
}

void mask_rule_of(const struct mask *m, struct mask_rule *r)
{
	*r = (struct mask_rule){ .offset = m->offset,
		.causal = m->causal || m->prefix || m->bidir_path,
		.prefix = m->prefix ? m->prefix_len : 0,
		.bidir = m->bidir_path ? m->bidir : NULL, .nbidir = m->nbidir,
		.window = m->window, .left = m->left, .right = m->right,
		.seg = m->segments_path ? &m->seg : NULL, .chunk = m->chunk };
}

/* I + D - E, saturated at the ends of long long, for row I (>= 0), D the
 * offset and E a count of keys or a rule's reach (never LONG_MIN): D - E
 * can only saturate on the side where I + it lies beyond every key
 * anyway, and I + it only past the last key or below key 0. */
static long long at(long i, long d, long e)
{
	return sat_add(i, sat_add(d, -(long long)e));
}

/* The rules for row I, worked out once for its keys: the causal rule
 * hides keys below CLO or above CHI, but for those of the prefix and of
 * the row's image IMG (0: text); the window those below WLO or above WHI,
 * the chunk those below KLO or above KHI (KLO > KHI: every key); SEG is
 * the row's segment (-1: none, so every key is hidden). */
struct bounds {
	long long clo, chi, wlo, whi;
	unsigned long long klo, khi;
	long seg, img;
};

/* The keys of the chunk of CHUNK positions that row I sits in, at I +
 * OFFSET, into B.  Exact for every offset: I and OFFSET are at most
 * LONG_MAX each, so a position of 0 or more is below 2^64. */
static inline void chunk_bounds(long i, long offset, long chunk,
				struct bounds *b)
{
	unsigned long long p, n = (unsigned long long)chunk;

	b->klo = 1, b->khi = 0;
	/* a position before key 0 shares no key's chunk */
	if (offset < 0 && 0ULL - (unsigned long long)offset >
	    (unsigned long long)i)
		return;
	p = (unsigned long long)i + (unsigned long long)offset;
	b->klo = p - p % n;
	b->khi = b->klo > ULLONG_MAX - (n - 1) ? ULLONG_MAX : b->klo + n - 1;
}

static inline void row_bounds(const struct mask_rule *r, long i,
			      struct bounds *b)
{
	long long pos = sat_add(i, r->offset);

	b->clo = LLONG_MIN, b->chi = LLONG_MAX;
	if (r->causal && r->flipped)
		b->clo = at(i, r->offset, r->reach);
	else if (r->causal)
		b->chi = at(i, r->offset, -r->reach);
	b->wlo = r->window ? at(i, r->offset, r->left) : LLONG_MIN;
	b->whi = r->window ? at(i, r->offset, -r->right) : LLONG_MAX;
	b->seg = !r->seg || pos < 0 || (unsigned long long)pos >= r->seg->n ?
		 -1 : r->seg->id[pos];
	/* a row past the ids is text, as Gemma 3's mask has it */
	b->img = !r->bidir || pos < 0 || (unsigned long long)pos >= r->nbidir ?
		 0 : r->bidir[pos];
	if (r->chunk)
		chunk_bounds(i, r->offset, r->chunk, b);
}

static inline unsigned key_hides(const struct mask_rule *r,
				 const struct bounds *b, size_t j)
{
	long long k = (long long)j;
	/* a key of the row's own image is seen whatever the causal rule
	 * and the window say: Gemma 3's sliding layers or the image block
	 * with the sliding causal mask */
	bool img = b->img && j < r->nbidir && r->bidir[j] == b->img;
	bool causal = (k < b->clo || k > b->chi) && k >= r->prefix && !img;

	return (causal ? BY_CAUSAL : 0) |
	       ((k < b->wlo || k > b->whi) && !img ? BY_WINDOW : 0) |
	       (r->seg && !together(b->seg, r->seg->id[j]) ? BY_SEGMENTS : 0) |
	       (r->chunk && (j < b->klo || j > b->khi) ? BY_CHUNK : 0);
}

bool mask_rule_any(const struct mask_rule *r)
{
	/* the prefix and the images widen the causal rule, so they are in
	 * r->causal */
	return r->causal || r->window || r->seg || r->chunk;
}

unsigned mask_hides(const struct mask_rule *r, long i, size_t j)
{
	struct bounds b;

	row_bounds(r, i, &b);
	return key_hides(r, &b, j);
}

void mask_row(struct mask *m, unsigned char *why, double *bias,
	      const char *where, long line)
{
	struct mask_rule rule;
	struct bounds b;
	const double *mrow = NULL, *brow;
	size_t c, mn = 0, bn, nk = m->nk, all = nk * m->h;
	long row = ++m->row;

	if (row == 0)
		first_row(m, where, line);
	mask_rule_of(m, &rule);
	/* the position's segment must be one of the file's: an error naming
	 * the row, where mask_hides would hide every key */
	if (m->segments_path)
		row_segment(m, sat_add(m->row, m->offset), where, line);
	if (m->mask_rd)
		mrow = side_row(m, m->mask_rd, "the mask", &mn);
	if (m->bias_rd) {
		brow = side_row(m, m->bias_rd, "the bias", &bn);
		for (c = 0; c < all; c++)
			bias[c] = brow[bn == all ? c : c % m->nk];
	}
	/* the rules of position are the same for every head: key c % nk's,
	 * found first, is read before it is added to */
	row_bounds(&rule, row, &b);
	for (c = 0; c < nk; c++)
		why[c] = (unsigned char)key_hides(&rule, &b, c);
	if (!mrow && !m->bias_rd) {
		for (c = nk; c < all; c++)
			why[c] = why[c % nk];
		return;
	}
	for (c = all; c-- > 0;)
		why[c] = (why[c % nk] & BY_POSITION) |
			 (mrow && mrow[mn == all ? c : c % nk] == 0 ?
			  BY_MASK : 0) |
			 (m->bias_rd && bias[c] == -INFINITY ? BY_BIAS : 0);
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
	free(m->bidir);
	m->bidir = NULL;
	m->nbidir = 0;
	seg_free(&m->seg);
}
