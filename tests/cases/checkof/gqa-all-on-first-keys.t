how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 4 --kv-heads 2: every query head on K's first block.
  The answer: tests/gen/checkof.py's numpy gqa-all-on-first, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 4 --kv-heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1,0.5,1,-0.5,0
  0.5,1,-1,0,2,1,0,1
  2,-1,0,1,1,-0.5,1,0.5
file answer.csv
  0.5760,0.2840,0.1400,0.5760,0.2840,0.1400,0.6821,0.2362,0.0818,0.2246,0.3199,0.4555
  0.6821,0.2362,0.0818,0.1400,0.2840,0.5760,0.8816,0.1057,0.0127,0.5760,0.2840,0.1400
  0.5760,0.2840,0.1400,0.5760,0.2840,0.1400,0.4555,0.3199,0.2246,0.6821,0.2362,0.0818
stdout
  row 0, column 6: expected 0.0786441, got 0.6821, difference 0.603456
  row 0, column 7: expected 0.460678, got 0.2362, difference 0.224478
  row 0, column 8: expected 0.460678, got 0.0818, difference 0.378878
  row 0, column 9: expected 0.455527, got 0.2246, difference 0.230927
  row 0, column 11: expected 0.224606, got 0.4555, difference 0.230894
  row 1, column 6: expected 0.0149734, got 0.8816, difference 0.866627
  row 1, column 7: expected 0.253332, got 0.1057, difference 0.147632
  row 1, column 8: expected 0.731694, got 0.0127, difference 0.718994
  row 1, column 9: expected 0.124976, got 0.576, difference 0.451024
  row 1, column 10: expected 0.514058, got 0.284, difference 0.230058
  row 1, column 11: expected 0.360966, got 0.14, difference 0.220966
  row 2, column 6: expected 0.22623, got 0.4555, difference 0.22927
  row 2, column 7: expected 0.22623, got 0.3199, difference 0.09367
  row 2, column 8: expected 0.54754, got 0.2246, difference 0.32294
  row 2, column 9: expected 0.0826194, got 0.6821, difference 0.599481
  row 2, column 10: expected 0.339834, got 0.2362, difference 0.103634
  row 2, column 11: expected 0.577546, got 0.0818, difference 0.495746
  17 of 36 cells differ (largest difference 0.866627 at row 1, column 6)
  likely mistake (gqa-all-on-first): every query head took the keys of key/value head 0, not its own of the 2
status 1
