cmd
  $ATTN project -b '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' '[1]'
stderr
  attn project: -b goes with one -w, not 2 (see attn project --help)
status 2
