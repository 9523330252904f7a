/* tensor.c - a tensor operand read whole: its header by its format's
 * reader (npy.c, safetensors.c), its elements mapped from the file (read,
 * in the fuzz harness) and turned into doubles on every core, each the
 * double it exactly is, laid out as layout.c says. */
#define _DEFAULT_SOURCE		/* madvise, MAP_POPULATE */
#include "io/tensor.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/alloc.h"
#include "base/err.h"
#include "io/layout.h"

static bool ends_with(const char *s, size_t n, const char *end)
{
	size_t k = strlen(end);

	return n >= k && memcmp(s + n - k, end, k) == 0;
}

/* Where ".safetensors:" ends in OP, or NULL. */
static const char *tensor_name(const char *op)
{
	const char *p = op, *hit = NULL;

	while ((p = strstr(p, ".safetensors:")) != NULL)
		hit = p += 13;
	return hit;
}

bool is_tensor(const char *op)
{
	size_t n = strlen(op);

	return (n > 4 && ends_with(op, n, ".npy") && op[0] != '[') ||
	       tensor_name(op) != NULL;
}

int tensor_open(const char *op, struct tensor *t)
{
	const char *name = tensor_name(op);
	size_t n = name ? (size_t)(name - 1 - op) : strlen(op);
	struct stat st;
	int fd;

	memset(t, 0, sizeof *t);
	t->op = op;
	if (n >= sizeof t->file)
		fail(op, 0, "the file's name is too long");
	memcpy(t->file, op, n);
	t->file[n] = '\0';
	if ((fd = open(t->file, O_RDONLY)) < 0)
		fail_sys(t->file, errno);
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		fail(t->file, 0, S_ISDIR(st.st_mode) ? "is a directory" :
		     "is not a regular file (a tensor is read from a file)");
	}
	if (name)
		safetensors_header(fd, st.st_size, name, t);
	else
		npy_header(fd, st.st_size, t);
	return fd;
}

void tensor_close(int fd)
{
	close(fd);
}

/* --- the elements ------------------------------------------------------ */

/* The small formats' values, made once: f16 by its 65536 codes, the fp8
 * formats by their 256. */
static double f16_of[1 << 16], e4m3_of[256], e5m2_of[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

/* The value of a code of 1 sign bit, EB exponent bits and MB mantissa
 * bits, bias 2^(EB-1) - 1, subnormals at exponent 0. */
static double small_float(unsigned code, int eb, int mb)
{
	unsigned m = code & ((1u << mb) - 1), e = code >> mb & ((1u << eb) - 1);
	int bias = (1 << (eb - 1)) - 1;
	double v = e ? ldexp((double)(m | 1u << mb), (int)e - bias - mb) :
		   ldexp((double)m, 1 - bias - mb);

	return code >> (eb + mb) & 1 ? -v : v;
}

static void tables(void)
{
	unsigned c;

	for (c = 0; c < 1u << 16; c++)
		f16_of[c] = (c & 0x7c00) == 0x7c00 ?
			    ((c & 0x3ff) ? NAN : c & 0x8000 ? -INFINITY :
			     INFINITY) : small_float(c, 5, 10);
	for (c = 0; c < 256; c++) {
		/* E4M3FN: no infinity, NaN at S.1111.111 */
		e4m3_of[c] = (c & 0x7f) == 0x7f ? NAN : small_float(c, 4, 3);
		e5m2_of[c] = (c & 0x7c) == 0x7c ?
			     ((c & 3) ? NAN : c & 0x80 ? -INFINITY : INFINITY) :
			     small_float(c, 5, 2);
	}
}

static inline uint64_t load_le(const unsigned char *p, size_t n, bool big)
{
	uint64_t v = 0;
	size_t k;

	for (k = 0; k < n; k++)
		v |= (uint64_t)p[big ? n - 1 - k : k] << (8 * k);
	return v;
}

static inline double decode(enum tn_type type, const unsigned char *p,
			    bool big)
{
	uint64_t b;
	uint32_t w;
	double d;
	float f;

	switch (type) {
	case TN_F64:
		b = load_le(p, 8, big);
		memcpy(&d, &b, 8);
		return d;
	case TN_F32:
		w = (uint32_t)load_le(p, 4, big);
		memcpy(&f, &w, 4);
		return f;
	case TN_BF16:
		/* the high half of an f32 */
		w = (uint32_t)load_le(p, 2, big) << 16;
		memcpy(&f, &w, 4);
		return f;
	case TN_F16:
		return f16_of[load_le(p, 2, big)];
	case TN_E4M3:
		return e4m3_of[p[0]];
	case TN_E5M2:
		return e5m2_of[p[0]];
	}
	return NAN;
}

double tensor_value(const struct tensor *t, const unsigned char *p, size_t k)
{
	pthread_once(&tables_once, tables);
	return decode(t->type, p + k * t->size, t->big_endian);
}

/* --- read whole, on every core ----------------------------------------- */

struct part {
	const struct tensor *t;
	const unsigned char *data;
	size_t st[4];		/* the strides of b, s, h, d, in elements */
	size_t s, h, d, cols;
	size_t b0;		/* the first batch element read */
	size_t r0, r1;		/* this part's rows of the matrix */
	double *v;
	pthread_t th;
	bool threaded;
};

/* The rows [R0, R1) of the matrix from the file's elements, each the
 * value GET makes of its bytes AT.  Each type has its loop, so that the
 * switch is out of the inner one; where a head's D elements lie side by
 * side in the machine's byte order (C order, little-endian, the common
 * case), GET is a plain load the compiler makes wide. */
#define ROWS(GET)							       \
	for (r = p->r0; r < p->r1; r++) {				       \
		size_t b = p->b0 + r / p->s, s = r % p->s, h, d;	       \
		double *o = p->v + r * p->cols;				       \
		for (h = 0; h < p->h; h++) {				       \
			const unsigned char *e = p->data + size *	       \
				(b * p->st[0] + s * p->st[1] + h * p->st[2]);  \
			for (d = 0; d < p->d; d++) {			       \
				const unsigned char *at =		       \
					e + size * d * p->st[3];	       \
				*o++ = GET;				       \
			}						       \
		}							       \
	}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LE 1
#else
#define HOST_LE 0
#endif

static inline double near_f64(const unsigned char *at)
{
	double x;

	memcpy(&x, at, sizeof x);
	return x;
}

static inline double near_f32(const unsigned char *at)
{
	float x;

	memcpy(&x, at, sizeof x);
	return x;
}

static inline uint16_t near_u16(const unsigned char *at)
{
	uint16_t x;

	memcpy(&x, at, sizeof x);
	return x;
}

/* A bf16's bits as the f32 they are the high half of. */
static inline float bf16_float(uint16_t x)
{
	uint32_t w = (uint32_t)x << 16;
	float f;

	memcpy(&f, &w, 4);
	return f;
}

static void *part_run(void *arg)
{
	struct part *p = arg;
	size_t r, size = p->t->size;
	bool big = p->t->big_endian;

	if (HOST_LE && p->st[3] == 1 && !big) {
		switch (p->t->type) {
		case TN_F64: ROWS(near_f64(at)) return NULL;
		case TN_F32: ROWS(near_f32(at)) return NULL;
		case TN_BF16: ROWS(bf16_float(near_u16(at))) return NULL;
		case TN_F16: ROWS(f16_of[near_u16(at)]) return NULL;
		default: break;
		}
	}
	switch (p->t->type) {
	case TN_F64: ROWS(decode(TN_F64, at, big)) break;
	case TN_F32: ROWS(decode(TN_F32, at, big)) break;
	case TN_F16: ROWS(decode(TN_F16, at, big)) break;
	case TN_BF16: ROWS(decode(TN_BF16, at, big)) break;
	case TN_E4M3: ROWS(decode(TN_E4M3, at, big)) break;
	case TN_E5M2: ROWS(decode(TN_E5M2, at, big)) break;
	}
	return NULL;
}

/* Room for N doubles, to be freed with free(): a large matrix in huge
 * pages where the system lends them, since touching its every page for
 * the first time costs more than the conversion that fills it. */
static double *matrix_room(size_t n)
{
#if !defined(ATTN_FUZZ) && defined(MADV_HUGEPAGE)
	size_t bytes = xmul(n, sizeof(double)), huge = 2u << 20;
	void *p;

	if (bytes >= 2 * huge && posix_memalign(&p, huge, bytes) == 0) {
		madvise(p, bytes, MADV_HUGEPAGE);
		return p;
	}
#endif
	return xarray(n, sizeof(double));
}

/* The file's bytes: mapped, or (in the fuzz harness, which counts every
 * allocation) read into memory. */
static const unsigned char *map_file(int fd, const struct tensor *t,
				     size_t len, void **held)
{
#ifdef ATTN_FUZZ
	unsigned char *b = xmalloc(len ? len : 1);
	size_t got = 0;
	ssize_t n;

	*held = b;
	while (got < len) {
		n = pread(fd, b + got, len - got, (off_t)got);
		if (n <= 0)
			fail(t->file, 0, "read failed");
		got += (size_t)n;
	}
	return b;
#else
#ifdef MAP_POPULATE
	int how = MAP_PRIVATE | MAP_POPULATE;
#else
	int how = MAP_PRIVATE;
#endif
	void *m = len ? mmap(NULL, len, PROT_READ, how, fd, 0) : NULL;

	if (m == MAP_FAILED)
		fail_sys(t->file, errno);
	*held = m;
	return m;
#endif
}

static void unmap_file(void *held, size_t len)
{
#ifdef ATTN_FUZZ
	(void)len;
	free(held);
#else
	if (held)
		munmap(held, len);
#endif
}

/* T's shape in the layout the options say, or an error naming T. */
static void shape_of(const struct tensor *t, struct tn_shape *sh)
{
	char buf[TN_SHAPE_TEXT];

	if (!layout_shape(t->ndim, t->dim, tensor_opts.layout, sh))
		fail(t->op, 0, "a %d-D tensor %s does not fit --layout %s (%s)",
		     t->ndim, tensor_shape_text(t, buf),
		     layout_name(tensor_opts.layout),
		     t->ndim == 4 ? "a 4-D tensor takes bshd or bhsd" :
		     "a 3-D tensor takes shd or hsd");
}

void tensor_peek(const char *op, struct tn_shape *sh)
{
	struct tensor t;
	int fd = tensor_open(op, &t);

	tensor_close(fd);
	shape_of(&t, sh);
}

double *tensor_read(const char *op, int jobs, struct tn_shape *sh,
		    size_t *rows, size_t *cols, int *prec)
{
	static const int bits[] = { [TN_F64] = 53, [TN_F32] = 24,
		[TN_F16] = 11, [TN_BF16] = 8, [TN_E4M3] = 4, [TN_E5M2] = 3 };
	struct tensor t;
	struct part *parts;
	int fd = tensor_open(op, &t);
	size_t len = (size_t)t.offset + t.count * t.size, n, k, nb, b0 = 0;
	void *held;
	const unsigned char *data;
	double *v;

	shape_of(&t, sh);
	*prec = bits[t.type];
	pthread_once(&tables_once, tables);
	nb = sh->b;
	if (tensor_opts.element != SIZE_MAX && sh->b > 1) {
		if (tensor_opts.element >= sh->b)
			fail(op, 0, "has %zu batch elements, not %zu", sh->b,
			     tensor_opts.element + 1);
		b0 = tensor_opts.element;
		nb = 1;
	}
	*rows = xmul(nb, sh->s);
	*cols = xmul(sh->h, sh->d);
	/* a tensor of no elements is a matrix of no rows, whatever its
	 * width */
	if (*cols == 0)
		*rows = 0;
	data = map_file(fd, &t, len, &held);
	tensor_close(fd);
	v = matrix_room(xmul(*rows, *cols) + 1);
	n = jobs > 1 && *rows * *cols >= 1 << 16 ? (size_t)jobs : 1;
	if (n > *rows)
		n = *rows ? *rows : 1;
	parts = xarray(n, sizeof *parts);
	for (k = 0; k < n; k++) {
		parts[k] = (struct part){ .t = &t, .data = data + t.offset,
			.s = sh->s, .h = sh->h, .d = sh->d, .cols = *cols,
			.b0 = b0, .r0 = *rows * k / n,
			.r1 = *rows * (k + 1) / n, .v = v };
		layout_strides(sh, t.fortran, parts[k].st);
	}
	for (k = 1; k < n; k++)
		parts[k].threaded = pthread_create(&parts[k].th, NULL,
						   part_run, &parts[k]) == 0;
	for (k = 0; k < n; k++)
		if (!parts[k].threaded)
			part_run(&parts[k]);
	for (k = 1; k < n; k++)
		if (parts[k].threaded)
			pthread_join(parts[k].th, NULL);
	free(parts);
	unmap_file(held, len);
	return v;
}
