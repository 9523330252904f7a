/* util.c - errors, exits and allocation. */
#include "util.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef ATTN_FUZZ
#include <setjmp.h>

/* The fuzz harness runs many inputs in one process: there an error returns
 * to it (status + 1) instead of ending the process. */
jmp_buf *attn_fuzz_exit;
#endif

const char *attn_cmd = "attn";
int attn_data_status = 1;
void (*attn_cleanup)(void);

/* "attn: " before a subcommand is chosen, "attn CMD: " after.  A test of the
 * name itself, not of its first letters: "attend" starts as "attn" does. */
static bool top_level(void)
{
	return strcmp(attn_cmd, "attn") == 0;
}

static void prefix(void)
{
	if (top_level())
		fputs("attn: ", stderr);
	else
		fprintf(stderr, "attn %s: ", attn_cmd);
}

static void vline(const char *where, long line, const char *fmt, va_list ap)
{
	prefix();
	if (where && line > 0)
		fprintf(stderr, "%s:%ld: ", where, line);
	else if (where)
		fprintf(stderr, "%s: ", where);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void warnline(const char *where, long line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vline(where, line, fmt, ap);
	va_end(ap);
}

/* Once: rows already made go out before the message, so that on a
 * terminal the message comes last, as it does from sed. */
static void cleanup(void)
{
	void (*f)(void) = attn_cleanup;

	attn_cleanup = NULL;
	if (f)
		f();
}

static _Noreturn void leave(int status)
{
	cleanup();
#ifdef ATTN_FUZZ
	if (attn_fuzz_exit)
		longjmp(*attn_fuzz_exit, status + 1);
#endif
	exit(status);
}

void fail(const char *where, long line, const char *fmt, ...)
{
	va_list ap;

	cleanup();
	va_start(ap, fmt);
	vline(where, line, fmt, ap);
	va_end(ap);
	leave(attn_data_status);
}

void usage_fail(const char *fmt, ...)
{
	va_list ap;

	prefix();
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (top_level())
		fputs(" (see attn --help)\n", stderr);
	else
		fprintf(stderr, " (see attn %s --help)\n", attn_cmd);
	leave(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		fail(NULL, 0, "out of memory");
	return p;
}

const char *show_field(const char *s, size_t len)
{
	static char buf[4 * 40 + 8];
	static const char hex[] = "0123456789abcdef";
	size_t i, o = 0;

	buf[o++] = '\'';
	for (i = 0; i < len && i < 40; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c < 0x7f && c != '\\' && c != '\'') {
			buf[o++] = (char)c;
		} else {
			buf[o++] = '\\';
			buf[o++] = 'x';
			buf[o++] = hex[c >> 4];
			buf[o++] = hex[c & 15];
		}
	}
	if (i < len) {
		buf[o++] = '.';
		buf[o++] = '.';
		buf[o++] = '.';
	}
	buf[o++] = '\'';
	buf[o] = '\0';
	return buf;
}
