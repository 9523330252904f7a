/* kernel_lanes.h - the inner loops of kernel.c, written once and included
 * there once per instruction set: eight lanes (KB) held in vectors of VL
 * doubles, names made by LANES(), functions carrying the TARGET attribute,
 * TwoProduct by Dekker's split or, with FUSED, by one fused multiply-add.
 * Each lane runs the same IEEE operations in the same order whatever VL
 * is.  Dekker's split and the FMA give the same exact error of a product
 * when no intermediate overflows or underflows, which kernel.c makes sure
 * of (the "safe" blocks) before it takes the FUSED loops; so every variant
 * gives the same bits, and only the speed differs. */

#if KB != 8 || (VL != 2 && VL != 4)
#error "kernel_lanes.h: eight lanes in vectors of two or four"
#endif

typedef double LANES(vd) __attribute__((vector_size(VL * sizeof(double))));

/* One step of Dot2 in every lane: p + s += x * y, with X already split
 * into XH + XL for Dekker. */
static inline TARGET void LANES(dot2_step)(LANES(vd) *p, LANES(vd) *s,
	double x, double xh, double xl, LANES(vd) y)
{
	LANES(vd) h, r, u, z;

	h = x * y;
#ifdef FUSED
	(void)xh, (void)xl;
	r = (LANES(vd))_mm256_fmsub_pd((__m256d)(LANES(vd)){ x, x, x, x },
				       (__m256d)y, (__m256d)h);
#else
	{
		LANES(vd) t = SPLITTER * y, yh, yl;

		yh = t - (t - y);
		yl = y - yh;
		r = ((xh * yh - h) + xh * yl + xl * yh) + xl * yl;
	}
#endif
	u = *p + h;
	z = u - *p;
	*s += ((*p - (u - z)) + (h - z)) + r;
	*p = u;
}

/* The eight lanes as KB / VL vectors of each kind, kept in registers:
 * named, not an array.  GET(l) is lane l's y. */
#if VL == 4
#define LANES_DECL LANES(vd) p0 = { 0 }, s0 = { 0 }, p1 = { 0 }, s1 = { 0 }
#define LANES_STEP(get) do { \
	LANES(dot2_step)(&p0, &s0, x, xh, xl, \
			 (LANES(vd)){ get(0), get(1), get(2), get(3) }); \
	LANES(dot2_step)(&p1, &s1, x, xh, xl, \
			 (LANES(vd)){ get(4), get(5), get(6), get(7) }); \
} while (0)
#define LANES_STORE(v, out) do { \
	memcpy(out, &v##0, sizeof v##0); \
	memcpy(out + 4, &v##1, sizeof v##1); \
} while (0)
#else
#define LANES_DECL LANES(vd) p0 = { 0 }, s0 = { 0 }, p1 = { 0 }, \
	s1 = { 0 }, p2 = { 0 }, s2 = { 0 }, p3 = { 0 }, s3 = { 0 }
#define LANES_STEP(get) do { \
	LANES(dot2_step)(&p0, &s0, x, xh, xl, (LANES(vd)){ get(0), get(1) }); \
	LANES(dot2_step)(&p1, &s1, x, xh, xl, (LANES(vd)){ get(2), get(3) }); \
	LANES(dot2_step)(&p2, &s2, x, xh, xl, (LANES(vd)){ get(4), get(5) }); \
	LANES(dot2_step)(&p3, &s3, x, xh, xl, (LANES(vd)){ get(6), get(7) }); \
} while (0)
#define LANES_STORE(v, out) do { \
	memcpy(out, &v##0, sizeof v##0); \
	memcpy(out + 2, &v##1, sizeof v##1); \
	memcpy(out + 4, &v##2, sizeof v##2); \
	memcpy(out + 6, &v##3, sizeof v##3); \
} while (0)
#endif

/* Dot2 of Q (D long) with eight keys, T holding them transposed:
 * T[i * KB + l] is entry i of key l.  P + S is each dot product. */
static TARGET void LANES(dot2_keys)(const double *q, const double *t,
	size_t d, double p[KB], double s[KB])
{
	size_t i;
	LANES_DECL;

	for (i = 0; i < d; i++, t += KB) {
		double x = q[i], xh, xl;

		split(x, &xh, &xl);
#define GET(l) t[l]
		LANES_STEP(GET);
#undef GET
	}
	LANES_STORE(p, p);
	LANES_STORE(s, s);
}

/* Dot2 of W with the eight columns of V (DV wide) from C0 on; V's rows
 * hold them side by side already.  Columns past DV read as 0. */
static TARGET void LANES(dot2_cols)(const double *w, const double *V,
	size_t nk, size_t dv, size_t c0, double p[KB], double s[KB])
{
	double y[KB] = { 0 };
	size_t j, m = dv - c0 < KB ? dv - c0 : KB;
	LANES_DECL;

	for (j = 0; j < nk; j++) {
		const double *v = V + j * dv + c0;
		double x = w[j], xh, xl;

		split(x, &xh, &xl);
		if (m == KB) {
#define GET(l) v[l]
			LANES_STEP(GET);
#undef GET
		} else {
			memcpy(y, v, m * sizeof *y);
#define GET(l) y[l]
			LANES_STEP(GET);
#undef GET
		}
	}
	LANES_STORE(p, p);
	LANES_STORE(s, s);
}

#undef LANES_DECL
#undef LANES_STEP
#undef LANES_STORE

#ifndef FUSED
typedef int64_t LANES(vi) __attribute__((vector_size(VL * sizeof(double))));
typedef uint64_t LANES(vu) __attribute__((vector_size(VL * sizeof(double))));

/* kn_softmax's first pass, VL entries at a time: W[j] + TMP[j] =
 * e^(S[j] - MAX) where S[j] - MAX >= TINY, else 0.  ex_exp's operations
 * lane by lane (exp.h), the integer part n read from the bits of
 * x / (ln2/128) + 1.5 2^52 instead of converted. */
static TARGET void LANES(exp_row)(const double *s, size_t n, double max,
	double *w, double *tmp)
{
	const LANES(vd) zero = { 0 }, tiny = zero + TINY;
	const LANES(vi) rbits = (LANES(vi)){ 0 } + 0x4338000000000000LL;
	LANES(vd) x, dh, dl, z, t, nf, r1, r2, rh, rl, p, th, tl, ph, pl;
	LANES(vd) ah, al, bh, bl, sh, se, tail, hi, lo;
	LANES(vi) ok, nb;
	LANES(vu) jj, kb;
	size_t j, m;

	for (j = 0; j < n; j += VL) {
		m = n - j < VL ? n - j : VL;
		if (m == VL) {
			memcpy(&x, s + j, sizeof x);
		} else {
			x = zero;
			memcpy(&x, s + j, m * sizeof *s);
		}
		/* s - max = dh + dl exactly */
		dh = x - max;
		z = dh - x;
		dl = (x - (dh - z)) + (-max - z);
		ok = dh >= tiny;
		dh = (LANES(vd))((LANES(vi))dh & ok);
		dl = (LANES(vd))((LANES(vi))dl & ok);
		t = dh * ex_invl + EX_ROUNDER;
		nf = t - EX_ROUNDER;
		/* n + 1023 * 128 >= 0 for x >= TINY: j = its low 7 bits,
		 * k + 1023 the rest */
		nb = (LANES(vi))t - rbits + 1023 * 128;
		jj = (LANES(vu))nb & 127;
		kb = (LANES(vu))nb >> 7;
		r1 = dh - nf * ex_l1;
		r2 = dl - nf * ex_l2;
		rh = r1 + r2;
		z = rh - r1;
		rl = (r1 - (rh - z)) + (r2 - z);
		p = rh * rh * (1.0 / 2 + rh * (1.0 / 6 + rh * (1.0 / 24 +
		    rh * (1.0 / 120 + rh * (1.0 / 720)))));
#if VL == 4
		th = (LANES(vd)){ ex_tab[jj[0]][0], ex_tab[jj[1]][0],
				  ex_tab[jj[2]][0], ex_tab[jj[3]][0] };
		tl = (LANES(vd)){ ex_tab[jj[0]][1], ex_tab[jj[1]][1],
				  ex_tab[jj[2]][1], ex_tab[jj[3]][1] };
#else
		th = (LANES(vd)){ ex_tab[jj[0]][0], ex_tab[jj[1]][0] };
		tl = (LANES(vd)){ ex_tab[jj[0]][1], ex_tab[jj[1]][1] };
#endif
		ph = th * rh;
		t = EX_SPLITTER * th;
		ah = t - (t - th);
		al = th - ah;
		t = EX_SPLITTER * rh;
		bh = t - (t - rh);
		bl = rh - bh;
		pl = ((ah * bh - ph) + ah * bl + al * bh) + al * bl;
		sh = th + ph;
		se = ph - (sh - th);
		tail = se + pl + th * (rl + rl * rh + p) + tl * (1.0 + rh + p);
		hi = sh + tail;
		lo = tail - (hi - sh);
		t = (LANES(vd))(kb << 52);	/* 2^k */
		hi = (LANES(vd))((LANES(vi))(hi * t) & ok);
		lo = (LANES(vd))((LANES(vi))(lo * t) & ok);
		if (m == VL) {
			memcpy(w + j, &hi, sizeof hi);
			memcpy(tmp + j, &lo, sizeof lo);
		} else {
			memcpy(w + j, &hi, m * sizeof *w);
			memcpy(tmp + j, &lo, m * sizeof *tmp);
		}
	}
}

/* kn_softmax's second pass: W[j] = (W[j] + TMP[j]) / (SH + SL), as dd_div
 * does it, lane by lane; 0 stays 0. */
static TARGET void LANES(div_row)(double *w, const double *tmp, size_t n,
	double sh, double sl, double ri)
{
	LANES(vd) e, el, q, ph, pl, t, qh, ql, r;
	double shh, shl;
	size_t j, m;

	split(sh, &shh, &shl);
	for (j = 0; j < n; j += VL) {
		m = n - j < VL ? n - j : VL;
		if (m == VL) {
			memcpy(&e, w + j, sizeof e);
			memcpy(&el, tmp + j, sizeof el);
		} else {
			e = el = (LANES(vd)){ 0 };
			memcpy(&e, w + j, m * sizeof *w);
			memcpy(&el, tmp + j, m * sizeof *tmp);
		}
		q = e * ri;
		ph = q * sh;
		t = SPLITTER * q;
		qh = t - (t - q);
		ql = q - qh;
		pl = ((qh * shh - ph) + qh * shl + ql * shh) + ql * shl;
		r = (((e - ph) - pl) + el) - q * sl;
		q = q + r * ri;
		if (m == VL)
			memcpy(w + j, &q, sizeof q);
		else
			memcpy(w + j, &q, m * sizeof *w);
	}
}
#endif
