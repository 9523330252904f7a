cmd
  $ATTN weights '[1,2]' -o /dev/full
stderr
  attn weights: /dev/full: no space left on device
status 1
