how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two parts of the keys, as attend --lse writes them.
  The LSEs in base 2, as Triton keeps them, merged with ln and e.
  The answer: tests/gen/checkof.py's numpy merge-lse-base2, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  1.2575,1.4170,0.0356,3.1014
  0.8224,0.5779,1.4108,2.3996
stdout
  row 0, column 0: expected 1.23374, got 1.2575, difference 0.0237629
  row 0, column 1: expected 1.43038, got 1.417, difference 0.013376
  row 0, column 2: expected 0.0367272, got 0.0356, difference 0.00112719
  row 0, column 3: expected 2.36148, got 3.1014, difference 0.739922
  row 1, column 0: expected 0.860381, got 0.8224, difference 0.0379807
  row 1, column 1: expected 0.591496, got 0.5779, difference 0.0135955
  row 1, column 2: expected 1.36535, got 1.4108, difference 0.0454549
  row 1, column 3: expected 1.69948, got 2.3996, difference 0.700121
  8 of 8 cells differ (largest difference 0.739922 at row 0, column 3)
  likely mistake (merge-lse-base2): the LSEs were in base 2, M_p = L_p log2(e) as Triton's kernels keep them, and merged as natural: M = ln sum_p e^M_p and the weights e^(M_p - M)
status 1
