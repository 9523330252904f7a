cmd
  $ATTN check --of rope -x '[1,2;3,4]' --positions '[0]' '[1]'
stderr
  attn check: <literal>:2: --positions has 1 row, but X has 2 (a row of each, in step)
status 2
