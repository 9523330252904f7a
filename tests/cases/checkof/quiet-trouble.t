cmd
  $ATTN check --of weights -q '[1,x]' -k '[1,1]' -s '[1]'
stderr
  attn check: <literal>:1: field 2, 'x', is not a number
status 2
