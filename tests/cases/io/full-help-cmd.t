cmd
  $ATTN help scores >/dev/full
stderr
  attn scores: <stdout>: no space left on device
status 1
