cmd
  $ATTN rank '[1]' >/dev/full
stderr
  attn rank: <stdout>: no space left on device
status 1
