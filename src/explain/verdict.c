/* verdict.c - a kernel's answer judged (verdict.h): the rules, their
 * report, and its JSON. */
#include "explain/verdict.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "io/output.h"

/* --- the measures ------------------------------------------------------ */

bool torch_tolerance(const struct dtype *t, double *rtol, double *atol)
{
	/* torch.testing's _DTYPE_PRECISIONS, and float64's */
	static const struct { const struct dtype *t; double rtol, atol; } tol[] = {
		{ &dt_f64, 1e-7, 1e-7 }, { &dt_f32, 1.3e-6, 1e-5 },
		{ &dt_f16, 1e-3, 1e-5 }, { &dt_bf16, 1.6e-2, 1e-5 },
	};
	size_t i;

	for (i = 0; i < sizeof tol / sizeof *tol; i++)
		if (tol[i].t == t) {
			*rtol = tol[i].rtol;
			*atol = tol[i].atol;
			return true;
		}
	return false;
}

bool torch_close(double a, double e, double rtol, double atol)
{
	/* at::isclose: the two errors each rounded as it computes them */
	double allowed = atol + fabs(rtol * e), actual = fabs(a - e);

	return a == e || (isfinite(actual) && actual <= allowed);
}

/* The binade of |X| on T's grid: its values there are 2^(E - prec + 1)
 * apart, the subnormals sharing the spacing of the least normal binade. */
static int binade(double x, const struct dtype *t)
{
	int e;

	if (x == 0)
		return t->emin;
	frexp(x, &e);
	return e - 1 < t->emin ? t->emin : e - 1;
}

double ulp_at(double x, const struct dtype *t)
{
	return ldexp(1, binade(fabs(x), t) - t->prec + 1);
}

/* The steps of T's grid from LO to HI, 0 <= LO <= HI, both finite. */
static double steps(double lo, double hi, const struct dtype *t)
{
	int el = binade(lo, t), eh = binade(hi, t);

	if (el == eh)
		return (hi - lo) / ulp_at(lo, t);
	/* to the top of LO's binade, the whole ones between, then into
	 * HI's: each binade has 2^(prec - 1) steps */
	return (ldexp(1, el + 1) - lo) / ulp_at(lo, t) +
	       (double)(eh - el - 1) * ldexp(1, t->prec - 1) +
	       (hi - ldexp(1, eh)) / ulp_at(hi, t);
}

double ulps_apart(double a, double b, const struct dtype *t)
{
	if (isnan(a) || isnan(b))
		return isnan(a) && isnan(b) ? 0 : INFINITY;
	if (isinf(a) || isinf(b))
		return a == b ? 0 : INFINITY;
	if ((a < 0) != (b < 0))
		return steps(0, fabs(a), t) + steps(0, fabs(b), t);
	a = fabs(a);
	b = fabs(b);
	return a < b ? steps(a, b, t) : steps(b, a, t);
}

/* |X - Y| as check measures it: 0 for the same nan or infinity, nan for
 * a nan against a number, inf for an infinity against another value. */
static double diff_of(double x, double y)
{
	double d;

	close_to(x, y, 0, 0, &d);
	return d;
}

double largest_difference(const struct matrix *x, const struct matrix *y,
			  size_t *at)
{
	size_t i, wi = 0;
	double worst = 0, d;

	for (i = 0; i < x->rows * x->cols; i++)
		if (diff_bigger(d = diff_of(x->v[i], y->v[i]), worst))
			worst = d, wi = i;
	if (at)
		*at = wi;
	return worst;
}

double largest_magnitude(const struct matrix *x)
{
	double m = 0;
	size_t i;

	for (i = 0; i < x->rows * x->cols; i++)
		if (isfinite(x->v[i]) && fabs(x->v[i]) > m)
			m = fabs(x->v[i]);
	return m;
}

void verdict_init(struct verdict *v)
{
	v->xi = 0;
	v->xref = v->ref ? largest_difference(v->ref, v->o, &v->xi) : 0;
	v->u = ulp_at(largest_magnitude(v->o), v->t);
	v->bound = v->factor * v->xref + v->u / 2;
}

bool verdict_cell(const struct verdict *v, double bound, double got, double x)
{
	switch (v->rule) {
	case VR_ULPS:
		return ulps_apart(got, dt_round(x, v->t), v->t) <= v->ulps;
	case VR_TORCH:
		return torch_close(got, dt_round(x, v->t), v->rtol, v->atol);
	default:
		return diff_of(got, x) <= bound;
	}
}

/* The judge's cell: CTX a verdict, with its own bound. */
static bool judges(const void *ctx, double got, double x)
{
	const struct verdict *v = ctx;

	return verdict_cell(v, v->bound, got, x);
}

void verdict_judge(const struct verdict *v, struct judge *j)
{
	j->cell = judges;
	j->ctx = v;
	j->atol = 0x1p-40 * largest_magnitude(v->o);
	j->rtol = 0;
}

size_t verdict_count(const struct verdict *v, const struct matrix *a)
{
	size_t i, n = 0;

	if (!same_shape(v->o, a))
		return SIZE_MAX;
	for (i = 0; i < a->rows * a->cols; i++)
		n += !verdict_cell(v, v->bound, a->v[i], v->o->v[i]);
	return n;
}

/* --- the report --------------------------------------------------------- */

/* What the answer's cell I is held against: O's, or round_T of it. */
static double expected_at(const struct verdict *v, size_t i)
{
	return v->rule == VR_FACTOR ? v->o->v[i] : dt_round(v->o->v[i], v->t);
}

/* " (N ulps of T)", N the steps between A and B. */
static void say_ulps(double a, double b, const struct dtype *t, bool there)
{
	char buf[64];
	double n = ulps_apart(a, b, t);

	say_num(" (", n);
	snprintf(buf, sizeof buf, " ulp%s of %s%s)", n == 1 ? "" : "s",
		 t->name, there ? " there" : "");
	out_str(buf);
}

/* "at row R, column C" of cell I of A. */
static void say_cell(size_t i, const struct matrix *a, size_t base)
{
	char buf[96];

	snprintf(buf, sizeof buf, " at row %zu, column %zu", i / a->cols + base,
		 i % a->cols + base);
	out_str(buf);
}

/* The reference's name: "the flash recipe's (bf16, accumulators f32,
 * blocks of 128)". */
static void reference_name(const struct verdict *v, char *buf, size_t n)
{
	const struct kernel *kn = v->kn;

	if (!kn) {
		snprintf(buf, n, "the reference's (f64: the exact output itself)");
		return;
	}
	snprintf(buf, n, "the %s recipe's (%s, accumulators %s", kn->recipe ==
		 KERNEL_FLASH ? "flash" : "math", kn->t->name, kn->a->name);
	if (kn->recipe == KERNEL_FLASH)
		snprintf(buf + strlen(buf), n - strlen(buf), ", blocks of %zu",
			 kn->block);
	snprintf(buf + strlen(buf), n - strlen(buf), ")");
}

/* What torch's mismatch message says: how many cells fail, and the
 * greatest absolute and relative differences among them, each at its
 * first cell (torch.max), nan the greatest. */
struct torch_sum {
	size_t mismatched;
	double abs, rel;
	size_t ai, ri;
};

static void torch_summary(const struct verdict *v, const struct matrix *a,
			  struct torch_sum *ts)
{
	size_t i;
	double e, d, r;

	memset(ts, 0, sizeof *ts);
	for (i = 0; i < a->rows * a->cols; i++) {
		e = expected_at(v, i);
		if (torch_close(a->v[i], e, v->rtol, v->atol))
			continue;
		ts->mismatched++;
		d = fabs(a->v[i] - e);
		r = d / fabs(e);
		if (diff_bigger(d, ts->abs) || (isnan(d) && !ts->mismatched))
			ts->abs = d, ts->ai = i;
		if (diff_bigger(r, ts->rel))
			ts->rel = r, ts->ri = i;
	}
}

/* A torch index, "(1, 3)", of cell I of A: from 0, as torch has it. */
static void torch_index(size_t i, const struct matrix *a, char *buf, size_t n)
{
	snprintf(buf, n, " at index (%zu, %zu) (up to ", i / a->cols,
		 i % a->cols);
}

/* The rule's line, into REP's summary; torch's message before it. */
static void rule_line(const struct verdict *v, const struct matrix *a,
		      const struct report *rep, const struct style *st,
		      char *sum, size_t n)
{
	char buf[96];
	size_t k = 0;
	double ratio, most = 0;
	size_t mi = 0, i;
	struct torch_sum ts;

	switch (v->rule) {
	case VR_FACTOR:
		/* ratio R: D <= F x X_ref + u/2 (...) = B: rounding */
		ratio = rep->worst == 0 ? 0 : rep->worst / v->xref;
		k = (size_t)snprintf(sum, n, "ratio ");
		k += num_write(ratio, sum + k);
		k += (size_t)snprintf(sum + k, n - k, ": ");
		k += num_write(rep->worst, sum + k);
		k += (size_t)snprintf(sum + k, n - k, " %s %g x ", rep->differ ?
				      ">" : "<=", v->factor);
		k += num_write(v->xref, sum + k);
		k += (size_t)snprintf(sum + k, n - k, " + ");
		k += num_write(v->u / 2, sum + k);
		k += (size_t)snprintf(sum + k, n - k, " (half an ulp of %s at the "
				      "largest |O|) = ", v->t->name);
		k += num_write(v->bound, sum + k);
		snprintf(sum + k, n - k, ": %s", rep->differ ? "not rounding" :
			 "rounding");
		break;
	case VR_ULPS:
		for (i = 0; i < a->rows * a->cols; i++)
			if (diff_bigger(ulps_apart(a->v[i], expected_at(v, i), v->t),
				   most))
				most = ulps_apart(a->v[i], expected_at(v, i),
						  v->t), mi = i;
		if (!rep->differ) {
			snprintf(sum, n, "all %zu cells within %g ulp%s of %s of "
				 "round_T(O): rounding", rep->cells, v->ulps,
				 v->ulps == 1 ? "" : "s", v->t->name);
			break;
		}
		k = (size_t)snprintf(sum, n, "%zu of %zu cells more than %g "
				     "ulp%s of %s from round_T(O) (the most, ",
				     rep->differ, rep->cells, v->ulps,
				     v->ulps == 1 ? "" : "s", v->t->name);
		k += num_write(most, sum + k);
		snprintf(sum + k, n - k, ", at row %zu, column %zu): not "
			 "rounding", mi / a->cols + st->base,
			 mi % a->cols + st->base);
		break;
	default:
		if (rep->differ && !st->json) {
			torch_summary(v, a, &ts);
			out_str("torch.testing.assert_close: Tensor-likes are not "
				"close!");
			out_eol();
			snprintf(buf, sizeof buf, "  Mismatched elements: %zu / %zu "
				 "(%.1f%%)", ts.mismatched, rep->cells,
				 (double)ts.mismatched / (double)rep->cells * 100);
			out_str(buf);
			out_eol();
			say_num("  Greatest absolute difference: ", ts.abs);
			torch_index(ts.ai, a, buf, sizeof buf);
			say_num(buf, v->atol);
			out_str(" allowed)");
			out_eol();
			say_num("  Greatest relative difference: ", ts.rel);
			torch_index(ts.ri, a, buf, sizeof buf);
			say_num(buf, v->rtol);
			out_str(" allowed)");
			out_eol();
		}
		snprintf(sum, n, "%s by torch.testing's tolerances for %s (rtol "
			 "%g, atol %g): %s", rep->differ ? "not close" : "close",
			 v->t->name, v->rtol, v->atol, rep->differ ?
			 "not rounding" : "rounding");
	}
}

size_t verdict_report(const struct verdict *v, const struct matrix *a,
		      const struct style *st, struct report *rep)
{
	size_t i, cap = st->brief ? 0 : st->all ? SIZE_MAX : CHECK_CELLS;
	bool text = !st->json;
	char name[128];

	if (!report_begin(rep, v->o, a, st))
		return SIZE_MAX;
	rep->worst = largest_difference(a, v->o, &rep->wi);
	for (i = 0; i < rep->cells; i++) {
		struct cell c = { i, expected_at(v, i), a->v[i], 0 };

		if (verdict_cell(v, v->bound, c.got, v->o->v[i]))
			continue;
		c.diff = diff_of(c.got, c.expected);
		if (!rep->differ++)
			out_pipe_status(1);
		if (rep->nfirst < CHECK_CELLS)
			rep->first[rep->nfirst++] = c;
		if (!text || rep->differ > cap)
			continue;
		cell_say(&c, a->cols, st->base);
		say_ulps(c.got, c.expected, v->t, false);
		out_eol();
	}
	more_say(rep, st, cap);
	if (text) {
		say_num("the answer's largest difference from the exact output: ",
		    rep->worst);
		if (rep->worst != 0) {
			say_cell(rep->wi, a, st->base);
			say_ulps(a->v[rep->wi], v->o->v[rep->wi], v->t, true);
		}
		out_eol();
		reference_name(v, name, sizeof name);
		out_str(name);
		say_num(": ", v->xref);
		if (v->xref != 0) {
			say_cell(v->xi, a, st->base);
			say_ulps(v->ref->v[v->xi], v->o->v[v->xi], v->t, true);
		}
		out_eol();
	}
	rule_line(v, a, rep, st, rep->sum, CHECK_SUMSZ);
	if (text) {
		out_str(rep->sum);
		out_eol();
	}
	return rep->differ;
}

/* --- JSON --------------------------------------------------------------- */

/* How many ulps of CTX's format (a verdict) GOT is from EXPECTED. */
static double cell_ulps(const void *ctx, double got, double expected)
{
	const struct verdict *v = ctx;

	return ulps_apart(got, expected, v->t);
}

void verdict_json_head(const struct verdict *v, const struct matrix *a,
		       const struct report *rep, struct json_head *h)
{
	static const char *const rules[] = { "factor", "ulps", "torch" };
	struct torch_sum ts;

	h->dtype = v->t->name;
	if (v->kn) {
		h->accumulate = v->kn->a->name;
		h->recipe = v->kn->recipe == KERNEL_FLASH ? "flash" : "math";
		if (v->kn->recipe == KERNEL_FLASH)
			h->block = (double)v->kn->block;
	}
	h->rule = rules[v->rule];
	if (v->rule == VR_FACTOR)
		h->factor = v->factor;
	else if (v->rule == VR_ULPS)
		h->ulps = v->ulps;
	else
		h->rtol = v->rtol, h->atol = v->atol;
	if (rep->shapes)
		return;
	h->kernel = true;
	h->largest_ulps = ulps_apart(a->v[rep->wi], v->o->v[rep->wi], v->t);
	h->ref_diff = v->xref;
	h->ref_i = v->xi;
	h->ref_ulps = ulps_apart(v->ref ? v->ref->v[v->xi] : v->o->v[v->xi],
				 v->o->v[v->xi], v->t);
	h->bound = v->bound;
	h->ratio = rep->worst == 0 ? 0 : rep->worst / v->xref;
	h->cell_ulps = cell_ulps;
	h->cell_ctx = v;
	if (v->rule != VR_TORCH)
		return;
	torch_summary(v, a, &ts);
	h->torch = true;
	h->mismatched = ts.mismatched;
	h->abs = ts.abs, h->abs_i = ts.ai;
	h->rel = ts.rel, h->rel_i = ts.ri;
}
