cmd
  $ATTN scores --no-scale -k '[1,1]' -q '[1,1;1,-inf]'
stdout
  2
stderr
  attn scores: <literal>:2: field 2 is '-inf'; Q must be finite
status 1
