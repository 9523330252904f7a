/* safetensors.c - one tensor of a safetensors file: 8 bytes, the length N
 * of the header (little-endian); N bytes of JSON, an object whose every
 * entry but "__metadata__" is a tensor,
 *
 *     "q": {"dtype": "BF16", "shape": [1, 4096, 8, 128],
 *           "data_offsets": [0, 8388608]}
 *
 * and the data, each tensor's bytes at its offsets from the data's start,
 * little-endian, C order.  The JSON is parsed by libcjson.  Every entry's
 * offsets are checked, not only the tensor asked for: each within the
 * file, of the size its dtype and shape give, and none overlapping
 * another, so that a header that lies is caught whichever tensor is read. */
#include "io/tensor.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/alloc.h"
#include "base/err.h"
#include "base/quote.h"

/* The reference implementation refuses headers past 100 MB. */
#define ST_HEADER_MAX (100u << 20)

/* The header's text and tree while they are read: an error frees both
 * before it says so. */
struct span { size_t begin, end; const char *name; };

static _Thread_local char *text;
static _Thread_local cJSON *root;
static _Thread_local struct span *spans;

static void let_go(void)
{
	cJSON_Delete(root);
	root = NULL;
	free(text);
	text = NULL;
	free(spans);
	spans = NULL;
}

_Noreturn static void sfail(const char *where, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void sfail(const char *where, const char *fmt, ...)
{
	char what[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	let_go();
	fail(where, 0, "%s", what);
}

static const struct { const char *name; enum tn_type type; size_t size; }
formats[] = {
	{ "F64", TN_F64, 8 }, { "F32", TN_F32, 4 }, { "F16", TN_F16, 2 },
	{ "BF16", TN_BF16, 2 }, { "F8_E4M3", TN_E4M3, 1 },
	{ "F8_E5M2", TN_E5M2, 1 },
};

/* The size of an element of the dtype NAME, read or not; 0 when unknown. */
static size_t dtype_size(const char *name, int *which)
{
	static const struct { const char *name; size_t size; } other[] = {
		{ "BOOL", 1 }, { "U8", 1 }, { "I8", 1 }, { "I16", 2 },
		{ "U16", 2 }, { "I32", 4 }, { "U32", 4 }, { "I64", 8 },
		{ "U64", 8 }, { "F8_E8M0", 1 }, { "C64", 8 },
	};
	size_t k;

	*which = -1;
	for (k = 0; k < sizeof formats / sizeof *formats; k++)
		if (strcmp(name, formats[k].name) == 0) {
			*which = (int)k;
			return formats[k].size;
		}
	for (k = 0; k < sizeof other / sizeof *other; k++)
		if (strcmp(name, other[k].name) == 0)
			return other[k].size;
	return 0;
}

/* A whole number of the header, 0 to 2^53, or an error naming ENTRY. */
static size_t whole(const cJSON *n, const char *file, const char *entry,
		    const char *what)
{
	double v = cJSON_IsNumber(n) ? n->valuedouble : -1;

	if (!(v >= 0 && v <= 0x1p53 && v == floor(v)))
		sfail(file, "the header's entry %s has a %s that is not a "
		      "whole number", show_field(entry, strlen(entry)), what);
	return (size_t)v;
}

static int by_begin(const void *a, const void *b)
{
	const struct span *x = a, *y = b;

	return x->begin < y->begin ? -1 : x->begin > y->begin ? 1 :
	       x->end < y->end ? -1 : x->end > y->end;
}

/* Entry E (a tensor) checked: its dtype's size (0: unknown), its shape's
 * element count, its offsets within DATA bytes into *S. */
static void entry(const cJSON *e, const char *file, size_t data,
		  struct span *s)
{
	const cJSON *dt = cJSON_GetObjectItemCaseSensitive(e, "dtype");
	const cJSON *sh = cJSON_GetObjectItemCaseSensitive(e, "shape");
	const cJSON *off = cJSON_GetObjectItemCaseSensitive(e, "data_offsets");
	const cJSON *d;
	const char *name = e->string;
	size_t count = 1, v, size;
	int which;

	if (!cJSON_IsObject(e) || !cJSON_IsString(dt) || !cJSON_IsArray(sh) ||
	    !cJSON_IsArray(off) || cJSON_GetArraySize(off) != 2)
		sfail(file, "the header's entry %s is not a tensor's (dtype, "
		      "shape and two data_offsets)", show_field(name,
							       strlen(name)));
	cJSON_ArrayForEach(d, sh) {
		v = whole(d, file, name, "dimension");
		count = v && count > SIZE_MAX / v ? SIZE_MAX : count * v;
	}
	s->name = name;
	s->begin = whole(off->child, file, name, "data offset");
	s->end = whole(off->child->next, file, name, "data offset");
	if (s->begin > s->end || s->end > data)
		sfail(file, "the header's entry %s has data offsets [%zu, %zu], "
		      "outside the %zu bytes of data the file has",
		      show_field(name, strlen(name)), s->begin, s->end, data);
	size = dtype_size(dt->valuestring, &which);
	if (size && (count > SIZE_MAX / size ||
		     count * size != s->end - s->begin))
		sfail(file, "the header's entry %s has data offsets [%zu, %zu], "
		      "%zu bytes, but its dtype and shape make %s bytes",
		      show_field(name, strlen(name)), s->begin, s->end,
		      s->end - s->begin, count > SIZE_MAX / size ?
		      "more than memory can hold" : "a different number of");
}

/* The names of the tensors, up to 10, for a message. */
static void names(char *buf, size_t n, size_t *count)
{
	const cJSON *e;
	size_t len = 0, k = 0;

	buf[0] = '\0';
	cJSON_ArrayForEach(e, root) {
		if (strcmp(e->string, "__metadata__") == 0)
			continue;
		if (k++ < 10 && len < n)
			len += (size_t)snprintf(buf + len, n - len, "%s%s",
						len ? ", " : "",
						show_field(e->string,
							   strlen(e->string)));
	}
	*count = k;
}

void safetensors_header(int fd, off_t size, const char *name,
			struct tensor *t)
{
	unsigned char pre[8];
	uint64_t hl = 0;
	size_t data, n = 0, k, count;
	const cJSON *e, *d;
	char list[1024];
	int which, i;
	ssize_t got = 0;

	if (size >= 8)
		do
			got = pread(fd, pre, 8, 0);
		while (got < 0 && errno == EINTR);
	if (got != 8)
		fail(t->file, 0, "not a safetensors file (shorter than its "
		     "8 bytes of header length)");
	for (i = 7; i >= 0; i--)
		hl = hl << 8 | pre[i];
	if (hl > (uint64_t)size - 8)
		fail(t->file, 0, "the header says it is %llu bytes, larger than "
		     "the file (%lld bytes after the length)",
		     (unsigned long long)hl, (long long)size - 8);
	if (hl > ST_HEADER_MAX)
		fail(t->file, 0, "the header says it is %llu bytes, more than "
		     "a safetensors header may be (100 MB)",
		     (unsigned long long)hl);
	text = xmalloc((size_t)hl + 1);
	for (k = 0; k < hl; k += (size_t)got) {
		got = pread(fd, text + k, (size_t)hl - k, (off_t)(8 + k));
		if (got < 0 && errno == EINTR)
			got = 0;
		else if (got <= 0)
			sfail(t->file, "the file ends inside its header");
	}
	text[hl] = '\0';
	root = cJSON_ParseWithLength(text, (size_t)hl);
	if (!cJSON_IsObject(root))
		sfail(t->file, "the header is not a JSON object");
	data = (size_t)((uint64_t)size - 8 - hl);
	cJSON_ArrayForEach(e, root)
		n++;
	spans = xarray(n ? n : 1, sizeof *spans);
	n = 0;
	cJSON_ArrayForEach(e, root) {
		if (strcmp(e->string, "__metadata__") == 0)
			continue;
		if (!cJSON_IsObject(e))
			sfail(t->file, "the header's entry %s is not a tensor's",
			      show_field(e->string, strlen(e->string)));
		entry(e, t->file, data, &spans[n]);
		n++;
	}
	qsort(spans, n, sizeof *spans, by_begin);
	for (k = 1; k < n; k++)
		if (spans[k].begin < spans[k - 1].end) {
			snprintf(list, sizeof list, "%s", show_field(
				 spans[k - 1].name, strlen(spans[k - 1].name)));
			sfail(t->file, "the data of the header's entries %s and "
			      "%s overlap", list, show_field(spans[k].name,
				      strlen(spans[k].name)));
		}
	e = strcmp(name, "__metadata__") == 0 ? NULL :
	    cJSON_GetObjectItemCaseSensitive(root, name);
	if (!e) {
		names(list, sizeof list, &count);
		sfail(t->file, "no tensor named %s; %s%s%s%s",
		      show_field(name, strlen(name)),
		      count ? "it has " : "it has none", list,
		      count > 10 ? ", ..." : "",
		      count > 10 ? " (more than 10 in all)" : "");
	}
	d = cJSON_GetObjectItemCaseSensitive(e, "dtype");
	dtype_size(d->valuestring, &which);
	if (which < 0)
		sfail(t->op, "the dtype %s is not one attn reads (F64, F32, F16, "
		      "BF16, F8_E4M3 or F8_E5M2)", show_field(d->valuestring,
						strlen(d->valuestring)));
	t->type = formats[which].type;
	t->size = formats[which].size;
	t->big_endian = false;
	t->fortran = false;
	t->ndim = 0;
	t->count = 1;
	cJSON_ArrayForEach(d, cJSON_GetObjectItemCaseSensitive(e, "shape")) {
		if (t->ndim == TN_MAXDIM)
			sfail(t->op, "the tensor has more than %d dimensions; "
			      "attn reads 1-D to %d-D", TN_MAXDIM, TN_MAXDIM);
		t->dim[t->ndim] = (size_t)d->valuedouble;
		t->count *= t->dim[t->ndim++];
	}
	d = cJSON_GetObjectItemCaseSensitive(e, "data_offsets");
	t->offset = (off_t)(8 + hl + (uint64_t)d->child->valuedouble);
	let_go();
}
