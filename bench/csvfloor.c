/* csvfloor.c - the floor for any CSV stage: libcsv reading FILE (or stdin)
 * with callbacks that do nothing.  attn cannot read faster than this. */
#include <csv.h>
#include <stdio.h>
#include <unistd.h>
#include <fcntl.h>

static void field(void *s, size_t len, void *data) { (void)s; (void)len; ++*(size_t *)data; }
static void row(int c, void *data) { (void)c; (void)data; }

int main(int argc, char **argv)
{
	static char buf[1 << 16];
	struct csv_parser p;
	size_t fields = 0;
	ssize_t n;
	int fd = argc > 1 ? open(argv[1], O_RDONLY) : 0;

	if (fd < 0 || csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL))
		return 1;
	while ((n = read(fd, buf, sizeof buf)) > 0)
		if (csv_parse(&p, buf, (size_t)n, field, row, &fields) != (size_t)n)
			return 1;
	csv_fini(&p, field, row, &fields);
	csv_free(&p);
	printf("%zu\n", fields);
	return 0;
}
