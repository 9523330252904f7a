/* findings.c - what the search found, said (findings.h). */
#include "explain/findings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/output.h"

void findings_say(const struct findings *f)
{
	char line[sizeof f->f->id + sizeof f->f->words + 32];
	size_t k;

	for (k = 0; k < f->nwhere; k++) {
		out_str(f->where[k]);
		out_eol();
	}
	for (k = 0; k < f->n; k++) {
		snprintf(line, sizeof line, "likely %s%s (%s): %s\n",
			 f->f[k].different ? "kernel" : "mistake",
			 f->f[k].pair ? "s" : "", f->f[k].id, f->f[k].words);
		out_str(line);
	}
	if (!f->n)
		out_str("no common mistake reproduces this answer\n");
}

void findings_free(struct findings *f)
{
	free(f->f);
	memset(f, 0, sizeof *f);
}
