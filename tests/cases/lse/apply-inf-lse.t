cmd
  $ATTN apply --lse -v '[1;2]' '[0.5,0.5,inf]'
stderr
  attn apply: <literal>:1: field 3 is 'inf'; weights must be finite, -inf or nan
status 1
