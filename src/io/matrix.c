/* matrix.c - the row reader.
 *
 * Bytes are read in blocks and cut into physical lines here, so that blank
 * lines, '#' comments, a leading byte-order mark and stray carriage returns
 * are dealt with before libcsv sees the line, and so that every row knows the
 * line it started on.  libcsv does the CSV proper: quotes, delimiters, CRLF.
 * A quoted field may span lines; a running count of '"' says when a line ends
 * inside one.
 *
 * A regular file loaded whole is read on every core (-j): cut at line
 * starts into pieces, each read by a reader of its own, libcsv parser and
 * all, on a thread of its own (load_pieces).
 */
#include "io/matrix.h"

#include <csv.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/number.h"
#include "io/tensor.h"
#include "base/err.h"
#include "base/alloc.h"
#include "base/quote.h"

struct csv_opts csv_opts = { ',', false, 1 };
struct rd_rounding rd_rounding;

struct reader {
	const char *name, *role;
	int allow;
	/* an inline literal: the text between the brackets */
	bool literal;
	const char *lp, *le, *lp0;	/* lp0: where it began */
	/* a file or stdin */
	int fd;
	/* a piece of a regular file, [pos, lim), read with pread from a
	 * descriptor the whole file's reader owns */
	bool piece;
	off_t pos, lim;
	/* a regular file's offset where reading began, for rd_again; -1
	 * for what cannot be read again (a pipe, a terminal) */
	off_t start;
	long long got;		/* bytes read so far */
	char *buf;
	size_t cap, beg, end, scan;	/* no '\n' in [beg, scan) */
	bool eof, first_line, header_pending, inquote, finished;
	struct csv_parser csv;
	/* the row being built */
	double *row;
	double *units;		/* per field, its digit unit; NULL unless asked */
	bool exponent;		/* with units: a field was written 1.5e-3 */
	size_t n, rowcap, width;
	long width_line, line, rowline, lastline, rows;
	bool row_ready;
	/* records: a row's bytes handed out whole (rd_record), to be parsed
	 * elsewhere (rd_parse) */
	bool split, rec_ready;
	char *rec;
	size_t reclen, reccap;
	/* on the list of open readers; the matrix mat_load is filling (and
	 * its digit units, for mat_load_units) */
	reader *prev, *next;
	double *load, *load_units;
	/* the first comment line before the first row, for rd_note */
	char *note;
	/* a tensor (io/tensor.h), read whole: its matrix, served a row at a
	 * time (a literal too, for what the two share: no descriptor to
	 * read, nothing to cut into pieces) */
	double *mem;
	bool borrowed;		/* mem is another's (rd_open_whole) */
	size_t mrows, mcols, mnext;
	struct tn_shape shape;
	int prec;		/* its elements' bits of precision */
};

/* Every open reader, with the matrix mat_load is filling.  An error ends
 * attn from deep inside a row loop, where the caller's pointer to its
 * reader may already be gone (at -O1 a dead local is kept nowhere): held
 * here, what is live stays reachable, and a leak checker sees no leak. */
static reader *open_readers;
/* stage_load may read K and V at once, on two threads */
static pthread_mutex_t readers_mu = PTHREAD_MUTEX_INITIALIZER;

static void link_reader(reader *r)
{
	pthread_mutex_lock(&readers_mu);
	if ((r->next = open_readers) != NULL)
		open_readers->prev = r;
	open_readers = r;
	pthread_mutex_unlock(&readers_mu);
}

bool rd_may_wait(void)
{
	const reader *r;
	struct stat st;

	for (r = open_readers; r; r = r->next)
		if (!r->literal && (fstat(r->fd, &st) != 0 ||
				    !S_ISREG(st.st_mode)))
			return true;
	return false;
}

#ifdef ATTN_FUZZ
/* The fuzz harness frees everything itself after an error exit: the list
 * is forgotten, not walked. */
void rd_forget_all(void)
{
	open_readers = NULL;
}
#endif

bool is_stdin(const char *op) { return strcmp(op, "-") == 0; }

bool is_literal(const char *op)
{
	size_t n = strlen(op);

	return n >= 2 && op[0] == '[' && op[n - 1] == ']';
}

/* True when OP reads standard input: "-", or a path to the pipe, FIFO or
 * terminal that standard input is (/dev/stdin, /dev/fd/0, a FIFO's name),
 * where the bytes one reader takes the other never sees.  A regular file
 * opened by name is read afresh, and may be read twice. */
static bool reads_stdin(const char *op)
{
	struct stat in, st;

	if (is_stdin(op))
		return true;
	return !is_literal(op) && fstat(0, &in) == 0 && !S_ISREG(in.st_mode) &&
	       stat(op, &st) == 0 && st.st_dev == in.st_dev &&
	       st.st_ino == in.st_ino;
}

void one_stdin(const char *const *ops, size_t n)
{
	const char *alias = NULL;
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		if (ops[i] && reads_stdin(ops[i])) {
			k++;
			if (!is_stdin(ops[i]) && !alias)
				alias = ops[i];
		}
	if (k > 1 && alias)
		usage_fail("only one operand can be read from stdin, and %s "
			   "is stdin too", show_field(alias, strlen(alias)));
	if (k > 1)
		usage_fail("only one operand can be read from stdin");
}

static const char *allowed(int allow)
{
	if (allow & ALLOW_MASK)
		return "must be 0 or 1";
	switch (allow & ALLOW_ALL) {
	case 0: return "must be finite";
	case ALLOW_NEG_INF: return "must be finite or -inf";
	case ALLOW_NAN: return "must be finite or nan";
	case ALLOW_NEG_INF | ALLOW_NAN: return "must be finite, -inf or nan";
	default: return "must be a number";
	}
}

/* fail() about the data of R, named by its role first when the command
 * reads two operands of one kind (check's EXPECTED and ACTUAL): two
 * literals are both <literal>. */
_Noreturn static void rfail(const reader *r, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void rfail(const reader *r, long line, const char *fmt, ...)
{
	char what[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	if (r->allow & SAY_ROLE)
		fail(r->name, line, "%s: %s", r->role, what);
	fail(r->name, line, "%s", what);
}

/* Whether S (LEN bytes, trimmed) is a number written with a decimal
 * comma: "1,5", "-0,25", ",5e3". */
static bool decimal_comma(const char *s, size_t len)
{
	size_t i = 0, digits = 0, commas = 0;

	if (i < len && (s[i] == '+' || s[i] == '-'))
		i++;
	for (; i < len && (s[i] == ',' || (s[i] >= '0' && s[i] <= '9')); i++)
		if (s[i] == ',')
			commas++;
		else
			digits++;
	if (i < len && (s[i] == 'e' || s[i] == 'E')) {
		for (i++; i < len && (s[i] == '+' || s[i] == '-'); i++)
			;
		while (i < len && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	return i == len && commas == 1 && digits > 0;
}

/* Whether S (LEN bytes) has a NUL in every other byte, the last one
 * included, as a field of ASCII text in UTF-16 has before the comma's own
 * two bytes. */
static bool utf16_like(const char *s, size_t len)
{
	size_t i;

	if (len < 2 || s[len - 1] != '\0')
		return false;
	for (i = 0; i < len; i++)
		if ((s[i] == '\0') != ((len - 1 - i) % 2 == 0))
			return false;
	return true;
}

/* Whether S (LEN bytes, trimmed) is a hexadecimal number, as C's strtod
 * reads one: 0x10, or a hex float as %a writes it, 0x1.8p+1. */
static bool hex_float(const char *s, size_t len)
{
	size_t i = len && (*s == '-' || *s == '+');

	if (len < i + 3 || s[i] != '0' || (s[i + 1] != 'x' && s[i + 1] != 'X'))
		return false;
	for (i += 2; i < len; i++)
		if (!isxdigit((unsigned char)s[i]) && s[i] != '.' &&
		    s[i] != 'p' && s[i] != 'P' && s[i] != '+' && s[i] != '-')
			return false;
	return true;
}

/* Whether S (LEN bytes, trimmed) is numbers split by spaces, as numpy's
 * savetxt writes a row: "1.5 2 -3". */
static bool spaced_numbers(const char *s, size_t len)
{
	const char *e = s + len, *t;
	double v;

	while (s < e) {
		for (t = s; t < e && *t != ' '; t++)
			;
		if (num_parse(s, (size_t)(t - s), &v) != NUM_OK)
			return false;
		for (s = t; s < e && *s == ' '; s++)
			;
	}
	return true;
}

/* Whether the line after the one being read is there in R's buffer and
 * holds numbers alone, split by the separator: what -H would leave of the
 * input's start.  False where it cannot tell. */
static bool next_line_numbers(const reader *r)
{
	const char *s = r->buf + r->beg, *e = r->buf + r->end, *nl, *c;
	double v;

	if (r->literal || !r->buf)
		return false;
	nl = memchr(s, '\n', (size_t)(e - s));
	if (!nl && !r->eof)
		return false;
	if (nl)
		e = nl;
	if (e > s && e[-1] == '\r')
		e--;
	if (e == s || *s == '#')
		return false;
	for (;;) {
		const char *f, *t;

		c = memchr(s, csv_opts.delim, (size_t)(e - s));
		t = c ? c : e;
		for (f = s; f < t && (*f == ' ' || *f == '\t'); f++)
			;
		while (t > f && (t[-1] == ' ' || t[-1] == '\t'))
			t--;
		if (num_parse(f, (size_t)(t - f), &v) != NUM_OK)
			return false;
		if (!c)
			return true;
		s = c + 1;
	}
}

/* What most likely went wrong with a field that is not a number: a NUL
 * byte (UTF-16 without its byte-order mark, or not text at all), a hex
 * float, a decimal comma, fields of a literal split by spaces, a file
 * split by another separator than -d says (tabs, ';', '|', spaces inside
 * the field), or a header row that -H would skip, leaving numbers; nothing
 * when none of these fits. */
static const char *bad_hint(const reader *r, const char *s, size_t len)
{
	static const char *const tried[] = { "\t\\t", ";;", "||", "  " };
	static _Thread_local char hint[24];	/* per reader thread */
	size_t i;

	while (len > 0 && (*s == ' ' || *s == '\t'))
		s++, len--;
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (memchr(s, '\0', len) && !utf16_like(s, len))
		return " (a NUL byte: is this a text file?)";
	for (i = 0; i < len; i++)
		if (((unsigned char)s[i] < 0x20 && s[i] != '\n' && s[i] != '\r' &&
		     s[i] != '\t' && s[i] != '\0') || s[i] == 0x7f)
			return " (a control byte: is this a text file?)";
	if (memchr(s, '\0', len))
		return s[0] ? " (NUL bytes between the characters, as in UTF-16 "
		       "without a byte-order mark; attn reads UTF-8: convert it "
		       "with iconv -f UTF-16LE -t UTF-8)" : " (NUL bytes between "
		       "the characters, as in UTF-16 without a byte-order mark; "
		       "attn reads UTF-8: convert it with iconv -f UTF-16BE -t "
		       "UTF-8)";
	if (hex_float(s, len))
		return " (hexadecimal: attn reads decimal numbers, 16 or "
		       "0.1875)";
	if (decimal_comma(s, len))
		return " (numbers are read in the C locale: a decimal point "
		       "and no thousands separator, 1.5 or 1000)";
	if (r->literal)
		return memchr(s, ' ', len) || memchr(s, '\t', len) ?
		       " (separate fields with ',')" : "";
	for (i = 0; i < sizeof tried / sizeof *tried; i++)
		if (memchr(s, tried[i][0], len) &&
		    csv_opts.delim != (unsigned char)tried[i][0] &&
		    (tried[i][0] != ' ' || spaced_numbers(s, len))) {
			snprintf(hint, sizeof hint, " (try -d '%s')", tried[i] + 1);
			return hint;
		}
	/* a header is words: a field with a letter in it */
	for (i = 0; i < len; i++)
		if ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
		    s[i] == '_')
			return r->rows == 0 && !csv_opts.header &&
			       next_line_numbers(r) ? " (try --header)" : "";
	return "";
}

/* The failures of push, out of its way. */
_Noreturn static void push_fail(const reader *r, const char *s, size_t len,
				 enum num_status st)
{
	size_t field = r->n + 1;

	switch (st) {
	case NUM_OK:
		break;
	case NUM_EMPTY:
		rfail(r, r->rowline, "field %zu is empty", field);
	case NUM_OVERFLOW:
		rfail(r, r->rowline, "field %zu, %s, is too large for a double",
		     field, show_field(s, len));
	case NUM_BAD:
		rfail(r, r->rowline, "field %zu, %s, is not a number%s", field,
		     show_field(s, len), bad_hint(r, s, len));
	}
	rfail(r, r->rowline, "field %zu is %s; %s %s", field,
	     show_field(s, len), r->role, allowed(r->allow));
}

/* One unit of the last digit written in the number S (LEN bytes, known to
 * be one): 0.001 for "0.804", 1e-4 for "1.5e-3"; 0 for a whole number
 * ("0", "2"), which a hand-written answer means exactly, and for inf and
 * nan. */
static double digit_unit(const char *s, size_t len)
{
	const char *e = s + len;
	long frac = 0, ex = 0, sign = 1;
	bool point = false;

	for (; s < e && !(*s == 'e' || *s == 'E'); s++)
		if (*s == '.')
			point = true;
		else if (*s == 'i' || *s == 'I' || *s == 'n' || *s == 'N')
			return 0;
		else if (point && *s >= '0' && *s <= '9')
			frac++;
	if (s == e && !point)
		return 0;
	if (s < e) {
		for (s++; s < e && (*s == '+' || *s == '-'); s++)
			sign = *s == '-' ? -1 : 1;
		/* beyond any double's range, the exponent's size is moot */
		for (; s < e && *s >= '0' && *s <= '9'; s++)
			if (ex < 100000)
				ex = 10 * ex + (*s - '0');
	}
	return pow(10, (double)(sign * ex - frac));
}

/* *V, of column COL, rounded as rd_rounding says; false when it lies
 * past the format's range and --overflow refuses it. */
/* How column COL is rounded. */
static const struct rd_rounding *rounding_of(size_t col)
{
	return rd_rounding.tail && col >= rd_rounding.tail_from ?
	       rd_rounding.tail : &rd_rounding;
}

static bool round_in_range(double *v, size_t col)
{
	const struct rd_rounding *rr = rounding_of(col);
	double t = isinf(*v) ? *v : rr->fn(*v, rr->ctx);

	if (isfinite(t)) {
		*v = t;
		return true;
	}
	switch (rr->overflow) {
	case RD_SATURATE:
		*v = copysign(rr->max, *v);
		return true;
	case RD_TO_INF:
		*v = rr->no_inf ? NAN : t;
		return true;
	case RD_REFUSE:
		break;
	}
	return isinf(*v);
}

/* V, read from the field S (LEN bytes), rounded as rd_rounding says. */
static double round_as_read(const reader *r, const char *s, size_t len,
			    double v)
{
	char max[NUM_BUFSZ];

	if (round_in_range(&v, r->n))
		return v;
	max[num_shortest(rounding_of(r->n)->max, max)] = '\0';
	rfail(r, r->rowline, "field %zu, %s, is too large for %s (its largest "
	      "value is %s)", r->n + 1, show_field(s, len),
	      rounding_of(r->n)->name, max);
}

/* Whether V, not finite or of a mask, is one R's role takes. */
static bool takes(const reader *r, double v)
{
	if (isnan(v))
		return r->allow & ALLOW_NAN;
	if (isinf(v))
		return r->allow & (v < 0 ? ALLOW_NEG_INF : ALLOW_POS_INF);
	return v == 0 || v == 1;
}

static void push(reader *r, const char *s, size_t len)
{
	enum num_status st;
	double v = 0;

	if ((st = num_parse(s, len, &v)) != NUM_OK)
		push_fail(r, s, len, st);
	/* A finite number where any is allowed is the common case. */
	if ((!isfinite(v) || (r->allow & ALLOW_MASK)) && !takes(r, v))
		push_fail(r, s, len, NUM_OK);
	if ((r->allow & ROUND_AS_READ) && !isnan(v))
		v = round_as_read(r, s, len, v);
	if (r->n == r->rowcap) {
		r->rowcap = r->rowcap ? 2 * r->rowcap : 16;
		r->row = xrearray(r->row, r->rowcap, sizeof *r->row);
		if (r->units)
			r->units = xrearray(r->units, r->rowcap, sizeof *r->units);
	}
	if (r->units) {
		r->units[r->n] = digit_unit(s, len);
		if (memchr(s, 'e', len) || memchr(s, 'E', len))
			r->exponent = true;
	}
	r->row[r->n++] = v;
}

static void end_row(reader *r)
{
	if (r->width == 0) {
		r->width = r->n;
		r->width_line = r->rowline;
	} else if (r->n != r->width) {
		rfail(r, r->rowline, "row has %zu field%s, but the row on "
		     "line %ld has %zu (ragged rows)", r->n, r->n == 1 ? "" : "s",
		     r->width_line, r->width);
	}
	r->rows++;
	r->lastline = r->rowline;
	r->row_ready = true;
}

static void cb_field(void *s, size_t len, void *data)
{
	push(data, s, len);
}

static void cb_row(int c, void *data)
{
	(void)c;
	end_row(data);
}

static int is_space(unsigned char c) { return c == ' '; }
static int is_tab(unsigned char c) { return c == '\t'; }

static bool blank_or_comment(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || (s[i] == '\t' && csv_opts.delim != '\t')))
		i++;
	if (i == len || s[i] == '\n' || s[i] == '#')
		return true;
	return s[i] == '\r' && (i + 1 == len || s[i + 1] == '\n');
}

/* A comment line at S (LEN bytes, blank lines too) before the first row:
 * the first is kept, its '#' and what follows to the end of the line. */
static void keep_note(reader *r, const char *s, size_t len)
{
	const char *h = memchr(s, '#', len);
	size_t n;

	if (r->note || r->rows || !h)
		return;
	n = len - (size_t)(h - s);
	while (n && (h[n - 1] == '\n' || h[n - 1] == '\r'))
		n--;
	r->note = xmalloc(n + 1);
	memcpy(r->note, h, n);
	r->note[n] = '\0';
}

/* LEN bytes of a row at S through libcsv. */
static void parse(reader *r, const char *s, size_t len)
{
	/* libcsv grows a field's buffer blk_size bytes at a time: at least a
	 * line's length, or a 10 MB field costs a quadratic number of copies,
	 * and at least the buffer's own size, so that a quoted field over
	 * many lines doubles it rather than adding a line at a time */
	size_t blk = len > r->csv.entry_size ? len : r->csv.entry_size;

	if (blk > r->csv.blk_size)
		csv_set_blk_size(&r->csv, blk);
	if (csv_parse(&r->csv, s, len, cb_field, cb_row, r) != len)
		rfail(r, r->rowline, "malformed quoting (a '\"' inside an "
		     "unquoted field, or text after a closing quote)");
}

/* Feed one physical line (with its '\n', if it has one) to libcsv, or
 * to the record being gathered. */
static void feed_line(reader *r, char *s, size_t len)
{
	r->line++;
	if (r->first_line) {
		r->first_line = false;
		if (len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
			s += 3, len -= 3;
		else if (len >= 2 && (memcmp(s, "\xff\xfe", 2) == 0 ||
				      memcmp(s, "\xfe\xff", 2) == 0))
			rfail(r, r->line, "looks like UTF-16 (it starts "
			     "with the byte-order mark %s); attn reads UTF-8: "
			     "convert it with iconv -f UTF-16 -t UTF-8",
			     s[0] == '\xff' ? "FF FE" : "FE FF");
	}
	if (!r->inquote) {
		if (blank_or_comment(s, len)) {
			keep_note(r, s, len);
			return;
		}
		if (r->header_pending) {
			/* -H: the header line is skipped as it stands, unread:
			 * a stray quote or CR in a title is no business of ours */
			r->header_pending = false;
			return;
		}
		r->rowline = r->line;
	}
	if (memchr(s, '"', len) || memchr(s, '\r', len)) {
		bool q = r->inquote;
		size_t i;

		for (i = 0; i < len; i++) {
			if (s[i] == '"')
				q = !q;
			else if (s[i] == '\r' && !q && i + 1 != len &&
				 !(i + 2 == len && s[i + 1] == '\n'))
				rfail(r, r->line, "carriage return in the "
				     "middle of a line");
		}
		r->inquote = q;
	}
	if (r->split) {
		/* the record ends with a line that ends outside quotes */
		if (r->reclen + len + 1 > r->reccap) {
			r->reccap = xmul(r->reclen + len + 1, 2);
			r->rec = xrealloc(r->rec, r->reccap);
		}
		memcpy(r->rec + r->reclen, s, len);
		r->reclen += len;
		if (!r->inquote) {
			r->rows++;
			r->lastline = r->rowline;
			r->rec_ready = true;
		}
		return;
	}
	parse(r, s, len);
}

/* Read more bytes; false at end of input. */
static bool fill(reader *r)
{
	ssize_t got;

	if (r->beg > 0) {
		memmove(r->buf, r->buf + r->beg, r->end - r->beg);
		r->end -= r->beg;
		r->scan -= r->beg;
		r->beg = 0;
	}
	if (r->end == r->cap) {
		r->cap *= 2;
		r->buf = xrealloc(r->buf, r->cap);
	}
	do
		got = !r->piece ? read(r->fd, r->buf + r->end, r->cap - r->end) :
		      r->pos == r->lim ? 0 :
		      pread(r->fd, r->buf + r->end, r->lim - r->pos <
			    (off_t)(r->cap - r->end) ? (size_t)(r->lim - r->pos) :
			    r->cap - r->end, r->pos);
	while (got < 0 && errno == EINTR);
	if (got > 0 && r->piece)
		r->pos += got;
	if (got > 0)
		r->got += got;
	if (got < 0)
		fail_sys(r->name, errno);
	r->end += (size_t)got;
	return got > 0;
}

static void finish(reader *r)
{
	r->finished = true;
	if (csv_fini(&r->csv, cb_field, cb_row, r) != 0)
		rfail(r, r->rowline, "unterminated quoted field");
}

static bool literal_row(reader *r)
{
	while (r->lp < r->le) {
		const char *s = r->lp, *e = memchr(s, ';', (size_t)(r->le - s));
		const char *f;

		if (!e)
			e = r->le;
		r->lp = e + 1;
		r->line++;
		for (f = s; f < e && (*f == ' ' || *f == '\t'); f++)
			;
		if (f == e)
			continue;	/* a blank row, as a blank line */
		r->rowline = r->line;
		r->n = 0;
		for (f = s;; f++) {
			const char *c = memchr(f, ',', (size_t)(e - f));

			if (!c)
				c = e;
			push(r, f, (size_t)(c - f));
			f = c;
			if (f == e)
				break;
		}
		end_row(r);
		return true;
	}
	return false;
}

/* Feed lines until *READY (a row, or a record) or the end of the input. */
static void next(reader *r, const bool *ready)
{
	while (!*ready && !r->finished) {
		char *nl;

		/* a long line comes in many reads: look for its end only in the
		 * bytes not yet looked at */
		if (r->scan < r->beg)
			r->scan = r->beg;
		nl = memchr(r->buf + r->scan, '\n', r->end - r->scan);
		r->scan = nl ? r->beg : r->end;
		if (nl) {
			size_t len = (size_t)(nl + 1 - (r->buf + r->beg));
			char *s = r->buf + r->beg;

			r->beg += len;
			feed_line(r, s, len);
		} else if (!r->eof && fill(r)) {
			continue;
		} else {
			r->eof = true;
			if (r->end > r->beg) {
				size_t len = r->end - r->beg;
				char *s = r->buf + r->beg;

				r->beg = r->end;
				feed_line(r, s, len);
			}
			if (!*ready && r->split) {
				r->finished = true;
				if (r->inquote)
					rfail(r, r->rowline, "unterminated quoted "
					      "field");
			} else if (!*ready) {
				finish(r);
			}
		}
	}
}

bool rd_row(reader *r, const double **row, size_t *n)
{
	r->row_ready = false;
	r->n = 0;
	if (r->mem) {
		if (r->mnext == r->mrows)
			return false;
		*row = r->mem + r->mnext * r->mcols;
		*n = r->mcols;
		r->rowline = r->lastline = r->line = (long)++r->mnext;
		r->rows++;
		return true;
	} else if (r->literal) {
		if (!literal_row(r))
			return false;
	} else {
		r->split = false;
		next(r, &r->row_ready);
		if (!r->row_ready)
			return false;
	}
	*row = r->row;
	*n = r->n;
	return true;
}

/* R's libcsv parser, set as -d says. */
static void csv_start(reader *r)
{
	if (csv_init(&r->csv, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL))
		fail(NULL, 0, "out of memory");
	csv_set_delim(&r->csv, csv_opts.delim);
	/* libcsv's own test for space and tab is inlined; a function of ours
	 * costs a call per byte, so it is set only when the delimiter is one
	 * of the two. */
	if (csv_opts.delim == '\t' || csv_opts.delim == ' ')
		csv_set_space_func(&r->csv, csv_opts.delim == '\t' ? is_space :
				   is_tab);
}

bool rd_can_split(const reader *r)
{
	return !r->literal && !r->units;
}

bool rd_record(reader *r, const char **text, size_t *len)
{
	r->split = true;
	r->rec_ready = false;
	r->reclen = 0;
	next(r, &r->rec_ready);
	if (!r->rec_ready)
		return false;
	*text = r->rec;
	*len = r->reclen;
	return true;
}

/* A new reader of R's operand, on the list, named as R and taking what
 * R takes. */
static reader *sibling(const reader *r)
{
	reader *p = xcalloc(1, sizeof *p);

	link_reader(p);
	p->name = r->name;
	p->role = r->role;
	p->allow = r->allow;
	return p;
}

reader *rd_parser(const reader *r)
{
	reader *p = sibling(r);

	p->width = r->width;
	p->width_line = r->width_line;
	p->fd = -1;
	csv_start(p);
	return p;
}

void rd_parse(reader *p, const char *text, size_t len, long line, long index,
	      const double **row, size_t *n)
{
	p->row_ready = false;
	p->n = 0;
	p->rowline = line;
	/* for the hints that only the first row gets */
	p->rows = index;
	parse(p, text, len);
	if (!p->row_ready && csv_fini(&p->csv, cb_field, cb_row, p) != 0)
		rfail(p, line, "unterminated quoted field");
	*row = p->row;
	*n = p->n;
}

/* The values of tensor R that its role does not take, or that do not
 * fit --dtype's format (ROUND_AS_READ: the others rounded to it), each
 * an error naming the element. */
static void tensor_values(reader *r)
{
	size_t k, n = r->mrows * r->mcols;
	char at[LAYOUT_INDEX_TEXT], num[NUM_BUFSZ + 1], max[NUM_BUFSZ + 1];
	double v;

	for (k = 0; k < n; k++) {
		v = r->mem[k];
		if ((!isfinite(v) || (r->allow & ALLOW_MASK)) && !takes(r, v)) {
			num[num_shortest(v, num)] = '\0';
			rfail(r, 0, "element %s is %s; %s %s",
			      layout_index_text(&r->shape, k / r->mcols,
						k % r->mcols, at), num, r->role,
			      allowed(r->allow));
		}
		if ((r->allow & ROUND_AS_READ) && !isnan(v) &&
		    !round_in_range(&r->mem[k], k % r->mcols)) {
			num[num_shortest(v, num)] = '\0';
			max[num_shortest(rounding_of(k % r->mcols)->max,
					 max)] = '\0';
			rfail(r, 0, "element %s, %s, is too large for %s (its "
			      "largest value is %s)",
			      layout_index_text(&r->shape, k / r->mcols,
						k % r->mcols, at), num,
			      rounding_of(k % r->mcols)->name, max);
		}
	}
}

/* The digit units of a tensor's values: each is exact in its format of
 * PREC bits, so its "last digit" is one unit in the last place there (0
 * for 0, inf and nan, as for a whole number). */
static double *tensor_units(const struct matrix *m, int prec)
{
	size_t i, n = xmul(m->rows, m->cols);
	double *u = xarray(n + 1, sizeof *u);

	for (i = 0; i < n; i++)
		u[i] = m->v[i] == 0 || !isfinite(m->v[i]) ? 0 :
		       ldexp(1, ilogb(m->v[i]) - (prec - 1));
	return u;
}

/* A reader of NAME's rows held whole, in R->mem once the caller fills
 * it. */
static reader *whole_reader(const char *name, const char *role, int allow)
{
	reader *r = xcalloc(1, sizeof *r);

	link_reader(r);
	r->role = role;
	r->allow = allow;
	r->name = name;
	r->literal = true;
	r->fd = -1;
	return r;
}

/* A reader of the tensor OP, read whole. */
static reader *tensor_reader(const char *op, const char *role, int allow)
{
	reader *r = whole_reader(op, role, allow);

	r->mem = tensor_read(op, csv_opts.jobs, &r->shape, &r->mrows,
			     &r->mcols, &r->prec);
	tensor_values(r);
	return r;
}

reader *rd_open(const char *op, const char *role, int allow)
{
	reader *r;
	int fd = 0;

	if (is_tensor(op))
		return tensor_reader(op, role, allow);
	/* the file first: a reader is made only for what opened */
	if (!is_literal(op) && !is_stdin(op)) {
		struct stat st;

		if ((fd = open(op, O_RDONLY)) < 0)
			fail_sys(op, errno);
		if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
			close(fd);
			fail(op, 0, "is a directory");
		}
	}
	r = xcalloc(1, sizeof *r);
	link_reader(r);
	r->role = role;
	r->allow = allow;
	r->first_line = true;
	r->fd = fd;
	if (is_literal(op)) {
		r->literal = true;
		r->name = "<literal>";
		r->lp = r->lp0 = op + 1;
		r->le = op + strlen(op) - 1;
		return r;
	}
	r->name = is_stdin(op) ? "<stdin>" : op;
	r->start = -1;
	{
		struct stat st;

		if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
			r->start = lseek(fd, 0, SEEK_CUR);
	}
	r->header_pending = csv_opts.header;
	r->cap = 1 << 16;
	r->buf = xmalloc(r->cap);
	csv_start(r);
	return r;
}

const char *rd_name(const reader *r) { return r->name; }
const char *rd_note(const reader *r)
{
	return r->note;
}

long rd_line(const reader *r) { return r->rowline; }
long rd_lastline(const reader *r) { return r->line; }

const char *rd_role(const reader *r)
{
	return r->role;
}

void rd_close(reader *r)
{
	if (!r)
		return;
	pthread_mutex_lock(&readers_mu);
	if (r->prev)
		r->prev->next = r->next;
	else
		open_readers = r->next;
	if (r->next)
		r->next->prev = r->prev;
	pthread_mutex_unlock(&readers_mu);
	if (!r->literal) {
		csv_free(&r->csv);
		free(r->buf);
		if (r->fd > 0 && !r->piece)
			close(r->fd);
	}
	free(r->rec);
	free(r->row);
	free(r->units);
	free(r->note);
	if (!r->borrowed)
		free(r->mem);
	free(r);
}

bool rd_take_whole(reader *r, struct matrix *m, bool take)
{
	if (!r->mem || r->borrowed)
		return false;
	if (take) {
		/* served on as another's, to the end already */
		*m = (struct matrix){ r->mem, r->mrows, r->mcols, r->name };
		r->borrowed = true;
	}
	return true;
}

reader *rd_open_whole(const struct matrix *m, const char *name,
		      const char *role, int allow)
{
	reader *r = whole_reader(name, role, allow);

	r->mem = m->v;
	r->borrowed = true;
	r->mrows = m->rows;
	r->mcols = m->cols;
	return r;
}

size_t rd_count(const char *op, const char *role)
{
	reader *r;
	const double *row;
	const char *text;
	size_t n = 0, len;
	struct tn_shape sh;

	if (is_tensor(op)) {
		tensor_peek(op, &sh);
		return tensor_opts.element == SIZE_MAX || sh.b == 1 ?
		       sh.b * sh.s : sh.s;
	}
	r = rd_open(op, role, ALLOW_ALL);
	if (r->literal)
		while (rd_row(r, &row, &len))
			n++;
	else
		while (rd_record(r, &text, &len))
			n++;
	rd_close(r);
	return n;
}

/* R's rows to the end into M, which has room for *CAP cells; with UNITS,
 * also each cell's digit unit.  False when *STOP is set first. */
static bool gather(reader *r, struct matrix *m, size_t *cap, double **units,
		   const atomic_bool *stop)
{
	const double *row;
	size_t n;

	while (rd_row(r, &row, &n)) {
		if (stop && atomic_load_explicit(stop, memory_order_relaxed))
			return false;
		if ((m->rows + 1) * n > *cap) {
			*cap = *cap ? 2 * *cap : 64 * n;
			r->load = m->v = xrearray(m->v, *cap, sizeof *m->v);
			if (units)
				r->load_units = *units =
					xrearray(*units, *cap, sizeof **units);
		}
		memcpy(m->v + m->rows * n, row, n * sizeof *row);
		if (units)
			memcpy(*units + m->rows * n, r->units,
			       n * sizeof **units);
		m->rows++;
		m->cols = n;
	}
	return true;
}

/* --- a regular file on every core --------------------------------------
 *
 * The file is cut into pieces at line starts, each read to its end by a
 * reader of its own (piece 0 with the file's first line, its byte-order
 * mark and -H's header; the others from a line start as if it were one
 * outside quotes) on a thread of its own.  That guess holds when every
 * piece but the last ends outside quotes: each piece then starts where the
 * one before it ended, as one reader would have gone on, and the rows are
 * the same.  Anything else (an error anywhere, a quoted field across a
 * cut, ragged pieces, -H's header beyond piece 0) makes the pieces moot:
 * the file is read again by one reader, from the start, which reports
 * what it finds as it always has, the first error in file order and its
 * line. */

/* Below this many bytes a piece costs more than it saves. */
#define PIECE_MIN (1 << 16)

struct piece {
	reader *r;
	struct matrix m;
	size_t cap;
	bool ok;
	struct caught err;
	atomic_bool *stop;	/* set by the first piece to fail */
	pthread_t th;
	bool threaded;
};

static void *piece_run(void *arg)
{
	struct piece *p = arg;
	struct caught *was = attn_catch;

	attn_catch = &p->err;
	if (setjmp(p->err.jb) == 0)
		p->ok = gather(p->r, &p->m, &p->cap, NULL, p->stop) &&
			!p->r->inquote && !p->r->header_pending;
	else
		p->ok = false;
	attn_catch = was;
	if (!p->ok)
		atomic_store(p->stop, true);
	return NULL;
}

/* The first line start at or after AT in FD (below SIZE), or SIZE. */
static off_t line_start(int fd, off_t at, off_t size)
{
	char block[4096];
	ssize_t got;
	char *nl;

	for (at--; at < size; at += got) {
		do
			got = pread(fd, block, sizeof block, at);
		while (got < 0 && errno == EINTR);
		if (got <= 0)
			return size;
		if ((nl = memchr(block, '\n', (size_t)got)) != NULL)
			return at + (nl - block) + 1;
	}
	return size;
}

/* A reader of R's file from POS to LIM; FIRST: its first line is the
 * file's. */
static reader *piece_reader(const reader *r, off_t pos, off_t lim, bool first)
{
	reader *p = sibling(r);

	p->fd = r->fd;
	p->piece = true;
	p->pos = pos;
	p->lim = lim;
	p->first_line = first;
	p->header_pending = first && csv_opts.header;
	p->cap = 1 << 16;
	p->buf = xmalloc(p->cap);
	csv_start(p);
	return p;
}

bool rd_path_again(const char *op)
{
	struct stat st;

	return is_literal(op) || (!is_stdin(op) && stat(op, &st) == 0 &&
				  S_ISREG(st.st_mode));
}

void rd_progress(const reader *r, long long *done, long long *total)
{
	struct stat st;
	off_t at;

	*done = 0;
	*total = -1;
	if (r->literal)
		return;
	if (r->start >= 0 && (at = lseek(r->fd, 0, SEEK_CUR)) >= 0 &&
	    fstat(r->fd, &st) == 0) {
		*done = (long long)(at - r->start);
		*total = (long long)(st.st_size - r->start);
		return;
	}
	*done = r->got;
}

bool rd_can_again(const reader *r)
{
	return r->literal || (!r->piece && r->start >= 0);
}

reader *rd_again(const reader *r)
{
	reader *p;
	off_t end;

	if (r->literal) {
		p = sibling(r);
		p->literal = true;
		p->first_line = true;
		p->lp = p->lp0 = r->lp0;
		p->le = r->le;
		return p;
	}
	if (!rd_can_again(r) || (end = lseek(r->fd, 0, SEEK_CUR)) < r->start)
		return NULL;
	return piece_reader(r, r->start, end, true);
}

static size_t total_rows(const struct piece *p, size_t n)
{
	size_t k, rows = 0;

	for (k = 0; k < n; k++)
		rows += p[k].m.rows;
	return rows;
}

/* R's rows into *M on csv_opts.jobs threads; false when R is no regular
 * file big enough to cut, or when the pieces are moot (R is untouched then,
 * to be read from the start). */
static bool load_pieces(reader *r, struct matrix *m)
{
	static const struct piece none;
	struct piece *p;
	atomic_bool stop;
	struct stat st;
	off_t start, at;
	size_t want, n = 0, k, cols = 0;
	bool ok = true;

#ifdef ATTN_FUZZ
	/* the fuzz harness's error exit does not stop threads */
	return false;
#endif
	if (r->literal || csv_opts.jobs < 2 || fstat(r->fd, &st) != 0 ||
	    !S_ISREG(st.st_mode) || (start = lseek(r->fd, 0, SEEK_CUR)) < 0 ||
	    st.st_size - start < 2 * PIECE_MIN)
		return false;
	want = (size_t)((st.st_size - start) / PIECE_MIN);
	if (want > (size_t)csv_opts.jobs)
		want = (size_t)csv_opts.jobs;
	p = xarray(want, sizeof *p);
	atomic_init(&stop, false);
	for (at = start; at < st.st_size; n++) {
		off_t cut = start + (st.st_size - start) / (off_t)want *
			    (off_t)(n + 1);
		off_t lim = n + 1 == want ? st.st_size :
			    line_start(r->fd, cut > at ? cut : at + 1,
				       st.st_size);

		p[n] = none;
		p[n].stop = &stop;
		p[n].r = piece_reader(r, at, lim, n == 0);
		at = lim;
	}
	for (k = 1; k < n; k++)
		p[k].threaded = pthread_create(&p[k].th, NULL, piece_run,
					       &p[k]) == 0;
	for (k = 0; k < n; k++)
		if (!p[k].threaded)
			piece_run(&p[k]);
	for (k = 1; k < n; k++)
		if (p[k].threaded)
			pthread_join(p[k].th, NULL);
	for (k = 0; k < n; k++) {
		ok = ok && p[k].ok && (!p[k].m.rows || !cols ||
				       p[k].m.cols == cols);
		if (p[k].m.rows)
			cols = p[k].m.cols;
	}
	if (ok) {
		*m = p[0].m;
		m->v = xrearray(m->v, xmul(total_rows(p, n), cols) + 1,
				 sizeof *m->v);
		for (k = 1; k < n; k++)
			if (p[k].m.rows) {
				memcpy(m->v + m->rows * cols, p[k].m.v,
				       p[k].m.rows * cols * sizeof *m->v);
				m->rows += p[k].m.rows;
			}
		m->cols = cols;
		/* as one reader leaves standard input: read to its end */
		lseek(r->fd, st.st_size, SEEK_SET);
	}
	for (k = ok; k < n; k++)
		free(p[k].m.v);
	for (k = 0; k < n; k++)
		rd_close(p[k].r);
	free(p);
	return ok;
}

/* Load OP whole; with UNITS, also each cell's digit unit, and in
 * *EXPONENT whether a cell was written with an exponent. */
static struct matrix load(const char *op, const char *role, int allow,
			  bool empty_ok, double **units, bool *exponent)
{
	struct matrix m = { NULL, 0, 0, NULL };
	reader *r = rd_open(op, role, allow);
	size_t cap = 0;

	if (r->mem) {
		/* read whole already: its matrix is the reader's */
		m = (struct matrix){ r->mem, r->mrows, r->mcols, r->name };
		if (units)
			*units = tensor_units(&m, r->prec);
		if (exponent)
			*exponent = false;
		r->mem = NULL;
		rd_close(r);
		if (m.rows == 0 && !empty_ok)
			fail(m.name, 0, "no data rows (%s needs at least one)",
			     role);
		return m;
	}
	if (units) {
		/* from now on push records each field's digit unit */
		r->units = xarray(r->rowcap ? r->rowcap : 1, sizeof *r->units);
		*units = NULL;
	}
	if (units || !load_pieces(r, &m))
		gather(r, &m, &cap, units, NULL);
	if (exponent)
		*exponent = r->exponent;
	m.name = r->name;
	rd_close(r);
	if (m.rows == 0 && !empty_ok)
		fail(m.name, 0, "no data rows (%s needs at least one)", role);
	return m;
}

struct matrix mat_load(const char *op, const char *role, int allow, bool empty_ok)
{
	return load(op, role, allow, empty_ok, NULL, NULL);
}

struct matrix mat_load_units(const char *op, const char *role, int allow,
			     double **units, bool *exponent)
{
	return load(op, role, allow, true, units, exponent);
}

void mat_free(struct matrix *m)
{
	free(m->v);
	m->v = NULL;
}

char *mat_literal(const struct matrix *m)
{
	size_t i, len = 1, n = xmul(m->rows, m->cols);
	char *s = xmalloc(xmul(n, NUM_BUFSZ + 1) + 3);

	s[0] = '[';
	for (i = 0; i < n; i++) {
		if (i)
			s[len++] = i % m->cols ? ',' : ';';
		len += num_shortest(m->v[i], s + len);
	}
	s[len++] = ']';
	s[len] = 0;
	return s;
}
