cmd
  $ATTN apply -v '[1e308;1e308]' '[1,1]'
stderr
  attn apply: <literal>:1: the output for column 0 overflows a double
status 1
