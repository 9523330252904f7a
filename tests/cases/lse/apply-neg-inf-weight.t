cmd
  $ATTN apply --lse -v '[1;2]' '[0.5,-inf,0.25]'
stderr
  attn apply: <literal>:1: field 2 is '-inf'; weights must be finite or nan
status 1
