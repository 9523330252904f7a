how
  x / |x| = [0.6, 0.8] in both rows; g picks 0.6 from
  the first, 0.8 from the second.
cmd
  $ATTN norm --l2 --eps 0 --dout '[1,0;0,1]' --wrt w '[3,4;6,8]'
stdout
  0.6,0.8
