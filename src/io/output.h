/* output.h - stdout, or an atomic -o FILE; write errors are caught here. */
#ifndef ATTN_OUTPUT_H
#define ATTN_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

/* PATH NULL or "-" is stdout; otherwise a temporary file beside PATH that
 * becomes PATH at out_close(), and is removed on an error or on SIGINT,
 * SIGTERM or SIGHUP.  UNBUFFERED flushes after every row. */
void out_open(const char *path, bool unbuffered);
/* Several results at once, each to its own PATHS[i] as out_open opens
 * one (one of them stdout at most), OUT_MAX at most; out_select(i) sends
 * what is written next to the i-th (the first at the start).  out_close
 * puts every file in place after all are written whole; an error before
 * leaves every old file as it was. */
#define OUT_MAX 8
void out_open_all(const char *const *paths, size_t n, bool unbuffered);
void out_select(size_t i);
/* One CSV row of numbers in the current format, then '\n'. */
void out_row(const double *v, size_t n);
/* Lay out the N numbers of V as a row, '\n' included, in *TEXT (grown as
 * needed; *CAP bytes); returns its length.  Safe on any thread. */
size_t out_format(const double *v, size_t n, char **text, size_t *cap);
/* A row laid out by out_format (flushed under -u). */
void out_line(const char *s, size_t n);
/* Raw text; out_eol ends a row (and flushes under -u). */
void out_text(const char *s, size_t n);
void out_str(const char *s);
void out_num(double x);
void out_sep(void);
void out_eol(void);
/* Write what is buffered, and from now on flush after every row, as -u
 * does: --show-work keeps stdout in step with its working on stderr. */
void out_unbuffer(void);
/* Whether -u asked for a flush after every row. */
bool out_is_unbuffered(void);
/* The exit status when the reader closes the pipe (default 0). */
void out_pipe_status(int status);
/* Flush, and on success put -o FILE (every one) in place; exits on a
 * failed write. */
void out_close(void);

#endif
