cmd
  $ATTN rope --segments '[0;0.5]' '[1,2]'
stderr
  attn rope: <literal>:2: segment id 0.5 is not a whole number
status 1
