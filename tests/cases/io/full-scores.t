cmd
  $ATTN scores -k '[1]' '[2]' >/dev/full
stderr
  attn scores: <stdout>: no space left on device
status 1
