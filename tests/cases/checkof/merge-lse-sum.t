how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two parts of the keys, as attend --lse writes them.
  The answer: tests/gen/checkof.py's numpy merge-lse-sum, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  0.4673,0.5418,0.0139,3.3323
  3.8080,2.6180,6.0430,0.2120
stdout
  row 0, column 0: expected 1.23374, got 0.4673, difference 0.766437
  row 0, column 1: expected 1.43038, got 0.5418, difference 0.888576
  row 0, column 2: expected 0.0367272, got 0.0139, difference 0.0228272
  row 0, column 3: expected 2.36148, got 3.3323, difference 0.970822
  row 1, column 0: expected 0.860381, got 3.808, difference 2.94762
  row 1, column 1: expected 0.591496, got 2.618, difference 2.0265
  row 1, column 2: expected 1.36535, got 6.043, difference 4.67765
  row 1, column 3: expected 1.69948, got 0.212, difference 1.48748
  8 of 8 cells differ (largest difference 4.67765 at row 1, column 2)
  likely mistake (merge-lse-sum): the merged LSE L was taken as the sum of the parts' L_p, not ln sum_p e^L_p, and each part weighted by e^(L_p - L) with it
status 1
