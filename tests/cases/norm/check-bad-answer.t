cmd
  $ATTN check --of norm -x '[1,2]' '[1,z]'
stderr
  attn check: <literal>:1: ANSWER: field 2, 'z', is not a number
status 2
