how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --heads 2 of 4 columns, turned as one head of 8.
  The answer: tests/gen/checkof.py's numpy rope-heads-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --heads 2 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  1.1116,-0.3284,1.8902,1.0153,-0.1196,-2.2118,1.1947,-0.4681
  -3.0670,0.5911,0.9801,-1.8064,1.8956,-0.8066,0.1987,-3.1204
stdout
  row 1, column 0: expected -1.41279, got 1.1116, difference 2.52439
  row 1, column 1: expected -1.09484, got -0.3284, difference 0.766438
  row 1, column 2: expected 1.50134, got 1.8902, difference 0.38886
  row 1, column 3: expected 0.895171, got 1.0153, difference 0.120129
  row 1, column 4: expected -1.38177, got -0.1196, difference 1.26217
  row 1, column 5: expected -1.94009, got -2.2118, difference 0.271708
  row 1, column 6: expected -0.301169, got 1.1947, difference 1.49587
  row 1, column 7: expected -0.697169, got -0.4681, difference 0.229069
  row 2, column 0: expected -2.15774, got -3.067, difference 0.909262
  row 2, column 1: expected 0.397339, got 0.5911, difference 0.193761
  row 2, column 2: expected 2.31175, got 0.9801, difference 1.33165
  row 2, column 3: expected -1.96013, got -1.8064, difference 0.153733
  row 2, column 4: expected -0.832294, got 1.8956, difference 2.72789
  row 2, column 5: expected -0.384059, got -0.8066, difference 0.422541
  row 2, column 6: expected 1.81859, got 0.1987, difference 1.61989
  row 2, column 7: expected -3.13887, got -3.1204, difference 0.0184691
  16 of 24 cells differ (largest difference 2.72789 at row 2, column 4)
  likely mistake (rope-heads-ignored): --heads 2 was left out: each row was turned as one head of 8 columns
status 1
