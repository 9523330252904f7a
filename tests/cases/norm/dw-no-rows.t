how
  No rows: a sum of nothing, as wide as W.
cmd
  $ATTN norm -w '[1,2,3]' --dout D.csv --wrt w
stdin
file D.csv
stdout
  0,0,0
