how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --chunk 3 --offset 1 alone: each row sees its chunk both ways; the answer every key.
  The answer: tests/gen/checkof.py's numpy chunk-ignored, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --offset 1 --chunk 3 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0
  0,1,1
file answer.csv
  0.5774,1.1547,1.7321,1.4434
  1.4434,0.0000,-1.4434,-1.0104
  0.0000,-0.5774,-1.1547,1.1547
  1.1547,1.1547,1.1547,0.0000
stdout
  row 0, column 3: expected -inf, got 1.4434, difference inf
  row 1, column 3: expected -inf, got -1.0104, difference inf
  row 2, column 0: expected -inf, got 0, difference inf
  row 2, column 1: expected -inf, got -0.5774, difference inf
  row 2, column 2: expected -inf, got -1.1547, difference inf
  row 3, column 0: expected -inf, got 1.1547, difference inf
  row 3, column 1: expected -inf, got 1.1547, difference inf
  row 3, column 2: expected -inf, got 1.1547, difference inf
  8 of 16 cells differ (largest difference inf at row 0, column 3)
  likely mistake (mask-ignored): no mask was applied: the 8 masked entries were counted like the others
  likely mistake (chunk-ignored): --chunk 3 was left out: each row saw keys outside its own chunk of 3 positions, keys 3c to 3c+2 with c = floor((i + 1) / 3)
status 1
