/* plain.c - attn's stages as a C programmer would write them with a BLAS,
 * for make bench: the anchor for how fast inexact work can be.
 *
 *	plain scores Q K		S = Q K^T / sqrt(d)
 *	plain weights [S]		A = row-softmax(S)
 *	plain apply V [A]		O = A V
 *	plain attend Q K V		O = softmax(Q K^T / sqrt(d)) V
 *	plain grad q|k|v Q K V dO	dQ, dK or dV of sum(O * dO)
 *	plain blas			OpenBLAS's build and its threads
 *
 * Each operand is read whole with strtod (a missing last operand, or -, is
 * stdin), the products are cblas_dgemm (OpenBLAS, on its own threads), the
 * softmax is libm's exp on one thread, and every number is printed with
 * "%.17g".  Nothing is compensated and nothing is checked beyond the
 * shapes: the answers are numpy's, not attn's, to the last bits. */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mat {
	size_t r, c;
	double *x;
};

static void die(const char *what)
{
	fprintf(stderr, "plain: %s\n", what);
	exit(1);
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("out of memory");
	return p;
}

/* The whole of the file (or stdin), NUL-terminated. */
static char *slurp(const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t len = 0, cap = 1 << 20, n;
	char *b;

	if (!f)
		die(path);
	b = xmalloc(cap + 1);
	while ((n = fread(b + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap) {
			b = realloc(b, 2 * cap + 1);
			if (!b)
				die("out of memory");
			cap *= 2;
		}
	}
	if (f != stdin)
		fclose(f);
	b[len] = 0;
	return b;
}

/* A CSV matrix of numbers: strtod for each field, ',' between them and a
 * newline after each row. */
static struct mat load(const char *path)
{
	char *b = slurp(path), *p = b, *e;
	size_t cap = 1024, n = 0, rows = 0, cols = 0, in_row = 0;
	struct mat m;

	m.x = xmalloc(cap * sizeof *m.x);
	while (*p) {
		double v = strtod(p, &e);

		if (e == p)
			die("not a number");
		if (n == cap) {
			cap *= 2;
			m.x = realloc(m.x, cap * sizeof *m.x);
			if (!m.x)
				die("out of memory");
		}
		m.x[n++] = v;
		in_row++;
		p = e;
		if (*p == ',') {
			p++;
			continue;
		}
		if (*p == '\r')
			p++;
		if (*p == '\n' || !*p) {
			if (*p)
				p++;
			if (!rows)
				cols = in_row;
			else if (in_row != cols)
				die("ragged rows");
			rows++;
			in_row = 0;
		} else
			die("bad separator");
	}
	free(b);
	if (!rows)
		die("empty matrix");
	m.r = rows;
	m.c = cols;
	return m;
}

static struct mat new(size_t r, size_t c)
{
	struct mat m = { r, c, xmalloc(r * c * sizeof(double)) };

	return m;
}

static void save(struct mat m)
{
	static char buf[1 << 16];
	size_t i, j;

	setvbuf(stdout, buf, _IOFBF, sizeof buf);
	for (i = 0; i < m.r; i++)
		for (j = 0; j < m.c; j++)
			printf("%.17g%c", m.x[i * m.c + j],
			       j + 1 < m.c ? ',' : '\n');
	if (fflush(stdout))
		die("write error");
}

/* C = alpha op(A) op(B), row-major. */
static struct mat mul(double alpha, struct mat a, int ta, struct mat b, int tb)
{
	size_t m = ta ? a.c : a.r, k = ta ? a.r : a.c;
	size_t kb = tb ? b.c : b.r, n = tb ? b.r : b.c;
	struct mat c;

	if (k != kb)
		die("shapes do not match");
	c = new(m, n);
	cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,
		    tb ? CblasTrans : CblasNoTrans, (int)m, (int)n, (int)k,
		    alpha, a.x, (int)a.c, b.x, (int)b.c, 0.0, c.x, (int)n);
	return c;
}

static void softmax(struct mat s)
{
	size_t i, j;

	for (i = 0; i < s.r; i++) {
		double *r = s.x + i * s.c, mx = r[0], sum = 0;

		for (j = 1; j < s.c; j++)
			if (r[j] > mx)
				mx = r[j];
		for (j = 0; j < s.c; j++)
			sum += r[j] = exp(r[j] - mx);
		for (j = 0; j < s.c; j++)
			r[j] /= sum;
	}
}

/* A = softmax(Q K^T / sqrt(d)). */
static struct mat weights_of(struct mat q, struct mat k)
{
	struct mat a = mul(1 / sqrt((double)k.c), q, 0, k, 1);

	softmax(a);
	return a;
}

/* dS = A * (dO V^T - rowsum(A * dO V^T)), in place of dA. */
static struct mat dscores(struct mat a, struct mat v, struct mat dout)
{
	struct mat ds = mul(1, dout, 0, v, 1);
	size_t i, j;

	for (i = 0; i < ds.r; i++) {
		double *g = ds.x + i * ds.c, *p = a.x + i * a.c, t = 0;

		for (j = 0; j < ds.c; j++)
			t += p[j] * g[j];
		for (j = 0; j < ds.c; j++)
			g[j] = p[j] * (g[j] - t);
	}
	return ds;
}

int main(int argc, char **argv)
{
	const char *st = argc > 1 ? argv[1] : "";
#define OP(i) (argc > (i) + 1 ? argv[(i) + 1] : "-")

	if (!strcmp(st, "blas") && argc == 2) {
		printf("%s, core %s, %d threads\n", openblas_get_config(),
		       openblas_get_corename(), openblas_get_num_threads());
	} else if (!strcmp(st, "scores") && argc == 4) {
		struct mat q = load(argv[2]), k = load(argv[3]);

		save(mul(1 / sqrt((double)k.c), q, 0, k, 1));
	} else if (!strcmp(st, "weights") && argc <= 3) {
		struct mat s = load(OP(1));

		softmax(s);
		save(s);
	} else if (!strcmp(st, "apply") && (argc == 3 || argc == 4)) {
		struct mat v = load(argv[2]);

		save(mul(1, load(OP(2)), 0, v, 0));
	} else if (!strcmp(st, "attend") && argc == 5) {
		struct mat q = load(argv[2]), k = load(argv[3]);
		struct mat v = load(argv[4]);

		save(mul(1, weights_of(q, k), 0, v, 0));
	} else if (!strcmp(st, "grad") && argc == 7 && strchr("qkv", *argv[2])
		   && argv[2][0] && !argv[2][1]) {
		struct mat q = load(argv[3]), k = load(argv[4]);
		struct mat v = load(argv[5]), dout = load(argv[6]);
		struct mat a = weights_of(q, k);
		double c = 1 / sqrt((double)k.c);

		if (*argv[2] == 'v')
			save(mul(1, a, 1, dout, 0));
		else if (*argv[2] == 'q')
			save(mul(c, dscores(a, v, dout), 0, k, 0));
		else
			save(mul(c, dscores(a, v, dout), 1, q, 0));
	} else {
		fputs("usage: plain scores Q K | weights [S] | apply V [A] | "
		      "attend Q K V | grad q|k|v Q K V dO | blas\n", stderr);
		return 2;
	}
	return 0;
}
