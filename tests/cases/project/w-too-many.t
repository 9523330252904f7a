cmd
  $ATTN project -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' -w '[1]' --dout '[1]' '[1]'
stderr
  attn project: -w is given more than 16 times (see attn project --help)
status 2
