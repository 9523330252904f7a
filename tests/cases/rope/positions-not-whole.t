cmd
  $ATTN rope --positions '[1;2.5]' '[1,2;3,4]'
stdout
  -1.1426396637476532,1.922075596544176
stderr
  attn rope: <literal>:2: field 1, 2.5, is not a whole number (--positions takes a row's position)
status 1
