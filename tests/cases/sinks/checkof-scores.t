cmd
  $ATTN check --of scores -q '[1]' -k '[1]' --sinks '[1]' '[1]'
stderr
  attn check: --sinks is for --of weights, attend, grad and merge, not --of scores (see attn check --help)
status 2
