cmd
  $ATTN check --of rope -x '[1,inf]' '[1]'
stderr
  attn check: <literal>:1: field 2 is 'inf'; X must be finite
status 2
