"""gen.py N D - Q, K and V as the FlashAttention-3 paper's numerical error
experiment draws them (Shah et al. 2024, section 4.3): each entry from
N(0, 1), plus one from N(0, 100) with probability 0.001, the outliers of
real activations.  N rows of D columns each, written in full as Q.csv,
K.csv and V.csv; seeded, so that every run writes the same files."""
import sys

import numpy as np

n, d = int(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(2024)
for name in "QKV":
    x = rng.standard_normal((n, d))
    x += (rng.random((n, d)) < 0.001) * rng.normal(0, 10, (n, d))
    np.savetxt(name + ".csv", x, fmt="%.17g", delimiter=",")
