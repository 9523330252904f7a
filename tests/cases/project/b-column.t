cmd
  $ATTN project -w '[1,2;3,4]' -b '[1;2]' '[1,1]'
stderr
  attn project: <literal>:2: B has more than one row (it must be one row of d_out = 2 numbers)
status 1
