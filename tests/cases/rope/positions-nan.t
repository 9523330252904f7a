cmd
  $ATTN rope --positions '[nan]' '[1,2]'
stderr
  attn rope: <literal>:1: field 1 is 'nan'; --positions must be finite
status 1
