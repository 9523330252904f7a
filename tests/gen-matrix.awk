# gen-matrix.awk - a deterministic random matrix for the property checks.
#
#   awk -v rows=R -v cols=C -v seed=S [-v kind=K] -f tests/gen-matrix.awk
#
# kind=num (default): numbers in [-3, 3) with 17 significant digits, some
# of them small or whole; kind=mask: 0 and 1; kind=bias: numbers in [-2, 2)
# with about one cell in six -inf.  The generator is a 32-bit linear
# congruential one in plain arithmetic (every product stays below 2^53),
# so every awk makes the same matrix from the same seed.
function next_u(   r) {
	state = (state * 1664525 + 1013904223) % 4294967296
	return state / 4294967296
}
BEGIN {
	if (kind == "")
		kind = "num"
	state = (seed + 0) % 4294967296
	for (i = 0; i < 3; i++)
		next_u()
	for (r = 0; r < rows; r++) {
		line = ""
		for (c = 0; c < cols; c++) {
			u = next_u()
			if (kind == "mask")
				v = u < 0.7 ? "1" : "0"
			else if (kind == "bias")
				v = u < 1 / 6 ? "-inf" : sprintf("%.17g", next_u() * 4 - 2)
			else if (u < 0.1)
				v = sprintf("%d", int(next_u() * 7) - 3)
			else if (u < 0.2)
				v = sprintf("%.17g", (next_u() - 0.5) * 1e-3)
			else
				v = sprintf("%.17g", next_u() * 6 - 3)
			line = line (c ? "," : "") v
		}
		print line
	}
}
