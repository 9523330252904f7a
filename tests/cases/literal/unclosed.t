cmd
  $ATTN rank '[1,2'
stderr
  attn rank: [1,2: no such file or directory
status 1
