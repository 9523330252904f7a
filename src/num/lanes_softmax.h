/* lanes_softmax.h - the two passes of softmax.c's kernel, written once
 * and included there once per instruction set (isa.h), VL doubles at a
 * time (SSE2 2, AVX2 4); the fused variants have none (the softmax has no
 * products an FMA would change).  Each lane runs ex_exp's and dd_div's
 * operations in their order, so the bits do not depend on VL. */

#if VL != 2 && VL != 4 && VL != 8
#error "lanes_softmax.h: vectors of two, four or eight"
#endif

#ifndef FUSED
typedef double LANES(vd) __attribute__((vector_size(VL * sizeof(double))));
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
