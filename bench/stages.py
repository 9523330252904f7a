"""attn's stages as a Python user would write them, for make bench.

    stages.py numpy|pandas scores Q K      stages.py numpy|pandas weights [S]
    stages.py numpy|pandas apply V [A]     stages.py numpy|pandas attend Q K V

numpy: np.loadtxt, matmul, a stable softmax, np.savetxt('%.17g').
pandas: pd.read_csv, the same arithmetic on the frame's values,
DataFrame.to_csv(float_format='%.17g').  A missing last operand is stdin;
output goes to stdout.
"""
import sys

import numpy as np


def numpy_io():
    def load(path):
        return np.loadtxt(path if path != "-" else sys.stdin, delimiter=",",
                          ndmin=2)

    def save(m):
        np.savetxt(sys.stdout, m, fmt="%.17g", delimiter=",")
    return load, save


def pandas_io():
    import pandas as pd

    def load(path):
        return pd.read_csv(path if path != "-" else sys.stdin,
                           header=None).to_numpy()

    def save(m):
        pd.DataFrame(m).to_csv(sys.stdout, header=False, index=False,
                               float_format="%.17g")
    return load, save


def softmax(s):
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def main(argv):
    load, save = {"numpy": numpy_io, "pandas": pandas_io}[argv[1]]()
    stage, ops = argv[2], argv[3:]
    if stage == "scores":
        q, k = load(ops[0]), load(ops[1])
        save(q @ k.T / np.sqrt(k.shape[1]))
    elif stage == "weights":
        save(softmax(load(ops[0] if ops else "-")))
    elif stage == "apply":
        v = load(ops[0])
        save(load(ops[1] if len(ops) > 1 else "-") @ v)
    elif stage == "attend":
        q, k, v = load(ops[0]), load(ops[1]), load(ops[2])
        save(softmax(q @ k.T / np.sqrt(k.shape[1])) @ v)
    else:
        sys.exit("unknown stage " + stage)


main(sys.argv)
