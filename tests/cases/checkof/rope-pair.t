how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  Four rows of 4: the transpose has the same shape.
  The answer: tests/gen/checkof.py's numpy rope-inverse + transposed, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
  -1,0.5,1,2
file answer.csv
  1.0000,1.9531,-0.3391,1.1311
  2.0000,-0.9900,-0.0400,0.5598
  0.5000,0.6599,-3.1440,-0.8489
  -1.0000,1.0099,-1.9996,1.9841
stdout
  row 0, column 1: expected 2, got 1.9531, difference 0.0469
  row 0, column 2: expected 0.5, got -0.3391, difference 0.8391
  row 0, column 3: expected -1, got 1.1311, difference 2.1311
  row 1, column 0: expected -1.41279, got 2, difference 3.41279
  row 1, column 1: expected -1.00995, got -0.99, difference 0.0199498
  row 1, column 2: expected 1.50134, got -0.04, difference 1.54134
  row 1, column 3: expected 0.98995, got 0.5598, difference 0.43015
  row 2, column 0: expected -2.15774, got 0.5, difference 2.65774
  row 2, column 1: expected 0.0399973, got 0.6599, difference 0.619903
  row 2, column 2: expected 2.31175, got -3.144, difference 5.45575
  row 2, column 3: expected -1.9996, got -0.8489, difference 1.1507
  row 3, column 0: expected 0.848872, got -1, difference 1.84887
  row 3, column 1: expected 0.439784, got 1.0099, difference 0.570116
  row 3, column 2: expected -1.13111, got -1.9996, difference 0.868487
  row 3, column 3: expected 2.0141, got 1.9841, difference 0.0299978
  15 of 16 cells differ (largest difference 5.45575 at row 2, column 2)
  likely mistakes (rope-inverse + transposed): each pair turned by -p theta_t, the inverse rotation, not by p theta_t; then the right matrix transposed, its rows written as columns
status 1
