cmd
  $ATTN apply -v '[1,2]' '[-inf]'
stderr
  attn apply: <literal>:1: field 1 is '-inf'; weights must be finite or nan
status 1
