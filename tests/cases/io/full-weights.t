cmd
  $ATTN weights '[1]' >/dev/full
stderr
  attn weights: <stdout>: no space left on device
status 1
