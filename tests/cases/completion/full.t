cmd
  $ATTN completion zsh >/dev/full
stderr
  attn completion: <stdout>: no space left on device
status 1
