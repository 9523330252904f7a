cmd
  $ATTN project --wrt q --dout '[1]' -w '[1]' '[1]'
stderr
  attn project: --wrt takes x, w or b, not 'q' (see attn project --help)
status 2
