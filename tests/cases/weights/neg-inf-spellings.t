cmd
  $ATTN weights W.csv
file W.csv
  -Infinity,2,-INF
  -inf,"-inf", 0
stdout
  0,1,0
  0,0,1
