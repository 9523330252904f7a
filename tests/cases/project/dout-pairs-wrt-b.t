cmd
  $ATTN project --wrt b --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'
stderr
  attn project: --wrt b takes one --dout and one -w (several pairs are for --wrt x) (see attn project --help)
status 2
