how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two slips at once, in two steps.
  The answer: tests/gen/checkof.py's numpy chunk-ignored + exp2, written with %.4f.
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
  0.7312,0.2688,0.0000,0.0000
  0.4718,0.3162,0.2119,0.0000
  0.2899,0.2899,0.2899,0.1302
stdout
  row 1, column 0: expected 0.808977, got 0.7312, difference 0.0777768
  row 1, column 1: expected 0.191023, got 0.2688, difference 0.0777768
  row 2, column 0: expected 0, got 0.4718, difference 0.4718
  row 2, column 1: expected 0, got 0.3162, difference 0.3162
  row 2, column 2: expected 1, got 0.2119, difference 0.7881
  row 3, column 0: expected 0, got 0.2899, difference 0.2899
  row 3, column 1: expected 0, got 0.2899, difference 0.2899
  row 3, column 2: expected 0.760368, got 0.2899, difference 0.470468
  row 3, column 3: expected 0.239632, got 0.1302, difference 0.109432
  9 of 16 cells differ (largest difference 0.7881 at row 2, column 2)
  likely mistakes (chunk-ignored + exp2): --chunk 2 was left out: each row saw keys outside its own chunk of 2 positions, keys 2c to 2c+1 with c = floor(i / 2); then the softmax took 2^s instead of e^s
status 1
