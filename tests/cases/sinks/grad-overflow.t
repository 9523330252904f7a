cmd
  $ATTN grad --wrt sinks -q '[0;0;0;0;0;0;0;0]' -k '[0]' -v '[1.7e308]' --dout '[1;1;1;1;1;1;1;1]' --sinks '[0]'
stderr
  attn grad: <literal>: d sink for head 0 overflows a double
status 1
