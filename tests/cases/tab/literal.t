cmd
  $ATTN weights -t '[0,0]'
stdout
  0.5	0.5
