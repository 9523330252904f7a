how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two parts of the keys, as attend --lse writes them.
  The answer has O alone, rescaled by the wrong L.
  The answer: tests/gen/checkof.py's numpy merge-lse-mean, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  2.4728,2.8670,0.0736
  4.2338,2.9107,6.7187
stdout
  row 0, column 0: expected 1.23374, got 2.4728, difference 1.23906
  row 0, column 1: expected 1.43038, got 2.867, difference 1.43662
  row 0, column 2: expected 0.0367272, got 0.0736, difference 0.0368728
  row 1, column 0: expected 0.860381, got 4.2338, difference 3.37342
  row 1, column 1: expected 0.591496, got 2.9107, difference 2.3192
  row 1, column 2: expected 1.36535, got 6.7187, difference 5.35335
  6 of 6 cells differ (largest difference 5.35335 at row 1, column 2)
  likely mistake (merge-lse-mean): the merged LSE L was taken as the mean of the parts' L_p, not ln sum_p e^L_p, and each part weighted by e^(L_p - L) with it
status 1
