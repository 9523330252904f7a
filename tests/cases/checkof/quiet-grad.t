cmd
  $ATTN check --of grad --wrt q -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' -s '[0.3,0.1]'; echo "status $?"
stdout
  status 1
