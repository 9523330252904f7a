cmd
  $ATTN project --wrt w --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'
stderr
  attn project: --wrt w takes one --dout and one -w (several pairs are for --wrt x) (see attn project --help)
status 2
