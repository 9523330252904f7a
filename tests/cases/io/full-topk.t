cmd
  $ATTN topk '[1]' >/dev/full
stderr
  attn topk: <stdout>: no space left on device
status 1
