/* labels.c - the heatmap's row and column labels, one per line of a
 * file. */
#include "draw/heatmap.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/err.h"
#include "io/matrix.h"

void hm_free_labels(char **lab, size_t n)
{
	size_t i;

	if (!lab)
		return;
	for (i = 0; i < n; i++)
		free(lab[i]);
	free(lab);
}

/* One label per line of PATH; there must be exactly N.  On an error
 * everything is freed before failing. */
char **hm_labels(const char *path, size_t n, const char *what)
{
	FILE *f = is_stdin(path) ? stdin : fopen(path, "rb");
	const char *name = is_stdin(path) ? "<stdin>" : path;
	char **lab, *line = NULL;
	size_t cap = 0, k = 0;
	ssize_t len;
	int err;

	if (!f)
		fail_sys(path, errno);
	lab = xcalloc(n ? n : 1, sizeof *lab);
	errno = 0;
	while ((len = getline(&line, &cap, f)) >= 0) {
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (len > 0 && line[len - 1] == '\r')
			line[--len] = '\0';
		if (k < n) {
			lab[k] = xmalloc((size_t)len + 1);
			memcpy(lab[k], line, (size_t)len + 1);
		}
		k++;
	}
	err = ferror(f) ? (errno ? errno : EIO) : 0;
	free(line);
	if (f != stdin)
		fclose(f);
	if (err || k != n)
		hm_free_labels(lab, n);
	if (err)
		fail_sys(name, err);
	if (k != n)
		fail(name, 0, "%zu label%s for %zu %s (one label per line)", k,
		     k == 1 ? "" : "s", n, what);
	return lab;
}

