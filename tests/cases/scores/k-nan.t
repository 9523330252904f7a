cmd
  $ATTN scores -k '[1,nan]' -q '[1,1]'
stderr
  attn scores: <literal>:1: field 2 is 'nan'; K must be finite
status 1
