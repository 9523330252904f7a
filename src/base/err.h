/* err.h - the one way attn reports trouble and exits. */
#ifndef ATTN_ERR_H
#define ATTN_ERR_H

#include <setjmp.h>
#include <stddef.h>

/* The subcommand being run, for messages: "attn scores: ...". */
extern const char *attn_cmd;
/* Exit status for bad data: 1, except under check, where it is 2. */
extern int attn_data_status;

/* "attn CMD: WHERE:LINE: what" (LINE omitted when <= 0), then exit. */
_Noreturn void fail(const char *where, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* "attn CMD: WHERE: what", without exiting: a failure that is no
 * error (check's differences). */
void notice(const char *where, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* "attn CMD: WHERE: what errno ERR says", in lower case as our own
 * messages are ("no such file or directory"), then exit as fail does. */
_Noreturn void fail_sys(const char *where, int err);
/* While a thread's attn_catch is set, fail() there does not exit: it
 * writes its message into *attn_catch and jumps back to its jb, so that a
 * row computed on a worker thread reports its error in its turn. */
struct caught {
	jmp_buf jb;
	char msg[8192];
};
extern _Thread_local struct caught *attn_catch;
/* Report a caught error as fail() would have, and exit. */
_Noreturn void fail_caught(const struct caught *c);
/* "attn CMD: what (see attn CMD --help)", then exit 2. */
_Noreturn void usage_fail(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* Run before exit on failure: removes an unfinished -o file. */
extern void (*attn_cleanup)(void);
/* Run last on failure, once, with the one line said (prefix and all) and
 * the exit status: check --json writes its object of trouble. */
extern void (*attn_last_word)(const char *line, int status);
/* Or NULL: run before any message goes to stderr, to erase what stands on
 * the terminal's last line (a long stage's progress). */
extern void (*attn_erase)(void);

#endif
