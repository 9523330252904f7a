cmd
  $ATTN norm --wrt b --dout '[1]' '[1]'
stderr
  attn norm: --wrt takes x or w, not 'b' (see attn norm --help)
status 2
