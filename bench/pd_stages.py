"""The pandas versions of attn's stages: pd.read_csv, numpy arithmetic on
the frame's values, DataFrame.to_csv with float_format '%.17g'.  Same
command line as np_stages.py."""
import sys

import numpy as np
import pandas as pd


def load(path):
    return pd.read_csv(path if path != "-" else sys.stdin, header=None).to_numpy()


def save(m):
    pd.DataFrame(m).to_csv(sys.stdout, header=False, index=False,
                           float_format="%.17g")


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
