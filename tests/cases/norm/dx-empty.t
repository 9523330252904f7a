cmd
  $ATTN norm --dout '[1]'
stdin
stderr
  attn norm: <stdin>: X is empty, but dY has 1 row (a row of each, in step)
status 1
