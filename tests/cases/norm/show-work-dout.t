cmd
  $ATTN norm --show-work --dout '[1]' '[1]'
stderr
  attn norm: --show-work shows the forward pass; it does not take --dout (see attn norm --help)
status 2
