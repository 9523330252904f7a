cmd
  $ATTN check --of weights -q '[1,inf]' -k '[1,1]' '[1]'
stderr
  attn check: <literal>:1: field 2 is 'inf'; Q must be finite
status 2
