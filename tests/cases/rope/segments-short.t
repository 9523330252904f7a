cmd
  $ATTN rope --segments '[0;0]' '[1,2;3,4;5,6]'
stdout
  1,2
  -1.744977021627167,4.685622177896248
stderr
  attn rope: <literal>:3: the row sits at key position 2, outside <literal>'s 2 positions (0 to 1); --segments takes an id for each row's position
status 1
