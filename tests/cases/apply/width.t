cmd
  $ATTN apply -v '[1,2;3,4]' '[1]'
stderr
  attn apply: <literal>:1: row has 1 weight, but V has 2 rows
status 1
