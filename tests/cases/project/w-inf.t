cmd
  $ATTN project --transposed -w '[inf]' '[1]'
stderr
  attn project: <literal>:1: field 1 is 'inf'; W must be finite
status 1
