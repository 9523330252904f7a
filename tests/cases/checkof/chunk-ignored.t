how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --causal --chunk 2: Llama 4's chunked attention; the answer is plain causal attention.
  The answer: tests/gen/checkof.py's numpy chunk-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --chunk 2 answer.csv -p 6
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
  1.0000,0.0000,0.0000,0.0000
  0.8090,0.1910,0.0000,0.0000
  0.5329,0.2992,0.1679,0.0000
  0.3016,0.3016,0.3016,0.0951
stdout
  row 2, column 0: expected 0, got 0.5329, difference 0.5329
  row 2, column 1: expected 0, got 0.2992, difference 0.2992
  row 2, column 2: expected 1, got 0.1679, difference 0.8321
  row 3, column 0: expected 0, got 0.3016, difference 0.3016
  row 3, column 1: expected 0, got 0.3016, difference 0.3016
  row 3, column 2: expected 0.760368, got 0.3016, difference 0.458768
  row 3, column 3: expected 0.239632, got 0.0951, difference 0.144532
  7 of 16 cells differ (largest difference 0.8321 at row 2, column 2)
  likely mistake (chunk-ignored): --chunk 2 was left out: each row saw keys outside its own chunk of 2 positions, keys 2c to 2c+1 with c = floor(i / 2)
status 1
