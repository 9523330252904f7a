how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  d_v = n_k = 3: dO V has the shape of dO V^T.
  The answer: tests/gen/checkof.py's numpy da-not-transposed, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt scores answer.csv -p 6
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
  -0.3031,0.0260,0.2771
  -0.8791,1.1612,-0.2821
  0.5351,-0.4406,-0.0945
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.529379, got -0.3031, difference 0.226279
  row 0, column 1: expected 0.0985793, got 0.026, difference 0.0725793
  row 0, column 2: expected 0.430799, got 0.2771, difference 0.153699
  row 1, column 0: expected -0.977929, got -0.8791, difference 0.0988286
  row 1, column 1: expected 1.02821, got 1.1612, difference 0.132987
  row 1, column 2: expected -0.0502844, got -0.2821, difference 0.231816
  row 2, column 0: expected 0.98927, got 0.5351, difference 0.45417
  row 2, column 1: expected -1.13486, got -0.4406, difference 0.694259
  row 2, column 2: expected 0.14559, got -0.0945, difference 0.24009
  9 of 9 cells differ (largest difference 0.694259 at row 2, column 1)
  likely mistake (da-not-transposed): dA = dO V, not dO V^T: V was not transposed
status 1
