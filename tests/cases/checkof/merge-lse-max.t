how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two parts of the keys, as attend --lse writes them.
  The answer: tests/gen/checkof.py's numpy merge-lse-max, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  2.3152,2.6842,0.0689,1.7321
  0.8992,0.6182,1.4269,1.6554
stdout
  row 0, column 0: expected 1.23374, got 2.3152, difference 1.08146
  row 0, column 1: expected 1.43038, got 2.6842, difference 1.25382
  row 0, column 2: expected 0.0367272, got 0.0689, difference 0.0321728
  row 0, column 3: expected 2.36148, got 1.7321, difference 0.629378
  row 1, column 0: expected 0.860381, got 0.8992, difference 0.0388193
  row 1, column 1: expected 0.591496, got 0.6182, difference 0.0267045
  row 1, column 2: expected 1.36535, got 1.4269, difference 0.0615549
  row 1, column 3: expected 1.69948, got 1.6554, difference 0.0440791
  8 of 8 cells differ (largest difference 1.25382 at row 0, column 1)
  likely mistake (merge-lse-max): the merged LSE L was taken as the parts' largest L_p, not ln sum_p e^L_p, and each part weighted by e^(L_p - L) with it
status 1
