cmd
  $ATTN grad --wrt weights -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]'
stdout
  2,0
