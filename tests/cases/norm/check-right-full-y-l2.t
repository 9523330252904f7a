how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The answer is the right y, --l2 --plus-one in full.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --l2 --eps 0.1 --plus-one --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.4970089701046234,0.3992023920278996,1.7251638983558855,-0.3450327796711771
  0.5993291268567302,0.47946330148538413,-1.3658959117703826,0.4097687735311148
  -2.214037213850238,0.22140372138502382,2.4328092005047592,0.09731236802019037
stdout
  right to the digits written (12 cells)
