cmd
  $ATTN help project | sed -n 2p
stdout
         attn project --dout dY -w W [--wrt x|w|b] [options] [FILE]
