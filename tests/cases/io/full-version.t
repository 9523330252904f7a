cmd
  $ATTN --version >/dev/full
stderr
  attn: <stdout>: no space left on device
status 1
