cmd
  $ATTN check --of rope -x '[1,2]' --positions '[0.5]' '[1]'
stderr
  attn check: <literal>:1: field 1, 0.5, is not a whole number (--positions takes a row's position)
status 2
