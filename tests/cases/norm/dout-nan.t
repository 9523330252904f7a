cmd
  $ATTN norm --dout '[1,nan]' '[1,2]'
stderr
  attn norm: <literal>:1: field 2 is 'nan'; dY must be finite
status 1
