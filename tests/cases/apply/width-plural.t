cmd
  $ATTN apply -v '[1,2]'
stdin

  1,0,0
stderr
  attn apply: <stdin>:2: row has 3 weights, but V has 1 row
status 1
