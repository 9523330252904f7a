/* output.c - buffered writes to stdout or to an atomic -o FILE.
 *
 * -o writes to a temporary file in FILE's directory and renames it over FILE
 * only at a successful end, so a failed Makefile rule leaves no half-written
 * target behind and an old FILE survives anything, SIGKILL included.
 */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "matrix.h"
#include "number.h"
#include "util.h"

static char buf[1 << 16];
static size_t len;
static int fd = 1;
static bool unbuf;
static const char *target;		/* -o FILE, or NULL */
static char tmp[4096];			/* its temporary, while it exists */

static void remove_tmp(void)
{
	if (tmp[0])
		unlink(tmp);
	tmp[0] = '\0';
}

/* An error in row N leaves rows 1 to N-1 written, as sed and awk do: what
 * is buffered goes out before exit.  A write error here is not reported; the
 * error that ends attn is. */
static void flush_written(void)
{
	size_t off = 0;
	ssize_t n;

	while (off < len) {
		n = write(fd, buf + off, len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		off += (size_t)n;
	}
	len = 0;
}

static void on_signal(int sig)
{
	if (tmp[0])
		unlink(tmp);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void flush(void)
{
	size_t off = 0;

	while (off < len) {
		ssize_t n = write(fd, buf + off, len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EPIPE && !target)
			exit(0);	/* the reader went away: end quietly */
		if (n <= 0)
			fail(target ? target : "<stdout>", 0, "%s",
			     n < 0 ? strerror(errno) : "write failed");
		off += (size_t)n;
	}
	len = 0;
}

void out_open(const char *path, bool unbuffered)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct stat st;
	const char *slash;
	mode_t mode, mask;
	size_t i;
	int dirlen;

	unbuf = unbuffered;
	if (!path || strcmp(path, "-") == 0) {
		attn_cleanup = flush_written;
		return;
	}
	target = path;
	slash = strrchr(path, '/');
	dirlen = slash ? (int)(slash - path + 1) : 0;
	if ((size_t)snprintf(tmp, sizeof tmp, "%.*s.%s.XXXXXX", dirlen, path,
			     slash ? slash + 1 : path) >= sizeof tmp) {
		tmp[0] = '\0';
		fail(path, 0, "name too long");
	}
	for (i = 0; i < sizeof sigs / sizeof *sigs; i++)
		signal(sigs[i], on_signal);
	fd = mkstemp(tmp);
	if (fd < 0) {
		int e = errno;

		tmp[0] = '\0';
		fail(path, 0, "%s", strerror(e));
	}
	attn_cleanup = remove_tmp;
	if (stat(path, &st) == 0) {
		mode = st.st_mode & 07777;
	} else {
		mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	if (fchmod(fd, mode) != 0)
		fail(path, 0, "%s", strerror(errno));
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

void out_close(void)
{
	flush();
	if (!target)
		return;
	if (close(fd) != 0)
		fail(target, 0, "%s", strerror(errno));
	fd = -1;
	if (rename(tmp, target) != 0)
		fail(target, 0, "%s", strerror(errno));
	tmp[0] = '\0';
}
