cmd
  $ATTN weights '[1,1]' -o /dev/stdout | cat
stdout
  0.5,0.5
