cmd
  $ATTN weights -t -d ,
stdin
  0,0
stdout
  0.5,0.5
