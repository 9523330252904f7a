# matrix.awk - the deterministic random matrices of the check scripts.
#
#   awk -v rows=R -v cols=C -v seed=S [-v kind=K] -f tests/lib/matrix.awk
#
# kind=num (default): numbers in [-3, 3) with 17 significant digits, some of
#              them small (below 5e-4) or whole (-3 to 3)
#      mask:   0 and 1, about seven cells in ten 1
#      bias:   numbers in [-2, 2) with about one cell in six -inf
#      normal: numbers in [-8, 8), 17 significant digits
#      wide:   m * 10^e, |m| < 1, e from -300 to 300
#      ties:   whole numbers 0 to 3, so that rows have ties
#      extreme: one of +-1e308, +-1e-308, 0 and 1
#      special: as normal, with about one cell in ten -inf and one in
#              twenty nan
# The generator is a 32-bit linear congruential one in plain arithmetic
# (every product stays below 2^53), so every awk makes the same matrix
# from the same seed; LC_ALL=C keeps the decimal point a point.
function next_u(   r) {
	state = (state * 1664525 + 1013904223) % 4294967296
	return state / 4294967296
}
function value(u,   m, e) {
	if (kind == "mask")
		return u < 0.7 ? "1" : "0"
	if (kind == "bias")
		return u < 1 / 6 ? "-inf" : sprintf("%.17g", next_u() * 4 - 2)
	if (kind == "normal")
		return sprintf("%.17g", 16 * u - 8)
	if (kind == "wide") {
		m = 2 * u - 1
		e = int(next_u() * 601) - 300
		return sprintf("%.17g", m * 10 ^ e)
	}
	if (kind == "ties")
		return int(u * 4)
	if (kind == "extreme") {
		e = int(u * 6)
		return e == 0 ? "1e308" : e == 1 ? "-1e308" : e == 2 ? "1e-308" : \
		       e == 3 ? "-1e-308" : e == 4 ? "0" : "1"
	}
	if (kind == "special")
		return u < 0.1 ? "-inf" : u < 0.15 ? "nan" : \
		       sprintf("%.17g", 16 * next_u() - 8)
	if (u < 0.1)
		return sprintf("%d", int(next_u() * 7) - 3)
	if (u < 0.2)
		return sprintf("%.17g", (next_u() - 0.5) * 1e-3)
	return sprintf("%.17g", next_u() * 6 - 3)
}
BEGIN {
	if (kind == "")
		kind = "num"
	if (kind !~ /^(num|mask|bias|normal|wide|ties|extreme|special)$/) {
		print "matrix.awk: unknown kind '" kind "'" >"/dev/stderr"
		exit 2
	}
	state = (seed + 0) % 4294967296
	for (i = 0; i < 3; i++)
		next_u()
	for (r = 0; r < rows; r++) {
		line = ""
		for (c = 0; c < cols; c++)
			line = line (c ? "," : "") value(next_u())
		print line
	}
}
