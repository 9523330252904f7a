cmd
  $ATTN scores -q '[nan,1]' -k '[1,0]'
stderr
  attn scores: <literal>:1: field 1 is 'nan'; Q must be finite
status 1
