cmd
  $ATTN apply -v '[60000;60000]' --dtype f16 '[0.5,0.5;1,1]'
stdout
  60000
stderr
  attn apply: <literal>:2: the output for column 0 overflows f16
status 1
