# gen.awk - a small deterministic matrix generator for the property checks:
# the same seed gives the same bytes on every machine (Park and Miller's
# minimal standard generator, exact in a double), no outside data.
#
#   LC_ALL=C awk -v seed=S -v rows=R -v cols=C -v kind=K -f tests/gen.awk
#
# kind: normal   uniform in [-8, 8), 17 significant digits
#       wide     m * 10^e, |m| < 1, e from -300 to 300
#       ties     whole numbers 0 to 3, so that rows have ties
#       extreme  one of +-1e308, +-1e-308, 0, 1
#       special  normal, with some -inf and nan mixed in
function rnd() {
	state = (state * 16807) % 2147483647
	return state / 2147483647
}
function value(r) {
	if (kind == "wide")
		return sprintf("%.17g", (2 * rnd() - 1) * 10 ^ (int(rnd() * 601) - 300))
	if (kind == "ties")
		return int(rnd() * 4)
	if (kind == "extreme") {
		r = int(rnd() * 6)
		return r == 0 ? "1e308" : r == 1 ? "-1e308" : r == 2 ? "1e-308" : \
		       r == 3 ? "-1e-308" : r == 4 ? "0" : "1"
	}
	if (kind == "special") {
		r = rnd()
		if (r < 0.1)
			return "-inf"
		if (r < 0.15)
			return "nan"
	}
	return sprintf("%.17g", 16 * rnd() - 8)
}
BEGIN {
	state = seed % 2147483646 + 1
	for (i = 0; i < rows; i++) {
		line = value()
		for (j = 1; j < cols; j++)
			line = line "," value()
		print line
	}
}
