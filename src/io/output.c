/* output.c - buffered writes to stdout or to an atomic -o FILE.
 *
 * -o writes to a temporary file in FILE's directory and renames it over FILE
 * only at a successful end, so a failed Makefile rule leaves no half-written
 * target behind and an old FILE survives anything, SIGKILL included.
 */
#define _XOPEN_SOURCE 700	/* realpath */
#include "io/output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/matrix.h"
#include "io/npy_out.h"
#include "io/number.h"
#include "base/err.h"
#include "base/alloc.h"

/* An output: stdout, or -o FILE through its temporary.  Several are open
 * at once for a command that writes several results (grad --wrt q,k,v),
 * each to its own file; what is written goes to the one selected. */
struct stream {
	char buf[1 << 16];
	size_t len;
	int fd;
	const char *target;		/* -o FILE, or NULL */
	char *real;			/* where FILE's bytes go, if a symlink */
	bool direct;			/* FILE is a device or FIFO: no rename */
	char tmp[4096];			/* its temporary, while it exists */
	volatile sig_atomic_t have_tmp;	/* tmp exists and is ours */
	bool npy;			/* FILE is a .npy: the rows are kept as
					   numbers, written at the end */
};
_Static_assert(NPY_OUT_MAX >= OUT_MAX, "a .npy for every output");
static struct stream S[OUT_MAX] = { { .fd = 1 } };
static struct stream *cur = &S[0];
static size_t nstream = 1;
static bool unbuf;

/* Every temporary removed (on an error, or a signal: async-signal-safe). */
static void remove_tmp(void)
{
	size_t i;

	for (i = 0; i < nstream; i++) {
		if (S[i].have_tmp)
			unlink(S[i].tmp);
		S[i].have_tmp = 0;
	}
}

/* SIGINT, SIGTERM, SIGHUP or SIGQUIT while writing: take the temporary
 * files away, then die of the signal as if it had not been caught. */
static void on_signal(int sig)
{
	remove_tmp();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* On an error, the rows computed before it still reach stdout, as sed's
 * and awk's do; a failure to write them changes nothing.  No -o file is
 * put in place: every temporary goes. */
static void flush_rows(void)
{
	size_t off, i;
	ssize_t n;

	attn_cleanup = NULL;
	remove_tmp();
	for (i = 0; i < nstream; i++) {
		struct stream *o = &S[i];

		if (o->target && !o->direct)
			continue;
		for (off = 0; off < o->len &&
		     ((n = write(o->fd, o->buf + off, o->len - off)) > 0 ||
		      (n < 0 && errno == EINTR));)
			off += n > 0 ? (size_t)n : 0;
		o->len = 0;
	}
}

static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/* Block or unblock the signals above around the rename. */
static void hold_signals(int how)
{
	sigset_t set;
	size_t i;

	sigemptyset(&set);
	for (i = 0; i < sizeof sigs / sizeof *sigs; i++)
		sigaddset(&set, sigs[i]);
	sigprocmask(how, &set, NULL);
}

/* The status a closed pipe ends attn with: 0, but check's 1 once it has
 * found a difference, as diff's and cmp's status would say. */
static int pipe_status;

void out_pipe_status(int status)
{
	pipe_status = status;
}

static void flush(void)
{
	struct stream *o = cur;
	size_t off = 0;

	while (off < o->len) {
		ssize_t n = write(o->fd, o->buf + off, o->len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EPIPE && (!o->target || o->direct))
			exit(pipe_status);	/* the reader went away: quietly */
		if (n <= 0) {
			o->len = 0;	/* nothing left for flush_rows to retry */
			if (n < 0)
				fail_sys(o->target ? o->target : "<stdout>",
					 errno);
			fail(o->target ? o->target : "<stdout>", 0,
			     "write failed");
		}
		off += (size_t)n;
	}
	o->len = 0;
}

/* /dev/stdout, /dev/fd/1 and the like: links to an open file, which may
 * well be a regular one that the shell is writing to. */
static bool std_stream(const char *path)
{
	struct stat st;

	return (strncmp(path, "/dev/", 5) == 0 ||
		strncmp(path, "/proc/", 6) == 0) &&
	       lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
}

/* Where the symbolic link PATH points, relative to PATH's directory. */
static char *link_target(const char *path)
{
	char to[4096], *out;
	const char *slash = strrchr(path, '/');
	ssize_t n = readlink(path, to, sizeof to - 1);
	int dirlen = slash && n > 0 && to[0] != '/' ?
		     (int)(slash - path + 1) : 0;

	if (n <= 0)
		fail_sys(path, errno);
	to[n] = '\0';
	out = xmalloc((size_t)dirlen + (size_t)n + 1);
	memcpy(out, path, (size_t)dirlen);
	memcpy(out + dirlen, to, (size_t)n + 1);
	return out;
}

/* Open the selected stream for PATH. */
static void open_one(const char *path)
{
	struct stream *o = cur;
	struct sigaction sa, old;
	struct stat st;
	bool replace = false, found;
	uid_t uid = 0;
	gid_t gid = 0;
	const char *slash, *base;
	mode_t mode, mask;
	size_t i;
	int dirlen, probe;

	if (!path || strcmp(path, "-") == 0) {
		attn_cleanup = flush_rows;
		return;
	}
	if (!*path)
		usage_fail("-o needs a file name");
	o->target = path;
	o->npy = npy_out_named(path);
	/* FILE is replaced by a rename, but only where a shell's redirection
	 * could have written it: what stops the one stops the other. */
	found = stat(path, &st) == 0;
	if (!found && errno != ENOENT)
		fail_sys(path, errno);	/* a link loop, a file as a directory */
	if (found) {
		if (S_ISDIR(st.st_mode))
			fail(path, 0, "is a directory");
		if (!S_ISREG(st.st_mode) || std_stream(path)) {
			/* /dev/stdout, /dev/null, a FIFO: nothing to rename
			 * over, and replacing it would be wrong.  It is
			 * written as stdout is. */
			o->direct = true;
			attn_cleanup = flush_rows;
			if ((o->fd = open(path, O_WRONLY)) < 0) {
				int e = errno;

				o->fd = 1;
				fail_sys(path, e);
			}
			return;
		}
		/* a read-only file (that root aside, as for the shell) */
		if ((probe = open(path, O_WRONLY | O_NOCTTY)) < 0)
			fail_sys(path, errno);
		close(probe);
		mode = st.st_mode & 07777;	/* a replaced file keeps its mode */
		replace = true;
		uid = st.st_uid;
		gid = st.st_gid;
		/* A symlink stays a symlink: its file is what is replaced. */
		if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
		    (o->real = realpath(path, NULL)) != NULL)
			path = o->real;
	} else {
		mask = umask(0);		/* as a shell redirection would */
		umask(mask);
		mode = 0666 & ~mask;
		/* A link to a file yet to be made, through any number of
		 * links: make that file, as a shell redirection would, and
		 * keep the links. */
		while (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
			char *next = link_target(path);

			free(o->real);
			path = o->real = next;
		}
	}
	slash = strrchr(path, '/');
	dirlen = slash ? (int)(slash - path + 1) : 0;
	base = slash ? slash + 1 : path;
	/* ".FILE.XXXXXX" beside FILE; a shorter name where that one would
	 * be too long for the directory */
	if ((size_t)snprintf(o->tmp, sizeof o->tmp, "%.*s.%s.XXXXXX", dirlen, path,
			     strlen(base) + 8 > NAME_MAX ? "attn" : base) >=
	    sizeof o->tmp)
		fail(o->target, 0, "name too long");
	hold_signals(SIG_BLOCK);
	o->fd = mkstemp(o->tmp);
	if (o->fd < 0) {
		int e = errno;

		hold_signals(SIG_UNBLOCK);
		o->fd = 1;
		fail_sys(o->target, e);
	}
	o->have_tmp = 1;
	attn_cleanup = flush_rows;
	if (o->fd <= 2) {
		/* stdin, stdout or stderr was closed: the temporary file
		 * must not pose as one of them (stdin would read it). */
		int high = fcntl(o->fd, F_DUPFD, 3);

		if (high < 0)
			fail_sys(o->target, errno);
		close(o->fd);
		o->fd = high;
	}
	/* Signals that were ignored (nohup) stay ignored. */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof *sigs; i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
	hold_signals(SIG_UNBLOCK);
	/* A replaced file keeps its owner and group where we may set them
	 * (as root), and its mode after them: a chown may clear set-id bits. */
	if (replace && fchown(o->fd, uid, gid) != 0 && errno != EPERM)
		fail_sys(o->target, errno);
	if (fchmod(o->fd, mode) != 0)
		fail_sys(o->target, errno);
}

void out_open(const char *path, bool unbuffered)
{
	out_open_all(&path, 1, unbuffered);
}

void out_open_all(const char *const *paths, size_t n, bool unbuffered)
{
	size_t i, std = 0;

	unbuf = unbuffered;
	for (i = 0; i < n; i++)
		std += !paths[i] || strcmp(paths[i], "-") == 0;
	if (n > 1 && std > 1)
		usage_fail("only one result can go to stdout (-o - is given "
			   "%zu times)", std);
	for (i = 0; i < n && i < OUT_MAX; i++) {
		nstream = i + 1;
		cur = &S[i];
		cur->fd = 1;
		cur->npy = false;
		if (!paths[i] || strcmp(paths[i], "-") == 0)
			continue;
		if (!*paths[i])
			usage_fail("-o needs a file name");
	}
	for (i = 0; i < nstream; i++) {
		cur = &S[i];
		open_one(paths[i]);
	}
	cur = &S[0];
	npy_out_select(0);
}

void out_select(size_t i)
{
	cur = &S[i < nstream ? i : 0];
	npy_out_select((size_t)(cur - S));
}


bool out_is_unbuffered(void)
{
	return unbuf;
}

void out_unbuffer(void)
{
	unbuf = true;
	flush();
}

void out_text(const char *s, size_t n)
{
	struct stream *o = cur;

	if (o->npy)
		fail(o->target, 0, "a .npy holds numbers only, and this output "
		     "has text in it: write it as CSV");

	while (n > 0) {
		size_t k = sizeof o->buf - o->len < n ? sizeof o->buf - o->len :
			   n;

		memcpy(o->buf + o->len, s, k);
		o->len += k;
		s += k;
		n -= k;
		if (o->len == sizeof o->buf)
			flush();
	}
}

void out_str(const char *s) { out_text(s, strlen(s)); }

/* X as text into the buffer: column COL of a row, or (COL SIZE_MAX)
 * a number on its own. */
static void put_num(double x, size_t col)
{
	if (sizeof cur->buf - cur->len < NUM_BUFSZ)
		flush();
	cur->len += col == SIZE_MAX ? num_write(x, cur->buf + cur->len) :
		    num_write_col(x, col, cur->buf + cur->len);
}

void out_num(double x)
{
	if (cur->npy) {
		npy_out_num(x);
		return;
	}
	put_num(x, SIZE_MAX);
}

void out_sep(void)
{
	if (cur->npy)
		return;
	if (cur->len == sizeof cur->buf)
		flush();
	cur->buf[cur->len++] = (char)csv_opts.delim;
}

void out_eol(void)
{
	if (cur->npy) {
		npy_out_eol(cur->target);
		return;
	}
	if (cur->len == sizeof cur->buf)
		flush();
	cur->buf[cur->len++] = '\n';
	if (unbuf)
		flush();
}

void out_row(const double *v, size_t n)
{
	size_t j;

	if (cur->npy) {
		npy_out_row(v, n, cur->target);
		return;
	}
	for (j = 0; j < n; j++) {
		if (j)
			out_sep();
		put_num(v[j], j);
	}
	out_eol();
}

size_t out_format(const double *v, size_t n, char **text, size_t *cap)
{
	size_t j, k = 0;

	if (cur->npy) {
		/* the numbers themselves, for out_line */
		if (*cap < xmul(n, sizeof *v) + 1) {
			*cap = xmul(n, sizeof *v) + 1;
			*text = xrealloc(*text, *cap);
		}
		memcpy(*text, v, n * sizeof *v);
		return n * sizeof *v;
	}
	for (j = 0; j < n; j++) {
		if (*cap - k < NUM_BUFSZ + 2) {
			/* room for the rest at a shortest number's usual
			 * 24 bytes and a separator, so that a line is
			 * allocated once and not grown number by number */
			size_t want = k + xmul(n - j, 25) + NUM_BUFSZ + 2;

			*cap = want > 2 * *cap ? want : 2 * *cap;
			*text = xrealloc(*text, *cap);
		}
		if (j)
			(*text)[k++] = (char)csv_opts.delim;
		k += num_write_col(v[j], j, *text + k);
	}
	if (*cap - k < 1) {
		*cap += 1;
		*text = xrealloc(*text, *cap);
	}
	(*text)[k++] = '\n';
	return k;
}

void out_line(const char *s, size_t n)
{
	double x;
	size_t j;

	if (cur->npy) {
		for (j = 0; j < n / sizeof x; j++) {
			memcpy(&x, s + j * sizeof x, sizeof x);
			npy_out_num(x);
		}
		npy_out_eol(cur->target);
		return;
	}
	out_text(s, n);
	if (unbuf)
		flush();
}

void out_close(void)
{
	size_t i;

	/* every result whole and closed before any is put in place */
	for (i = 0; i < nstream; i++) {
		cur = &S[i];
		flush();
		if (!cur->target)
			continue;
		if (cur->npy) {
			npy_out_select(i);
			npy_out_write(cur->fd, cur->target);
		}
		if (close(cur->fd) != 0)
			fail_sys(cur->target, errno);
		cur->fd = -1;
	}
	/* No signal between the renames and forgetting the temporary
	 * names. */
	hold_signals(SIG_BLOCK);
	for (i = 0; i < nstream; i++) {
		cur = &S[i];
		if (!cur->target || cur->direct)
			continue;
		if (rename(cur->tmp, cur->real ? cur->real : cur->target) != 0) {
			int e = errno;

			hold_signals(SIG_UNBLOCK);
			fail_sys(cur->target, e);
		}
		cur->have_tmp = 0;
	}
	hold_signals(SIG_UNBLOCK);
	cur = &S[0];
	npy_out_select(0);
}
