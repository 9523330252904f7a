cmd
  $ATTN apply -v '[1]' '[1]' >/dev/full
stderr
  attn apply: <stdout>: no space left on device
status 1
