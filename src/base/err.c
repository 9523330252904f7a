/* err.c - the one way attn reports trouble and exits. */
#include "base/err.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef ATTN_FUZZ

/* The fuzz harness runs many inputs in one process: there an error returns
 * to it (status + 1) instead of ending the process. */
jmp_buf *attn_fuzz_exit;
#endif

const char *attn_cmd = "attn";
int attn_data_status = 1;
void (*attn_cleanup)(void);
void (*attn_last_word)(const char *line, int status);
void (*attn_erase)(void);

/* "attn: " before a subcommand is chosen, "attn CMD: " after.  A test of the
 * name itself, not of its first letters: "attend" starts as "attn" does. */
static bool top_level(void)
{
	return strcmp(attn_cmd, "attn") == 0;
}

/* The text of a message, gathered so that it can be written as one line. */
/* Per thread: a row computed on a worker formats its error there. */
static _Thread_local char msg[8192];
static _Thread_local size_t msglen;
_Thread_local struct caught *attn_catch;

static void add(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void vadd(const char *fmt, va_list ap)
{
	int k = vsnprintf(msg + msglen, sizeof msg - msglen, fmt, ap);

	if (k > 0)
		msglen += (size_t)k;
	if (msglen >= sizeof msg)
		msglen = sizeof msg - 1;
}

static void add(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vadd(fmt, ap);
	va_end(ap);
}

static void prefix(void)
{
	msglen = 0;
	msg[0] = '\0';
	if (top_level())
		add("attn: ");
	else
		add("attn %s: ", attn_cmd);
}

/* Write the message and its newline.  A control byte in it (a newline in
 * a file name or an option's value) is written as \xNN, so that every
 * message is exactly one line. */
static void emit(void)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	if (attn_erase)
		attn_erase();
	for (i = 0; i < msglen; i++) {
		unsigned char c = (unsigned char)msg[i];

		if (c < 0x20 || c == 0x7f)
			fprintf(stderr, "\\x%c%c", hex[c >> 4], hex[c & 15]);
		else
			fputc(c, stderr);
	}
	fputc('\n', stderr);
}

static void vformat(const char *where, long line, const char *fmt,
		    va_list ap)
{
	prefix();
	/* an empty name, as an operand may be, is quoted: it shows */
	if (where && !*where)
		where = "''";
	if (where && line > 0)
		add("%s:%ld: ", where, line);
	else if (where)
		add("%s: ", where);
	vadd(fmt, ap);
}

static void vline(const char *where, long line, const char *fmt, va_list ap)
{
	vformat(where, line, fmt, ap);
	emit();
}

void notice(const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vline(where, 0, fmt, ap);
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
	void (*last)(const char *line, int status) = attn_last_word;

	cleanup();
	attn_last_word = NULL;
	if (last)
		last(msg, status);
#ifdef ATTN_FUZZ
	if (attn_fuzz_exit)
		longjmp(*attn_fuzz_exit, status + 1);
#endif
	exit(status);
}

void fail(const char *where, long line, const char *fmt, ...)
{
	va_list ap;

	if (attn_catch) {
		va_start(ap, fmt);
		vformat(where, line, fmt, ap);
		va_end(ap);
		memcpy(attn_catch->msg, msg, msglen + 1);
		longjmp(attn_catch->jb, 1);
	}
	cleanup();
	va_start(ap, fmt);
	vline(where, line, fmt, ap);
	va_end(ap);
	leave(attn_data_status);
}

void fail_sys(const char *where, int err)
{
	char text[256];

	snprintf(text, sizeof text, "%s", strerror(err));
	/* "No such file", not "I/O error" or "RPC ...": a capital followed
	 * by a small letter is the start of a sentence */
	if (text[0] >= 'A' && text[0] <= 'Z' && text[1] >= 'a' && text[1] <= 'z')
		text[0] = (char)(text[0] - 'A' + 'a');
	fail(where, 0, "%s", text);
}

void fail_caught(const struct caught *c)
{
	cleanup();
	msglen = strlen(c->msg);
	memcpy(msg, c->msg, msglen + 1);
	emit();
	leave(attn_data_status);
}

void usage_fail(const char *fmt, ...)
{
	va_list ap;

	prefix();
	va_start(ap, fmt);
	vadd(fmt, ap);
	va_end(ap);
	if (top_level())
		add(" (see attn --help)");
	else
		add(" (see attn %s --help)", attn_cmd);
	emit();
	leave(2);
}
