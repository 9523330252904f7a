how
  Trouble is still one line on stderr with -s, status 2, as GNU cmp -s reports a missing file.
cmd
  $ATTN check -s '[1,x]' '[1,2]'
stderr
  attn check: <literal>:1: EXPECTED: field 2, 'x', is not a number
status 2
