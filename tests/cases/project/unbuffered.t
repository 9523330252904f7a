cmd
  $ATTN project -u -w '[2]'
stdin
  1
  -2
stdout
  2
  -4
