cmd
  $ATTN scores -p 4 -q '[1,0]' -k '[1,1;2,2]'
stdout
  0.7071,1.414
