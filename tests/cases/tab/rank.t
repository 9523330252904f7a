cmd
  $ATTN rank -t
stdin
  1	3	2
stdout
  1	2	0
