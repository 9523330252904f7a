how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy mask-after-softmax, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.5760,0.0000,0.0000,0.1273,0.0000,0.0000
  0.6821,0.2362,0.0000,0.5760,0.2840,0.0000
  0.5760,0.2840,0.1400,0.1250,0.5141,0.3610
stdout
  row 0, column 0: expected 1, got 0.576, difference 0.424
  row 0, column 3: expected 1, got 0.1273, difference 0.8727
  row 1, column 0: expected 0.742817, got 0.6821, difference 0.0607167
  row 1, column 1: expected 0.257183, got 0.2362, difference 0.0209833
  row 1, column 3: expected 0.669762, got 0.576, difference 0.0937615
  row 1, column 4: expected 0.330238, got 0.284, difference 0.0462385
  6 of 18 cells differ (largest difference 0.8727 at row 0, column 3)
  likely mistake (mask-after-softmax): the softmax ran over all 3 keys of each row, then the masked weights were set to 0 without renormalising
status 1
