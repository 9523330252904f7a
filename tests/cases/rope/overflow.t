cmd
  $ATTN rope '[1,1;1.5e308,1.5e308]'
stdout
  1,1
stderr
  attn rope: <literal>:2: the output for column 1 overflows a double
status 1
