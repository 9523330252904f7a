cmd
  $ATTN check --of rope -x '[1,2;3,4;5,6]' --segments '[0;0]' '[1]'
stderr
  attn check: <literal>:3: the row sits at key position 2, outside <literal>'s 2 positions (0 to 1); --segments takes an id for each row's position
status 2
