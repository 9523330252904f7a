cmd
  $ATTN project --dout '[1]' -w '[1]' -w '[1]' '[1]'
stderr
  attn project: --dout and -w come in pairs, one --dout for each -w (1 --dout, 2 -w) (see attn project --help)
status 2
