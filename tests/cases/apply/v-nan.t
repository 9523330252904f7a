cmd
  $ATTN apply -v '[nan]' '[1]'
stderr
  attn apply: <literal>:1: field 1 is 'nan'; V must be finite
status 1
