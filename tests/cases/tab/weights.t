cmd
  $ATTN weights -t
stdin
  0	0
  1	1
stdout
  0.5	0.5
  0.5	0.5
