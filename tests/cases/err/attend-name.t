cmd
  $ATTN attend -q '[1]' -k '[1]' -v '[1;2]'
stderr
  attn attend: <literal>: V has 2 rows, but K has 1 (one value row per key)
status 1
