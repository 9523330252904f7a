cmd
  $ATTN project --dout '[1,nan]' -w '[1,2]' '[1]'
stderr
  attn project: <literal>:1: field 2 is 'nan'; dY must be finite
status 1
