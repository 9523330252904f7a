how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --alibi-slopes 0.5 and no causal mask: the keys after the diagonal get +0.5 (j - i).
  The answer: tests/gen/checkof.py's numpy alibi-signed-distance, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --alibi-slopes S.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file S.csv
  0.5
file answer.csv
  0.1821,0.1821,0.6357
  0.5898,0.2786,0.1316
  0.1714,0.4658,0.3628
stdout
  row 0, column 0: expected 0.543406, got 0.1821, difference 0.361306
  row 0, column 1: expected 0.199908, got 0.1821, difference 0.0178078
  row 0, column 2: expected 0.256687, got 0.6357, difference 0.379013
  row 1, column 0: expected 0.643314, got 0.5898, difference 0.0535137
  row 1, column 1: expected 0.30388, got 0.2786, difference 0.0252799
  row 1, column 2: expected 0.0528064, got 0.1316, difference 0.0787936
  6 of 9 cells differ (largest difference 0.379013 at row 0, column 2)
  likely mistake (alibi-signed-distance): ALiBi took the distance with its sign, -m_h (i - j), not -m_h |i - j|: the keys after a row's position were raised, not lowered
status 1
