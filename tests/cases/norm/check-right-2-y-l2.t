how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y, --l2 --plus-one. The answer is it written with %.2f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --l2 --eps 0.1 --plus-one --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.50,0.40,1.73,-0.35
  0.60,0.48,-1.37,0.41
  -2.21,0.22,2.43,0.10
stdout
  row 0, column 0: expected 1.49701, got 1.5, difference 0.00299103
  row 0, column 1: expected 0.399202, got 0.4, difference 0.000797608
  row 0, column 2: expected 1.72516, got 1.73, difference 0.0048361
  row 0, column 3: expected -0.345033, got -0.35, difference 0.00496722
  row 1, column 0: expected 0.599329, got 0.6, difference 0.000670873
  row 1, column 1: expected 0.479463, got 0.48, difference 0.000536699
  row 1, column 2: expected -1.3659, got -1.37, difference 0.00410409
  row 1, column 3: expected 0.409769, got 0.41, difference 0.000231226
  row 2, column 0: expected -2.21404, got -2.21, difference 0.00403721
  row 2, column 1: expected 0.221404, got 0.22, difference 0.00140372
  row 2, column 2: expected 2.43281, got 2.43, difference 0.0028092
  row 2, column 3: expected 0.0973124, got 0.1, difference 0.00268763
  12 of 12 cells differ (largest difference 0.00496722 at row 0, column 3)
  likely mistake (rounding): right to the digits written; --atol 5e-3 accepts it
status 1
