how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-after-softmax + transposed, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  0.1679,0.7741
  0.0000,0.1828
  0.0000,0.0000
stdout
  shapes differ: expected 2x3, got 3x2
  likely mistakes (mask-after-softmax + transposed): the softmax ran over all 3 keys of each row, then the masked weights were set to 0 without renormalising; then the right matrix transposed: 3x2 instead of 2x3
status 1
