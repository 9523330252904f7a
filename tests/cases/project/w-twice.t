cmd
  $ATTN project -w '[1]' -w '[2]' '[1]'
stderr
  attn project: -w is given 2 times (several go with as many --dout, for the backward pass) (see attn project --help)
status 2
