cmd
  $ATTN rope --segments '[0;0]' --offset -1 '[1,2]'
stderr
  attn rope: <literal>:1: the row sits at key position -1, outside <literal>'s 2 positions (0 to 1); see --offset
status 1
