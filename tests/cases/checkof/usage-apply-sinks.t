cmd
  $ATTN check --of apply -a '[1]' -v '[1]' --sinks '[1]' '[1]'
stderr
  attn check: --sinks is for --of weights, attend, grad and merge, not --of apply (see attn check --help)
status 2
