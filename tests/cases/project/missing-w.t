cmd
  $ATTN project '[1]'
stderr
  attn project: missing -w W, the projection matrix (see attn project --help)
status 2
