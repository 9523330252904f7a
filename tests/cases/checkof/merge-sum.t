how
  Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as attend --lse writes them (O then L, exactly rounded); the expected merge exactly rounded from their doubles (mpmath).
  The answer: tests/gen/checkof.py's numpy merge-sum, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  2.3595,2.9214,0.0786
  2.8090,1.5731,1.4269
stdout
  row 0, column 0: expected 1.23374, got 2.3595, difference 1.12576
  row 0, column 1: expected 1.43038, got 2.9214, difference 1.49102
  row 0, column 2: expected 0.0367272, got 0.0786, difference 0.0418728
  row 1, column 0: expected 0.860381, got 2.809, difference 1.94862
  row 1, column 1: expected 0.591496, got 1.5731, difference 0.981604
  row 1, column 2: expected 1.36535, got 1.4269, difference 0.0615549
  6 of 6 cells differ (largest difference 1.94862 at row 1, column 0)
  likely mistake (merge-sum): the 2 parts' outputs were added up, not weighted by e^(L_p - L)
status 1
