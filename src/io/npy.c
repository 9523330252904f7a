/* npy.c - NumPy's .npy header: the magic "\x93NUMPY", a version (1.0, 2.0
 * or 3.0), the header's length (2 bytes in 1.0, 4 after), and the header,
 * a Python dict literal as NumPy writes it:
 *
 *     {'descr': '<f4', 'fortran_order': False, 'shape': (4096, 1024), }
 *
 * padded with spaces to a '\n'.  The keys are exactly these three, in any
 * order; the values a quoted string, True or False, and a tuple of whole
 * numbers.  Anything else is not NumPy's dict, and an error naming the
 * file, as is a dtype other than f8, f4 or f2, and a file shorter than its
 * shape needs.  The header is read with pread, never past the file. */
#include "io/tensor.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/alloc.h"
#include "base/err.h"
#include "base/quote.h"

/* The longest header read: NumPy's own reader stops at 10000 bytes for
 * 1.0 and allows more only when asked; 3.0's shape of 32 dimensions fits
 * in far less. */
#define NPY_HEADER_MAX 65536

/* LEN bytes at AT of FD into BUF, all of them, or false. */
static bool read_at(int fd, void *buf, size_t len, off_t at)
{
	size_t got = 0;
	ssize_t n;

	while (got < len) {
		n = pread(fd, (char *)buf + got, len - got, at + (off_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		got += (size_t)n;
	}
	return true;
}

/* The dict's text, with a cursor. */
struct lex {
	const char *p, *e;
	const struct tensor *t;
};

_Noreturn static void not_dict(const struct lex *x, const char *what)
{
	fail(x->t->op, 0, "the header is not the dict NumPy writes (%s)", what);
}

static void spaces(struct lex *x)
{
	while (x->p < x->e && (*x->p == ' ' || *x->p == '\t'))
		x->p++;
}

static bool take(struct lex *x, char c)
{
	spaces(x);
	if (x->p < x->e && *x->p == c) {
		x->p++;
		return true;
	}
	return false;
}

/* A quoted string: its text at *S, *N bytes. */
static void string(struct lex *x, const char **s, size_t *n)
{
	char q;
	const char *end;

	spaces(x);
	if (x->p == x->e || (*x->p != '\'' && *x->p != '"'))
		not_dict(x, "a key or a dtype is not a quoted string");
	q = *x->p++;
	end = memchr(x->p, q, (size_t)(x->e - x->p));
	if (!end)
		not_dict(x, "a string has no closing quote");
	*s = x->p;
	*n = (size_t)(end - x->p);
	x->p = end + 1;
}

static bool word(struct lex *x, const char *w)
{
	size_t n = strlen(w);

	spaces(x);
	if ((size_t)(x->e - x->p) >= n && memcmp(x->p, w, n) == 0) {
		x->p += n;
		return true;
	}
	return false;
}

/* A tuple of whole numbers, (), (3,) or (4096, 1024): into T's dim. */
static void shape(struct lex *x, struct tensor *t)
{
	size_t v;
	bool any;

	if (!take(x, '('))
		not_dict(x, "the shape is not a tuple");
	t->ndim = 0;
	t->count = 1;
	while (!take(x, ')')) {
		spaces(x);
		v = 0;
		any = false;
		while (x->p < x->e && *x->p >= '0' && *x->p <= '9') {
			if (v > (SIZE_MAX - 9) / 10)
				fail(t->op, 0, "the shape has a dimension too "
				     "large to hold");
			v = 10 * v + (size_t)(*x->p++ - '0');
			any = true;
		}
		if (x->p < x->e && *x->p == 'L')	/* Python 2's long */
			x->p++;
		if (!any)
			not_dict(x, "the shape is not a tuple of whole numbers");
		if (t->ndim == TN_MAXDIM)
			fail(t->op, 0, "the array has more than %d dimensions; "
			     "attn reads 1-D to %d-D", TN_MAXDIM, TN_MAXDIM);
		t->dim[t->ndim++] = v;
		if (v && t->count > SIZE_MAX / v)
			fail(t->op, 0, "the shape has more elements than memory "
			     "can hold");
		t->count *= v;
		if (!take(x, ',')) {
			if (!take(x, ')'))
				not_dict(x, "the shape's numbers are not "
					 "separated by commas");
			break;
		}
	}
}

/* The descr: '<f8', '>f4', '=f2', '|f1'... */
static void descr(struct lex *x, struct tensor *t)
{
	const char *s;
	size_t n;
	string(x, &s, &n);
	t->big_endian = n == 3 && s[0] == '>';
	if (n == 3 && (s[0] == '<' || s[0] == '>' || s[0] == '=') &&
	    s[1] == 'f' && (s[2] == '8' || s[2] == '4' || s[2] == '2')) {
		t->type = s[2] == '8' ? TN_F64 : s[2] == '4' ? TN_F32 : TN_F16;
		t->size = (size_t)(s[2] - '0');
		return;
	}
	fail(t->op, 0, "the dtype %s is not one attn reads (f8, f4 or f2, "
	     "either byte order)", show_field(s, n < 32 ? n : 32));
}

/* The dict of the N bytes at S into T. */
static void dict(const char *s, size_t n, struct tensor *t)
{
	struct lex x = { s, s + n, t };
	bool seen[3] = { false, false, false };
	const char *k;
	size_t kn, which;

	if (!take(&x, '{'))
		not_dict(&x, "it does not start with '{'");
	while (!take(&x, '}')) {
		string(&x, &k, &kn);
		which = kn == 5 && memcmp(k, "descr", 5) == 0 ? 0 :
			kn == 13 && memcmp(k, "fortran_order", 13) == 0 ? 1 :
			kn == 5 && memcmp(k, "shape", 5) == 0 ? 2 : 3;
		if (which == 3)
			fail(t->op, 0, "the header is not the dict NumPy writes "
			     "(the key %s is not one of descr, fortran_order "
			     "and shape)", show_field(k, kn < 32 ? kn : 32));
		if (seen[which])
			not_dict(&x, "a key is given twice");
		seen[which] = true;
		if (!take(&x, ':'))
			not_dict(&x, "a key has no ':' after it");
		if (which == 0)
			descr(&x, t);
		else if (which == 1 && word(&x, "True"))
			t->fortran = true;
		else if (which == 1 && word(&x, "False"))
			t->fortran = false;
		else if (which == 1)
			not_dict(&x, "fortran_order is not True or False");
		else
			shape(&x, t);
		if (!take(&x, ',')) {
			if (!take(&x, '}'))
				not_dict(&x, "the entries are not separated "
					 "by commas");
			break;
		}
	}
	if (!seen[0] || !seen[1] || !seen[2])
		not_dict(&x, !seen[0] ? "no descr" : !seen[1] ?
			 "no fortran_order" : "no shape");
	/* what follows is padding: spaces, then the newline */
	while (x.p < x.e && (*x.p == ' ' || *x.p == '\t' || *x.p == '\n' ||
			     *x.p == '\r' || *x.p == '\0'))
		x.p++;
	if (x.p != x.e)
		not_dict(&x, "text after the dict");
}

/* The header's text while it is parsed: an error exit leaves it
 * reachable, not leaked. */
static _Thread_local char *held;

/* A shape as Python writes a tuple, as NumPy's header holds it. */
const char *tensor_shape_text(const struct tensor *t, char *buf)
{
	int k, len = 0;

	for (k = 0; k < t->ndim; k++)
		len += snprintf(buf + len, (size_t)(TN_SHAPE_TEXT - len),
				"%s%zu", k ? ", " : "(", t->dim[k]);
	snprintf(buf + len, (size_t)(TN_SHAPE_TEXT - len), "%s",
		 t->ndim == 0 ? "()" : t->ndim == 1 ? ",)" : ")");
	return buf;
}

void npy_header(int fd, off_t size, struct tensor *t)
{
	unsigned char pre[12];
	size_t hl, at;
	char shp[TN_SHAPE_TEXT];

	if (size < 10 || !read_at(fd, pre, 10, 0) ||
	    memcmp(pre, "\x93NUMPY", 6) != 0)
		fail(t->op, 0, "not a .npy file (it does not start with NumPy's "
		     "magic, \\x93NUMPY)");
	if (pre[6] < 1 || pre[6] > 3)
		fail(t->op, 0, "a .npy of version %d.%d, which attn does not "
		     "read (1.0, 2.0 and 3.0)", pre[6], pre[7]);
	if (pre[6] == 1) {
		hl = (size_t)pre[8] | (size_t)pre[9] << 8;
		at = 10;
	} else {
		if (size < 12 || !read_at(fd, pre + 10, 2, 10))
			fail(t->op, 0, "the file ends inside its header");
		hl = (size_t)pre[8] | (size_t)pre[9] << 8 |
		     (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
		at = 12;
	}
	if (hl > NPY_HEADER_MAX)
		fail(t->op, 0, "the header says it is %zu bytes, more than a "
		     "NumPy header is (at most %d)", hl, NPY_HEADER_MAX);
	if ((off_t)(at + hl) > size)
		fail(t->op, 0, "the header says it is %zu bytes, but the file "
		     "ends %lld bytes after its start", hl,
		     (long long)size - (long long)at);
	/* (one left by an error was freed by the fuzz harness, or the
	 * process is gone) */
	held = xmalloc(hl + 1);
	if (!read_at(fd, held, hl, (off_t)at))
		fail_sys(t->op, errno ? errno : EIO);
	held[hl] = '\0';
	dict(held, hl, t);
	free(held);
	held = NULL;
	t->offset = (off_t)(at + hl);
	if (t->count > SIZE_MAX / t->size ||
	    (unsigned long long)(size - t->offset) <
	    (unsigned long long)(t->count * t->size))
		fail(t->op, 0, "the file is shorter than its header says: "
		     "shape %s of %zu-byte elements needs %zu bytes of data, "
		     "and the file has %lld after its header",
		     tensor_shape_text(t, shp), t->size, t->count * t->size,
		     (long long)(size - t->offset));
}
