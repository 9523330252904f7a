how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --alibi-slopes 0.5, --offset 1: the term is -0.5 |i + 1 - j|.
  The answer: tests/gen/checkof.py's numpy alibi-sign, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --causal --offset 1 --alibi-slopes S.csv answer.csv -p 6
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
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.7311,0.8068,1.1932
  0.8807,0.4581,1.5168
  0.6880,1.4373,0.4373
stdout
  row 0, column 0: expected 0.5, got 0.7311, difference 0.2311
  row 0, column 1: expected 1.5, got 0.8068, difference 0.6932
  row 0, column 2: expected 0.5, got 1.1932, difference 0.6932
  row 1, column 0: expected 0.853001, got 0.8807, difference 0.027699
  row 1, column 1: expected 0.967404, got 0.4581, difference 0.509304
  row 1, column 2: expected 0.900995, got 1.5168, difference 0.615805
  row 2, column 0: expected 0.896958, got 0.688, difference 0.208958
  row 2, column 1: expected 1.7603, got 1.4373, difference 0.323
  row 2, column 2: expected -0.123093, got 0.4373, difference 0.560393
  9 of 9 cells differ (largest difference 0.6932 at row 0, column 1)
  likely mistake (alibi-sign): ALiBi was added with the wrong sign: + m_h |i + 1 - j|, not - m_h |i + 1 - j| (m_0 = 0.5)
status 1
