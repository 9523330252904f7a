cmd
  $ATTN project -w '[1,0;0,1;1,1]' -b '[0.5,-0.5]' '[1,2,3]'
stdout
  4.5,4.5
