"""The plain numpy versions of attn's stages, as a numpy user would write
them: np.loadtxt, matmul, a stable softmax, np.savetxt('%.17g').

    np_stages.py scores Q K      np_stages.py weights [S]
    np_stages.py apply V [A]     np_stages.py attend Q K V
A missing last operand is stdin; output goes to stdout.
"""
import sys

import numpy as np


def load(path):
    return np.loadtxt(path if path != "-" else sys.stdin, delimiter=",", ndmin=2)


def save(m):
    np.savetxt(sys.stdout, m, fmt="%.17g", delimiter=",")


def softmax(s):
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def main(argv):
    stage, ops = argv[1], argv[2:]
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
