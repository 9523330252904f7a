cmd
  $ATTN project -w '[1]' '[x]'
stderr
  attn project: <literal>:1: field 1, 'x', is not a number
status 1
