cmd
  $ATTN norm --eps 0 '[1,2;0,0;3,4]'
stdout
  0.6324555320336759,1.2649110640673518
stderr
  attn norm: <literal>:2: the row is all 0 and --eps is 0, so it has no norm (0/0)
status 1
