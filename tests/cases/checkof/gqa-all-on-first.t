how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 4 --kv-heads 2: every query head's output from V's first block.
  The answer: tests/gen/checkof.py's numpy gqa-all-on-first@output, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --heads 4 --kv-heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1,0.5,1,-0.5,0
  0.5,1,-1,0,2,1,0,1
  2,-1,0,1,1,-0.5,1,0.5
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  0.8560,0.9920,0.8560,0.9920,1.0000,1.8427,0.9047,1.1842
  0.8456,0.7902,1.2920,1.4280,1.4784,1.4917,0.8469,1.9031
  0.8560,0.9920,0.8560,0.9920,1.3213,1.2262,1.2377,1.5970
stdout
  row 0, column 4: expected -0.30339, got 1, difference 1.30339
  row 0, column 5: expected -0.151695, got 1.8427, difference 1.99439
  row 0, column 6: expected 0.591189, got 0.9047, difference 0.313511
  row 0, column 7: expected 0.390854, got 1.1842, difference 0.793346
  row 1, column 4: expected -0.223386, got 1.4784, difference 1.70179
  row 1, column 5: expected -0.590055, got 1.4917, difference 2.08175
  row 1, column 6: expected -0.264106, got 0.8469, difference 1.11101
  row 1, column 7: expected 0.0210395, got 1.9031, difference 1.88206
  row 2, column 4: expected 0.22623, got 1.3213, difference 1.09507
  row 2, column 5: expected -0.208195, got 1.2262, difference 1.4344
  row 2, column 6: expected -0.174596, got 1.2377, difference 1.4123
  row 2, column 7: expected -0.32501, got 1.597, difference 1.92201
  12 of 24 cells differ (largest difference 2.08175 at row 1, column 5)
  likely mistake (gqa-all-on-first): every query head took its output from the values of key/value head 0, not from its own of the 2
status 1
