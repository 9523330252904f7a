how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy heads-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.2098,0.4442
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  shapes differ: expected 3x6, got 3x3
  likely mistake (heads-ignored): one head over all 4 columns, not 2 heads of 2
status 1
