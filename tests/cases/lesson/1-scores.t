how
  Lesson 1: Q=[[1,0],[0,1]], K=[[1,1],[1,-1]], d_k=2.  Each stage is
  exactly rounded from its own input (attn(1), Exactness), computed with
  mpmath at 400 bits by ex_scores and ex_weights in tests/gen/stages.py:
    S = float(dot(q, k) / sqrt(2)):
      0.7071067811865476,0.7071067811865476
      0.7071067811865476,-0.7071067811865476
    A = float(exp(s - max) / sum) of that S:
      0.5,0.5
      0.8044296825069569,0.19557031749304307
  The lesson rounds A to 0.50, 0.50 / 0.804, 0.196.
cmd
  $ATTN scores -q Q.csv -k K.csv
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
