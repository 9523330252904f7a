cmd
  $ATTN rope --segments '[0;0;0]' --offset 1 '[1,2;3,4;5,6]'
stdout
  -1.1426396637476532,1.922075596544176
  -4.885630216944154,1.0633049342884755
stderr
  attn rope: <literal>:3: the row sits at key position 3, outside <literal>'s 3 positions (0 to 2); see --offset
status 1
