cmd
  $ATTN grad --wrt scores -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' --fixed 6
stdout
  0.442362,-0.442362
