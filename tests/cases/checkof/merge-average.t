how
  Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as attend --lse writes them (O then L, exactly rounded); the expected merge exactly rounded from their doubles (mpmath).
  The answer: tests/gen/checkof.py's numpy merge-average, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  1.1798,1.4607,0.0393
  1.4045,0.7865,0.7135
stdout
  row 0, column 0: expected 1.23374, got 1.1798, difference 0.0539371
  row 0, column 1: expected 1.43038, got 1.4607, difference 0.030324
  row 0, column 2: expected 0.0367272, got 0.0393, difference 0.00257281
  row 1, column 0: expected 0.860381, got 1.4045, difference 0.544119
  row 1, column 1: expected 0.591496, got 0.7865, difference 0.195004
  row 1, column 2: expected 1.36535, got 0.7135, difference 0.651845
  6 of 6 cells differ (largest difference 0.651845 at row 1, column 2)
  likely mistake (merge-average): the 2 parts' outputs were averaged, not weighted by e^(L_p - L)
status 1
