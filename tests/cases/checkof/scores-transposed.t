how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scores-transposed, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3989,0.5121,0.0890
  0.4519,0.2741,0.2741
  0.8214,0.0674,0.1112
stdout
  row 0, column 0: expected 0.345954, got 0.3989, difference 0.0529458
  row 0, column 1: expected 0.209832, got 0.5121, difference 0.302268
  row 0, column 2: expected 0.444214, got 0.089, difference 0.355214
  row 1, column 0: expected 0.730679, got 0.4519, difference 0.278779
  row 1, column 1: expected 0.209343, got 0.2741, difference 0.0647569
  row 1, column 2: expected 0.0599778, got 0.2741, difference 0.214122
  row 2, column 0: expected 0.291756, got 0.8214, difference 0.529644
  row 2, column 1: expected 0.481024, got 0.0674, difference 0.413624
  row 2, column 2: expected 0.22722, got 0.1112, difference 0.11602
  9 of 9 cells differ (largest difference 0.529644 at row 2, column 0)
  likely mistake (scores-transposed): the scores were K Q^T, not Q K^T: row i held key i's dot products with every query
status 1
