how
  check exits 2 on any trouble, bad data included, as diff does.
cmd
  $ATTN check '[1,x]' '[1,2]'
stderr
  attn check: <literal>:1: EXPECTED: field 2, 'x', is not a number
status 2
