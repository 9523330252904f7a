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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/matrix.h"
#include "io/number.h"
#include "base/err.h"
#include "base/alloc.h"

static char buf[1 << 16];
static size_t len;
static int fd = 1;
static bool unbuf;
static const char *target;		/* -o FILE, or NULL */
static char *real;			/* where FILE's bytes go, if a symlink */
static bool direct;			/* FILE is a device or FIFO: no rename */
static char tmp[4096];			/* its temporary, while it exists */

static volatile sig_atomic_t have_tmp;	/* tmp exists and is ours */

static void remove_tmp(void)
{
	if (have_tmp)
		unlink(tmp);
	have_tmp = 0;
}

/* SIGINT, SIGTERM, SIGHUP or SIGQUIT while writing: take the temporary
 * file away, then die of the signal as if it had not been caught. */
static void on_signal(int sig)
{
	if (have_tmp)
		unlink(tmp);
	have_tmp = 0;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* On an error, the rows computed before it still reach stdout, as sed's
 * and awk's do; a failure to write them changes nothing. */
static void flush_rows(void)
{
	size_t off = 0;
	ssize_t n;

	attn_cleanup = NULL;
	while (off < len && ((n = write(fd, buf + off, len - off)) > 0 ||
			     (n < 0 && errno == EINTR)))
		off += n > 0 ? (size_t)n : 0;
	len = 0;
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
	size_t off = 0;

	while (off < len) {
		ssize_t n = write(fd, buf + off, len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EPIPE && (!target || direct))
			exit(pipe_status);	/* the reader went away: quietly */
		if (n <= 0) {
			len = 0;	/* nothing left for flush_rows to retry */
			if (n < 0)
				fail_sys(target ? target : "<stdout>", errno);
			fail(target ? target : "<stdout>", 0, "write failed");
		}
		off += (size_t)n;
	}
	len = 0;
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

void out_open(const char *path, bool unbuffered)
{
	struct sigaction sa, old;
	struct stat st;
	bool replace = false, found;
	uid_t uid = 0;
	gid_t gid = 0;
	const char *slash, *base;
	mode_t mode, mask;
	size_t i;
	int dirlen, probe;

	unbuf = unbuffered;
	if (!path || strcmp(path, "-") == 0) {
		attn_cleanup = flush_rows;
		return;
	}
	if (!*path)
		usage_fail("-o needs a file name");
	target = path;
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
			direct = true;
			attn_cleanup = flush_rows;
			if ((fd = open(path, O_WRONLY)) < 0) {
				int e = errno;

				fd = 1;
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
		    (real = realpath(path, NULL)) != NULL)
			path = real;
	} else {
		mask = umask(0);		/* as a shell redirection would */
		umask(mask);
		mode = 0666 & ~mask;
		/* A link to a file yet to be made, through any number of
		 * links: make that file, as a shell redirection would, and
		 * keep the links. */
		while (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
			char *next = link_target(path);

			free(real);
			path = real = next;
		}
	}
	slash = strrchr(path, '/');
	dirlen = slash ? (int)(slash - path + 1) : 0;
	base = slash ? slash + 1 : path;
	/* ".FILE.XXXXXX" beside FILE; a shorter name where that one would
	 * be too long for the directory */
	if ((size_t)snprintf(tmp, sizeof tmp, "%.*s.%s.XXXXXX", dirlen, path,
			     strlen(base) + 8 > NAME_MAX ? "attn" : base) >=
	    sizeof tmp)
		fail(target, 0, "name too long");
	hold_signals(SIG_BLOCK);
	fd = mkstemp(tmp);
	if (fd < 0) {
		int e = errno;

		hold_signals(SIG_UNBLOCK);
		fd = 1;
		fail_sys(target, e);
	}
	have_tmp = 1;
	attn_cleanup = remove_tmp;
	if (fd <= 2) {
		/* stdin, stdout or stderr was closed: the temporary file
		 * must not pose as one of them (stdin would read it). */
		int high = fcntl(fd, F_DUPFD, 3);

		if (high < 0)
			fail_sys(target, errno);
		close(fd);
		fd = high;
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
	if (replace && fchown(fd, uid, gid) != 0 && errno != EPERM)
		fail_sys(target, errno);
	if (fchmod(fd, mode) != 0)
		fail_sys(target, errno);
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
	while (n > 0) {
		size_t k = sizeof buf - len < n ? sizeof buf - len : n;

		memcpy(buf + len, s, k);
		len += k;
		s += k;
		n -= k;
		if (len == sizeof buf)
			flush();
	}
}

void out_str(const char *s) { out_text(s, strlen(s)); }

void out_num(double x)
{
	if (sizeof buf - len < NUM_BUFSZ)
		flush();
	len += num_write(x, buf + len);
}

void out_sep(void)
{
	if (len == sizeof buf)
		flush();
	buf[len++] = (char)csv_opts.delim;
}

void out_eol(void)
{
	if (len == sizeof buf)
		flush();
	buf[len++] = '\n';
	if (unbuf)
		flush();
}

void out_row(const double *v, size_t n)
{
	size_t j;

	for (j = 0; j < n; j++) {
		if (j)
			out_sep();
		out_num(v[j]);
	}
	out_eol();
}

size_t out_format(const double *v, size_t n, char **text, size_t *cap)
{
	size_t j, k = 0;

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
		k += num_write(v[j], *text + k);
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
	out_text(s, n);
	if (unbuf)
		flush();
}

void out_close(void)
{
	flush();
	if (!target)
		return;
	if (close(fd) != 0)
		fail_sys(target, errno);
	fd = -1;
	if (direct)
		return;
	/* No signal between the rename and forgetting the temporary name. */
	hold_signals(SIG_BLOCK);
	if (rename(tmp, real ? real : target) != 0) {
		int e = errno;

		hold_signals(SIG_UNBLOCK);
		fail_sys(target, e);
	}
	have_tmp = 0;
	hold_signals(SIG_UNBLOCK);
}
