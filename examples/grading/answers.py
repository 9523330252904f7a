#!/usr/bin/python3
# answers.py - writes this folder's homework and the answers of ten
# students, the slips students really make, with numpy alone (attn is not
# run), and expected-grades.csv, the teacher's own transcription of what
# each student did: the grade attn check -s must give, and the mistake its
# report must name.  Run it again (/usr/bin/python3 answers.py) to remake
# them; make check compares attn's grades with expected-grades.csv.
#
# The homework: the causal attention weights of Q and K (d_k = 2), to
# three decimals.
import os
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
Q = np.array([[1, 0], [0, 1], [1, 1]], float)
K = np.array([[1, 1], [1, -1], [0, 2]], float)
causal = np.tril(np.ones((3, 3), bool))


def softmax(S, keep):
    """A softmax along each row over the kept cells, 0 elsewhere."""
    e = np.where(keep, np.exp(S - np.where(keep, S, -np.inf).max(axis=1,
                                                                   keepdims=True)), 0)
    return e / e.sum(axis=1, keepdims=True)


S = Q @ K.T / np.sqrt(2)
right = softmax(S, causal)
E = np.exp(S - S.max(axis=0, keepdims=True))
rng = np.random.default_rng(2024)
noise = rng.random((3, 3)) * causal
students = [
    # name, the answer, how it is written, the grade, what the report names
    ('ada', right, '%.3f', 1, ''),
    ('ben', softmax(Q @ K.T, causal), '%.3f', 0, 'no-scale'),
    ('cy', softmax(S, causal.T), '%.3f', 0, 'causal-flipped'),
    ('dee', softmax(S, np.ones((3, 3), bool)), '%.3f', 0, 'mask-ignored'),
    ('eve', right, '%.1f', 0, 'rounding'),
    ('fay', np.where(causal, E, 0) / np.where(causal, E, 0).sum(axis=0), '%.3f',
     0, 'softmax-columns'),
    ('gus', right.T, '%.3f', 0, 'transposed'),
    ('hal', noise / noise.sum(axis=1, keepdims=True), '%.3f', 0, ''),
    ('ivy', right[:2], '%.3f', 0, ''),
    ('jo', (np.where(causal, S, -np.inf) == np.where(causal, S, -np.inf).max(
        axis=1, keepdims=True)) / (np.where(causal, S, -np.inf) == np.where(
            causal, S, -np.inf).max(axis=1, keepdims=True)).sum(axis=1, keepdims=True),
     '%.3f', 0, 'argmax'),
]


def write(path, rows):
    with open(os.path.join(here, path), 'w') as f:
        f.write(''.join(','.join(r) + '\n' for r in rows))


write('Q.csv', [['%g' % x for x in r] for r in Q])
write('K.csv', [['%g' % x for x in r] for r in K])
os.makedirs(os.path.join(here, 'answers'), exist_ok=True)
for name, A, how, grade, ids in students:
    write('answers/%s.csv' % name, [[how % x for x in r] for r in A])
write('expected-grades.csv', [[n, str(g), ids] for n, _, _, g, ids in students])
