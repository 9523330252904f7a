cmd
  $ATTN norm -w '[1,nan]' '[1,2]'
stderr
  attn norm: <literal>:1: field 2 is 'nan'; W must be finite
status 1
