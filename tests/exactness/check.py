#!/usr/bin/python3
"""check.py - how far attn's scores, weights, apply, project, rope and norm
are from the exactly rounded answer, in ulps, next to numpy's on the same
inputs.

Each stage is judged against its own input, as attn(1) says (Exactness):
scores against scale * q.k for the doubles of Q and K, weights against the
softmax of the scores as given, apply against the weighted sum of the
weights as given.
The exact values: dot products as Python integers (every double is an
integer times a power of two, so a sum of products is exact), softmax and
the division by sqrt(d) with mpmath at 320 bits.  An error in ulps is
|got - exact| / ulp(exact), the ulp being that of the binade of the exact
value (2^-1074 below the normal range).

Sinks and log-sum-exps (weights --sinks --lse) are judged against the
softmax with the sink's term, e^s_j / (e^sink + sum_l e^s_l), and
ln(e^sink + sum_j e^s_j), of the scores as given; merge against
ln sum_p e^L_p and sum_p e^(L_p - L) O_p of the parts as given, L exact.
rope is judged against x_a cos - x_b sin and x_a sin + x_b cos with the
real angle p * B^(-2t/R), by mpmath from the doubles of x and B; numpy's
is Hugging Face's float64 form (inv_freq, then positions times it).
norm is judged against x w / sqrt(E / n), E = sum x^2 + n eps exactly,
its backward pass against (w g E - x G) / (E sqrt(E / n)) (G = sum g w x
exactly) and sum over rows of g x / sqrt(E / n), by mpmath from the
doubles of x, w, eps and dY; project's backward pass (dW = X^T dY) as the
exact sums over the rows.
And --alibi is judged on scores against the scores attn writes without it:
each must be that score plus the bias minus m |i + offset - j|, summed
exactly (integers again) and rounded once; and on weights against the
softmax of that exact sum rounded once.

The backward pass (attn grad) is judged step by step the same way, each
step against the exact value from the doubles of its inputs: dA = dO V^T
from dO and V; dS from the weights A (attn weights' output) and attn's dA,
through A_j (dA_j - r) with r = A . dA exact (never rounded: one step),
the softcap's (1 - tanh^2) and the temperature's division, each rounded in
turn, as src/num/backward.h defines them;
dQ = c dS K and dK = c dS^T Q from attn's dS, Q and K; dV = A^T dO from A
and dO; with --sinks, d sink = -sum_i a_sink(i) sum_j A_ij dA_ij from
attn's A and dA and the sink's weight exactly rounded.

Every command also runs under each --also BIN (attn built otherwise: other
optimisation levels, other vector paths), whose output must be the same
bytes; and attend must write the bytes of scores | weights | apply.

usage: check.py ATTN [--quick] [--seed N] [--also BIN]...
Prints one line per case and stage, then the worst per stage; exits 1 if
attn is ever more than 2 ulps off, if any bytes differ, or if a run fails.
"""
import math
import os
import random
import subprocess
import sys
import tempfile
from fractions import Fraction

import mpmath
import numpy as np

mpmath.mp.prec = 640	# a sum of products spans up to 2 * 53 bits and its
			# cancellation; 640 bits keep r and dA_j - r exact
BOUND = 2.0
SHIFT = 2300		# products of doubles are multiples of 2^-2148


def fixed(x):
	"""x, a finite double, as an integer count of 2^-SHIFT."""
	n, d = x.as_integer_ratio()
	return n * (1 << SHIFT) // d


def exact_dot(xs, ys):
	"""sum x*y exactly, as an mpf (exact up to 320 bits)."""
	acc = 0
	for x, y in zip(xs, ys):
		if x and y:
			nx, dx = x.as_integer_ratio()
			ny, dy = y.as_integer_ratio()
			acc += nx * ny * ((1 << 2 * SHIFT) // (dx * dy))
	return mpmath.ldexp(mpmath.mpf(acc), -2 * SHIFT)


def ulps(got, exact):
	"""|got - exact| in ulps of exact."""
	if math.isnan(got):
		return math.inf
	if exact == 0:
		return 0.0 if got == 0 else abs(got) / 2.0 ** -1074
	if math.isinf(got):
		return math.inf
	m, e = mpmath.frexp(exact)	# exact = m 2^e, 1/2 <= |m| < 1
	ulp = mpmath.ldexp(1, max(e - 53, -1074))
	return float(abs(mpmath.mpf(got) - exact) / ulp)


def write_csv(path, rows):
	with open(path, "w") as f:
		for r in rows:
			f.write(",".join(repr(float(x)) for x in r) + "\n")


def read_csv(text):
	# a comment line (the note --lse writes first) is no row
	return [[float(x) for x in line.split(",")] for line in text.splitlines()
		if not line.startswith("#")]


class Runner:
	def __init__(self, attn, also, tmp):
		self.attn, self.also, self.tmp = attn, also, tmp
		self.differ = 0

	def text(self, attn, args, stdin=None):
		argv = [attn] + args
		p = subprocess.run(argv, capture_output=True, text=True, input=stdin)
		if p.returncode != 0:
			sys.exit("check.py: %s failed: %s" % (" ".join(argv), p.stderr))
		return p.stdout

	def run(self, args, **files):
		paths = {}
		for name, rows in files.items():
			paths[name] = os.path.join(self.tmp, name + ".csv")
			write_csv(paths[name], rows)
		args = [paths.get(a, a) for a in args]
		out = self.text(self.attn, args)
		for other in self.also:
			if self.text(other, args) != out:
				print("  %s %s: not the same bytes as %s" %
				      (other, " ".join(args), self.attn))
				self.differ += 1
		return read_csv(out)

	def attend(self, Q, K, V):
		"""Whether attend writes what the three stages write."""
		p = {}
		for name, rows in (("Q", Q), ("K", K), ("V", V)):
			p[name] = os.path.join(self.tmp, name + ".csv")
			write_csv(p[name], rows)
		one = self.run(["attend", "-q", p["Q"], "-k", p["K"], "-v", p["V"]])
		s = self.text(self.attn, ["scores", "-q", p["Q"], "-k", p["K"]])
		w = self.text(self.attn, ["weights"], s)
		o = self.text(self.attn, ["apply", "-v", p["V"]], w)
		return read_csv(o) == one and \
		    self.text(self.attn, ["attend", "-q", p["Q"], "-k", p["K"],
					  "-v", p["V"]]) == o


# --- the exact stages ------------------------------------------------------

def exact_scores(Q, K, scale):
	d = len(K[0])
	out = []
	for q in Q:
		row = []
		for k in K:
			x = exact_dot(q, k)
			if scale == "sqrt":
				x = x / mpmath.sqrt(d)
			elif scale != "none":
				x = x * mpmath.mpf(scale)
			row.append(x)
		out.append(row)
	return out


def exact_weights(S):
	out = []
	for s in S:
		live = [x for x in s if x != -math.inf]
		m = mpmath.mpf(max(live))
		e = [mpmath.mpf(0) if x == -math.inf else
		     mpmath.exp(mpmath.mpf(x) - m) for x in s]
		t = mpmath.fsum(e)
		out.append([x / t for x in e])
	return out


def exact_sinks(S, sink):
	"""Weights with the sink's term, and the LSE, of each row of S."""
	w, lse = [], []
	for s in S:
		live = [x for x in s if x != -math.inf] + [sink]
		m = mpmath.mpf(max(live))
		e = [mpmath.mpf(0) if x == -math.inf else
		     mpmath.exp(mpmath.mpf(x) - m) for x in s]
		t = mpmath.fsum(e) + mpmath.exp(mpmath.mpf(sink) - m)
		w.append([x / t for x in e])
		lse.append([m + mpmath.log(t)])
	return w, lse


def exact_merge(parts):
	"""The merge of PARTS, each rows of (o..., L), one head."""
	out = []
	for rows in zip(*parts):
		L = [mpmath.mpf(r[-1]) for r in rows if r[-1] != -math.inf]
		t = mpmath.log(mpmath.fsum(mpmath.exp(x) for x in L))
		out.append([mpmath.fsum(mpmath.exp(mpmath.mpf(r[-1]) - t) * r[c]
					for r in rows if r[-1] != -math.inf)
			    for c in range(len(rows[0]) - 1)] + [t])
	return out


def exact_apply(W, V):
	cols = list(zip(*V))
	return [[exact_dot(w, c) for c in cols] for w in W]


def exact_grad_scores(S, A, dA, T, C):
	"""dS from the doubles S (the scores), A and dA, each step rounded."""
	out = []
	for s, a, da in zip(S, A, dA):
		live = any(x != -math.inf for x in s)
		# r kept exact: dS is one step from the doubles of A and dA
		r = exact_dot(a, da) if live else mpmath.mpf(0)
		row = []
		for x, w, d in zip(s, a, da):
			if not live or x == -math.inf:
				row.append(mpmath.mpf(0))
				continue
			g = mpmath.mpf(w) * (mpmath.mpf(d) - r)
			if C:
				g = float(g)
				u = x / T if T else x
				th = math.tanh(u / C)
				g = mpmath.mpf(g) * (1 - mpmath.mpf(th) ** 2)
			if T:
				g = mpmath.mpf(float(g)) / T
			row.append(g)
		out.append(row)
	return out


def exact_grad_acc(X, Y, c):
	"""c X^T Y: sums over all rows, rounded once."""
	return [[c * exact_dot([x[j] for x in X], [y[col] for y in Y])
		 for col in range(len(Y[0]))] for j in range(len(X[0]))]


def exact_project(X, W, b):
	"""x W + b as one exact sum: [x, 1] against [W; b]."""
	cols = list(zip(*W))
	return [[exact_dot(list(x) + [1.0], list(c) + [bj])
		 for c, bj in zip(cols, b)] for x in X]


def _mpf(f):
	return mpmath.mpf(f.numerator) / f.denominator


def norm_blocks(X, heads):
	d = len(X[0]) // heads
	return [[row[h * d:(h + 1) * d] for h in range(heads)] for row in X]


def exact_norm(X, w, eps, heads, D=None, wrt=None):
	"""RMSNorm of each head (w' = w), or with D its backward: dX (wrt
	'x') or dW (wrt 'w'), every sum exact, the root in mpmath."""
	dw = None
	out = []
	for i, blocks in enumerate(norm_blocks(X, heads)):
		row = []
		for h, x in enumerate(blocks):
			n = len(x)
			E = sum(Fraction(v) ** 2 for v in x) + n * Fraction(eps)
			root = mpmath.sqrt(_mpf(E) / n)
			if D is None:
				row += [_mpf(Fraction(a) * Fraction(b)) / root
					for a, b in zip(x, w)]
				continue
			g = D[i][h * n:(h + 1) * n]
			if wrt == "w":
				t = [_mpf(Fraction(a) * Fraction(b)) / root
				     for a, b in zip(g, x)]
				dw = t if dw is None else [u + v for u, v in zip(dw, t)]
				continue
			G = sum(Fraction(a) * Fraction(b) * Fraction(c)
				for a, b, c in zip(g, w, x))
			row += [_mpf(Fraction(wk) * Fraction(gk) * E -
				     Fraction(xk) * G) / (_mpf(E) * root)
				for xk, wk, gk in zip(x, w, g)]
		out.append(row)
	return [dw] if wrt == "w" else out


def exact_project_dw(X, D):
	"""X^T dY, each cell an exact sum over the rows."""
	return [[exact_dot([x[i] for x in X], [d[j] for d in D])
		 for j in range(len(D[0]))] for i in range(len(X[0]))]


# --- what numpy gives on the same inputs -----------------------------------

def numpy_norm(X, w, eps, heads, D=None, wrt=None):
	"""As Hugging Face's RMSNorm writes it, and autograd's formulas."""
	X = np.array(X)
	n, width = X.shape
	d = width // heads
	x = X.reshape(n, heads, d)
	r = 1 / np.sqrt((x ** 2).mean(-1, keepdims=True) + eps)
	w = np.array(w)
	if D is None:
		return (w * (x * r)).reshape(n, width)
	g = np.array(D).reshape(n, heads, d)
	if wrt == "w":
		return [(g * x * r).sum(axis=(0, 1))]
	gw = g * w
	return (r * gw - x * r ** 3 * (gw * x).mean(-1, keepdims=True)) \
	    .reshape(n, width)


def exact_alibi(S, B, m, offset, rounded=False):
	"""S + B - m |i + offset - j|, exactly, each cell as an mpf; or,
	ROUNDED, rounded once to a double."""
	out = []
	for i, (s, b) in enumerate(zip(S, B)):
		row = []
		for j, (x, y) in enumerate(zip(s, b)):
			t = fixed(x) + fixed(y) - fixed(m) * abs(i + offset - j)
			row.append(float(Fraction(t, 1 << SHIFT)) if rounded else
				   mpmath.ldexp(mpmath.mpf(t), -SHIFT))
		out.append(row)
	return out


def numpy_alibi(S, B, m, offset):
	i = np.arange(len(S)).reshape(-1, 1)
	j = np.arange(len(S[0])).reshape(1, -1)
	return np.array(S) + np.array(B) - m * np.abs(i + offset - j)


def numpy_scores(Q, K, scale):
	Q, K = np.array(Q), np.array(K)
	S = Q @ K.T
	if scale == "sqrt":
		return S / np.sqrt(K.shape[1])
	if scale == "none":
		return S
	return S * scale


def numpy_weights(S):
	S = np.array(S)
	with np.errstate(invalid="ignore", over="ignore"):
		E = np.exp(S - S.max(axis=1, keepdims=True))
		return E / E.sum(axis=1, keepdims=True)


def numpy_sinks(S, sink):
	S = np.array(S)
	with np.errstate(invalid="ignore", over="ignore"):
		m = np.maximum(S.max(axis=1, keepdims=True), sink)
		E = np.exp(S - m)
		t = E.sum(axis=1, keepdims=True) + np.exp(sink - m)
		return E / t, m + np.log(t)


def numpy_merge(parts):
	P = np.array(parts)			# parts, rows, d_v + 1
	L = P[:, :, -1:]
	m = L.max(axis=0)
	t = np.exp(L - m).sum(axis=0)
	lse = m + np.log(t)
	return np.concatenate([(np.exp(L - lse) * P[:, :, :-1]).sum(axis=0),
			       lse], axis=1)


def numpy_apply(W, V):
	return np.array(W) @ np.array(V)


def numpy_grads(Q, K, V, dO, c, S, T, C, sink=None):
	Q, K, V, dO, S = (np.array(x) for x in (Q, K, V, dO, S))
	with np.errstate(invalid="ignore", over="ignore"):
		X = S / T if T else S
		if C:
			th = np.tanh(X / C)
			X = np.where(S == -np.inf, -np.inf, C * th)
		A = np.array(numpy_weights(X) if sink is None else
			     numpy_sinks(X, sink)[0])
		A[np.isnan(A)] = 0
		dA = dO @ V.T
		dS = A * (dA - (A * dA).sum(axis=1, keepdims=True))
		if C:
			dS = dS * (1 - th * th)
		if T:
			dS = dS / T
		dS[S == -np.inf] = 0
	return {"dA": dA, "dS": dS, "dQ": c * (dS @ K), "dK": c * (dS.T @ Q),
		"dV": A.T @ dO}


def numpy_project(X, W, b):
	return np.array(X) @ np.array(W) + np.array(b)


def rope_opts(opts):
	offset = int(opts[opts.index("--offset") + 1]) if "--offset" in opts \
	    else 0
	base = float(opts[opts.index("--base") + 1]) if "--base" in opts \
	    else 10000.0
	return offset, base, "--interleaved" in opts


def rope_pairs(d, interleaved):
	return [(2 * t, 2 * t + 1) if interleaved else (t, t + d // 2)
		for t in range(d // 2)]


def exact_rope(X, opts):
	offset, base, inter = rope_opts(opts)
	out = []
	for i, x in enumerate(X):
		p, d, y = i + offset, len(x), [mpmath.mpf(v) for v in x]
		for t, (a, b) in enumerate(rope_pairs(d, inter)):
			if p == 0:
				continue
			phi = p * mpmath.power(mpmath.mpf(base), -mpmath.mpf(2 * t) / d)
			c, s = mpmath.cos(phi), mpmath.sin(phi)
			y[a] = x[a] * c - x[b] * s
			y[b] = x[a] * s + x[b] * c
		out.append(y)
	return out


def numpy_rope(X, opts):
	offset, base, inter = rope_opts(opts)
	X = np.array(X)
	n, d = X.shape
	inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
	freqs = np.outer(np.arange(offset, offset + n, dtype=np.float64), inv_freq)
	c, s = np.cos(freqs), np.sin(freqs)
	Y = X.copy()
	for t, (a, b) in enumerate(rope_pairs(d, inter)):
		Y[:, a] = X[:, a] * c[:, t] - X[:, b] * s[:, t]
		Y[:, b] = X[:, a] * s[:, t] + X[:, b] * c[:, t]
	return Y


def back_to_axis(n, d, offset, base):
	"""Rows whose every pair rope turns back onto its first axis: x_a, x_b
	the doubles of cos and -sin of the pair's angle, so that y_b cancels
	to the rounding of x (about 1e-17) and y_a comes to 1 within it."""
	rows = []
	for i in range(n):
		x = [0.0] * d
		for t, (a, b) in enumerate(rope_pairs(d, False)):
			phi = (i + offset) * mpmath.power(mpmath.mpf(base),
							  -mpmath.mpf(2 * t) / d)
			x[a], x[b] = float(mpmath.cos(phi)), float(-mpmath.sin(phi))
		rows.append(x)
	return rows


def worst(got, exact):
	return max(ulps(float(g), x) for gr, xr in zip(got, exact)
		   for g, x in zip(gr, xr))


# --- the cases ---------------------------------------------------------------

def randn(rng, n, m, sd=1.0):
	return [[rng.gauss(0, sd) for _ in range(m)] for _ in range(n)]


def gendot(rng, n, cond):
	"""Ogita, Rump and Oishi's GenDot: x, y of length n (even) whose dot
	product has a condition number near COND."""
	n2 = n // 2
	b = math.log2(cond)
	e = [round(rng.random() * b / 2) for _ in range(n2 - 2)]
	e = [round(b / 2) + 1, 0] + e
	x = [(2 * rng.random() - 1) * 2.0 ** ei for ei in e]
	y = [(2 * rng.random() - 1) * 2.0 ** ei for ei in e]
	es = [round(b / 2 - i * (b / 2) / (n - n2 - 1)) for i in range(n - n2)]
	for ei in es:
		xi = (2 * rng.random() - 1) * 2.0 ** ei
		acc = exact_dot(x, y)
		yi = float(((2 * rng.random() - 1) * 2.0 ** ei - acc) / xi)
		x.append(xi)
		y.append(yi)
	p = list(range(n))
	rng.shuffle(p)
	return [x[i] for i in p], [y[i] for i in p]


def softmax_rows(S):
	return [list(r) for r in numpy_weights(S)]


def cases(rng, quick):
	"""Yield (name, stage, inputs)."""
	r = 1 if quick else 4
	# ordinary data, d = 64 and d = 1
	Q, K, V = randn(rng, 4 * r, 64), randn(rng, 16 * r, 64), randn(rng, 16 * r, 64)
	S = [list(x) for x in numpy_scores(Q, K, "sqrt")]
	yield "ordinary d=64", "scores", (Q, K, "sqrt")
	yield "ordinary d=64", "weights", (S,)
	yield "ordinary d=64", "apply", (softmax_rows(S), V)
	yield "ordinary d=64", "attend", (Q, K, V)
	Q, K = randn(rng, 6 * r, 1), randn(rng, 20 * r, 1)
	yield "d=1", "scores", (Q, K, "sqrt")
	yield "d=1 no-scale", "scores", (Q, K, "none")
	Q, K = randn(rng, 3 * r, 7), randn(rng, 9 * r, 7)
	yield "d=7 --scale 0.3", "scores", (Q, K, 0.3)
	# cancelling dot products, condition numbers 1e8 to 1e40
	for cond in ([1e12, 1e30] if quick else [1e8, 1e16, 1e24, 1e32, 1e40]):
		Q, K = [], []
		for _ in range(2 * r):
			x, y = gendot(rng, 64, cond)
			Q.append(x)
			K.append(y)
		for sc in ("none", "sqrt"):
			yield "cancelling, cond %g, %s" % (cond, sc), "scores", (Q, K, sc)
		yield "cancelling, cond %g" % cond, "apply", (Q, [[v] for v in K[0]])
	# integers, whose dot products are often exactly 0, and rows that
	# cancel exactly
	Q = [[float(rng.choice([-1, 1])) for _ in range(64)] for _ in range(3 * r)]
	K = [[float(rng.choice([-1, 1])) for _ in range(64)] for _ in range(16 * r)]
	yield "entries of +-1", "scores", (Q, K, "sqrt")
	C = randn(rng, 4 * r, 8)
	yield "cancelling to exactly 0", "scores", ([c + c for c in C],
		[c + [-x for x in c] for c in C], "none")
	# scores in the thousands, and near-ties
	S = randn(rng, 6 * r, 64, 1000.0)
	yield "scores in the thousands", "weights", (S,)
	S = [[3000.0 + rng.choice([-1, 0, 1]) * 2.0 ** -41 * rng.randrange(4)
	      for _ in range(32)] for _ in range(3 * r)]
	yield "near-ties at 3000", "weights", (S,)
	S = [[0.1 * (1 + rng.randrange(3) * 2.0 ** -52) for _ in range(32)]
	     for _ in range(3 * r)]
	yield "near-ties at 0.1", "weights", (S,)
	S = [[rng.gauss(0, 3) if rng.random() > 0.3 else -math.inf
	      for _ in range(40)] + [0.0] for _ in range(3 * r)]
	yield "masked entries", "weights", (S,)
	# rows of 1000 keys
	n = 1000
	S = randn(rng, 2 * r, n, 4.0)
	yield "rows of 1000 keys", "weights", (S,)
	V = randn(rng, n, 8)
	yield "rows of 1000 keys", "apply", (softmax_rows(S), V)
	yield "1000 keys, d=3, d_v=5", "attend", (randn(rng, 4 * r, 3, 9.0),
						    randn(rng, n, 3), randn(rng, n, 5))
	# subnormal and huge values
	Q, K = randn(rng, 3 * r, 16, 1e-160), randn(rng, 8 * r, 16, 1e-160)
	yield "subnormal products", "scores", (Q, K, "none")
	yield "subnormal products, sqrt", "scores", (Q, K, "sqrt")
	yield "subnormal products, --scale 1e300", "scores", (Q, K, 1e300)
	Q, K = randn(rng, 3 * r, 16, 1e150), randn(rng, 8 * r, 16, 1e150)
	yield "huge products", "scores", (Q, K, "sqrt")
	yield "huge products, --scale 1e-300", "scores", (Q, K, 1e-300)
	Q = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 150) for _ in range(16)]
	     for _ in range(3 * r)]
	K = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 150) for _ in range(16)]
	     for _ in range(8 * r)]
	yield "magnitudes 1e-300 to 1e150", "scores", (Q, K, 1e-10)
	# either side of 2^-480 and 2^480, where the FMA loops give way
	edge = [-482, -481, -480, -479, 478, 479, 480, 481, 0]
	Q, K = ([[rng.gauss(0, 1) * 2.0 ** rng.choice(edge) for _ in range(16)]
		 for _ in range(m)] for m in (3 * r, 8 * r))
	yield "entries near 2^-480 and 2^480", "scores", (Q, K, "none")
	V = [[rng.gauss(0, 1) * 2.0 ** rng.choice(edge) for _ in range(11)]
	     for _ in range(16)]
	yield "entries near 2^-480 and 2^480", "apply", (Q, V)
	# the whole range: products beyond a double either way (up to 2^1114,
	# down to 2^-1080) that cancel to results in its range (attn(1),
	# Exactness)
	for k, sc in ((490, 2.0 ** -1000), (-540, 2.0 ** 1000)):
		Qw, Kw = [], []
		for _ in range(2 * r):
			x, y = gendot(rng, 16, 1e40)
			Qw.append([v * 2.0 ** k for v in x])
			Kw.append([v * 2.0 ** k for v in y])
		name = "products to 2^%d, cancelling" % (2 * k + (134 if k > 0 else 0))
		yield name + ", --scale 2^%d" % (-1000 if k > 0 else 1000), \
		    "scores", (Qw, Kw, sc)
		# unscaled, each row against its own key alone (the other
		# pairs do not cancel, and overflow)
		for i, (x, y) in enumerate(zip(Qw, Kw)):
			yield name + " (%d)" % i, "scores", ([x], [y], "none")
			yield name + " (%d)" % i, "project", ([x], [[v] for v in y],
							      [0.0])
			yield name + " (%d)" % i, "apply", ([x], [[v] for v in y])
	S = [[rng.choice([1e300, -1e300, 0.0, -700.0, -740.0, -745.0, -746.0,
			  -800.0, 5.0]) + rng.random() for _ in range(16)]
	     for _ in range(3 * r)]
	yield "scores of 1e300, subnormal weights", "weights", (S,)
	S = [[rng.uniform(-745, 0) for _ in range(64)] for _ in range(3 * r)]
	yield "weights down to subnormal", "weights", (S,)
	# sinks and log-sum-exps: ordinary, large, masked rows, the sink
	# far above and below, near-ties with it, LSEs that cancel to near 0
	yield "sinks, ordinary", "sinks", (randn(rng, 6 * r, 64, 3.0), 1.5)
	yield "sinks, scores in the thousands", "sinks", \
	    (randn(rng, 4 * r, 64, 1000.0), 800.0)
	S = [[rng.gauss(0, 3) if rng.random() > 0.4 else -math.inf
	      for _ in range(40)] for _ in range(3 * r)] + [[-math.inf] * 40]
	yield "sinks, masked entries and rows", "sinks", (S, -0.75)
	yield "the sink far above", "sinks", (randn(rng, 3 * r, 32), 720.0)
	yield "the sink far below", "sinks", (randn(rng, 3 * r, 32), -720.0)
	S = [[3000.0 + rng.choice([-1, 0, 1]) * 2.0 ** -41 for _ in range(16)]
	     for _ in range(3 * r)]
	yield "near-ties with the sink at 3000", "sinks", (S, 3000.0)
	S = [[-math.log(64) + rng.gauss(0, 1e-3) for _ in range(63)]
	     for _ in range(4 * r)]
	yield "LSEs near 0", "sinks", (S, -math.log(64))
	S = [[rng.uniform(-745, 0) for _ in range(64)] for _ in range(3 * r)]
	yield "sinks, weights down to subnormal", "sinks", (S, -740.0)
	# merge: parts of any doubles, as given
	for name, sdL, mag in (("ordinary parts", 3.0, 1.0),
			       ("LSEs in the hundreds", 300.0, 1.0),
			       ("LSEs 700 to 1500 apart, huge O", 1000.0, 1e300),
			       ("tiny O", 3.0, 1e-300)):
		np_ = rng.randint(2, 5)
		parts = [[[rng.gauss(0, mag) for _ in range(4)] +
			  [rng.gauss(0, sdL)] for _ in range(6 * r)]
			 for _ in range(np_)]
		yield name, "merge", (parts,)
	parts = [[[1.0, -1.0, 0.5, 3.0, 0.25]] * (4 * r),
		 [[-1.0, 1.0, -0.5, -3.0, 0.25 + 2.0 ** -50]] * (4 * r)]
	yield "parts cancelling", "merge", (parts,)
	parts = [[[rng.gauss(0, 1) for _ in range(3)] + [-math.inf if
		   rng.random() < 0.3 else rng.gauss(0, 2)] for _ in range(6 * r)]
		 for _ in range(3)]
	for k in range(6 * r):
		parts[0][k][-1] = rng.gauss(0, 2)	# a part with a key
	yield "parts with no key (-inf)", "merge", (parts,)
	W = [[rng.random() * 10.0 ** rng.randrange(-320, 0) for _ in range(16)]
	     for _ in range(3 * r)]
	V = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 300) for _ in range(4)]
	     for _ in range(16)]
	yield "tiny weights, huge and subnormal V", "apply", (W, V)
	yield "huge and tiny Q, K, V", "attend", (Q[:2], K[:8], V[:8])
	# project: an ordinary layer, then x W that cancels, by itself or
	# against the bias
	X = randn(rng, 4 * r, 64)
	yield "ordinary 64 -> 16", "project", (X, randn(rng, 64, 16, 0.125),
						randn(rng, 1, 16)[0])
	for cond in ([1e16] if quick else [1e8, 1e16, 1e32]):
		X, Wt = [], []
		for _ in range(2 * r):
			x, y = gendot(rng, 64, cond)
			X.append(x)
			Wt.append(y)
		# column j of W against row j of X cancels
		W = [list(c) for c in zip(*Wt)]
		yield "cancelling x W, cond %g" % cond, "project", \
		    (X, W, [rng.gauss(0, 1e-3) for _ in Wt])
	X, W = randn(rng, 3 * r, 32), randn(rng, 32, 8)
	b = [-float(exact_dot(X[0], c)) for c in zip(*W)]
	yield "x W + b cancelling to its rounding", "project", (X, W, b)
	C = [[float(rng.randrange(-9, 10)) for _ in range(8)] for _ in range(3 * r)]
	W = [list(c) for c in zip(*[c + [-x for x in c] for c in C])]
	yield "integers cancelling to exactly 0", "project", \
	    ([c + c for c in C], W, [0.0] * len(C))
	X = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 150) for _ in range(16)]
	     for _ in range(3 * r)]
	W = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 150) for _ in range(6)]
	     for _ in range(16)]
	yield "magnitudes 1e-300 to 1e150", "project", \
	    (X, W, [rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 150)
		    for _ in range(6)])
	X = [[rng.gauss(0, 1) * 2.0 ** rng.choice(edge) for _ in range(16)]
	     for _ in range(3 * r)]
	W = [[rng.gauss(0, 1) * 2.0 ** rng.choice(edge) for _ in range(11)]
	     for _ in range(16)]
	yield "entries near 2^-480 and 2^480", "project", \
	    (X, W, [rng.gauss(0, 1) * 2.0 ** rng.choice(edge) for _ in range(11)])

	# rope: ordinary rows, long positions, wide magnitudes, and outputs
	# that cancel
	yield "ordinary d=64", "rope", (randn(rng, 4 * r, 64), [])
	yield "p = 100000", "rope", (randn(rng, 4 * r, 64), ["--offset", "100000"])
	yield "p near 2^53, interleaved, B 500000", "rope", \
	    (randn(rng, 4 * r, 32), ["--offset", str(2 ** 53 - 4 * r),
				     "--interleaved", "--base", "500000"])
	yield "magnitudes 1e-300 to 1e300", "rope", \
	    ([[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 300)
	       for _ in range(16)] for _ in range(4 * r)], ["--offset", "3"])
	yield "entries near 2^-480 and 2^480", "rope", \
	    ([[rng.gauss(0, 1) * 2.0 ** rng.choice([-1000, -481, -480, 0, 480,
						    481, 1000])
	       for _ in range(16)] for _ in range(4 * r)], ["--base", "1.5"])
	yield "pairs turned back onto the axis", "rope", \
	    (back_to_axis(4 * r, 16, 7, 10000.0), ["--offset", "7"])
	# norm: ordinary heads, magnitudes across the range, dY along Y
	# (the numerator of dx cancels), rows whose dW terms cancel
	X, w = randn(rng, 4 * r, 64), [rng.gauss(1, 0.2) for _ in range(16)]
	D = randn(rng, 4 * r, 64)
	yield "ordinary, 4 heads of 16", "norm", (X, w, 1e-6, 4, D)
	Xm = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-300, 300)
	       for _ in range(8)] for _ in range(4 * r)]
	yield "magnitudes 1e-300 to 1e300, eps 0", "norm", \
	    (Xm, [rng.gauss(0, 1) for _ in range(8)], 0.0, 1,
	     randn(rng, 4 * r, 8))
	Xy = randn(rng, 4 * r, 16)
	Dy = [[v * 3 + rng.gauss(0, 1e-9) for v in row] for row in Xy]
	yield "dY along Y, eps 1e-12", "norm", (Xy, [1.0] * 16, 1e-12, 1, Dy)
	Xc = randn(rng, 2 * r, 16)
	Dc = randn(rng, 2 * r, 16)
	Xc, Dc = Xc + Xc, Dc + [[-v * (1 + 1e-9) for v in row] for row in Dc]
	yield "rows cancelling in dW", "norm", (Xc, [1.0] * 8, 1e-6, 2, Dc)
	# project's dW: an ordinary one, and rows that cancel to 1e-12
	X, D = randn(rng, 16 * r, 8), randn(rng, 16 * r, 4)
	yield "ordinary 8 -> 4", "project-dW", (X, D)
	D2 = [[-v * (1 + 1e-12) for v in row] for row in D]
	yield "rows cancelling to 1e-12", "project-dW", (X + X, D + D2)
	# --alibi: ordinary, cancelling against the bias near 1e300, ties
	# that the ALiBi term decides, subnormal and 2^480-ish terms (the
	# wide sum), distances near 2^62
	Q, K = randn(rng, 4 * r, 16), randn(rng, 12 * r, 16)
	yield "ordinary, slope 0.3", "alibi", (Q, K, randn(rng, 4 * r, 12 * r),
					       0.3, 0)
	Q, K = randn(rng, 3 * r, 16, 1e150), randn(rng, 6 * r, 16, 1e150)
	S = numpy_scores(Q, K, "none")
	B = [[-float(x) + rng.gauss(0, 1e284) for x in row] for row in S]
	yield "1e300 cancelling the bias, offset 2^62", "alibi", \
	    (Q, K, B, 1e-20, 2 ** 62)
	Q = [[float(rng.randrange(-8, 9))] for _ in range(6 * r)]
	K = [[float(rng.randrange(-8, 9))] for _ in range(8 * r)]
	B = [[rng.choice([-1, 1]) * 2.0 ** -53 * rng.randrange(1, 16, 2)
	      for _ in K] for _ in Q]
	yield "ties the ALiBi term decides", "alibi", \
	    (Q, K, B, rng.choice([-1, 1]) * 2.0 ** -70, 3)
	Q, K = randn(rng, 3 * r, 4, 1e-160), randn(rng, 6 * r, 4, 1e-160)
	yield "subnormal scores, bias and term", "alibi", \
	    (Q, K, randn(rng, 3 * r, 6 * r, 1e-310), 3e-320, -2)
	Q, K = randn(rng, 3 * r, 4, 2.0 ** 270), randn(rng, 6 * r, 4, 2.0 ** 270)
	S = numpy_scores(Q, K, "none")
	B = [[-float(x) * 0.999 for x in row] for row in S]
	yield "terms near 2^540, distances near 2^62", "alibi", \
	    (Q, K, B, 2.0 ** 478 * 1.5, 2 ** 62 - 5)
	S = randn(rng, 4 * r, 40, 3.0)
	yield "weights, slope -0.7, offset -5", "alibi-w", \
	    (S, randn(rng, 4 * r, 40), -0.7, -5)

	# the backward pass
	Q, K, V = randn(rng, 4 * r, 64), randn(rng, 16 * r, 64), randn(rng, 16 * r, 64)
	yield "ordinary d=64", "grad", (Q, K, V, randn(rng, 4 * r, 64), [])
	n = 8 * r
	Q, K, V, dO = randn(rng, n, 16), randn(rng, n, 16), randn(rng, n, 5), \
	    randn(rng, n, 5)
	yield "causal, temperature 0.7, softcap 2", "grad", (Q, K, V, dO,
		["--causal", "--temperature", "0.7", "--softcap", "2"])
	yield "window 2, --scale -0.3, temperature 3", "grad", (Q, K, V, dO,
		["--window", "2", "--scale", "-0.3", "--temperature", "3"])
	yield "scores in the hundreds", "grad", (randn(rng, 4 * r, 32, 6.0),
		randn(rng, 24, 32, 6.0), randn(rng, 24, 4), randn(rng, 4 * r, 4), [])
	dO = [[rng.gauss(0, 1) * 10.0 ** rng.randrange(-150, 150) for _ in range(3)]
	      for _ in range(6 * r)]
	yield "dO from 1e-150 to 1e150", "grad", (randn(rng, 6 * r, 4),
		randn(rng, 5, 4), randn(rng, 5, 3), dO, ["--no-scale"])
	Q, dO = randn(rng, 3 * r, 8), randn(rng, 3 * r, 4, 1e20)
	Q = [q for q in Q for _ in (0, 1)]
	dO = [x for d in dO for x in (d, [-v for v in d])]
	yield "rows cancelling exactly in dK and dV", "grad", (Q, randn(rng, 7, 8),
		randn(rng, 7, 4), dO, [])
	Q = [[rng.gauss(0, 1) * 2.0 ** 600 for _ in range(4)] for _ in range(6 * r)]
	yield "q near 2^600, dO near 2^500, --scale 2^-1000", "grad", \
	    (Q, randn(rng, 5, 4, 2.0 ** -600), randn(rng, 5, 3),
	     randn(rng, 6 * r, 3, 2.0 ** 500), ["--scale", repr(2.0 ** -1000)])
	yield "causal, --sinks 0.7", "grad", (randn(rng, 8 * r, 16),
		randn(rng, 8 * r, 16), randn(rng, 8 * r, 5), randn(rng, 8 * r, 5),
		["--causal", "--sinks", "[0.7]"])
	yield "300 rows into dK and dV", "grad", (randn(rng, 300 * r, 8),
		randn(rng, 6, 8), randn(rng, 6, 8), randn(rng, 300 * r, 8), ["--causal",
		"--offset", "3"])

def grad_steps(run, Q, K, V, dO, opts):
	"""Run attn grad for each --wrt; yield (step, attn ulps, numpy ulps)."""
	def opt(name):
		return float(opts[opts.index(name) + 1]) if name in opts else 0
	T, C = opt("--temperature"), opt("--softcap")
	d = len(K[0])
	c = mpmath.mpf(1) if "--no-scale" in opts else \
	    mpmath.mpf(opt("--scale")) if "--scale" in opts else \
	    1 / mpmath.sqrt(d)
	masks = []
	i = 0
	while i < len(opts):
		if opts[i] in ("--temperature", "--softcap", "--sinks"):
			i += 2
			continue
		masks.append(opts[i])
		i += 1
	softmax = ("--temperature", "--softcap", "--sinks")
	tr = [o for i, o in enumerate(opts) if o in softmax
	      or (i and opts[i - 1] in softmax)]
	sink = float(opts[opts.index("--sinks") + 1].strip("[]")) \
	    if "--sinks" in opts else None
	S = run.run(["scores", "-q", "Q", "-k", "K"] + masks, Q=Q, K=K)
	A = run.run(["weights", "S"] + tr, S=S)
	A = [[0.0 if math.isnan(x) else x for x in a] for a in A]
	base = ["grad", "-q", "Q", "-k", "K", "-v", "V", "--dout", "D"] + opts
	got = {}
	wrts = (("weights", "dA"), ("scores", "dS"), ("q", "dQ"), ("k", "dK"),
		("v", "dV")) + ((("sinks", "dsink"),) if sink is not None else ())
	for wrt, step in wrts:
		got[step] = run.run(base + ["--wrt", wrt], Q=Q, K=K, V=V, D=dO)
	ex = {
		"dA": [[exact_dot(o, v) for v in V] for o in dO],
		"dS": exact_grad_scores(S, A, got["dA"], T, C),
		"dQ": [[c * exact_dot(ds, [k[col] for k in K]) for col in range(d)]
		       for ds in got["dS"]],
		"dK": exact_grad_acc(got["dS"], Q, c),
		"dV": exact_grad_acc(A, dO, 1),
	}
	if sink is not None:
		# the sink's weight, exactly rounded, as the forward pass has it
		asink = [float(mpmath.exp(mpmath.mpf(sink) - L))
			 for L in (r[0] for r in exact_sinks(S, sink)[1])]
		ex["dsink"] = [[-mpmath.fsum(mpmath.mpf(w) * exact_dot(a, d)
			       for w, a, d in zip(asink, A, got["dA"]))]]
	npv = numpy_grads(Q, K, V, dO, float(c), S, T, C, sink)
	for step in (s for _, s in wrts):
		if step == "dsink":
			# numpy: the sinks through the same formula in double
			Sn = np.array(S)
			W, L = numpy_sinks(Sn, sink)
			da = np.array(dO) @ np.array(V).T
			npd = [[-(np.exp(sink - L[:, 0]) * (W * da).sum(axis=1)).sum()]]
			yield step, worst(got[step], ex[step]), worst(npd, ex[step])
			continue
		yield step, worst(got[step], ex[step]), worst(npv[step], ex[step])


def main():
	args = sys.argv[1:]
	if not args:
		sys.exit(__doc__)
	attn = args[0]
	quick = "--quick" in args
	seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
	also = [args[i + 1] for i, a in enumerate(args) if a == "--also"]
	rng = random.Random(seed)
	tmp = tempfile.mkdtemp(prefix="attn-exact.")
	run = Runner(attn, also, tmp)
	tops = {}
	bad = 0
	print("%-40s %-8s %10s %12s" % ("case", "stage", "attn ulps", "numpy ulps"))
	for name, stage, inp in cases(rng, quick):
		if stage == "scores":
			Q, K, sc = inp
			opt = ["--no-scale"] if sc == "none" else [] if sc == "sqrt" \
			    else ["--scale", repr(sc)]
			got = run.run(["scores", "-q", "Q", "-k", "K"] + opt, Q=Q, K=K)
			ex = exact_scores(Q, K, sc)
			npv = numpy_scores(Q, K, sc)
		elif stage == "attend":
			same = run.attend(*inp)
			bad += not same
			print("%-40s %-8s %s" % (name, stage, "same bytes as the pipeline"
						 if same else "NOT THE PIPELINE'S BYTES"))
			continue
		elif stage == "grad":
			for step, a, b in grad_steps(run, *inp):
				t = tops.setdefault(step, [0.0, 0.0])
				t[0], t[1] = max(t[0], a), max(t[1], b)
				flag = "" if a <= BOUND else "  <-- over %g" % BOUND
				bad += a > BOUND
				print("%-40s %-8s %10.3g %12.3g%s" % (name, step, a, b, flag))
			continue
		elif stage == "alibi":
			Q, K, B, m, off = inp
			S = run.run(["scores", "--no-scale", "-q", "Q", "-k", "K"],
				    Q=Q, K=K)
			got = run.run(["scores", "--no-scale", "-q", "Q", "-k", "K",
				       "--bias", "B", "--alibi-slopes", repr(m)
				       .join("[]"), "--offset", str(off)],
				      Q=Q, K=K, B=B)
			ex = exact_alibi(S, B, m, off)
			npv = numpy_alibi(S, B, m, off)
		elif stage == "alibi-w":
			S, B, m, off = inp
			got = run.run(["weights", "S", "--bias", "B",
				       "--alibi-slopes", repr(m).join("[]"),
				       "--offset", str(off)], S=S, B=B)
			ex = exact_weights(exact_alibi(S, B, m, off, True))
			npv = numpy_weights(numpy_alibi(S, B, m, off))
		elif stage == "weights":
			(S,) = inp
			got = run.run(["weights", "S"], S=S)
			ex = exact_weights(S)
			npv = numpy_weights(S)
		elif stage == "sinks":
			S, sink = inp
			got = run.run(["weights", "--sinks", "[%r]" % sink, "--lse",
				       "S"], S=S)
			exw, exl = exact_sinks(S, sink)
			npw, npl = numpy_sinks(S, sink)
			for what, g, x, nv in (("sinks", [r[:-1] for r in got], exw,
						npw), ("lse", [r[-1:] for r in got],
						       exl, npl)):
				a, b = worst(g, x), worst(nv, x)
				t = tops.setdefault(what, [0.0, 0.0])
				t[0], t[1] = max(t[0], a), max(t[1], b)
				flag = "" if a <= BOUND else "  <-- over %g" % BOUND
				bad += a > BOUND
				print("%-40s %-8s %10.3g %12.3g%s" % (name, what, a, b,
								      flag))
			continue
		elif stage == "merge":
			(parts,) = inp
			names = ["P%d" % k for k in range(len(parts))]
			got = run.run(["merge", "--lse"] + names,
				      **dict(zip(names, parts)))
			ex = exact_merge(parts)
			npv = numpy_merge(parts)
		elif stage == "project":
			X, W, b = inp
			got = run.run(["project", "-w", "W", "-b", "B", "X"],
				      X=X, W=W, B=[b])
			if run.run(["project", "--transposed", "-w", "Wt", "-b",
				    "B", "X"], X=X, Wt=[list(c) for c in
							zip(*W)], B=[b]) != got:
				print("  project --transposed: not the same "
				      "numbers")
				bad += 1
			ex = exact_project(X, W, b)
			npv = numpy_project(X, W, b)
		elif stage == "norm":
			X, w, eps, heads, D = inp
			base = ["norm", "--eps", repr(eps), "--heads", str(heads),
				"-w", "W", "X"]
			for what, extra, wrt in (("norm", [], None),
						 ("norm-dx", ["--dout", "D"], "x"),
						 ("norm-dw", ["--dout", "D", "--wrt",
							      "w"], "w")):
				got = run.run(base + extra, X=X, W=[w], D=D)
				dd = D if wrt else None
				ex = exact_norm(X, w, eps, heads, dd, wrt)
				a = worst(got, ex)
				b = worst(numpy_norm(X, w, eps, heads, dd, wrt), ex)
				t = tops.setdefault(what, [0.0, 0.0])
				t[0], t[1] = max(t[0], a), max(t[1], b)
				flag = "" if a <= BOUND else "  <-- over %g" % BOUND
				bad += a > BOUND
				print("%-40s %-8s %10.3g %12.3g%s" % (name, what, a, b,
								      flag))
			continue
		elif stage == "project-dW":
			X, D = inp
			W = [[0.0] * len(D[0]) for _ in X[0]]
			got = run.run(["project", "--dout", "D", "-w", "W", "--wrt",
				       "w", "X"], X=X, D=D, W=W)
			ex = exact_project_dw(X, D)
			npv = np.array(X).T @ np.array(D)
		elif stage == "rope":
			X, opts = inp
			got = run.run(["rope"] + opts + ["X"], X=X)
			ex = exact_rope(X, opts)
			npv = numpy_rope(X, opts)
		else:
			W, V = inp
			got = run.run(["apply", "-v", "V", "W"], W=W, V=V)
			ex = exact_apply(W, V)
			npv = numpy_apply(W, V)
		a, b = worst(got, ex), worst(npv, ex)
		t = tops.setdefault(stage, [0.0, 0.0])
		t[0], t[1] = max(t[0], a), max(t[1], b)
		flag = "" if a <= BOUND else "  <-- over %g" % BOUND
		bad += a > BOUND
		print("%-40s %-8s %10.3g %12.3g%s" % (name, stage, a, b, flag))
	print()
	print("worst per stage     attn      numpy")
	for stage in ("scores", "weights", "sinks", "lse", "apply", "merge",
		      "project", "project-dW", "rope", "norm", "norm-dx",
		      "norm-dw", "alibi", "alibi-w", "dA", "dS", "dQ",
		      "dK", "dV", "dsink"):
		if stage in tops:
			print("  %-12s %10.3g %10.3g" % (stage, *tops[stage]))
	for f in os.listdir(tmp):
		os.unlink(os.path.join(tmp, f))
	os.rmdir(tmp)
	if also:
		print("%d other build(s): %s" % (len(also), "%d command(s) differ"
		      % run.differ if run.differ else "the same bytes throughout"))
	if bad or run.differ:
		print("%d case(s) failed" % bad)
		return 1
	return 0


if __name__ == "__main__":
	sys.exit(main())
