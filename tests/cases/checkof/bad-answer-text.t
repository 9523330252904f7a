cmd
  $ATTN check --of weights -q '[1,1]' -k '[1,1]' '[0.5,y]'
stderr
  attn check: <literal>:1: ANSWER: field 2, 'y', is not a number
status 2
