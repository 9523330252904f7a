cmd
  $ATTN project --dout '[1]' -w '[1]' --dout '[1]' '[1]'
stderr
  attn project: --dout and -w come in pairs, one --dout for each -w (2 --dout, 1 -w) (see attn project --help)
status 2
