how
  Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as attend --lse writes them (O then L, exactly rounded); the expected merge exactly rounded from their doubles (mpmath).
  The answer: tests/gen/checkof.py's numpy merge-no-rescale, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  13.0858,15.1715,0.3896
  4.7072,3.2361,7.4699
stdout
  row 0, column 0: expected 1.23374, got 13.0858, difference 11.8521
  row 0, column 1: expected 1.43038, got 15.1715, difference 13.7411
  row 0, column 2: expected 0.0367272, got 0.3896, difference 0.352873
  row 1, column 0: expected 0.860381, got 4.7072, difference 3.84682
  row 1, column 1: expected 0.591496, got 3.2361, difference 2.6446
  row 1, column 2: expected 1.36535, got 7.4699, difference 6.10455
  6 of 6 cells differ (largest difference 13.7411 at row 0, column 1)
  likely mistake (merge-no-rescale): each part's output was weighted by e^L_p, not rescaled by e^(L_p - L) with L the merged log-sum-exp
status 1
