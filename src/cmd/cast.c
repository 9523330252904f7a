/* cast.c - attn cast: a matrix rounded to a kernel's format, the values
 * a kernel stores. */
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/tensors.h"
#include "io/matrix.h"
#include "io/output.h"

enum { OPT_OVERFLOW = OPT_OWN };

/* What cast's own options say */
struct cast_opts {
	enum rd_overflow overflow;	/* --overflow */
};

static const char intro[] =
"usage: attn cast --dtype T [options] [FILE]\n"
"\n"
"Each number of FILE (or stdin) rounded to T, to nearest, ties to even,\n"
"as PyTorch's .to(dtype) rounds it, and written as the shortest decimal\n"
"that reads back as the same value of T: the inputs a kernel in T sees.\n"
"inf, -inf and nan stay as they are; a finite number past T's range is\n"
"an error, unless --overflow says otherwise.\n"
"\n";

static const struct opt opts[] = {
	{ "dtype", OPT_DTYPE, "T", "%w", NULL, OPT_FORMAT, AT(dtype) },
	/* in the order of enum rd_overflow */
	{ "overflow", OPT_OVERFLOW, "HOW", "past T's range: error (default), "
	  "inf (PyTorch's:\ninf, nan for e4m3) or saturate (the largest "
	  "value)", NULL, OPT_WORD, "error|inf|saturate",
	  OWN(struct cast_opts, overflow) },
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "cast", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
	"  attn cast --dtype bf16 '[0.1,1e-3;65520,3.14159]'\n"
};

int cmd_cast(int argc, char **argv)
{
	struct args a;
	struct cast_opts o = { RD_REFUSE };
	const char *path;
	const double *row;
	size_t n;
	reader *r;

	opt_parse(&spec, argc, argv, &a, NULL, &o);
	path = sole_operand(&a);
	if (!a.dtype)
		usage_fail("missing --dtype T, the format to round to");
	dtype_io(a.dtype);
	tensors_out_shape(path);
	rd_rounding.overflow = o.overflow;
	r = rd_open(path, "the input", ALLOW_ALL | ROUND_AS_READ);
	out_open(a.out.last, a.unbuffered);
	while (rd_row(r, &row, &n))
		out_row(row, n);
	out_close();
	rd_close(r);
	return 0;
}
