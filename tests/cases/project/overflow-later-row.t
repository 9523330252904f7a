cmd
  $ATTN project -w '[1e300]' -b '[1e308]' '[1;1e8]'
stdout
  1.00000001e+308
stderr
  attn project: <literal>:2: the output for column 0 overflows a double
status 1
