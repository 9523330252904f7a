cmd
  $ATTN apply --heads 2 --kv-heads 1 -v '[1]' '[1]'
stderr
  attn apply: <literal>:1: row has 1 weight, but --heads 2 with V's 1 row needs 2
status 1
