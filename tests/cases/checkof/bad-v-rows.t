cmd
  $ATTN check --of attend -q '[1,1]' -k '[1,1]' -v '[1;2]' '[1]'
stderr
  attn check: <literal>: V has 2 rows, but K has 1 (one value row per key)
status 2
