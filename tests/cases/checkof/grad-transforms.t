how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  No C*tanh(x/C), nor its slope.
  The answer: tests/gen/checkof.py's numpy softcap-ignored, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt scores --temperature 2 --softcap 1.5 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  -0.2589,0.0658,0.1931
  -0.5256,0.6368,-0.1113
  0.4892,-0.5377,0.0485
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.231968, got -0.2589, difference 0.0269318
  row 0, column 1: expected 0.0657076, got 0.0658, difference 9.24095e-05
  row 0, column 2: expected 0.161469, got 0.1931, difference 0.0316314
  row 1, column 0: expected -0.441043, got -0.5256, difference 0.0845566
  row 1, column 1: expected 0.641017, got 0.6368, difference 0.00421744
  row 1, column 2: expected -0.100405, got -0.1113, difference 0.0108949
  row 2, column 0: expected 0.475121, got 0.4892, difference 0.0140788
  row 2, column 1: expected -0.536755, got -0.5377, difference 0.000944502
  row 2, column 2: expected 0.0454157, got 0.0485, difference 0.00308426
  9 of 9 cells differ (largest difference 0.0845566 at row 1, column 0)
  likely mistake (softcap-ignored): --softcap 1.5 was left out: the scores were not mapped to C*tanh(x/C)
status 1
