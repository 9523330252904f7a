cmd
  $ATTN weights -d '\t' --fixed 1
stdin
  1	1
stdout
  0.5	0.5
