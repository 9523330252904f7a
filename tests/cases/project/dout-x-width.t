cmd
  $ATTN project --dout '[1]' -w '[1;2]' '[1]'
stderr
  attn project: <literal>:1: row has 1 column, but W has 2 rows (d_in must match)
status 1
