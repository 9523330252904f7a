how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy transposed, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.7071,1.7678,0.0000,0.7071,0.0000,-0.7071
  0.0000,0.7071,-0.7071,0.7071,-0.7071,0.7071
  -0.7071,-0.3536,-1.4142,2.4749,-1.4142,0.3536
stdout
  row 0, column 1: expected 0, got 1.7678, difference 1.7678
  row 0, column 2: expected -0.707107, got 0, difference 0.707107
  row 0, column 4: expected 0.707107, got 0, difference 0.707107
  row 0, column 5: expected 2.47487, got -0.7071, difference 3.18197
  row 1, column 0: expected 1.76777, got 0, difference 1.76777
  row 1, column 2: expected -0.353553, got -0.7071, difference 0.353547
  row 1, column 3: expected 0, got 0.7071, difference 0.7071
  row 1, column 5: expected -1.41421, got 0.7071, difference 2.12131
  row 2, column 0: expected 0, got -0.7071, difference 0.7071
  row 2, column 1: expected -0.707107, got -0.3536, difference 0.353507
  row 2, column 3: expected -0.707107, got 2.4749, difference 3.18201
  row 2, column 4: expected 0.707107, got -1.4142, difference 2.12131
  12 of 18 cells differ (largest difference 3.18201 at row 2, column 3)
  likely mistake (scores-transposed): the scores were K Q^T, not Q K^T: row i held key i's dot products with every query
  likely mistake (transposed): each head's block of the right matrix transposed, 3x3 each
status 1
