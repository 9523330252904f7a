cmd
  $ATTN project -w '[1,1e308;1,1e308]' '[1,1;2,2]'
stderr
  attn project: <literal>:1: the output for column 1 overflows a double
status 1
